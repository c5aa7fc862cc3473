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
    /// `fullScreen` covers the whole screen and removes the views beneath; `pageSheet` and `formSheet`
    /// are the sheets that leave the presenter visible behind (the same card on an iPhone);
    /// `currentContext` covers only the presenting controller's area; `custom` is drawn by a transitioning
    /// delegate; `overFullScreen` and `overCurrentContext` are their counterparts that keep the views
    /// beneath; `popover` floats beside a source view (a sheet on an iPhone) and gives the controller a
    /// `popoverPresentationController`. TableSim records the style; presenting looks the same for all.
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    /// No adaptive change: a value for adapting one style to another, not for presenting.
    case none = -1
    /// The system's choice, usually a page sheet; a controller's default.
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
