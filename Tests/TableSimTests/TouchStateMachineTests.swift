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
        _ = machine.touchBegan(on: .detailButton(row), at: origin, delaysContentTouches: true)
        #expect(machine.delayElapsed() == .none)
        #expect(machine.touchMoved(to: Point(x: 100, y: 300)) == .none)
        #expect(machine.touchEnded(insideButton: true) == .tapButton(row))
    }

    @Test func detailButtonReleasedOutsideDoesNothing() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .detailButton(row), at: origin, delaysContentTouches: true)
        _ = machine.delayElapsed()
        #expect(machine.touchEnded(insideButton: false) == .none)
    }

    @Test func touchOnNothingCanOnlyPan() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .nothing, at: origin, delaysContentTouches: true)
        #expect(machine.delayElapsed() == .none)
        #expect(machine.touchEnded() == .none)
    }
}
