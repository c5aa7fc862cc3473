import TableSim
import TableSimTesting
import Testing

/// An app with sections and headers that logs display and scroll callbacks, and can snap its
/// deceleration to pages like a paging app does in `scrollViewWillEndDragging`.
final class SectionsController: TableViewDataSource, TableViewDelegate {
    var rowsPerSection: [Int]
    var titles: Bool
    /// When set, `scrollViewWillEndDragging` moves the target to the next multiple of this.
    var pageHeight: Double?
    /// Actual row heights by row (estimates are the table's); nil: the delegate gives none.
    var heights: [IndexPath: Double]?

    init(rowsPerSection: [Int], titles: Bool = true) {
        self.rowsPerSection = rowsPerSection
        self.titles = titles
    }

    func responds(to selector: CallbackSelector) -> Bool {
        selector == .heightForRowAt ? heights != nil : true
    }

    func numberOfSections(in tableView: TableView) -> Int { rowsPerSection.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titles ? "Section \(section)" : nil
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { heights?[indexPath] ?? 44 }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {}
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        guard let pageHeight else { return }
        let page = (targetContentOffset.pointee.y / pageHeight).rounded(.up)
        targetContentOffset.pointee.y = page * pageHeight
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

/// A cell that counts how often the table prepared it for reuse.
final class CountingCell: TableViewCell {
    var preparedForReuse = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }
}

@Suite struct ScrollingTests {
    func make(
        _ rows: [Int], style: TableViewStyle = .plain, screen: Screen = Screen(size: Size(width: 390, height: 300)),
        configure: (TableView, SectionsController) -> Void = { _, _ in }
    ) -> (Simulator, SectionsController) {
        let app = SectionsController(rowsPerSection: rows)
        let table = TableView(style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = app
        table.delegate = app
        configure(table, app)
        let simulator = Simulator(tableView: table, screen: screen)
        simulator.appear()
        return (simulator, app)
    }

    @Test func aDelegateThatMovesTheTargetIsObeyedToThePoint() throws {
        let (simulator, app) = make([100], configure: { _, app in
            app.titles = false
            app.pageHeight = 300
        })
        let table = simulator.tableView
        try simulator.touchDown(at: Point(x: 100, y: 250))
        try simulator.touchMove(by: 0, -30)
        simulator.wait(milliseconds: 16)
        try simulator.touchMove(by: 0, -16)
        let lift = try simulator.record { try simulator.touchUp() }
        // 1 pt/ms projects 499 pt past 36: 535, which the delegate moves to the next page, 600.
        expectTrace(lift, [
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) (0, 1) (0, 535) -> (0, 600)",
            "scrollViewDidEndDragging(_:willDecelerate:) true",
            "scrollViewWillBeginDecelerating(_:)",
        ])
        simulator.wait(milliseconds: 5000)
        #expect(table.contentOffset.y == 600)
        #expect(!table.isDecelerating)
        #expect(table.trace.last?.text == "scrollViewDidEndDecelerating(_:)")
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func theFastestFingerFlicksToAFiniteOffset() throws {
        let (simulator, app) = make([60], configure: { _, app in app.titles = false })
        let table = simulator.tableView
        try simulator.touchDown(at: Point(x: 100, y: 150))
        try simulator.touchMove(by: 0, -30)
        simulator.wait(milliseconds: 1)
        // A finite move whose speed times 1000 (the 1/1000 pt/ms rounding) overflows.
        try simulator.touchMove(by: 0, -1.7e308)
        let lift = try simulator.record { try simulator.touchUp() }
        expectTrace(lift, [
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) (0, 1.7e+308) (0, 2340)",
            "scrollViewDidEndDragging(_:willDecelerate:) true",
            "scrollViewWillBeginDecelerating(_:)",
        ])
        simulator.wait(milliseconds: 5000)
        #expect(table.contentOffset.y == 2340)
        #expect(table.trace.last?.text == "scrollViewDidEndDecelerating(_:)")
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func aMoveThatTakesTheFingerPastEveryNumberIsRefused() throws {
        let (simulator, app) = make([60])
        try simulator.touchDown(at: Point(x: 100, y: 150))
        try simulator.touchMove(by: 0, 1.7e308)
        let before = simulator.tableView.trace.count
        #expect(throws: SimulationError.self) { try simulator.touchMove(by: 0, 1.7e308) }
        #expect(simulator.fingerLocation == Point(x: 100, y: 150 + 1.7e308))
        #expect(simulator.tableView.trace.count == before)
        withExtendedLifetime(app) {}
    }

    @Test func aTouchStopsAnAnimatedScrollWithoutEndingTheAnimation() throws {
        let (simulator, app) = make([100], configure: { _, app in app.titles = false })
        let table = simulator.tableView
        expectTrace(simulator.record { table.setContentOffset(Point(x: 0, y: 2000), animated: true) }, [])
        simulator.wait(milliseconds: 100)
        let stopped = table.contentOffset.y
        #expect(stopped > 0 && stopped < 2000)
        let touch = try simulator.record {
            try simulator.touchDown(at: Point(x: 100, y: 100))
            try simulator.touchUp()
        }
        expectTrace(touch, [
            "scrollViewWillBeginDragging(_:)",
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) (0, 0) (0, \(formatNumber(stopped)))",
            "scrollViewDidEndDragging(_:willDecelerate:) false",
        ])
        expectTrace(simulator.record { simulator.wait(milliseconds: 1000) }, [])
        #expect(table.contentOffset.y == stopped)
        withExtendedLifetime(app) {}
    }

