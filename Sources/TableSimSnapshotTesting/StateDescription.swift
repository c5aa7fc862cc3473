import TableSim

/// The `.state` snapshot's lines: what a test asserts about a table after an interaction, in the
/// words of the scenario language's `expect` keys (`selected 0.1`, `visible [0, 0] … [0, 13]`).
enum StateDescription {
    /// The state of the simulator's table and screen, one fact a line.
    static func lines(of simulator: Simulator) -> [String] {
        let table = simulator.tableView
        func paths(_ list: [IndexPath]) -> String { list.isEmpty ? "none" : list.map(\.description).joined(separator: " ") }
        var lines = ["screen \(simulator.screen)"]
        if table.contentSizeCategory != .default { lines.append("text size \(table.contentSizeCategory.shortName)") }
        let settings = table.displaySettings.enabled
        if !settings.isEmpty { lines.append("settings " + settings.map(\.rawValue).joined(separator: " ")) }
        lines.append("table \(table.style.rawValue) appeared=\(simulator.hasAppeared ? "yes" : "no") editing=\(table.isEditing ? "on" : "off")")
        let counts = (0..<table.numberOfSections).map { String(table.numberOfRows(inSection: $0)) }
        lines.append("sections \(table.numberOfSections): rows " + (counts.isEmpty ? "none" : counts.joined(separator: ",")))
        lines.append("selected \(paths(table.indexPathsForSelectedRows ?? []))")
        lines.append("highlighted \(paths(table.highlightedRow.map { [$0] } ?? []))")
        let visible = table.indexPathsForVisibleRows
        lines.append("visible \(visible.first.map { "\($0) … \(visible.last!)" } ?? "none") (\(visible.count) cells)")
        lines.append("offset \(formatNumber(table.contentOffset.y)) size \(table.contentSize)")
        if let height = simulator.keyboardHeight { lines.append("keyboard \(formatNumber(height))") }
        if simulator.voiceOver.isRunning { lines.append("voiceover focus \(simulator.voiceOver.focus.map(\.description) ?? "none")") }
        if let focus = simulator.hardwareKeyboard.focus { lines.append("key-focus \(focus)") }
        if simulator.switchControl.isRunning { lines.append("switch-control on") }
        return lines
    }
}
