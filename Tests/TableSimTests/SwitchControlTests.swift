import TableSim
import TableSimTesting
import Testing

/// An app Switch Control scans: "Fruits" (three rows; 0.1 with the custom action "Flag", 0.2 with a
/// detail button) and "Vegetables" (forty rows); it observes Switch Control's status notification.
final class ScannedApp: TableViewDataSource, TableViewDelegate, SwitchControlStatusObserving {
    var sections = [3, 40]
    var statusChanges: [Bool] = []
    var flagged = 0

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Fruits" : "Vegetables"
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = (indexPath.section == 0 ? "Fruit " : "Vegetable ") + String(indexPath.row)
        cell.accessoryType = indexPath == IndexPath(row: 2, section: 0) ? .detailButton : .none
        cell.accessibilityCustomActions = indexPath == IndexPath(row: 1, section: 0)
            ? [AccessibilityCustomAction(name: "Flag") { [weak self] _ in
                self?.flagged += 1
                return true
            }]
            : nil
        return cell
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// No editing: no swipe actions, so the menu's actions are the app's own and More Info.
    func responds(to selector: CallbackSelector) -> Bool {
        ![.commitEditingStyle, .canEditRowAt, .leadingSwipeActionsConfigurationForRowAt, .trailingSwipeActionsConfigurationForRowAt]
            .contains(selector)
    }

    func switchControlStatusDidChange(isSwitchControlRunning: Bool) { statusChanges.append(isSwitchControlRunning) }
}

@Suite struct SwitchControlTests {
    let app = ScannedApp()
    let simulator: Simulator

    init() {
        simulator = simulating(app)
        simulator.addSwitchControlStatusObserver(app)
        simulator.appear()
    }

    /// Selects the first group and moves to its row `row` (0.row), Switch Control already on.
    private func highlightFruit(_ row: Int) throws(SwitchControlError) {
        try simulator.switchControl.select()
        for _ in 0..<row { try simulator.switchControl.next() }
    }

    @Test func theStatusNotificationReachesAnObservingAppAndTheFirstGroupIsHighlighted() throws {
        let on = simulator.record { simulator.switchControl.turnOn() }
        expectTrace(on, [
            "UIAccessibility.switchControlStatusDidChangeNotification",
            "Switch Control: highlight group section 0 \"Fruits\"",
        ])
        #expect(simulator.switchControl.isRunning)
        #expect(simulator.switchControl.highlighted == .group(section: 0))
        let off = simulator.record { simulator.switchControl.turnOff() }
        expectTrace(off, ["UIAccessibility.switchControlStatusDidChangeNotification"])
        #expect(app.statusChanges == [true, false])
        #expect(simulator.switchControl.highlighted == nil)
        // An app that does not observe it hears nothing: the trace holds the scanner's line only.
        let quiet = ScannedApp()
        let other = simulating(quiet)
        other.appear()
        let lines = other.record { other.switchControl.turnOn() }
        expectTrace(lines, ["Switch Control: highlight group section 0 \"Fruits\""])
        #expect(simulator._checkInvariants() == [])
    }

