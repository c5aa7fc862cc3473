import TableSim

// MARK: Options

extension Grammar {
    /// The options of a `table` line, in the order errors list them.
    static let tableOptions: [OptionDeclaration<TableOptions>] = [
        .choice("controller") { $0.controller = $1 },
        OptionDeclaration(
            "row-height",
            // Rows of height 0 (or nearly) all fit on one screen, and the table loads a cell for each,
            // as UIKit would: a known cost, kept out of the tables with millions of rows.
            write: { writer in
                writer.isHuge
                    ? writer.pick(["automatic", "1", "44", "100"])
                    : writer.chance(0.2) ? "automatic" : writer.length(typical: [0, 1, 44, 100])
            }
        ) { options, value, cursor throws(ScenarioError) in options.rowHeight = try cursor.length(value, allowAutomatic: true) },
        OptionDeclaration(
            "estimated-row-height",
            write: { writer in writer.isHuge ? writer.pick(["0", "1", "44"]) : writer.length(typical: [0, 44, 1]) }
        ) { options, value, cursor throws(ScenarioError) in
            options.estimatedRowHeight = try cursor.length(value, allowAutomatic: true)
        },
        .choice("selection") { $0.selection = $1 },
        .choice("editing-selection") { $0.editingSelection = $1 },
        .choice("keyboard") { $0.keyboard = $1 },
        .bool("primary-action") { $0.primaryAction = $1 },
        .bool("delays-content-touches") { $0.delaysContentTouches = $1 },
        .choice("commit") { $0.commit = $1 },
        .insets("content-inset") { $0.contentInset = $1 },
        .choice("inset-adjustment") { $0.insetAdjustment = $1 },
        .insets("indicator-inset") { $0.indicatorInset = $1 },
        OptionDeclaration(
            "header-top-padding", suggestions: ["automatic"], write: { writer in writer.length(typical: [0, 22]) }
        ) { options, value, cursor throws(ScenarioError) in
            let padding = try cursor.length(value, allowAutomatic: true)
            options.headerTopPadding = padding == TableView.automaticDimension ? nil : padding
        },
        .bool("bounces") { $0.bounces = $1 },
        .bool("scrolls-to-top") { $0.scrollsToTop = $1 },
        .choice("deceleration") { $0.deceleration = $1 },
        // A diffable data source builds a snapshot of every row at each apply, as UIKit's does: not
        // on the tables with millions of rows.
        .choice("data-source", onHugeTables: false) { $0.dataSource = $1 },
    ] + textSizeTableOptions + keyboardFocusTableOptions + settingsTableOptions
        + controllerFeatureOptions
        + searchOptions
        + dragDropOptions

    /// The options of a `section` line (and `model insert section`).
    static let sectionOptions: [OptionDeclaration<SectionDeclaration>] = [
        .text("header") { $0.header = $1 },
        .text("footer") { $0.footer = $1 },
        .height("header-height") { $0.headerHeight = $1 },
        .height("footer-height") { $0.footerHeight = $1 },
        OptionDeclaration(
            "header-view", suggestions: ["title", "custom"], write: { writer in writer.pick(["title", "custom"]) }
        ) { section, value, cursor throws(ScenarioError) in
            guard value.text == "title" || value.text == "custom" else {
                throw cursor.error("unknown header view '\(value.text)'; expected title or custom", at: value)
            }
            section.customHeaderView = value.text == "custom"
        },
        OptionDeclaration(
            "header-traits", suggestions: ["none"] + AccessibilityTraits.named.map(\.name),
            write: { writer in writer.pick(["none", "header", "staticText", "button,header", "bogus"]) }
        ) { section, value, cursor throws(ScenarioError) in
            section.headerTraits = value.text == "none" ? [] : try cursor.traits(value)
        },
    ]

