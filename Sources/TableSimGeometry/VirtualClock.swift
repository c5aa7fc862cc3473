/// The device's virtual time, in milliseconds since the simulator started: the one clock.
///
/// The simulator advances it as `wait` passes timers and frames; the table reads it to time its
/// motion (when a deceleration or an animation started, when its next frame is due). It is shared,
/// not copied, so the two can never disagree. Time only moves forward.
package final class VirtualClock {
    /// The time now, in milliseconds.
    package private(set) var now = 0

    /// Creates a clock at time 0.
    package init() {}

    /// Moves the clock forward to a time; an earlier time leaves it where it is.
    package func advance(to time: Int) {
        now = max(now, time)
    }
}
