/// An alert or action sheet (UIKit's `UIAlertController`): an inert record of its title, message
/// and actions, which a test reads once the app presented it and answers with ``UIAlertAction/tap()``.
open class UIAlertController: UIViewController {
    /// Whether the controller shows as an alert or an action sheet.
    public enum Style: Int, Sendable, CaseIterable {
        /// `actionSheet` slides up a list of choices from the bottom (a popover on iPad); `alert` is the
        /// modal box in the middle of the screen. TableSim records the style; a test answers either the same
        /// way, by tapping an action.
        case actionSheet, alert
    }

    /// How the controller shows.
    public let preferredStyle: Style
    /// The message below the title, or nil.
    open var message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields an alert shows, in the order added.
    public private(set) var textFields: [UITextField]?
    /// The action drawn as the default one, if any.
    open var preferredAction: UIAlertAction?

    /// Creates an alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Creates a controller from an archive; TableSim has no storyboards, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        action.alertController = self
        actions.append(action)
    }

    /// Adds a text field to an alert, configured by the closure.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of an alert or action sheet (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the button draws.
    public enum Style: Int, Sendable, CaseIterable {
        /// `default` is an ordinary button; `cancel` backs out without change and UIKit sets it apart (at
        /// most one per controller); `destructive` is drawn red, for a choice that deletes or loses data.
        /// Recorded only: tapping any of them runs its handler.
        case `default`, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    /// How the button draws.
    public let style: Style
    /// Whether the button takes taps.
    open var isEnabled = true
    /// What a tap runs after the alert is dismissed.
    private let handler: ((UIAlertAction) -> Void)?
    /// The alert the button is in.
    weak var alertController: UIAlertController?

    /// Creates a button.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// A user taps the button (TableSim's addition, for tests): the alert is dismissed, then the
    /// handler runs. Returns false, doing nothing, for a disabled button.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled else { return false }
        alertController?.dismiss(animated: true)
        handler?(self)
        return true
    }
}