    @Test func floatingHeadersAreDrawnPinnedPushedAndEndWithTheirSection() throws {
        // Sections of 5 rows: 28 + 220 = 248 pt each.
        let (simulator, app) = make([5, 5, 5])
        let table = simulator.tableView
        func headerY(_ section: Int) -> Double? {
            table.headerView(forSection: section).map { $0.frame.minY - table.contentOffset.y }
        }
        #expect(table.displayedHeaderSections == [0, 1])
        #expect(headerY(0) == 0)
        #expect(headerY(1) == 248)
        let lines = simulator.record { table.setContentOffset(Point(x: 0, y: 230), animated: false) }
        // Section 0 still shows its last 18 pt: its header is pushed up to 248 - 28 = 220 (screen -10).
        // Rows 0.0 to 0.3 left first and gave back their cells (Q8).
        expectTrace(lines, [
            "tableView(_:cellForRowAt:) [1, 1] -> cell#1",
            "tableView(_:cellForRowAt:) [1, 2] -> cell#2",
            "tableView(_:cellForRowAt:) [1, 3] -> cell#3",
            "tableView(_:cellForRowAt:) [1, 4] -> cell#4",
            "tableView(_:cellForRowAt:) [2, 0] -> cell#7",
            "tableView(_:willDisplayHeaderView:forSection:) header#3 2",
        ])
        #expect(headerY(0) == -10)
        #expect(headerY(1) == 18)
        // The section's rows end under the pushed header; hit testing sees the header first.
        #expect(simulator.hitTest(Point(x: 100, y: 25)) == .nothing)
        let gone = simulator.record { table.setContentOffset(Point(x: 0, y: 248), animated: false) }
        expectTrace(gone, ["tableView(_:didEndDisplayingHeaderView:forSection:) header#1 0"])
        #expect(headerY(1) == 0)
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }

    @Test func groupedHeadersScrollAwayWithTheirSection() throws {
        let (simulator, app) = make([5, 5], style: .grouped)
        let table = simulator.tableView
        // 38 pt header, 220 pt rows, 18 pt footer (no title).
        let lines = simulator.record { table.setContentOffset(Point(x: 0, y: 40), animated: false) }
        expectTrace(lines, [
            "tableView(_:cellForRowAt:) [1, 0] -> cell#6",
            "tableView(_:didEndDisplayingHeaderView:forSection:) header#1 0",
        ])
        #expect(table.headerView(forSection: 1).map { $0.frame.minY } == 276)
        withExtendedLifetime(app) {}
    }

    @Test func aRowHiddenUnderAFloatingHeaderCannotBeTapped() throws {
        let (simulator, app) = make([20])
        simulator.tableView.setContentOffset(Point(x: 0, y: 50), animated: false)
        // Row 0 is 28-72 in content, 0-22 on screen: all under the 28 pt floating header.
        #expect(throws: SimulationError.self) { try simulator.point(ofRow: IndexPath(row: 0, section: 0)) }
        let point = try simulator.point(ofRow: IndexPath(row: 1, section: 0))
        #expect(point.y == (28 + 66) / 2)
        withExtendedLifetime(app) {}
    }

    @Test func settingTheContentInsetTellsTheDelegateOnlyOnceTheTableAppeared() {
        let app = SectionsController(rowsPerSection: [3])
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = app
        table.delegate = app
        table.contentInset = EdgeInsets(top: 10)
        let simulator = Simulator(tableView: table, screen: .default)
        #expect(table.trace.isEmpty)
        simulator.appear()
        #expect(table.contentOffset.y == -57)
        let lines = simulator.record { table.contentInset = EdgeInsets(top: 10, bottom: 300) }
        expectTrace(lines, ["scrollViewDidChangeAdjustedContentInset(_:)"])
        #expect(table.adjustedContentInset == EdgeInsets(top: 57, bottom: 334))
        #expect(table.contentOffset.y == -57)
        // Content resting at its top stays there when the top inset changes.
        let top = simulator.record { table.contentInset = .zero }
        expectTrace(top, ["scrollViewDidChangeAdjustedContentInset(_:)"])
        #expect(table.contentOffset.y == -47)
    }

