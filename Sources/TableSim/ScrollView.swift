/// How a scroll view adds the safe area to its content inset (UIKit's `contentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
    /// `automatic` and `scrollableAxes` add the safe area's top and bottom to a table view's inset (a
    /// table view always counts as vertically scrollable, as it bounces); `never` adds nothing, so content
    /// can sit under bars; `always` adds every edge of the safe area.
    case automatic, scrollableAxes, never, always
}

/// The scrolling surface a table view is built on, with UIKit's `UIScrollView` geometry.
///
/// Lengths are points; `contentOffset` is the point of the content shown at the view's top-left corner.
/// App code changes the offset with ``setContentOffset(_:animated:)`` (which the table view overrides
/// to tell its delegate and lay out cells), and the insets by assigning ``contentInset``,
/// ``contentInsetAdjustmentBehavior`` and ``verticalScrollIndicatorInsets``.
open class ScrollView {
    /// The view's frame on the screen.
    public internal(set) var frame: Rect
    /// The point of the content at the view's top-left corner.
    public internal(set) var contentOffset = Point.zero
    /// The size of the scrollable content.
    public internal(set) var contentSize = Size(width: 0, height: 0)
    /// The app's own inset around the content; changing it changes ``adjustedContentInset``.
    public var contentInset = EdgeInsets.zero {
        didSet { noteInsetChange(from: oldValue, safeArea: safeAreaInsets, behavior: contentInsetAdjustmentBehavior) }
    }
    /// The part of the view covered by bars, notches and the home indicator.
    public internal(set) var safeAreaInsets = EdgeInsets.zero
    /// How the safe area is added to the content inset.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { noteInsetChange(from: contentInset, safeArea: safeAreaInsets, behavior: oldValue) }
    }
    /// The inset of the vertical scroll indicator the app sets (UIKit's `verticalScrollIndicatorInsets`).
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// Whether the system adds the safe area to the scroll indicator insets (UIKit's default: true).
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether the content bounces vertically even when it is shorter than the view (true for table views).
    public var alwaysBounceVertical = false
    /// Whether the content rubber-bands past its edges and bounces back.
    public var bounces = true
    /// Whether a tap on the status bar scrolls this view to its top.
    public var scrollsToTop = true
    /// How fast the content slows down after a flick: the fraction of velocity kept per millisecond.
    public var decelerationRate = ScrollPhysics.normalDecelerationRate
    /// The views the app added on top of the content, in content coordinates (UIKit's `subviews`).
    public private(set) var subviews: [View] = []
    /// Whether touches wait for the scroll view to rule out a scroll before reaching the content (150 ms).
    public var delaysContentTouches = true
    /// Whether a finger is down on the content.
    public internal(set) var isTracking = false
    /// Whether a finger is scrolling the content.
    public var isDragging: Bool { scrolling.isDragging }
    /// Whether the content moves on after the finger lifted.
    public var isDecelerating: Bool { scrolling.isDecelerating }
    /// The drag and the content's own motion, one value (see ``ScrollStateMachine``).
    var scrolling = ScrollStateMachine()

    /// Set by a default protocol implementation: the method called is one the app does not implement.
    var unimplementedFlag = false

    /// Creates a scroll view filling a frame.
    public init(frame: Rect) {
        self.frame = frame
    }

    /// Records that the method just called is not implemented by the app (called by default implementations).
    ///
    /// Public for bridges that forward the table's callbacks to app objects of another shape (the
    /// UIKit-named module): their own "not implemented" defaults call it while the table waits.
    public func markUnimplemented() { unimplementedFlag = true }

    /// Adds a view on top of the content; it scrolls with the content unless the app moves it.
    public func addSubview(_ view: View) {
        if !subviews.contains(where: { $0 === view }) { subviews.append(view) }
    }

    /// The content inset plus the part of the safe area the adjustment behaviour adds.
    ///
    /// A table view scrolls vertically only: `automatic` and `scrollableAxes` add the safe area's top
    /// and bottom (a table view always bounces vertically, so it counts as vertically scrollable),
    /// `always` adds every edge, `never` none.
    public var adjustedContentInset: EdgeInsets {
        Self.adjustedInset(contentInset, safeArea: safeAreaInsets, behavior: contentInsetAdjustmentBehavior,
            verticallyScrollable: isVerticallyScrollable) + EdgeInsets(top: refreshControlInset)
    }

    // MARK: Pull to refresh

    /// The height a refreshing refresh control adds to the adjusted inset's top (0 otherwise).
    var refreshControlInset = 0.0

    /// Sets the refresh control's part of the adjusted inset, telling the subclass when it changed.
    func setRefreshControlInset(_ inset: Double) {
        guard inset != refreshControlInset else { return }
        let old = adjustedContentInset
        refreshControlInset = inset
        if old != adjustedContentInset { adjustedContentInsetDidChange(from: old) }
    }

    /// Whether the content counts as vertically scrollable for `scrollableAxes`.
    var isVerticallyScrollable: Bool { alwaysBounceVertical || contentSize.height > frame.height }

    static func adjustedInset(
        _ inset: EdgeInsets, safeArea: EdgeInsets, behavior: ContentInsetAdjustmentBehavior, verticallyScrollable: Bool
    ) -> EdgeInsets {
        let vertical = EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
        let safe: EdgeInsets =
            switch behavior {
            case .never: .zero
            case .always: safeArea
            case .automatic: vertical
            case .scrollableAxes: verticallyScrollable ? vertical : .zero
            }
        return inset + safe
    }

    /// The insets the vertical scroll indicator is drawn within: the app's insets plus, when
    /// `automaticallyAdjustsScrollIndicatorInsets`, the safe area's top and bottom.
    public var effectiveVerticalScrollIndicatorInsets: EdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return verticalScrollIndicatorInsets }
        return verticalScrollIndicatorInsets + EdgeInsets(top: safeAreaInsets.top, bottom: safeAreaInsets.bottom)
    }

    /// The part of the content the view shows.
    public var bounds: Rect {
        Rect(x: contentOffset.x, y: contentOffset.y, width: frame.width, height: frame.height)
    }

    /// The smallest vertical content offset at rest: the content's top under the adjusted inset.
    public var minimumContentOffsetY: Double { -adjustedContentInset.top }

    /// The largest vertical content offset at rest: the content's bottom above the adjusted inset.
    public var maximumContentOffsetY: Double {
        max(minimumContentOffsetY, contentSize.height + adjustedContentInset.bottom - frame.height)
    }

    /// A vertical offset moved into the resting range.
    func clampedOffsetY(_ y: Double) -> Double { min(max(y, minimumContentOffsetY), maximumContentOffsetY) }

    /// Called when ``adjustedContentInset`` changed (UIKit's hook of the same name); the table view
    /// tells its delegate and keeps content that rested at the top at the top.
    open func adjustedContentInsetDidChange(from old: EdgeInsets) {}

    /// Moves the content (UIKit's `setContentOffset(_:animated:)`); the table view tells its delegate.
    open func setContentOffset(_ offset: Point, animated: Bool = false) {
        contentOffset = offset
    }

    private func noteInsetChange(from oldInset: EdgeInsets, safeArea: EdgeInsets, behavior: ContentInsetAdjustmentBehavior) {
        let old = Self.adjustedInset(oldInset, safeArea: safeArea, behavior: behavior,
            verticallyScrollable: isVerticallyScrollable)
        if old != adjustedContentInset { adjustedContentInsetDidChange(from: old) }
    }

    /// Changes the safe area (the screen rotated or bars changed), telling the subclass when the
    /// adjusted inset changes.
    func setSafeAreaInsets(_ insets: EdgeInsets) {
        let old = adjustedContentInset
        safeAreaInsets = insets
        if old != adjustedContentInset { adjustedContentInsetDidChange(from: old) }
    }
}

/// A plain view an app adds to a scroll view, such as a bar pinned over the table (UIKit's `UIView`).
///
/// Its frame is in the scroll view's content coordinates, as a subview's frame is in UIKit. It
/// handles no touches itself: a tap on it reaches no row, and a pan on it still scrolls the table.
public final class View {
    /// The view's frame in its superview's coordinates.
    public var frame: Rect
    /// A name shown by `state` and `show`.
    public var name: String

    /// Creates a view.
    public init(frame: Rect, name: String = "view") {
        self.frame = frame
        self.name = name
    }
}
