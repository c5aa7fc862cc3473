import TableSim

/// The commands' help texts, and tab completion from the live table.
public enum Help {
    /// One entry of the help: synopsis, what it does, an example.
    struct Entry {
        let name: String
        let synopsis: String
        let summary: String
        let example: String
        let isSetup: Bool
    }

    static let entries: [Entry] = [
        Entry(name: "screen", synopsis: "screen WxH [portrait|landscape] [safe-area=T,L,B,R] | screen \"PRESET\" [portrait|landscape] | screen portrait|landscape",
              summary: "The device screen in points (presets: \(Screen.devices.map(\.name).joined(separator: ", "))); after the table appeared, a rotation that re-lays it out.",
              example: "screen \"iPhone 15\" landscape", isSetup: true),
        Entry(name: "table", synopsis: "table plain|grouped|insetGrouped [controller=table|view] [selection=none|single|multiple] ...",
              summary: "Starts a new table and a new app; options: row-height, estimated-row-height, selection, editing-selection, keyboard, primary-action, delays-content-touches, commit=correct|forget, content-inset, inset-adjustment, indicator-inset, header-top-padding, bounces, scrolls-to-top, deceleration.",
              example: "table grouped selection=multiple", isSetup: true),
        Entry(name: "section", synopsis: "section [\"Header\"] [footer=\"...\"] [header-height=N] [footer-height=N]",
              summary: "Starts a section; rows that follow belong to it.",
              example: "section \"Fruits\" footer=\"3 fruits\"", isSetup: true),
        Entry(name: "row", synopsis: "row \"Title\" [detail=\"...\"] [style=...] [accessory=...] [highlight=on|off] [will-select=self|nil|S.R] [editing-style=delete|insert|none] [trailing-actions=\"Archive,Delete:destructive\"] [commit=correct|forget] [insert-title=\"...\"] ...",
              summary: "Adds a row; its options set what the data source and delegate answer for it. Editing: can-edit, can-move, editing-style, editing-accessory, delete-title, indent, leading-actions, trailing-actions (titles with :normal or :destructive; \"\" for none), move-target=proposed|section|S.R, commit, insert-title.",
              example: "row \"Banana\" accessory=detailButton", isSetup: true),
        Entry(name: "rows", synopsis: "rows N \"Title {n}\" [options]",
              summary: "Adds N rows at once; {n} counts from 1.",
              example: "rows 200 \"Item {n}\"", isSetup: true),
        Entry(name: "omit", synopsis: "omit SELECTOR...",
              summary: "Methods the app does not implement: never called, never traced, UIKit's default applies.",
              example: "omit tableView(_:shouldHighlightRowAt:)", isSetup: true),
        Entry(name: "index", synopsis: "index [search] \"T\"... | index [search] auto [map=\"T:S,...\"] [collation=helper|naive|shifted] [minimum-display-row-count=N]",
              summary: "The section index (plain style): sectionIndexTitles(for:); auto derives titles from the headers with IndexedCollation.",
              example: "index \"ㄱ\" \"ㄴ\" \"ㄷ\" map=\"ㄴ:-1\"", isSetup: true),
        Entry(name: "overlay", synopsis: "overlay bottom H",
              summary: "A view pinned over the table's bottom; the app insets the content by H and re-pins it in scrollViewDidScroll.",
              example: "overlay bottom 80", isSetup: true),
        Entry(name: "appear", synopsis: "appear",
              summary: "Shows the table: counts, titles, heights, then cells for the visible rows. Again later: the controller reappears.",
              example: "appear", isSetup: false),
        Entry(name: "tap", synopsis: "tap S.R [content|accessory|disclosure|text-field|delete-control|insert-control|reorder-control] | tap delete-button | tap action \"Title\" | tap X,Y | tap index \"T\" | tap status-bar",
              summary: "A quick tap: touch down and up at once, through hit testing and the touch state machine. delete-control is the red minus (or green plus) of editing mode; delete-button the Delete confirmation or swipe-to-delete button; action a swipe action's button; status-bar scrolls to the top.",
              example: "tap 0.2 delete-control", isSetup: false),
        Entry(name: "touch", synopsis: "touch down S.R [REGION]|X,Y|index \"T\"|delete-button|action \"Title\"|status-bar | touch move DX,DY | touch up | touch cancel",
              summary: "One finger step by step; the scroll view holds a touch 150 ms before the row highlights.",
              example: "touch down 0.2", isSetup: false),
        Entry(name: "focus", synopsis: "focus S.R",
              summary: "Taps the row's text field (tap S.R text-field): it becomes first responder; the row is not selected.",
              example: "focus 1.0", isSetup: false),
        Entry(name: "keyboard", synopsis: "keyboard show H | keyboard hide",
              summary: "The keyboard rises to H points (or changes height), or the first responder resigns and it goes down.",
              example: "keyboard show 336", isSetup: false),
        Entry(name: "wait", synopsis: "wait DURATION",
              summary: "Advances the virtual clock (150ms, 0.3s), firing timers that fall due.",
              example: "wait 200ms", isSetup: false),
        Entry(name: "flick", synopsis: "flick up|down [S.R|X,Y] [distance=200] [duration=80ms]",
              summary: "A finger flick: touch down, a move per 16 ms frame, touch up; the content decelerates on the virtual clock (wait to see it).",
              example: "flick up distance=300", isSetup: false),
        Entry(name: "scroll", synopsis: "scroll to S.R [top|middle|bottom|none] | scroll by DY | scroll top | scroll bottom  [animated=on]",
              summary: "App code: scrollToRow(at:at:animated:) or setContentOffset(_:animated:); animated ones move per 16 ms frame over 300 ms as the clock advances.",
              example: "scroll to 0.40 top", isSetup: false),
        Entry(name: "edit", synopsis: "edit on|off",
              summary: "The Edit/Done button: the controller's setEditing(_:animated:). A table view controller (controller=table) forwards it to the table, which asks each visible row canEditRowAt, editingStyleForRowAt, canMoveRowAt, shouldIndentWhileEditingRowAt; a plain view controller (controller=view) does not.",
              example: "edit on", isSetup: false),
        Entry(name: "swipe", synopsis: "swipe left|right S.R",
              summary: "Swipes across a row (touch down, a sideways move, touch up): left uncovers the trailing actions (the standard Delete by default), right the leading ones. The row alone enters editing mode; never while the table edits.",
              example: "swipe left 0.2", isSetup: false),
        Entry(name: "drag", synopsis: "drag S.R to S.R",
              summary: "In editing mode, drags a row by its reorder control to where it lands: targetIndexPathForMoveFromRowAt for each destination on the way, moveRowAt on drop.",
              example: "drag 0.1 to 0.4", isSetup: false),
        Entry(name: "select", synopsis: "select S.R",
              summary: "App code: selectRow(at:animated:scrollPosition:); no delegate method is called.",
              example: "select 0.1", isSetup: false),
        Entry(name: "deselect", synopsis: "deselect S.R",
              summary: "App code: deselectRow(at:animated:); no delegate method is called.",
              example: "deselect 0.1", isSetup: false),
        Entry(name: "reload", synopsis: "reload | reload S.R... | reload section N...",
              summary: "App code: reloadData() (the selection is cleared without callbacks); with rows, reloadRows(at:with:); with sections, reloadSections(_:with:). Reloaded rows get new cells and lose their selection.",
              example: "reload 0.2 0.3", isSetup: false),
        Entry(name: "insert", synopsis: "insert S.R... | insert section N...",
              summary: "App code: insertRows(at:with:) or insertSections(_:with:), paths in the table after the update; change the data first with 'model insert', or UIKit raises.",
              example: "insert 0.3", isSetup: false),
        Entry(name: "delete", synopsis: "delete S.R... | delete section N...",
              summary: "App code: deleteRows(at:with:) or deleteSections(_:with:), paths in the table before the update; without 'model delete' first, UIKit raises the row-count exception.",
              example: "delete 0.1 0.2", isSetup: false),
        Entry(name: "move", synopsis: "move S.R to S.R | move section A to B",
              summary: "App code: moveRow(at:to:) or moveSection(_:toSection:); the row keeps its cell and its selection.",
              example: "move 0.1 to 0.4", isSetup: false),
        Entry(name: "begin", synopsis: "begin updates",
              summary: "App code: beginUpdates(); the app code up to 'end updates' is one batch (batches nest).",
              example: "begin updates", isSetup: false),
        Entry(name: "end", synopsis: "end updates",
              summary: "App code: endUpdates(); the outermost one validates the batch against the data and applies it. Its expect block holds the batch's trace.",
              example: "end updates", isSetup: false),
        Entry(name: "model", synopsis: "model insert S.R \"Title\" [options] | model delete S.R... | model move S.R to S.R | model insert section N [\"Header\"] [footer=...] | model delete section N... | model move section A to B",
              summary: "Changes the app's data only, without telling the table (no callback): then tell it with insert, delete, move or reload.",
              example: "model insert 0.3 \"Kiwi\"", isSetup: false),
        Entry(name: "expect", synopsis: "expect KEY VALUE... | expect (block) ... end",
              summary: "Asserts state (\(StateKey.allNames)) after the command before it, or its whole trace in a block. Editing: editing on|off, confirmation S.R|none, actions \"Title\"...|none, controls S.R delete|insert|select|none [reorder], accessory S.R TYPE.",
              example: "expect selected 0.2", isSetup: false),
        Entry(name: "state", synopsis: "state", summary: "Prints the table's state.", example: "state", isSetup: false),
        Entry(name: "show", synopsis: "show", summary: "Draws the visible screen.", example: "show", isSetup: false),
        Entry(name: "trace", synopsis: "trace", summary: "Prints the whole trace so far.", example: "trace", isSetup: false),
        Entry(name: "save", synopsis: "save FILE",
              summary: "REPL: writes the session as a scenario, with an expect block after each command.",
              example: "save session.scenario", isSetup: false),
        Entry(name: "help", synopsis: "help [COMMAND]", summary: "Lists the commands, or explains one.", example: "help tap",
              isSetup: false),
        Entry(name: "quit", synopsis: "quit | exit | Ctrl-D", summary: "Leaves the REPL.", example: "quit", isSetup: false),
    ]

