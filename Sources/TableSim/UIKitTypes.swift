/// The visual style of a table view, fixed when the table view is created.
public enum TableViewStyle: String, Sendable, CaseIterable {
    case plain, grouped, insetGrouped
}

/// The standard layouts of a table view cell's text labels.
public enum TableViewCellStyle: String, Sendable, CaseIterable {
    case `default`, subtitle, value1, value2
}

/// The standard accessory views a cell can show at its trailing edge.
public enum AccessoryType: String, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// Whether the accessory holds a detail (info) button: VoiceOver's "More Info" element and action.
    public var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
}

/// How a cell looks when it is selected.
public enum SelectionStyle: String, Sendable, CaseIterable {
    case none, blue, gray, `default`
}

/// The editing control a row shows in editing mode.
public enum EditingStyle: String, Sendable, CaseIterable, CustomStringConvertible {
    case none, delete, insert
    /// The form a trace prints: `.delete`.
    public var description: String { "." + rawValue }
}

/// A point in screen coordinates, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin (`CGRect.zero`).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
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
    public var description: String {
        "{{\(formatNumber(minX)), \(formatNumber(minY))}, {\(formatNumber(width)), \(formatNumber(height))}}"
    }
}

/// Insets from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
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
