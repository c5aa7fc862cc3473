import Foundation
import TableSim

// MARK: Search

/// The object that filters as the user searches (UIKit's `UISearchResultsUpdating`).
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search bar becomes first responder, when its text changes, and when the search
    /// is dismissed: filter and show the results.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it is presented and dismissed (UIKit's
/// `UISearchControllerDelegate`); every method is optional.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Called when the app should present the search controller itself (only when implemented).
    func presentSearchController(_ searchController: UISearchController)
    /// Called before the search is presented.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Called once the search is presented.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Called before the search is dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Called once the search is dismissed.
    func didDismissSearchController(_ searchController: UISearchController)
}

/// Methods a delegate does not implement: each marks that UIKit's default applied, so the call
/// leaves no line in the trace.
extension UISearchControllerDelegate {
    /// Not implemented: UIKit presents the controller itself.
    public func presentSearchController(_ searchController: UISearchController) { SearchDefault.ran() }
    /// Not implemented.
    public func willPresentSearchController(_ searchController: UISearchController) { SearchDefault.ran() }
    /// Not implemented.
    public func didPresentSearchController(_ searchController: UISearchController) { SearchDefault.ran() }
    /// Not implemented.
    public func willDismissSearchController(_ searchController: UISearchController) { SearchDefault.ran() }
    /// Not implemented.
    public func didDismissSearchController(_ searchController: UISearchController) { SearchDefault.ran() }
}

/// What a search bar asks and tells its delegate (UIKit's `UISearchBarDelegate`); every method is optional.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the bar may become first responder.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Called once the bar is first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the bar may resign first responder.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Called once the bar resigned first responder.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Called after the user changed the text (also when they clear it).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether typed text may replace a range of the text.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Called when the keyboard's Search key is tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Called when the bookmark button is tapped (TableSim shows none).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Called when the Cancel button is tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Called when the results list button is tapped (TableSim shows none).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user selects another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

/// Methods a delegate does not implement: UIKit's defaults, which leave no line in the trace.
extension UISearchBarDelegate {
    /// Not implemented: yes.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { SearchDefault.ran(); return true }
    /// Not implemented.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { SearchDefault.ran() }
    /// Not implemented: yes.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { SearchDefault.ran(); return true }
    /// Not implemented.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { SearchDefault.ran() }
    /// Not implemented.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { SearchDefault.ran() }
    /// Not implemented: yes.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        SearchDefault.ran()
        return true
    }
    /// Not implemented.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { SearchDefault.ran() }
    /// Not implemented.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { SearchDefault.ran() }
    /// Not implemented.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { SearchDefault.ran() }
    /// Not implemented.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { SearchDefault.ran() }
    /// Not implemented.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        SearchDefault.ran()
    }
}

/// Whether the last delegate method called was a protocol's default (the app does not implement it).
@MainActor
enum SearchDefault {
    static var didRun = false
    static func ran() { didRun = true }

    /// Runs a delegate method; nil when the protocol's default ran.
    static func call<R>(_ body: () -> R) -> R? {
        didRun = false
        let value = body()
        defer { didRun = false }
        return didRun ? nil : value
    }
}

/// A view controller that manages searching its content with a search bar (UIKit's `UISearchController`).
///
/// Install its ``searchBar`` as the `navigationItem.searchController`'s, or as the table's
/// `tableHeaderView`; a simulator showing the controller finds it there, and `tapSearchBar()`,
/// `typeInSearchBar(_:)`, `tapSearchButton()`, `tapSearchScopeButton(_:)` and
/// `tapSearchCancelButton()` drive it, each call into the app a line of the trace.
open class UISearchController: UIViewController {
    /// The controller that shows the results, or nil when the searched controller shows them itself.
    public let searchResultsController: UIViewController?
    /// The search bar, made with the controller.
    public let searchBar: UISearchBar
    /// The object that filters as the text changes.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The controller's delegate.
    open weak var delegate: UISearchControllerDelegate?
    /// Answers the core's calls.
    let bridge = SearchBridge()

