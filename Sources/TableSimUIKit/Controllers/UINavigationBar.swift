/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): an inert record of
/// the settings apps make in `viewDidLoad`; TableSim draws no bar (the screen's safe area stands
/// for it).
open class UINavigationBar: UIView {
    /// Whether the bar shows large titles.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background colour, or nil for the default.
    open var barTintColor: UIColor?
}

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`); TableSim
/// records it only.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// Where a popover points (UIKit's `UIPopoverPresentationController`), as action sheets set it
/// for iPad; TableSim records it only.
@preconcurrency @MainActor
open class UIPopoverPresentationController: NSObject {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect = CGRect.zero
    /// The bar button the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the popover's arrow may point (stored: no popover is drawn).
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The directions' bits.
    public var rawValue: UInt
    /// Creates directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 8)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
