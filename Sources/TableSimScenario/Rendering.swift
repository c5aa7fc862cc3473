import TableSim

/// What `state` prints and what `show` draws.
enum Rendering {
    static func state(of engine: ScenarioEngine) -> String {
        let setup = engine.setup
        guard let simulator = engine.simulator else {
            return "screen \(setup.screen)\ntable \(setup.options.style.rawValue) (not appeared yet)\n"
        }
        let table = simulator.tableView
        func views(_ sections: [Int], header: Bool) -> String {
            let shown = sections.compactMap { section -> String? in
                guard let view = header ? table.headerView(forSection: section) : table.footerView(forSection: section)
                else { return nil }
                let natural = header ? table.rectForHeader(inSection: section) : table.rectForFooter(inSection: section)
                let floating = view.frame.minY != natural.minY ? " (floating)" : ""
                return "\(section) at y \(formatNumber(view.frame.minY - table.contentOffset.y))\(floating)"
            }
            return shown.isEmpty ? "none" : shown.joined(separator: ", ")
        }
        var out = ""
        out += StateLines.display(of: simulator).map { $0 + "\n" }.joined()
        out += "table \(table.style.rawValue) controller=\(setup.options.controller.rawValue)"
        out += " selection=\(setup.options.selection.rawValue) editing=\(table.isEditing ? "on" : "off")"
        out += " editing-selection=\(setup.options.editingSelection.rawValue)"
        out += " controller-editing=\(engine.controllerIsEditing ? "on" : "off")\n"
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
        out += StateLines.selection(of: table).map { $0 + "\n" }.joined()
        switch table.rowActions.state {
        case .hidden: out += "confirmation none\n"
        case .swiping(let row, let edge, _, _):
            out += "swiping \(row) \(edge.rawValue) (editing that row only)\n"
        case .open(let row, let edge, _):
            out += "confirmation \(row) \(edge.rawValue) actions "
                + table.shownActions.map(\.traceDescription).joined(separator: ", ") + " (editing that row only)\n"
        case .confirmingDelete(let row):
            out += "confirmation \(row) "
                + table.shownActions.map { ($0.title ?? "nil").traceDescription }.joined(separator: ", ") + "\n"
        }
        if let drag = table.reorder.drag { out += "reordering \(drag.source) over \(drag.destination)\n" }
        let visible = table.indexPathsForVisibleRows
        out += StateLines.visible(of: table) + "\n"
        let sections = Array(Set(visible.map(\.section)).union(table.displayedHeaderSections)
            .union(table.displayedFooterSections)).sorted()
        out += "headers \(views(sections, header: true)); footers \(views(sections, header: false))\n"
        out += "offset \(formatNumber(table.contentOffset.y)) size \(table.contentSize)"
        out += " inset \(table.contentInset) adjusted-inset \(table.adjustedContentInset)"
        out += " inset-adjustment=\(table.contentInsetAdjustmentBehavior.rawValue)\n"
        out += "offset range \(formatNumber(table.minimumContentOffsetY))…\(formatNumber(table.maximumContentOffsetY))"
        out += " indicator-inset \(table.verticalScrollIndicatorInsets)"
        out += " (drawn within \(table.effectiveVerticalScrollIndicatorInsets))\n"
        out += "scrolling \(StateChecker.scrollingWord(table))"
        if let next = table.nextMotionFrameTime { out += " (next frame at \(next)ms)" }
        out += "\n"
        let pool = table.reuseIdentifiers.map { "\($0) \(table.reusableCells(withIdentifier: $0).count)" }
        out += "reuse pool \(pool.isEmpty ? "empty" : pool.joined(separator: ", "))\n"
        out += indexState(of: table, setup: setup)
        out += "keyboard " + (simulator.keyboardFrame.map { "\(formatNumber($0.height)) frame \($0)" } ?? "hidden")
        out += " (keyboard=\(setup.options.keyboard.rawValue))\n"
        if let row = table.firstResponderIndexPath {
            let where_: String
            if let cover = simulator.coveringName(ofRow: row) {
                where_ = "covered by the \(cover)"
            } else if table.cellForRow(at: row) == nil {
                where_ = "off screen"
            } else {
                where_ = "visible"
            }
            out += "first-responder \(row) (\(where_))\n"
        } else {
            out += "first-responder none\n"
        }
        // Search (SearchBehaviour.md): whether it is presented, the bar's text and scope, who has the keyboard.
        if let search = simulator.searchController {
            out += "search \(search.isActive ? "active" : "inactive") text \(search.text.traceDescription)"
            if !search.scopeButtonTitles.isEmpty { out += " scope \(search.selectedScopeButtonIndex)" }
            out += search.isEditing ? " editing" : ""
            out += search.dimsTable ? " dimming" : ""
            out += " (search-in=\(search.placement.rawValue))\n"
        }
        for view in table.subviews {
            let frame = view.frame
            let onScreen = Rect(x: frame.minX, y: frame.minY - table.contentOffset.y, width: frame.width, height: frame.height)
            out += "\(view.name) \(onScreen) on screen\n"
        }
        if simulator.voiceOver.isRunning {
            let focus = simulator.voiceOver.focusedElement
            out += "voiceover on focus " + (focus.map { "\($0.id) " + VoiceOverSpeech.description(of: $0).traceDescription } ?? "none")
            out += " said " + (simulator.voiceOver.lastSaid?.traceDescription ?? "nothing") + "\n"
        }
        out += "time \(simulator.now)ms finger \(simulator.fingerLocation.map { "down at \($0)" } ?? "up")"
        out += table.hasCrashed ? "\ncrashed \(table.exception!.name)\n" : "\n"
        return out
    }

