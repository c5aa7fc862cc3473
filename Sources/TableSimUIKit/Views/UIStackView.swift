/// A view that lines up its arranged views along an axis (UIKit's `UIStackView`).
///
/// No layout runs, but a self-sizing cell measures a stack's visible arranged views: stacked with
/// their spacing along a vertical axis, the tallest along a horizontal one, inside the stack's
/// layout margins when `isLayoutMarginsRelativeArrangement` (see `UITableViewCell+SelfSizing.swift`).
open class UIStackView: UIView {
    /// The views the stack lines up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction the views line up in.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// The space between neighbouring views.
    open var spacing: CGFloat = 0
    /// How views are placed across the axis.
    open var alignment = Alignment.fill
    /// How views share the length along the axis.
    open var distribution = Distribution.fill
    /// Whether the stack lays out within its layout margins (`layoutMargins`, UIView's 8 pt unless set):
    /// a self-sizing cell adds their top and bottom to the stack's height.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether the stack places baselines relative to each other (stored).
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates an empty stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack of views.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Adds a view at the end of the arranged views (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view among the arranged views (and as a subview).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    }

    /// Takes a view out of the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// A view removed from the stack's subviews leaves its arranged views too.
    func subviewRemoved(_ view: UIView) { removeArrangedSubview(view) }

    /// Sets the space after one arranged view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after an arranged view: its custom spacing, else `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space that follows an arranged view when laid out.
    func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)]
        return custom.map { $0 == UIStackView.spacingUseDefault ? spacing : $0 } ?? spacing
    }

    /// The value of a custom spacing that means "the stack's own spacing".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The value of a custom spacing that means "the system's spacing" (8 pt in TableSim, a choice:
    /// see `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`).
    public static let spacingUseSystem = CGFloat(8)

    /// How a stack places views across its axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable, CaseIterable {
        /// `fill` stretches each view across the whole stack; `leading` and `trailing` line them up at one
        /// side (top and bottom in a horizontal stack); `center` centers them; `firstBaseline` and
        /// `lastBaseline` line up the baselines of their first or last line of text (horizontal stacks).
        /// A self-sizing cell measures the stack the same way whatever its alignment: across the axis
        /// the stack is as tall as its tallest view.
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The same as `leading` along a vertical axis.
        public static let top = Alignment.leading
        /// The same as `trailing` along a vertical axis.
        public static let bottom = Alignment.trailing
    }

    /// How a stack shares its length among its views (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable, CaseIterable {
        /// `fill` gives the views their own lengths and stretches or squeezes one to fill the stack;
        /// `fillEqually` makes them all the same length; `fillProportionally` shares the length by their
        /// natural sizes; `equalSpacing` keeps their lengths and spreads the gaps evenly; `equalCentering`
        /// spaces their centers evenly. A self-sizing cell adds up the views and the spacing along a
        /// vertical axis, with every view as tall as the tallest for `fillEqually`.
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
}