    /// A row's options, in the order errors list them.
    static let rowOptions: [OptionDeclaration<RowOptions>] = [
        .text("detail") { $0.detail = $1 },
        .choice("style") { $0.style = $1 },
        .choice("accessory") { $0.accessory = $1 },
        .choice("editing-accessory") { $0.editingAccessory = $1 },
        .bool("switch") { $0.switchState = $1 },
        .choice("selection-style") { $0.selectionStyle = $1 },
        .choice("editing-style") { $0.editingStyle = $1 },
        .bool("can-edit") { $0.canEdit = $1 },
        .bool("can-move") { $0.canMove = $1 },
        .bool("highlight") { $0.highlight = $1 },
        .bool("focus") { $0.canFocus = $1 },
        .redirect("will-select") { $0.willSelect = $1 },
        .redirect("will-deselect") { $0.willDeselect = $1 },
        .height("height") { $0.height = $1 },
        OptionDeclaration(
            "estimated-height", write: { writer in writer.isHuge ? nil : writer.length(typical: [0, 44, 200]) }
        ) { options, value, cursor throws(ScenarioError) in
            options.estimatedHeight = try cursor.length(value, allowAutomatic: false)
        },
        .bool("text-field") { $0.textField = $1 },
        .text("reuse") { $0.reuse = $1 },
        .choice("commit") { $0.commit = $1 },
        .text("insert-title") { $0.insertTitle = $1 },
        .text("delete-title") { $0.deleteTitle = $1 },
        .bool("indent") { $0.indent = $1 },
        .actions("leading-actions") { $0.leadingActions = $1 },
        .actions("trailing-actions") { $0.trailingActions = $1 },
        OptionDeclaration(
            "move-target", suggestions: ["proposed", "section"],
            write: { writer in writer.pick(["proposed", "section", writer.indexPath(allowingEnd: false, wild: 0.2)]) }
        ) { options, value, cursor throws(ScenarioError) in options.moveTarget = try cursor.moveTarget(value) },
        .text("label") { $0.accessibilityLabel = $1 },
        .text("value") { $0.accessibilityValue = $1 },
        .text("hint") { $0.accessibilityHint = $1 },
        OptionDeclaration(
            "traits", suggestions: AccessibilityTraits.named.map(\.name),
            write: { writer in writer.pick(["button", "header", "selected,button", "adjustable", "notEnabled", "toggleButton", "link,image", "bogus"]) }
        ) { options, value, cursor throws(ScenarioError) in options.accessibilityTraits = try cursor.traits(value) },
        .bool("element") { $0.isAccessibilityElement = $1 },
        OptionDeclaration(
            "custom-actions", write: { writer in writer.pick(["\"Flag\"", "\"Flag,Share\"", "\"\"", "\"Delete,Delete\""]) }
        ) { options, value, _ throws(ScenarioError) in
            options.customActions = value.text.split(separator: ",").map(String.init)
        },
        OptionDeclaration(
            "input-labels", write: { writer in writer.pick(["\"Banana\"", "\"Banana,Yellow\"", "\"\"", "\"Apple,Apple\""]) }
        ) { options, value, _ throws(ScenarioError) in
            options.inputLabels = value.text.split(separator: ",").map(String.init)
        },
    ] + textSizeRowOptions + colorRowOptions + contextMenuRowOptions

