/// Content that moves by itself on the virtual clock: deceleration after a flick, a bounce back to an
/// edge, an animated `setContentOffset` or `scrollToRow`, or a scroll to the top.
struct ContentMotion: Equatable {
    /// The path the content follows.
    enum Curve: Equatable {
        case deceleration(DecelerationCurve)
        case animation(ScrollAnimation)
    }

    var curve: Curve
    /// The virtual time the motion started at.
    var start: Int
    /// The frames shown so far.
    var frames = 0
    /// How far estimate corrections moved the content since the start (added to every frame).
    var shift = 0.0

    /// When the next frame is due: every 16 ms, and an animation's last frame exactly at its end.
    var nextFrameTime: Int {
        let periodic = start + ScrollPhysics.frameDuration * (frames + 1)
        if case .animation = curve { return min(periodic, start + ScrollPhysics.animationDuration) }
        return periodic
    }

    /// Whether this is a deceleration (or a bounce), which ends with `scrollViewDidEndDecelerating`.
    var isDeceleration: Bool {
        if case .deceleration = curve { return true }
        return false
    }

    /// The content offset at a frame's time (before estimate corrections), and whether it is the last frame.
    func sample(at time: Int) -> (offset: Double, finished: Bool) {
        switch curve {
        case .deceleration(let deceleration): deceleration.sample(at: time - start)
        case .animation(let animation): animation.sample(at: time - start)
        }
    }
}

/// The scroll view's lifecycle: whether a finger drags the content, and whether the content moves by itself.
///
/// One value with two parts, because they are independent in UIKit: the finger's phase (up, dragging,
/// or lifting while the delegate is asked where the content should stop), and the content's own motion
/// (a deceleration or bounce, or an animation), which app code may start from a callback even while a
/// finger drags. UIKit's `isDragging` and `isDecelerating` are read off it, so they cannot disagree with
/// the motion. Each input is one mutating function; the machine calls no one, and the table view turns
/// what it returns into callbacks.
struct ScrollStateMachine: Equatable {
    /// What the finger does to the content.
    enum Finger: Equatable {
        /// No finger drags the content.
        case up
        /// A finger drags the content; `rawOffsetY` is the offset it would give without rubber-banding.
        case dragging(rawOffsetY: Double)
        /// The finger lifted: `scrollViewWillEndDragging` is being asked; `isDragging` is still true.
        case lifting
    }

    /// What the finger does to the content.
    private(set) var finger = Finger.up
    /// The deceleration or animation moving the content, if any.
    private(set) var motion: ContentMotion?

    /// Whether a finger drags the content (UIKit's `isDragging`: true until `scrollViewDidEndDragging`).
    var isDragging: Bool { finger != .up }
    /// Whether the content decelerates or bounces after a flick (UIKit's `isDecelerating`).
    var isDecelerating: Bool { motion?.isDeceleration == true }
    /// When the next frame of the moving content is due, or nil when nothing moves.
    var nextFrameTime: Int? { motion?.nextFrameTime }

    // MARK: The content's own motion

    /// The content stops moving by itself (a finger, a rotation or app code stopped it); returns the
    /// motion that stopped, if any.
    @discardableResult
    mutating func motionStopped() -> ContentMotion? {
        defer { motion = nil }
        return motion
    }

    /// App code or the status bar starts an animated scroll at a time; any other motion stops silently.
    mutating func animationStarted(_ animation: ScrollAnimation, at time: Int) {
        motion = ContentMotion(curve: .animation(animation), start: time)
    }

    /// The frame due at `time` is shown: returns the offset to show (estimate corrections included), and
    /// the motion that finished with this frame, if it did; nil when nothing moves.
    mutating func frameShown(at time: Int) -> (offset: Double, finished: ContentMotion?)? {
        guard var current = motion else { return nil }
        current.frames += 1
        let sample = current.sample(at: time)
        motion = sample.finished ? nil : current
        return (sample.offset + current.shift, sample.finished ? current : nil)
    }

    /// Estimate corrections moved the content by `delta`: a drag and a motion in progress move with it.
    mutating func contentShifted(by delta: Double) {
        if case .dragging(let raw) = finger { finger = .dragging(rawOffsetY: raw + delta) }
        motion?.shift += delta
    }

    // MARK: The finger

    /// A finger begins to drag the content resting (or just stopped) at `rawOffsetY`.
    mutating func dragBegan(rawOffsetY: Double) {
        finger = .dragging(rawOffsetY: rawOffsetY)
    }

    /// The dragging finger moved by `dy` points (down is positive): returns the new raw offset, or nil when
    /// no finger drags.
    mutating func fingerMoved(by dy: Double) -> Double? {
        guard case .dragging(let raw) = finger else { return nil }
        finger = .dragging(rawOffsetY: raw - dy)
        return raw - dy
    }

    /// The dragging finger lifted; the delegate is asked where the content should stop.
    mutating func fingerLifted() {
        if case .dragging = finger { finger = .lifting }
    }

    /// The drag is over (`scrollViewDidEndDragging` comes next, with `isDragging` false).
    mutating func dragEnded() {
        finger = .up
    }

    /// After the drag, the content decelerates along a curve from a time (replacing any other motion).
    mutating func decelerationStarted(_ curve: DecelerationCurve, at time: Int) {
        motion = ContentMotion(curve: .deceleration(curve), start: time)
    }
}