    @Test func theScannerWalksGroupsThenTheirElementsThenBacksOut() throws {
        simulator.switchControl.turnOn()
        let lines = try simulator.record { () throws(SwitchControlError) in
            try simulator.switchControl.next()
            try simulator.switchControl.next()
            try simulator.switchControl.select()
            for _ in 0..<4 { try simulator.switchControl.next() }
            try simulator.switchControl.select()
        }
        expectTrace(lines, [
            "Switch Control: highlight group section 1 \"Vegetables\"",
            "Switch Control: highlight group section 0 \"Fruits\"",
            "Switch Control: highlight 0.0 \"Fruit 0\"",
            "Switch Control: highlight 0.1 \"Fruit 1\"",
            "Switch Control: highlight 0.2 \"Fruit 2\"",
            "Switch Control: highlight more-info 0.2 \"More Info\"",
            "Switch Control: highlight leave group section 0 \"Fruits\"",
            "Switch Control: highlight group section 0 \"Fruits\"",
        ])
        #expect(simulator.switchControl.scannedGroup == nil)
        // Without Group Items the elements come one by one; the static headers are no stops.
        simulator.switchControl.setGroupsItems(false)
        #expect(simulator.switchControl.items.prefix(3) == [.element(.row(IndexPath(row: 0, section: 0))),
            .element(.row(IndexPath(row: 1, section: 0))), .element(.row(IndexPath(row: 2, section: 0)))])
        #expect(!simulator.switchControl.items.contains(.element(.header(0))))
    }

    @Test func menuTapIsTheFingersTap() throws {
        simulator.switchControl.turnOn()
        try highlightFruit(1)
        let menu = try simulator.record { () throws(SwitchControlError) in try simulator.switchControl.select() }
        expectTrace(menu, ["Switch Control: menu \"Tap\", \"Scroll Down\", \"Actions\", \"Escape\""])
        let tapped = try simulator.record { () throws(SwitchControlError) in try simulator.switchControl.choose("Tap") }
        expectTrace(tapped, [
            "Switch Control: tap 0.1",
            "tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
            "tableView(_:didHighlightRowAt:) [0, 1]",
            "tableView(_:didUnhighlightRowAt:) [0, 1]",
            "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
            "tableView(_:didSelectRowAt:) [0, 1]",
        ])
        // The same tap made by a finger on a second device gives the same callbacks.
        let other = ScannedApp()
        let finger = simulating(other)
        finger.appear()
        let touched = try finger.record { () throws(SimulationError) in try finger.tap(IndexPath(row: 1, section: 0)) }
        #expect(tapped.dropFirst().map(\.text) == touched.map(\.text))
        // The highlight stays on the row it acted on; the menu is closed.
        #expect(simulator.switchControl.highlighted == .element(.row(IndexPath(row: 1, section: 0))))
        #expect(simulator.switchControl.menuItems == nil)
    }

    @Test func actionsAreTheCustomActionsAsVoiceOverPerformsThem() throws {
        simulator.switchControl.turnOn()
        try highlightFruit(1)
        try simulator.switchControl.select()
        let lines = try simulator.record { () throws(SwitchControlError) in
            try simulator.switchControl.choose("Actions")
            try simulator.switchControl.choose("Flag")
        }
        expectTrace(lines, [
            "Switch Control: menu \"Flag\", \"Escape\"",
            "Switch Control: action \"Flag\" on 0.1",
            "UIAccessibilityCustomAction.actionHandler \"Flag\" -> true",
        ])
        #expect(app.flagged == 1)
        // The detail button's row offers More Info; its own element taps the button.
        try simulator.switchControl.next()
        try simulator.switchControl.select()
        let info = try simulator.record { () throws(SwitchControlError) in
            try simulator.switchControl.choose("Actions")
            try simulator.switchControl.choose("More Info")
            try simulator.switchControl.next()
            try simulator.switchControl.select()
            try simulator.switchControl.choose("Tap")
        }
        expectTrace(info, [
            "Switch Control: menu \"More Info\", \"Escape\"",
            "Switch Control: action \"More Info\" on 0.2",
            "tableView(_:accessoryButtonTappedForRowWith:) [0, 2]",
            "Switch Control: highlight more-info 0.2 \"More Info\"",
            "Switch Control: menu \"Tap\", \"Scroll Down\", \"Escape\"",
            "Switch Control: tap more-info 0.2",
            "tableView(_:accessoryButtonTappedForRowWith:) [0, 2]",
        ])
    }

    @Test func theMenuIsScannedAndEscapeCallsNothing() throws {
        simulator.switchControl.turnOn()
        try highlightFruit(0)
        let lines = try simulator.record { () throws(SwitchControlError) in
            try simulator.switchControl.select()
            try simulator.switchControl.next()
            try simulator.switchControl.next()
            try simulator.switchControl.select()
        }
        expectTrace(lines, [
            "Switch Control: menu \"Tap\", \"Scroll Down\", \"Escape\"",
            "Switch Control: highlight menu \"Scroll Down\"",
            "Switch Control: highlight menu \"Escape\"",
            "Switch Control: menu closed",
        ])
        #expect(simulator.switchControl.highlighted == .element(.row(IndexPath(row: 0, section: 0))))
    }

    @Test func scrollDownIsVoiceOversPageWithoutStatusAndTheScanStartsOver() throws {
        simulator.switchControl.turnOn()
        try highlightFruit(0)
        try simulator.switchControl.select()
        let start = simulator.tableView.contentOffset.y
        let inset = simulator.tableView.adjustedContentInset
        let page = simulator.tableView.frame.height - inset.top - inset.bottom
        let lines = try simulator.record { () throws(SwitchControlError) in try simulator.switchControl.choose("Scroll Down") }
        #expect(lines.prefix(2).map(\.text) == ["Switch Control: scroll down", "scrollViewDidScroll(_:)"])
        #expect(!lines.contains { $0.text.hasPrefix("accessibilityScrollStatus") || $0.kind == .speech })
        #expect(simulator.tableView.contentOffset.y == start + page)
        #expect(lines.last?.text == "Switch Control: highlight group section 1 \"Vegetables\"")
        #expect(lines.filter { $0.kind == .switchControl }.count == 2)
    }

    @Test func refusedInputsSayWhy() throws {
        #expect(throws: SwitchControlError.notRunning) { try simulator.switchControl.next() }
        simulator.switchControl.turnOn()
        #expect(throws: SwitchControlError.noMenu) { try simulator.switchControl.choose("Tap") }
        try highlightFruit(0)
        try simulator.switchControl.select()
        #expect(throws: SwitchControlError.noSuchMenuItem("Gestures", shown: ["Tap", "Scroll Down", "Escape"])) {
            try simulator.switchControl.choose("Gestures")
        }
    }

    @Test func theHighlightFollowsAnUpdate() throws {
        simulator.switchControl.turnOn()
        try highlightFruit(1)
        app.sections[0] = 2
        simulator.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(simulator.switchControl.highlighted == .element(.row(IndexPath(row: 0, section: 0))))
        #expect(simulator._checkInvariants() == [])
    }

    @Test func scanningCostsTheScreenNotTheRows() throws {
        let huge = ScannedApp()
        huge.sections = [10_000_000]
        let big = simulating(huge)
        big.appear()
        let lines = try big.record { () throws(SwitchControlError) in
            big.switchControl.turnOn()
            try big.switchControl.select()
            try big.switchControl.next()
            try big.switchControl.select()
        }
        #expect(!lines.contains { $0.text.hasPrefix("tableView(_:cellForRowAt:)") })
        #expect(lines.last?.text == "Switch Control: menu \"Tap\", \"Scroll Down\", \"Actions\", \"Escape\"")
    }

    @Test func thePictureOutlinesTheHighlightOnlyWhileSwitchControlRuns() throws {
        #expect(!simulator.svgPicture().contains("switch-control"))
        simulator.switchControl.turnOn()
        let group = simulator.svgPicture()
        #expect(group.contains("<g id=\"switch-control\">") || group.contains("switch-control"))
        #expect(group.contains("stroke=\"#0A84FF\" stroke-width=\"2\""))
        try highlightFruit(1)
        #expect(simulator.svgPicture().contains("stroke=\"#0A84FF\" stroke-width=\"4\""))
        simulator.switchControl.turnOff()
        #expect(!simulator.svgPicture().contains("switch-control"))
    }
}

