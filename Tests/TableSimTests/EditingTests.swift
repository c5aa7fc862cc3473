import TableSim
import TableSimTesting
import Testing

/// A to-do list written as an iOS developer writes one: editing, swipe actions and reordering.
final class ToDoController: TableViewDataSource, TableViewDelegate {
    var items = ["Milk", "Eggs", "Bread", "Tea", "Jam"]
    /// Rows the user may not edit (no controls, no swipe).
    var lockedRows: Set<Int> = []
    /// What the trailing configuration method answers; nil gives UIKit's standard Delete.
    var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// Moves are kept out of the last row when set.
    var keepsLastRowInPlace = false
    /// The log of what the app's own code did, besides the calls the table traces.
    var log: [String] = []
    /// Whether the app implements the trailing-actions method (its `responds(to:)` says so).
    var implementsTrailingActions = false

    func responds(to selector: CallbackSelector) -> Bool {
        switch selector {
        case .trailingSwipeActionsConfigurationForRowAt: implementsTrailingActions
        case .leadingSwipeActionsConfigurationForRowAt: false
        default: true
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.editingAccessoryType = .detailButton
        return cell
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !lockedRows.contains(indexPath.row)
    }

    /// Whether the app forgets to change its data before telling the table (the classic crash).
    var forgetsData = false

    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(items[indexPath.row])")
        guard editingStyle == .delete else { return }
        if !forgetsData { items.remove(at: indexPath.row) }
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let last = items.count - 1
        if keepsLastRowInPlace, proposedDestinationIndexPath.row == last {
            return IndexPath(row: last - 1, section: 0)
        }
        return proposedDestinationIndexPath
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBegin isEditing=\(tableView.isEditing)")
    }

    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEnd isEditing=\(tableView.isEditing)")
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

@Suite struct EditingTests {
    func makeToDo(screenHeight: Double = 844) -> (Simulator, ToDoController) {
        let app = ToDoController()
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = app
        table.delegate = app
        let screen = Screen(size: Size(width: 390, height: screenHeight), safeArea: EdgeInsets(top: 47, bottom: 34))
        let simulator = Simulator(tableView: table, screen: screen)
        simulator.appear()
        return (simulator, app)
    }

    let row = { (row: Int) in IndexPath(row: row, section: 0) }

    @Test func editingModeTellsEachCellThenAsksEachVisibleRow() throws {
        let (simulator, app) = makeToDo()
        app.lockedRows = [1]
        let table = simulator.tableView
        // The app implements canEditRowAt only: the other questions take UIKit's defaults, untraced.
        let lines = simulator.record { table.setEditing(true, animated: true) }
        expectTrace(lines, [
            "tableView(_:canEditRowAt:) [0, 0] -> true",
            "tableView(_:canEditRowAt:) [0, 1] -> false",
            "tableView(_:canEditRowAt:) [0, 2] -> true",
            "tableView(_:canEditRowAt:) [0, 3] -> true",
            "tableView(_:canEditRowAt:) [0, 4] -> true",
        ])
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        // Defaults: the red minus, and a reorder control because the data source implements moveRowAt.
        let first = try #require(table.cellForRow(at: row(0)))
        #expect(first.editingStyle == .delete && first.isShowingReorderControl && first.shownAccessory == .detailButton)
        let locked = try #require(table.cellForRow(at: row(1)))
        #expect(locked.editingStyle == .none && !locked.isShowingReorderControl)
        // Leaving editing mode asks nothing.
        expectTrace(simulator.record { table.setEditing(false, animated: true) }, [])
        #expect(!table.isEditing && table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
        #expect(table._checkInvariants() == [])
    }

