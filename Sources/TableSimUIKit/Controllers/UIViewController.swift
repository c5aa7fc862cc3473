import TableSim

/// An object that manages one screen's view (UIKit's `UIViewController`): subclass it and override
/// its life-cycle methods as with UIKit.
///
/// UIKit's calls into it are app callbacks and each is a line of the shown table's trace, always,
/// whether or not the subclass overrides the method (Swift cannot tell): `viewDidLoad()` when the
/// view first loads, `viewWillAppear(_:) false` and `viewDidAppear(_:) false` around the table's
/// first load, `setEditing(_:animated:) true true` when the Edit button is tapped. Calls the app
/// makes itself (`setEditing(true, animated: false)`, `isEditing = true`) are not callbacks and are
/// not traced.
open class UIViewController: UIResponder {
    /// The view once loaded.
    private var loadedView: UIView?
    /// Whether the view's load is running (`loadView` and `viewDidLoad`), so that reading `view`
    /// from inside them does not load it again.
    private var isLoadingView = false
    /// Whether the controller is in editing mode.
    private var editing = false
    /// The controller that contains this one (a navigation controller), if any.
    public internal(set) weak var parent: UIViewController?
    /// The table whose trace records this controller's callbacks while a simulator shows it.
    weak var hostTable: TableView?

    /// Creates a controller; TableSim has no nib files, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a controller from an archive; TableSim has no storyboards, so this always fails.
    public required init?(coder: NSCoder) { nil }

    // MARK: The view