    private static func indexState(of table: TableView, setup: TableSetup) -> String {
        guard let titles = table.sectionIndexTitles, !titles.isEmpty else {
            if table.style != .plain, setup.index != nil {
                return "index none (a \(table.style.rawValue) table shows no index; not asked)\n"
            }
            return "index none\n"
        }
        let listed = titles.map(\.traceDescription).joined(separator: " ")
        if table.showsSectionIndex { return "index \(listed)\n" }
        return "index \(listed) (hidden: fewer than \(table.sectionIndexMinimumDisplayRowCount) rows)\n"
    }

    /// One thing drawn on the screen, at its screen y range.
    private struct Item {
        var minY: Double
        var maxY: Double
        /// Drawing order within the same y: bars, headers over rows, rows, footers, covers.
        var layer: Int
        var text: String
        var trailing = ""
        /// Whether the line is a cover drawn across (the keyboard, an overlay).
        var isCover = false
    }

    /// The screen, top to bottom: the status bar, the rows, the headers and footers where they are
    /// drawn (`⇕` marks a floating one), what covers the table (the keyboard, an overlay), the home
    /// indicator; each with its screen y range. The section index is a column at the right.
    static func screen(of engine: ScenarioEngine) -> String {
        guard let simulator = engine.simulator else { return "(the table has not appeared yet)\n" }
        let table = simulator.tableView
        let width = 50
        let top = table.contentOffset.y
        let height = table.frame.height
        let safe = table.safeAreaInsets
        let indent = table.style == .insetGrouped ? "  " : ""
        var items: [Item] = []
        if safe.top > 0 { items.append(Item(minY: 0, maxY: safe.top, layer: 0, text: "\(ScreenSymbol.statusBar) status bar")) }
        for header in [true, false] {
            for section in header ? table.displayedHeaderSections : table.displayedFooterSections {
                guard let view = header ? table.headerView(forSection: section) : table.footerView(forSection: section)
                else { continue }
                let natural = header ? table.rectForHeader(inSection: section) : table.rectForFooter(inSection: section)
                let focused = simulator.voiceOver.focus == (header ? .header(section) : .footer(section))
                let title = (focused ? focusMark : "") + (view.title ?? "(\(header ? "header" : "footer") \(section))")
                items.append(
                    Item(
                        minY: view.frame.minY - top, maxY: view.frame.maxY - top, layer: header ? 1 : 3,
                        text: indent + (header ? title.uppercased() : "  " + title),
                        trailing: view.frame.minY != natural.minY ? "\(ScreenSymbol.floating)" : ""))
            }
        }
        let focusedRow = simulator.voiceOver.focus?.indexPath
        for indexPath in table.indexPathsForVisibleRows {
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            let covered = simulator.coveringName(ofRow: indexPath) != nil
            let mark: ScreenSymbol? =
                table.highlightedRow == indexPath ? .highlighted : cell.isSelected ? .selected : covered ? .covered : nil
            var text = cell.textLabel?.text ?? ""
            if let detail = cell.detailTextLabel?.text { text += " \(ScreenSymbol.detailText) " + detail }
            if cell.hasTextField {
                let field = ScreenSymbol.textField.rawValue
                text += " " + (table.firstResponderIndexPath == indexPath ? field.dropLast() + "\(ScreenSymbol.firstResponder)]" : field)
            }
            var accessory: String =
                switch cell.shownAccessory {
                case .none:
                    switch cell.shownAccessoryView?.kind {
                    case .toggle(let isOn)?: "\(isOn ? ScreenSymbol.switchOn : .switchOff)"
                    case .button(let title)?: ScreenSymbol.button(titled: title ?? "")
                    case .view?, nil: ""
                    }
                case .disclosureIndicator: "\(ScreenSymbol.disclosureIndicator)"
                case .detailButton: "\(ScreenSymbol.detailButton)"
                case .detailDisclosureButton: "\(ScreenSymbol.detailButton) \(ScreenSymbol.disclosureIndicator)"
                case .checkmark: "\(ScreenSymbol.checkmark)"
                }
            if cell.isShowingReorderControl, cell.isEditing { accessory += (accessory.isEmpty ? "" : " ") + "\(ScreenSymbol.reorderControl)" }
            var control = ""
            if table.isEditingAllRows {
                // The editing control column: minus, plus, or the selection circle of multiple selection.
                control =
                    switch table.editingControl(of: cell) {
                    case .selectionCircle: "\(cell.isSelected ? ScreenSymbol.selectionCircleOn : .selectionCircleOff) "
                    case .delete: "\(ScreenSymbol.deleteControl) "
                    case .insert: "\(ScreenSymbol.insertControl) "
                    case nil: "  "
                    }
            }
            if table.indexPathForRowShowingActions == indexPath || table.rowActions.row == indexPath {
                // The buttons cover the edge the swipe uncovered, the first action nearest the edge.
                let buttons = table.shownActions.map { ScreenSymbol.button(titled: $0.title ?? "") }
                if case .open(_, .leading, _) = table.rowActions.state {
                    control = buttons.joined() + " "
                } else if case .swiping(_, .leading, _, _) = table.rowActions.state {
                    control = buttons.joined() + " "
                } else {
                    accessory = buttons.reversed().joined()
                }
            }
            items.append(
                Item(
                    minY: cell.frame.minY - top, maxY: cell.frame.maxY - top, layer: 2,
                    text: "\(indent)\(control)\(mark.map(\.rawValue) ?? " ")\(focusedRow == indexPath ? focusMark : "")\(indexPath.section).\(indexPath.row) \(text)",
                    trailing: accessory))
        }
        for cover in simulator.coveringRects where cover.rect.minY < height {
            items.append(
                Item(
                    minY: cover.rect.minY, maxY: cover.rect.maxY, layer: 4,
                    text: " \(cover.name) \(formatNumber(cover.rect.height)) pt from y \(formatNumber(cover.rect.minY)) ",
                    isCover: true))
        }
        if safe.bottom > 0 {
            items.append(Item(minY: height - safe.bottom, maxY: height, layer: 5, text: "\(ScreenSymbol.homeIndicator) home indicator"))
        }
        items.sort { ($0.minY, $0.layer) < ($1.minY, $1.layer) }
        var lines: [String] = items.map { item in
            let range = " \(formatNumber(item.minY))…\(formatNumber(item.maxY))"
            if item.isCover {
                let side = max(0, (width - range.displayWidth - item.text.displayWidth) / 2)
                let cover = ScreenSymbol.cover.rawValue
                return String(repeating: cover, count: side) + item.text
                    + String(repeating: cover, count: max(0, width - range.displayWidth - side - item.text.displayWidth))
                    + range
            }
            let trailing = item.trailing.isEmpty ? "" : item.trailing + " "
            return fit(item.text, width - range.displayWidth - trailing.displayWidth) + trailing + range
        }
        var index: [String] = []
        if table.showsSectionIndex, let titles = table.sectionIndexTitles {
            index = titles.map { $0 == TableView.indexSearch ? ScreenSymbol.indexSearch.rawValue : $0 }
            if simulator.voiceOver.focus == .sectionIndex { index = index.map { focusMark + $0 } }
            while lines.count < index.count { lines.append(fit("", width)) }
        }
        let border = String(repeating: "─", count: width)
        var out = "┌\(border)┐ y \(formatNumber(top))…\(formatNumber(top + height))"
        out += " of \(formatNumber(table.contentSize.height))\n"
        // The titles sit as a block centred on the bar, as on screen.
        let firstTitleLine = (lines.count - index.count) / 2
        for (number, line) in lines.enumerated() {
            let title = number - firstTitleLine
            out += "│\(line)│" + (index.indices.contains(title) ? " " + index[title] : "") + "\n"
        }
        out += "└\(border)┘\n"
        return out
    }

