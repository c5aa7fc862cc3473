import TableSim
import TableSimTesting
import Testing

/// An app that implements the focus delegate methods: row 1 refuses focus, the preferred row is
/// row 2, and a move onto row 4 is vetoed.
final class FocusApp: TableViewDataSource, TableViewDelegate {
    var rows = 6

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 1 }
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        context.nextFocusedIndexPath?.row != 4
    }
    func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext, with coordinator: FocusAnimationCoordinator
    ) {}
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { IndexPath(row: 2, section: 0) }
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    /// No editing: no swipe actions are asked when Full Keyboard Access lands on a row.
    func responds(to selector: CallbackSelector) -> Bool {
        ![.commitEditingStyle, .canEditRowAt, .leadingSwipeActionsConfigurationForRowAt, .trailingSwipeActionsConfigurationForRowAt]
            .contains(selector)
    }
}

/// The hardware keyboard on a device: whole traces of key presses, for the focus system on an iPad
/// and Full Keyboard Access on an iPhone (FullKeyboardAccess.md).
@Suite struct KeyboardFocusTests {
    let app = FocusApp()

    func simulator(_ screen: Screen) -> Simulator {
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table, screen: screen)
        simulator.appear()
        return simulator
    }

    var iPad: Screen { Screen.preset(named: "iPad")! }

    @Test func keysAreRefusedWithoutAKeyboardAndOnAnIPhoneWithoutFullKeyboardAccess() {
        let phone = simulator(.default)
        #expect(!phone.isPad)
        #expect(throws: KeyboardFocusError.noKeyboard) { try phone.hardwareKeyboard.press(.down) }
        phone.hardwareKeyboard.connect()
        #expect(throws: KeyboardFocusError.noFocusSystem) { try phone.hardwareKeyboard.press(.down) }
        #expect(phone.hardwareKeyboard.focus == nil)
    }

    @Test func tabBringsFocusToThePreferredRowAndArrowsSkipARowThatCannotFocus() throws {
        let simulator = simulator(iPad)
        #expect(simulator.isPad)
        simulator.hardwareKeyboard.connect()
        #expect(simulator.hardwareKeyboard.runsFocusSystem)
        let entering = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.tab) }
        expectTrace(entering, [
            "indexPathForPreferredFocusedView(in:) -> [0, 2]",
            "tableView(_:canFocusRowAt:) [0, 2] -> true",
            "tableView(_:shouldUpdateFocusIn:) previous=nil next=[0, 2] -> true",
            "tableView(_:didUpdateFocusIn:with:) previous=nil next=[0, 2] coordinator",
        ])
        let up = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.up) }
        expectTrace(up, [
            "tableView(_:canFocusRowAt:) [0, 1] -> false",
            "tableView(_:canFocusRowAt:) [0, 0] -> true",
            "tableView(_:shouldUpdateFocusIn:) previous=[0, 2] next=[0, 0] -> true",
            "tableView(_:didUpdateFocusIn:with:) previous=[0, 2] next=[0, 0] coordinator",
        ])
        #expect(simulator.hardwareKeyboard.focusedRow == IndexPath(row: 0, section: 0))
        // At the first row Up is refused: nothing is asked, the focus stays.
        let refused = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.up) }
        expectTrace(refused, [])
        #expect(simulator.hardwareKeyboard.focus == .row(IndexPath(row: 0, section: 0)))
    }

    @Test func aVetoedMoveLeavesTheFocusWhereItWas() throws {
        let simulator = simulator(iPad)
        simulator.hardwareKeyboard.connect()
        try simulator.hardwareKeyboard.press(.tab)
        try simulator.hardwareKeyboard.press(.down)
        let vetoed = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.down) }
        expectTrace(vetoed, [
            "tableView(_:canFocusRowAt:) [0, 4] -> true",
            "tableView(_:shouldUpdateFocusIn:) previous=[0, 3] next=[0, 4] -> false",
        ])
        #expect(simulator.hardwareKeyboard.focusedRow == IndexPath(row: 3, section: 0))
    }

    @Test func selectionFollowsFocusSelectsAfterDidUpdateAndReturnSelectsLikeATapWithoutHighlight() throws {
        let simulator = simulator(iPad)
        simulator.tableView.selectionFollowsFocus = true
        simulator.hardwareKeyboard.connect()
        try simulator.hardwareKeyboard.press(.tab)
        let down = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.down) }
        expectTrace(down, [
            "tableView(_:canFocusRowAt:) [0, 3] -> true",
            "tableView(_:shouldUpdateFocusIn:) previous=[0, 2] next=[0, 3] -> true",
            "tableView(_:didUpdateFocusIn:with:) previous=[0, 2] next=[0, 3] coordinator",
            "tableView(_:selectionFollowsFocusForRowAt:) [0, 3] -> true",
            "tableView(_:willSelectRowAt:) [0, 3] -> [0, 3]",
            "tableView(_:willDeselectRowAt:) [0, 2] -> [0, 2]",
            "tableView(_:didDeselectRowAt:) [0, 2]",
            "tableView(_:didSelectRowAt:) [0, 3]",
        ])
        // Return on the row focus selected: a tap's selection path, no highlight lines.
        simulator.tableView.selectionFollowsFocus = false
        simulator.tableView.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        let ret = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.return) }
        expectTrace(ret, [
            "tableView(_:willSelectRowAt:) [0, 3] -> [0, 3]",
            "tableView(_:didSelectRowAt:) [0, 3]",
        ])
    }

    @Test func fullKeyboardAccessWalksVoiceOversElementsAndActivatesWithSpace() throws {
        let simulator = simulator(.default)
        let on = simulator.record { simulator.hardwareKeyboard.turnOnFullKeyboardAccess() }
        expectTrace(on, ["FKA: focus 0.0 \"Row 0\""])
        let tab = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.tab) }
        expectTrace(tab, ["FKA: focus 0.1 \"Row 1\""])
        // Full Keyboard Access ignores the focus system's delegate methods (row 1 refuses focus there).
        let space = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.space) }
        expectTrace(space, [
            "tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
            "tableView(_:didHighlightRowAt:) [0, 1]",
            "tableView(_:didUnhighlightRowAt:) [0, 1]",
            "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
            "tableView(_:didSelectRowAt:) [0, 1]",
        ])
        let back = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.shiftTab) }
        expectTrace(back, ["FKA: focus 0.0 \"Row 0\""])
        #expect(simulator.hardwareKeyboard.focus == .row(IndexPath(row: 0, section: 0)))
        simulator.hardwareKeyboard.turnOffFullKeyboardAccess()
        #expect(simulator.hardwareKeyboard.focus == nil)
    }

    /// The keyboard's focus follows its row through an update, as VoiceOver's does: Full Keyboard
    /// Access's cursor on row 3 is on row 2 after row 0 is deleted; when its own row goes, it stays at
    /// its place, on the row that took it.
    @Test func theKeyboardFocusFollowsItsRowThroughAnUpdate() throws {
        let simulator = simulator(.default)
        simulator.hardwareKeyboard.turnOnFullKeyboardAccess()
        for _ in 0..<3 { try simulator.hardwareKeyboard.press(.tab) }
        #expect(simulator.hardwareKeyboard.fullKeyboardAccessFocus == .row(IndexPath(row: 3, section: 0)))
        app.rows -= 1
        simulator.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(simulator.hardwareKeyboard.fullKeyboardAccessFocus == .row(IndexPath(row: 2, section: 0)))
        app.rows -= 1
        simulator.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(simulator.hardwareKeyboard.fullKeyboardAccessFocus == .row(IndexPath(row: 2, section: 0)))
        let next = try simulator.record { () throws(KeyboardFocusError) in try simulator.hardwareKeyboard.press(.tab) }
        expectTrace(next, ["FKA: focus 0.3 \"Row 5\""])
        #expect(simulator._checkInvariants() == [])
    }
}

