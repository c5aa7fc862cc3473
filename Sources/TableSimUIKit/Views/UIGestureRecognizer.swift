import TableSim

/// A gesture recognizer (UIKit's `UIGestureRecognizer`): stored on its view, never recognizing.
///
/// TableSim's touches go through the table's own state machines (tap, swipe, drag, reorder), so a
/// recognizer an app attaches keeps its settings but never fires; attach it and test the table's
/// behaviour, or call the action yourself. Target-action needs `#selector`, which Linux lacks.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's states (it stays `.possible` here).
    public enum State: Int, Sendable {
        /// `possible` is waiting for touches; a continuous gesture goes `began`, `changed`, then `ended` (or
        /// `cancelled` when interrupted), and a gesture that does not match goes `failed`. In TableSim a
        /// recognizer never recognizes, so it stays `possible`.
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture that was recognized.
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer may recognize.
    open var isEnabled = true
    /// Whether recognizing cancels the view's touches.
    open var cancelsTouchesInView = true
    /// The recognizer's state: always `.possible`, as no touch reaches it.
    open var state: State { .possible }
    /// The actions added with `init(target:action:)` or `addTarget`, as given (never called).
    public private(set) var targets: [(target: Any?, action: Selector?)] = []

    /// Creates a recognizer with a target and action (stored, never called).
    public init(target: Any?, action: Selector?) {
        targets = [(target, action)]
        super.init()
    }

    /// Creates a recognizer with no target.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Adds a target and action (stored, never called).
    open func addTarget(_ target: Any, action: Selector) { targets.append((target, action)) }
}

/// A recognizer of taps (UIKit's `UITapGestureRecognizer`), stored and inert.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture.
    open var numberOfTapsRequired = 1
}

/// A recognizer of long presses (UIKit's `UILongPressGestureRecognizer`), stored and inert.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A recognizer of pans (UIKit's `UIPanGestureRecognizer`), stored and inert.
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// A recognizer of swipes (UIKit's `UISwipeGestureRecognizer`), stored and inert.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The directions' bits.
        public var rawValue: UInt
        /// Creates directions from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Rightwards.
        public static let right = Direction(rawValue: 1)
        /// Leftwards.
        public static let left = Direction(rawValue: 2)
        /// Upwards.
        public static let up = Direction(rawValue: 4)
        /// Downwards.
        public static let down = Direction(rawValue: 8)
    }
    /// The direction the swipe must go.
    open var direction = Direction.right
}

/// The edit menu (UIKit's `UIMenuController`, deprecated since iOS 16): declared, and inert, as
/// TableSim shows no edit menu.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// The app's menu controller.
    public static let shared = UIMenuController()
    /// Whether the menu shows: always false here.
    open var isMenuVisible: Bool { false }
    /// The custom items the app adds (stored).
    open var menuItems: [UIMenuItem]?
    /// Asks to show the menu at a rectangle of a view: nothing shows.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {}
    /// Asks to hide the menu.
    open func hideMenu() {}
    /// Asks the menu to update its items.
    open func update() {}
}

/// A custom item of the edit menu (UIKit's `UIMenuItem`), stored.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The item's title.
    open var title: String
    /// The item's action.
    open var action: Selector
    /// Creates an item.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}

// UIKeyCommand and UIKeyModifierFlags: UIKeyCommand.swift (hardware keyboard commands).
