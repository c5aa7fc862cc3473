import TableSim

// The hardware keyboard in the scenario language: the UIKit focus system (iPad) and Full Keyboard
// Access (FullKeyboardAccess.md). `expect key-focus` is in Expectations.swift.

extension Grammar {
    /// The table options of the focus system: the table's properties and what the delegate prefers.
    static let keyboardFocusTableOptions: [OptionDeclaration<TableOptions>] = [
        .bool("allows-focus") { $0.allowsFocus = $1 },
        .bool("selection-follows-focus") { $0.selectionFollowsFocus = $1 },
        .bool("remembers-focus") { $0.remembersFocus = $1 },
        OptionDeclaration(
            "preferred-focus", suggestions: ["nil"], write: { writer in writer.indexPath(allowingEnd: false, wild: 0.2) }
        ) { options, value, cursor throws(ScenarioError) in
            switch try cursor.redirect(value) {
            case .other(let row): options.preferredFocus = row
            case .none, .same: options.preferredFocus = nil
            }
        },
    ]

    /// `hardware-keyboard on|off`, `full-keyboard-access on|off`, `key KEY`.
    static let keyDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "hardware-keyboard", .command, arguments: [.bool],
            summary: "Connects (on) or disconnects a hardware keyboard. On an iPad screen the UIKit focus system then answers 'key' (arrows move a focus over rows, Return selects); on an iPhone keys need full-keyboard-access on.",
            example: "hardware-keyboard on", fuzz: [.command(weight: 0.5)]
        ) { arguments in .command(.hardwareKeyboard(arguments.bool(0))) },
        StatementDeclaration(
            "full-keyboard-access", .command, arguments: [.bool],
            summary: "Turns Settings › Accessibility › Keyboards › Full Keyboard Access on (off by default): 'key' then walks VoiceOver's elements, focus starting on the first element on screen (an 'FKA:' line).",
            example: "full-keyboard-access on", fuzz: [.command(weight: 0.5)]
        ) { arguments in .command(.fullKeyboardAccess(arguments.bool(0))) },
        StatementDeclaration(
            "key", .command,
            synopsis: "key " + KeyboardKey.allCases.map(\.rawValue).joined(separator: "|") + " | key \"cmd+f\"",
            summary: "Presses a key. Focus system: up/down move the focus a row (canFocusRowAt, shouldUpdateFocusIn, the scroll, didUpdateFocusIn), tab brings focus into the table, return selects. Full Keyboard Access: tab/down next element, shift-tab/up previous, space activates, tab-z opens the actions menu (then up/down, space, escape), tab-m holds the row for its context menu (then up/down step its lines, space chooses, escape dismisses). A quoted key with modifiers (\"cmd+f\") performs the controller's key command for it (key-command), which wins over the system only with priority=on.",
            example: "key down",
            parse: { cursor throws(ScenarioError) in
                // Hardware keyboard commands: a quoted key with modifiers.
                if let token = cursor.peek(), token.kind == .string {
                    return .command(.controllerFeature(.keyCombination(try parseKeyCombination(&cursor))))
                }
                let argument = StatementArgument.choice(KeyboardKey.allCases.map(\.rawValue), noun: "key")
                guard case .word(let word) = try argument.parse(&cursor) else { preconditionFailure("a key is a word") }
                return .command(.key(KeyboardKey(rawValue: word) ?? .down))
            },
            complete: { request in request.words.count == 1 ? KeyboardKey.allCases.map(\.rawValue) + ["\"cmd+"] : [] },
            fuzzing: [
                .command(weight: 2) { writer in writer.emit("key " + writer.pick(KeyboardKey.allCases.map(\.rawValue))) },
                .command(weight: 0.3) { writer in writer.emit("key \"" + writer.pick(["cmd+f", "cmd+n", "up", "shift+cmd+r", "bogus+x"]) + "\"") },
            ]),
    ]
}

extension ScenarioEngine {
    /// The focus system's table properties from the `table` line.
    func configureFocus(_ tableView: TableView) {
        let options = setup.options
        if let allowsFocus = options.allowsFocus { tableView.allowsFocus = allowsFocus }
        tableView.selectionFollowsFocus = options.selectionFollowsFocus
        tableView.remembersLastFocusedIndexPath = options.remembersFocus
    }

    /// The keyboard commands; the keyboard's refusals become the command's error, in the language's words.
    func keyboardFocus(_ command: ScenarioCommand, on simulator: Simulator) throws {
        let keyboard = simulator.hardwareKeyboard
        switch command {
        case .hardwareKeyboard(let on):
            if on { keyboard.connect() } else { keyboard.disconnect() }
        case .fullKeyboardAccess(let on):
            if on { keyboard.turnOnFullKeyboardAccess() } else { keyboard.turnOffFullKeyboardAccess() }
        case .key(let key):
            do {
                try keyboard.press(key)
            } catch {
                switch error {
                case .noKeyboard:
                    throw CommandError("no keyboard answers keys; 'hardware-keyboard on' (on an iPad screen) or 'full-keyboard-access on' first")
                case .noFocusSystem:
                    throw CommandError("the UIKit focus system runs on iPadOS only; use an iPad screen (screen \"iPad\") or 'full-keyboard-access on'")
                }
            }
        default:
            preconditionFailure("not a keyboard command")
        }
    }
}
