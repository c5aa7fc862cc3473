import TableSim
import TableSimTesting
import Testing

/// A small app, written as an iOS developer writes one: it implements only what it needs.
final class FruitsController: TableViewDataSource, TableViewDelegate {
    var fruits = ["Apple", "Banana", "Cherry", "Date"]
    var selectedFruits: [String] = []
    var refuseRow: Int?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.accessoryType = indexPath.row == 1 ? .detailButton : .none
        return cell
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == refuseRow ? nil : indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedFruits.append(fruits[indexPath.row])
    }
}

/// An app that logs highlight and scroll callbacks too.
final class HighlightingController: TableViewDataSource, TableViewDelegate {
    var rowCount = 100
    var hidesShouldHighlight = false

    func responds(to selector: CallbackSelector) -> Bool {
        !(hidesShouldHighlight && selector == .shouldHighlightRowAt)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row")
            ?? TableViewCell(style: .default, reuseIdentifier: "Row")
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

@Suite struct AppDrivenTests {
    func makeFruits() -> (Simulator, FruitsController) {
        let app = FruitsController()
        return (simulating(app, cellIdentifier: "Fruit"), app)
    }

    @Test func loadCallsOnlyWhatTheAppImplements() {
        let (simulator, app) = makeFruits()
        let lines = simulator.record { simulator.appear() }
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 4",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:cellForRowAt:) [0, 3] -> cell#4",
        ])
        #expect(simulator.tableView.indexPathsForVisibleRows.count == 4)
        #expect(simulator.tableView.contentOffset.y == -47)
        #expect(simulator.tableView.contentSize.height == 176)
        #expect(simulator.tableView._checkInvariants() == [])
        _ = app
    }

    @Test func tapSelectsThroughTheImplementedMethodsOnly() throws {
        let (simulator, app) = makeFruits()
        simulator.appear()
        let first = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(first, [
            "tableView(_:willSelectRowAt:) [0, 0] -> [0, 0]",
            "tableView(_:didSelectRowAt:) [0, 0]",
        ])
        let second = try simulator.record { try simulator.tap(IndexPath(row: 2, section: 0)) }
        expectTrace(second, [
            "tableView(_:willSelectRowAt:) [0, 2] -> [0, 2]",
            "tableView(_:didSelectRowAt:) [0, 2]",
        ])
        #expect(simulator.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(simulator.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
        #expect(simulator.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(app.selectedFruits == ["Apple", "Cherry"])
    }

