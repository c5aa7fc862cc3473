import TableSim

/// The keys of one-line `expect KEY VALUE...` assertions.
package enum StateKey: String, CaseIterable, Sendable {
    case selected, highlighted, editing, visible, offset, inset
    case adjustedInset = "adjusted-inset"
    case firstResponder = "first-responder"
    case said, exception, cell, time
    case contentSize = "content-size"
    /// The row showing swipe actions or a Delete confirmation, or `none`.
    case confirmation
    /// The titles of the buttons that row shows, the first nearest the edge, or `none`.
    case actions
    /// A visible row's editing controls: `delete`, `insert`, `select` (a selection circle) or `none`, then `reorder`.
    case controls
    /// The accessory a visible row shows now (its editing accessory while it edits).
    case accessory
    /// `expect sections N`: the number of sections the table has (as it last loaded or updated).
    case sections
    /// `expect rows S N`: the number of rows the table has in a section.
    case rows
    /// `expect model-sections N`: the number of sections in the app's data.
    case modelSections = "model-sections"
    /// `expect model-rows S N`: the number of rows in a section of the app's data.
    case modelRows = "model-rows"
    /// `expect title S.R "Text"`: the text of the row's cell on screen (`none` when it has no cell).
    case title
    case index, keyboard, covered, overlay
    case indicatorInset = "indicator-inset"
    case scrolling, header, footer
    /// Where VoiceOver's cursor is: an element as `vo focus` names it, or `none`.
    case focus
    /// Whether VoiceOver runs: `on` or `off`.
    case voiceover
    /// Where the hardware keyboard's focus is (the focus system's row, or Full Keyboard Access's
    /// element while it is on): an element as `vo focus` names it, or `none`.
    case keyFocus = "key-focus"
    /// What Switch Control's scanner highlights: an element as `vo focus` names it, `group S`,
    /// `leave group S`, `menu "NAME"` while its menu is open, or `none`.
    case switchControl = "switch-control"
    /// The custom actions of the element VoiceOver focuses, in order, or `none`.
    case customActions = "custom-actions"
    /// `expect text-size CATEGORY`: the user's text size (a short name or UIKit's).
    case textSize = "text-size"
    /// `expect height S.R N`: a row's current height in points (`none` for a row the table lacks).
    case height
    /// `expect audit none`, or `expect audit TYPE ELEMENT [from SIZE]`: the accessibility audit's findings.
    case audit
    /// `expect setting NAME on|off`: a display setting (see `Grammar+Settings.swift`).
    case setting
    // MARK: Prefetching, pull to refresh, search
    /// `expect prefetched S.R...`: the rows asked for by `prefetchRowsAt` and neither shown nor cancelled, or `none`.
    case prefetched
    /// `expect refreshing on|off`: whether the table's refresh control is refreshing.
    case refreshing
    // MARK: Search
    /// `expect searching on|off`: whether the search controller is active.
    case searching
    /// `expect search-text "TEXT"`: the search bar's text (`""` when empty).
    case searchText = "search-text"
    /// `expect search-scope N`: the selected scope button's index.
    case searchScope = "search-scope"
    // MARK: Drag and drop
    /// `expect dragging S.R|none`: the row a drag lifted, while a finger carries it.
    case dragging
    /// `expect placeholders S.R...|none`: the placeholder rows a drop inserted that were not finished.
    case placeholders

    static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Checks one-line state assertions against the engine's table.
enum StateChecker {
    /// nil when the assertion holds, else a message saying what was expected and what is.
    static func check(_ expectation: StateExpectation, in engine: ScenarioEngine) -> String? {
        guard let key = StateKey(rawValue: expectation.key) else { return "unknown key \(expectation.key)" }
        if key == .audit { return AuditReport.check(expectation, in: engine) }
        let expected = expectation.values.map(\.text)
        let actual = actualValue(key, expectation, engine)
        let matches: Bool
        switch key {
        case .audit:
            preconditionFailure("expect audit is checked above")
        case .said:
            matches = (expected == ["none"] && actual == "none") || (expected.count == 1 && expected[0].traceDescription == actual)
        case .focus, .keyFocus:
            matches = focusWords(expected) == actual
        case .switchControl:
            matches = switchControlWords(expected) == actual
        case .voiceover, .refreshing, .searching:
            matches = boolWord(expected.first) == actual
        case .customActions:
            matches = (expected == ["none"] ? "none" : expected.map(\.traceDescription).joined(separator: " ")) == actual
        case .exception:
            // Words are joined by one space, so runs of spaces in UIKit's texts count as one.
            let wanted = expected.joined(separator: " ")
            if wanted == "none" {
                matches = actual == "none"
            } else {
                matches = engine.lastException?.matches(wanted) == true
            }
        case .selected, .visible, .highlighted, .firstResponder, .prefetched, .dragging, .placeholders:
            matches = normalizePaths(expected) == actual
        case .offset:
            matches = expected.count == 1 && Double(expected[0]).map(formatNumber) == actual
        case .time:
            // A duration (`300ms`, `0.3s`), or bare milliseconds.
            matches = expected.count == 1 && (Cursor.milliseconds(expected[0]) ?? Int(expected[0])).map(String.init) == actual
        case .contentSize:
            // WIDTHxHEIGHT, or the height alone.
            let parts = expected.joined().split(separator: "x").compactMap { Double($0) }.map(formatNumber)
            matches = parts.count == 2 ? parts.joined(separator: "x") == actual
                : parts.count == 1 && actual.hasSuffix("x" + parts[0])
        case .scrolling:
            matches = expected == [actual]
        case .header, .footer:
            // SECTION Y (the screen y where the view is drawn) or SECTION none.
            let wanted = expected.dropFirst().map { Double($0).map(formatNumber) ?? $0 }.joined(separator: " ")
            matches = expected.count == 2 && wanted == actual
        case .index:
            matches = (expected == ["none"] ? "none" : expected.map(\.traceDescription).joined(separator: " ")) == actual
        case .keyboard:
            matches = expected.count == 1 && (Double(expected[0]).map(formatNumber) ?? expected[0]) == actual
        case .covered:
            matches = expected.count == 2 && boolWord(expected[1]) == (actual == "none" ? "off" : "on")
        case .overlay, .inset, .adjustedInset, .indicatorInset:
            matches = expected.joined(separator: ",").split(separator: ",").compactMap { Double($0) }.map(formatNumber)
                .joined(separator: ",") == actual
        case .editing:
            matches = boolWord(expected.first) == actual
        case .searchText:
            matches = expected.count == 1 && expected[0].traceDescription == actual
        case .searchScope:
            matches = expected == [actual]
        case .cell, .controls, .accessory, .rows, .modelRows, .title:
            matches = expected.dropFirst().joined(separator: " ") == actual
        case .confirmation:
            matches = normalizePaths(expected) == actual
        case .actions:
            matches = (expected == ["none"] ? "none" : expected.map(\.traceDescription).joined(separator: " ")) == actual
        case .sections, .modelSections:
            matches = expected.joined(separator: " ") == actual
        case .textSize:
            matches = expected.count == 1 && ContentSizeCategory(parsing: expected[0])?.shortName == actual
        case .height:
            matches = expected.count == 2 && (Double(expected[1]).map(formatNumber) ?? expected[1]) == actual
        case .setting:
            matches = expected.count == 2 && boolWord(expected[1]) == actual
        }
        let shown: String =
            switch key {
            case .selected, .visible, .highlighted, .firstResponder, .confirmation, .prefetched, .dragging, .placeholders:
                normalizePaths(expected)
            case .actions, .index, .customActions: expected == ["none"] ? "none" : expected.map(\.traceDescription).joined(separator: " ")
            case .said: expected == ["none"] ? "none" : expected.joined(separator: " ").traceDescription
            case .searchText: expected.joined(separator: " ").traceDescription
            case .focus, .keyFocus: focusWords(expected)
            case .switchControl: switchControlWords(expected)
            default: expected.joined(separator: " ")
            }
        return matches ? nil : "expected \(expectation.key) \(shown), but it is \(actual)"
    }

    /// What the content is doing: `idle`, `dragging`, `decelerating` or `animating`.
    static func scrollingWord(_ table: TableView) -> String {
        if table.isDragging { return "dragging" }
        if table.isDecelerating { return "decelerating" }
        if table.isScrollAnimating { return "animating" }
        return "idle"
    }

    private static func boolWord(_ text: String?) -> String {
        switch text {
        case "on", "yes", "true": "on"
        case "off", "no", "false": "off"
        default: text ?? ""
        }
    }

    /// An element as `expect focus` writes it, its rows as `S.R`.
    private static func focusWords(_ words: [String]) -> String {
        words.map { word in Cursor.indexPath(word).map { "\($0.section).\($0.row)" } ?? word }.joined(separator: " ")
    }

    /// A Switch Control highlight as `expect switch-control` writes it: a menu item's name quoted.
    private static func switchControlWords(_ words: [String]) -> String {
        words.first == "menu" ? "menu " + words.dropFirst().joined(separator: " ").traceDescription : focusWords(words)
    }

    private static func normalizePaths(_ words: [String]) -> String {
        if words == ["none"] { return "none" }
        return words.map { Cursor.indexPath($0)?.description ?? $0 }.joined(separator: " ")
    }

    /// The value a key has now, in the form `expect` writes it.
    static func actualValue(_ key: StateKey, _ expectation: StateExpectation? = nil, _ engine: ScenarioEngine) -> String {
        let table = engine.tableView
        let paths = StateLines.paths
        switch key {
        case .selected: return paths(table?.indexPathsForSelectedRows ?? [])
        case .prefetched: return paths(table?.prefetchRequestedRows ?? [])
        case .refreshing: return table?.refreshControl?.isRefreshing == true ? "on" : "off"
        case .searching: return engine.simulator?.searchController?.isActive == true ? "on" : "off"
        case .searchText: return (engine.simulator?.searchController?.text ?? "").traceDescription
        case .searchScope: return String(engine.simulator?.searchController?.selectedScopeButtonIndex ?? 0)
        case .dragging: return paths(table?.draggedRow.map { [$0] } ?? [])
        case .placeholders: return paths(table?.placeholderRows ?? [])
        case .highlighted: return paths((table?.highlightedRow ?? table?.dropIntoRow).map { [$0] } ?? [])
        case .editing: return table?.isEditing == true ? "on" : "off"
        case .visible:
            let rows = table?.indexPathsForVisibleRows ?? []
            guard let first = rows.first, let last = rows.last else { return "none" }
            let wantsBoth = (expectation?.values.count ?? 2) >= 2
            return wantsBoth ? "\(first) \(last)" : first.description
        case .offset: return formatNumber(table?.contentOffset.y ?? 0)
        case .inset: return (table?.contentInset ?? .zero).description
        case .adjustedInset: return (table?.adjustedContentInset ?? .zero).description
        case .firstResponder: return paths(table?.firstResponderIndexPath.map { [$0] } ?? [])
        case .index:
            guard let table, table.showsSectionIndex, let titles = table.sectionIndexTitles else { return "none" }
            return titles.map(\.traceDescription).joined(separator: " ")
        case .keyboard: return engine.simulator?.keyboardHeight.map(formatNumber) ?? "hidden"
        case .covered:
            guard let word = expectation?.values.first?.text, let indexPath = Cursor.indexPath(word) else {
                return "none"
            }
            return engine.simulator?.coveringName(ofRow: indexPath) ?? "none"
        case .overlay:
            guard let simulator = engine.simulator, let overlay = simulator.tableView.subviews.first else { return "none" }
            let frame = overlay.frame
            return [frame.minX, frame.minY - simulator.tableView.contentOffset.y, frame.width, frame.height]
                .map(formatNumber).joined(separator: ",")
        case .indicatorInset: return (table?.verticalScrollIndicatorInsets ?? .zero).description
        case .contentSize: return (table?.contentSize ?? Size(width: 0, height: 0)).description
        case .scrolling: return table.map(scrollingWord) ?? "idle"
        case .header, .footer:
            guard let table, let word = expectation?.values.first?.text, let section = Int(word), section >= 0,
                section < table.numberOfSections
            else { return "none" }
            let view = key == .header ? table.headerView(forSection: section) : table.footerView(forSection: section)
            return view.map { formatNumber($0.frame.minY - table.contentOffset.y) } ?? "none"
        case .said: return engine.simulator?.voiceOver.lastSaid?.traceDescription ?? "none"
        case .focus: return engine.simulator?.voiceOver.focus?.description ?? "none"
        case .keyFocus: return engine.simulator?.hardwareKeyboard.focus?.description ?? "none"
        case .switchControl: return engine.simulator?.switchControlMachine.highlightWords ?? "none"
        case .voiceover: return engine.simulator?.voiceOver.isRunning == true ? "on" : "off"
        case .customActions: return customActionWords(engine)
        case .audit:
            preconditionFailure("expect audit is checked by AuditReport")
        case .exception:
            return engine.lastException.map { "\($0.name): \($0.reason)" } ?? "none"
        case .time: return String(engine.simulator?.now ?? 0)
        case .cell:
            guard let word = expectation?.values.first?.text, let indexPath = Cursor.indexPath(word) else {
                return "none"
            }
            return table?.cellForRow(at: indexPath)?.traceName ?? "none"
        case .confirmation:
            return table?.indexPathForRowShowingActions?.description ?? "none"
        case .actions:
            // With no row showing buttons, VoiceOver's focused element's custom actions (`expect actions "A" "B"`).
            guard let table, table.indexPathForRowShowingActions != nil else { return customActionWords(engine) }
            return table.shownActions.map { ($0.title ?? "nil").traceDescription }.joined(separator: " ")
        case .controls:
            guard let word = expectation?.values.first?.text, let indexPath = Cursor.indexPath(word) else {
                return "none"
            }
            guard let table, let cell = table.cellForRow(at: indexPath) else { return "not visible" }
            return controlWords(cell, in: table)
        case .accessory:
            guard let word = expectation?.values.first?.text, let indexPath = Cursor.indexPath(word) else {
                return "none"
            }
            return table?.cellForRow(at: indexPath)?.shownAccessory.rawValue ?? "not visible"
        case .sections:
            return table.map { String($0.numberOfSections) } ?? "none"
        case .rows:
            guard let table, let section = expectation?.values.first.flatMap({ Int($0.text) }), section >= 0,
                section < table.numberOfSections
            else { return "none" }
            return String(table.numberOfRows(inSection: section))
        case .modelSections:
            return String(engine.data.count)
        case .modelRows:
            guard let section = expectation?.values.first.flatMap({ Int($0.text) }), section >= 0,
                section < engine.data.count
            else { return "none" }
            return String(engine.data[section].rows.count)
        case .title:
            guard let word = expectation?.values.first?.text, let indexPath = Cursor.indexPath(word) else {
                return "none"
            }
            guard let cell = table?.cellForRow(at: indexPath) else { return "none" }
            return cell.textLabel?.text ?? ""
        case .textSize:
            return (table?.contentSizeCategory ?? engine.setup.textSize ?? .default).shortName
        case .height:
            guard let table, let word = expectation?.values.first?.text, let indexPath = Cursor.indexPath(word),
                table.contains(indexPath)
            else { return "none" }
            return formatNumber(table.rectForRow(at: indexPath).height)
        case .setting:
            return engine.settingWord(expectation?.values.first?.text)
        }
    }

    /// The focused element's custom action names, quoted, or `none`.
    static func customActionWords(_ engine: ScenarioEngine) -> String {
        let names = engine.simulator?.voiceOver.actionNames ?? []
        return names.isEmpty ? "none" : names.map(\.traceDescription).joined(separator: " ")
    }

    /// `delete reorder`: the editing control a cell shows (`select` for a selection circle), then `reorder`.
    static func controlWords(_ cell: TableViewCell, in table: TableView) -> String {
        guard table.showsEditingControls(cell) else { return "none" }
        let control = table.editingControl(of: cell)?.rawValue ?? "none"
        return control + (cell.isShowingReorderControl ? " reorder" : "")
    }
}
