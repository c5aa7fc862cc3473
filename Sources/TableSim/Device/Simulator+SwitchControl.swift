/// An app object observing `switchControlStatusDidChangeNotification`, held weakly as NotificationCenter does.
struct WeakSwitchControlObserver {
    weak var observer: (any SwitchControlStatusObserving)?
}

/// App code observing `UIAccessibility.switchControlStatusDidChangeNotification` (a `NotificationCenter`
/// observer), registered with ``Simulator/addSwitchControlStatusObserver(_:)``.
package protocol SwitchControlStatusObserving: AnyObject {
    /// The notification arrived; `UIAccessibility.isSwitchControlRunning` is already the new value.
    func switchControlStatusDidChange(isSwitchControlRunning: Bool)
}

/// Switch Control on a simulated device, in item mode with two switches ("Move to next item" and
/// "Select item"): the same verbs as the scenario language's `switch-control` commands
/// (SwitchControlBehaviour.md).
///
/// The scanner highlights the elements on screen that respond to user interaction, in VoiceOver's
/// order, a section's elements first offered as one group; Select on an element opens the scanner
/// menu, whose Tap is a quick tap through the touch path (the trace of `tap`), whose actions are
/// VoiceOver's custom actions and whose Scroll Up/Down is VoiceOver's page scroll without its spoken
/// status. Every verb runs to its end on the virtual clock before it returns. Switch Control is off
/// until a test turns it on, as on a new device; a verb other than ``turnOn()`` then throws
/// ``SwitchControlError/notRunning``.
public struct SwitchControl {
    /// The device Switch Control runs on.
    public let simulator: Simulator

    /// Whether Switch Control runs (`UIAccessibility.isSwitchControlRunning`).
    public var isRunning: Bool { simulator.switchControlMachine.isRunning }
    /// Whether Group Items is on: a section's elements are first offered as one group (on by default).
    public var groupsItems: Bool { simulator.switchControlMachine.groupsItems }
    /// What the scanner highlights, or nil.
    public var highlighted: SwitchControlItem? { simulator.switchControlMachine.highlighted }
    /// The section whose group the scanner is inside, or nil at the screen's level.
    public var scannedGroup: Int? { simulator.switchControlMachine.insideGroup }
    /// The names the open scanner menu shows, or nil while it is closed.
    public var menuItems: [String]? { simulator.switchControlMachine.menu?.entries.map(\.name) }
    /// The menu item the scanner highlights, or nil while the menu is closed.
    public var highlightedMenuItem: String? {
        simulator.switchControlMachine.menu.map { $0.entries[$0.highlighted].name }
    }
    /// What the scanner can highlight now, at the level it scans, in order.
    public var items: [SwitchControlItem] { simulator.switchControlMachine.items(of: simulator.switchControlScreen()) }

    /// Turns Switch Control on: the first item on screen is highlighted, shown.
    /// With a context menu open, the highlight then goes to its first line.
    public func turnOn() {
        let wasRunning = isRunning
        simulator.runSwitchControl { [simulator] in $0.setRunning(true, screen: simulator.switchControlScreen()) }
        if !wasRunning, simulator.contextMenu != nil { simulator.menuCursorsOpened() }
    }
    /// Turns Switch Control off: the highlight and menu go.
    public func turnOff() {
        simulator.switchControlMenuLine = nil
        simulator.runSwitchControl { $0.setRunning(false, screen: .init(groups: [])) }
    }
    /// Turns Group Items on or off; the scan starts over at the first item on screen.
    public func setGroupsItems(_ on: Bool) {
        simulator.runSwitchControl { [simulator] in $0.setGroupsItems(on, screen: simulator.switchControlScreen()) }
    }
    /// Whether Long Press is among the scanner menu's items (Settings › Switch Control › Menu Items;
    /// off by default): on a row of a table whose delegate gives context menus, it holds the row.
    public var menuHasLongPress: Bool { simulator.switchControlMachine.menuHasLongPress }
    /// Puts Long Press on the scanner menu (or takes it off), from the next menu that opens.
    public func setMenuHasLongPress(_ on: Bool) { simulator.switchControlMachine.setMenuHasLongPress(on) }

    /// The line of an open context menu the scanner highlights (one past the last: the screen outside
    /// the menu), or nil.
    public var contextMenuLine: Int? { simulator.switchControlMenuLine }

    /// The "Move to next item" switch: the next item (or menu item, or context menu line), starting
    /// over after the last.
    public func next() throws(SwitchControlError) {
        if isRunning, simulator.switchControlMenuLine != nil { return simulator.switchControlMenuNext() }
        try simulator.runSwitchControl { [simulator] machine throws(SwitchControlError) in try machine.next(on: simulator.switchControlScreen()) }
    }
    /// The "Select item" switch: into a group, out of it, the menu of an element, the highlighted
    /// menu item, or the highlighted line of an open context menu.
    public func select() throws(SwitchControlError) {
        if isRunning, simulator.switchControlMenuLine != nil { return simulator.switchControlMenuSelect() }
        try simulator.runSwitchControl { [simulator] machine throws(SwitchControlError) in try machine.select(on: simulator.switchControlScreen()) }
    }
    /// Chooses a menu item by the name it shows ("Tap", "Scroll Down", "Actions", an action's name,
    /// "Escape"), as scanning to it and selecting it would.
    public func choose(_ name: String) throws(SwitchControlError) {
        try simulator.runSwitchControl { [simulator] machine throws(SwitchControlError) in
            try machine.choose(named: name, on: simulator.switchControlScreen())
        }
    }
}

