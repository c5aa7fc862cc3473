import TableSim

/// A VoiceOver gesture of the `vo` family.
package enum VoiceOverCommand: Hashable, Sendable {
    /// `vo next`: one-finger swipe right.
    case next
    /// `vo previous`: one-finger swipe left.
    case previous
    /// `vo first`: four-finger tap near the top.
    case first
    /// `vo last`: four-finger tap near the bottom.
    case last
    /// `vo focus …`: touch to explore, on an element or a screen point.
    case focus(VoiceOverTouchTarget)
    /// `vo activate`: double tap.
    case activate
    /// `vo up`: one-finger swipe up.
    case up
    /// `vo down`: one-finger swipe down.
    case down
    /// `vo actions`: speaks the focused element's custom actions.
    case actions
    /// `vo action "Name"`: performs a custom action by name.
    case action(String)
    /// `vo scroll up|down`: three-finger swipe.
    case scroll(VoiceOverStateMachine.PageDirection)
    /// `vo escape`: two-finger Z.
    case escape
    /// `vo magic-tap`: two-finger double tap.
    case magicTap
    /// `vo long-press`: double tap and hold, a held touch at the focused element's activation point.
    case longPress
}

/// The notifications app code posts for VoiceOver that name an element (`post …`).
package enum AccessibilityNotificationKind: String, Hashable, Sendable, CaseIterable {
    /// `UIAccessibility.Notification.layoutChanged`.
    case layoutChanged = "layout-changed"
    /// `UIAccessibility.Notification.screenChanged`.
    case screenChanged = "screen-changed"
}

extension Grammar {
    /// The element words `vo focus` takes, each before a row (or a row and a button index).
    static let focusRowWords = ["more-info", "delete-control", "insert-control", "reorder-control", "delete-button", "swipe-button"]

    /// `vo focus` and `expect focus` targets: `S.R`, `header S`, `footer S`, `index`, `table-header`,
    /// `table-footer`, `refresh-control`, `search-bar`, a control word and a row, `swipe-button S.R N`; `vo focus` also takes `X,Y`.
    static func parseElement(_ cursor: inout Cursor, allowingPoint: Bool) throws(ScenarioError) -> VoiceOverTouchTarget {
        let expected = "an element (S.R, header S, footer S, index, table-header, table-footer, refresh-control, search-bar, "
            + focusRowWords.map { $0 + " S.R" }.joined(separator: ", ") + (allowingPoint ? ") or a point X,Y" : ")")
        guard let token = cursor.peek() else { throw cursor.error("expected \(expected)") }
        if allowingPoint, token.text.contains(","), !token.text.hasPrefix("[") { return .point(try cursor.point("a point X,Y")) }
        if token.kind == .word, Cursor.indexPath(token.text) == nil {
            _ = cursor.next()
            switch token.text {
            case "index": return .element(.sectionIndex)
            case "table-header": return .element(.tableHeaderView)
            case "table-footer": return .element(.tableFooterView)
            case "refresh-control": return .element(.refreshControl)
            case "search-bar": return .element(.searchBar)
            case "header": return .element(.header(try cursor.section()))
            case "footer": return .element(.footer(try cursor.section()))
            case "more-info": return .element(.moreInfo(try cursor.indexPath()))
            case "delete-control": return .element(.deleteControl(try cursor.indexPath()))
            case "insert-control": return .element(.insertControl(try cursor.indexPath()))
            case "reorder-control": return .element(.reorderControl(try cursor.indexPath()))
            case "delete-button": return .element(.deleteButton(try cursor.indexPath()))
            case "swipe-button":
                let row = try cursor.indexPath()
                return .element(.swipeButton(row, try cursor.integer("the button's number from 0", range: 0...999)))
            default:
                throw cursor.error("unknown element '\(token.text)'; expected \(expected)", back: 1)
            }
        }
        return .element(.row(try cursor.indexPath()))
    }

    /// An element as the fuzz generator writes it.
    static func writeElement(_ writer: any ScenarioWriter) -> String {
        let row = writer.indexPath(allowingEnd: false, wild: 0.2)
        switch writer.int(0...5) {
        case 0: return "header \(writer.section(wild: 0.2))"
        case 1: return writer.pick(["index", "footer 0", "table-header", "search-bar"])
        case 2: return writer.pick(focusRowWords.filter { $0 != "swipe-button" }) + " " + row
        case 3: return "\(writer.int(0...400)),\(writer.int(0...900))"
        case 4: return "swipe-button \(row) \(writer.int(0...2))"
        default: return row
        }
    }

    /// Completion after `vo focus`: the element words, the visible rows, `index` when it shows.
    static func completeElement(_ request: CompletionRequest, wordsBefore: Int) -> [String] {
        let position = request.words.count - wordsBefore
        if position == 0 {
            return request.rows() + ["header", "footer"] + (request.indexTitles().isEmpty ? [] : ["index"]) + focusRowWords
                + (request.tableView?.refreshControl?.isRefreshing == true ? ["refresh-control"] : [])
                + (request.tableView?.accessibilityOrder.hasSearchBar == true ? ["search-bar"] : [])
        }
        if position == 1, let word = request.words.last, focusRowWords.contains(word) { return request.rows() }
        if position == 1, request.words.last == "header" || request.words.last == "footer" { return request.sections() }
        return []
    }

