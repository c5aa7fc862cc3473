import TableSim
import Testing

/// Who holds the finger, driven directly: no table, no simulator.
@Suite struct FingerStateMachineTests {
    let row = IndexPath(row: 2, section: 0)
    let origin = Point(x: 100, y: 200)

    @Test func aFingerOnTheKeyboardNeverReachesTheTable() {
        var finger = FingerStateMachine()
        #expect(finger.touchBegan(at: origin, on: .keyboard, delaysContentTouches: true) == .none)
        #expect(finger.state == .onKeyboard(at: origin))
        #expect(finger.location == origin)
        #expect(finger.touchMoved(by: 0, -300, at: 16, indexPosition: nil) == .none)
        #expect(finger.state == .onKeyboard(at: Point(x: 100, y: -100)))
        #expect(finger.touchEnded(at: 32) == .none)
        #expect(finger.state == .up)
        #expect(finger.location == nil)
        #expect(finger.table.state == .idle)
    }

    @Test func aTapOnTheStatusBarWithinTheThresholdScrollsToTop() {
        var finger = FingerStateMachine()
        let bar = Point(x: 195, y: 20)
        #expect(finger.touchBegan(at: bar, on: .statusBar, delaysContentTouches: true) == .none)
        #expect(finger.touchMoved(by: 6, 8, at: 16, indexPosition: nil) == .none)
        #expect(finger.state == .onStatusBar(origin: bar, at: Point(x: 201, y: 28)))
        #expect(finger.touchEnded(at: 32) == .tapStatusBar)
        #expect(finger.state == .up)
    }

    @Test func aFingerThatSlidOffTheStatusBarTapsNothing() {
        var finger = FingerStateMachine()
        _ = finger.touchBegan(at: Point(x: 195, y: 20), on: .statusBar, delaysContentTouches: true)
        _ = finger.touchMoved(by: 0, 10.5, at: 16, indexPosition: nil)
        #expect(finger.touchEnded(at: 32) == .none)
        #expect(finger.table.state == .idle)
    }

    @Test func aCancelledStatusBarTouchDoesNothing() {
        var finger = FingerStateMachine()
        _ = finger.touchBegan(at: Point(x: 195, y: 20), on: .statusBar, delaysContentTouches: true)
        #expect(finger.touchCancelled() == .none)
        #expect(finger.state == .up)
    }

