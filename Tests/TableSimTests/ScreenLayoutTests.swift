@testable import TableSim
import TableSimTesting
import Testing

/// Three sections of two rows, each with a header title.
final class TitledSections: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
}

/// The screen as one geometry: hit testing, frames and aiming, and what is not on screen (issue 12's traps).
@Suite struct ScreenLayoutTests {
    let row = { (row: Int) in IndexPath(row: row, section: 0) }

    /// A to-do list of 100 rows on an iPhone 14 in portrait.
    func makeLongList(metrics: Metrics = .default) -> (Simulator, ToDoController) {
        let app = ToDoController()
        app.items = (0..<100).map { "Item \($0)" }
        let table = TableView(style: .plain)
        table.metrics = metrics
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table)
        simulator.appear()
        return (simulator, app)
    }

    @Test func theLayoutHoldsEveryVisibleRowAndNothingElse() throws {
        let (simulator, app) = makeLongList()
        defer { withExtendedLifetime(app) {} }
        let layout = simulator.layout
        #expect(layout.rows.map(\.indexPath) == simulator.tableView.indexPathsForVisibleRows)
        #expect(layout.statusBar == Rect(x: 0, y: 0, width: 390, height: 47))
        #expect(layout.touchableArea == Rect(x: 0, y: 47, width: 390, height: 797))
        #expect(layout.covers == [])
        #expect(layout.sectionIndex == nil)
        let third = try #require(layout.parts(ofRow: row(2)))
        #expect(third.cell == Rect(x: 0, y: 135, width: 390, height: 44))
        #expect(third.content == third.cell)
        #expect(layout.parts(ofRow: row(40)) == nil)
        #expect(layout.activationPoint(ofRow: row(2)) == Point(x: 195, y: 157))
        #expect(layout.activationPoint(ofRow: row(40)) == nil)
        #expect(layout.activationPoint(ofRow: row(2), region: .editingControl) == nil)
    }

    /// Covers and header views cut a row into pieces, and a finger aims at the tallest: checked against
    /// the plain definition (each cover splits every piece it overlaps in two) over seeded random covers.
    @Test func theUncoveredPartIsTheTallestPieceTheCoversLeave() {
        let (simulator, app) = makeLongList()
        defer { withExtendedLifetime(app) {} }
        var layout = simulator.layout
        func reference(_ rect: Rect) -> Rect? {
            guard let shown = rect.intersection(layout.touchableArea) else { return nil }
            var pieces = [(shown.minY, shown.maxY)]
            for cover in layout.covers.map(\.rect) + layout.headerFooterViews.map(\.frame) {
                pieces = pieces.flatMap { (top, bottom) -> [(Double, Double)] in
                    guard cover.minY < bottom, cover.maxY > top, cover.minX <= shown.minX, cover.maxX >= shown.maxX
                    else { return [(top, bottom)] }
                    return [(top, min(bottom, cover.minY)), (max(top, cover.maxY), bottom)].filter { $0.1 > $0.0 }
                }
            }
            guard let best = pieces.max(by: { $0.1 - $0.0 < $1.1 - $1.0 }) else { return nil }
            return Rect(x: shown.minX, y: best.0, width: shown.width, height: best.1 - best.0)
        }
        var state: UInt64 = 42
        func next(_ bound: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % bound)
        }
        let row = Rect(x: 0, y: 100, width: 390, height: 200)
        var cut = 0
        for _ in 0..<500 {
            layout.covers = (0..<Int(next(5))).map { _ in
                ScreenLayout.Cover(kind: .keyboard, rect: Rect(x: next(3) == 0 ? 20 : 0, y: 60 + next(260), width: 390, height: next(80)))
            }
            layout.headerFooterViews = (0..<Int(next(4))).map { section in
                ScreenLayout.HeaderFooterView(section: section, isHeader: true, frame: Rect(x: 0, y: 80 + next(240), width: 390, height: 1 + next(40)))
            }
            let expected = reference(row)
            #expect(layout.uncoveredPart(of: row) == expected)
            if expected != row { cut += 1 }
        }
        #expect(cut > 300)  // most cases do cut the row
    }

    @Test func elementsAtPointsFindTheirHolder() {
        let (simulator, app) = makeLongList()
        defer { withExtendedLifetime(app) {} }
        #expect(simulator.layout.element(at: Point(x: 195, y: 20)) == .statusBar)
        #expect(simulator.layout.element(at: Point(x: 195, y: 157)) == .table(.row(row(2))))
        try? simulator.showKeyboard(height: 336)
        #expect(simulator.layout.element(at: Point(x: 195, y: 700)) == .keyboard)
        #expect(simulator.layout.covers.map(\.kind) == [.keyboard])
        #expect(simulator.layout.covers.map(\.rect) == [Rect(x: 0, y: 508, width: 390, height: 336)])
    }

    @Test func everySizeComesFromTheMetrics() throws {
        var metrics = Metrics.default
        metrics.rowHeight = 60
        metrics.editingControlWidth = 50
        metrics.reorderControlWidth = 40
        metrics.detailButtonAccessoryWidth = 30
        let (simulator, app) = makeLongList(metrics: metrics)
        defer { withExtendedLifetime(app) {} }
        simulator.tableView.setEditing(true, animated: false)
        let parts = try #require(simulator.parts(ofRow: row(0)))
        #expect(parts.cell == Rect(x: 0, y: 47, width: 390, height: 60))
        #expect(parts.editingControl == Rect(x: 0, y: 47, width: 50, height: 60))
        #expect(parts.reorderControl == Rect(x: 350, y: 47, width: 40, height: 60))
        #expect(parts.detailButton == Rect(x: 320, y: 47, width: 30, height: 60))
        #expect(parts.content == Rect(x: 50, y: 47, width: 270, height: 60))
        #expect(simulator.hitTest(Point(x: 49, y: 60)) == .control(.editingControl(row(0))))
        #expect(simulator.hitTest(Point(x: 51, y: 60)) == .row(row(0)))
    }

    /// Issue 12: app code scrolls away the row whose Delete button a swipe uncovered; aiming used to trap.
    @Test func theDeleteButtonOfARowScrolledAwayIsNotOnScreen() throws {
        let (simulator, app) = makeLongList()
        let table = simulator.tableView
        try simulator.swipe(row(3), .left)
        #expect(table.indexPathForRowShowingActions == row(3))
        table.setContentOffset(Point(x: 0, y: 1000))
        #expect(simulator.layout.rowShowingActions == row(3))
        #expect(simulator.layout.activationPoint(ofButton: 0) == nil)
        #expect(throws: SimulationError.rowNotOnScreen(row(3))) { try simulator.tapDeleteButton() }
        #expect(throws: SimulationError.rowNotOnScreen(row(3))) { try simulator.point(ofAction: "Delete") }
        #expect(simulator._checkInvariants() == [])
        // Back on screen, the row still shows its Delete button, and a tap commits.
        table.scrollToRow(at: row(3), at: .top, animated: false)
        expectTrace(try simulator.record { try simulator.tapDeleteButton() }, [
            "tableView(_:commit:forRowAt:) .delete [0, 3]",
            "tableView(_:numberOfRowsInSection:) 0 -> 99",
            "tableView(_:cellForRowAt:) [0, 21] -> cell#22",
            "tableView(_:willDisplay:forRowAt:) cell#22 [0, 21]",
            "tableView(_:didEndEditingRowAt:) [0, 3]",
        ])
        #expect(app.log == ["willBegin isEditing=false", "commit .delete Item 3", "didEnd isEditing=false"])
        #expect(simulator._checkInvariants() == [])
    }

    /// Issue 12: the screen turns while a swiped row shows its Delete button, and the row leaves the screen.
    @Test func theDeleteButtonOfARowARotationTookAwayIsNotOnScreen() throws {
        let (simulator, app) = makeLongList()
        defer { withExtendedLifetime(app) {} }
        try simulator.swipe(row(15), .left)
        simulator.setScreen(Screen.default.rotated(to: .landscape))
        #expect(simulator.tableView.cellForRow(at: row(15)) == nil)
        #expect(throws: SimulationError.rowNotOnScreen(row(15))) { try simulator.tapDeleteButton() }
        #expect(simulator._checkInvariants() == [])
    }

    /// Issue 12: the editing-mode Delete confirmation of a row app code scrolled away.
    @Test func theDeleteConfirmationOfARowScrolledAwayIsNotOnScreen() throws {
        let (simulator, app) = makeLongList()
        defer { withExtendedLifetime(app) {} }
        let table = simulator.tableView
        table.setEditing(true, animated: false)
        try simulator.tap(row(1), region: .editingControl)
        table.setContentOffset(Point(x: 0, y: 1000))
        #expect(throws: SimulationError.rowNotOnScreen(row(1))) { try simulator.tapDeleteButton() }
        #expect(table.indexPathForRowShowingActions == row(1))
        #expect(simulator._checkInvariants() == [])
    }

    /// Issue 12: a held, highlighted row that app code scrolls off screen stays highlighted while the
    /// finger is down (the invariant allows it) and the lift, outside its cell, only unhighlights it.
    @Test func aHeldRowScrolledAwayUnhighlightsAtTheLiftAndIsNotSelected() throws {
        let (simulator, app) = makeLongList()
        defer { withExtendedLifetime(app) {} }
        let table = simulator.tableView
        try simulator.touchDown(at: simulator.point(ofRow: row(3)))
        simulator.wait(milliseconds: 200)
        #expect(table.highlightedRow == row(3))
        table.setContentOffset(Point(x: 0, y: 1000))
        #expect(table.cellForRow(at: row(3)) == nil)
        #expect(table.highlightedRow == row(3))
        #expect(simulator._checkInvariants() == [])
        // The app implements no highlight callback: the lift is silent, but the highlight is gone
        // (the scenario robustness/highlighted-row-scrolled-away shows didUnhighlightRowAt).
        expectTrace(try simulator.record { try simulator.touchUp() }, [])
        #expect(table.highlightedRow == nil)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(simulator._checkInvariants() == [])
    }

    @Test func aHeldRowScrolledAwayAndBackIsSelectedAtTheLift() throws {
        let (simulator, app) = makeLongList()
        defer { withExtendedLifetime(app) {} }
        let table = simulator.tableView
        try simulator.touchDown(at: simulator.point(ofRow: row(3)))
        simulator.wait(milliseconds: 200)
        table.setContentOffset(Point(x: 0, y: 1000))
        table.setContentOffset(Point(x: 0, y: -47))
        #expect(table.cellForRow(at: row(3))?.isHighlighted == true)
        expectTrace(try simulator.record { try simulator.touchUp() }, ["tableView(_:didSelectRowAt:) [0, 3]"])
        #expect(table.indexPathsForSelectedRows == [row(3)])
    }

    @Test func headerViewsAreDrawnOverTheRowsAndTakeTheirTouches() throws {
        let app = TitledSections()
        let simulator = simulating(app)
        simulator.appear()
        let layout = simulator.layout
        #expect(layout.headerFooterViews.map(\.section) == [0, 1, 2])
        #expect(layout.headerFooterViews.map(\.isHeader) == [true, true, true])
        #expect(layout.headerFooterViews.map(\.frame) == [
            Rect(x: 0, y: 47, width: 390, height: 28), Rect(x: 0, y: 163, width: 390, height: 28),
            Rect(x: 0, y: 279, width: 390, height: 28),
        ])
        #expect(layout.hitTest(Point(x: 195, y: 60)) == .nothing)
        #expect(layout.hitTest(Point(x: 195, y: 80)) == .row(IndexPath(row: 0, section: 0)))
    }

    @Test func insetGroupedMarginsComeFromTheMetrics() throws {
        let app = TitledSections()
        let table = TableView(style: .insetGrouped)
        table.metrics.layoutMargin = 10
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = app
        let simulator = Simulator(tableView: table)
        simulator.appear()
        let first = try #require(simulator.parts(ofRow: IndexPath(row: 0, section: 0)))
        #expect(first.cell.minX == 10 && first.cell.width == 370)
    }
}