    @Test func randomScrollingWithEstimatesKeepsHeightsOffsetsAndCellsConsistent() throws {
        var random = SeededRandom(seed: 99)
        var actual: [IndexPath: Double] = [:]
        let counts = [40, 0, 25, 60]
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                actual[IndexPath(row: row, section: section)] = [30, 44, 60, 90][Int.random(in: 0..<4, using: &random)]
            }
        }
        let (simulator, app) = make(counts, configure: { table, app in
            table.estimatedRowHeight = 50
            app.heights = actual
        })
        let table = simulator.tableView
        var measured = Set(table.indexPathsForVisibleRows)
        for step in 0..<300 {
            let before = table.indexPathsForVisibleRows.map { ($0, table.rectForRow(at: $0).minY - table.contentOffset.y) }
            var scrolledBy: Double?
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let dy = Double(Int.random(in: -120...120, using: &random))
                let y = min(max(table.contentOffset.y + dy, table.minimumContentOffsetY), table.maximumContentOffsetY)
                scrolledBy = y - table.contentOffset.y
                table.setContentOffset(Point(x: 0, y: y), animated: false)
            case 1:
                let section = [0, 2, 3][Int.random(in: 0..<3, using: &random)]
                let row = IndexPath(row: Int.random(in: 0..<counts[section], using: &random), section: section)
                table.scrollToRow(at: row, at: [.top, .middle, .bottom, .none][Int.random(in: 0..<4, using: &random)], animated: false)
            case 2:
                try simulator.touchDown(at: Point(x: 100, y: 150))
                try simulator.touchMove(by: 0, Double(Int.random(in: -200...200, using: &random)))
                try simulator.touchUp()
                simulator.wait(milliseconds: 3000)
            default:
                simulator.wait(milliseconds: 16)
            }
            measured.formUnion(table.indexPathsForVisibleRows)
            #expect(!table.hasCrashed)
            #expect(table._checkInvariants() == [], "step \(step)")
            // Heights: actual for every row that has been on screen, the estimate for the others.
            var y = 0.0
            for (section, count) in counts.enumerated() {
                y += table.rectForHeader(inSection: section).height
                for row in 0..<count {
                    let indexPath = IndexPath(row: row, section: section)
                    let rect = table.rectForRow(at: indexPath)
                    let expected = measured.contains(indexPath) ? actual[indexPath]! : 50
                    #expect(rect.height == expected, "step \(step) row \(indexPath)")
                    #expect(rect.minY == y, "step \(step) row \(indexPath)")
                    y += expected
                }
            }
            #expect(table.contentSize.height == y)
            // A small scroll moves what stays on screen by exactly the scroll, estimates or not.
            if let scrolledBy, let (kept, screenY) = before.first(where: { table.indexPathsForVisibleRows.contains($0.0) }) {
                let now = table.rectForRow(at: kept).minY - table.contentOffset.y
                #expect(now == screenY - scrolledBy, "step \(step) row \(kept)")
            }
        }
        withExtendedLifetime(app) {}
    }

    @Test func cellsThatLeaveComeBackPreparedForReuseAndOnlyRowsOnScreenAreAsked() throws {
        let (simulator, app) = make([100_000], configure: { table, app in
            app.titles = false
            table.register(CountingCell.self, forCellReuseIdentifier: "Row")
        })
        let table = simulator.tableView
        var asked = 0
        var reused = Set<Int>()
        for _ in 0..<200 {
            let lines = simulator.record {
                table.setContentOffset(Point(x: 0, y: table.contentOffset.y + 88), animated: false)
            }
            let cells = lines.filter { $0.text.hasPrefix("tableView(_:cellForRowAt:)") }
            asked += cells.count
            // Two rows come on screen per 88 pt scroll; after the first step, in cells that left.
            #expect(cells.count == 2)
            for cell in table.visibleCells { reused.insert(cell.traceNumber ?? 0) }
            #expect(table._checkInvariants() == [])
        }
        #expect(asked == 400)
        // 7 rows show on a 300 pt screen: two more cells than that were ever made, then only reuse.
        #expect(reused.max() ?? 0 <= 9)
        let prepared = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.preparedForReuse)
        #expect(prepared.allSatisfy { $0 > 0 })
        withExtendedLifetime(app) {}
    }

    @Test func rotationKeepsContentAtTheTopAndReLaysOut() {
        let (simulator, app) = make([30], screen: Screen.preset(named: "iPhone 15")!, configure: { _, app in app.titles = false })
        let table = simulator.tableView
        #expect(table.contentOffset.y == -59)
        let lines = simulator.record { simulator.setScreen(simulator.screen.rotated(to: .landscape)) }
        expectTrace(lines, ["scrollViewDidChangeAdjustedContentInset(_:)"])
        #expect(table.frame.width == 852)
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 8, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.width == 852)
        #expect(table._checkInvariants() == [])
        withExtendedLifetime(app) {}
    }
}