    /// Creates a search controller whose results a controller shows (nil: the searched one).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: SearchController.barHeight))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        searchBar.core.hasController = true
        searchBar.core.hasResultsController = searchResultsController != nil
        bridge.controller = self
        bridge.bar = searchBar
        searchBar.core.client = bridge
    }

    /// Creates a search controller that shows no separate results.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Creates a search controller from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Whether the search is presented; setting it presents or dismisses it (without the keyboard).
    open var isActive: Bool {
        get { searchBar.core.isActive }
        set {
            if let simulator = searchBar.simulator { simulator.setSearchActiveByApp(newValue) } else { searchBar.core.isActive = newValue }
        }
    }
    /// Whether a dimming view covers the searched content while the search is presented (false by default since iOS 15).
    open var obscuresBackgroundDuringPresentation: Bool {
        get { searchBar.core.obscuresBackgroundDuringPresentation }
        set { searchBar.core.obscuresBackgroundDuringPresentation = newValue }
    }
    /// The name before iOS 13 of ``obscuresBackgroundDuringPresentation``.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while the search is presented.
    open var hidesNavigationBarDuringPresentation: Bool {
        get { searchBar.core.hidesNavigationBarDuringPresentation }
        set { searchBar.core.hidesNavigationBarDuringPresentation = newValue }
    }
    /// Whether the bar shows its Cancel button while the search is active (iOS 13).
    open var automaticallyShowsCancelButton: Bool {
        get { searchBar.core.automaticallyShowsCancelButton }
        set { searchBar.core.automaticallyShowsCancelButton = newValue }
    }
    /// Whether the bar shows its scope bar while the search is active (iOS 13; stored: TableSim shows it then).
    open var automaticallyShowsScopeBar = true
}

/// A text field for search with optional scope buttons and a Cancel button (UIKit's `UISearchBar`).
open class UISearchBar: UIView {
    /// The core bar the simulator drives.
    let core = SearchController(placement: .tableHeader)
    /// The search controller that owns the bar, or nil for a bar set up alone.
    fileprivate(set) weak var searchController: UISearchController?
    /// Answers the core's calls for a bar set up alone.
    private lazy var ownBridge = SearchBridge()
    /// The bar's delegate.
    open weak var delegate: UISearchBarDelegate? {
        didSet {
            guard searchController == nil else { return }
            ownBridge.bar = self
            core.client = ownBridge
        }
    }

    /// Creates a search bar; its height is the standard 56 pt whatever the frame says.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: SearchController.barHeight))
        core.hasController = false
    }

    /// Creates a search bar from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The bar's text (empty, never nil, when read).
    open var text: String? {
        get { core.text }
        set { core.text = newValue ?? "" }
    }
    /// The grey text the empty field shows; nil shows "Search".
    open var placeholder: String? {
        get { core.placeholder }
        set { core.placeholder = newValue }
    }
    /// A line of text above the bar (stored).
    open var prompt: String?
    /// The scope buttons' titles, or nil for none.
    open var scopeButtonTitles: [String]? {
        get { core.scopeButtonTitles.isEmpty ? nil : core.scopeButtonTitles }
        set { core.scopeButtonTitles = newValue ?? [] }
    }
    /// The selected scope button's index.
    open var selectedScopeButtonIndex: Int {
        get { core.selectedScopeButtonIndex }
        set { core.selectedScopeButtonIndex = newValue }
    }
    /// Whether the scope bar shows even while the search is not active.
    open var showsScopeBar: Bool {
        get { core.showsScopeBar }
        set { core.showsScopeBar = newValue }
    }
    /// Whether the Cancel button shows at all times.
    open var showsCancelButton: Bool {
        get { core.showsCancelButton }
        set { core.showsCancelButton = newValue }
    }
    /// Shows or hides the Cancel button (the animation is not drawn).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// Whether the bar's field is the first responder.
    open override var isFirstResponder: Bool { core.isEditing }
    /// A search bar can become first responder.
    open override var canBecomeFirstResponder: Bool { true }
    /// App code focuses the bar: it begins editing as a tap does, the keyboard rising.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        simulator?.searchBarBecomesFirstResponder()
        return core.isEditing
    }
    /// App code resigns the bar: it ends editing and the keyboard goes down.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        simulator?.searchBarResignedByApp()
        return !core.isEditing
    }

    /// The simulator whose screen shows the bar, if one does.
    var simulator: Simulator? {
        ControllerWindow.all.lazy.compactMap(\.simulator).first { $0.searchController === self.core }
    }

    /// The search bar on a shown controller's screen: its navigation item's search controller's, or
    /// the table's header view when it is a search bar; its core says where.
    static func onScreen(_ controller: UIViewController?, _ tableView: UITableView?) -> UISearchBar? {
        if let bar = controller?.navigationItem.searchController?.searchBar {
            bar.core.placement = .navigationItem
            return bar
        }
        guard let bar = tableView?.tableHeaderView as? UISearchBar else { return nil }
        bar.core.placement = .tableHeader
        return bar
    }
}