    /// What marks VoiceOver's focused element in `show` and `elements`.
    static let focusMark = ScreenSymbol.voiceOverFocus.rawValue

    /// `elements`: VoiceOver's elements in order, each with its description, frame and custom actions;
    /// the focused one marked. A huge table lists what is on screen and says how many rows it left out.
    static func elements(of engine: ScenarioEngine) -> String {
        guard let simulator = engine.simulator else { return "(the table has not appeared yet)\n" }
        let listed = simulator.accessibilityElements(limit: Simulator.elementListLimit)
        let focus = simulator.voiceOver.focus
        var out = listed.elements.map { (($0.id == focus) ? focusMark + " " : "  ") + $0.description + "\n" }.joined()
        if listed.elements.isEmpty { out += "(no elements)\n" }
        if listed.rowsNotListed > 0 {
            out += "… \(listed.rowsNotListed) rows not listed: only what is on screen is listed for a table this large\n"
        }
        return out
    }

    /// The text padded or cut to `width` terminal columns: wide characters take two, marks none.
    private static func fit(_ text: String, _ width: Int) -> String {
        guard width > 1 else { return "" }
        // A tab, a bell or a bidirectional override in a title would break the frame: draw them visibly.
        let text = text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.isBidiControl }
            ? String(text.traceDescription.dropFirst().dropLast()) : text
        let textWidth = text.displayWidth
        if textWidth <= width { return text + String(repeating: " ", count: width - textWidth) }
        var kept = ""
        var keptWidth = 0
        for character in text {
            guard keptWidth + character.displayWidth <= width - 1 else { break }
            kept.append(character)
            keptWidth += character.displayWidth
        }
        // A wide character that does not fit leaves a column, which a space fills.
        return kept + ScreenSymbol.cut.rawValue + String(repeating: " ", count: width - 1 - keptWidth)
    }
}
