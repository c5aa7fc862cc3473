/// An object that can become first responder (UIKit's `UIResponder`): views and view controllers.
///
/// As in UIKit, it and everything built on it live on the main actor: tests that drive them are
/// `@MainActor`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// Called on an object loaded from a nib or storyboard once its outlets are set; here, on a cell
    /// a registered `UINib` stands for, right after it is made (see `UINib`).
    open func awakeFromNib() {}

    /// Whether the object is the first responder.
    open var isFirstResponder: Bool { false }
    /// Whether the object can become first responder (false unless a subclass says otherwise).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to give up first responder; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
