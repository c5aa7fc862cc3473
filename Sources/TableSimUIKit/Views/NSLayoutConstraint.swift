/// A relation between two views' attributes (UIKit's `NSLayoutConstraint`), kept as a value.
///
/// No general layout engine runs in TableSim: apps build constraints in a cell's initializer and
/// they keep what was said. A self-sizing cell reads its content view's active constraints to find
/// the height Auto Layout would give it, with a small solver for the vertical axis (see
/// `UITableViewCell+SelfSizing.swift`); frames are never set from them.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// The attribute of a view a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    public enum Attribute: Int, Sendable, CaseIterable {
        /// The edges and sizes of a view's frame: `left`, `right`, `top`, `bottom`; `leading` and
        /// `trailing`, the left and right edges in a left-to-right language and swapped in a right-to-left one;
        /// `width`, `height`; `centerX`, `centerY`, the frame's middle; `lastBaseline`, the baseline of the
        /// view's last line of text. Kept as values: TableSim solves no constraints.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        /// `firstBaseline`, the baseline of the view's first line of text; `leftMargin`, `rightMargin`,
        /// `topMargin`, `bottomMargin`, `leadingMargin` and `trailingMargin`, the frame's edges moved
        /// in by the view's layout margins. Kept as values: TableSim solves no constraints.
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// The middle of the view's layout margins, across and down. Kept as values.
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second view, such as a fixed height.
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, CaseIterable {
        /// The first attribute is at most, exactly, or at least the second one times the multiplier plus
        /// the constant. Self-sizing reads only an active `equal` constraint that fixes a height.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A direction of layout (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable, CaseIterable {
        /// Across (x) or down (y), the direction a stack view lays out in or a view's hugging and
        /// compression resistance apply to.
        case horizontal = 0, vertical = 1
    }

    /// The first view (or layout guide) of the relation.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second view (or layout guide), or nil for a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The constant added to the second attribute (or the whole value, for a constant).
    open var constant: CGFloat
    /// How much the constraint matters (required unless set).
    open var priority = UILayoutPriority.required
    /// Whether the constraint takes part in layout.
    open var isActive = false
    /// A name the app gives the constraint, for debugging.
    open var identifier: String?
    /// Whether the constraint archives with its view (stored).
    open var shouldBeArchived = false

    /// Creates a constraint `first.attribute relation second.attribute × multiplier + constant`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        let first = view1 as AnyObject
        ((first as? UIView) ?? (first as? UILayoutGuide)?.owningView)?.constraintsOnView.append(self)
    }

    /// Activates constraints.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// The priority of a constraint or of a view's hugging and compression resistance (UIKit's
/// `UILayoutPriority`), 1...1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float
    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// A strong preference: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// A weak preference: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority a view's size is asked to fit at: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a drag's target: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by an amount.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by an amount.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// One attribute of a view or layout guide that constraints are made from (UIKit's `NSLayoutAnchor`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide the anchor belongs to.
    weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint that this anchor equals another.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: 0)
    }
    /// A constraint that this anchor equals another plus a constant.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }
    /// A constraint that this anchor is at least another.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    /// A constraint that this anchor is at least another plus a constant.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// A constraint that this anchor is at most another.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: 0)
    }
    /// A constraint that this anchor is at most another plus a constant.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// A horizontal edge or centre, for constraints (UIKit's `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint that this anchor follows another by the system spacing (8 pt in TableSim, a
    /// choice: Apple's page says only that the value comes from the anchors) times a multiplier.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: 8 * multiplier)
    }
}

/// A vertical edge, centre or baseline, for constraints (UIKit's `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint that this anchor is below another by the system spacing (8 pt in TableSim, a
    /// choice: Apple's page says only that the value comes from the anchors) times a multiplier.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: 8 * multiplier)
    }
}

/// A width or height, for constraints (UIKit's `NSLayoutDimension`).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that this dimension equals a constant.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: nil, constant: c)
    }
    /// A constraint that this dimension is at least a constant.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: nil, constant: c)
    }
    /// A constraint that this dimension is at most a constant.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: nil, constant: c)
    }
    /// A constraint that this dimension equals another times a multiplier.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    /// A constraint that this dimension equals another times a multiplier plus a constant.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// A constraint that this dimension is at least another times a multiplier.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// A constraint that this dimension is at most another times a multiplier.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
}

/// A rectangle constraints can refer to, such as a view's margins or safe area (UIKit's `UILayoutGuide`).
@preconcurrency @MainActor
open class UILayoutGuide: UILayoutAnchorProviding {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name the app gives the guide, for debugging.
    open var identifier = ""
    /// Which rectangle of its view the guide stands for.
    let kind: Kind

    /// The rectangles a guide can stand for: one the app places with constraints, or one of its view's.
    enum Kind {
        case custom, layoutMargins, safeArea, readableContent
    }

    /// Creates a guide that belongs to no view yet.
    public init() { kind = .custom }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
    }
}

extension UIView {
    /// Adds a layout guide to the view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        addedLayoutGuides.append(layoutGuide)
    }

    /// Takes a layout guide the app added away from the view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, layoutGuide.kind == .custom else { return }
        addedLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The layout guides the app added to the view, in order.
    public var layoutGuides: [UILayoutGuide] { addedLayoutGuides }
}

/// What constraints can pin, a view or a layout guide, with UIKit's edge, centre and size anchors.
@preconcurrency @MainActor
public protocol UILayoutAnchorProviding: AnyObject {}

extension UILayoutAnchorProviding {
    /// The leading edge, for constraints.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge, for constraints.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, for constraints.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, for constraints.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre, for constraints.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge, for constraints.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge, for constraints.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre, for constraints.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width, for constraints.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height, for constraints.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
