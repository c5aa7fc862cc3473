import TableSim
import TableSimTesting
import Testing

/// A core cell that sizes itself: the app sets the height its content needs (or a rule by width),
/// and the cell records every width it was asked at.
final class FittingCell: TableViewCell {
    var fitted: ((Double) -> Double?)?
    var askedWidths: [Double] = []
    override func fittingHeight(forWidth width: Double) -> Double? {
        askedWidths.append(width)
        return fitted?(width)
    }
}

/// An app whose rows self-size: each row's cell fits `fit(row, width)`; the delegate answers
/// `heightForRowAt` only when `heightAnswer` is set, and logs scrolling.
final class SelfSizingApp: TableViewDataSource, TableViewDelegate {
    var rows: Int
    var fit: (Int, Double) -> Double?
    var heightAnswer: Double?
    var accessory = AccessoryType.none
    init(rows: Int, fit: @escaping (Int, Double) -> Double?) {
        self.rows = rows
        self.fit = fit
    }
    func responds(to selector: CallbackSelector) -> Bool {
        selector == .heightForRowAt ? heightAnswer != nil : true
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fit", for: indexPath)
        let row = indexPath.row
        (cell as? FittingCell)?.fitted = { [fit] width in fit(row, width) }
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { heightAnswer ?? 0 }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

@Suite struct SelfSizingTests {
    /// Rows fit 60, 80, 100, 60, ... points; the table estimates 50.
    static func steps(_ row: Int, _ width: Double) -> Double? { 60 + Double(row % 3) * 20 }

    func make(
        _ app: SelfSizingApp, style: TableViewStyle = .plain, screen: Screen = Screen(size: Size(width: 390, height: 300)),
        configure: (TableView) -> Void = { $0.estimatedRowHeight = 50 }
    ) -> (Simulator, [TraceLine]) {
        let table = TableView(style: style)
        table.register(FittingCell.self, forCellReuseIdentifier: "Fit")
        table.dataSource = app
        table.delegate = app
        configure(table)
        let simulator = Simulator(tableView: table, screen: screen)
        let lines = simulator.record { simulator.appear() }
        return (simulator, lines)
    }

    func heights(_ table: TableView, _ rows: Range<Int>) -> [Double] {
        rows.map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    @Test func appearingReplacesEachVisibleRowsEstimateWithTheHeightItsCellFits() {
        let app = SelfSizingApp(rows: 100, fit: Self.steps)
        let (simulator, lines) = make(app)
        let table = simulator.tableView
        // 60 + 80 + 100 fill 240 pt; row 3 (60) reaches 300, so row 4 stays off screen.
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 100",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:willDisplay:forRowAt:) cell#3 [0, 2]",
            "tableView(_:cellForRowAt:) [0, 3] -> cell#4",
            "tableView(_:willDisplay:forRowAt:) cell#4 [0, 3]",
        ])
        #expect(heights(table, 0..<6) == [60, 80, 100, 60, 50, 50])
        #expect(table.contentSize.height == 300 + 96 * 50)
        #expect(table.contentOffset.y == 0)
        // Each cell was asked once, at the row's full width (no accessory, plain style).
        let cells = table.visibleCells.compactMap { $0 as? FittingCell }
        #expect(cells.map(\.askedWidths) == [[390], [390], [390], [390]])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func scrollingDownSizesRowsAsTheyComeInBelowWithoutMovingTheOffset() {
        let app = SelfSizingApp(rows: 100, fit: Self.steps)
        let (simulator, _) = make(app)
        let table = simulator.tableView
        let lines = simulator.record { table.setContentOffset(Point(x: 0, y: 100), animated: false) }
        // Viewport 100..<400: row 4 comes in at 300 and fits 80 (to 380), row 5 at 380 fits 100;
        // row 0 (0..<60) leaves.
        expectTrace(lines, [
            "scrollViewDidScroll(_:)",
            "tableView(_:cellForRowAt:) [0, 4] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 4]",
            "tableView(_:cellForRowAt:) [0, 5] -> cell#6",
            "tableView(_:willDisplay:forRowAt:) cell#6 [0, 5]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
        ])
        #expect(table.contentOffset.y == 100)
        #expect(heights(table, 0..<7) == [60, 80, 100, 60, 80, 100, 50])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func aRowComingInAboveTheAnchorMovesTheOffsetByItsCorrection() {
        let app = SelfSizingApp(rows: 100, fit: Self.steps)
        let (simulator, _) = make(app)
        let table = simulator.tableView
        // A jump far down: rows 40... (estimated at 300 + 36 × 50 = 2100 onwards) are sized where
        // they land, below the viewport's top, so the offset stays.
        let jump = simulator.record { table.setContentOffset(Point(x: 0, y: 2100), animated: false) }
        expectTrace(jump, [
            "scrollViewDidScroll(_:)",
            "tableView(_:cellForRowAt:) [0, 40] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 40]",
            "tableView(_:cellForRowAt:) [0, 41] -> cell#6",
            "tableView(_:willDisplay:forRowAt:) cell#6 [0, 41]",
            "tableView(_:cellForRowAt:) [0, 42] -> cell#7",
            "tableView(_:willDisplay:forRowAt:) cell#7 [0, 42]",
            "tableView(_:cellForRowAt:) [0, 43] -> cell#8",
            "tableView(_:willDisplay:forRowAt:) cell#8 [0, 43]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#3 [0, 2]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#4 [0, 3]",
        ])
        #expect(table.contentOffset.y == 2100)
        #expect(heights(table, 39..<45) == [50, 80, 100, 60, 80, 50])
        // Scrolling up 10 pt uncovers row 39 (estimated 50 at 2050): it fits 60, 10 more above the
        // anchor (row 40), so the offset moves down by 10 and row 40 stays where the user sees it
        // (in the cell row 0 gave back); one more scrollViewDidScroll reports the correction.
        let row40Before = table.rectForRow(at: IndexPath(row: 40, section: 0)).minY - table.contentOffset.y
        let up = simulator.record { table.setContentOffset(Point(x: 0, y: 2090), animated: false) }
        expectTrace(up, [
            "scrollViewDidScroll(_:)",
            "tableView(_:cellForRowAt:) [0, 39] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 39]",
            "scrollViewDidScroll(_:)",
        ])
        #expect(table.contentOffset.y == 2100)
        #expect(table.rectForRow(at: IndexPath(row: 40, section: 0)).minY - table.contentOffset.y == row40Before + 10)
        #expect(heights(table, 38..<41) == [50, 60, 80])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }
}
