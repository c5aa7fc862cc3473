/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`): an inert value that tests
/// read and tap with ``tap()``.
///
/// Target–action cannot run on Linux: there is no Objective-C runtime to send `action` to `target`
/// (and `#selector` does not compile), so such an item keeps them as a record only. A
/// `primaryAction` (a `UIAction` closure, UIKit's since iOS 14) runs on ``tap()``, and the Edit
/// button (`editButtonItem`) toggles its controller's editing mode.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The system's standard buttons.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// The stock buttons, each with the system's title or icon: `done`, `cancel`, `edit`, `save` and
        /// `close` are text buttons (Done is bold); `add`, `compose`, `reply`, `action` (share), `organize`,
        /// `bookmarks`, `search`, `refresh`, `stop`, `camera`, `trash`, `play`, `pause`, `rewind`,
        /// `fastForward`, `undo`, `redo` and `pageCurl` are icons; `flexibleSpace` and `fixedSpace` are gaps
        /// that space the other items. TableSim records the kind in `systemItem` and draws nothing; only the
        /// Edit button of `editButtonItem` does something on ``tap()``.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close
    }

    /// How a button draws its title.
    public enum Style: Int, Sendable, CaseIterable {
        /// `plain` draws the title in the regular weight; `bordered` is its old bordered form, which modern
        /// UIKit draws as `plain`; `done` draws it bold, for the button that confirms. The Edit button turns
        /// `done` while its controller is editing.
        case plain, bordered, done
    }

    /// The button's title, or nil.
    open var title: String?
    /// How the button draws its title.
    open var style: Style = .plain
    /// Whether the button takes taps; a disabled button ignores ``tap()``.
    open var isEnabled = true
    /// The button's tint colour, or nil for the bar's.
    open var tintColor: UIColor?
    /// What VoiceOver calls the button, or nil for its title.
    open var accessibilityLabel: String?
    /// The object `action` would be sent to (held weakly, as in UIKit); a record only on Linux.
    open weak var target: AnyObject?
    /// The method `action` names; a record only, as Linux has no runtime to send it.
    open var action: Selector?
    /// The closure a tap runs, if any.
    open var primaryAction: UIAction?
    /// The system button the item was made as, or nil (TableSim's addition, for tests to read).
    public private(set) var systemItem: SystemItem?
    /// The controller whose Edit button this is, if it is one.
    private weak var editingController: UIViewController?

    /// Creates an item with no title and no action.
    public override init() { super.init() }

    /// Creates a system button with a target and action (a record only: see the type's notes).
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    /// Creates a titled button with a target and action (a record only: see the type's notes).
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        super.init()
    }

    /// Creates a system button whose tap runs an action.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        super.init()
    }

    /// Creates a titled button whose tap runs an action; a nil title takes the action's.
    public init(title: String? = nil, primaryAction: UIAction?) {
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
        super.init()
    }

    /// The Edit button of a view controller.
    init(editButtonFor controller: UIViewController) {
        systemItem = .edit
        editingController = controller
        super.init()
    }

    /// The Edit button's title and style: Edit, or Done (bold) in editing mode.
    func setEditButtonTitle(editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }

    /// A user taps the button: the Edit button toggles its controller's editing mode (UIKit calls
    /// `setEditing(!isEditing, animated: true)`), a primary action runs.
    ///
    /// Returns whether something ran: false for a disabled button, and for one that has only a
    /// target and action, which Linux cannot send (give it a `primaryAction`, or call the method).
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled else { return false }
        if let editingController {
            editingController.editButtonTapped()
            return true
        }
        guard let primaryAction else { return false }
        primaryAction.handler(primaryAction)
        return true
    }
}
