/// Scrolling: app code's content offsets and scrolls, frames on the virtual clock, and inset changes.
extension TableView {
    // MARK: App code

    /// Moves the content, at once or animated on the virtual clock.
    ///
    /// At once: one `scrollViewDidScroll`, then the cells that come and go. Animated: nothing happens
    /// until the clock advances; then a `scrollViewDidScroll` per 16 ms frame over 300 ms (ease in and
    /// out), and `scrollViewDidEndScrollingAnimation` after the last. Either way a deceleration or
    /// animation in progress stops without a callback.
    func setContentOffsetFromApp(_ offset: Point, animated: Bool) {
        runCrashingOnException { () throws(UIKitException) in try scrollContent(toY: offset.y, animated: animated) }
    }

    func scrollContent(toY y: Double, animated: Bool) throws(UIKitException) {
        stopMotion()
        if animated {
            guard y != contentOffset.y else { return }
            scrolling.animationStarted(ScrollAnimation(kind: .programmatic, from: contentOffset.y, to: y), at: clock.now)
        } else {
            try moveContent(to: Point(x: contentOffset.x, y: y))
        }
    }

    /// Moves the content without animation: `scrollViewDidScroll`, then the cells that come and go.
    func moveContent(to offset: Point) throws(UIKitException) {
        guard offset != contentOffset else { return }
        let oldY = contentOffset.y
        contentOffset = offset
        try callScrollViewDidScroll()
        try layoutVisibleContent()
        // MARK: Prefetching
        try updatePrefetching(scrolledBy: offset.y - oldY)
    }

    /// Whether the content is moving by itself: decelerating, bouncing or animating.
    package var isScrollingByItself: Bool { scrolling.motion != nil }

    /// Whether an animated scroll by app code or to the top is running.
    package var isScrollAnimating: Bool { scrolling.motion?.isDeceleration == false }

    /// Stops a deceleration or animation without telling the delegate.
    func stopMotion() {
        scrolling.motionStopped()
    }

    // MARK: The status bar

    /// A tap on the status bar: with `scrollsToTop`, asks `scrollViewShouldScrollToTop` and, unless
    /// the content already rests at its top, animates there and ends with `scrollViewDidScrollToTop`.
    public func statusBarTapped() {
        runCrashingOnException { () throws(UIKitException) in
            guard scrollsToTop, try callScrollViewShouldScrollToTop() else { return }
            let top = minimumContentOffsetY
            stopMotion()
            guard contentOffset.y != top else { return }
            scrolling.animationStarted(ScrollAnimation(kind: .scrollToTop, from: contentOffset.y, to: top), at: clock.now)
        }
    }

    // MARK: The finger

    /// The finger begins to drag the content: `scrollViewWillBeginDragging`.
    ///
    /// A finger that comes down on moving content stops it first; a deceleration that stops this way
    /// ends with `scrollViewDidEndDecelerating` (as on iOS 13 and later), an animation silently.
    func beginDragging(stoppingMotion: Bool) throws(UIKitException) {
        if stoppingMotion, let stopped = scrolling.motionStopped(), stopped.isDeceleration {
            try callScrollViewDidEndDecelerating()
        }
        scrolling.dragBegan(
            rawOffsetY: ScrollPhysics.rawOffset(
                dragged: contentOffset.y, minimum: minimumContentOffsetY, maximum: maximumContentOffsetY,
                dimension: frame.height))
        try callScrollViewWillBeginDragging()
    }

    /// The dragging finger moved by `dy` points: the content follows, rubber-banded past an edge.
    func drag(by dy: Double) throws(UIKitException) {
        guard dy != 0, let newRaw = scrolling.fingerMoved(by: dy) else { return }
        let y = ScrollPhysics.draggedOffset(
            raw: newRaw, minimum: minimumContentOffsetY, maximum: maximumContentOffsetY, dimension: frame.height,
            bounces: bounces)
        try moveContent(to: Point(x: contentOffset.x, y: y))
        // MARK: Pull to refresh
        try refreshPullMoved()
    }

    /// The finger lifted after dragging, with a velocity in points per millisecond (positive when the
    /// offset was growing): `scrollViewWillEndDragging` (whose target the delegate may change),
    /// `scrollViewDidEndDragging`, and when the content moves on, `scrollViewWillBeginDecelerating`;
    /// the frames follow on the virtual clock.
    func endDragging(velocity: Double) throws(UIKitException) {
        scrolling.fingerLifted()
        let current = contentOffset.y
        let minimum = minimumContentOffsetY, maximum = maximumContentOffsetY
        let proposed = DecelerationCurve.proposedTarget(
            offset: current, velocity: velocity, minimum: minimum, maximum: maximum, rate: decelerationRate)
        let asked = try callScrollViewWillEndDragging(
            velocity: Point(x: 0, y: velocity), target: Point(x: contentOffset.x, y: proposed))
        scrolling.dragEnded()
        let target = asked.y
        let decelerate = target != current
        try callScrollViewDidEndDragging(willDecelerate: decelerate)
        guard decelerate else { return }
        scrolling.decelerationStarted(
            DecelerationCurve(
                offset: current, velocity: velocity, target: target, minimum: minimum, maximum: maximum,
                rate: decelerationRate, bounces: bounces, dimension: frame.height),
            at: clock.now)
        try callScrollViewWillBeginDecelerating()
    }

    // MARK: Frames

    /// When the next frame of the moving content is due, or nil when nothing moves.
    package var nextMotionFrameTime: Int? { scrolling.nextFrameTime }

    /// Shows the frame due at `time`: the content moves (`scrollViewDidScroll` and the cells that come
    /// and go); after the last frame, the callback that ends the motion.
    func showMotionFrame(at time: Int) throws(UIKitException) {
        guard let frame = scrolling.frameShown(at: time) else { return }
        clock.advance(to: time)
        try moveContent(to: Point(x: contentOffset.x, y: frame.offset))
        guard let finished = frame.finished else { return }
        switch finished.curve {
        case .deceleration: try callScrollViewDidEndDecelerating()
        case .animation(let animation):
            switch animation.kind {
            case .programmatic: try callScrollViewDidEndScrollingAnimation()
            case .scrollToTop: try callScrollViewDidScrollToTop()
            }
        }
    }

    /// Advances the virtual clock to a time, showing every frame due by then.
    package func advanceClock(to time: Int) {
        while let next = nextMotionFrameTime, next <= time, exception == nil {
            runCrashingOnException { () throws(UIKitException) in try showMotionFrame(at: next) }
        }
        clock.advance(to: time)
    }

    // MARK: Insets

    /// The screen changed size or safe area (a rotation): the frame and insets change, the content
    /// keeps its place (moved into the new range), and the cells that come and go follow.
    public func setFrame(_ newFrame: Rect, safeAreaInsets newSafeArea: EdgeInsets) {
        frame = newFrame
        setSafeAreaInsets(newSafeArea)
        guard hasLoadedData else { return }
        runCrashingOnException { () throws(UIKitException) in
            updateContentSize()
            stopMotion()
            if !isDragging {
                try moveContent(to: Point(x: contentOffset.x, y: clampedOffsetY(contentOffset.y)))
            }
            try layoutVisibleContent()
        }
    }
}
