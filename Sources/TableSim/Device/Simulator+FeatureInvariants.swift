/// The invariants of the interactions a current table adds (ContextMenusBehaviour.md,
/// PrefetchRefreshKeysBehaviour.md), which the explorers check after every step with the rest.
extension Simulator {
    /// An open menu's row exists and is on screen (the long press was on it, and the menu takes
    /// every touch while it shows); VoiceOver's cursor in a menu is on one of its lines; a refreshing
    /// table's adjusted inset holds the spinner's height, and only then; no row waits for
    /// prefetching while the table does not prefetch. (A row asked for by `prefetchRowsAt` may come
    /// on screen by an update or a reload and is dropped at the next move, so "prefetched rows are
    /// off screen" holds only after a move, which `updatePrefetching(scrolledBy:)` keeps.)
    func featureProblems() -> [String] {
        var problems = voiceOverMenuProblems()
        problems += menuCursorProblems()
        if let menu = contextMenu {
            if !tableView.contains(menu.row) {
                problems.append("the open context menu's row \(menu.row) does not exist")
            } else if tableView.cellForRow(at: menu.row) == nil {
                problems.append("the open context menu's row \(menu.row) is not on screen")
            }
        }
        let refreshing = tableView.refreshControl?.isRefreshing == true
        let inset = tableView.refreshControlInset
        if inset != (refreshing ? RefreshControl.height : 0) {
            problems.append("the refresh control's inset is \(inset) while it is \(refreshing ? "" : "not ")refreshing")
        }
        if refreshing, tableView.adjustedContentInset.top < RefreshControl.height {
            problems.append("a refreshing table's adjusted top inset \(tableView.adjustedContentInset.top) is under the spinner's height")
        }
        if tableView.prefetchDataSource == nil || !tableView.isPrefetchingEnabled, !tableView.prefetchRequestedRows.isEmpty {
            problems.append("rows are waiting for prefetching while the table does not prefetch")
        }
        return problems
    }
}