    /// The `vo` command with no argument, declared from its word.
    private static func vo(
        _ word: String, _ command: VoiceOverCommand, summary: String, weight: Double = 1
    ) -> StatementDeclaration {
        StatementDeclaration(
            "vo " + word, .command, arguments: [], summary: summary, example: "vo " + word, fuzz: [.command(weight: weight)]
        ) { _ in .command(.vo(command)) }
    }

    /// VoiceOver: `voiceover on|off`, the `vo` family, app code for accessibility and `elements`.
    static let voiceOverDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "voiceover", .command, arguments: [.bool],
            summary: "Turns VoiceOver on (focus goes to the first element on screen, spoken; cell reuse stops) or off.",
            example: "voiceover on", fuzz: [.command(weight: 2)]
        ) { arguments in .command(.voiceOver(arguments.bool(0))) },
        vo("next", .next, summary: "One-finger swipe right: focus moves to the next element, scrolling it into view by UIKit's rule.", weight: 3),
        vo("previous", .previous, summary: "One-finger swipe left: focus moves to the previous element.", weight: 2),
        vo("first", .first, summary: "Four-finger tap near the top: focus moves to the first element in the order."),
        vo("last", .last, summary: "Four-finger tap near the bottom: focus moves to the last element in the order."),
        StatementDeclaration(
            "vo focus", .command,
            synopsis: "vo focus S.R | header S | footer S | index | more-info S.R | delete-control S.R | insert-control S.R | reorder-control S.R | delete-button S.R | swipe-button S.R N | refresh-control | search-bar | X,Y",
            summary: "Touch to explore: a finger on an element on screen moves focus there (spoken, no scroll); a point on no element does nothing.",
            example: "vo focus header 0",
            parse: { cursor throws(ScenarioError) in .command(.vo(.focus(try parseElement(&cursor, allowingPoint: true)))) },
            complete: { request in completeElement(request, wordsBefore: 2) },
            fuzzing: [.command(weight: 2) { writer in writer.emit("vo focus " + writeElement(writer)) }]),
        vo("activate", .activate, summary: "Double tap: the picked custom action, else a quick tap at the focused element's activation point.", weight: 2),
        vo("up", .up, summary: "One-finger swipe up: increments an adjustable element (the index: the previous title), else the previous custom action."),
        vo("down", .down, summary: "One-finger swipe down: decrements an adjustable element (the index: the next title), else the next custom action."),
        vo("actions", .actions, summary: "Speaks the focused element's custom actions, in order.", weight: 0.5),
        StatementDeclaration(
            "vo action", .command, synopsis: "vo action \"NAME\"",
            summary: "Performs the focused element's custom action with that name (a swipe action, More Info, Move up/down, the app's own).",
            example: "vo action \"Delete\"",
            parse: { cursor throws(ScenarioError) in
                .command(.vo(.action(try cursor.string("the custom action's name in quotes, such as \"Delete\""))))
            },
            complete: { request in
                request.words.count == 2 ? (request.tableView?.voiceOverFocusedActionNames ?? []).map(\.traceDescription) : []
            },
            fuzzing: [
                .command(weight: 1) { writer in
                    writer.emit("vo action " + writer.pick(["\"Delete\"", "\"More Info\"", "\"Move up\"", "\"Move down\"", writer.title()]))
                }
            ]),
        StatementDeclaration(
            "vo scroll", .command, arguments: [.choice(["up", "down"], noun: "scroll direction")],
            summary: "Three-finger swipe: an animated page toward earlier (up) or later (down) rows, then the status (\"Rows X to Y of Z\") and focus on the first element on screen.",
            example: "vo scroll down", fuzz: [.command(weight: 1)]
        ) { arguments in .command(.vo(.scroll(arguments.word(0) == "up" ? .up : .down))) },
        vo("escape", .escape, summary: "Two-finger Z: closes a row's Delete confirmation or swipe buttons, else the boundary sound.", weight: 0.5),
        vo("magic-tap", .magicTap, summary: "Two-finger double tap: the app's magic tap (nothing when it has none).", weight: 0.25),
        vo("long-press", .longPress, summary: "Double tap and hold: a touch held for the long-press duration at the focused element's activation point; a row with a context menu opens it, and VoiceOver's cursor moves onto the menu's first line (vo next/previous step through its lines, vo activate chooses, vo escape dismisses).", weight: 0.25),
        StatementDeclaration(
            "announce", .command, arguments: [.string(placeholder: "\"TEXT\"", what: "the announcement in quotes, such as \"Saved\"")],
            summary: "App code: posts UIAccessibility's announcement notification; VoiceOver speaks it.",
            example: "announce \"Saved\"", fuzz: [.appCode(weight: 0.5)]
        ) { arguments in .command(.announce(arguments.string(0))) },
        StatementDeclaration(
            "post", .command,
            arguments: [.choice(AccessibilityNotificationKind.allCases.map(\.rawValue), noun: "notification"), .optional(.indexPath(.appCode))],
            summary: "App code: posts .layoutChanged or .screenChanged, naming a row for VoiceOver to focus (or none).",
            example: "post layout-changed 0.2", fuzz: [.appCode(weight: 0.5)]
        ) { arguments in
            .command(.post(AccessibilityNotificationKind(rawValue: arguments.word(0)) ?? .layoutChanged, arguments.optionalIndexPath(1)))
        },
        StatementDeclaration(
            "elements", .command, arguments: [],
            summary: "Lists VoiceOver's elements in order with what each says, its frame and its custom actions (for a huge table, what is on screen).",
            example: "elements", fuzz: [.command(weight: 0.25)]
        ) { _ in .command(.elements) },
    ]
}
