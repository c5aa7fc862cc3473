import TableSim

/// A Core Graphics colour (`CGColor`): a colour's components, for layers.
public struct CGColor: Hashable, Sendable {
    /// The red, green, blue and alpha components, 0...1.
    public var components: [CGFloat]?
    /// The opacity, 0...1.
    public var alpha: CGFloat { components?.last ?? 1 }
}

extension UIColor {
    /// The colour as a Core Graphics colour, for a layer's colours.
    public var cgColor: CGColor { CGColor(components: [red, green, blue, alpha]) }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count > 3 ? parts[3] : 1)
    }
}

/// The Core Animation layer behind a view (`CALayer`): its properties are stored, none is drawn.
///
/// Corner radii, borders and shadows keep the values apps set, so code that styles a cell's layer
/// compiles and reads back what it wrote; TableSim's pictures do not show them.
@preconcurrency @MainActor
open class CALayer {
    /// The view the layer backs, if any.
    public private(set) weak var delegate: UIView?
    /// The radius of the layer's rounded corners.
    open var cornerRadius: CGFloat = 0
    /// The width of the layer's border.
    open var borderWidth: CGFloat = 0
    /// The colour of the layer's border.
    open var borderColor: CGColor?
    /// The layer's background colour.
    open var backgroundColor: CGColor?
    /// Whether sublayers and content are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The shadow's colour.
    open var shadowColor: CGColor?
    /// The shadow's opacity, 0...1.
    open var shadowOpacity: Float = 0
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The layer's opacity.
    open var opacity: Float = 1
    /// The layers inside this one.
    public private(set) var sublayers: [CALayer]?

    /// Creates a layer no view backs.
    public init() {}

    /// Creates the layer of a view.
    init(owningView view: UIView) { delegate = view }

    /// The layer's frame: its view's, or zero for a layer no view backs.
    open var frame: CGRect { delegate?.frame ?? .zero }

    /// Adds a layer on top of the others.
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
}
