/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): its title and
/// bar buttons, as inert values a test can read and tap.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar.
    open var title: String?
    /// A line of text above the title, or nil.
    open var prompt: String?
    /// The buttons at the trailing end, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The buttons at the leading end, the first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The button the next controller's bar shows to come back here, or nil for the standard one.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the bar hides the back button.
    open var hidesBackButton = false
    /// The title of the back button the next controller's bar shows, or nil for this title.
    open var backButtonTitle: String?
    /// A view shown in place of the title, or nil.
    open var titleView: UIView?
    /// When the bar shows this controller's title large.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The search controller whose bar the navigation bar shows below the title (iOS 11), or nil.
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls up (stored; TableSim keeps the bar shown).
    open var hidesSearchBarWhenScrolling = true

    /// When a navigation bar shows a controller's title large.
    public enum LargeTitleDisplayMode: Int, Sendable, CaseIterable {
        /// `automatic` follows the previous item on the navigation stack; `always` shows the title large;
        /// `never` keeps it small. Only meaningful when the bar's `prefersLargeTitles` is on; TableSim stores
        /// the mode.
        case automatic, always, never
    }

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The outermost button at the trailing end; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The outermost button at the leading end; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the trailing buttons (the animation is not drawn).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading buttons (the animation is not drawn).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the outermost trailing button (the animation is not drawn).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the outermost leading button (the animation is not drawn).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
}