extension Simulator {
    /// Switch Control on this device.
    public var switchControl: SwitchControl { SwitchControl(simulator: self) }

    /// Registers an app object for `switchControlStatusDidChangeNotification` (held weakly).
    package func addSwitchControlStatusObserver(_ observer: any SwitchControlStatusObserving) {
        switchControlObservers.append(WeakSwitchControlObserver(observer: observer))
    }

    /// What the scanner can reach now: the elements on screen that respond to user interaction (Voice
    /// Control's rule), in VoiceOver's order, gathered by section. Costs what the screen holds.
    func switchControlScreen() -> SwitchControlStateMachine.Screen {
        guard tableView.hasLoadedData else { return .init(groups: []) }
        var groups: [SwitchControlStateMachine.Group] = []
        for element in accessibilityElementsOnScreen()
        where respondsToUserInteraction(element) && shownPart(of: element) != nil {
            let section: Int? =
                switch element.id {
                case .header(let section), .footer(let section): section
                default: element.id.indexPath?.section
                }
            let stop = SwitchControlStateMachine.Stop(id: element.id, label: element.label)
            if let last = groups.last, last.section == section, section != nil {
                groups[groups.count - 1].stops.append(stop)
            } else {
                let title = section.flatMap { tableView.headerView(forSection: $0)?.spokenText ?? tableView.headerTitle(forSection: $0) }
                groups.append(.init(section: section, title: title, stops: [stop]))
            }
        }
        return .init(groups: groups)
    }

    /// Runs one input of the scanner and carries out what it decided.
    func runSwitchControl<E: Error>(
        _ input: (inout SwitchControlStateMachine) throws(E) -> [SwitchControlStateMachine.Action]
    ) throws(E) {
        let actions = try input(&switchControlMachine)
        for action in actions {
            guard !tableView.hasCrashed else { return }
            carryOut(action)
        }
    }

    private func carryOut(_ action: SwitchControlStateMachine.Action) {
        switch action {
        case .setRunning(let running):
            switchControlObservers.removeAll { $0.observer == nil }
            let observers = switchControlObservers.compactMap(\.observer)
            tableView.post("UIAccessibility.switchControlStatusDidChangeNotification", to: observers) {
                $0.switchControlStatusDidChange(isSwitchControlRunning: running)
            }
        case .show(let line):
            tableView.sink.emit(.switchControl, "Switch Control: " + line)
        case .openMenu(let id):
            if case .row(let row) = id, tableView.cellForRow(at: row) != nil {
                // As VoiceOver's focus does (the accessibility reference, §6): the delegate is asked for
                // the row's swipe actions, here when the menu that lists them opens.
                var found: (leading: [ContextualAction], trailing: [ContextualAction]) = ([], [])
                tableView.runCrashingOnException { () throws(UIKitException) in found = try tableView.accessibilitySwipeActions(forRowAt: row) }
                focusedRowSwipeActions = (row, found.leading, found.trailing)
            }
            guard !tableView.hasCrashed, let element = accessibilityElement(id) else { return }
            let offset = tableView.contentOffset.y
            runSwitchControl {
                $0.menuOpened(
                    on: id, actions: element.customActions.map(\.name),
                    canScrollUp: offset > tableView.minimumContentOffsetY, canScrollDown: offset < tableView.maximumContentOffsetY,
                    longPress: { if case .row = id { true } else { false } }() && tableView.appResponds(to: .contextMenuConfigurationForRowAt))
            }
        case .tap(let id):
            // Voice Control's point: the activation point, or the middle of the element's shown part.
            guard let target = voiceControlTargets().first(where: { $0.element == id }) else { return }
            try? tap(at: target.point)
        case .longPress(let id):
            // Held where Tap touches; the line comes from the machine, before the finger's calls.
            let point = voiceControlTargets().first(where: { $0.element == id })?.point
            assistiveLongPress(on: id, at: point, line: nil)
        case .perform(let index, let id):
            guard let row = id.indexPath, let element = accessibilityElement(id), element.customActions.indices.contains(index)
            else { return }
            perform(element.customActions[index], onRow: row)
        case .scroll(let up):
            _ = scrollOnePage(down: !up)
        case .settle:
            runSwitchControl { [self] in $0.settled(on: switchControlScreen()) }
        }
    }

    /// Feeds a table event to the scanner: the highlight follows an update's rows.
    func switchControlFollow(_ event: TableView.Event) {
        guard switchControlMachine.isRunning, case .updateApplied(let mapping) = event else { return }
        switchControlMachine.rowsUpdated(newIndexPath: { mapping.newIndexPath(for: $0) }, newSection: { mapping.newSection(for: $0) })
    }
}

extension TableView {
    /// The names Switch Control's open menu shows, for the REPL's completion; nil while it is closed.
    package var switchControlMenuNames: [String]? { (device as? Simulator)?.switchControl.menuItems }
}
