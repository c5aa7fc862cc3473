import TableSim

// The declarations of the scenario language. Each one holds every fact about its statement: its
// words, its help, its parser, its completion and how the fuzz generator writes it.

extension Grammar {
    // MARK: Setup lines

    static let setupDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "screen", .setup,
            synopsis: "screen WxH [portrait|landscape] [safe-area=T,L,B,R] | screen \"PRESET\" [portrait|landscape] | screen portrait|landscape",
            summary: "The device screen in points (presets: \(Screen.devices.map(\.name).joined(separator: ", "))); after the table appeared, a rotation that re-lays it out.",
            example: "screen \"iPhone 15\" landscape",
            parse: { cursor throws(ScenarioError) in .setup(try parseScreen(&cursor)) },
            complete: { request in
                ["safe-area="] + Orientation.allCases.map(\.rawValue)
                    + (request.words.count == 1 ? Screen.devices.map { "\"\($0.name)\"" } : [])
            },
            fuzzing: [
                .setup { writer in writer.emit("screen " + writer.screen()) },
                // After the table appeared, a `screen` line is a rotation: a command.
                .command(weight: 1) { writer in
                    writer.emit(writer.chance(0.5) ? "screen " + writer.screen() : writer.pick(["screen portrait", "screen landscape"]))
                },
            ]),
        StatementDeclaration(
            "table", .setup,
            synopsis: "table plain|grouped|insetGrouped [controller=table|view] [selection=none|single|multiple] ...",
            summary: "Starts a new table and a new app; options: row-height, estimated-row-height, selection, editing-selection, keyboard, primary-action, delays-content-touches, commit=correct|forget|forget-selected, content-inset, inset-adjustment, indicator-inset, header-top-padding, bounces, scrolls-to-top, deceleration, text-size-change=ignore|observe|reload (what the app does with UIContentSizeCategory.didChangeNotification: nothing, a trace line, a line then reloadData()), data-source=classic|diffable (a UITableViewDiffableDataSource, told of changes by apply).",
            example: "table grouped selection=multiple",
            parse: { cursor throws(ScenarioError) in .setup(try parseTable(&cursor)) },
            complete: { request in
                request.words.count == 1 ? TableViewStyle.allCases.map(\.rawValue) : request.options(tableOptions)
            },
            fuzzing: [
                .setup { writer in
                    var line = "table " + writer.pick(TableViewStyle.allCases.map(\.rawValue))
                    for _ in 0..<writer.int(0...4) { line += optionText(tableOptions, writer) }
                    writer.tableIsDiffable = line.contains(" data-source=diffable")
                    writer.emit(line)
                }
            ]),
        StatementDeclaration(
            "section", .setup,
            synopsis: "section [\"Header\"] [footer=\"...\"] [header-height=N] [footer-height=N] [header-view=title|custom] [header-traits=none|TRAITS]",
            summary: "Starts a section; rows that follow belong to it. header-view=custom: the app's own header view (viewForHeaderInSection) shows the title; header-traits= the accessibilityTraits the app sets on it (none drops Heading; implies header-view=custom).",
            example: "section \"Fruits\" footer=\"3 fruits\"",
            parse: { cursor throws(ScenarioError) in try parseSection(&cursor) },
            complete: { request in request.options(sectionOptions) },
            fuzzing: [
                .setup { writer in
                    var line = "section"
                    if writer.chance(0.7) { line += " " + writer.title() }
                    for option in sectionOptions where writer.chance(0.2) {
                        if let value = option.write(writer) { line += " \(option.key)=\(value)" }
                    }
                    writer.emit(line)
                    writer.addSection()
                }
            ]),
        StatementDeclaration(
            "row", .setup,
            synopsis: "row \"Title\" [detail=\"...\"] [style=...] [accessory=...] [highlight=on|off] [will-select=self|nil|S.R] [editing-style=delete|insert|none] [trailing-actions=\"Archive,Delete:destructive\"] [commit=correct|forget|forget-selected] [insert-title=\"...\"] ...",
            summary: "Adds a row; its options set what the data source and delegate answer for it. Editing: can-edit, can-move, editing-style, editing-accessory, delete-title, indent, leading-actions, trailing-actions (titles with :normal or :destructive; \"\" for none), move-target=proposed|section|S.R, commit, insert-title. Dynamic Type: font= and detail-font= (body, headline, … a text style; fixed:17 never grows; body-max:28 stops at 28 pt), lines=N (the title's numberOfLines; 0 wraps).",
            example: "row \"Banana\" accessory=detailButton",
            parse: { cursor throws(ScenarioError) in
                let title = try cursor.string("the row's title in quotes")
                return .setup(.row(RowDeclaration(title: title, options: try parseRowOptions(&cursor))))
            },
            complete: { request in request.options(rowOptions) },
            fuzzing: [
                .setup { writer in
                    writer.emit("row " + writer.title() + rowOptionsText(writer))
                    writer.addRows(1)
                }
            ]),
        StatementDeclaration(
            "rows", .setup,
            synopsis: "rows N \"Title {n}\" [options]",
            summary: "Adds N rows at once; {n} counts from 1.",
            example: "rows 200 \"Item {n}\"",
            parse: { cursor throws(ScenarioError) in
                let count = try cursor.integer("the number of rows", range: 0...100_000_000)
                let template = try cursor.string("a title template in quotes, such as \"Item {n}\"")
                return .setup(.rows(count: count, template: template, options: try parseRowOptions(&cursor)))
            },
            complete: { request in request.options(rowOptions) },
            fuzzing: [
                .setup { writer in
                    let counts = [0, 1, 3, 20, 100, 1_000, writer.int(0...500)] + (writer.isHuge ? [100_000, 10_000_000] : [])
                    let count = Int(writer.pick(counts.map(String.init)))!
                    writer.emit("rows \(count) \"Item {n}\"" + rowOptionsText(writer))
                    writer.addRows(count)
                }
            ]),
        StatementDeclaration(
            "omit", .setup,
            synopsis: "omit SELECTOR...",
            summary: "Methods the app does not implement: never called, never traced, UIKit's default applies.",
            example: "omit tableView(_:shouldHighlightRowAt:)",
            parse: { cursor throws(ScenarioError) in
                var selectors: [CallbackSelector] = []
                while let token = cursor.next() {
                    guard let selector = CallbackSelector(selectorName: token.text) else {
                        throw cursor.error(
                            "unknown method '\(token.text)'; expected a selector such as tableView(_:didSelectRowAt:)",
                            back: 1)
                    }
                    selectors.append(selector)
                }
                guard !selectors.isEmpty else { throw cursor.error("expected at least one method to omit") }
                return .setup(.omit(selectors))
            },
            complete: { _ in CallbackSelector.allCases.map(\.rawValue) },
            fuzzing: [
                .setup { writer in
                    let names = (0..<writer.int(1...4)).map { _ in writer.pick(CallbackSelector.allCases.map(\.rawValue)) }
                    writer.emit("omit " + names.joined(separator: " "))
                }
            ]),
        StatementDeclaration(
            "index", .setup,
            synopsis: "index [search] \"T\"... | index [search] auto [map=\"T:S,...\"] [collation=helper|naive|shifted] [minimum-display-row-count=N]",
            summary: "The section index (plain style): sectionIndexTitles(for:); auto derives titles from the headers with IndexedCollation.",
            example: "index \"ㄱ\" \"ㄴ\" \"ㄷ\" map=\"ㄴ:-1\"",
            parse: { cursor throws(ScenarioError) in .setup(.index(try parseIndex(&cursor))) },
            complete: { request in
                if request.prefix.contains("=") || request.words.count > 1 { return request.options(indexOptions) }
                return ["search", "auto", "\""] + request.options(indexOptions)
            },
            fuzzing: [
                .setup { writer in
                    var line = "index"
                    if writer.chance(0.3) { line += " search" }
                    if writer.chance(0.4) {
                        line += " auto"
                    } else {
                        for _ in 0..<writer.int(1...5) { line += " " + writer.pick(["\"A\"", "\"B\"", "\"ㄱ\"", "\"ㄴ\"", "\"#\"", "\"\""]) }
                    }
                    for option in indexOptions where writer.chance(0.3) {
                        if let value = option.write(writer) { line += " \(option.key)=\(value)" }
                    }
                    writer.emit(line)
                }
            ]),
        StatementDeclaration(
            "overlay", .setup,
            synopsis: "overlay bottom H",
            summary: "A view pinned over the table's bottom; the app insets the content by H and re-pins it in scrollViewDidScroll.",
            example: "overlay bottom 80",
            parse: { cursor throws(ScenarioError) in
                let edge = try cursor.word("the edge the overlay is pinned to: bottom")
                guard edge == "bottom" else {
                    throw cursor.error(
                        "unknown overlay edge '\(edge)'\(Suggestions.didYouMean(edge, among: ["bottom"])); expected bottom", back: 1)
                }
                guard let token = cursor.peek(), let height = Double(token.text), height > 0, height.isFinite else {
                    throw cursor.error("expected the overlay's height in points, such as 80")
                }
                _ = cursor.next()
                return .setup(.overlay(height: height))
            },
            complete: { request in request.words.count == 1 ? ["bottom"] : [] },
            fuzzing: [.setup { writer in writer.emit("overlay bottom \(writer.length(typical: [44, 80, 120]))") }]),
    ]

    // MARK: Commands

    static let commandDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "appear", .command, arguments: [],
            summary: "Shows the table: counts, titles, heights, then cells for the visible rows. Again later: the controller reappears.",
            example: "appear",
            fuzz: [.setup, .command(weight: 0.25)]
        ) { _ in .command(.appear) },
        StatementDeclaration(
            "tap", .command,
            synopsis: "tap S.R [content|accessory|disclosure|text-field|delete-control|insert-control|reorder-control] | tap delete-button | tap action \"Title\" | tap X,Y | tap index \"T\" | tap status-bar",
            summary: "A quick tap: touch down and up at once, through hit testing and the touch state machine. delete-control is the red minus (or green plus) of editing mode; delete-button the Delete confirmation or swipe-to-delete button; action a swipe action's button; status-bar scrolls to the top.",
            example: "tap 0.2 delete-control",
            parse: { cursor throws(ScenarioError) in .command(.tap(try parseTarget(&cursor))) },
            complete: { request in
                let words = request.words
                if words.count == 1 { return request.targets() }
                if words.count == 2, words[1] == "index" { return request.indexTitles() }
                if words.count == 2, words[1] == "action" { return request.actionTitles() }
                return words.count == 2 && Cursor.indexPath(words[1]) != nil ? regions : []
            },
            fuzzing: [
                .command(weight: 3) { writer in
                    let target = writer.target()
                    writer.emit("tap " + target)
                    if target.hasSuffix("delete-control") { writer.buttonsMayBeOpen() }
                }
            ]),
        StatementDeclaration(
            "touch", .command,
            synopsis: "touch down S.R [REGION]|X,Y|index \"T\"|delete-button|action \"Title\"|status-bar | touch move DX,DY | touch up | touch cancel",
            summary: "One finger step by step; the scroll view holds a touch 150 ms before the row highlights.",
            example: "touch down 0.2",
            parse: { cursor throws(ScenarioError) in
                let phase = try cursor.word("down, move, up or cancel")
                switch phase {
                case "down": return .command(.touchDown(try parseTarget(&cursor)))
                case "move":
                    let offset = try cursor.point("an offset DX,DY in points, such as 0,40")
                    return .command(.touchMove(dx: offset.x, dy: offset.y))
                case "up": return .command(.touchUp)
                case "cancel": return .command(.touchCancel)
                default:
                    throw cursor.error(
                        "unknown touch phase '\(phase)'\(Suggestions.didYouMean(phase, among: ["down", "move", "up", "cancel"])); "
                            + "expected down, move, up or cancel", back: 1)
                }
            },
            complete: { request in
                let words = request.words
                switch words.count {
                case 1: return ["down", "move", "up", "cancel"]
                case 2 where words[1] == "down": return request.targets()
                case 3 where words[1] == "down" && words[2] == "index": return request.indexTitles()
                case 3 where words[1] == "down" && words[2] == "action": return request.actionTitles()
                case 3 where words[1] == "down" && Cursor.indexPath(words[2]) != nil: return regions
                default: return []
                }
            },
            fuzzing: [
                .command(weight: 1) { writer in writer.emit("touch down " + writer.target()) },
                .command(weight: 1) { writer in
                    writer.emit(
                        "touch move \(writer.number(typical: [0, 5, 11, -40, 300])),\(writer.number(typical: [0, 9, 40, -200, 600]))")
                },
                .command(weight: 1) { writer in writer.emit("touch up") },
                .command(weight: 1) { writer in writer.emit("touch cancel") },
            ]),
        StatementDeclaration(
            "focus", .command, arguments: [.indexPath(.withTextField)],
            summary: "Taps the row's text field (tap S.R text-field): it becomes first responder; the row is not selected.",
            example: "focus 1.0",
            fuzz: [.command(weight: 1)]
        ) { arguments in .command(.tap(.row(arguments.indexPath(0), .textField))) },
        StatementDeclaration(
            "keyboard", .command,
            synopsis: "keyboard show H | keyboard hide",
            summary: "The keyboard rises to H points (or changes height), or the first responder resigns and it goes down.",
            example: "keyboard show 336",
            parse: { cursor throws(ScenarioError) in
                let action = try cursor.word("show or hide")
                switch action {
                case "show":
                    guard let token = cursor.peek(), let height = Double(token.text), height > 0, height.isFinite else {
                        throw cursor.error("expected the keyboard's height in points, such as 336")
                    }
                    _ = cursor.next()
                    return .command(.keyboardShow(height: height))
                case "hide": return .command(.keyboardHide)
                default:
                    throw cursor.error(
                        "unknown keyboard action '\(action)'\(Suggestions.didYouMean(action, among: ["show", "hide"])); "
                            + "expected show or hide", back: 1)
                }
            },
            complete: { request in
                switch request.words.count {
                case 1: return ["show", "hide"]
                case 2 where request.words[1] == "show": return ["336", "291", "216"]
                default: return []
                }
            },
            fuzzing: [
                .command(weight: 1) { writer in
                    writer.emit(
                        writer.chance(0.7) ? "keyboard show \(writer.length(typical: [216, 291, 336, 2000]))" : "keyboard hide")
                }
            ]),
        StatementDeclaration(
            "wait", .command, arguments: [.duration],
            summary: "Advances the virtual clock (150ms, 0.3s), firing timers that fall due.",
            example: "wait 200ms",
            fuzz: [.command(weight: 2)]
        ) { arguments in .command(.wait(milliseconds: arguments.milliseconds(0))) },
        StatementDeclaration(
            "flick", .command,
            synopsis: "flick up|down [S.R|X,Y] [distance=200] [duration=80ms]",
            summary: "A finger flick: touch down, a move per 16 ms frame, touch up; the content decelerates on the virtual clock (wait to see it).",
            example: "flick up distance=300",
            parse: { cursor throws(ScenarioError) in .command(try parseFlick(&cursor)) },
            complete: { request in
                switch request.words.count {
                case 1: return FlickDirection.allCases.map(\.rawValue)
                case 2: return request.rows() + flickOptions.map { $0.key + "=" }
                default: return request.options(flickOptions)
                }
            },
            fuzzing: [
                .command(weight: 1) { writer in
                    var line = "flick " + writer.pick(FlickDirection.allCases.map(\.rawValue))
                    if writer.chance(0.4) {
                        line += " " + (writer.chance(0.5)
                            ? writer.indexPath(allowingEnd: false, wild: 0.2)
                            : "\(writer.number(typical: [10, 200])),\(writer.number(typical: [100, 600, 5000]))")
                    }
                    for option in flickOptions where writer.chance(0.4) {
                        if let value = option.write(writer) { line += " \(option.key)=\(value)" }
                    }
                    writer.emit(line)
                }
            ]),
        StatementDeclaration(
            "scroll", .command,
            synopsis: "scroll to S.R [top|middle|bottom|none] | scroll by DY | scroll top | scroll bottom  [animated=on]",
            summary: "App code: scrollToRow(at:at:animated:) or setContentOffset(_:animated:); animated ones move per 16 ms frame over 300 ms as the clock advances.",
            example: "scroll to 0.40 top",
            parse: { cursor throws(ScenarioError) in .command(try parseScroll(&cursor)) },
            complete: { request in
                let words = request.words
                switch words.count {
                case 1: return ["to", "by", "top", "bottom"]
                case 2 where words[1] == "to": return request.rows()
                case 3 where words[1] == "to": return ScrollPosition.allCases.map(\.rawValue) + ["animated="]
                default: return request.options(scrollOptions)
                }
            },
            fuzzing: [
                .command(weight: 1) { writer in
                    var line: String
                    switch writer.int(0...3) {
                    case 0:
                        line = "scroll to \(writer.indexPath(allowingEnd: false, wild: 0.2))"
                            + (writer.chance(0.7) ? " " + writer.pick(ScrollPosition.allCases.map(\.rawValue)) : "")
                    case 1: line = "scroll by " + writer.number(typical: [-300, -44, 0, 100, 1000, 1e308, -1e308, 1e12])
                    case 2: line = "scroll top"
                    default: line = "scroll bottom"
                    }
                    if writer.chance(0.3) { line += optionText(scrollOptions, writer) }
                    writer.emit(line)
                }
            ]),
        StatementDeclaration(
            "edit", .command, arguments: [.bool],
            summary: "The Edit/Done button: the controller's setEditing(_:animated:). A table view controller (controller=table) forwards it to the table, which asks each visible row canEditRowAt, editingStyleForRowAt, canMoveRowAt, shouldIndentWhileEditingRowAt; a plain view controller (controller=view) does not.",
            example: "edit on",
            fuzz: [.command(weight: 1)]
        ) { arguments in .command(.edit(arguments.bool(0))) },
        StatementDeclaration(
            "swipe", .command,
            arguments: [.choice(SwipeDirection.allCases.map(\.rawValue), noun: "swipe direction"), .indexPath(.onScreen)],
            summary: "Swipes across a row (touch down, a sideways move, touch up): left uncovers the trailing actions (the standard Delete by default), right the leading ones. The row alone enters editing mode; never while the table edits.",
            example: "swipe left 0.2",
            fuzz: [.command(weight: 1)], afterWriting: { writer in writer.buttonsMayBeOpen() }
        ) { arguments in
            guard let direction = SwipeDirection(rawValue: arguments.word(0)) else {
                preconditionFailure("the argument is one of SwipeDirection's raw values")
            }
            return .command(.swipe(direction, arguments.indexPath(1)))
        },
        StatementDeclaration(
            "drag", .command,
            arguments: [
                .indexPath(.onScreen), .keyword("to", missing: "'to' and the destination, such as: drag 0.1 to 0.4"),
                .indexPath(.onScreen),
            ],
            summary: "In editing mode, drags a row by its reorder control to where it lands: targetIndexPathForMoveFromRowAt for each destination on the way, moveRowAt on drop. Outside editing mode on a table with drag=on it is the long-press drag: the row lifts after 500 ms (itemsForBeginning, dragSessionWillBegin), the drop delegate (drop=) proposes each destination, and the table reorders by itself through moveRowAt (see 'drop').",
            example: "drag 0.1 to 0.4",
            fuzz: [.command(weight: 1)]
        ) { arguments in .command(.drag(arguments.indexPath(0), to: arguments.indexPath(2))) },
        StatementDeclaration(
            "select", .command, arguments: [.indexPath(.appCode)],
            summary: "App code: selectRow(at:animated:scrollPosition:); no delegate method is called.",
            example: "select 0.1",
            fuzz: [.appCode(weight: 2)]
        ) { arguments in .command(.select(arguments.indexPath(0))) },
        StatementDeclaration(
            "deselect", .command, arguments: [.indexPath(.appCode)],
            summary: "App code: deselectRow(at:animated:); no delegate method is called.",
            example: "deselect 0.1",
            fuzz: [.appCode(weight: 1)]
        ) { arguments in .command(.deselect(arguments.indexPath(0))) },
        StatementDeclaration(
            "reload", .command,
            synopsis: "reload | reload S.R... | reload section N...",
            summary: "App code: reloadData() (the selection is cleared without callbacks); with rows, reloadRows(at:with:); with sections, reloadSections(_:with:). Reloaded rows get new cells and lose their selection.",
            example: "reload 0.2 0.3",
            parse: { cursor throws(ScenarioError) in
                if cursor.peek() == nil { return .command(.reloadData) }
                if cursor.skipSectionKeyword() { return .command(.reloadSections(try cursor.sections())) }
                return .command(.reloadRows(try cursor.indexPaths()))
            },
            complete: rowsOrSections,
            fuzzing: [
                .appCode(weight: 1) { writer in writer.emit("reload" + (writer.chance(0.5) ? "" : " " + indexPaths(writer))) },
                .appCode(weight: 1) { writer in writer.emit("reload section " + sections(writer)) },
            ]),
        StatementDeclaration(
            "apply", .command,
            synopsis: "apply [animated=on|off] [reconfigure S.R...] [reload S.R...] | apply reload-data",
            summary: "App code of a table with data-source=diffable: apply(_:animatingDifferences:) of a snapshot of the app's data, the difference from the last one as one batch update; reconfigure and reload mark items (at their places in the data) for reconfigureItems and reloadItems. 'apply reload-data' is applySnapshotUsingReloadData(_:).",
            example: "apply reconfigure 0.1",
            parse: { cursor throws(ScenarioError) in .command(.apply(try parseApply(&cursor))) },
            complete: { request in
                request.words.count == 1 ? ["animated=", "reconfigure", "reload", "reload-data"] : []
            },
            fuzzing: [
                .appCode(weight: 2) { writer in
                    guard writer.tableIsDiffable else { return }
                    switch writer.int(0...5) {
                    case 0: writer.emit("apply reload-data")
                    case 1: writer.emit("apply reconfigure " + indexPaths(writer))
                    case 2: writer.emit("apply reload " + indexPaths(writer))
                    case 3: writer.emit("apply animated=off")
                    default: writer.emit("apply")
                    }
                }
            ]),
        StatementDeclaration(
            "insert", .command,
            synopsis: "insert S.R... | insert section N...",
            summary: "App code: insertRows(at:with:) or insertSections(_:with:), paths in the table after the update; change the data first with 'model insert', or UIKit raises.",
            example: "insert 0.3",
            parse: { cursor throws(ScenarioError) in
                cursor.skipSectionKeyword()
                    ? .command(.insertSections(try cursor.sections())) : .command(.insertRows(try cursor.indexPaths()))
            },
            complete: rowsOrSections,
            fuzzing: [
                .appCode(weight: 1) { writer in
                    writer.emit("insert " + (writer.chance(0.7) ? indexPaths(writer) : "section " + sections(writer)))
                }
            ]),
        StatementDeclaration(
            "delete", .command,
            synopsis: "delete S.R... | delete section N...",
            summary: "App code: deleteRows(at:with:) or deleteSections(_:with:), paths in the table before the update; without 'model delete' first, UIKit raises the row-count exception.",
            example: "delete 0.1 0.2",
            parse: { cursor throws(ScenarioError) in
                cursor.skipSectionKeyword()
                    ? .command(.deleteSections(try cursor.sections())) : .command(.deleteRows(try cursor.indexPaths()))
            },
            complete: rowsOrSections,
            fuzzing: [
                .appCode(weight: 1) { writer in
                    writer.emit("delete " + (writer.chance(0.7) ? indexPaths(writer) : "section " + sections(writer)))
                }
            ]),
        StatementDeclaration(
            "move", .command,
            synopsis: "move S.R to S.R | move section A to B",
            summary: "App code: moveRow(at:to:) or moveSection(_:toSection:); the row keeps its cell and its selection.",
            example: "move 0.1 to 0.4",
            parse: { cursor throws(ScenarioError) in
                if cursor.skipSectionKeyword() {
                    let from = try cursor.section()
                    try cursor.keyword("to", "'to' and the section's new index, such as 'move section 0 to 2'")
                    return .command(.moveSection(from, to: try cursor.section()))
                }
                let from = try cursor.indexPath()
                try cursor.keyword("to", "'to' and the row's new index path, such as 'move 0.1 to 0.4'")
                return .command(.moveRow(from, to: try cursor.indexPath()))
            },
            complete: { request in request.moveCandidates(Array(request.words.dropFirst())) },
            fuzzing: [
                .appCode(weight: 1) { writer in
                    let wild = writer.appWildness
                    writer.emit(
                        writer.chance(0.7)
                            ? "move \(writer.indexPath(allowingEnd: false, wild: wild)) to \(writer.indexPath(allowingEnd: false, wild: wild))"
                            : "move section \(writer.section(wild: wild)) to \(writer.section(wild: wild))")
                }
            ]),
        StatementDeclaration(
            "begin", .command,
            synopsis: "begin updates",
            summary: "App code: beginUpdates(); the app code up to 'end updates' is one batch (batches nest).",
            example: "begin updates",
            parse: { cursor throws(ScenarioError) in
                try cursor.keyword("updates", "'updates' ('begin updates' opens a batch)")
                return .command(.beginUpdates)
            },
            complete: { request in request.words.count == 1 ? ["updates"] : [] },
            fuzzing: [
                .command(weight: 1) { writer in beginUpdates(writer) },
                .appCode(weight: 0.5) { writer in beginUpdates(writer) },
            ]),
        StatementDeclaration(
            "end", .command,
            synopsis: "end updates",
            summary: "App code: endUpdates(); the outermost one validates the batch against the data and applies it. Its expect block holds the batch's trace.",
            example: "end updates",
            parse: { cursor throws(ScenarioError) in
                try cursor.keyword("updates", "'updates' ('end updates' closes a batch; 'end' alone closes an expect block)")
                return .command(.endUpdates)
            },
            complete: { request in request.words.count == 1 ? ["updates"] : [] },
            fuzzing: [
                // Now and then with no batch open, which is an error the scenario must report.
                .appCode(weight: 1.5) { writer in
                    guard writer.batchDepth > 0 || writer.chance(0.1) else { return }
                    writer.emit("end updates")
                    writer.batchDepth = max(0, writer.batchDepth - 1)
                }
            ]),
        StatementDeclaration(
            "model", .command,
            synopsis: "model insert S.R \"Title\" [options] | model delete S.R... | model move S.R to S.R | model insert section N [\"Header\"] [footer=...] | model delete section N... | model move section A to B",
            summary: "Changes the app's data only, without telling the table (no callback): then tell it with insert, delete, move or reload.",
            example: "model insert 0.3 \"Kiwi\"",
            parse: { cursor throws(ScenarioError) in .command(.model(try parseModelChange(&cursor))) },
            complete: { request in
                let words = request.words
                if words.count == 1 { return ["insert", "delete", "move"] }
                if words[1] == "move" { return request.moveCandidates(Array(words.dropFirst(2))) }
                if words[1] == "insert", words.count >= 4 {
                    return words[2] == "section" ? request.options(sectionOptions) : request.options(rowOptions)
                }
                if words.last == "section" { return request.sections() }
                return words.count == 2 ? request.rows() + ["section"] : request.rows()
            },
            fuzzing: [.appCode(weight: 5) { writer in modelThenTell(writer) }]),
    ]

    // MARK: Expectations and looks

    static let lookDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "expect", .expectation,
            synopsis: "expect KEY VALUE... | expect (block) ... end",
            summary: "Asserts state (\(StateKey.allNames)) after the command before it, or its whole trace in a block. Editing: editing on|off, confirmation S.R|none, actions \"Title\"...|none, controls S.R delete|insert|select|none [reorder], accessory S.R TYPE.",
            example: "expect selected 0.2",
            parse: { cursor throws(ScenarioError) in .expectState(try parseExpectation(&cursor)) },
            complete: { request in request.words.count == 1 ? StateKey.allCases.map(\.rawValue) : [] },
            fuzzing: [
                .command(weight: 1) { writer in
                    let key = writer.pick(StateKey.allCases.map(\.rawValue))
                    let row = writer.indexPath(allowingEnd: false, wild: 0.2)
                    let value = writer.pick(
                        ["none", "on", "off", row, "0", "\"Delete\"", "delete", "0,0,0,0",
                         writer.indexPath(allowingEnd: false, wild: 0.2) + " reorder"])
                    writer.emit("expect \(key) \(value)")
                }
            ]),
        StatementDeclaration(
            "state", .command, arguments: [], summary: "Prints the table's state.", example: "state", fuzz: [.command(weight: 0.25)]
        ) { _ in .command(.state) },
        StatementDeclaration(
            "show", .command, arguments: [], summary: "Draws the visible screen.", example: "show", fuzz: [.command(weight: 0.25)]
        ) { _ in .command(.show) },
        StatementDeclaration(
            "trace", .command, arguments: [],
            summary: "Prints the trace so far: the whole session in the REPL (a file it loads too); 'tablesim run --trace' has printed each line as it came, so there it adds nothing.",
            example: "trace", fuzz: [.command(weight: 0.25)]
        ) { _ in .command(.trace) },
    ]

    // MARK: REPL words

    static let sessionDeclarations: [StatementDeclaration] = [
        StatementDeclaration("save", .session,
            synopsis: "save FILE",
            summary: "REPL: writes the session as a scenario, with an expect block after each command.",
            example: "save session.scenario"),
        StatementDeclaration("load", .session,
            synopsis: "load FILE | source FILE",
            summary: "REPL: runs a scenario file into the session, as if typed; its lines join what save writes.",
            example: "load setup.scenario"),
        StatementDeclaration("source", .session,
            synopsis: "source FILE",
            summary: "REPL: another name for load.",
            example: "source setup.scenario"),
        StatementDeclaration(
            "help", .session,
            synopsis: "help [COMMAND]",
            summary: "Lists the commands, or explains one.",
            example: "help tap",
            complete: { request in request.words.count == 1 ? firstWords : [] }),
        StatementDeclaration("quit", .session,
            synopsis: "quit | exit | Ctrl-D",
            summary: "Leaves the REPL.",
            example: "quit"),
        StatementDeclaration("save!", .session,
            synopsis: "save! FILE",
            summary: "REPL: save, replacing a file that exists (even a read-only one); save alone refuses to.",
            example: "save! session.scenario"),
    ]
}