/// The picture rings where the keyboard's focus is: Full Keyboard Access's element, inset by half the
/// ring's width; nothing without a focus.
@Test func thePictureRingsTheKeyboardFocus() throws {
    let app = FocusPictureApp()
    let table = TableView()
    table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(tableView: table, screen: Screen(size: Size(width: 390, height: 400)))
    simulator.appear()
    #expect(!simulator.svgPicture().contains("keyboard-focus"))
    simulator.hardwareKeyboard.connect()
    simulator.hardwareKeyboard.turnOnFullKeyboardAccess()
    try simulator.hardwareKeyboard.press(.tab)
    let focus = try #require(simulator.hardwareKeyboard.fullKeyboardAccessFocus)
    let frame = try #require(simulator.accessibilityElement(focus)?.frame)
    let svg = simulator.svgPicture()
    let ring = "<rect x=\"\(formatNumber(frame.minX + 1.5))\" y=\"\(formatNumber(frame.minY + 1.5))\" "
        + "width=\"\(formatNumber(frame.width - 3))\" height=\"\(formatNumber(frame.height - 3))\" rx=\"8\" fill=\"none\" stroke=\"#007AFF\" stroke-width=\"3\"/>"
    #expect(svg.contains(ring))
}

/// Three plain rows.
private final class FocusPictureApp: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
