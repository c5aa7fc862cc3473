import TableSim
import TableSimExploring
import TableSimScenario

// The assistive technologies in an exploring walk (`--assistive`): Full Keyboard Access, Voice
// Control and Switch Control steps, drawn only when `ExploreOptions.assistiveTechnologies` is on so
// that a walk without it draws the same random numbers as before, and the `assistive-reach` property.

/// What Voice Control hears in a walk: a command aimed at what is on screen.
package enum VoiceControlUtterance: Hashable, Sendable {
    /// `"Tap NAME"`: the name of a row on screen.
    case tap(String)
    /// `"Tap N"`: the number "Show numbers" gives an element on screen.
    case tapNumber(Int)
    /// `"Swipe left|right on NAME"`.
    case swipe(SwipeDirection, String)
    /// `"Show numbers"`.
    case showNumbers
    /// `"Scroll up|down"`.
    case scroll(up: Bool)
    /// `"Long press NAME"`: drawn only on tables with context menus.
    case longPress(String)

    /// What is said.
    package var text: String {
        switch self {
        case .tap(let name): "Tap \(name)"
        case .tapNumber(let number): "Tap \(number)"
        case .swipe(let direction, let name): "Swipe \(direction.rawValue) on \(name)"
        case .showNumbers: "Show numbers"
        case .scroll(let up): up ? "Scroll up" : "Scroll down"
        case .longPress(let name): "Long press \(name)"
        }
    }

    /// The family the reach summary counts it under.
    package var family: String {
        switch self {
        case .tap: "voice-control tap"
        case .tapNumber: "voice-control tap number"
        case .swipe: "voice-control swipe"
        case .showNumbers: "voice-control show numbers"
        case .scroll: "voice-control scroll"
        case .longPress: "voice-control long press"
        }
    }
}

extension ExploreAction {
    /// The families of the assistive technologies' steps, reached only with `--assistive`.
    package static let assistiveFamilies: [String] = [
        "hardware-keyboard", "full-keyboard-access", "key",
        "voice-control tap", "voice-control tap number", "voice-control swipe", "voice-control show numbers",
        "voice-control scroll",
        "switch-control", "switch-control next", "switch-control select", "switch-control menu",
    ]

    /// The families a walk with these options can take: ``families``, and with the assistive
    /// technologies ``assistiveFamilies`` after them.
    package static func families(assistive: Bool) -> [String] {
        assistive ? families + assistiveFamilies : families
    }

    /// The scenario line of an assistive technology's step; nil for the other steps.
    var assistiveLine: String? {
        switch self {
        case .hardwareKeyboard(let on): "hardware-keyboard \(on ? "on" : "off")"
        case .fullKeyboardAccess(let on): "full-keyboard-access \(on ? "on" : "off")"
        case .key(let key): "key \(key.rawValue)"
        case .voiceControl(let utterance): "voice-control \(ScenarioWords.quoted(utterance.text))"
        case .switchControl(let command):
            switch command {
            case .turn(let on): "switch-control \(on ? "on" : "off")"
            case .next: "switch-control next"
            case .select: "switch-control select"
            case .menu(let name): "switch-control menu \(ScenarioWords.quoted(name))"
            case .groupItems(let on): "switch-control group-items \(on ? "on" : "off")"
            case .longPressItem(let on): "switch-control long-press \(on ? "on" : "off")"
            }
        default: nil
        }
    }

    /// The family of an assistive technology's step; nil for the other steps.
    var assistiveFamily: String? {
        switch self {
        case .hardwareKeyboard: "hardware-keyboard"
        case .fullKeyboardAccess: "full-keyboard-access"
        case .key: "key"
        case .voiceControl(let utterance): utterance.family
        case .switchControl(let command):
            switch command {
            case .turn, .groupItems, .longPressItem: "switch-control"
            case .next: "switch-control next"
            case .select: "switch-control select"
            case .menu: "switch-control menu"
            }
        default: nil
        }
    }

    /// Simpler versions of an assistive step for shrinking: a lower number ("Tap 1"), a plain tap
    /// instead of a swipe on the same name, Space instead of another key.
    ///
    /// Choice: Voice Control names a row by what it is called on screen, not by its index path, so its
    /// steps name no rows for ``rowsAimedAt`` and ``replacing(_:with:)`` (moving the path to an earlier
    /// row cannot rename what is said without the table); shrinking drops or simplifies them instead.
    var assistiveSimpler: [ExploreAction] {
        switch self {
        case .voiceControl(.tapNumber(let number)): number > 1 ? [.voiceControl(.tapNumber(1))] : []
        case .voiceControl(.swipe(_, let name)): [.voiceControl(.tap(name))]
        case .key(let key): key == .space || key == .tab ? [] : [.key(.tab)]
        default: []
        }
    }
}

/// The assistive technologies' steps of a walk, aimed at what is on screen, drawn from the walk's random numbers.
enum AssistiveSteps {
    /// The keys the walk presses (Full Keyboard Access's, and the focus system's Return).
    static let keys: [KeyboardKey] = [.tab, .tab, .shiftTab, .down, .down, .up, .space, .space, .return, .escape, .tabZ]