    /// The options of an `index` line.
    static let indexOptions: [OptionDeclaration<IndexDeclaration>] = [
        OptionDeclaration(
            "map", write: { writer in "\"\(writer.pick(["A", "ㄴ", "#"])):\(writer.int(-2...6))\"" }
        ) { index, value, cursor throws(ScenarioError) in
            for entry in value.text.split(separator: ",") {
                guard let colon = entry.lastIndex(of: ":"), let section = Int(entry[entry.index(after: colon)...]),
                    colon != entry.startIndex
                else {
                    throw cursor.error(
                        "expected map=\"TITLE:SECTION,...\" such as map=\"B:-1,C:4\", found '\(entry)'", at: value)
                }
                index.map[String(entry[..<colon])] = section
            }
        },
        .choice("collation") { $0.collation = $1 },
        OptionDeclaration(
            "minimum-display-row-count", write: { writer in writer.pick(["0", "1", "10", "1000000"]) }
        ) { index, value, cursor throws(ScenarioError) in
            guard let count = Int(value.text), count >= 0 else {
                throw cursor.error("expected a number of rows such as 20, found '\(value.text)'", at: value)
            }
            index.minimumDisplayRowCount = count
        },
    ]

    /// The options of a `screen` line.
    static let screenOptions: [OptionDeclaration<Screen>] = [
        .insets("safe-area") { $0.safeArea = $1 }
    ]

    /// The options of an app-code `scroll`.
    static let scrollOptions: [OptionDeclaration<Bool>] = [
        .bool("animated") { $0 = $1 }
    ]

    /// The options of a `flick`: how far the finger travels and for how long.
    static let flickOptions: [OptionDeclaration<(distance: Double, milliseconds: Int)>] = [
        OptionDeclaration(
            "distance", write: { writer in writer.length(typical: [0, 50, 200, 10_000, 1e300]) }
        ) { flick, value, cursor throws(ScenarioError) in flick.distance = try cursor.length(value, allowAutomatic: false) },
        OptionDeclaration(
            "duration", write: { writer in writer.pick(["16ms", "80ms", "1s", "3600s", "15ms"]) }
        ) { flick, value, cursor throws(ScenarioError) in
            flick.milliseconds = try cursor.duration(value)
            guard flick.milliseconds >= ScrollPhysics.frameDuration else {
                throw cursor.error("a flick lasts at least \(ScrollPhysics.frameDuration)ms", at: value)
            }
        },
    ]
}

extension Grammar {
    /// The options a statement takes, as `help` lists them, or nil for a statement without options.
    static func optionSynopsis(of name: String) -> String? {
        switch name {
        case "table": tableOptions.optionSynopsis()
        case "section": sectionOptions.optionSynopsis()
        case "row", "rows", "model": rowOptions.optionSynopsis()
        case "index": indexOptions.optionSynopsis()
        case "screen": screenOptions.optionSynopsis()
        case "scroll": scrollOptions.optionSynopsis()
        case "flick": flickOptions.optionSynopsis()
        default: nil
        }
    }
}

extension OptionDeclaration {
    /// An `on|off` option; its key written alone means `on`.
    static func bool(_ key: String, _ set: @escaping @Sendable (inout Target, Bool) -> Void) -> Self {
        OptionDeclaration(key, suggestions: ["on", "off"], bareValue: "on", write: { $0.bool() }) { target, value, cursor throws(ScenarioError) in
            set(&target, try cursor.bool(value))
        }
    }

    /// An option whose values are a `String` enumeration's raw values; with `onHugeTables` false the
    /// fuzz generator leaves it out of the tables that may have millions of rows.
    static func choice<Value: RawRepresentable & CaseIterable & SendableMetatype>(
        _ key: String, onHugeTables: Bool = true, _ set: @escaping @Sendable (inout Target, Value) -> Void
    ) -> Self where Value.RawValue == String {
        let all = Value.allCases.map(\.rawValue)
        return OptionDeclaration(key, suggestions: all, write: { onHugeTables || !$0.isHuge ? $0.pick(all) : nil }) { target, value, cursor throws(ScenarioError) in
            set(&target, try cursor.choice(value, Value.self))
        }
    }

    /// A free text option (`detail="Red"`).
    static func text(_ key: String, _ set: @escaping @Sendable (inout Target, String) -> Void) -> Self {
        OptionDeclaration(key, write: { $0.title() }) { target, value, _ in set(&target, value.text) }
    }

    /// A height in points or `automatic`; the fuzzer leaves it out of tables with millions of rows,
    /// whose app would then be asked every row's height at load.
    static func height(_ key: String, _ set: @escaping @Sendable (inout Target, HeightSpec) -> Void) -> Self {
        OptionDeclaration(key, suggestions: ["automatic"], write: { $0.isHuge ? nil : $0.heightValue() }) {
            target, value, cursor throws(ScenarioError) in
            set(&target, try cursor.heightSpec(value))
        }
    }

    /// Four lengths `T,L,B,R`.
    static func insets(_ key: String, _ set: @escaping @Sendable (inout Target, EdgeInsets) -> Void) -> Self {
        OptionDeclaration(key, write: { $0.insets() }) { target, value, cursor throws(ScenarioError) in
            set(&target, try cursor.insets(value))
        }
    }

