import Foundation
import TableSim

/// A named point of interest in a view, for VoiceOver's drags and drops (UIKit's
/// `UIAccessibilityLocationDescriptor`, iOS 11). On a table's cell, `accessibilityDragSourceDescriptors`
/// names the row's drags and `accessibilityDropPointDescriptors` its drops (a point in the row's upper
/// half drops before it, in its lower half after it).
@preconcurrency @MainActor
open class UIAccessibilityLocationDescriptor {
    /// The name VoiceOver offers.
    public let name: String
    /// The name as an attributed string.
    public let attributedName: NSAttributedString
    /// Where the interaction is, in the view's coordinates.
    public let point: CGPoint
    /// The view the point is in.
    public private(set) weak var view: UIView?

    /// Creates a descriptor named with an attributed string, at a point of a view.
    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        self.attributedName = attributedName
        name = attributedName.string
        self.point = point
        self.view = view
    }

    /// Creates a descriptor named `name`, at a point of a view.
    public convenience init(name: String, point: CGPoint, in view: UIView) {
        self.init(attributedName: NSAttributedString(string: name), point: point, in: view)
    }

    /// Creates a descriptor named `name`, at the centre of a view.
    public convenience init(name: String, view: UIView) {
        self.init(name: name, point: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }

    /// The descriptor as the table reads it: its point in a cell's coordinates (the frames of the views
    /// between the descriptor's view and the cell added up).
    func located(in cell: UIView) -> AccessibilityLocationDescriptor {
        var x = Double(point.x), y = Double(point.y)
        var current = view
        while let inner = current, inner !== cell, let outer = inner.superview {
            x += Double(inner.frame.minX)
            y += Double(inner.frame.minY)
            current = outer
        }
        return AccessibilityLocationDescriptor(name: name, point: Point(x: x, y: y))
    }
}

/// UIKit's `UIAccessibilityDragging` on a cell.
extension UITableViewCell {
    /// The names VoiceOver gives the row's drags, replacing its "Drag" (nil: the default, empty: none).
    /// Read back, each descriptor is in the cell's coordinates.
    public var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { core.accessibilityDragSourceDescriptors.map { $0.map(descriptor) } }
        set { core.accessibilityDragSourceDescriptors = newValue?.map { $0.located(in: self) } }
    }

    /// The names and places VoiceOver gives drops on the row while it holds a drag, replacing "Drop
    /// before" and "Drop after" (nil: the defaults, empty: none). Read back, each descriptor is in the
    /// cell's coordinates.
    public var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { core.accessibilityDropPointDescriptors.map { $0.map(descriptor) } }
        set { core.accessibilityDropPointDescriptors = newValue?.map { $0.located(in: self) } }
    }

    private func descriptor(_ located: AccessibilityLocationDescriptor) -> UIAccessibilityLocationDescriptor {
        UIAccessibilityLocationDescriptor(name: located.name, point: CGPoint(x: located.point.x, y: located.point.y), in: self)
    }
}
