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
@MainActor
open class UIPopoverPresentationController: NSObject {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect = CGRect.zero
    /// The bar button the popover points at.
    open var barButtonItem: UIBarButtonItem?
}
