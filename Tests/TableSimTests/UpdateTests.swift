import Foundation
import TableSim
import TableSimTesting
import Testing

/// A list app written as an iOS developer writes one: sections of items, each item an identity
/// (its title is its number), with the display callbacks implemented so that traces show the cells.
final class ListController: TableViewDataSource, TableViewDelegate {
    var sections: [[Int]]
    /// Whether the app forgets to change its data before it calls `deleteRows` (the classic bug).
    var forgetsData = false
    /// The row heights the app answers, by item (nil: the app does not implement `heightForRowAt`).
    var heightOfItem: ((Int) -> Double)?
    /// Whether selecting a row deletes it (the app changes its data, then calls `deleteRows`).
    var deletesOnSelect = false

    init(sections: [[Int]]) { self.sections = sections }

    func responds(to selector: CallbackSelector) -> Bool {
        selector == .heightForRowAt ? heightOfItem != nil : true
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = String(sections[indexPath.section][indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightOfItem?(sections[indexPath.section][indexPath.row]) ?? 44
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard deletesOnSelect else { return }
        if !forgetsData { sections[indexPath.section].remove(at: indexPath.row) }
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        if !forgetsData { sections[indexPath.section].remove(at: indexPath.row) }
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

private let exceptionPrefix = "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "

@Suite struct UpdateTests {
    func make(_ sections: [[Int]], estimates: Bool = true) -> (Simulator, ListController) {
        let app = ListController(sections: sections)
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        if !estimates { table.estimatedRowHeight = 0 }
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table)
        simulator.appear()
        return (simulator, app)
    }

    func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func deletingARowWithoutChangingTheDataRaisesUIKitsReason() {
        let (simulator, app) = make([[1, 2, 3]])
        let table = simulator.tableView
        var lines: [TraceLine] = []
        expectUIKitException("Invalid update: invalid number of rows in section 0.") {
            lines = simulator.record { table.deleteRows(at: [ip(0, 1)], with: .automatic) }
        }
        expectTrace(lines, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            exceptionPrefix
                + "'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
                + "section after the update (3) must be equal to the number of rows contained in that section before "
                + "the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, "
                + "1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out).'",
        ])
        #expect(table.exception?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        // The app has crashed: nothing more happens.
        #expect(simulator.record { table.insertRows(at: [ip(0, 0)], with: .fade) } == [])
        _ = app
    }

    @Test func aCorrectDeleteEndsTheDeletedCellAndKeepsTheOthers() {
        let (simulator, app) = make([[1, 2, 3]])
        let table = simulator.tableView
        let kept = table.cellForRow(at: ip(0, 2))
        app.sections[0].remove(at: 1)
        let lines = simulator.record { table.deleteRows(at: [ip(0, 1)], with: .automatic) }
        expectTrace(lines, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
        ])
        #expect(table.cellForRow(at: ip(0, 1)) === kept)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.reusableCells(withIdentifier: "Item").map(\.traceName) == ["cell#2"])
        #expect(table._checkInvariants() == [])
    }

    @Test func insertingWithoutDataRaisesTheInsertText() {
        let (simulator, app) = make([[1, 2, 3]])
        var lines: [TraceLine] = []
        expectUIKitException("attempt to insert row 3 into section 0") {
            lines = simulator.record { simulator.tableView.insertRows(at: [ip(0, 3)], with: .automatic) }
        }
        _ = app
        expectTrace(lines, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            exceptionPrefix
                + "'attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update'",
        ])
    }

