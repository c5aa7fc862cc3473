import TableSim

/// A rectangular view (UIKit's `UIView`): a real, inert value that holds its frame and subviews.
///
/// Nothing is drawn and no layout engine sets frames: the properties apps set in `cellForRowAt` and
/// in a cell's initializer keep their values, constraints are stored, and the few things TableSim
/// reads (a cell's labels, content and constraints, for self-sizing rows) come from them.
open class UIView: UIResponder, UILayoutAnchorProviding {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's own coordinate space: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside, if any.
    public private(set) weak var superview: UIView?
    /// Whether the view takes part in touches; a cell with false lets no tap select its row.
    open var isUserInteractionEnabled = true
    /// Whether the view is hidden; a hidden view takes no room in a self-sizing cell sized by the
    /// stacking rule or in a stack view, and keeps it when constraints place it (as in Auto Layout).
    open var isHidden = false
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// The colour controls and template images inside the view take (the system blue by default).
    open var tintColor: UIColor! = .systemBlue
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is opaque (a drawing hint, stored).
    open var isOpaque = true
    /// Whether drawing is clipped to the bounds (stored).
    open var clipsToBounds = false
    /// How the content fills the bounds (stored).
    open var contentMode = ContentMode.scaleToFill
    /// A number the app uses to find the view.
    open var tag = 0
    /// The margins the content keeps from the edges (UIKit's default 8 pt on each side).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins by leading and trailing edge.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
    /// Whether the view adds its superview's margins to its own (stored).
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins grow with the safe area (stored).
    open var insetsLayoutMarginsFromSafeArea = true
    /// Whether the frame becomes constraints (stored: no layout engine runs).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes with its superview (stored).
    open var autoresizingMask: AutoresizingMask = []

    /// What VoiceOver calls the view, or nil.
    open var accessibilityLabel: String?
    /// The view's value for VoiceOver, or nil.
    open var accessibilityValue: String?
    /// What VoiceOver says after a pause about what the view does, or nil.
    open var accessibilityHint: String?
    /// The view's traits for VoiceOver.
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// Whether the view is an element VoiceOver can focus.
    open var isAccessibilityElement = false
    /// Whether VoiceOver skips the view and all inside it.
    open var accessibilityElementsHidden = false
    /// Whether Smart Invert leaves the view and everything inside it as they are (iOS 11; see
    /// `UIAccessibility.isInvertColorsEnabled`).
    open var accessibilityIgnoresInvertColors = false
    /// The names Voice Control shows and answers to (iOS 13): the first is drawn by "Show names", the
    /// rest are synonyms; nil or empty falls back to `accessibilityLabel`.
    open var accessibilityUserInputLabels: [String]!
    /// The name UI tests find the view by (stored).
    open var accessibilityIdentifier: String?

    /// The Core Animation layer behind the view: its corner radius, border and shadow are stored.
    public private(set) lazy var layer = CALayer(owningView: self)
    /// The gesture recognizers attached to the view (stored: TableSim's touches do not drive them).
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// The constraints added to the view with `addConstraint`.
    public private(set) var constraints: [NSLayoutConstraint] = []
    /// Every constraint made with this view as its first item, active or not.
    var constraintsOnView: [NSLayoutConstraint] = []
    /// The guides the app added with `addLayoutGuide`.
    var addedLayoutGuides: [UILayoutGuide] = []
    /// The view's own guides, made once (UIKit answers the same guide each time).
    private lazy var marginsGuide = UILayoutGuide(owningView: self, kind: .layoutMargins)
    private lazy var safeAreaGuide = UILayoutGuide(owningView: self, kind: .safeArea)
    private lazy var readableGuide = UILayoutGuide(owningView: self, kind: .readableContent)
    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with an empty frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    // MARK: The view tree

