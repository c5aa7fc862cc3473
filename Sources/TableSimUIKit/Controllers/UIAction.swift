import TableSim

/// The closure a `UIAction` runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a handler (UIKit's `UIAction`), run by a bar button's or a control's
/// tap, or chosen in a context menu.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// How the action looks and behaves in a menu: destructive, disabled, hidden, keeps the menu open.
    open var attributes: UIMenuElement.Attributes
    /// Its checkmark in a menu.
    open var state: UIMenuElement.State
    /// The title a hardware keyboard's shortcut overlay shows.
    open var discoverabilityTitle: String?
    /// The action's identifier.
    open var identifier: UIAction.Identifier
    /// What runs when the action is performed.
    let handler: UIActionHandler

    /// An action's identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// Creates an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Creates an action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.identifier = identifier ?? Identifier(rawValue: "action")
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// The core's action for a menu shown now, whose handler runs this action's handler.
    override func makeCoreElement() -> MenuElement {
        .action(
            MenuAction(
                title: title, imageName: image?.name, attributes: MenuAttributes(rawValue: attributes.rawValue),
                state: MenuState(state)
            ) { [self] _ in MainActor.assumeIsolated { handler(self) } })
    }
}
