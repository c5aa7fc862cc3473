import Foundation

/// The numbers and curves of scrolling: rubber-banding, deceleration, bouncing and animated scrolls.
///
/// Everything here is a pure function of its inputs, on the virtual clock's milliseconds, so a run is
/// the same on every machine. Offsets the curves compute are rounded to whole points (UIKit rounds to
/// device pixels); an offset the app or the finger gives is kept as it is.
package enum ScrollPhysics {
    /// UIKit's `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    package static let normalDecelerationRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`.
    package static let fastDecelerationRate = 0.99
    /// The time between two display frames, in milliseconds (a 60 Hz display, rounded down).
    package static let frameDuration = 16
    /// How much a finger's overshoot past an edge moves the content (the classic rubber-band constant).
    package static let rubberBandCoefficient = 0.55
    /// The time constant of the critically damped spring that bounces content back to an edge, in ms.
    package static let bounceTimeConstant = 80.0
    /// The duration of an animated `setContentOffset` or `scrollToRow`, and of a scroll to the top, in ms.
    package static let animationDuration = 300
    /// The distance below which a moving content offset is taken to have arrived, in points.
    package static let restingDistance = 0.5
    /// The longest gap between two finger positions (and between the last one and the lift) that still
    /// measures a velocity, in ms; a finger that paused longer has stopped.
    package static let velocityWindow = 100

    /// How far content moves past an edge when the finger pulls `overshoot` points past it.
    ///
    /// `(1 - 1 / (overshoot × 0.55 / dimension + 1)) × dimension`: the content follows less and less,
    /// and never moves a whole view height past the edge.
    package static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The finger overshoot that moves content `banded` points past an edge: the inverse of ``rubberBand(_:dimension:)``.
    package static func inverseRubberBand(_ banded: Double, dimension: Double) -> Double {
        guard banded > 0, dimension > 0 else { return 0 }
        let fraction = min(banded / dimension, 0.999_999)
        return (1 / (1 - fraction) - 1) * dimension / rubberBandCoefficient
    }

    /// The offset content takes when the finger would put it at `raw`: raw within the range, rubber-banded
    /// (and rounded to whole points) past an edge, or clamped when the view does not bounce.
    package static func draggedOffset(raw: Double, minimum: Double, maximum: Double, dimension: Double, bounces: Bool) -> Double {
        if raw < minimum {
            return bounces ? minimum - rubberBand(minimum - raw, dimension: dimension).rounded() : minimum
        }
        if raw > maximum {
            return bounces ? maximum + rubberBand(raw - maximum, dimension: dimension).rounded() : maximum
        }
        return raw
    }

    /// The finger position's equivalent of an offset: the inverse of ``draggedOffset(raw:minimum:maximum:dimension:bounces:)``.
    package static func rawOffset(dragged: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        if dragged < minimum { return minimum - inverseRubberBand(minimum - dragged, dimension: dimension) }
        if dragged > maximum { return maximum + inverseRubberBand(dragged - maximum, dimension: dimension) }
        return dragged
    }

    /// Where free deceleration from `offset` at `velocity` (points per ms) comes to rest, before any edge.
    package static func projectedOffset(_ offset: Double, velocity: Double, rate: Double) -> Double {
        guard velocity != 0 else { return offset }
        return offset - velocity / log(rate)
    }

    /// The ease-in-out progress of an animation at a fraction of its duration.
    static func easeInOut(_ fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        return t * t * (3 - 2 * t)
    }
}