    /// The controller's view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the view; override it to make your own, without calling `super`.
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Loads the view if it has not been loaded (`loadView()`, then `viewDidLoad()`).
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        appCallback("viewDidLoad()") { viewDidLoad() }
        isLoadingView = false
    }

    /// Called once the view has loaded.
    open func viewDidLoad() {}
    /// Called when the system is low on memory; never called here, as the simulator has no memory pressure.
    open func didReceiveMemoryWarning() {}
    /// Whether the controller may rotate (stored: the simulator rotates by its screen, not by asking).
    open var shouldAutorotate: Bool { true }
    /// Whether the controller adjusts its scroll views' insets, deprecated since iOS 11 (stored: the
    /// table's `contentInsetAdjustmentBehavior` decides here, as on iOS 11 and later).
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether a swipe down may not dismiss the controller when presented as a sheet (stored: nothing
    /// dismisses a sheet by swiping here).
    open var isModalInPresentation = false
    /// Whether the controller's view is covered when it or a child presents a controller, such as a
    /// search controller (stored: TableSim presents a search over the shown controller).
    open var definesPresentationContext = false
    /// The key commands the controller answers: a simulator showing the controller asks for them at
    /// each key press of its hardware keyboard.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The controller's traits: the app's (`UITraitCollection.current`).
    open var traitCollection: UITraitCollection { .current }

    /// Called after the traits changed (the user's text size), with the traits before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Titles and navigation

    /// The controller's title; setting it also titles its navigation item, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The navigation item, once made.
    private var navigationItemIfMade: UINavigationItem?

    /// The item that represents the controller in a navigation bar, made on first access.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemIfMade { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemIfMade = item
        return item
    }

    /// The navigation controller this controller is in (itself or one of its parents), if any.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The buttons the navigation controller's toolbar shows for this controller, or nil.
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets the toolbar's buttons (the animation is not drawn).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Whether a tab bar hides while this controller is pushed (recorded only).
    open var hidesBottomBarWhenPushed = false

    // MARK: Transitions

    /// Whether the controller is being pushed onto a navigation stack (true during the push's
    /// appearance calls).
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being popped off a navigation stack (true during the pop's
    /// disappearance calls).
    public internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented (always false: presenting calls no appearance methods).
    public var isBeingPresented: Bool { false }
    /// Whether the controller is being dismissed (always false: dismissing calls no appearance methods).
    public var isBeingDismissed: Bool { false }

    /// Prepares for a storyboard segue; TableSim has no storyboards and performs no segues, so
    /// UIKit never calls it here (an override compiles and never runs).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Asks whether a storyboard segue may run; never called here, as TableSim performs no segues.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Editing

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; the Edit button's title follows (Edit or Done). A plain view
    /// controller does not forward it to a table view: override it to do so.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItemIfMade?.setEditButtonTitle(editing: editing)
    }

    /// The Edit button, once made.
    private var editButtonItemIfMade: UIBarButtonItem?

    /// A bar button that toggles editing mode: its title is Edit or Done, and a tap calls
    /// `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemIfMade { return item }
        let item = UIBarButtonItem(editButtonFor: self)
        item.setEditButtonTitle(editing: editing)
        editButtonItemIfMade = item
        return item
    }

    /// The Edit button was tapped: UIKit calls `setEditing(_:animated:)`, an app callback.
    func editButtonTapped() {
        let editing = !isEditing
        appCallback("setEditing(_:animated:)", [editing, true]) { setEditing(editing, animated: true) }
    }

    // MARK: Presenting

    /// The controller this one presented and has not dismissed, if any.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    public private(set) weak var presentingViewController: UIViewController?

    /// How the controller covers the screen when presented (recorded only).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Where the controller points when presented as a popover (an action sheet on iPad), or nil
    /// unless its style is `.popover`, as in UIKit.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = popoverIfMade { return popover }
        let popover = UIPopoverPresentationController()
        popoverIfMade = popover
        return popover
    }
    /// The popover's record, once made.
    private var popoverIfMade: UIPopoverPresentationController?

    /// Presents a controller (an inert record: TableSim draws no modal screen, so the presented
    /// controller gets no appearance calls and the table stays on screen, as under a sheet); the
    /// completion runs at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.hostTable = traceTable
        completion?()
    }

    /// Shows a controller in the primary context, as UIKit's default does: pushed (animated) on the
    /// navigation controller this one is in, or that this one is; presented modally (an inert
    /// record, as `present(_:animated:completion:)` is) when there is none. TableSim has no split view
    /// controller, the other container UIKit asks.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller in the secondary (detail) context; with no split view controller to show
    /// it in, UIKit's default presents it modally, and so does this.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Dismisses the controller this one presented, or this one if it was presented; the completion
    /// runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    // MARK: Appearance, as UIKit drives it

    /// The table whose trace records the controller's callbacks: the shown table, or the
    /// controller's own table before it is shown.
    var traceTable: TableView? { hostTable ?? ownTable }

    /// The core table the controller owns, if any (a table view controller's).
    var ownTable: TableView? { nil }

    /// Runs a UIKit call into the controller as an app callback: a line of the trace, when there is
    /// a table to trace in.
    func appCallback(_ selector: String, _ arguments: [any TraceFormattable] = [], _ body: () -> Void) {
        if let table = traceTable {
            table.performAppCallback(selector, arguments, body)
        } else {
            body()
        }
    }

    /// The view is about to appear: it loads if needed, then `viewWillAppear(_:)`.
    func beginAppearance(animated: Bool) {
        loadViewIfNeeded()
        appCallback("viewWillAppear(_:)", [animated]) { viewWillAppear(animated) }
    }

    /// The traits changed: `traitCollectionDidChange(_:)`, traced with the text size before.
    func traitsDidChange(from previous: UITraitCollection) {
        appCallback("traitCollectionDidChange(_:)", [previous]) { traitCollectionDidChange(previous) }
    }

    /// The view has appeared: `viewDidAppear(_:)`.
    func endAppearance(animated: Bool) {
        appCallback("viewDidAppear(_:)", [animated]) { viewDidAppear(animated) }
    }

    /// The view is about to disappear: `viewWillDisappear(_:)`.
    func beginDisappearance(animated: Bool) {
        appCallback("viewWillDisappear(_:)", [animated]) { viewWillDisappear(animated) }
    }

    /// The view has disappeared: `viewDidDisappear(_:)`.
    func endDisappearance(animated: Bool) {
        appCallback("viewDidDisappear(_:)", [animated]) { viewDidDisappear(animated) }
    }

    /// The controller and those it contains now trace into a shown table.
    func host(in table: TableView?) {
        hostTable = table
    }
}