/// The scanner machine alone, on screens given by hand.
@Suite struct SwitchControlStateMachineTests {
    typealias Machine = SwitchControlStateMachine
    static func row(_ section: Int, _ row: Int) -> AccessibilityElement.ID { .row(IndexPath(row: row, section: section)) }
    /// Section 0 with two rows, section 1 with one on screen.
    let screen = Machine.Screen(groups: [
        .init(section: 0, title: "A", stops: [.init(id: row(0, 0), label: "a0"), .init(id: row(0, 1), label: "a1")]),
        .init(section: 1, title: nil, stops: [.init(id: row(1, 0), label: "b0")]),
    ])

    @Test func aSectionWithOneStopIsThatStopAndGroupItemsOffListsEveryStop() throws {
        var machine = Machine()
        #expect(machine.setRunning(true, screen: screen) == [.setRunning(true), .show("highlight group section 0 \"A\"")])
        #expect(machine.items(of: screen) == [.group(section: 0), .element(Self.row(1, 0))])
        #expect(try machine.next(on: screen) == [.show("highlight 1.0 \"b0\"")])
        #expect(try machine.next(on: screen) == [.show("highlight group section 0 \"A\"")])
        _ = machine.setGroupsItems(false, screen: screen)
        #expect(machine.items(of: screen) == [.element(Self.row(0, 0)), .element(Self.row(0, 1)), .element(Self.row(1, 0))])
        #expect(machine._checkInvariants() == [])
    }

    @Test func selectOnAnElementAsksTheDeviceToOpenTheMenuAndTheMenuKeepsActionsBehindActions() throws {
        var machine = Machine()
        _ = machine.setRunning(true, screen: screen)
        _ = try machine.next(on: screen)
        #expect(try machine.select(on: screen) == [.openMenu(Self.row(1, 0))])
        let shown = machine.menuOpened(on: Self.row(1, 0), actions: ["Delete"], canScrollUp: true, canScrollDown: false)
        #expect(shown == [.show("menu \"Tap\", \"Scroll Up\", \"Actions\", \"Escape\"")])
        #expect(try machine.choose(named: "Actions", on: screen) == [.show("menu \"Delete\", \"Escape\"")])
        #expect(try machine.choose(named: "Delete", on: screen) == [
            .show("action \"Delete\" on 1.0"), .perform(0, on: Self.row(1, 0)), .settle,
        ])
        #expect(machine.menu == nil)
        #expect(machine._checkInvariants() == [])
    }

    @Test func aHighlightGoneFromTheScreenStartsTheScanOverAtTheScreensLevel() throws {
        var machine = Machine()
        _ = machine.setRunning(true, screen: screen)
        _ = try machine.select(on: screen)
        #expect(machine.insideGroup == 0 && machine.highlighted == .element(Self.row(0, 0)))
        let scrolled = Machine.Screen(groups: [.init(section: 1, title: nil, stops: [
            .init(id: Self.row(1, 0), label: "b0"), .init(id: Self.row(1, 1), label: "b1"),
        ])])
        #expect(machine.settled(on: scrolled) == [.show("highlight group section 1")])
        #expect(machine.insideGroup == nil)
        // An update moves the highlight with its section.
        machine.rowsUpdated(newIndexPath: { $0 }, newSection: { $0 + 1 })
        #expect(machine.highlighted == .group(section: 2))
    }
}