    @Test func willSelectReturningNilKeepsTheSelection() throws {
        let (simulator, app) = makeFruits()
        app.refuseRow = 3
        simulator.appear()
        try simulator.tap(IndexPath(row: 0, section: 0))
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 3, section: 0)) }
        expectTrace(lines, ["tableView(_:willSelectRowAt:) [0, 3] -> nil"])
        #expect(simulator.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test func detailButtonTapIsNotASelection() throws {
        let (simulator, app) = makeFruits()
        simulator.appear()
        // The app does not implement accessoryButtonTappedForRowWith: nothing at all is traced.
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0), region: .accessory) }
        expectTrace(lines, [])
        #expect(simulator.tableView.indexPathsForSelectedRows == nil)
        #expect(app.selectedFruits.isEmpty)
    }

    @Test func unregisteredIdentifierRaisesUIKitsAssertion() {
        let app = FruitsController()
        let table = TableView()
        table.dataSource = app
        let simulator = Simulator(tableView: table)
        var lines: [TraceLine] = []
        expectUIKitException("unable to dequeue a cell with identifier Fruit") {
            lines = simulator.record { simulator.appear() }
        }
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 4",
            "tableView(_:cellForRowAt:) [0, 0]",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'unable to dequeue a cell with identifier Fruit - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard'",
        ])
        #expect(table.exception?.name == "NSInternalInconsistencyException")
        // The app has crashed: nothing more happens.
        #expect(simulator.record { table.reloadData() } == [])
    }

    @Test func missingDataSourceRaises() {
        let simulator = Simulator(tableView: TableView())
        var lines: [TraceLine] = []
        expectUIKitException("UITableView dataSource is not set") { lines = simulator.record { simulator.appear() } }
        expectTrace(lines, [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'UITableView dataSource is not set'"
        ])
    }

    func makeHighlighting(rows: Int = 100) -> (Simulator, HighlightingController) {
        let app = HighlightingController()
        app.rowCount = rows
        let table = TableView()
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table)
        simulator.appear()
        return (simulator, app)
    }

    @Test func heldTouchHighlightsAt150Milliseconds() throws {
        let (simulator, app) = makeHighlighting()
        let row = IndexPath(row: 3, section: 0)
        let point = try simulator.point(ofRow: row)
        expectTrace(try simulator.record { try simulator.touchDown(at: point) }, [])
        expectTrace(simulator.record { simulator.wait(milliseconds: 149) }, [])
        expectTrace(simulator.record { simulator.wait(milliseconds: 1) }, [
            "tableView(_:shouldHighlightRowAt:) [0, 3] -> true",
            "tableView(_:didHighlightRowAt:) [0, 3]",
        ])
        #expect(simulator.tableView.highlightedRow == row)
        #expect(simulator.tableView.cellForRow(at: row)?.isHighlighted == true)
        expectTrace(try simulator.record { try simulator.touchUp() }, [
            "tableView(_:didUnhighlightRowAt:) [0, 3]",
            "tableView(_:didSelectRowAt:) [0, 3]",
        ])
        #expect(simulator.tableView.highlightedRow == nil)
        _ = app
    }

    @Test func respondsToHidesAnImplementedMethod() throws {
        let (simulator, app) = makeHighlighting()
        app.hidesShouldHighlight = true
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(lines, [
            "tableView(_:didHighlightRowAt:) [0, 0]",
            "tableView(_:didUnhighlightRowAt:) [0, 0]",
            "tableView(_:didSelectRowAt:) [0, 0]",
        ])
    }

    @Test func dragAfterHighlightCancelsItAndScrollsNewRowsIn() throws {
        let (simulator, app) = makeHighlighting()
        try simulator.touchDown(at: simulator.point(ofRow: IndexPath(row: 5, section: 0)))
        simulator.wait(milliseconds: 200)
        // 10 points of slop, then the content follows the finger by 44 points: one row comes in.
        let lines = try simulator.record { try simulator.touchMove(by: 0, -54) }
        expectTrace(lines, [
            "scrollViewWillBeginDragging(_:)",
            "tableView(_:didUnhighlightRowAt:) [0, 5]",
            "scrollViewDidScroll(_:)",
            "tableView(_:cellForRowAt:) [0, 19] -> cell#20",
            "tableView(_:willDisplay:forRowAt:) cell#20 [0, 19]",
        ])
        #expect(simulator.tableView.contentOffset.y == -3)
        #expect(simulator.tableView.indexPathsForSelectedRows == nil)
        #expect(simulator.tableView._checkInvariants() == [])
        _ = app
    }

    @Test func scrollingReusesCellsThatLeft() throws {
        let (simulator, app) = makeHighlighting(rows: 100_000)
        try simulator.touchDown(at: Point(x: 100, y: 600))
        try simulator.touchMove(by: 0, -10)
        // 10 points is not past the threshold. At 101 the pan begins and the content follows by the
        // 91 points beyond it: the offset goes from -47 to 44, showing content 44..<888, so row 0
        // leaves the top and rows 19 and 20 (836..<924) come in at the bottom.
        let first = try simulator.record { try simulator.touchMove(by: 0, -91) }
        expectTrace(first, [
            "scrollViewWillBeginDragging(_:)",
            "scrollViewDidScroll(_:)",
            // The row that left ends first and its cell comes back at once (UIKit's order, Q8).
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 19] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 19]",
            "tableView(_:cellForRowAt:) [0, 20] -> cell#20",
            "tableView(_:willDisplay:forRowAt:) cell#20 [0, 20]",
        ])
        #expect(simulator.tableView.contentOffset.y == 44)
        // 44 more: row 1 leaves, and row 21 comes in with the cell row 1 gave back.
        let second = try simulator.record { try simulator.touchMove(by: 0, -44) }
        expectTrace(second, [
            "scrollViewDidScroll(_:)",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
            "tableView(_:cellForRowAt:) [0, 21] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 21]",
        ])
        #expect(simulator.tableView._checkInvariants() == [])
        _ = app
    }

    @Test func reloadClearsTheSelectionAndReusesTheCells() throws {
        let (simulator, app) = makeHighlighting(rows: 3)
        try simulator.tap(IndexPath(row: 1, section: 0))
        let lines = simulator.record { simulator.tableView.reloadData() }
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#3 [0, 2]",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:willDisplay:forRowAt:) cell#3 [0, 2]",
        ])
        #expect(simulator.tableView.indexPathsForSelectedRows == nil)
        _ = app
    }

    @Test func multipleSelectionTogglesAndProgrammaticSelectionIsSilent() throws {
        let (simulator, app) = makeHighlighting(rows: 5)
        simulator.tableView.allowsMultipleSelection = true
        let row = IndexPath(row: 2, section: 0)
        expectTrace(simulator.record { simulator.tableView.selectRow(at: row, animated: false, scrollPosition: .none) }, [])
        let lines = try simulator.record { try simulator.tap(row) }
        expectTrace(lines, [
            "tableView(_:shouldHighlightRowAt:) [0, 2] -> true",
            "tableView(_:didHighlightRowAt:) [0, 2]",
            "tableView(_:didUnhighlightRowAt:) [0, 2]",
            "tableView(_:didDeselectRowAt:) [0, 2]",
        ])
        #expect(simulator.tableView.indexPathsForSelectedRows == nil)
        _ = app
    }

    @Test func randomTouchesKeepTheInvariants() throws {
        var random = SeededRandom(seed: 42)
        let (simulator, app) = makeHighlighting(rows: 200)
        simulator.tableView.allowsMultipleSelection = true
        for _ in 0..<500 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                if !simulator.isFingerDown {
                    try simulator.touchDown(at: Point(x: 150, y: Double.random(in: 50..<800, using: &random)))
                }
            case 1:
                if simulator.isFingerDown {
                    try simulator.touchMove(by: 0, Double(Int.random(in: -120...120, using: &random)))
                }
            case 2:
                if simulator.isFingerDown { try simulator.touchUp() }
            case 3:
                simulator.wait(milliseconds: Int.random(in: 0...200, using: &random))
            case 4:
                if simulator.isFingerDown { try simulator.touchCancel() }
            default:
                if let row = simulator.tableView.indexPathsForVisibleRows.randomElement(using: &random) {
                    simulator.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
                }
            }
            #expect(simulator._checkInvariants() == [])
            let offset = simulator.tableView.contentOffset.y
            if !simulator.isFingerDown, !simulator.tableView.isScrollingByItself {
                #expect(offset >= simulator.tableView.minimumContentOffsetY)
                #expect(offset <= simulator.tableView.maximumContentOffsetY)
            }
        }
        _ = app
    }
}
