import TableSim
import Testing

@Suite struct TouchStateMachineTests {
    let row = IndexPath(row: 2, section: 0)
    let origin = Point(x: 100, y: 200)

    @Test func quickTapDeliversTheTouchDownAtTouchUp() {
        var machine = TouchStateMachine()
        #expect(machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true) == .startDelayTimer)
        #expect(machine.touchEnded() == .tapRow(row, deliverFirst: true))
        #expect(machine.state == .idle)
    }

    @Test func heldTouchIsDeliveredWhenTheDelayElapses() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        #expect(machine.delayElapsed() == .deliverToRow(row))
        machine.highlightResolved(true)
        #expect(machine.state == .trackingRow(row, origin: origin, highlighted: true))
        #expect(machine.touchEnded() == .tapRow(row, deliverFirst: false))
    }

    @Test func withoutDelaysContentTouchesTheRowHearsAtOnce() {
        var machine = TouchStateMachine()
        #expect(machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: false) == .deliverToRow(row))
    }

    @Test func refusedHighlightHaltsTheSelection() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        _ = machine.delayElapsed()
        machine.highlightResolved(false)
        #expect(machine.touchEnded() == .none)
    }

    @Test func movementWithinTheThresholdKeepsTheTap() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        #expect(machine.touchMoved(to: Point(x: 100, y: 210)) == .none)
        #expect(machine.touchEnded() == .tapRow(row, deliverFirst: true))
    }

    @Test func dragBeforeTheDelayNeverHighlights() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        #expect(machine.touchMoved(to: Point(x: 100, y: 211)) == .beginPan(unhighlighting: nil))
        #expect(machine.delayElapsed() == .none)
        #expect(machine.touchMoved(to: Point(x: 100, y: 260)) == .pan)
        #expect(machine.touchEnded() == .endPan)
    }

    @Test func dragAfterTheHighlightCancelsIt() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        _ = machine.delayElapsed()
        machine.highlightResolved(true)
        #expect(machine.touchMoved(to: Point(x: 100, y: 240)) == .beginPan(unhighlighting: row))
        #expect(machine.state == .panning)
    }

    @Test func cancelledTouchUnhighlightsOnlyAHighlightedRow() {
        var held = TouchStateMachine()
        _ = held.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        _ = held.delayElapsed()
        held.highlightResolved(true)
        #expect(held.touchCancelled() == .cancelRow(row))

        var quick = TouchStateMachine()
        _ = quick.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        #expect(quick.touchCancelled() == .none)
    }

    @Test func detailButtonKeepsItsTouchWhileTheFingerMoves() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .control(.detailButton(row)), at: origin, delaysContentTouches: true)
        #expect(machine.delayElapsed() == .none)
        #expect(machine.touchMoved(to: Point(x: 100, y: 300)) == .none)
        #expect(machine.touchEnded(insideControl: true) == .tapControl(.detailButton(row)))
    }

    @Test func detailButtonReleasedOutsideDoesNothing() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .control(.detailButton(row)), at: origin, delaysContentTouches: true)
        _ = machine.delayElapsed()
        #expect(machine.touchEnded(insideControl: false) == .none)
    }

    @Test func touchOnNothingCanOnlyPan() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .nothing, at: origin, delaysContentTouches: true)
        #expect(machine.delayElapsed() == .none)
        #expect(machine.touchEnded() == .none)
    }

    @Test func sidewaysMoveOverARowAsksForASwipe() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        #expect(machine.touchMoved(to: Point(x: 80, y: 205)) == .beginSwipe(row, edge: .trailing, unhighlighting: nil))
        #expect(machine.swipeResolved(began: true, at: Point(x: 80, y: 205)) == .swipe(dx: -20))
        #expect(machine.touchMoved(to: Point(x: 10, y: 260)) == .swipe(dx: -90))
        #expect(machine.touchEnded() == .endSwipe)
        #expect(machine.state == .idle)
    }

    @Test func refusedSwipeOfAHighlightedRowIsAScroll() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        _ = machine.delayElapsed()
        machine.highlightResolved(true)
        #expect(machine.touchMoved(to: Point(x: 130, y: 200)) == .beginSwipe(row, edge: .leading, unhighlighting: row))
        #expect(machine.swipeResolved(began: false, at: Point(x: 130, y: 200)) == .beginPan(unhighlighting: row))
        #expect(machine.state == .panning)
    }

    @Test func verticalMoveIsNeverASwipe() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .row(row), at: origin, delaysContentTouches: true)
        #expect(machine.touchMoved(to: Point(x: 108, y: 215)) == .beginPan(unhighlighting: nil))
    }

    @Test func touchOutsideRowActionsOnlyHidesThemOrScrolls() {
        var machine = TouchStateMachine()
        #expect(machine.touchBegan(on: .outsideRowActions, at: origin, delaysContentTouches: true) == .hideRowActions)
        #expect(machine.touchMoved(to: Point(x: 150, y: 205)) == .none)
        #expect(machine.touchEnded() == .none)
        _ = machine.touchBegan(on: .outsideRowActions, at: origin, delaysContentTouches: true)
        #expect(machine.touchMoved(to: Point(x: 100, y: 240)) == .beginPan(unhighlighting: nil))
    }

    @Test func reorderControlLiftsTheRowAtOnce() {
        var machine = TouchStateMachine()
        #expect(machine.touchBegan(on: .reorderControl(row), at: origin, delaysContentTouches: true) == .beginReorder(row))
        #expect(machine.touchMoved(to: Point(x: 100, y: 244)) == .reorder(dy: 44))
        #expect(machine.touchEnded() == .endReorder)
        _ = machine.touchBegan(on: .reorderControl(row), at: origin, delaysContentTouches: true)
        #expect(machine.touchCancelled() == .cancelReorder)
    }

    @Test func editingControlAndActionButtonsAreControls() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .control(.editingControl(row)), at: origin, delaysContentTouches: true)
        #expect(machine.touchEnded() == .tapControl(.editingControl(row)))
        _ = machine.touchBegan(on: .control(.actionButton(row, index: 1)), at: origin, delaysContentTouches: false)
        #expect(machine.touchMoved(to: Point(x: 40, y: 200)) == .none)
        #expect(machine.touchEnded(insideControl: true) == .tapControl(.actionButton(row, index: 1)))
    }
}
