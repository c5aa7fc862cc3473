/// An action a row reveals when it is swiped (UIKit's `UIContextualAction`).
///
/// The table calls its handler when the user taps its button, instead of the data source's
/// `commit`. The handler must call the completion handler; until it does, the buttons stay open.
public final class ContextualAction {
    /// How an action's button looks and what UIKit expects of it.
    public enum Style: String, Sendable, CaseIterable {
        /// A neutral action.
        case normal
        /// An action that removes the row (drawn red).
        case destructive
    }

    /// The closure run when the user taps the action: the action, the view it was shown in (the row's
    /// cell, as TableSim has no button views), and the completion handler to call with whether it was
    /// performed (UIKit's `UIContextualAction.Handler`).
    public typealias Handler = (ContextualAction, TableViewCell, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The name of the button's image, for an action shown as an image (UIKit's `image`).
    public var imageName: String?
    /// What VoiceOver and tests call an action without a title (UIKit's `accessibilityLabel`).
    public var accessibilityLabel: String?

    /// The name a user knows the button by: its title, else its accessibility label, else its image.
    public var displayName: String? { title ?? accessibilityLabel ?? imageName }
    /// The closure run when the user taps the button.
    public let handler: Handler
    /// Whether this is the Delete action UIKit makes when the delegate gives no configuration, whose
    /// tap commits `.delete` through the data source.
    let isStandardDelete: Bool

    /// Creates an action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        isStandardDelete = false
    }

    /// UIKit's Delete action of swipe-to-delete and of the Delete confirmation: it commits `.delete`.
    init(standardDeleteTitled title: String) {
        style = .destructive
        self.title = title
        handler = { _, _, completion in completion(true) }
        isStandardDelete = true
    }
}

/// The actions a row reveals on one edge when swiped (UIKit's `UISwipeActionsConfiguration`).
public final class SwipeActionsConfiguration {
    /// The actions, the first one nearest the edge.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action (stored only; TableSim does not model full swipes).
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration; an empty list means the row has no actions on that edge.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

extension ContextualAction: TraceFormattable {
    /// `.destructive "Delete"`: the style and the title.
    public var traceDescription: String { "." + style.rawValue + " " + (title?.traceDescription ?? "nil") }
}

extension SwipeActionsConfiguration: TraceFormattable {
    /// `[.normal "Archive", .destructive "Delete"]`: the actions in order.
    public var traceDescription: String { "[" + actions.map(\.traceDescription).joined(separator: ", ") + "]" }
}

/// The edge of a row a swipe uncovers actions on.
public enum SwipeEdge: String, Sendable, CaseIterable {
    /// The left edge (a swipe to the right): the leading actions.
    case leading
    /// The right edge (a swipe to the left): the trailing actions, Delete by default.
    case trailing
}