    @Test func editingAccessoryTakesTheAccessorysPlaceInHitTesting() throws {
        let (simulator, app) = makeToDo()
        let table = simulator.tableView
        // Outside editing mode the row shows no accessory.
        #expect(throws: SimulationError.self) { try simulator.point(ofRow: self.row(0), region: .accessory) }
        table.setEditing(true, animated: false)
        let parts = try #require(simulator.parts(ofRow: row(0)))
        // 47 pt of editing control, then content, then the 48 pt detail button left of the 48 pt reorder control.
        #expect(parts.editingControl == Rect(x: 0, y: 47, width: 47, height: 44))
        #expect(parts.reorderControl == Rect(x: 342, y: 47, width: 48, height: 44))
        #expect(parts.detailButton == Rect(x: 294, y: 47, width: 48, height: 44))
        #expect(parts.content == Rect(x: 47, y: 47, width: 247, height: 44))
        #expect(simulator.hitTest(Point(x: 20, y: 60)) == .control(.editingControl(row(0))))
        #expect(simulator.hitTest(Point(x: 300, y: 60)) == .control(.detailButton(row(0))))
        #expect(simulator.hitTest(Point(x: 380, y: 60)) == .reorderControl(row(0)))
        #expect(simulator.hitTest(Point(x: 100, y: 60)) == .row(row(0)))
        _ = app
    }

    @Test func rowsComingOnScreenWhileEditingAreAskedBeforeWillDisplay() throws {
        let (simulator, app) = makeToDo(screenHeight: 200)
        app.items = (1...20).map { "Item \($0)" }
        simulator.tableView.reloadData()
        simulator.tableView.setEditing(true, animated: false)
        // Rows 0 to 3 show under the 47-point bar; a drag of 54 points (44 past the slop) brings row 4 in.
        try simulator.touchDown(at: Point(x: 200, y: 150))
        let lines = try simulator.record { try simulator.touchMove(by: 0, -54) }
        expectTrace(lines, [
            "tableView(_:cellForRowAt:) [0, 4] -> cell#5",
            "tableView(_:canEditRowAt:) [0, 4] -> true",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 4]",
        ])
        #expect(simulator.tableView.cellForRow(at: row(4))?.isEditing == true)
        #expect(simulator.tableView.cellForRow(at: row(4))?.editingStyle == .delete)
        try simulator.touchUp()
        #expect(simulator.tableView._checkInvariants() == [])
    }

    @Test func deleteControlShowsTheConfirmationAndItsButtonCommits() throws {
        let (simulator, app) = makeToDo()
        let table = simulator.tableView
        table.setEditing(true, animated: false)
        expectTrace(try simulator.record { try simulator.tap(row(2), region: .editingControl) }, [])
        #expect(table.indexPathForRowShowingActions == row(2))
        #expect(table.cellForRow(at: row(2))?.showingDeleteConfirmation == true)
        #expect(table.shownActions.map(\.title) == ["Delete"])
        // The confirmation covers the trailing side: its button is 74 points wide at the row's edge.
        #expect(simulator.parts(ofRow: row(2))?.buttons == [Rect(x: 316, y: 135, width: 74, height: 44)])
        // The app deletes its data and the row: the update asks the count, and the row's cell leaves.
        expectTrace(try simulator.record { try simulator.tapDeleteButton() }, [
            "tableView(_:commit:forRowAt:) .delete [0, 2]",
            "tableView(_:numberOfRowsInSection:) 0 -> 4",
        ])
        #expect(app.log == ["commit .delete Bread"])
        #expect(app.items == ["Milk", "Eggs", "Tea", "Jam"])
        #expect(table.cellForRow(at: row(2))?.textLabel?.text == "Tea")
        #expect(table.indexPathForRowShowingActions == nil && table.isEditing)
        #expect(table._checkInvariants() == [])
    }

    @Test func aTouchElsewhereOnlyHidesTheConfirmation() throws {
        let (simulator, app) = makeToDo()
        let table = simulator.tableView
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        try simulator.tap(row(2), region: .editingControl)
        // A tap on another row's content: no highlight, no selection, nothing traced.
        expectTrace(try simulator.record { try simulator.tap(row(0)) }, [])
        #expect(table.indexPathForRowShowingActions == nil && table.indexPathsForSelectedRows == nil)
        // The next tap selects (selection is allowed in editing mode here).
        expectTrace(try simulator.record { try simulator.tap(row(0)) }, ["tableView(_:didSelectRowAt:) [0, 0]"])
        _ = app
    }

