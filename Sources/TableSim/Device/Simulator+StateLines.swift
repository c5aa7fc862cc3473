/// The lines that describe a simulator's state in the same words wherever they are printed: the
/// scenario language's `state` look and the `.state` snapshot strategy both print these, each adding
/// lines of its own around them, so a fact is worded once.
package enum StateLines {
    /// Index paths as `expect` writes them: `0.1 0.2`, or `none`.
    package static func paths(_ list: [IndexPath]) -> String {
        list.isEmpty ? "none" : list.map(\.description).joined(separator: " ")
    }

    /// The screen, then the text size and the display settings when they are not the defaults.
    package static func display(of simulator: Simulator) -> [String] {
        let table = simulator.tableView
        var lines = ["screen \(simulator.screen)"]
        if table.contentSizeCategory != .default { lines.append("text size \(table.contentSizeCategory.shortName)") }
        let settings = table.displaySettings.enabled
        if !settings.isEmpty { lines.append("settings " + settings.map(\.rawValue).joined(separator: " ")) }
        return lines
    }

    /// The selected rows, then the highlighted row.
    package static func selection(of table: TableView) -> [String] {
        ["selected \(paths(table.indexPathsForSelectedRows ?? []))",
         "highlighted \(paths(table.highlightedRow.map { [$0] } ?? []))"]
    }

    /// The first and last rows on screen and the number of cells.
    package static func visible(of table: TableView) -> String {
        let visible = table.indexPathsForVisibleRows
        return "visible \(visible.first.map { "\($0) … \(visible.last!)" } ?? "none") (\(visible.count) cells)"
    }
}
