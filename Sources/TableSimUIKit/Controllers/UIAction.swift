/// An action with a title and a handler (UIKit's `UIAction`), run by a bar button's tap.
@preconcurrency @MainActor
open class UIAction {
    /// The action's title.
    open var title: String
    /// What runs when the action is performed.
    let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
