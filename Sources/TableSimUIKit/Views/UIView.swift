import TableSim

/// A rectangular view (UIKit's `UIView`): a real, inert value that holds its frame and subviews.
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's own coordinate space: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside, if any.
    public private(set) weak var superview: UIView?
    /// Whether the view takes part in touches; a cell with false lets no tap select its row.
    open var isUserInteractionEnabled = true
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// A number the app uses to find the view.
    open var tag = 0

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

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with an empty frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Adds a view on top of the others.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out the subviews; apps override it.
    open func layoutSubviews() {}
    /// Asks for a layout before the next drawing (inert: TableSim lays out at once).
    open func setNeedsLayout() {}
    /// Lays out now if a layout is pending.
    open func layoutIfNeeded() { layoutSubviews() }
}

/// Traits that tell VoiceOver how to treat an element (UIKit's `UIAccessibilityTraits`).
public typealias UIAccessibilityTraits = AccessibilityTraits