    /// Adds a view on top of the others.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews (clamped to them).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Inserts a view just below a sibling (on top when the sibling is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Inserts a view just above a sibling (on top when the sibling is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        if let stack = superview as? UIStackView { stack.subviewRemoved(self) }
        self.superview = nil
    }

    /// Whether the view is this one or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with a tag, searching this view and then its subviews depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called after a subview was added; apps override it.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; apps override it.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to another superview (nil: removed); apps override it.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview; apps override it.
    open func didMoveToSuperview() {}

    // MARK: Layout

    /// Lays out the subviews; apps override it.
    open func layoutSubviews() {}
    /// Asks for a layout before the next drawing (inert: TableSim lays out at once).
    open func setNeedsLayout() {}
    /// Lays out now if a layout is pending.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Asks for a redraw (inert: nothing is drawn).
    open func setNeedsDisplay() {}
    /// Tells the view its intrinsic size changed (inert).
    open func invalidateIntrinsicContentSize() {}

    /// The size the view would take by its content; `noIntrinsicMetric` on each side for a plain view.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// The size that fits a size: a plain view keeps its own size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to the size that fits its current size.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// How much the view resists growing beyond its intrinsic size on an axis (250 unless set).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }
    /// Sets how much the view resists growing on an axis (stored).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }
    /// How much the view resists shrinking below its intrinsic size on an axis (750 unless set).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis] ?? .defaultHigh
    }
    /// Sets how much the view resists shrinking on an axis (stored).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis] = priority
    }

    /// Adds a constraint to the view and activates it.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
        constraint.isActive = true
    }
    /// Adds constraints to the view and activates them.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }
    /// Removes a constraint from the view and deactivates it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.isActive = false
    }
    /// Removes constraints from the view and deactivates them.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The height an active constraint fixes for the view (`heightAnchor.constraint(equalToConstant:)`),
    /// or nil; the last one activated wins, as a required constraint added later would conflict.
    var constrainedHeight: CGFloat? {
        constraintsOnView.last {
            $0.isActive && $0.firstItem === self && $0.firstAttribute == .height && $0.relation == .equal && $0.secondItem == nil
        }?.constant
    }

    // MARK: Anchors

    /// The baseline of the first line of text, for constraints.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text, for constraints.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The area inside the layout margins, for constraints.
    public var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// The area inside the safe area, for constraints.
    public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The area where text reads comfortably, for constraints.
    public var readableContentGuide: UILayoutGuide { readableGuide }

    // MARK: Animation

    /// Runs animations at once and then their completion with `true`: TableSim shows every change
    /// in its final state (as it applies table updates).
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animations()
        completion?(true)
    }

    /// Runs animations at once and then their completion with `true`.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs animations at once and then their completion with `true`.
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animations()
        completion?(true)
    }

    /// Runs spring animations at once and then their completion with `true`.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        animations()
        completion?(true)
    }

    /// Runs a transition's changes at once and then its completion with `true`.
    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions, animations: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) {
        animations?()
        completion?(true)
    }

    /// Runs changes without animation (as every change is in TableSim).
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// The value of a side of `intrinsicContentSize` the view does not have.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// `scaleToFill` stretches the content to the bounds, shape ignored; `scaleAspectFit` scales it to
        /// fit whole, leaving bars; `scaleAspectFill` scales it to cover, cropping; `redraw` redraws it when
        /// the bounds change; `center`, `top`, `bottom`, `left` and `right` keep its size and pin it to the
        /// middle or that edge. Stored only: TableSim draws no view content by it.
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        /// Keep the content's size and pin it to that corner of the bounds. Stored only.
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes with its superview (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Options of an animation (UIKit's `UIView.AnimationOptions`; TableSim runs every animation at once).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews as the animation runs.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches through during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Cross-dissolve a transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}

/// Traits that tell VoiceOver how to treat an element (UIKit's `UIAccessibilityTraits`).
public typealias UIAccessibilityTraits = AccessibilityTraits

/// Insets from each edge, with leading and trailing for the writing direction (UIKit's
/// `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from each edge, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Creates insets from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension UIView {
    /// The accessibility labels VoiceOver reads from this view's visible subviews, depth first: a
    /// subview that sets `accessibilityLabel` gives it (and hides its own subviews' labels), a label
    /// gives its text; hidden views and those in `skipping` give nothing.
    func accessibilityLabelsOfContent(skipping skipped: [UIView?]) -> [String] {
        visibleLabels(skipping: skipped).compactMap { view in
            if let label = view.accessibilityLabel { return label }
            return (view as? UILabel)?.text
        }
    }

    /// The fonts of the visible labels with text in this view's subviews, depth first, as far as the
    /// text size goes: a label follows it only when `adjustsFontForContentSizeCategory` is on and its
    /// font came from a text style or `UIFontMetrics` (UIKit's rule); any other label's is fixed.
    func labelFontsOfContent(skipping skipped: [UIView?]) -> [CellFont] {
        var fonts: [CellFont] = []
        for view in subviews where !view.isHidden && !skipped.contains(where: { $0 === view }) {
            if let label = view as? UILabel, !(label.text ?? "").isEmpty {
                fonts.append(label.adjustsFontForContentSizeCategory ? label.font.cellFont : .fixed(Double(label.font.pointSize)))
            }
            fonts += view.labelFontsOfContent(skipping: skipped)
        }
        return fonts
    }

    /// The visible subviews VoiceOver reads, depth first: a view that sets `accessibilityLabel`
    /// stands for its own subviews; labels; the subviews of other views.
    private func visibleLabels(skipping skipped: [UIView?]) -> [UIView] {
        var found: [UIView] = []
        for view in subviews where !view.isHidden && !view.accessibilityElementsHidden {
            guard !skipped.contains(where: { $0 === view }) else { continue }
            if view.accessibilityLabel != nil || view is UILabel {
                found.append(view)
            } else {
                found += view.visibleLabels(skipping: skipped)
            }
        }
        return found
    }
}
