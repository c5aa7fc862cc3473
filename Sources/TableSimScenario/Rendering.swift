import TableSim

/// What `state` prints and what `show` draws.
enum Rendering {
    static func state(of engine: ScenarioEngine) -> String {
        let setup = engine.setup
        guard let simulator = engine.simulator else {
            return "screen \(setup.screen)\ntable \(setup.options.style.rawValue) (not appeared yet)\n"
        }
        let table = simulator.tableView
        func paths(_ list: [IndexPath]) -> String { list.isEmpty ? "none" : list.map(\.description).joined(separator: " ") }
        var out = ""
        out += "screen \(simulator.screen)\n"
        out += "table \(table.style.rawValue) controller=\(setup.options.controller.rawValue)"
        out += " selection=\(setup.options.selection.rawValue) editing=\(table.isEditing ? "on" : "off")\n"
        out += "sections \(table.numberOfSections): rows "
            + (0..<min(table.numberOfSections, 12)).map { String(table.numberOfRows(inSection: $0)) }.joined(separator: ",")
            + (table.numberOfSections > 12 ? ",…" : "") + "\n"
        let data = engine.data
        let dataCounts = data.map(\.rows.count)
        let tableCounts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        if dataCounts != tableCounts {
            // The app changed its data without telling the table (yet).
            out += "data sections \(data.count): rows "
                + dataCounts.prefix(12).map(String.init).joined(separator: ",") + (data.count > 12 ? ",…" : "")
                + " (the table has not been told)\n"
        }
        if !engine.openBatches.isEmpty {
            out += "updates open: \(engine.openBatches.count) 'begin updates' wait for 'end updates'\n"
        }
        out += "selected \(paths(table.indexPathsForSelectedRows ?? []))\n"
        out += "highlighted \(paths(table.highlightedRow.map { [$0] } ?? []))\n"
        let visible = table.indexPathsForVisibleRows
        out += "visible \(visible.first.map { "\($0) … \(visible.last!)" } ?? "none") (\(visible.count) cells)\n"
        out += "offset \(formatNumber(table.contentOffset.y)) size \(table.contentSize)"
        out += " inset \(table.contentInset) adjusted-inset \(table.adjustedContentInset)\n"
        out += "first-responder none\n"
        out += "time \(simulator.now)ms finger \(simulator.fingerLocation.map { "down at \($0)" } ?? "up")"
        out += table.hasCrashed ? "\ncrashed \(table.exception!.name)\n" : "\n"
        return out
    }

    /// The visible screen, one line per header, row and footer, top to bottom.
    static func screen(of engine: ScenarioEngine) -> String {
        guard let simulator = engine.simulator else { return "(the table has not appeared yet)\n" }
        let table = simulator.tableView
        let width = 44
        var lines: [String] = []
        let top = table.contentOffset.y
        let bottom = top + table.frame.height
        var section = -1
        for indexPath in table.indexPathsForVisibleRows {
            if indexPath.section != section {
                if section >= 0, let footer = table.footerView(forSection: section), let title = footer.title {
                    lines.append(fit("  " + title, width))
                }
                section = indexPath.section
                if let header = table.headerView(forSection: section) {
                    lines.append(fit(" " + (header.title ?? "").uppercased(), width))
                }
            }
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            let mark = table.highlightedRow == indexPath ? "▒" : cell.isSelected ? "●" : " "
            var text = (cell.textLabel?.text ?? "")
            if let detail = cell.detailTextLabel?.text { text += " · " + detail }
            if cell.hasTextField { text += " [text field]" }
            let accessory: String =
                switch cell.effectiveAccessory(editing: table.isEditing) {
                case .none: ""
                case .disclosureIndicator: "›"
                case .detailButton: "ⓘ"
                case .detailDisclosureButton: "ⓘ ›"
                case .checkmark: "✓"
                }
            let label = "\(mark)\(indexPath.section).\(indexPath.row) \(text)"
            lines.append(fit(label, width - accessory.count - 1) + accessory + " ")
        }
        if section >= 0, let footer = table.footerView(forSection: section), let title = footer.title {
            lines.append(fit("  " + title, width))
        }
        let border = String(repeating: "─", count: width)
        var out = "┌\(border)┐ y \(formatNumber(top))…\(formatNumber(bottom))\n"
        out += lines.map { "│\($0)│\n" }.joined()
        out += "└\(border)┘\n"
        return out
    }

    private static func fit(_ text: String, _ width: Int) -> String {
        if text.count > width { return String(text.prefix(width - 1)) + "…" }
        return text + String(repeating: " ", count: width - text.count)
    }
}