    @Test func swipeToDeleteEditsTheOneRowUntilItsDeleteIsTapped() throws {
        let (simulator, app) = makeToDo()
        let table = simulator.tableView
        let swipe = try simulator.record { try simulator.swipe(row(1), .left) }
        // Not implemented: the configuration, editing style and title methods; UIKit's Delete it is.
        expectTrace(swipe, [
            "tableView(_:canEditRowAt:) [0, 1] -> true",
            "tableView(_:willBeginEditingRowAt:) [0, 1]",
        ])
        #expect(app.log == ["willBegin isEditing=false"])
        #expect(table.isEditing && !table.isEditingAllRows)
        let editingCells = table.visibleCells.filter(\.isEditing).map(ObjectIdentifier.init)
        #expect(editingCells == [ObjectIdentifier(try #require(table.cellForRow(at: row(1))))])
        #expect(table.cellForRow(at: row(1))?.editingStyle == EditingStyle.none)
        expectTrace(try simulator.record { try simulator.tapDeleteButton() }, [
            "tableView(_:commit:forRowAt:) .delete [0, 1]",
            "tableView(_:numberOfRowsInSection:) 0 -> 4",
            "tableView(_:didEndEditingRowAt:) [0, 1]",
        ])
        #expect(app.log == ["willBegin isEditing=false", "commit .delete Eggs", "didEnd isEditing=false"])
        #expect(app.items == ["Milk", "Bread", "Tea", "Jam"])
        #expect(!table.isEditing && table.visibleCells.allSatisfy { !$0.isEditing && !$0.showingDeleteConfirmation })
        #expect(table._checkInvariants() == [])
    }

