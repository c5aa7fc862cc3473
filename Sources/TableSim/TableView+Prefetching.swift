// The protocol, `TableViewDataSourcePrefetching`, is written from Sources/Callbacks/UITableViewDataSourcePrefetching.callbacks.

/// The table's prefetching: its prefetch data source, whether prefetching is on, and the rows asked
/// for that have neither come on screen nor been cancelled, nearest first.
struct PrefetchingState {
    weak var dataSource: (any TableViewDataSourcePrefetching)?
    var isEnabled = true
    var requested: [IndexPath] = []
}

extension TableView {
    /// The app's prefetch data source (held weakly, as in UIKit); nil turns prefetching off.
    public var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
        get { prefetching.dataSource }
        set {
            prefetching.dataSource = newValue
            prefetching.requested = []
            gateway.unimplementedSelectors.remove(.cancelPrefetchingForRowsAt)
        }
    }

    /// Whether the table tells its prefetch data source about rows ahead (UIKit: true by default).
    /// Turning it off cancels nothing; rows asked for before are forgotten.
    public var isPrefetchingEnabled: Bool {
        get { prefetching.isEnabled }
        set {
            prefetching.isEnabled = newValue
            if !newValue { prefetching.requested = [] }
        }
    }

    /// The rows asked for by `prefetchRowsAt` that have neither come on screen nor been cancelled.
    package var prefetchRequestedRows: [IndexPath] { prefetching.requested }

    /// After the content moved by `delta` and its cells were laid out: the rows in the prefetch window
    /// ahead of the motion (one table height beyond the screen, **Choice**, PrefetchRefreshKeysBehaviour.md)
    /// that were not asked for yet are asked for, nearest first, after the rows asked for before that
    /// left the window without coming on screen are cancelled. Rows that came on screen are dropped
    /// silently (their `cellForRowAt` came). The cost follows the window, never the row count.
    func updatePrefetching(scrolledBy delta: Double) throws(UIKitException) {
        guard delta != 0, prefetching.isEnabled, prefetching.dataSource != nil, exception == nil else { return }
        let window = prefetchWindow(forward: delta > 0)
        let inWindow = Set(window)
        let onScreenRows = Set(onScreen.displayedRows)
        let cancelled = prefetching.requested.filter { !inWindow.contains($0) && !onScreenRows.contains($0) && contains($0) }
        prefetching.requested.removeAll { !inWindow.contains($0) }
        let asked = Set(prefetching.requested)
        let new = window.filter { !asked.contains($0) }
        prefetching.requested += new
        if !cancelled.isEmpty { try callCancelPrefetching(forRowsAt: cancelled) }
        if !new.isEmpty { try callPrefetchRows(at: new) }
    }

    /// The rows wholly off screen within one table height beyond the screen's edge in the direction of
    /// the motion, nearest first (at most twice the rows on screen, so zero-height rows stay bounded).
    private func prefetchWindow(forward: Bool) -> [IndexPath] {
        guard let first = onScreen.displayedRows.first, let last = onScreen.displayedRows.last else { return [] }
        let limit = max(2 * onScreen.displayedRows.count, 16)
        var rows: [IndexPath] = []
        if forward {
            let bottom = contentOffset.y + frame.height, end = bottom + frame.height
            var next = indexPath(after: last)
            while let row = next, rows.count < limit {
                let rect = rectForRow(at: row)
                guard rect.minY < end else { break }
                if rect.minY >= bottom { rows.append(row) }
                next = indexPath(after: row)
            }
        } else {
            let top = contentOffset.y, end = top - frame.height
            var next = indexPath(before: first)
            while let row = next, rows.count < limit {
                let rect = rectForRow(at: row)
                guard rect.maxY > end else { break }
                if rect.maxY <= top { rows.append(row) }
                next = indexPath(before: row)
            }
        }
        return rows
    }

    /// The row after one, across sections (skipping empty ones), or nil after the last.
    func indexPath(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sectionLayouts[indexPath.section].rowCount {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sectionLayouts.count {
            if sectionLayouts[section].rowCount > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }
}
