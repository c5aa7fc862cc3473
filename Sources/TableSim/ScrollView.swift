/// How a scroll view adds the safe area to its content inset (UIKit's `contentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

/// The scrolling surface a table view is built on, with UIKit's `UIScrollView` geometry.
///
/// Lengths are points; `contentOffset` is the point of the content shown at the view's top-left corner.
open class ScrollView {
    /// The view's frame on the screen.
    public internal(set) var frame: Rect
    /// The point of the content at the view's top-left corner.
    public internal(set) var contentOffset = Point.zero
    /// The size of the scrollable content.
    public internal(set) var contentSize = Size(width: 0, height: 0)
    /// The app's own inset around the content; changing it changes the adjusted inset too.
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { contentInsetDidChange() } }
    }
    /// The part of the view covered by bars, notches and the home indicator.
    public internal(set) var safeAreaInsets = EdgeInsets.zero
    /// How the safe area is added to the content inset.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The inset of the vertical scroll indicator.
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// The views the app added on top of the content, in content coordinates (UIKit's `subviews`).
    public private(set) var subviews: [View] = []
    /// Whether touches wait for the scroll view to rule out a scroll before reaching the content (150 ms).
    public var delaysContentTouches = true
    /// Whether a finger is down on the content.
    public internal(set) var isTracking = false
    /// Whether a finger is scrolling the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on after the finger lifted.
    public internal(set) var isDecelerating = false

    /// Set by a default protocol implementation: the method called is one the app does not implement.
    var unimplementedFlag = false

    init(frame: Rect) {
        self.frame = frame
    }

    /// Records that the method just called is not implemented by the app (called by default implementations).
    func markUnimplemented() { unimplementedFlag = true }

    /// Called after the app changed `contentInset`; a table view tells its delegate and keeps the
    /// offset within the new bounds.
    func contentInsetDidChange() {}

    /// Adds a view on top of the content; it scrolls with the content unless the app moves it.
    public func addSubview(_ view: View) {
        if !subviews.contains(where: { $0 === view }) { subviews.append(view) }
    }

    /// The content inset plus the part of the safe area the adjustment behaviour adds.
    public var adjustedContentInset: EdgeInsets {
        let safe: EdgeInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            safe = .zero
        case .always, .automatic:
            // A table view is vertically scrollable: automatic adjusts top and bottom, not the sides.
            safe = EdgeInsets(top: safeAreaInsets.top, left: 0, bottom: safeAreaInsets.bottom, right: 0)
        case .scrollableAxes:
            let scrollable = contentSize.height > frame.height
            safe = scrollable
                ? EdgeInsets(top: safeAreaInsets.top, left: 0, bottom: safeAreaInsets.bottom, right: 0) : .zero
        }
        return contentInset + safe
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