/// The finger's recent positions on the virtual clock, and the velocity they give at the lift.
///
/// A move is instantaneous, so the velocity is measured between the finger's last two moves in time:
/// the distance between them over the time between them. Moves at the same instant count as one, the
/// last; the touch-down is where the finger rested, not a move. The velocity is zero with fewer than
/// two moves in time, when they are more than ``ScrollPhysics/velocityWindow`` apart, or when the
/// finger lifts more than that after its last move: a finger that paused has stopped.
package struct VelocityTracker: Hashable, Sendable {
    private var samples: [(time: Int, location: Point)] = []

    /// Creates a tracker with no position.
    package init() {}

    /// Records where the finger is at a time.
    package mutating func add(_ location: Point, at time: Int) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].location = location
        } else {
            samples.append((time, location))
        }
        if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }

    /// The finger's velocity when it lifts at a time, in points per millisecond.
    package func velocity(liftingAt time: Int) -> Point {
        guard samples.count == 2 else { return .zero }
        let (a, b) = (samples[0], samples[1])
        let gap = b.time - a.time
        guard gap > 0, gap <= ScrollPhysics.velocityWindow, time - b.time <= ScrollPhysics.velocityWindow else {
            return .zero
        }
        // Two finite positions can lie further apart than any Double: such a finger is as fast as can be.
        func saturated(_ v: Double) -> Double {
            v.isFinite ? v : v < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
        }
        return Point(
            x: saturated((b.location.x - a.location.x) / Double(gap)),
            y: saturated((b.location.y - a.location.y) / Double(gap)))
    }

    /// Whether two trackers hold the same positions at the same times.
    package static func == (a: VelocityTracker, b: VelocityTracker) -> Bool {
        a.samples.map(\.time) == b.samples.map(\.time) && a.samples.map(\.location) == b.samples.map(\.location)
    }

    /// Hashes the positions and their times.
    package func hash(into hasher: inout Hasher) {
        for sample in samples {
            hasher.combine(sample.time)
            hasher.combine(sample.location)
        }
    }
}

