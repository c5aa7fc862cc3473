import TableSim

// Issue 23's second half in the scenario language: prefetching, pull to refresh, search and
// hardware keyboard commands (the manual's PrefetchRefreshKeysBehaviour article).

/// What the declared app sets up for the controller features (prefetching, pull to refresh, key commands), from the `table` line and
/// `key-command` lines.
package struct ControllerFeatures: Hashable, Sendable {
    // MARK: Prefetching
    /// Whether the app is the table's `prefetchDataSource` (`prefetch=on`; off by default).
    package var prefetch = false
    // MARK: Pull to refresh
    /// Whether the table has a refresh control (`refresh=on`; off by default).
    package var refresh = false
    // MARK: Hardware keyboard commands
    /// The controller's key commands, in the order declared.
    package var keyCommands: [KeyCommandDeclaration] = []
    package init() {}
}

/// A `key-command "cmd+f" ["Title"] [priority=on]` line: one of the controller's `keyCommands`.
package struct KeyCommandDeclaration: Hashable, Sendable {
    package var combination: KeyCombination
    package var title: String?
    package var priority = false
}

/// Issue 23's commands.
package enum ControllerFeatureCommand: Hashable, Sendable {
    /// `pull-to-refresh`: a finger pulls the content down from the top past the refresh threshold and lifts.
    case pullToRefresh
    /// `refresh begin|end`: app code, `beginRefreshing()` or `endRefreshing()`.
    case refresh(begin: Bool)
    /// `key "cmd+f"`: a key with modifiers, a key command's or the system's.
    case keyCombination(KeyCombination)
}

extension Grammar {
    /// The `table` options of the controller features.
    static let controllerFeatureOptions: [OptionDeclaration<TableOptions>] = [
        .bool("prefetch") { $0.controllerFeatures.prefetch = $1 },
        .bool("refresh") { $0.controllerFeatures.refresh = $1 },
    ]

    /// `pull-to-refresh`, `refresh begin|end`, `key-command`.
    static let controllerFeatureDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "pull-to-refresh", .command, arguments: [],
            summary: "A finger pulls the content down from its top and lifts: past 120 pt the table's refresh control (refresh=on) begins refreshing while the finger is down (the inset grows 60 pt, then UIControl.Event.valueChanged); wait to see the content settle.",
            example: "pull-to-refresh", fuzz: [.command(weight: 0.3)]
        ) { _ in .command(.controllerFeature(.pullToRefresh)) },
        StatementDeclaration(
            "refresh", .command, arguments: [.choice(["begin", "end"], noun: "refresh step")],
            summary: "App code: the refresh control's beginRefreshing() (no valueChanged) or endRefreshing(); content resting at its top follows the inset.",
            example: "refresh end", fuzz: [.command(weight: 0.3)]
        ) { arguments in .command(.controllerFeature(.refresh(begin: arguments.word(0) == "begin"))) },
        StatementDeclaration(
            "key-command", .setup,
            synopsis: "key-command \"cmd+f\" [\"Title\"] [priority=on]",
            summary: "The controller's keyCommands gain a UIKeyCommand for the key and modifiers (cmd, shift, alt, ctrl joined by +); 'key \"cmd+f\"' performs it. priority=on is wantsPriorityOverSystemBehavior.",
            example: "key-command \"cmd+f\" \"Find\"",
            parse: { cursor throws(ScenarioError) in .setup(.keyCommand(try parseKeyCommand(&cursor))) },
            complete: { request in request.words.count >= 2 ? request.options(keyCommandOptions) : [] },
            fuzzing: [
                .setup { writer in
                    writer.emit("key-command \"" + writer.pick(["cmd+f", "cmd+n", "shift+cmd+r", "up", "escape", "cmd+"]) + "\""
                        + (writer.chance(0.5) ? " " + writer.title() : "") + (writer.chance(0.3) ? " priority=on" : ""))
                }
            ]),
    ]

    /// The options of a `key-command` line.
    static let keyCommandOptions: [OptionDeclaration<KeyCommandDeclaration>] = [
        .bool("priority") { $0.priority = $1 }
    ]

    /// Reads `"cmd+f" ["Title"] [priority=on]`.
    static func parseKeyCommand(_ cursor: inout Cursor) throws(ScenarioError) -> KeyCommandDeclaration {
        let combination = try parseKeyCombination(&cursor)
        var declaration = KeyCommandDeclaration(combination: combination)
        if let token = cursor.peek(), token.kind == .string {
            declaration.title = try cursor.string("a title")
        }
        try cursor.options(keyCommandOptions, into: &declaration)
        return declaration
    }

    /// Reads a quoted key combination such as `"cmd+f"`.
    static func parseKeyCombination(_ cursor: inout Cursor) throws(ScenarioError) -> KeyCombination {
        let text = try cursor.string("a key such as \"cmd+f\"")
        guard let combination = KeyCombination(parsing: text) else {
            throw cursor.error(
                "unknown key '\(text)'; expected a key with modifiers cmd, shift, alt or ctrl joined by +, such as \"cmd+f\"",
                back: 1)
        }
        return combination
    }
}

extension ScenarioEngine {
    /// Sets the table up for the controller features (prefetching, pull to refresh, key commands) as the `table` line says.
    func configureControllerFeatures(_ tableView: TableView, app: DeclaredApp) {
        let options = setup.options.controllerFeatures
        if options.prefetch { tableView.prefetchDataSource = app }
        if options.refresh { tableView.refreshControl = RefreshControl() }
    }

    /// The declared controller's key commands: each performs nothing but its trace line.
    func installKeyCommands(on simulator: Simulator) {
        let declared = setup.options.controllerFeatures.keyCommands.map { declaration in
            KeyCommand(
                declaration.combination, title: declaration.title, wantsPriorityOverSystemBehavior: declaration.priority
            ) {}
        }
        if !declared.isEmpty { simulator.keyCommandSource = { declared } }
    }

    /// Runs a command of the controller features (pull to refresh, a key combination).
    func performControllerFeature(_ command: ControllerFeatureCommand, on simulator: Simulator) throws {
        let tableView = simulator.tableView
        switch command {
        case .pullToRefresh:
            guard tableView.refreshControl != nil else {
                throw CommandError("the table has no refresh control; declare it with 'table … refresh=on'")
            }
            try simulator.pullToRefresh()
        case .refresh(let begin):
            guard let control = tableView.refreshControl else {
                throw CommandError("the table has no refresh control; declare it with 'table … refresh=on'")
            }
            if begin { control.beginRefreshing() } else { control.endRefreshing() }
        case .keyCombination(let combination):
            do {
                try simulator.hardwareKeyboard.press(combination)
            } catch {
                throw CommandError("no keyboard answers keys; 'hardware-keyboard on' first")
            }
        }
    }
}

// MARK: Prefetching

/// The declared app prefetches nothing itself: the table's calls are its trace.
extension DeclaredApp: TableViewDataSourcePrefetching {
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