    /// Whether the table's delegate gives context menus, where the walk also holds rows.
    static func offersMenus(_ simulator: Simulator) -> Bool {
        simulator.tableView.appResponds(to: .contextMenuConfigurationForRowAt)
    }

    /// How likely the walk's next step is an assistive one: more so while Switch Control is in the
    /// middle of something (inside a group, its menu open), which the user finishes.
    static func share(_ simulator: Simulator) -> Double {
        let scanner = simulator.switchControl
        return scanner.menuItems != nil || scanner.scannedGroup != nil ? 0.8 : 0.3
    }

    /// One step of Full Keyboard Access, Voice Control or Switch Control.
    static func next(_ simulator: Simulator, _ random: inout FuzzRandom) -> ExploreAction {
        let keyboard = simulator.hardwareKeyboard
        let targets = simulator.voiceControl.targets
        let named = targets.filter { $0.element.indexPath != nil && $0.name != nil }
        let scanner = simulator.switchControl
        // An open scanner menu is answered from its own items half the time, as a user picks from it.
        if let items = scanner.menuItems, !items.isEmpty, random.chance(0.5) { return .switchControl(.menu(random.pick(items))) }
        // Inside a group the scanner's next select opens an element's menu: a user goes on scanning.
        if scanner.scannedGroup != nil, random.chance(0.5) { return .switchControl(random.chance(0.6) ? .select : .next) }
        switch random.int(0...99) {
        case 0..<3: return .hardwareKeyboard(!keyboard.isConnected || random.chance(0.3))
        case 3..<9: return .fullKeyboardAccess(!keyboard.isFullKeyboardAccessOn || random.chance(0.2))
        // Tab-M only on a table with menus (Switch Control's Long Press comes with its menu's items there).
        case 9..<32: return .key(random.pick(offersMenus(simulator) ? keys + [.tabM] : keys))
        case 32..<42: if !named.isEmpty, let name = random.pick(named).name { return .voiceControl(.tap(name)) }
        case 42..<46: if !targets.isEmpty { return .voiceControl(.tapNumber(random.int(1...targets.count))) }
        case 46..<51:
            if !named.isEmpty, let name = random.pick(named).name {
                return .voiceControl(.swipe(random.chance(0.8) ? .left : .right, name))
            }
        case 51..<54: return .voiceControl(.showNumbers)
        // Only on a table with menus, so elsewhere the walk draws what it drew before.
        case 54 where offersMenus(simulator) && !named.isEmpty:
            if let name = random.pick(named).name { return .voiceControl(.longPress(name)) }
        case 54..<59: return .voiceControl(.scroll(up: random.chance(0.4)))
        // Long Press on the scanner's menu only on a table with menus, as above.
        case 59 where offersMenus(simulator) && !scanner.menuHasLongPress: return .switchControl(.longPressItem(true))
        case 59..<64: return .switchControl(.turn(!scanner.isRunning || random.chance(0.2)))
        case 64..<80: return .switchControl(.next)
        case 80..<90: return .switchControl(.select)
        default:
            if let items = scanner.menuItems, !items.isEmpty { return .switchControl(.menu(random.pick(items))) }
            return .switchControl(.select)
        }
        return .voiceControl(.showNumbers)
    }
}

/// The `assistive-reach` property a walk with the assistive technologies checks after every step.
///
/// Every row on screen keeps what a finger can do on it reachable by VoiceOver, Full Keyboard Access,
/// Voice Control and Switch Control: the audit finds neither `tablesim.unreachable` nor
/// `tablesim.swipeActionsHidden` on it.
///
/// Choice: a row whose own declaration hides it from the technologies (`elements-hidden=on` or
/// `element=off` on its `row` line, or on the row a `model` command made from it) is left out: the table
/// was declared so from the start, and the audit reports it without any walk. The property is about
/// what the walk does to rows declared reachable. alt: comparing with the audit right after `appear`,
/// which sees only the rows on screen then.
package enum AssistiveReach {
    /// The property's name, as a failure names it.
    package static let name = "assistive-reach"
    /// What the property says.
    package static let meaning = "every row on screen keeps its actions reachable by VoiceOver, Full Keyboard Access, Voice Control and Switch Control"

    /// What is wrong, or nil: the first finding of the two audits on a row on screen that `exempt` does not leave out.
    package static func problem(on simulator: Simulator, exempt: (IndexPath) -> Bool) -> String? {
        for issue in simulator.performAccessibilityAudit(for: [.tableSimUnreachable, .tableSimSwipeActionsHidden]) {
            if let row = issue.element.id.indexPath, exempt(row) { continue }
            return "property \(name) does not hold (\(meaning)): \(issue.auditType) on \(issue.elementName): \(issue.detailedDescription)"
        }
        return nil
    }

    /// The property on the engine's table, leaving out the rows its declarations hide; nil once the app crashed.
    package static func problem(in engine: ScenarioEngine) -> String? {
        guard let simulator = engine.simulator, engine.crashLocation == nil else { return nil }
        let data = engine.data
        return problem(on: simulator) { row in
            guard row.section < data.count, row.row < data[row.section].rows.count else { return false }
            let options = data[row.section].rows[row.row].options
            return options.elementsHidden || !options.isAccessibilityElement
        }
    }
}