    static var setupNames: String { entries.filter(\.isSetup).map(\.name).joined(separator: ", ") }
    static var commandNames: String {
        entries.filter { !$0.isSetup && !["save", "help", "quit", "expect"].contains($0.name) }.map(\.name)
            .joined(separator: ", ")
    }

    /// The help text: every command, or one in full.
    public static func text(for command: String?) -> String {
        if let command, !command.isEmpty {
            guard let entry = entries.first(where: { $0.name == command }) else {
                return "No command '\(command)'. Type 'help' for the list.\n"
            }
            return "\(entry.synopsis)\n  \(entry.summary)\n  Example: \(entry.example)\n"
        }
        let width = entries.map(\.name.count).max() ?? 8
        var out = "Setup (before the table appears):\n"
        for entry in entries where entry.isSetup {
            out += "  " + entry.name.padding(width) + "  " + entry.summary + "\n"
        }
        out += "Commands:\n"
        for entry in entries where !entry.isSetup {
            out += "  " + entry.name.padding(width) + "  " + entry.summary + "\n"
        }
        out += "Type 'help COMMAND' for its syntax and an example.\n"
        return out
    }

    /// Candidates completing `prefix`, given the words before it and the live table.
    static func completions(precedingWords: [String], prefix: String, tableView: TableView?) -> [String] {
        let candidates: [String]
        let first = precedingWords.first
        func rows() -> [String] {
            guard let tableView else { return [] }
            var paths = tableView.indexPathsForVisibleRows.map { "\($0.section).\($0.row)" }
            if let selected = tableView.indexPathsForSelectedRows { paths += selected.map { "\($0.section).\($0.row)" } }
            var seen = Set<String>()
            return paths.filter { seen.insert($0).inserted }
        }
        func actionTitles() -> [String] {
            guard let tableView, tableView.indexPathForRowShowingActions != nil else { return [] }
            return tableView.shownActions.compactMap { $0.title?.traceDescription }
        }
        func sections() -> [String] {
            guard let tableView else { return [] }
            return (0...tableView.numberOfSections).map(String.init)
        }
        /// `[section] A to B`: the places, then `to`, then the new place.
        func updateMoveCandidates(_ words: [String]) -> [String] {
            let isSection = words.first == "section"
            let places = isSection ? Array(words.dropFirst()) : words
            switch places.count {
            case 0: return isSection ? sections() : rows() + ["section"]
            case 1: return ["to"]
            case 2: return isSection ? sections() : rows()
            default: return []
            }
        }
        /// The live index titles, quoted as a scenario writes them.
        func indexTitles() -> [String] {
            guard let tableView, tableView.showsSectionIndex else { return [] }
            return (tableView.sectionIndexTitles ?? []).map(\.traceDescription)
        }
        /// The visible rows whose cells hold a text field.
        func textFieldRows() -> [String] {
            guard let tableView else { return [] }
            return tableView.indexPathsForVisibleRows.filter { tableView.cellForRow(at: $0)?.hasTextField == true }
                .map { "\($0.section).\($0.row)" }
        }
        switch first {
        case nil:
            candidates = entries.map(\.name)
        case "help":
            candidates = precedingWords.count == 1 ? entries.map(\.name) : []
        case "tap":
            if precedingWords.count == 1 {
                candidates = rows() + (indexTitles().isEmpty ? [] : ["index"]) + ["delete-button", "action", "status-bar"]
            } else if precedingWords.count == 2, precedingWords[1] == "index" {
                candidates = indexTitles()
            } else if precedingWords.count == 2, precedingWords[1] == "action" {
                candidates = actionTitles()
            } else {
                candidates = precedingWords.count == 2 && Cursor.indexPath(precedingWords[1]) != nil ? regions : []
            }
        case "touch":
            switch precedingWords.count {
            case 1: candidates = ["down", "move", "up", "cancel"]
            case 2 where precedingWords[1] == "down":
                candidates = rows() + (indexTitles().isEmpty ? [] : ["index"]) + ["delete-button", "action", "status-bar"]
            case 3 where precedingWords[1] == "down" && precedingWords[2] == "index": candidates = indexTitles()
            case 3 where precedingWords[1] == "down" && precedingWords[2] == "action": candidates = actionTitles()
            case 3 where precedingWords[1] == "down" && Cursor.indexPath(precedingWords[2]) != nil: candidates = regions
            default: candidates = []
            }
        case "edit":
            candidates = precedingWords.count == 1 ? ["on", "off"] : []
        case "swipe":
            switch precedingWords.count {
            case 1: candidates = SwipeDirection.allCases.map(\.rawValue)
            case 2: candidates = rows()
            default: candidates = []
            }
        case "drag":
            switch precedingWords.count {
            case 1, 3: candidates = rows()
            case 2: candidates = ["to"]
            default: candidates = []
            }
        case "focus":
            candidates = precedingWords.count == 1 ? textFieldRows() : []
        case "keyboard":
            switch precedingWords.count {
            case 1: candidates = ["show", "hide"]
            case 2 where precedingWords[1] == "show": candidates = ["336", "291", "216"]
            default: candidates = []
            }
        case "index":
            if prefix.contains("=") || precedingWords.count > 1 {
                candidates = optionCandidates(prefix, indexOptions)
            } else {
                candidates = ["search", "auto", "\""] + optionCandidates(prefix, indexOptions)
            }
        case "overlay":
            candidates = precedingWords.count == 1 ? ["bottom"] : []
        case "scroll":
            switch precedingWords.count {
            case 1: candidates = ["to", "by", "top", "bottom"]
            case 2 where precedingWords[1] == "to": candidates = rows()
            case 3 where precedingWords[1] == "to": candidates = ScrollPosition.allCases.map(\.rawValue) + ["animated="]
            default: candidates = optionCandidates(prefix, ["animated": ["on", "off"]])
            }
        case "flick":
            switch precedingWords.count {
            case 1: candidates = FlickDirection.allCases.map(\.rawValue)
            case 2: candidates = rows() + ["distance=", "duration="]
            default: candidates = optionCandidates(prefix, ["distance": [], "duration": []])
            }
        case "select", "deselect":
            candidates = precedingWords.count == 1 ? rows() : []
        case "insert", "delete", "reload":
            candidates = precedingWords.last == "section" ? sections() : rows() + (precedingWords.count == 1 ? ["section"] : [])
        case "move":
            candidates = updateMoveCandidates(Array(precedingWords.dropFirst()))
        case "begin", "end":
            candidates = precedingWords.count == 1 ? ["updates"] : []
        case "model":
            if precedingWords.count == 1 {
                candidates = ["insert", "delete", "move"]
            } else if precedingWords[1] == "move" {
                candidates = updateMoveCandidates(Array(precedingWords.dropFirst(2)))
            } else if precedingWords[1] == "insert", precedingWords.count >= 4 {
                candidates = optionCandidates(prefix, precedingWords[2] == "section" ? sectionOptions : rowOptions)
            } else if precedingWords.last == "section" {
                candidates = sections()
            } else {
                candidates = precedingWords.count == 2 ? rows() + ["section"] : rows()
            }
        case "wait":
            candidates = precedingWords.count == 1 ? ["150ms", "200ms", "1s"] : []
        case "expect":
            candidates = precedingWords.count == 1 ? StateKey.allCases.map(\.rawValue) : []
        case "table":
            candidates =
                precedingWords.count == 1
                ? TableViewStyle.allCases.map(\.rawValue) : optionCandidates(prefix, tableOptions)
        case "section":
            candidates = optionCandidates(prefix, sectionOptions)
        case "row", "rows":
            candidates = optionCandidates(prefix, rowOptions)
        case "omit":
            candidates = CallbackSelector.allCases.map(\.rawValue)
        case "screen":
            candidates =
                ["safe-area="] + Orientation.allCases.map(\.rawValue)
                + (precedingWords.count == 1 ? Screen.devices.map { "\"\($0.name)\"" } : [])
        default:
            candidates = []
        }
        return candidates.filter { $0.hasPrefix(prefix) }
    }

