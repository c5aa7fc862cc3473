import TableSim

// The display settings in the scenario language (the assistive-tech reference section 5; the manual's
// DisplaySettings page): `setting NAME on|off` and the table option `settings-change=`.

/// What the declared app does with the display settings' status notifications
/// (`settings-change=` on the `table` line).
package enum SettingsChangeHandling: String, Hashable, Sendable, CaseIterable {
    /// It observes none of them: no trace line.
    case ignore
    /// It observes them all and does nothing more: each notification's line.
    case observe
    /// It observes them and calls `reloadData()`: the line, then the reload's trace.
    case reload
}

extension Grammar {
    /// The settings' names, as `setting` takes them and completion offers them.
    static let settingNames = DisplaySetting.allCases.map(\.rawValue)

    /// What a setting may be written as, for errors.
    static let settingExpected = "a display setting: " + settingNames.joined(separator: ", ")

    /// Reads a setting's name.
    static func parseSetting(_ cursor: inout Cursor) throws(ScenarioError) -> DisplaySetting {
        let word = try cursor.word(settingExpected)
        guard let setting = DisplaySetting(rawValue: word) else {
            throw cursor.error(
                "unknown setting '\(word)'\(Suggestions.didYouMean(word, among: settingNames)); expected \(settingExpected)",
                back: 1)
        }
        return setting
    }

    /// Display settings: `setting NAME on|off`, before the table appears or while it is shown.
    static let settingsDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "setting", .setup,
            synopsis: "setting bold-text|reduce-motion|increase-contrast|differentiate-without-color|button-shapes|invert-colors|reduce-transparency|on-off-labels on|off",
            summary: "A display setting of Settings › Accessibility (all off by default). Before the table appears it is what the table shows with; after, the change while shown: the app's notification line (settings-change=observe|reload on the table), a reload if the app does one, and for bold-text the rows on screen measured again as on a text-size change (text 5% wider, so labels wrap sooner). increase-contrast and on-off-labels show in snapshots; the others only set their flag.",
            example: "setting bold-text on",
            parse: { cursor throws(ScenarioError) in
                let setting = try parseSetting(&cursor)
                guard let token = cursor.next() else { throw cursor.error("expected on or off after '\(setting.rawValue)'") }
                return .setup(.setting(setting, try cursor.bool(token)))
            },
            complete: { request in
                switch request.words.count {
                case 1: settingNames
                case 2: ["on", "off"]
                default: []
                }
            },
            fuzzing: [
                .setup { writer in writer.emit("setting " + writer.pick(settingNames) + " " + writer.bool()) },
                // After the table appeared, a `setting` line is the change while shown: a command.
                .command(weight: 0.5) { writer in writer.emit("setting " + writer.pick(settingNames) + " " + writer.bool()) },
            ])
    ]

    /// The display-settings option of a `table` line.
    static let settingsTableOptions: [OptionDeclaration<TableOptions>] = [
        .choice("settings-change") { $0.settingsChange = $1 }
    ]
}

extension ScenarioEngine {
    /// Gives a new simulator the settings the scenario set before the table appeared (silently: the
    /// table has not loaded), and makes the app an observer when `settings-change=` says so.
    func configureDisplaySettings(_ simulator: Simulator, app: some DisplaySettingsObserving) {
        if setup.options.settingsChange != .ignore { simulator.addDisplaySettingsObserver(app) }
        simulator.displaySettings = setup.displaySettings
    }
}

extension ScenarioEngine {
    /// `expect setting NAME`'s actual value: `on` or `off`, or `unknown` for a name that is no setting.
    func settingWord(_ name: String?) -> String {
        guard let setting = name.flatMap(DisplaySetting.init(rawValue:)) else { return "unknown" }
        return (simulator?.displaySettings ?? setup.displaySettings)[setting] ? "on" : "off"
    }
}

extension DeclaredApp: DisplaySettingsObserving {}
