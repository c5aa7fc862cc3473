import TableSim

/// An action a row reveals when it is swiped (UIKit's `UIContextualAction`).
///
/// The table calls its handler when the user taps its button, with the row's cell as the source view
/// (TableSim has no button views). The handler must call the completion handler.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How an action's button looks.
    public typealias Style = ContextualAction.Style
    /// The closure run when the user taps the action.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour (stored; the style decides what TableSim reports).
    open var backgroundColor: UIColor!
    /// The button's image, shown instead of or above the title.
    open var image: UIImage?
    /// What VoiceOver and tests call an action shown as an image only.
    open var accessibilityLabel: String?
    /// The closure run when the user taps the button.
    public let handler: Handler

    /// Creates an action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The name of the image shown, for an image-only action found by `tapAction(titled:)`.
    var imageName: String? { image?.name }

    /// A core action for the table to show now, whose handler runs this action's handler.
    func makeCoreAction(in table: UITableView) -> ContextualAction {
        let action = ContextualAction(style: style, title: title) { [self, unowned table] _, cell, completion in
            handler(self, table.uiCell(of: cell), completion)
        }
        action.accessibilityLabel = accessibilityLabel
        action.imageName = imageName
        return action
    }
}

/// The actions a row reveals on one edge when swiped (UIKit's `UISwipeActionsConfiguration`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first one nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (stored; TableSim does not model full swipes).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration; an empty list means the row has no actions on that edge.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }

    /// A core configuration for the table to show now.
    func makeCoreConfiguration(in table: UITableView) -> SwipeActionsConfiguration {
        let configuration = SwipeActionsConfiguration(actions: actions.map { $0.makeCoreAction(in: table) })
        configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        return configuration
    }
}