    static let tableOptions: [String: [String]] = [
        "controller": ControllerKind.allCases.map(\.rawValue), "selection": SelectionMode.allCases.map(\.rawValue),
        "editing-selection": SelectionMode.allCases.map(\.rawValue),
        "keyboard": KeyboardHandling.allCases.map(\.rawValue), "row-height": [], "estimated-row-height": [],
        "primary-action": ["on", "off"], "delays-content-touches": ["on", "off"], "content-inset": [],
        "inset-adjustment": ContentInsetAdjustmentBehavior.allCases.map(\.rawValue), "indicator-inset": [],
        "header-top-padding": ["automatic"], "bounces": ["on", "off"], "scrolls-to-top": ["on", "off"],
        "deceleration": DecelerationRate.allCases.map(\.rawValue),
        "commit": CommitBehaviour.allCases.map(\.rawValue),
    ]

    static let sectionOptions: [String: [String]] = [
        "header": [], "footer": [], "header-height": ["automatic"], "footer-height": ["automatic"],
    ]

    /// The row regions a tap can aim at, as the parser reads them.
    static let regions = ScenarioParser.regionNames.split(separator: ", ").map(String.init)

    static let indexOptions: [String: [String]] = [
        "map": [], "collation": CollationKind.allCases.map(\.rawValue), "minimum-display-row-count": [],
    ]

