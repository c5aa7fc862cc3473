import TableSim

/// The `.state` snapshot's lines: what a test asserts about a table after an interaction, in the
/// words of the scenario language's `expect` keys (`selected 0.1`, `visible [0, 0] … [0, 13]`).
enum StateDescription {
    /// The state of the simulator's table and screen, one fact a line.
    static func lines(of simulator: Simulator) -> [String] {
        let table = simulator.tableView
        var lines = StateLines.display(of: simulator)
        lines.append("table \(table.style.rawValue) appeared=\(simulator.hasAppeared ? "yes" : "no") editing=\(table.isEditing ? "on" : "off")")
        let counts = (0..<table.numberOfSections).map { String(table.numberOfRows(inSection: $0)) }
        lines.append("sections \(table.numberOfSections): rows " + (counts.isEmpty ? "none" : counts.joined(separator: ",")))
        lines += StateLines.selection(of: table)
        lines.append(StateLines.visible(of: table))
        lines.append("offset \(formatNumber(table.contentOffset.y)) size \(table.contentSize)")
        if let height = simulator.keyboardHeight { lines.append("keyboard \(formatNumber(height))") }
        if simulator.voiceOver.isRunning { lines.append("voiceover focus \(simulator.voiceOver.focus.map(\.description) ?? "none")") }
        if let focus = simulator.hardwareKeyboard.focus { lines.append("key-focus \(focus)") }
        if simulator.switchControl.isRunning { lines.append("switch-control on") }
        return lines
    }
}
