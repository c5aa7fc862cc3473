import TableSim

// The protocol, `UITableViewDataSourcePrefetching`, is written from Sources/Callbacks/UITableViewDataSourcePrefetching.callbacks.

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