/// The vertical motion of content after the finger lifts: free deceleration, and a bounce at an edge.
///
/// Free deceleration follows `offset(t) = o + v (rᵗ − 1) / ln r` (UIKit's deceleration rate `r` per
/// millisecond). Content that would pass an edge decelerates freely until it reaches it, then a
/// critically damped spring carries it past and back (`x(s) = (d + (v + d/τ) s) e^(−s/τ)`, its speed
/// rubber-banded so that the overshoot stays within the view); content released past an edge springs
/// back the same way. A target set by the delegate is reached by
/// scaling the velocity so that free deceleration ends exactly there, with no bounce.
package struct DecelerationCurve: Hashable, Sendable {
    /// The offset the content comes to rest at.
    package let target: Double
    private let start: Double
    private let velocity: Double
    private let rate: Double
    /// When the free phase reaches the edge and the spring takes over (nil: no spring).
    private let springStart: Double?
    private let springEdge: Double
    private let springDisplacement: Double
    private let springVelocity: Double

    /// The resting offset a release proposes: the projection of the velocity, inside the range.
    ///
    /// A release past an edge proposes that edge; a release without velocity proposes where it is.
    package static func proposedTarget(
        offset: Double, velocity: Double, minimum: Double, maximum: Double, rate: Double
    ) -> Double {
        if offset < minimum { return minimum }
        if offset > maximum { return maximum }
        guard velocity != 0 else { return offset }
        let projected = ScrollPhysics.projectedOffset(offset, velocity: velocity, rate: rate).rounded()
        return min(max(projected, minimum), maximum)
    }

    /// The velocity a spring starts with when content arrives at (or leaves from past) an edge at
    /// `velocity`: rubber-banded like a finger's overshoot, so a fast flick bounces visibly but never far.
    static func springVelocity(_ velocity: Double, dimension: Double) -> Double {
        let free = abs(velocity) * ScrollPhysics.bounceTimeConstant / M_E
        guard free > 0 else { return 0 }
        // velocity / free is ±e/τ, but computed as a ratio so that a free reach that overflows to inf
        // (|velocity| > 6e306) still bands to the view's height instead of inf/inf = nan.
        guard free.isFinite else {
            let direction: Double = velocity < 0 ? -1 : 1
            return direction * ScrollPhysics.rubberBand(free, dimension: dimension) * M_E / ScrollPhysics.bounceTimeConstant
        }
        return velocity * ScrollPhysics.rubberBand(free, dimension: dimension) / free
    }

    /// Plans the motion from a release at `offset` with `velocity` towards `target` (as the delegate
    /// left it), in a view `dimension` points high.
    package init(
        offset: Double, velocity: Double, target: Double, minimum: Double, maximum: Double, rate: Double,
        bounces: Bool, dimension: Double
    ) {
        self.start = offset
        self.rate = rate
        self.target = target
        let proposed = Self.proposedTarget(offset: offset, velocity: velocity, minimum: minimum, maximum: maximum, rate: rate)
        if offset < minimum || offset > maximum {
            // Released past an edge: spring back to the edge (or to the delegate's target, if it moved it).
            let edge = target
            self.velocity = 0
            springStart = 0
            springEdge = edge
            springDisplacement = offset - edge
            springVelocity = bounces ? Self.springVelocity(velocity, dimension: dimension) : 0
            return
        }
        let projected = ScrollPhysics.projectedOffset(offset, velocity: velocity, rate: rate)
        let passesEdge = projected < minimum || projected > maximum
        if bounces, target == proposed, passesEdge, velocity != 0 {
            // Decelerate freely until the edge, then bounce.
            let edge = projected < minimum ? minimum : maximum
            let k = log(rate)
            let reached = 1 + (edge - offset) * k / velocity
            let hit = reached > 0 ? log(reached) / k : 0
            self.velocity = velocity
            springStart = max(0, hit)
            springEdge = edge
            springDisplacement = 0
            springVelocity = Self.springVelocity(velocity * pow(rate, max(0, hit)), dimension: dimension)
        } else {
            // Scale the velocity so that free deceleration ends at the target.
            self.velocity = (target - offset) * -log(rate)
            springStart = nil
            springEdge = target
            springDisplacement = 0
            springVelocity = 0
        }
    }

    /// The offset at a time after the release, and whether the motion has ended (then it is the target).
    package func sample(at elapsed: Int) -> (offset: Double, finished: Bool) {
        let t = Double(elapsed)
        if let springStart, t >= springStart {
            let s = t - springStart
            let tau = ScrollPhysics.bounceTimeConstant
            let b = springVelocity + springDisplacement / tau
            let x = (springDisplacement + b * s) * exp(-s / tau)
            // Past the spring's turning point, once close enough, it has arrived.
            let turning = b == 0 ? 0 : (b * tau - springDisplacement) / b
            if s >= turning, abs(x) < ScrollPhysics.restingDistance { return (springEdge, true) }
            return ((springEdge + x).rounded(), false)
        }
        let k = log(rate)
        let remaining = velocity * pow(rate, t) / -k
        if springStart == nil, abs(remaining) < ScrollPhysics.restingDistance { return (target, true) }
        let offset = start + velocity * (pow(rate, t) - 1) / k
        return (offset.rounded(), false)
    }
}

/// An animated change of content offset by app code (`setContentOffset(_:animated: true)`,
/// `scrollToRow(at:at:animated: true)`) or by a tap on the status bar.
package struct ScrollAnimation: Hashable, Sendable {
    /// What started the animation, which decides the callback at its end.
    package enum Kind: Hashable, Sendable {
        /// App code: ends with `scrollViewDidEndScrollingAnimation`.
        case programmatic
        /// A status-bar tap: ends with `scrollViewDidScrollToTop`.
        case scrollToTop
    }

    /// What started the animation.
    package let kind: Kind
    /// The offset it starts from.
    package let from: Double
    /// The offset it ends at.
    package let to: Double

    /// Creates an animation between two offsets.
    package init(kind: Kind, from: Double, to: Double) {
        self.kind = kind
        self.from = from
        self.to = to
    }

    /// The offset at a time after the start (ease-in-out over ``ScrollPhysics/animationDuration``),
    /// and whether the animation has ended.
    package func sample(at elapsed: Int) -> (offset: Double, finished: Bool) {
        let duration = ScrollPhysics.animationDuration
        if elapsed >= duration { return (to, true) }
        let progress = ScrollPhysics.easeInOut(Double(elapsed) / Double(duration))
        return ((from + (to - from) * progress).rounded(), false)
    }
}
