import TableSim

/// TableSimUIKit's additions to TableSim's simulator: it shows a `UITableView`, or a view controller
/// that holds one (a `UITableViewController`, or a navigation controller's top controller), on a
/// screen, and changes the user's text size by UIKit's content size categories.
extension Simulator {
    /// Creates a simulator showing a table view controller, as a window's root view controller.
    ///
    /// `appear()` then loads the controller's view if it has not (`viewDidLoad()`), calls
    /// `viewWillAppear(_:)`, loads the table, and calls `viewDidAppear(_:)`, each a line of the
    /// trace (`false`: the window's first appearance is not animated). The keyboard's notifications
    /// are posted on `NotificationCenter.default`, and the controller adjusts its table to the
    /// keyboard as UIKit's does.
    @MainActor
    public convenience init(showing controller: UITableViewController, screen: Screen = .default) {
        self.init(tableView: controller.tableView.simulatedTableView, screen: screen)
        ControllerWindow(showing: controller, tableView: controller.tableView, on: self).install()
    }

    /// Creates a simulator showing a view controller that holds a table view, as a window's root
    /// view controller: the table given, or else the first `UITableView` in its view, or the table
    /// of a navigation controller's top controller. See ``init(showing:screen:)-(UITableViewController,_)`` for what
    /// `appear()` calls.
    ///
    /// Finding the table in the view loads it, so `viewDidLoad()` runs here, before the table is
    /// known: its line is traced once the table is, first in the trace (after any lines its own
    /// calls made). Throws when no table is given or found: the simulator shows one table.
    @MainActor
    public convenience init(
        showing controller: UIViewController, tableView: UITableView? = nil, screen: Screen = .default
    ) throws(ControllerWithoutTableView) {
        let content = (controller as? UINavigationController)?.topViewController ?? controller
        let wasLoaded = content.isViewLoaded
        guard let table = tableView ?? ControllerWindow.table(of: controller) else {
            throw ControllerWithoutTableView(controllerType: String(describing: type(of: controller)))
        }
        self.init(tableView: table.simulatedTableView, screen: screen)
        ControllerWindow(showing: controller, tableView: table, on: self).install()
        if !wasLoaded, content.isViewLoaded {
            table.simulatedTableView.performAppCallback("viewDidLoad()") {}
        }
    }
}

/// The error of showing a view controller that holds no table view.
public struct ControllerWithoutTableView: Error, Hashable, Sendable, CustomStringConvertible {
    /// The controller's class name.
    public var controllerType: String

    /// Creates the error for a controller's class.
    public init(controllerType: String) { self.controllerType = controllerType }

    /// What to change.
    public var description: String {
        "\(controllerType)'s view holds no UITableView after viewDidLoad(): pass the table it shows with "
            + "Simulator(showing:tableView:)"
    }
}

/// The window a simulator shows a view controller in: it drives the controller's appearance,
/// posts the keyboard's notifications on `NotificationCenter.default`, and tells text fields
/// which shown table and row they are in.
@MainActor
final class ControllerWindow {
    /// The controller shown, held as a window holds its root view controller.
    let rootViewController: UIViewController
    /// The table the simulator shows.
    let tableView: UITableView
    /// The simulator, which holds this window.
    private(set) weak var simulator: Simulator?
    /// Every window a simulator shows, for text fields to find theirs.
    private static var shown: [WeakWindow] = []

    init(showing controller: UIViewController, tableView: UITableView, on simulator: Simulator) {
        rootViewController = controller
        self.tableView = tableView
        self.simulator = simulator
    }

    /// The core table, whose trace records the app's callbacks.
    var table: TableView { tableView.simulatedTableView }

    /// Hooks the window into its simulator and the controller into the table's trace.
    func install() {
        guard let simulator else { return }
        simulator.appearanceHost = self
        simulator.addKeyboardObserver(self)
        simulator.addTextSizeObserver(self)
        simulator.addDisplaySettingsObserver(self)
        // Hardware keyboard commands: the shown controller's, asked at each key press.
        let content = (rootViewController as? UINavigationController)?.topViewController ?? rootViewController
        simulator.keyCommandSource = { [weak content] in (content?.keyCommands ?? []).map(\.core) }
        // Search: the shown controller's navigation item's search controller, or a search bar in the table's header.
        simulator.searchSource = { [weak content, weak tableView] in UISearchBar.onScreen(content, tableView)?.core }
        // A text size set before the table shows is the one it loads at.
        let category = UITraitCollection.current.preferredContentSizeCategory
        if category != .large { simulator.setTextSize(category.simulated) }
        if showsTableViewController { simulator.keyboardAvoidance = .tableViewController }
        rootViewController.host(in: table)
        ControllerWindow.shown.removeAll { $0.window == nil }
        ControllerWindow.shown.append(WeakWindow(window: self))
    }

    /// Whether the controller on screen is a table view controller (directly or on top of a stack).
    private var showsTableViewController: Bool {
        let top = (rootViewController as? UINavigationController)?.topViewController ?? rootViewController
        return top is UITableViewController
    }

