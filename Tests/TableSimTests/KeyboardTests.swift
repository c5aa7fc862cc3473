import TableSim
import TableSimTesting
import Testing

/// A form screen in a plain view controller that moves its table out of the keyboard's way by hand.
final class FormController: TableViewDataSource, TableViewDelegate, KeyboardObserving {
    weak var tableView: TableView?
    var heard: [KeyboardNotification] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath)
        cell.hasTextField = true
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}

    func keyboardWillShow(_ notification: KeyboardNotification) {
        heard.append(notification)
        guard let tableView else { return }
        let overlap = tableView.keyboardOverlap(notification.frameEnd)
        tableView.contentInset.bottom = overlap
        tableView.verticalScrollIndicatorInsets.bottom = overlap
        if let row = tableView.firstResponderIndexPath { tableView.scrollToRow(at: row, at: .none, animated: true) }
    }

    func keyboardWillHide(_ notification: KeyboardNotification) {
        heard.append(notification)
        tableView?.contentInset.bottom = 0
        tableView?.verticalScrollIndicatorInsets.bottom = 0
    }
}

@Suite struct KeyboardTests {
    func makeForm(avoidance: KeyboardAvoidance, observe: Bool) -> (Simulator, FormController) {
        let app = FormController()
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Field")
        table.dataSource = app
        table.delegate = app
        app.tableView = table
        let simulator = Simulator(tableView: table)
        simulator.keyboardAvoidance = avoidance
        if observe { simulator.addKeyboardObserver(app) }
        simulator.appear()
        return (simulator, app)
    }

    @Test func handWrittenCodeHearsTheNotificationsAndInsetsTheTable() throws {
        let (simulator, app) = makeForm(avoidance: .none, observe: true)
        let focus = try simulator.record { try simulator.tap(IndexPath(row: 15, section: 0), region: .textField) }
        expectTrace(focus, [])
        #expect(simulator.tableView.firstResponderIndexPath == IndexPath(row: 15, section: 0))
        let show = try simulator.record { try simulator.showKeyboard(height: 336) }
        expectTrace(show, [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "scrollViewDidChangeAdjustedContentInset(_:)",
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
        ])
        // The app's scrollToRow is animated: the content moves frame by frame as the clock passes.
        let frames = simulator.record { simulator.wait(milliseconds: 300) }
        #expect(frames.first?.text == "scrollViewDidScroll(_:)")
        #expect(frames.filter { $0.text.hasPrefix("tableView(_:cellForRowAt:)") }.map(\.text)
            == ["tableView(_:cellForRowAt:) [0, 19] -> cell#20"])
        #expect(app.heard.map(\.name) == [.willShow])
        #expect(app.heard[0].animationDuration == 0.25 && app.heard[0].animationCurve == 7)
        #expect(simulator.tableView.contentInset == EdgeInsets(bottom: 302))
        #expect(simulator.tableView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 302))
        // Row 15 ends at 704; above the keyboard (adjusted bottom 336) that needs an offset of 196.
        #expect(simulator.tableView.contentOffset.y == 196)
        #expect(simulator.coveringName(ofRow: IndexPath(row: 15, section: 0)) == nil)
        #expect(simulator.coveringName(ofRow: IndexPath(row: 16, section: 0)) == "keyboard")

        let hide = try simulator.record { try simulator.hideKeyboard() }
        expectTrace(hide, [
            "UIKeyboardWillHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
            "scrollViewDidChangeAdjustedContentInset(_:)",
            "scrollViewDidScroll(_:)",
            // Rows 1-3 come back in the cells that left, first in, first out.
            "tableView(_:cellForRowAt:) [0, 1] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 3] -> cell#3",
            "UIKeyboardDidHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
        ])
        #expect(simulator.tableView.contentOffset.y == 70)  // 880 + 34 - 844: back within the limits
        #expect(simulator.tableView.firstResponderIndexPath == nil)
        #expect(simulator.tableView._checkInvariants() == [])
    }

    @Test func withNobodyObservingTheKeyboardIsSilentAndCoversRows() throws {
        let (simulator, app) = makeForm(avoidance: .none, observe: false)
        defer { withExtendedLifetime(app) {} }
        try simulator.tap(IndexPath(row: 12, section: 0), region: .textField)
        let show = try simulator.record { try simulator.showKeyboard(height: 336) }
        expectTrace(show, [])
        #expect(simulator.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(simulator.coveringName(ofRow: IndexPath(row: 12, section: 0)) == "keyboard")
        #expect(throws: SimulationError.rowCovered(IndexPath(row: 12, section: 0), by: .keyboard)) {
            try simulator.tap(IndexPath(row: 12, section: 0))
        }
        // A tap on the keyboard reaches nothing in the table.
        let tap = try simulator.record { try simulator.tap(at: Point(x: 100, y: 700)) }
        expectTrace(tap, [])
    }

    @Test func aTableViewControllerAdjustsByItself() throws {
        let (simulator, app) = makeForm(avoidance: .tableViewController, observe: false)
        defer { withExtendedLifetime(app) {} }
        try simulator.tap(IndexPath(row: 10, section: 0), region: .textField)
        let show = try simulator.record { try simulator.showKeyboard(height: 336) }
        expectTrace(show, [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "scrollViewDidChangeAdjustedContentInset(_:)",
            "scrollViewDidScroll(_:)",
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
        ])
        #expect(simulator.tableView.adjustedContentInset == EdgeInsets(top: 47, bottom: 336))
        #expect(simulator.tableView.contentOffset.y == -24)  // row 10 ends at 484 = -24 + 508
        #expect(throws: SimulationError.keyboardNotShown) {
            try simulator.hideKeyboard()
            try simulator.hideKeyboard()
        }
        #expect(simulator.tableView.contentInset == .zero)
    }

    @Test func badKeyboardHeightsAreSimulationErrors() {
        let (simulator, app) = makeForm(avoidance: .none, observe: false)
        defer { withExtendedLifetime(app) {} }
        #expect(throws: SimulationError.self) { try simulator.showKeyboard(height: 0) }
        #expect(throws: SimulationError.self) { try simulator.showKeyboard(height: 900) }
        #expect(throws: SimulationError.self) { try simulator.tap(IndexPath(row: 99, section: 0), region: .textField) }
    }
}
