import TableSim

// Issue 23's second half in the scenario language: prefetching, pull to refresh, search and
// hardware keyboard commands (the manual's PrefetchRefreshSearchBehaviour article).

// MARK: Prefetching (issue 23)

/// What the declared app sets up for issue 23's interactions, from the `table` line.
package struct Issue23Options: Hashable, Sendable {
    /// Whether the app is the table's `prefetchDataSource` (`prefetch=on`; off by default).
    package var prefetch = false
    package init() {}
}

extension Grammar {
    /// The `table` options of issue 23.
    static let issue23TableOptions: [OptionDeclaration<TableOptions>] = [
        .bool("prefetch") { $0.issue23.prefetch = $1 }
    ]
}

extension ScenarioEngine {
    /// Sets the table up for issue 23's interactions as the `table` line says.
    func configureIssue23(_ tableView: TableView, app: DeclaredApp) {
        if setup.options.issue23.prefetch { tableView.prefetchDataSource = app }
    }
}

/// The declared app prefetches nothing itself: the table's calls are its trace.
extension DeclaredApp: TableViewDataSourcePrefetching {
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
