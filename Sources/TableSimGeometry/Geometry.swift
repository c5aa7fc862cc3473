/// A point in screen coordinates, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double
    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// The point as traces print it: `(12, 43.5)`.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double
    /// Creates a size from its width and height.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The size as traces print it: `390x844`.
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and the height.
    public var size: Size
    /// Creates a rectangle from its top-left corner and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin (`CGRect.zero`).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The x of the left edge.
    public var minX: Double { origin.x }
    /// The y of the top edge.
    public var minY: Double { origin.y }
    /// The x of the right edge (`minX + width`).
    public var maxX: Double { origin.x + size.width }
    /// The y of the bottom edge (`minY + height`).
    public var maxY: Double { origin.y + size.height }
    /// The x of the center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, as `size.width`.
    public var width: Double { size.width }
    /// The height, as `size.height`.
    public var height: Double { size.height }
    /// Whether the point lies inside (the maximum edges are outside, as in UIKit).
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// The rectangle as traces print it, in `CGRect`'s form: `{{0, 88}, {390, 44}}`.
    public var description: String {
        "{{\(formatNumber(minX)), \(formatNumber(minY))}, {\(formatNumber(width)), \(formatNumber(height))}}"
    }
}

/// Insets from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top, left, bottom and right edge, in points.
    public var top: Double, left: Double, bottom: Double, right: Double
    /// Creates insets; an edge left out is 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset on any edge.
    public static let zero = EdgeInsets()
    /// The edge-by-edge sum, as when the safe area is added to a content inset.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
    /// `top,left,bottom,right`, the form the scenario language reads and writes.
    public var description: String {
        [top, left, bottom, right].map(formatNumber).joined(separator: ",")
    }
}

/// Formats a length the way traces print it: no fraction when it is whole (`44`, `43.5`, `-47`).
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        let whole = Int(value)
        return whole == 0 ? "0" : String(whole)
    }
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