    @Test func aTableTouchIsTheTouchMachinesWithItsPanOrigin() {
        var finger = FingerStateMachine()
        #expect(finger.touchBegan(at: origin, on: .table(.row(row), trackingFrame: nil), delaysContentTouches: true)
            == .table(.startDelayTimer, contentMove: 0, velocity: .zero))
        #expect(finger.table.state == .delayed(.row(row), origin: origin))
        // The pan begins 10 points from the origin: the content moves by what lies past them.
        #expect(finger.touchMoved(by: 0, -30, at: 16, indexPosition: nil)
            == .table(.beginPan(unhighlighting: nil), contentMove: -20, velocity: .zero))
        // Then by each move of the finger.
        #expect(finger.touchMoved(by: 0, -12, at: 32, indexPosition: nil) == .table(.pan, contentMove: -12, velocity: .zero))
        #expect(finger.state == .onTable(origin: origin, at: Point(x: 100, y: 158), trackingFrame: nil))
        // The velocity of the last two moves, 12 points in 16 ms, comes with the lift.
        #expect(finger.touchEnded(at: 32) == .table(.endPan, contentMove: 0, velocity: Point(x: 0, y: -0.75)))
        #expect(finger.state == .up)
        #expect(finger.table.state == .idle)
    }

    @Test func movingContentTakesTheTouchAtOnce() {
        var finger = FingerStateMachine()
        #expect(finger.touchBegan(at: origin, on: .movingContent, delaysContentTouches: true)
            == .table(.beginPan(unhighlighting: nil), contentMove: 0, velocity: .zero))
        #expect(finger.table.state == .panning)
    }

    @Test func aControlCountsALiftWithinSeventyPointsAsInside() {
        let button = Rect(x: 300, y: 100, width: 48, height: 44)
        var finger = FingerStateMachine()
        _ = finger.touchBegan(at: Point(x: 324, y: 122), on: .table(.control(.detailButton(row)), trackingFrame: button),
            delaysContentTouches: false)
        _ = finger.touchMoved(by: 0, 92, at: 16, indexPosition: nil)  // 214: 70 below the button's bottom
        #expect(finger.touchEnded(at: 16) == .table(.tapControl(.detailButton(row)), contentMove: 0, velocity: .zero))

        _ = finger.touchBegan(at: Point(x: 324, y: 122), on: .table(.control(.detailButton(row)), trackingFrame: button),
            delaysContentTouches: false)
        _ = finger.touchMoved(by: 0, 92.5, at: 16, indexPosition: nil)
        #expect(finger.touchEnded(at: 16) == .table(.none, contentMove: 0, velocity: .zero))
    }

    @Test func theControlMarginComesFromTheMetrics() {
        var metrics = Metrics.default
        metrics.controlTouchMargin = 10
        let button = Rect(x: 300, y: 100, width: 48, height: 44)
        var finger = FingerStateMachine(metrics: metrics)
        _ = finger.touchBegan(at: Point(x: 324, y: 122), on: .table(.control(.detailButton(row)), trackingFrame: button),
            delaysContentTouches: false)
        _ = finger.touchMoved(by: 0, 33, at: 16, indexPosition: nil)  // 155: 11 below the bottom
        #expect(finger.touchEnded(at: 16) == .table(.none, contentMove: 0, velocity: .zero))
    }

    @Test func aHighlightedRowThatLeftTheScreenUnhighlightsAtTheLift() {
        var finger = FingerStateMachine()
        _ = finger.touchBegan(at: origin, on: .table(.row(row), trackingFrame: nil), delaysContentTouches: true)
        #expect(finger.delayElapsed() == .table(.deliverToRow(row), contentMove: 0, velocity: .zero))
        finger.highlightResolved(true)
        #expect(finger.touchEnded(at: 200) { $0 != row } == .table(.cancelRow(row), contentMove: 0, velocity: .zero))
    }

    @Test func aDelayedRowThatLeftTheScreenHearsNothing() {
        var finger = FingerStateMachine()
        _ = finger.touchBegan(at: origin, on: .table(.row(row), trackingFrame: nil), delaysContentTouches: true)
        #expect(finger.touchEnded(at: 50) { _ in false } == .table(.none, contentMove: 0, velocity: .zero))
    }

    @Test func theTouchFollowsTheRowAnUpdateMoved() {
        var finger = FingerStateMachine()
        _ = finger.touchBegan(at: origin, on: .table(.row(row), trackingFrame: nil), delaysContentTouches: true)
        finger.rowsMoved { IndexPath(row: $0.row + 1, section: $0.section) }
        #expect(finger.table.state == .delayed(.row(IndexPath(row: 3, section: 0)), origin: origin))
        #expect(finger.touchEnded(at: 50)
            == .table(.tapRow(IndexPath(row: 3, section: 0), deliverFirst: true), contentMove: 0, velocity: .zero))
    }

    @Test func aRefusedSwipeBecomesAPanByTheSameMove() {
        var finger = FingerStateMachine()
        _ = finger.touchBegan(at: origin, on: .table(.row(row), trackingFrame: nil), delaysContentTouches: true)
        let begin = finger.touchMoved(by: -40, 0, at: 16, indexPosition: nil)
        #expect(begin == .table(.beginSwipe(row, edge: .trailing, unhighlighting: nil), contentMove: 0, velocity: .zero))
        #expect(finger.swipeResolved(began: false, contentMove: 0)
            == .table(.beginPan(unhighlighting: nil), contentMove: 0, velocity: .zero))
        #expect(finger.table.state == .panning)
    }
}

/// The simulator hands each finger to its holder, and the device stays consistent throughout.
@Suite struct FingerOwnershipTests {
    @Test func eachHolderGetsTheFingerAndTheDeviceStaysConsistent() throws {
        let rows = CountedRows(count: 30)
        let simulator = simulating(rows)
        simulator.appear()
        try simulator.showKeyboard(height: 300)
        let statusBar = Point(x: 195, y: 20), keyboard = Point(x: 195, y: 700), row = Point(x: 195, y: 100)
        let holders: [(Point, FingerStateMachine.State)] = [
            (statusBar, .onStatusBar(origin: statusBar, at: statusBar)),
            (keyboard, .onKeyboard(at: keyboard)),
            (row, .onTable(origin: row, at: row, trackingFrame: nil)),
        ]
        for (point, state) in holders {
            try simulator.touchDown(at: point)
            #expect(simulator.finger.state == state)
            #expect(simulator.isFingerDown && simulator.fingerLocation == point)
            #expect(simulator._checkInvariants() == [])
            #expect(throws: SimulationError.fingerAlreadyDown) { try simulator.touchDown(at: point) }
            simulator.wait(milliseconds: 50)
            try simulator.touchMove(by: 0, 5)
            #expect(simulator._checkInvariants() == [])
            try simulator.touchUp()
            #expect(simulator.finger.state == .up && !simulator.isFingerDown)
            #expect(simulator._checkInvariants() == [])
        }
        #expect(throws: SimulationError.noFingerDown(.ended)) { try simulator.touchUp() }
        #expect(throws: SimulationError.noFingerDown(.moved)) { try simulator.touchMove(by: 1, 1) }
        #expect(throws: SimulationError.noFingerDown(.cancelled)) { try simulator.touchCancel() }
    }
}
