import TableSim
import Testing

/// The touch machine's drag states one transition at a time (DragAndDropBehaviour.md): a long press
/// that the table answers with a drag, the finger carrying the row, and a menu that becomes a drag.
@Suite struct DragTouchStateMachineTests {
    let row = IndexPath(row: 2, section: 0)
    let origin = Point(x: 100, y: 200)

    /// A machine whose finger rests on the row, highlighted, at the long-press duration.
    private func heldOnRow() -> TouchStateMachine {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        _ = machine.delayElapsed()
        machine.highlightResolved(true)
        return machine
    }

    @Test func aLongPressTheTableAnswersWithADragCarriesTheRowUntilTheLift() {
        var machine = heldOnRow()
        #expect(machine.longPressElapsed() == .longPress(row, at: origin, unhighlighting: row))
        machine.contextMenuResolved(false)
        machine.dragResolved(true)
        #expect(machine.state == .draggingRow(row))
        #expect(machine.touchMoved(to: Point(x: 100, y: 260)) == .moveDrag(to: Point(x: 100, y: 260)))
        #expect(machine.touchEnded() == .endDrag)
        #expect(machine.state == .idle)
    }

    @Test func aDragTheTableRefusesLeavesTheTouchToTap() {
        var machine = heldOnRow()
        _ = machine.longPressElapsed()
        machine.contextMenuResolved(false)
        machine.dragResolved(false)
        #expect(machine.touchEnded() == .tapRow(row, deliverFirst: false))
    }

    @Test func aCancelledDragIsCancelled() {
        var machine = heldOnRow()
        machine.dragResolved(true)
        #expect(machine.touchCancelled() == .cancelDrag)
    }

    @Test func aMenuWhoseFingerMovesPastThePanThresholdAsksToBecomeADrag() {
        var machine = heldOnRow()
        machine.contextMenuResolved(true)
        #expect(machine.state == .contextMenu(row))
        #expect(machine.touchMoved(to: Point(x: 100, y: 205)) == .none)
        #expect(machine.touchMoved(to: Point(x: 100, y: 215)) == .menuToDrag(row))
        machine.dragResolved(true)
        #expect(machine.state == .draggingRow(row))
    }

    @Test func theCarriedRowFollowsAnUpdateThatMovesIt() {
        var machine = heldOnRow()
        machine.dragResolved(true)
        machine.rowsMoved { IndexPath(row: $0.row - 1, section: $0.section) }
        #expect(machine.state == .draggingRow(IndexPath(row: 1, section: 0)))
        machine.rowsMoved { _ in nil }
        #expect(machine.state == .draggingRow(IndexPath(row: 1, section: 0)))
    }
}
