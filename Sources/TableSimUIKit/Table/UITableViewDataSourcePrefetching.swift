import TableSim

// MARK: Prefetching (issue 23)

/// The app object told which rows are about to come on screen, so their data can load early
/// (UIKit's `UITableViewDataSourcePrefetching`). Set it as the table's `prefetchDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Asks the app to start loading the data of rows about to come on screen, nearest first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Tells the app that rows it was asked to prefetch are no longer needed.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        tableView.unimplemented(Callbacks.cancelPrefetchingForRowsAt)
    }
}

extension UITableView {
    /// The app's prefetch data source (held weakly, as in UIKit).
    public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { prefetchBridge.app }
        set {
            prefetchBridge.app = newValue
            simulatedTableView.prefetchDataSource = newValue == nil ? nil : prefetchBridge
        }
    }

    /// Whether the table tells its prefetch data source about rows ahead (true by default).
    public var isPrefetchingEnabled: Bool {
        get { simulatedTableView.isPrefetchingEnabled }
        set { simulatedTableView.isPrefetchingEnabled = newValue }
    }
}

/// The core's prefetch data source for a `UITableView`: forwards each call to the app's object.
@MainActor
final class UITableViewPrefetchBridge: @preconcurrency TableViewDataSourcePrefetching {
    /// The UIKit table view the bridge belongs to (it owns the bridge).
    unowned(unsafe) var table: UITableView!
    /// The app's prefetch data source.
    weak var app: (any UITableViewDataSourcePrefetching)?

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        app?.tableView(table, prefetchRowsAt: indexPaths)
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        guard let app else { return }
        app.tableView(table, cancelPrefetchingForRowsAt: indexPaths)
    }
}