    /// The table a controller shows: a table view controller's, the top controller's of a stack,
    /// or the first one in its view, breadth first.
    static func table(of controller: UIViewController) -> UITableView? {
        if let tableController = controller as? UITableViewController { return tableController.tableView }
        if let navigation = controller as? UINavigationController {
            return navigation.topViewController.flatMap(table(of:))
        }
        var queue: [UIView] = [controller.view]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let table = view as? UITableView { return table }
            queue += view.subviews
        }
        return nil
    }

    /// The shown window a view is in, and the visible row whose cell holds it (nil outside a cell);
    /// nil when no shown window holds it (UIKit's view outside any window).
    static func place(of view: UIView) -> (window: ControllerWindow, row: IndexPath?)? {
        var ancestors: [UIView] = []
        var current: UIView? = view
        while let next = current {
            ancestors.append(next)
            current = next.superview
        }
        for window in shown.compactMap(\.window) where window.simulator?.hasAppeared == true {
            // A cell's content view is reached from the cell, not the other way round.
            for row in window.tableView.indexPathsForVisibleRows ?? [] {
                guard let cell = window.tableView.cellForRow(at: row) else { continue }
                if ancestors.contains(where: { $0 === cell || $0 === cell.contentView }) { return (window, row) }
            }
            if let top = ancestors.last, top === window.tableView || window.holds(top) { return (window, nil) }
        }
        return nil
    }

    /// The window most recently shown whose simulator is still alive, for `UIScreen.main`.
    static var latest: ControllerWindow? {
        shown.last { $0.window?.simulator != nil }?.window
    }

    /// Every shown window whose simulator is still alive, oldest first.
    static var all: [ControllerWindow] {
        shown.compactMap(\.window).filter { $0.simulator != nil }
    }

    /// The screen of the simulator showing this window.
    var screen: Screen? { simulator?.screen }
    /// The display settings of the simulator showing this window.
    var displaySettings: DisplaySettings? { simulator?.displaySettings }

    /// The `UIWindow` apps see as their views' `window`.
    private(set) lazy var uiWindow = UIWindow(shownBy: self)

    /// Whether a view fills the window: the table shown, or a shown controller's view.
    func fills(_ view: UIView) -> Bool { view === tableView || holds(view) }

    /// Whether a view is the view of the shown controller, or of a controller on its stack.
    private func holds(_ view: UIView) -> Bool {
        let controllers = (rootViewController as? UINavigationController)?.viewControllers ?? [rootViewController]
        return controllers.contains { $0.viewIfLoaded === view }
    }

    /// A text field became first responder: it focuses its row, and the keyboard rises.
    func textFieldBecameFirstResponder(inRow row: IndexPath?, keyboardHeight: Double) {
        try? simulator?.textFieldBecameFirstResponder(inRow: row, keyboardHeight: keyboardHeight)
    }

    /// The first responder resigned: the keyboard goes down.
    func firstResponderResigned() {
        simulator?.firstResponderResignedByApp()
    }
}

/// A weak reference to a shown window.
private struct WeakWindow {
    weak var window: ControllerWindow?
}

// The core calls these off the main actor's static view; UIKit code runs on the main actor, as the
// tests that drive it do.
extension ControllerWindow: AppearanceHosting {
    nonisolated func viewWillAppear(on simulator: Simulator) {
        let settings = simulator.displaySettings
        MainActor.assumeIsolated {
            UITraitCollection.followDisplaySettings(settings)
            rootViewController.beginAppearance(animated: false)
        }
    }

    nonisolated func viewDidAppear(on simulator: Simulator) {
        MainActor.assumeIsolated { rootViewController.endAppearance(animated: false) }
    }

    nonisolated func textFieldTapped(inRow indexPath: IndexPath, on simulator: Simulator) -> Bool {
        MainActor.assumeIsolated {
            guard let field = tableView.cellForRow(at: indexPath)?.firstTextField else { return false }
            // A tap on a disabled field does nothing, as a disabled control takes no touch here.
            field.becomeFirstResponder()
            return true
        }
    }
}

extension ControllerWindow: TextSizeObserving {
    nonisolated func contentSizeCategoryDidChange(to category: ContentSizeCategory) {
        MainActor.assumeIsolated { ContentSizeCategoryNotification.post(UIContentSizeCategory(category)) }
    }
}

extension ControllerWindow: KeyboardObserving {
    nonisolated func keyboardWillShow(_ notification: KeyboardNotification) {
        MainActor.assumeIsolated { KeyboardNotificationPoster.post(notification) }
    }
    nonisolated func keyboardDidShow(_ notification: KeyboardNotification) {
        MainActor.assumeIsolated { KeyboardNotificationPoster.post(notification) }
    }
    nonisolated func keyboardWillHide(_ notification: KeyboardNotification) {
        MainActor.assumeIsolated { KeyboardNotificationPoster.post(notification) }
    }
    nonisolated func keyboardDidHide(_ notification: KeyboardNotification) {
        MainActor.assumeIsolated { KeyboardNotificationPoster.post(notification) }
    }
}