    @Test func customActionsRunTheirHandlerInsteadOfCommit() throws {
        let (simulator, app) = makeToDo()
        app.implementsTrailingActions = true
        var pending: ((Bool) -> Void)?
        app.trailingActions = { indexPath in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Later") { _, cell, completion in
                    app.log.append("later \(cell.textLabel?.text ?? "")")
                    pending = completion
                }
            ])
        }
        let table = simulator.tableView
        expectTrace(try simulator.record { try simulator.swipe(row(3), .left) }, [
            "tableView(_:canEditRowAt:) [0, 3] -> true",
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:) [0, 3] -> [.normal \"Later\"]",
            "tableView(_:willBeginEditingRowAt:) [0, 3]",
        ])
        #expect(throws: SimulationError.noSingleDeleteButton(row: row(3), shown: ["Later"])) {
            try simulator.tapDeleteButton()
        }
        expectTrace(try simulator.record { try simulator.tapAction(titled: "Later") }, [
            "UIContextualAction.Handler \"Later\" [0, 3]"
        ])
        // The handler has not called its completion: the row stays open and editing.
        #expect(table.indexPathForRowShowingActions == row(3) && table.isEditing)
        let completion = try #require(pending)
        expectTrace(simulator.record { completion(true) }, ["tableView(_:didEndEditingRowAt:) [0, 3]"])
        #expect(app.log == ["willBegin isEditing=false", "later Tea", "didEnd isEditing=false"])
        #expect(!table.isEditing)
        // A second call changes nothing.
        completion(false)
        #expect(app.log.count == 3)
    }

    @Test func aLateCompletionClosesTheButtonsWhereAnUpdateMovedTheirRow() throws {
        let (simulator, app) = makeToDo()
        app.implementsTrailingActions = true
        var pending: ((Bool) -> Void)?
        app.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Later") { _, _, completion in pending = completion }
            ])
        }
        let table = simulator.tableView
        try simulator.swipe(row(3), .left)
        try simulator.tapAction(titled: "Later")
        // The app inserts a row above before it calls the completion: the open row is now [0, 4].
        app.items.insert("Rice", at: 0)
        table.insertRows(at: [row(0)], with: .automatic)
        #expect(table.indexPathForRowShowingActions == row(4))
        let completion = try #require(pending)
        expectTrace(simulator.record { completion(true) }, ["tableView(_:didEndEditingRowAt:) [0, 4]"])
        #expect(table.indexPathForRowShowingActions == nil && !table.isEditing)
        #expect(table._checkInvariants() == [])
    }

    @Test func noSwipeInEditingModeOrOnARowThatCannotBeEdited() throws {
        let (simulator, app) = makeToDo()
        app.lockedRows = [0]
        let table = simulator.tableView
        // canEdit says no: the sideways move is the scroll view's (the app hears none of its calls).
        expectTrace(try simulator.record { try simulator.swipe(row(0), .left) }, ["tableView(_:canEditRowAt:) [0, 0] -> false"])
        #expect(!table.isEditing)
        // No leading method (responds(to:) says so): a swipe to the right asks nothing at all.
        expectTrace(try simulator.record { try simulator.swipe(row(2), .right) }, [])
        table.setEditing(true, animated: false)
        expectTrace(try simulator.record { try simulator.swipe(row(2), .left) }, [])
        #expect(table.indexPathForRowShowingActions == nil)
    }

    @Test func reorderAsksAtEachDestinationAndTheTableFollowsTheRow() throws {
        let (simulator, app) = makeToDo()
        app.keepsLastRowInPlace = true
        let table = simulator.tableView
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        try simulator.tap(row(1))
        let milk = try #require(table.cellForRow(at: row(0)))
        let lines = try simulator.record { try simulator.drag(row(0), to: row(4)) }
        expectTrace(lines, [
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) [0, 0] [0, 1] -> [0, 1]",
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) [0, 0] [0, 2] -> [0, 2]",
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) [0, 0] [0, 3] -> [0, 3]",
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) [0, 0] [0, 4] -> [0, 3]",
            "tableView(_:moveRowAt:to:) [0, 0] [0, 3]",
        ])
        #expect(app.items == ["Eggs", "Bread", "Tea", "Milk", "Jam"])
        #expect(table.cellForRow(at: row(3)) === milk)
        // The selected row (Eggs) followed its row.
        #expect(table.indexPathsForSelectedRows == [row(0)])
        #expect(table._checkInvariants() == [])
        // A row that never left its place was not moved: no moveRowAt.
        let back = try simulator.record { try simulator.drag(row(1), to: row(1)) }
        expectTrace(back, [])
    }

    @Test func cancelledReorderPutsTheRowBack() throws {
        let (simulator, app) = makeToDo()
        let table = simulator.tableView
        table.setEditing(true, animated: false)
        try simulator.touchDown(at: simulator.point(ofRow: row(0), region: .reorderControl))
        expectTrace(try simulator.record { try simulator.touchMove(by: 0, 60) }, [
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) [0, 0] [0, 1] -> [0, 1]"
        ])
        expectTrace(try simulator.record { try simulator.touchCancel() }, [])
        #expect(app.items == ["Milk", "Eggs", "Bread", "Tea", "Jam"])
        #expect(table.reorder.state == .idle)
    }

    @Test func aSwipedRowKeepsItsButtonsAcrossAProgrammaticScroll() throws {
        let (simulator, app) = makeToDo(screenHeight: 200)
        app.items = (1...20).map { "Item \($0)" }
        let table = simulator.tableView
        table.reloadData()
        try simulator.swipe(row(0), .left)
        let swiped = try #require(table.cellForRow(at: row(0)))
        table.setContentOffset(Point(x: 0, y: 400), animated: false)
        #expect(table.cellForRow(at: row(0)) == nil)
        // The rows that left end before the rows that come in (Q8): the swiped cell is reused at once
        // for a row that came in, and shows that row without buttons.
        let reusedFor = table.indexPathsForVisibleRows.first { table.cellForRow(at: $0) === swiped }
        #expect(reusedFor != nil && !swiped.showingDeleteConfirmation && !swiped.isEditing)
        #expect(table._checkInvariants() == [])
        table.setContentOffset(Point(x: 0, y: -47), animated: false)
        let back = try #require(table.cellForRow(at: row(0)))
        #expect(back.isEditing && back.showingDeleteConfirmation)
        #expect(table.indexPathForRowShowingActions == row(0))
        #expect(table._checkInvariants() == [])
        expectTrace(try simulator.record { try simulator.tapDeleteButton() }, [
            "tableView(_:commit:forRowAt:) .delete [0, 0]",
            "tableView(_:numberOfRowsInSection:) 0 -> 19",
            "tableView(_:cellForRowAt:) [0, 3] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 3]",
            "tableView(_:didEndEditingRowAt:) [0, 0]",
        ])
    }

    @Test func aDataSourceThatForgetsItsDataCrashesOnDelete() throws {
        let (simulator, app) = makeToDo()
        app.forgetsData = true
        let table = simulator.tableView
        try simulator.swipe(row(3), .left)
        var lines: [TraceLine] = []
        try expectUIKitException("Invalid update: invalid number of rows in section 0.") {
            lines = try simulator.record { try simulator.tapDeleteButton() }
        }
        expectTrace(lines, [
            "tableView(_:commit:forRowAt:) .delete [0, 3]",
            "tableView(_:numberOfRowsInSection:) 0 -> 5",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: "
                + "invalid number of rows in section 0.  The number of rows contained in an existing section after the "
                + "update (5) must be equal to the number of rows contained in that section before the update (5), "
                + "plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and "
                + "plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'",
        ])
        // The app crashed inside commit: the swipe never ended, and nothing more happens.
        #expect(app.log == ["willBegin isEditing=false", "commit .delete Tea"])
        #expect(table.hasCrashed)
        expectTrace(simulator.record { table.setEditing(true, animated: true) }, [])
    }

    @Test func randomEditingKeepsTheInvariants() throws {
        var random = SeededRandom(seed: 7)
        let (simulator, app) = makeToDo(screenHeight: 400)
        app.items = (1...40).map { "Item \($0)" }
        app.lockedRows = [3, 9]
        app.implementsTrailingActions = true
        app.trailingActions = { indexPath in
            indexPath.row % 3 == 0
                ? nil
                : SwipeActionsConfiguration(actions: [
                    ContextualAction(style: .normal, title: "A") { _, _, completion in completion(true) },
                    ContextualAction(style: .normal, title: "B") { _, _, _ in },
                ])
        }
        let table = simulator.tableView
        table.reloadData()
        for _ in 0..<600 {
            let visible = table.indexPathsForVisibleRows.filter { simulator.screenRect(ofRow: $0).minY >= 47 }
            guard let row = visible.randomElement(using: &random),
                let other = visible.randomElement(using: &random)
            else { continue }
            switch Int.random(in: 0..<9, using: &random) {
            case 0: table.setEditing(!table.isEditingAllRows, animated: true)
            case 1: try? simulator.swipe(row, Bool.random(using: &random) ? .left : .right)
            case 2: try? simulator.tap(row)
            case 3: try? simulator.tapDeleteButton()
            case 4:
                try? simulator.swipe(row, .left)
                try? simulator.tapAction(titled: Bool.random(using: &random) ? "A" : "B")
            case 5: try? simulator.tap(row, region: .editingControl)
            case 6: try? simulator.drag(row, to: other)
            case 7:
                try simulator.touchDown(at: Point(x: 200, y: Double.random(in: 60..<390, using: &random)))
                try simulator.touchMove(by: Double(Int.random(in: -80...80, using: &random)), Double(Int.random(in: -80...80, using: &random)))
                if Bool.random(using: &random) { try simulator.touchUp() } else { try simulator.touchCancel() }
            default: table.reloadData()
            }
            #expect(table._checkInvariants() == [])
            #expect(!simulator.isFingerDown)
            #expect(table.exception == nil)
            // Every willBegin has its didEnd once the row closes.
            if table.rowActions.state == .hidden {
                #expect(app.log.filter { $0.hasPrefix("willBegin") }.count == app.log.filter { $0.hasPrefix("didEnd") }.count)
            }
        }
        // Deleted rows left the data and the table alike, and no row was lost or doubled by moves.
        #expect(app.items.count < 40 && app.items.count == table.numberOfRows(inSection: 0))
        #expect(Set(app.items).count == app.items.count)
        // The walk reached every kind of editing interaction.
        for selector in ["tableView(_:moveRowAt:to:)", "tableView(_:willBeginEditingRowAt:)", "UIContextualAction.Handler",
                         "tableView(_:commit:forRowAt:) .delete", "tableView(_:targetIndexPathForMoveFromRowAt:"] {
            let count = table.trace.filter { $0.text.hasPrefix(selector) }.count
            #expect(count >= 3, "\(selector): \(count)")
        }
    }
}
