import TableSim
import Testing

/// The touch state machine on the section index and on a row's text field.
@Suite struct ControlTouchStateMachineTests {
    let row = IndexPath(row: 3, section: 1)
    let origin = Point(x: 300, y: 200)

    @Test func theIndexAnswersAtTouchDownWithoutTheDelay() {
        var machine = TouchStateMachine()
        #expect(machine.touchBegan(on: .sectionIndex(2), at: origin, delaysContentTouches: true) == .touchIndex(2))
        #expect(machine.state == .trackingIndex(2))
        #expect(machine.delayElapsed() == .none)
    }

    @Test func slidingAlongTheIndexAnswersOncePerNewTitleAndNeverPans() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .sectionIndex(0), at: origin, delaysContentTouches: true)
        #expect(machine.touchMoved(to: Point(x: 300, y: 210), indexPosition: 0) == .none)
        #expect(machine.touchMoved(to: Point(x: 300, y: 220), indexPosition: 1) == .touchIndex(1))
        #expect(machine.touchMoved(to: Point(x: 100, y: 400), indexPosition: 4) == .touchIndex(4))
        #expect(machine.touchMoved(to: Point(x: 100, y: 500), indexPosition: nil) == .none)
        #expect(machine.state == .trackingIndex(4))
        #expect(machine.touchEnded() == .none)
        #expect(machine.state == .idle)
    }

    @Test func cancellingOnTheIndexDoesNothing() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .sectionIndex(1), at: origin, delaysContentTouches: false)
        #expect(machine.touchCancelled() == .none)
        #expect(machine.state == .idle)
    }

    @Test func aQuickTapOnATextFieldFocusesIt() {
        var machine = TouchStateMachine()
        #expect(machine.touchBegan(on: .control(.textField(row)), at: origin, delaysContentTouches: true) == .startDelayTimer)
        #expect(machine.touchEnded() == .tapControl(.textField(row)))
    }

    @Test func aHeldTextFieldKeepsItsTouchAndNeverHighlightsTheRow() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .control(.textField(row)), at: origin, delaysContentTouches: true)
        #expect(machine.delayElapsed() == .none)
        #expect(machine.state == .trackingControl(.textField(row), origin: origin))
        #expect(machine.touchMoved(to: Point(x: 300, y: 260)) == .none)
        #expect(machine.touchEnded(insideControl: true) == .tapControl(.textField(row)))
    }

    @Test func aTextFieldTouchThatMovesBeforeTheDelayIsAScroll() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .control(.textField(row)), at: origin, delaysContentTouches: true)
        #expect(machine.touchMoved(to: Point(x: 300, y: 230)) == .beginPan(unhighlighting: nil))
        #expect(machine.touchEnded() == .endPan)
    }

    @Test func liftingFarFromTheTextFieldFocusesNothing() {
        var machine = TouchStateMachine()
        _ = machine.touchBegan(on: .control(.textField(row)), at: origin, delaysContentTouches: false)
        #expect(machine.touchEnded(insideControl: false) == .none)
    }
}