    @Test func aBatchTakesDeletesOnOldPathsAndInsertsOnNewOnesWhateverTheOrder() {
        let (simulator, app) = make([[1, 2, 3, 4]])
        let table = simulator.tableView
        table.allowsMultipleSelection = true
        table.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
        let cellOf4 = table.cellForRow(at: ip(0, 3))
        // New data: 10 1 3 4 11 — delete old 1 (item 2), insert new 0 and new 4.
        app.sections = [[10, 1, 3, 4, 11]]
        let lines = simulator.record {
            table.performBatchUpdates({
                table.insertRows(at: [ip(0, 4), ip(0, 0)], with: .fade)
                table.deleteRows(at: [ip(0, 1)], with: .fade)
            })
        }
        expectTrace(lines, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 5",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 4] -> cell#6",
            "tableView(_:willDisplay:forRowAt:) cell#6 [0, 4]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
        ])
        #expect(table.indexPathsForSelectedRows == [ip(0, 3)])
        #expect(table.cellForRow(at: ip(0, 3)) === cellOf4)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["10", "1", "3", "4", "11"])
        #expect(table._checkInvariants() == [])
    }

    @Test func reloadedRowsGetANewCellAndLoseTheirSelection() {
        let (simulator, app) = make([[1, 2, 3]])
        let table = simulator.tableView
        table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        app.sections = [[1, 20, 3]]
        let lines = simulator.record { table.reloadRows(at: [ip(0, 1)], with: .none) }
        expectTrace(lines, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#4",
            "tableView(_:willDisplay:forRowAt:) cell#4 [0, 1]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
        ])
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.cellForRow(at: ip(0, 1))?.textLabel?.text == "20")
    }

    @Test func deleteAndReloadOfOnePathRaisesBeforeAskingTheDataSource() {
        let (simulator, app) = make([[1, 2, 3]])
        defer { _ = app }
        let table = simulator.tableView
        var lines: [TraceLine] = []
        expectUIKitException("attempt to delete and reload the same index path") {
            lines = simulator.record {
                table.beginUpdates()
                table.deleteRows(at: [ip(0, 0)], with: .fade)
                table.reloadRows(at: [ip(0, 0)], with: .fade)
                table.endUpdates()
            }
        }
        expectTrace(lines, [
            exceptionPrefix
                + "'attempt to delete and reload the same index path (<NSIndexPath: 0xc000000000000016> "
                + "{length = 2, path = 0 - 0})'"
        ])
    }

    @Test func theIndexPathAddressIsTheTaggedPointerOfCrashLogs() {
        #expect(
            TableView.indexPathDescription(section: 0, row: 1)
                == "<NSIndexPath: 0xc000000000200016> {length = 2, path = 0 - 1}")
        #expect(
            TableView.indexPathDescription(section: 1, row: 3)
                == "<NSIndexPath: 0xc000000000600116> {length = 2, path = 1 - 3}")
    }

    @Test func nestedBatchesApplyOnceAtTheOutermostEnd() {
        let (simulator, app) = make([[1, 2, 3]])
        let table = simulator.tableView
        app.sections = [[1, 3]]
        table.beginUpdates()
        let inner = simulator.record {
            table.beginUpdates()
            table.deleteRows(at: [ip(0, 1)], with: .fade)
            table.endUpdates()
        }
        expectTrace(inner, [])
        #expect(table.isInsideBatchUpdates)
        let outer = simulator.record { table.endUpdates() }
        expectTrace(outer, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
        ])
        #expect(!table.isInsideBatchUpdates)
    }

    @Test func appCodeInsideACallbackDeletesInOrderAndItsCrashFollowsTheCallback() throws {
        let (simulator, app) = make([[1, 2, 3]])
        app.deletesOnSelect = true
        let lines = try simulator.record { try simulator.tap(ip(0, 0)) }
        expectTrace(lines, [
            "tableView(_:didSelectRowAt:) [0, 0]",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
        ])
        #expect(simulator.tableView.indexPathsForSelectedRows == nil)
        app.forgetsData = true
        var crash: [TraceLine] = []
        try expectUIKitException("Invalid update: invalid number of rows in section 0.") {
            crash = try simulator.record { try simulator.tap(ip(0, 0)) }
        }
        expectTrace(crash, [
            "tableView(_:didSelectRowAt:) [0, 0]",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            exceptionPrefix
                + "'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
                + "section after the update (2) must be equal to the number of rows contained in that section before "
                + "the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, "
                + "1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out).'",
        ])
    }

    @Test func movesCarryTheirCellTheirSelectionAndTheirHeight() {
        let (simulator, app) = make([[1, 2, 3], [4, 5]], estimates: false)
        let table = simulator.tableView
        app.heightOfItem = { Double(40 + $0) }
        // Heights were asked at load only if implemented then; reload so that they are known.
        table.reloadData()
        table.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        let cellOf1 = table.cellForRow(at: ip(0, 0))
        app.sections = [[2, 3], [4, 1, 5]]
        let lines = simulator.record { table.moveRow(at: ip(0, 0), to: ip(1, 1)) }
        expectTrace(lines, [
            "numberOfSections(in:) -> 2",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:numberOfRowsInSection:) 1 -> 3",
        ])
        #expect(table.indexPathsForSelectedRows == [ip(1, 1)])
        #expect(table.cellForRow(at: ip(1, 1)) === cellOf1)
        #expect(table.rectForRow(at: ip(1, 1)).height == 41)
        #expect(table.rectForRow(at: ip(0, 0)).height == 42)
        #expect(table._checkInvariants() == [])
    }

    @Test func sectionsInsertDeleteAndMove() {
        let (simulator, app) = make([[1], [2], [3]])
        let table = simulator.tableView
        app.sections = [[3], [9, 8], [1]]
        let lines = simulator.record {
            table.performBatchUpdates({
                table.deleteSections([1], with: .automatic)
                table.moveSection(2, toSection: 0)
                table.insertSections([1], with: .automatic)
            })
        }
        expectTrace(lines, [
            "numberOfSections(in:) -> 3",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:numberOfRowsInSection:) 1 -> 2",
            "tableView(_:numberOfRowsInSection:) 2 -> 1",
            "tableView(_:cellForRowAt:) [1, 0] -> cell#4",
            "tableView(_:willDisplay:forRowAt:) cell#4 [1, 0]",
            "tableView(_:cellForRowAt:) [1, 1] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [1, 1]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [1, 0]",
        ])
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["3", "9", "8", "1"])
        #expect(table._checkInvariants() == [])
    }

    @Test func anUpdateOnTenMillionRowsCostsWhatTheScreenCosts() {
        let (simulator, app) = make([Array(0..<10)])
        let table = simulator.tableView
        // A huge section the app describes without an array: count only.
        let huge = CountedRows(count: 10_000_000)
        table.dataSource = huge
        table.reloadData()
        for step in 0..<2_000 {
            huge.count -= 1
            table.deleteRows(at: [ip(0, (step * 7_919) % huge.count)], with: .automatic)
            huge.count += 1
            table.insertRows(at: [ip(0, (step * 104_729) % huge.count)], with: .automatic)
        }
        #expect(table.exception == nil)
        #expect(table.numberOfRows(inSection: 0) == 10_000_000)
        #expect(table._checkInvariants() == [])
        _ = app
    }

    @Test func aNegativeCountRaisesUIKitsDeleteMoreRowsText() {
        let app = CountedRows(count: 2)
        let simulator = simulating(app)
        let table = simulator.tableView
        simulator.appear()
        app.count = -1
        var lines: [TraceLine] = []
        expectUIKitException("Attempt to delete more rows than exist in section.") {
            lines = simulator.record { table.deleteRows(at: [ip(0, 0), ip(0, 1)], with: .fade) }
        }
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> -1",
            exceptionPrefix
                + "'Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than exist in "
                + "section.'",
        ])
    }

    @Test func theOffsetComesBackWhenTheContentGetsShorterThanIt() {
        let (simulator, app) = make([Array(0..<30)])
        let table = simulator.tableView
        table.setContentOffset(Point(x: 0, y: table.maximumContentOffsetY))
        let bottom = table.contentOffset.y
        app.sections[0].removeLast(10)
        let lines = simulator.record { table.deleteRows(at: (20..<30).map { ip(0, $0) }, with: .fade) }
        // 440 points of rows went: the offset moves up by as much, back to the new bottom.
        #expect(table.contentOffset.y == bottom - 440)
        #expect(lines.map(\.text).prefix(3) == [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 20",
            "scrollViewDidScroll(_:)",
        ])
        #expect(table.indexPathsForVisibleRows.first == ip(0, 1))
        #expect(table._checkInvariants() == [])
    }

    @Test func aRowMovedOutOfADeletedSectionMakesUIKitReloadTheData() {
        let (simulator, app) = make([[1, 2], [3]])
        let table = simulator.tableView
        table.selectRow(at: ip(1, 0), animated: false, scrollPosition: .none)
        app.sections = [[3, 2]]
        let lines = simulator.record {
            table.performBatchUpdates({
                table.deleteSections([0], with: .fade)
                table.moveRow(at: ip(0, 1), to: ip(0, 1))
            })
        }
        expectTrace(lines, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            // reloadData: counts again, every cell leaves, the visible rows come back from the pool.
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#3 [1, 0]",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
        ])
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table._checkInvariants() == [])
    }

    @Test func updatesBeforeTheFirstLoadAndUnbalancedEndsDoNothing() {
        let app = ListController(sections: [[1]])
        let simulator = simulating(app)
        let table = simulator.tableView
        expectTrace(simulator.record { table.deleteRows(at: [ip(0, 0)], with: .fade) }, [])
        simulator.appear()
        expectTrace(simulator.record { table.endUpdates() }, [])
        #expect(!table.isInsideBatchUpdates)
        #expect(table.exception == nil)
    }

    @Test func performBatchUpdatesCompletesOnlyWhenTheAppSurvives() {
        let (simulator, app) = make([[1, 2]])
        let table = simulator.tableView
        var completions: [Bool] = []
        app.sections = [[1]]
        table.performBatchUpdates({ table.deleteRows(at: [ip(0, 1)], with: .fade) }, completion: { completions.append($0) })
        #expect(completions == [true])
        expectUIKitException("Invalid update: invalid number of rows in section 0.") {
            table.performBatchUpdates({ table.deleteRows(at: [ip(0, 0)], with: .fade) }, completion: { completions.append($0) })
        }
        #expect(completions == [true])
    }

    @Test func headersOfInsertedAndDeletedSectionsComeAndGo() {
        final class Titled: TableViewDataSource, TableViewDelegate {
            var sections: [(String, Int)] = [("A", 1), ("B", 1)]
            func numberOfSections(in tableView: TableView) -> Int { sections.count }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].1 }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            }
            func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {}
            func tableView(
                _ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int
            ) {}
        }
        let app = Titled()
        let simulator = simulating(app)
        let table = simulator.tableView
        simulator.appear()
        app.sections = [("B", 1), ("C", 2)]
        let lines = simulator.record {
            table.beginUpdates()
            table.insertSections([1], with: .fade)
            table.deleteSections([0], with: .fade)
            table.endUpdates()
        }
        expectTrace(lines, [
            "numberOfSections(in:) -> 2",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:numberOfRowsInSection:) 1 -> 2",
            "tableView(_:titleForHeaderInSection:) 1 -> \"C\"",
            "tableView(_:cellForRowAt:) [1, 0] -> cell#3",
            "tableView(_:cellForRowAt:) [1, 1] -> cell#4",
            "tableView(_:willDisplayHeaderView:forSection:) header#3 1",
            "tableView(_:didEndDisplayingHeaderView:forSection:) header#1 0",
        ])
        #expect(table.headerView(forSection: 0)?.traceName == "header#2")
        #expect(table._checkInvariants() == [])
    }

    @Test func aBatchOfFiftyThousandChangesIsNotQuadratic() {
        let app = CountedRows(count: 1_000_000)
        let simulator = simulating(app)
        let table = simulator.tableView
        simulator.appear()
        app.count -= 25_000
        table.performBatchUpdates({
            table.deleteRows(at: (0..<50_000).map { ip(0, $0 * 2) }, with: .fade)
            table.insertRows(at: (0..<25_000).map { ip(0, $0 * 3) }, with: .fade)
        })
        #expect(table.exception == nil)
        #expect(table.numberOfRows(inSection: 0) == 975_000)
        #expect(table._checkInvariants() == [])
    }

    // A finger down on a row while an update moves it: the touch follows its row (it used to keep
    // the old index path, so the tap did nothing and the row stayed highlighted, or hit another row).

    @Test func aHighlightedTouchFollowsItsRowAcrossAnInsertAbove() throws {
        let (simulator, app) = make([[1, 2, 3, 4, 5]])
        let table = simulator.tableView
        try simulator.touchDown(at: simulator.point(ofRow: ip(0, 3)))
        expectTrace(simulator.record { simulator.wait(milliseconds: 200) }, [])
        #expect(table.highlightedRow == ip(0, 3))
        app.sections[0].insert(0, at: 0)
        let update = simulator.record { table.insertRows(at: [ip(0, 0)], with: .automatic) }
        expectTrace(update, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 6",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#6",
            "tableView(_:willDisplay:forRowAt:) cell#6 [0, 0]",
        ])
        #expect(table.highlightedRow == ip(0, 4))
        expectTrace(try simulator.record { try simulator.touchUp() }, ["tableView(_:didSelectRowAt:) [0, 4]"])
        #expect(table.highlightedRow == nil)
        #expect(table.indexPathsForSelectedRows == [ip(0, 4)])
        #expect(table._checkInvariants() == [])
    }

    @Test func aDelayedTouchFollowsItsRowAcrossAnInsertAbove() throws {
        let (simulator, app) = make([[1, 2, 3, 4, 5]])
        let table = simulator.tableView
        try simulator.touchDown(at: simulator.point(ofRow: ip(0, 3)))
        app.sections[0].insert(0, at: 0)
        _ = simulator.record { table.insertRows(at: [ip(0, 0)], with: .automatic) }
        expectTrace(try simulator.record { try simulator.touchUp() }, ["tableView(_:didSelectRowAt:) [0, 4]"])
        #expect(table.highlightedRow == nil)
        #expect(table.indexPathsForSelectedRows == [ip(0, 4)])
    }

    @Test func aTouchOnADeletedRowSelectsNothing() throws {
        let (simulator, app) = make([[1, 2, 3, 4, 5]])
        let table = simulator.tableView
        try simulator.touchDown(at: simulator.point(ofRow: ip(0, 3)))
        simulator.wait(milliseconds: 200)
        app.sections[0].remove(at: 3)
        let update = simulator.record { table.deleteRows(at: [ip(0, 3)], with: .automatic) }
        expectTrace(update, [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 4",
            "tableView(_:didEndDisplaying:forRowAt:) cell#4 [0, 3]",
        ])
        expectTrace(try simulator.record { try simulator.touchUp() }, [])
        #expect(table.highlightedRow == nil)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(!simulator.isFingerDown)
        #expect(table._checkInvariants() == [])
    }
}
