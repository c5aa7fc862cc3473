import TableSim
import TableSimTesting
import Testing

/// A cell whose value VoiceOver adjusts: a quantity from 0 to 3.
final class QuantityCell: TableViewCell {
    var quantity = 1 {
        didSet { accessibilityValue = String(quantity) }
    }

    override func accessibilityIncrement() { quantity = min(quantity + 1, 3) }
    override func accessibilityDecrement() { quantity = max(quantity - 1, 0) }
}

/// A hand-written app that overrides the cells' accessibility properties as UIKit apps do, observes
/// VoiceOver's status, and names its own page status.
final class AccessibleApp: TableViewDataSource, TableViewDelegate, ScrollViewAccessibilityDelegate, VoiceOverStatusObserving {
    var flagged: [String] = []
    var statusChanges: [Bool] = []
    var rows = 40

    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Basket" }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.row == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Quantity", for: indexPath) as? QuantityCell ?? QuantityCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Pears"
            cell.accessibilityTraits = .adjustable
            cell.quantity = 1
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityLabel = nil
        cell.accessibilityHint = nil
        cell.accessibilityTraits = []
        cell.isAccessibilityElement = true
        cell.accessibilityCustomActions = nil
        switch indexPath.row {
        case 0:
            cell.accessibilityLabel = "Apples, 3 left"
            cell.accessibilityTraits = .button
            cell.accessibilityHint = "Opens the apples"
        case 2:
            cell.isAccessibilityElement = false
        case 3:
            cell.accessibilityCustomActions = [
                AccessibilityCustomAction(name: "Flag") { [weak self] action in
                    self?.flagged.append(action.name)
                    return true
                }
            ]
        default:
            break
        }
        return cell
    }

    /// No editing: no swipe actions, so no "Actions Available" for rows without the app's own.
    func responds(to selector: CallbackSelector) -> Bool {
        ![.commitEditingStyle, .canEditRowAt, .leadingSwipeActionsConfigurationForRowAt, .trailingSwipeActionsConfigurationForRowAt]
            .contains(selector)
    }

    func accessibilityScrollStatus(for scrollView: ScrollView) -> String? { "Page of fruit" }
    func voiceOverStatusDidChange(isVoiceOverRunning: Bool) { statusChanges.append(isVoiceOverRunning) }
}

@Suite struct VoiceOverDeviceTests {
    let app = AccessibleApp()
    let simulator: Simulator

    init() {
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.register(QuantityCell.self, forCellReuseIdentifier: "Quantity")
        table.dataSource = app
        table.delegate = app
        simulator = Simulator(tableView: table)
        simulator.addVoiceOverStatusObserver(app)
        simulator.appear()
    }

    @Test func turningOnPostsTheNotificationAndSpeaksTheFirstElement() {
        let lines = simulator.record { simulator.voiceOver.turnOn() }
        expectTrace(lines, [
            "UIAccessibility.voiceOverStatusDidChangeNotification",
            "VoiceOver: \"Basket, Heading\"",
        ])
        #expect(app.statusChanges == [true])
        #expect(simulator.tableView.isVoiceOverRunning)
        #expect(simulator.voiceOver.focus == .header(0))
        #expect(simulator._checkInvariants() == [])
    }

    @Test func theAppsPropertiesAreWhatVoiceOverSays() throws {
        simulator.voiceOver.turnOn()
        let lines = try simulator.record { () throws(VoiceOverError) in
            try simulator.voiceOver.next()
            try simulator.voiceOver.next()
            try simulator.voiceOver.next()
        }
        // Row 2 is not an element: the third swipe goes from the pears to row 3, with its app action.
        expectTranscript(lines, [
            "VoiceOver: \"Apples, 3 left, Button\"",
            "VoiceOver hint: \"Opens the apples\"",
            "VoiceOver: \"Pears, 1, Adjustable\"",
            "VoiceOver hint: \"Swipe up or down with one finger to adjust the value.\"",
            "VoiceOver: \"Row 3\"",
            "VoiceOver: \"Actions Available\"",
            "VoiceOver hint: \"Swipe up or down to select a custom action, then double tap to activate.\"",
        ])
        #expect(simulator.voiceOver.focus == .row(IndexPath(row: 3, section: 0)))
        #expect(simulator.voiceOver.actionNames == ["Flag"])
        #expect(simulator._checkInvariants() == [])
    }

    @Test func adjustingSpeaksTheNewValueAndStopsAtTheCellsLimit() throws {
        simulator.voiceOver.turnOn()
        try simulator.voiceOver.touch(.element(.row(IndexPath(row: 1, section: 0))))
        let lines = try simulator.record { () throws(VoiceOverError) in
            try simulator.voiceOver.swipeUp()
            try simulator.voiceOver.swipeUp()
            try simulator.voiceOver.swipeDown()
        }
        expectTrace(lines, ["VoiceOver: \"2\"", "VoiceOver: \"3\"", "VoiceOver: \"2\""])
        #expect(simulator.voiceOver.lastSaid == "2")
    }

    @Test func theAppsCustomActionRunsItsHandler() throws {
        simulator.voiceOver.turnOn()
        try simulator.voiceOver.touch(.element(.row(IndexPath(row: 3, section: 0))))
        let lines = try simulator.record { () throws(VoiceOverError) in try simulator.voiceOver.performAction(named: "Flag") }
        expectTrace(lines, ["UIAccessibilityCustomAction.actionHandler \"Flag\" -> true"])
        #expect(app.flagged == ["Flag"])
        #expect(throws: VoiceOverError.noSuchAction("Nope", on: .row(IndexPath(row: 3, section: 0)), available: ["Flag"])) {
            try simulator.voiceOver.performAction(named: "Nope")
        }
    }

    @Test func aPageScrollSpeaksTheDelegatesStatusAndReuseStaysOff() throws {
        simulator.voiceOver.turnOn()
        let cellsBefore = Set(simulator.tableView.visibleCells.compactMap(\.traceNumber))
        let lines = try simulator.record { () throws(VoiceOverError) in try simulator.voiceOver.scroll(.down) }
        let text = lines.map(\.text)
        #expect(text.contains("scrollViewDidEndScrollingAnimation(_:)") == false)  // the delegate does not implement it
        #expect(transcript(of: lines).first == "VoiceOver: \"Page of fruit\"")
        #expect(text.contains("accessibilityScrollStatus(for:) -> \"Page of fruit\""))
        // Every cell that came on screen is new: none of the cells that left was reused.
        let cellsAfter = Set(simulator.tableView.visibleCells.compactMap(\.traceNumber))
        let newcomers = cellsAfter.subtracting(cellsBefore)
        #expect(newcomers.count == 17)
        #expect(newcomers.allSatisfy { $0 > cellsBefore.max()! })
        #expect(simulator.tableView.reuseIdentifiers == [])
        #expect(simulator._checkInvariants() == [])
    }

    @Test func voiceOverVerbsWhileOffAreRefused() {
        #expect(throws: VoiceOverError.notRunning) { try simulator.voiceOver.next() }
        #expect(simulator.record { simulator.voiceOver.announce("Saved") } == [])
    }

    @Test func focusFollowsItsRowThroughAnUpdate() throws {
        simulator.voiceOver.turnOn()
        try simulator.voiceOver.touch(.element(.row(IndexPath(row: 3, section: 0))))
        app.rows += 1
        let lines = simulator.record { simulator.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
        #expect(transcript(of: lines) == [])
        #expect(simulator.voiceOver.focus == .row(IndexPath(row: 4, section: 0)))
        #expect(simulator._checkInvariants() == [])
    }
}
