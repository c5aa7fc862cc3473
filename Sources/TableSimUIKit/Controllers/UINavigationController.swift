import TableSim

/// A controller that shows a stack of view controllers (UIKit's `UINavigationController`).
///
/// Shown by a simulator, it shows the table of the controller on top when the simulator is made.
/// A push or pop once shown calls the two controllers' appearance methods in UIKit's order (their
/// lines are in the trace); the screen itself does not change, so the shown table still takes
/// gestures. Before it is shown, pushes and pops only change the stack, as UIKit defers them.
open class UINavigationController: UIViewController {
    /// The controllers on the stack, the root first.
    private var stack: [UIViewController] = []
    /// Whether a simulator shows the controller (its view appeared), when pushes and pops call
    /// appearance methods.
    var isShown = false

    /// The bar at the top (inert: TableSim draws no bar).
    public let navigationBar = UINavigationBar()
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false
    /// Whether the toolbar at the bottom is hidden (true by default, as in UIKit).
    open var isToolbarHidden = true

    /// Hides or shows the navigation bar (the animation is not drawn).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Hides or shows the toolbar (the animation is not drawn).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Creates a navigation controller with a controller at the root of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adopt(rootViewController)
        stack = [rootViewController]
    }

    /// Creates a navigation controller with an empty stack; TableSim has no nib files.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; TableSim has no storyboards, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The controllers on the stack, the root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: one the top controller presented, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Pushes a controller on the stack; once shown, the old top disappears and the new one appears.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = topViewController
        adopt(viewController)
        stack.append(viewController)
        transition(from: previous, to: viewController, animated: animated, oldLeaves: false, newJoins: true)
    }

    /// Pops the top controller and returns it; the root is never popped (nil).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        transition(from: popped, to: topViewController, animated: animated, oldLeaves: true, newJoins: false)
        popped.parent = nil
        return popped
    }

    /// Pops every controller above the root and returns them, or nil when there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above one on the stack and returns them; nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard let top = popped.last else { return [] }
        stack.removeSubrange((index + 1)...)
        transition(from: top, to: viewController, animated: animated, oldLeaves: true, newJoins: false)
        popped.forEach { $0.parent = nil }
        return popped
    }

    /// Replaces the stack; once shown, a new top controller appears in place of the old one.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let previous = topViewController
        let before = stack
        stack.filter { old in !viewControllers.contains { $0 === old } }.forEach { $0.parent = nil }
        viewControllers.forEach(adopt)
        stack = viewControllers
        guard previous !== topViewController else { return }
        transition(
            from: previous, to: topViewController, animated: animated,
            oldLeaves: !stack.contains { $0 === previous }, newJoins: !before.contains { $0 === topViewController })
    }

    /// Makes a controller a child of the stack, tracing where the stack traces.
    private func adopt(_ controller: UIViewController) {
        controller.parent = self
        controller.host(in: hostTable)
    }

    /// UIKit's order when the top changes on screen: the new view loads, the old one will
    /// disappear, the new one will appear, the old one did disappear, the new one did appear.
    /// A controller that leaves the stack is moving from its parent meanwhile, one that joins it
    /// is moving to it.
    private func transition(
        from old: UIViewController?, to new: UIViewController?, animated: Bool, oldLeaves: Bool, newJoins: Bool
    ) {
        guard isShown else { return }
        old?.isMovingFromParent = oldLeaves
        new?.isMovingToParent = newJoins
        defer {
            old?.isMovingFromParent = false
            new?.isMovingToParent = false
        }
        new?.loadViewIfNeeded()
        old?.beginDisappearance(animated: animated)
        new?.beginAppearance(animated: animated)
        old?.endDisappearance(animated: animated)
        new?.endAppearance(animated: animated)
    }

    // The stack's own view is UIKit's: its appearance is that of the controller on top.

    override func beginAppearance(animated: Bool) {
        isShown = true
        topViewController?.beginAppearance(animated: animated)
    }

    override func endAppearance(animated: Bool) {
        topViewController?.endAppearance(animated: animated)
    }

    // The stack's own trait change is UIKit's; the controller on top hears it.
    override func traitsDidChange(from previous: UITraitCollection) {
        topViewController?.traitsDidChange(from: previous)
    }

    override func host(in table: TableView?) {
        super.host(in: table)
        stack.forEach { $0.host(in: table) }
    }
}
