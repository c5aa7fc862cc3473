import TableSim

/// A view whose content scrolls (UIKit's `UIScrollView`), over the core's scroll view.
open class UIScrollView: UIView, UIScrollViewDelegateSlot {
    /// How the safe area is added to the content inset.
    public typealias ContentInsetAdjustmentBehavior = TableSim.ContentInsetAdjustmentBehavior

    /// How fast the content slows down after a flick (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate.
        public static let normal = DecelerationRate(rawValue: CGFloat(ScrollPhysics.normalDecelerationRate))
        /// UIKit's fast rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How dragging the content dismisses the keyboard (stored only: TableSim does not model it).
    public enum KeyboardDismissMode: Int, Sendable {
        /// `none` leaves the keyboard up while scrolling; `onDrag` hides it as a drag begins; `interactive`
        /// lets the finger pull it down with the content and back up; the `WithAccessory` forms do the same
        /// but also take the input accessory view along. Stored only: dragging in TableSim never dismisses
        /// the keyboard.
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The core scroll view that holds the geometry and scrolls.
    let scrollCore: ScrollView

    /// The app object that hears about scrolling, whichever property set it (held weakly, as in UIKit).
    weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// Sets the delegate through the scroll view's `delegate`; a table view also hears it as its own.
    func setDelegateFromScrollView(_ delegate: (any UIScrollViewDelegate)?) { scrollViewDelegate = delegate }

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        scrollCore = ScrollView(frame: Rect(frame))
        super.init(frame: frame)
    }

    /// Creates a scroll view over a core scroll view (a table view's).
    init(core: ScrollView) {
        scrollCore = core
        super.init(frame: CGRect(core.frame))
    }

    /// Creates a scroll view from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The view's frame: the core's, which the simulator's screen sets.
    open override var frame: CGRect {
        get { CGRect(scrollCore.frame) }
        set { super.frame = newValue }
    }

    /// Tells the table view the method just called is not implemented (the protocols' defaults call it).
    public func markUnimplemented() { scrollCore.markUnimplemented() }

    /// The point of the content at the view's top-left corner; setting it scrolls at once.
    open var contentOffset: CGPoint {
        get { CGPoint(scrollCore.contentOffset) }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content, at once or animated on the virtual clock.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollCore.setContentOffset(Point(contentOffset), animated: animated)
    }

    /// The size of the scrollable content (a table view computes it from its rows).
    open var contentSize: CGSize {
        CGSize(width: CGFloat(scrollCore.contentSize.width), height: CGFloat(scrollCore.contentSize.height))
    }

    /// The app's own inset around the content.
    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scrollCore.contentInset) }
        set { scrollCore.contentInset = EdgeInsets(newValue) }
    }

    /// The content inset plus the part of the safe area the adjustment behaviour adds.
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scrollCore.adjustedContentInset) }

    /// How the safe area is added to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scrollCore.contentInsetAdjustmentBehavior }
        set { scrollCore.contentInsetAdjustmentBehavior = newValue }
    }

    /// The inset of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { UIEdgeInsets(scrollCore.verticalScrollIndicatorInsets) }
        set { scrollCore.verticalScrollIndicatorInsets = EdgeInsets(newValue) }
    }

    /// The scroll indicators' inset (the vertical one is the one TableSim models).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue }
    }

    /// Whether the system adds the safe area to the scroll indicator insets.
    open var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { scrollCore.automaticallyAdjustsScrollIndicatorInsets }
        set { scrollCore.automaticallyAdjustsScrollIndicatorInsets = newValue }
    }

    /// Whether a finger is down on the content.
    open var isTracking: Bool { scrollCore.isTracking }
    /// Whether a finger is scrolling the content.
    open var isDragging: Bool { scrollCore.isDragging }
    /// Whether the content moves on after the finger lifted.
    open var isDecelerating: Bool { scrollCore.isDecelerating }

    /// Whether the content rubber-bands past its edges.
    open var bounces: Bool {
        get { scrollCore.bounces }
        set { scrollCore.bounces = newValue }
    }
    /// Whether the content bounces vertically even when it is shorter than the view.
    open var alwaysBounceVertical: Bool {
        get { scrollCore.alwaysBounceVertical }
        set { scrollCore.alwaysBounceVertical = newValue }
    }
    /// Whether a tap on the status bar scrolls this view to its top.
    open var scrollsToTop: Bool {
        get { scrollCore.scrollsToTop }
        set { scrollCore.scrollsToTop = newValue }
    }
    /// Whether touches wait to rule out a scroll before reaching the content.
    open var delaysContentTouches: Bool {
        get { scrollCore.delaysContentTouches }
        set { scrollCore.delaysContentTouches = newValue }
    }
    /// How fast the content slows down after a flick.
    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(scrollCore.decelerationRate)) }
        set { scrollCore.decelerationRate = Double(newValue.rawValue) }
    }

    /// Stored only: horizontal bouncing (tables scroll vertically).
    open var alwaysBounceHorizontal = false
    /// Stored only: whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Stored only: whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// Stored only: how dragging dismisses the keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Stored only: paging is not modelled.
    open var isPagingEnabled = false

    /// Shows the scroll indicators briefly (nothing to simulate).
    open func flashScrollIndicators() {}
}

/// The owner of a scroll view's `delegate`, a detail of how Swift spells UIKit's API.
///
/// UIKit's `UITableView` narrows `delegate` to `UITableViewDelegate?`, which Objective-C allows and a
/// Swift override does not. So `UIScrollView`'s `delegate` lives in this protocol's extension and
/// `UITableView` declares its own, which Swift prefers on a table: `tableView.delegate = self` takes
/// a `UITableViewDelegate`, as in UIKit, and either property sets the one delegate.
@preconcurrency @MainActor
public protocol UIScrollViewDelegateSlot: AnyObject {}

extension UIScrollViewDelegateSlot where Self: UIScrollView {
    /// The app object that hears about scrolling (held weakly, as in UIKit).
    public var delegate: (any UIScrollViewDelegate)? {
        get { scrollViewDelegate }
        set { setDelegateFromScrollView(newValue) }
    }
}
