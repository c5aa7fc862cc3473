import Foundation
import TableSim
import Testing

@Suite struct ScrollPhysicsTests {
    @Test func rubberBandFollowsLessAndLessAndInvertsExactly() {
        #expect(ScrollPhysics.rubberBand(0, dimension: 300) == 0)
        var previous = 0.0
        for overshoot in stride(from: 10.0, through: 2000, by: 10) {
            let banded = ScrollPhysics.rubberBand(overshoot, dimension: 300)
            #expect(banded > previous && banded < overshoot && banded < 300)
            #expect(abs(ScrollPhysics.inverseRubberBand(banded, dimension: 300) - overshoot) < 1e-6)
            previous = banded
        }
    }

    @Test func draggedOffsetIsRawInsideTheRangeAndBandedOutside() {
        let drag = { (raw: Double) in
            ScrollPhysics.draggedOffset(raw: raw, minimum: -47, maximum: 500, dimension: 844, bounces: true)
        }
        #expect(drag(100) == 100)
        #expect(drag(-47) == -47)
        #expect(drag(-147) == -47 - ScrollPhysics.rubberBand(100, dimension: 844).rounded())
        #expect(drag(600) == 500 + ScrollPhysics.rubberBand(100, dimension: 844).rounded())
        #expect(ScrollPhysics.draggedOffset(raw: -147, minimum: -47, maximum: 500, dimension: 844, bounces: false) == -47)
        let back = ScrollPhysics.rawOffset(dragged: drag(-147), minimum: -47, maximum: 500, dimension: 844)
        #expect(abs(back - -147) < 2)
    }

    @Test func velocityComesFromTheLastTwoMovesInTime() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(liftingAt: 0) == .zero)
        tracker.add(Point(x: 0, y: 100), at: 0)
        #expect(tracker.velocity(liftingAt: 0) == .zero, "one move: no time to measure")
        tracker.add(Point(x: 0, y: 60), at: 16)
        #expect(tracker.velocity(liftingAt: 16) == Point(x: 0, y: -2.5))
        #expect(tracker.velocity(liftingAt: 116) == Point(x: 0, y: -2.5), "lifted 100 ms after: still moving")
        #expect(tracker.velocity(liftingAt: 117) == .zero, "a finger that paused has stopped")
        // Moves at the same instant count as one, the last.
        tracker.add(Point(x: 0, y: 20), at: 16)
        #expect(tracker.velocity(liftingAt: 16) == Point(x: 0, y: -5))
        // Moves more than 100 ms apart measure nothing.
        tracker.add(Point(x: 0, y: 0), at: 200)
        #expect(tracker.velocity(liftingAt: 200) == .zero)
    }

    @Test func fingerMovesTooFastToMeasureGiveTheFastestFiniteVelocity() {
        // Two finite positions can be further apart than any Double: the velocity saturates, never inf.
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 1.7e308), at: 0)
        tracker.add(Point(x: 0, y: -1.7e308), at: 1)
        #expect(tracker.velocity(liftingAt: 1) == Point(x: 0, y: -.greatestFiniteMagnitude))
    }

    @Test func aBounceAfterTheFastestFlickStaysFinite() {
        // |v| × τ / e overflows for |v| > 6e306; the spring's speed must still be rubber-banded, not nan.
        for velocity in [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e307] {
            let target = DecelerationCurve.proposedTarget(
                offset: 100, velocity: velocity, minimum: 0, maximum: 1000, rate: 0.998)
            let curve = DecelerationCurve(
                offset: 100, velocity: velocity, target: target, minimum: 0, maximum: 1000, rate: 0.998,
                bounces: true, dimension: 300)
            var time = 0
            var sample = curve.sample(at: 0)
            while !sample.finished, time < 10_000 {
                time += ScrollPhysics.frameDuration
                sample = curve.sample(at: time)
                #expect(sample.offset.isFinite)
                // The overshoot stays within one view height.
                #expect(sample.offset >= -300 && sample.offset <= 1300, "\(velocity) at \(time)")
            }
            #expect(sample == (target, true))
        }
    }

    @Test func decelerationEndsExactlyAtTheProposedTarget() {
        for velocity in [0.3, 1, 2.5, -1.7, 6] {
            let target = DecelerationCurve.proposedTarget(
                offset: 1000, velocity: velocity, minimum: 0, maximum: 100_000, rate: 0.998)
            #expect(target == (1000 - velocity / log(0.998)).rounded())
            let curve = DecelerationCurve(
                offset: 1000, velocity: velocity, target: target, minimum: 0, maximum: 100_000, rate: 0.998,
                bounces: true, dimension: 844)
            var last = 1000.0
            var time = 0
            while true {
                time += ScrollPhysics.frameDuration
                let (offset, finished) = curve.sample(at: time)
                // Monotonic: the content never turns back.
                #expect(velocity > 0 ? offset >= last : offset <= last)
                last = offset
                if finished { break }
                #expect(time < 20_000)
            }
            #expect(last == target)
        }
    }

    @Test func aTargetTheDelegateMovedIsReachedWithoutABounce() {
        // A paging app moves the target to the next multiple of 500.
        let curve = DecelerationCurve(
            offset: 1100, velocity: 3, target: 1500, minimum: 0, maximum: 2000, rate: 0.998, bounces: true,
            dimension: 844)
        var time = 0
        var highest = 0.0
        var sample = curve.sample(at: 0)
        while !sample.finished {
            time += ScrollPhysics.frameDuration
            sample = curve.sample(at: time)
            highest = max(highest, sample.offset)
        }
        #expect(sample.offset == 1500)
        #expect(highest == 1500)
    }

    @Test func aFlickPastTheEndOvershootsALittleAndSpringsBack() {
        let curve = DecelerationCurve(
            offset: 1900, velocity: 4, target: 2000, minimum: 0, maximum: 2000, rate: 0.998, bounces: true,
            dimension: 844)
        var time = 0
        var highest = 0.0
        var sample = curve.sample(at: 0)
        while !sample.finished {
            time += ScrollPhysics.frameDuration
            sample = curve.sample(at: time)
            highest = max(highest, sample.offset)
            #expect(time < 5000)
        }
        #expect(sample.offset == 2000)
        #expect(highest > 2000 && highest < 2000 + 844 / 4, "overshoot \(highest - 2000)")
    }

    @Test func contentReleasedPastAnEdgeSpringsBackToIt() {
        let curve = DecelerationCurve(
            offset: -120, velocity: 0, target: -47, minimum: -47, maximum: 500, rate: 0.998, bounces: true,
            dimension: 844)
        var time = 0
        var last = -120.0
        var sample = curve.sample(at: 0)
        while !sample.finished {
            time += ScrollPhysics.frameDuration
            sample = curve.sample(at: time)
            #expect(sample.offset >= last && sample.offset <= -47)
            last = sample.offset
        }
        #expect(sample.offset == -47)
        #expect(time > 200 && time < 1000)
    }

    @Test func animationsEaseInAndOutOver300Milliseconds() {
        let animation = ScrollAnimation(kind: .programmatic, from: 0, to: 1000)
        #expect(animation.sample(at: 0).offset == 0)
        #expect(animation.sample(at: 0).finished == false)
        #expect(animation.sample(at: 150).offset == 500)
        #expect(animation.sample(at: 16).offset < 16 * 1000 / 300, "slow start")
        #expect(animation.sample(at: 299).finished == false)
        #expect(animation.sample(at: 300).offset == 1000)
        #expect(animation.sample(at: 300).finished)
    }
}