    static let rowOptions: [String: [String]] = [
        "detail": [], "style": TableViewCellStyle.allCases.map(\.rawValue),
        "accessory": AccessoryType.allCases.map(\.rawValue), "editing-accessory": AccessoryType.allCases.map(\.rawValue),
        "selection-style": SelectionStyle.allCases.map(\.rawValue), "editing-style": EditingStyle.allCases.map(\.rawValue),
        "can-edit": ["on", "off"], "can-move": ["on", "off"], "highlight": ["on", "off"],
        "will-select": ["self", "nil"], "will-deselect": ["self", "nil"], "height": ["automatic"],
        "estimated-height": [], "text-field": ["on", "off"], "reuse": [], "delete-title": [],
        "indent": ["on", "off"], "leading-actions": [], "trailing-actions": [],
        "move-target": ["proposed", "section"],
        "commit": CommitBehaviour.allCases.map(\.rawValue), "insert-title": [],
    ]

    /// `key=` while a key is typed, `key=value` once the `=` is there.
    private static func optionCandidates(_ prefix: String, _ options: [String: [String]]) -> [String] {
        if let equals = prefix.firstIndex(of: "=") {
            let key = String(prefix[..<equals])
            return (options[key] ?? []).map { key + "=" + $0 }
        }
        return options.keys.sorted().map { $0 + "=" }
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