    /// `self`, `nil` or a row: what `willSelectRowAt` or `willDeselectRowAt` answers.
    static func redirect(_ key: String, _ set: @escaping @Sendable (inout Target, RowRedirect) -> Void) -> Self {
        OptionDeclaration(
            key, suggestions: ["self", "nil"],
            write: { $0.pick(["self", "nil", $0.indexPath(allowingEnd: false, wild: 0.2)]) }
        ) { target, value, cursor throws(ScenarioError) in set(&target, try cursor.redirect(value)) }
    }

    /// A quoted list of swipe actions.
    static func actions(_ key: String, _ set: @escaping @Sendable (inout Target, [ActionDeclaration]) -> Void) -> Self {
        OptionDeclaration(key, write: { $0.actions() }) { target, value, cursor throws(ScenarioError) in
            set(&target, try cursor.actions(value))
        }
    }
}

// MARK: Writing for the fuzzer

extension Grammar {
    /// One random option of a table, as ` key=value` (or a boolean's key alone), or nothing when it
    /// must not be written now.
    static func optionText<Target>(_ options: [OptionDeclaration<Target>], _ writer: any ScenarioWriter) -> String {
        let option = options[writer.int(0...options.count - 1)]
        if option.bareValue != nil, writer.chance(0.2) { return " " + option.key }
        return option.write(writer).map { " \(option.key)=\($0)" } ?? ""
    }

    /// Up to three random row options.
    static func rowOptionsText(_ writer: any ScenarioWriter) -> String {
        (0..<writer.int(0...3)).map { _ in optionText(rowOptions, writer) }.joined()
    }

    static func indexPaths(_ writer: any ScenarioWriter) -> String {
        (0..<writer.int(1...3)).map { _ in writer.indexPath(allowingEnd: false, wild: writer.appWildness) }
            .joined(separator: " ")
    }

    static func sections(_ writer: any ScenarioWriter) -> String {
        (0..<writer.int(1...2)).map { _ in String(writer.section(wild: writer.appWildness)) }.joined(separator: " ")
    }

    static func beginUpdates(_ writer: any ScenarioWriter) {
        writer.emit("begin updates")
        writer.batchDepth += 1
    }

    /// A change of the data, usually followed by the matching call, so batches mostly validate.
    static func modelThenTell(_ writer: any ScenarioWriter) {
        // Out-of-range app code crashes the app (as in UIKit), after which nothing more runs: rarely.
        let tell = writer.chance(0.95)
        let wild = writer.appWildness
        switch writer.int(0...5) {
        case 0:
            let path = writer.indexPath(allowingEnd: true, wild: wild)
            writer.emit("model insert \(path) " + writer.title() + rowOptionsText(writer))
            if tell { writer.emit("insert \(path)") }
            writer.adjustRows(at: path, by: 1)
        case 1:
            let path = writer.indexPath(allowingEnd: false, wild: wild)
            writer.emit("model delete \(path)")
            if tell { writer.emit("delete \(path)") }
            writer.adjustRows(at: path, by: -1)
        case 2:
            let from = writer.indexPath(allowingEnd: false, wild: wild)
            let to = writer.indexPath(allowingEnd: false, wild: wild)
            writer.emit("model move \(from) to \(to)")
            if tell { writer.emit("move \(from) to \(to)") }
            writer.adjustRows(at: from, by: -1)
            writer.adjustRows(at: to, by: 1)
        case 3:
            let index = writer.int(0...writer.sectionCount)
            writer.emit("model insert section \(index)" + (writer.chance(0.5) ? " " + writer.title() : ""))
            if tell { writer.emit("insert section \(index)") }
            writer.insertSection(at: index)
        case 4:
            let index = writer.section(wild: wild)
            writer.emit("model delete section \(index)")
            if tell { writer.emit("delete section \(index)") }
            writer.removeSection(at: index)
        default:
            let from = writer.section(wild: wild), to = writer.section(wild: wild)
            writer.emit("model move section \(from) to \(to)")
            if tell { writer.emit("move section \(from) to \(to)") }
        }
    }

    /// `insert`, `delete` and `reload`: rows, or sections after the word `section`.
    @Sendable static func rowsOrSections(_ request: CompletionRequest) -> [String] {
        request.words.last == "section"
            ? request.sections() : request.rows() + (request.words.count == 1 ? ["section"] : [])
    }
}
