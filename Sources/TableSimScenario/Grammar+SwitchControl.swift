import TableSim

// Switch Control in the scenario language (SwitchControlBehaviour.md): `switch-control on|off`,
// `switch-control next`, `switch-control select`, `switch-control menu "NAME"`,
// `switch-control group-items on|off`. `expect switch-control` is in Expectations.swift.

/// One input of Switch Control's scanner.
package enum SwitchControlCommand: Hashable, Sendable {
    /// `switch-control on|off`: the accessibility setting.
    case turn(Bool)
    /// `switch-control next`: the "Move to next item" switch.
    case next
    /// `switch-control select`: the "Select item" switch.
    case select
    /// `switch-control menu "NAME"`: a scanner menu item chosen by its name.
    case menu(String)
    /// `switch-control group-items on|off`: the Group Items setting.
    case groupItems(Bool)
    /// `switch-control long-press on|off`: Long Press among the scanner menu's items.
    case longPressItem(Bool)
}

extension Grammar {
    /// The menu items the fuzz generator chooses, some of which a given menu does not show.
    static let switchControlMenuItems = ["Tap", "Scroll Down", "Scroll Up", "Actions", "Escape", "Delete", "More Info", "Gestures", "Long Press"]

    /// `switch-control …`.
    static let switchControlDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "switch-control", .command, synopsis: "switch-control on|off",
            summary: "Turns Settings › Accessibility › Switch Control on (off by default): the scanner highlights the first item on screen (a 'Switch Control:' line); an app observing its status notification hears it.",
            example: "switch-control on",
            parse: { cursor throws(ScenarioError) in
                guard let token = cursor.next() else {
                    throw cursor.error("expected on, off, next, select, menu or group-items")
                }
                return .command(.switchControl(.turn(try cursor.bool(token))))
            },
            complete: { request in request.words.count == 1 ? ["on", "off", "next", "select", "menu", "group-items", "long-press"] : [] },
            // Mostly on, so that the scanner's other inputs find it running.
            fuzzing: [.command(weight: 3) { writer in writer.emit("switch-control " + (writer.chance(0.7) ? "on" : writer.bool())) }]),
        StatementDeclaration(
            "switch-control next", .command, arguments: [],
            summary: "The 'Move to next item' switch: the next group or element on screen (or the next menu item while the menu is open, or the next line of an open context menu, then the screen outside it), starting over after the last.",
            example: "switch-control next", fuzz: [.command(weight: 2)]
        ) { _ in .command(.switchControl(.next)) },
        StatementDeclaration(
            "switch-control select", .command, arguments: [],
            summary: "The 'Select item' switch: into the highlighted group, back out of it, the scanner menu of the highlighted element (Tap, Scroll Up/Down, Actions, Escape), or the highlighted menu item; on an open context menu, touches the highlighted line (outside it, dismisses the menu).",
            example: "switch-control select", fuzz: [.command(weight: 1.5)]
        ) { _ in .command(.switchControl(.select)) },
        StatementDeclaration(
            "switch-control menu", .command, synopsis: "switch-control menu \"NAME\"",
            summary: "Chooses an item of the open scanner menu by name: \"Tap\" (the trace of tap), \"Scroll Down\", \"Scroll Up\" (a page, as VoiceOver's, without the status), \"Actions\" (lists the custom actions), an action's name (as VoiceOver performs it), \"Escape\", \"Long Press\" (on a row of a table with context menus: a finger's long press, then the highlight steps through the menu's lines).",
            example: "switch-control menu \"Tap\"",
            parse: { cursor throws(ScenarioError) in
                .command(.switchControl(.menu(try cursor.string("the menu item's name in quotes, such as \"Tap\""))))
            },
            complete: { request in
                guard request.words.count == 2 else { return [] }
                let shown = request.tableView?.switchControlMenuNames ?? ["Tap", "Scroll Down", "Scroll Up", "Actions", "Escape"]
                return shown.map(\.traceDescription)
            },
            fuzzing: [.command(weight: 1) { writer in writer.emit("switch-control menu " + writer.pick(switchControlMenuItems).traceDescription) }]),
        StatementDeclaration(
            "switch-control group-items", .command, arguments: [.bool],
            summary: "Turns Switch Control's Group Items on (the default: a section's elements on screen are first offered as one group) or off (element by element); the scan starts over.",
            example: "switch-control group-items off", fuzz: [.command(weight: 0.25)]
        ) { arguments in .command(.switchControl(.groupItems(arguments.bool(0)))) },
        StatementDeclaration(
            "switch-control long-press", .command, arguments: [.bool],
            summary: "Puts Long Press among the scanner menu's items (Settings › Switch Control › Menu Items; off by default) or takes it off: on a row of a table with context menus it holds the row as a finger does, and the highlight then steps through the menu's lines.",
            example: "switch-control long-press on", fuzz: [.command(weight: 0.25)]
        ) { arguments in .command(.switchControl(.longPressItem(arguments.bool(0)))) },
    ]
}

extension ScenarioEngine {
    /// Carries out a `switch-control` command.
    func switchControl(_ command: SwitchControlCommand, on simulator: Simulator) throws {
        let scanner = simulator.switchControl
        do {
            switch command {
            case .turn(let on): if on { scanner.turnOn() } else { scanner.turnOff() }
            case .groupItems(let on): scanner.setGroupsItems(on)
            case .longPressItem(let on): scanner.setMenuHasLongPress(on)
            case .next: try scanner.next()
            case .select: try scanner.select()
            case .menu(let name): try scanner.choose(name)
            }
        } catch {
            switch error {
            case .notRunning: throw CommandError("Switch Control is off; 'switch-control on' first")
            case .noMenu: throw CommandError("no scanner menu is open; 'switch-control select' on an element opens it")
            case .noSuchMenuItem: throw CommandError(error.description)
            }
        }
    }
}
