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
        // Viewport 100..<400: row 0 (0..<60) leaves first (Q8), then row 4 comes in at 300 with its
        // cell and fits 80 (to 380), and row 5 at 380 fits 100.
        expectTrace(lines, [
            "scrollViewDidScroll(_:)",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 4] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 4]",
            "tableView(_:cellForRowAt:) [0, 5] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 5]",
        ])
        #expect(table.contentOffset.y == 100)
        #expect(heights(table, 0..<7) == [60, 80, 100, 60, 80, 100, 50])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    /// Whether rows keep their estimate until their cell fits makes no difference here: the row
    /// coming in reaches the viewport's top either way.
    @Test(arguments: [false, true])
    func aRowComingInAboveTheAnchorMovesTheOffsetByItsCorrection(cellsSizeThemselves: Bool) {
        let app = SelfSizingApp(rows: 100, fit: Self.steps)
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.cellsSizeThemselves = cellsSizeThemselves
        })
        let table = simulator.tableView
        // A jump far down: rows 40... (estimated at 300 + 36 × 50 = 2100 onwards) are sized where
        // they land, below the viewport's top, so the offset stays.
        let jump = simulator.record { table.setContentOffset(Point(x: 0, y: 2100), animated: false) }
        // The rows that left end first, and the new rows reuse their cells (Q8): no new cell.
        expectTrace(jump, [
            "scrollViewDidScroll(_:)",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#3 [0, 2]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#4 [0, 3]",
            "tableView(_:cellForRowAt:) [0, 40] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 40]",
            "tableView(_:cellForRowAt:) [0, 41] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 41]",
            "tableView(_:cellForRowAt:) [0, 42] -> cell#3",
            "tableView(_:willDisplay:forRowAt:) cell#3 [0, 42]",
            "tableView(_:cellForRowAt:) [0, 43] -> cell#4",
            "tableView(_:willDisplay:forRowAt:) cell#4 [0, 43]",
        ])
        #expect(table.contentOffset.y == 2100)
        #expect(heights(table, 39..<45) == [50, 80, 100, 60, 80, 50])
        // Scrolling up 10 pt uncovers row 39 (estimated 50 at 2050): it fits 60, 10 more above the
        // anchor (row 40), so the offset moves down by 10 and row 40 stays where the user sees it
        // (in a new cell: no row left, so the pool is empty); one more scrollViewDidScroll reports
        // the correction.
        let row40Before = table.rectForRow(at: IndexPath(row: 40, section: 0)).minY - table.contentOffset.y
        let up = simulator.record { table.setContentOffset(Point(x: 0, y: 2090), animated: false) }
        expectTrace(up, [
            "scrollViewDidScroll(_:)",
            "tableView(_:cellForRowAt:) [0, 39] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 39]",
            "scrollViewDidScroll(_:)",
        ])
        #expect(table.contentOffset.y == 2100)
        #expect(table.rectForRow(at: IndexPath(row: 40, section: 0)).minY - table.contentOffset.y == row40Before + 10)
        #expect(heights(table, 38..<41) == [50, 60, 80])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    /// The widths each visible cell was asked at, top to bottom.
    func askedWidths(_ table: TableView) -> [[Double]] {
        table.visibleCells.compactMap { ($0 as? FittingCell)?.askedWidths }
    }

    @Test func aFixedHeightFromTheDelegateIsKeptAndTheCellNeverAsked() {
        let app = SelfSizingApp(rows: 10, fit: Self.steps)
        app.heightAnswer = 70
        let (simulator, lines) = make(app)
        let table = simulator.tableView
        #expect(lines.map(\.text).filter { $0.hasPrefix("tableView(_:heightForRowAt:)") } == [
            "tableView(_:heightForRowAt:) [0, 0] -> 70",
            "tableView(_:heightForRowAt:) [0, 1] -> 70",
            "tableView(_:heightForRowAt:) [0, 2] -> 70",
            "tableView(_:heightForRowAt:) [0, 3] -> 70",
            "tableView(_:heightForRowAt:) [0, 4] -> 70",
        ])
        #expect(heights(table, 0..<6) == [70, 70, 70, 70, 70, 50])
        #expect(askedWidths(table) == [[], [], [], [], []])
        withExtendedLifetime(app) {}
    }

    @Test func automaticDimensionFromTheDelegateSizesTheRowByItsCellEvenWithAFixedRowHeight() {
        let app = SelfSizingApp(rows: 10, fit: Self.steps)
        app.heightAnswer = TableView.automaticDimension
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.rowHeight = 30
        })
        let table = simulator.tableView
        #expect(heights(table, 0..<5) == [60, 80, 100, 60, 50])
        #expect(askedWidths(table) == [[390], [390], [390], [390]])
        withExtendedLifetime(app) {}
    }

    @Test func aFixedRowHeightWithoutTheDelegateKeepsItsHeight() {
        let app = SelfSizingApp(rows: 10, fit: Self.steps)
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.rowHeight = 100
        })
        let table = simulator.tableView
        #expect(heights(table, 0..<4) == [100, 100, 100, 50])
        #expect(askedWidths(table) == [[], [], []])
        withExtendedLifetime(app) {}
    }

    @Test func withoutEstimatesNoRowSizesItself() {
        let app = SelfSizingApp(rows: 10, fit: Self.steps)
        let (simulator, _) = make(app, configure: { $0.estimatedRowHeight = 0 })
        let table = simulator.tableView
        #expect(heights(table, 0..<10) == Array(repeating: 44, count: 10))
        #expect(askedWidths(table) == Array(repeating: [], count: 7))
        withExtendedLifetime(app) {}
    }

    @Test(arguments: [false, true])
    func aCellThatAnswersNilOrNonsenseKeepsTheRowHeight(cellsSizeThemselves: Bool) {
        let app = SelfSizingApp(rows: 10, fit: { row, _ in [nil, -5, .nan, .infinity, 0][row % 5] })
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.cellsSizeThemselves = cellsSizeThemselves
        })
        let table = simulator.tableView
        // nil, negative, NaN and infinite answers leave the default 44; 0 is a real height.
        #expect(heights(table, 0..<7) == [44, 44, 44, 44, 0, 44, 44])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func theContentWidthLeavesOutTheAccessoryAndTheInsetGroupedMargins() {
        let app = SelfSizingApp(rows: 3, fit: Self.steps)
        app.accessory = .disclosureIndicator
        let (plain, _) = make(app)
        #expect(askedWidths(plain.tableView) == [[350], [350], [350]])
        app.accessory = .detailDisclosureButton
        let (inset, _) = make(app, style: .insetGrouped)
        // 390 less two 16 pt margins, less the 44 + 36 pt detail button and chevron.
        #expect(askedWidths(inset.tableView) == [[278], [278], [278]])
        withExtendedLifetime(app) {}
    }

    @Test func rotationMeasuresTheVisibleSelfSizedRowsAgainAtTheNewWidth() {
        // Text that takes two 44 pt lines below 500 pt of width and one above.
        let app = SelfSizingApp(rows: 30, fit: { _, width in width < 500 ? 88 : 44 })
        let (simulator, _) = make(app, screen: Screen(size: Size(width: 390, height: 600)))
        let table = simulator.tableView
        #expect(table.indexPathsForVisibleRows.count == 7)  // 7 × 88 = 616 > 600
        #expect(heights(table, 0..<8) == [88, 88, 88, 88, 88, 88, 88, 50])
        let lines = simulator.record { simulator.setScreen(Screen(size: Size(width: 600, height: 390))) }
        // At 600 pt each visible row fits 44; rows 7 and 8 come in below (estimated 50, then 44).
        expectTrace(lines, [
            "tableView(_:cellForRowAt:) [0, 7] -> cell#8",
            "tableView(_:willDisplay:forRowAt:) cell#8 [0, 7]",
            "tableView(_:cellForRowAt:) [0, 8] -> cell#9",
            "tableView(_:willDisplay:forRowAt:) cell#9 [0, 8]",
        ])
        #expect(heights(table, 0..<10) == [44, 44, 44, 44, 44, 44, 44, 44, 44, 50])
        #expect(table.contentOffset.y == 0)
        #expect(askedWidths(table).prefix(2) == [[390, 600], [390, 600]])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func aDragUpThroughEstimatedRowsKeepsWhatTheFingerHoldsInPlace() throws {
        let app = SelfSizingApp(rows: 100, fit: Self.steps)
        let (simulator, _) = make(app)
        let table = simulator.tableView
        table.cellsSizeThemselves = true
        table.setContentOffset(Point(x: 0, y: 2100), animated: false)
        // Pulling down 60 pt, 50 past the 10 pt slop, uncovers row 39 (estimated 50) above row 40:
        // its cell fits 60, 10 more, so the offset moves by 10 and row 38 stays off screen (had row
        // 39 taken the default 44 before its cell, row 38 would have come in and gone again).
        try simulator.touchDown(at: Point(x: 100, y: 100))
        let before = table.rectForRow(at: IndexPath(row: 40, section: 0)).minY - table.contentOffset.y
        let lines = try simulator.record { try simulator.touchMove(by: 0, 60) }
        // The jump reused the four cells that left, so row 39 gets a new one.
        expectTrace(lines, [
            "scrollViewDidScroll(_:)",
            "tableView(_:cellForRowAt:) [0, 39] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 39]",
            "scrollViewDidScroll(_:)",
        ])
        // Row 40 moved with the finger by the 50 pt past the slop, whatever row 39 turned out to be.
        #expect(table.rectForRow(at: IndexPath(row: 40, section: 0)).minY - table.contentOffset.y == before + 50)
        #expect(table.contentOffset.y == 2060)
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test(arguments: [false, true])
    func randomScrollingGivesEveryRowThatWasOnScreenItsFittedHeight(cellsSizeThemselves: Bool) throws {
        var random = SeededRandom(seed: 7)
        let fitted = (0..<300).map { _ in [30.0, 44, 60, 90, 130][Int.random(in: 0..<5, using: &random)] }
        let app = SelfSizingApp(rows: 300, fit: { row, _ in fitted[row] })
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.cellsSizeThemselves = cellsSizeThemselves
        })
        let table = simulator.tableView
        var shown = Set(table.indexPathsForVisibleRows)
        for step in 0..<200 {
            let before = table.indexPathsForVisibleRows.map { ($0, table.rectForRow(at: $0).minY - table.contentOffset.y) }
            var scrolledBy: Double?
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let dy = Double(Int.random(in: -150...150, using: &random))
                let y = min(max(table.contentOffset.y + dy, table.minimumContentOffsetY), table.maximumContentOffsetY)
                scrolledBy = y - table.contentOffset.y
                table.setContentOffset(Point(x: 0, y: y), animated: false)
            case 1:
                let row = IndexPath(row: Int.random(in: 0..<300, using: &random), section: 0)
                table.scrollToRow(at: row, at: [.top, .middle, .bottom][Int.random(in: 0..<3, using: &random)], animated: false)
            default:
                try simulator.touchDown(at: Point(x: 100, y: 150))
                try simulator.touchMove(by: 0, Double(Int.random(in: -200...200, using: &random)))
                try simulator.touchUp()
                simulator.wait(milliseconds: 3000)
            }
            shown.formUnion(table.indexPathsForVisibleRows)
            #expect(!table.hasCrashed)
            #expect(table._checkInvariants() == [], "step \(step)")
            // Every row that had a cell has its fitted height (a row that got a cell and lost it in
            // the same layout too: it is never shorter than fitted); the others keep the estimate.
            for row in 0..<300 {
                let height = table.rectForRow(at: IndexPath(row: row, section: 0)).height
                if shown.contains(IndexPath(row: row, section: 0)) {
                    #expect(height == fitted[row], "step \(step) row \(row)")
                } else {
                    #expect(height == 50 || height == fitted[row], "step \(step) row \(row)")
                }
            }
            // A small scroll moves what stays on screen by exactly the scroll.
            if let scrolledBy, let (kept, screenY) = before.first(where: { table.indexPathsForVisibleRows.contains($0.0) }) {
                let now = table.rectForRow(at: kept).minY - table.contentOffset.y
                #expect(now == screenY - scrolledBy, "step \(step) row \(kept)")
            }
        }
        withExtendedLifetime(app) {}
    }

    @Test func anEmptyUpdateRefitsTheCellsOnScreenAsUIKitsBeginEndUpdatesDoes() {
        var grown: Set<Int> = []
        let app = SelfSizingApp(rows: 20, fit: { row, _ in grown.contains(row) ? 140 : 60 })
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.cellsSizeThemselves = true
        })
        let table = simulator.tableView
        #expect(heights(table, 0..<6) == [60, 60, 60, 60, 60, 50])
        // The app expands row 1's cell in place, then asks the table to resize it.
        grown.insert(1)
        let lines = simulator.record {
            table.beginUpdates()
            table.endUpdates()
        }
        // Row 1 grows by 80 below the anchor (row 0): row 3 now spans 260..<320 and row 4 (from
        // 320) is pushed off the 300 pt screen.
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 20",
            "tableView(_:didEndDisplaying:forRowAt:) cell#5 [0, 4]",
        ])
        #expect(heights(table, 0..<4) == [60, 140, 60, 60])
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows == [0, 1, 2, 3].map { IndexPath(row: $0, section: 0) })
        // Without an update nothing is measured again.
        grown.insert(0)
        _ = simulator.record { table.setContentOffset(Point(x: 0, y: 1), animated: false) }
        #expect(heights(table, 0..<2) == [60, 140])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func aMillionSelfSizingRowsCostOnlyWhatIsOnScreen() {
        var fitted = 0
        let app = SelfSizingApp(rows: 1_000_000, fit: { row, _ in
            fitted += 1
            return Self.steps(row, 0)
        })
        let (simulator, lines) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.cellsSizeThemselves = true
        })
        let table = simulator.tableView
        #expect(lines.filter { $0.text.hasPrefix("tableView(_:cellForRowAt:)") }.count == 4)
        #expect(fitted == 4)
        let jump = simulator.record {
            table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
        }
        // Rows 500,000 to 500,003 fit 100, 60, 80 and 100 (rows 0...499,999 keep their estimate
        // but the first four): only the four rows that reach the 300 pt screen are asked (in the
        // cells the old rows gave back: they leave first) and measured.
        expectTrace(jump.filter { $0.text.hasPrefix("tableView(_:cellForRowAt:)") }, [
            "tableView(_:cellForRowAt:) [0, 500000] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 500001] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 500002] -> cell#3",
            "tableView(_:cellForRowAt:) [0, 500003] -> cell#4",
        ])
        #expect(fitted == 8)
        #expect(table.indexPathsForVisibleRows == (500_000...500_003).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentOffset.y == table.rectForRow(at: IndexPath(row: 500_000, section: 0)).minY)
        #expect(table.contentOffset.y == 300 + 499_996 * 50)
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func aTextSizeChangeMeasuresTheRowsOnScreenAgainWithoutNewCells() {
        var scale = 1.0
        let app = SelfSizingApp(rows: 20, fit: { row, _ in (Self.steps(row, 0) ?? 0) * scale })
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.cellsSizeThemselves = true
        })
        let table = simulator.tableView
        table.setContentOffset(Point(x: 0, y: 30), animated: false)
        #expect(table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) })
        scale = 1.5
        let lines = simulator.record { table.textSizeDidChange() }
        // 90, 120, 150, 90, 120: row 0's top stays at 0 and the offset at 30; rows 3 and 4 (from
        // 360) leave the viewport 30..<330.
        expectTrace(lines, [
            "tableView(_:didEndDisplaying:forRowAt:) cell#4 [0, 3]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#5 [0, 4]",
        ])
        #expect(heights(table, 0..<6) == [90, 120, 150, 90, 120, 50])
        #expect(table.contentOffset.y == 30)
        // A delegate that sizes rows is asked again, for the rows on screen; rows 3 and 4 come back
        // (asked as any row coming in is) in the cells they gave back.
        app.heightAnswer = 70
        let asked = simulator.record { table.textSizeDidChange() }
        expectTrace(asked, [
            "tableView(_:heightForRowAt:) [0, 0] -> 70",
            "tableView(_:heightForRowAt:) [0, 1] -> 70",
            "tableView(_:heightForRowAt:) [0, 2] -> 70",
            "tableView(_:heightForRowAt:) [0, 3] -> 70",
            "tableView(_:cellForRowAt:) [0, 3] -> cell#4",
            "tableView(_:willDisplay:forRowAt:) cell#4 [0, 3]",
            "tableView(_:heightForRowAt:) [0, 4] -> 70",
            "tableView(_:cellForRowAt:) [0, 4] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 4]",
        ])
        #expect(heights(table, 0..<5) == [70, 70, 70, 70, 70])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func editingControlsKeepTheHeightsUntilAnUpdateAsInUIKit() {
        // Text that wraps to a second line when the content is narrower than the whole 390 pt row.
        let app = SelfSizingApp(rows: 10, fit: { _, width in width < 390 ? 88 : 44 })
        let (simulator, _) = make(app, configure: {
            $0.estimatedRowHeight = 50
            $0.cellsSizeThemselves = true
        })
        let table = simulator.tableView
        #expect(heights(table, 0..<4) == [44, 44, 44, 44])
        // Every row can be edited and moved (the app answers every method) and shows the 47 pt
        // delete control and the 48 pt reorder control, but UIKit keeps self-sized heights until
        // they are invalidated...
        table.setEditing(true, animated: true)
        table.setContentOffset(Point(x: 0, y: 1), animated: false)
        table.setContentOffset(Point(x: 0, y: 0), animated: false)
        #expect(heights(table, 0..<4) == [44, 44, 44, 44])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FittingCell
        #expect(cell?.askedWidths == [390])
        // ...as the app does with an empty update: the 295 pt content of the seven rows on screen
        // then fits 88, and rows 4 to 6 are pushed off the screen.
        let lines = simulator.record {
            table.beginUpdates()
            table.endUpdates()
        }
        #expect(lines.map(\.text).filter { $0.contains("didEndDisplaying") } == [
            "tableView(_:didEndDisplaying:forRowAt:) cell#5 [0, 4]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#6 [0, 5]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#7 [0, 6]",
        ])
        #expect(heights(table, 0..<8) == [88, 88, 88, 88, 88, 88, 88, 50])
        #expect(cell?.askedWidths == [390, 295])
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }
}