/// Answers the core's calls with the app's methods: the bar's delegate, the controller's delegate
/// and its results updater.
@MainActor
final class SearchBridge: SearchControllerClient {
    weak var controller: UISearchController?
    weak var bar: UISearchBar?

    nonisolated func answer(_ callback: SearchCallback, of core: SearchController) -> Bool? {
        MainActor.assumeIsolated { answerOnMain(callback) }
    }

    @MainActor
    private func answerOnMain(_ callback: SearchCallback) -> Bool? {
        guard let bar else { return nil }
        let barDelegate = bar.delegate
        let controllerDelegate = controller?.delegate
        func told(_ body: () -> Void) -> Bool? { SearchDefault.call(body).map { true } }
        switch callback {
        case .shouldBeginEditing: return barDelegate.flatMap { d in SearchDefault.call { d.searchBarShouldBeginEditing(bar) } }
        case .textDidBeginEditing: return barDelegate.flatMap { d in told { d.searchBarTextDidBeginEditing(bar) } }
        case .shouldChangeText(let location, let length, let text):
            return barDelegate.flatMap { d in
                SearchDefault.call { d.searchBar(bar, shouldChangeTextIn: NSRange(location: location, length: length), replacementText: text) }
            }
        case .textDidChange(let text): return barDelegate.flatMap { d in told { d.searchBar(bar, textDidChange: text) } }
        case .searchButtonClicked: return barDelegate.flatMap { d in told { d.searchBarSearchButtonClicked(bar) } }
        case .cancelButtonClicked: return barDelegate.flatMap { d in told { d.searchBarCancelButtonClicked(bar) } }
        case .selectedScopeButtonIndexDidChange(let index):
            return barDelegate.flatMap { d in told { d.searchBar(bar, selectedScopeButtonIndexDidChange: index) } }
        case .shouldEndEditing: return barDelegate.flatMap { d in SearchDefault.call { d.searchBarShouldEndEditing(bar) } }
        case .textDidEndEditing: return barDelegate.flatMap { d in told { d.searchBarTextDidEndEditing(bar) } }
        case .presentSearchController, .willPresent, .didPresent, .willDismiss, .didDismiss:
            guard let controller, let controllerDelegate else { return nil }
            return told {
                switch callback {
                case .presentSearchController: controllerDelegate.presentSearchController(controller)
                case .willPresent: controllerDelegate.willPresentSearchController(controller)
                case .didPresent: controllerDelegate.didPresentSearchController(controller)
                case .willDismiss: controllerDelegate.willDismissSearchController(controller)
                default: controllerDelegate.didDismissSearchController(controller)
                }
            }
        case .updateSearchResults:
            guard let controller, let updater = controller.searchResultsUpdater else { return nil }
            updater.updateSearchResults(for: controller)
            return true
        }
    }
}
