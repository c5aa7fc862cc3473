import Testing

@testable import TableSim

/// The scroll lifecycle driven input by input, without a table: what each input does to the finger's
/// phase, the content's motion, and UIKit's `isDragging` / `isDecelerating` read off them.
@Suite struct ScrollStateMachineTests {
    let animation = ScrollAnimation(kind: .programmatic, from: 0, to: 300)
    func deceleration(from offset: Double = 100, velocity: Double = 2) -> DecelerationCurve {
        DecelerationCurve(
            offset: offset, velocity: velocity, target: 500, minimum: 0, maximum: 1000,
            rate: ScrollPhysics.normalDecelerationRate, bounces: true, dimension: 800)
    }

    @Test func aDragMovesItsRawOffsetAndEndsThroughLifting() {
        var machine = ScrollStateMachine()
        #expect(machine.fingerMoved(by: 10) == nil)
        #expect(machine == ScrollStateMachine())
        machine.dragBegan(rawOffsetY: 50)
        #expect(machine.finger == .dragging(rawOffsetY: 50))
        #expect(machine.isDragging && !machine.isDecelerating)
        #expect(machine.fingerMoved(by: 20) == 30)
        #expect(machine.fingerMoved(by: -5) == 35)
        machine.fingerLifted()
        // While the delegate is asked where to stop, UIKit still says the view is dragging.
        #expect(machine.finger == .lifting)
        #expect(machine.isDragging)
        #expect(machine.fingerMoved(by: 20) == nil)
        machine.dragEnded()
        #expect(machine.finger == .up)
        #expect(!machine.isDragging && !machine.isDecelerating && machine.motion == nil)
    }

    @Test func aDecelerationShowsFramesEverySixteenMillisecondsUntilItFinishes() {
        var machine = ScrollStateMachine()
        machine.decelerationStarted(deceleration(), at: 1000)
        #expect(machine.isDecelerating && !machine.isDragging)
        #expect(machine.nextFrameTime == 1016)
        let first = machine.frameShown(at: 1016)
        #expect(first?.offset == deceleration().sample(at: 16).offset)
        #expect(first?.finished == nil)
        #expect(machine.nextFrameTime == 1032)
        var time = 1032
        var finished: ContentMotion?
        while finished == nil, time < 20_000 {
            finished = machine.frameShown(at: time)?.finished
            time += 16
        }
        #expect(finished?.isDeceleration == true)
        #expect(machine.motion == nil && !machine.isDecelerating && machine.nextFrameTime == nil)
        #expect(machine.frameShown(at: time) == nil)
    }

    @Test func anAnimationEndsExactlyAtItsDurationAndIsNotADeceleration() {
        var machine = ScrollStateMachine()
        machine.animationStarted(animation, at: 0)
        #expect(!machine.isDecelerating)
        for frame in 1...18 { #expect(machine.frameShown(at: 16 * frame)?.finished == nil) }
        #expect(machine.nextFrameTime == ScrollPhysics.animationDuration)
        let last = machine.frameShown(at: ScrollPhysics.animationDuration)
        #expect(last?.offset == 300)
        #expect(last?.finished?.curve == .animation(animation))
        #expect(machine.motion == nil)
    }

    @Test func stoppingReturnsTheMotionThatStopped() {
        var machine = ScrollStateMachine()
        #expect(machine.motionStopped() == nil)
        machine.decelerationStarted(deceleration(), at: 0)
        #expect(machine.motionStopped()?.isDeceleration == true)
        #expect(machine.motion == nil && !machine.isDecelerating)
        // An animation started by app code replaces a deceleration, silently.
        machine.decelerationStarted(deceleration(), at: 0)
        machine.animationStarted(animation, at: 5)
        #expect(machine.motion == ContentMotion(curve: .animation(animation), start: 5))
        #expect(!machine.isDecelerating)
    }

    @Test func estimateCorrectionsShiftADragAndAMotionButNotALiftingFinger() {
        var machine = ScrollStateMachine()
        machine.dragBegan(rawOffsetY: 50)
        machine.contentShifted(by: 12)
        #expect(machine.finger == .dragging(rawOffsetY: 62))
        // App code may animate from a callback while the finger drags: both parts move.
        machine.animationStarted(animation, at: 0)
        machine.contentShifted(by: 3)
        #expect(machine.finger == .dragging(rawOffsetY: 65))
        #expect(machine.motion?.shift == 3)
        #expect(machine.frameShown(at: 16)?.offset == animation.sample(at: 16).offset + 3)
        machine.fingerLifted()
        machine.contentShifted(by: 4)
        #expect(machine.finger == .lifting)
        #expect(machine.motion?.shift == 7)
    }
}
