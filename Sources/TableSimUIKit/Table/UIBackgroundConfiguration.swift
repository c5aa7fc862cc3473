import TableSim

/// A description of a cell's or header view's background (UIKit's `UIBackgroundConfiguration`).
///
/// Stored: a cell keeps its `backgroundConfiguration` and updates it for each state as UIKit does,
/// but TableSim draws a row's background from the table's style and the selection, as for a stock
/// cell, whatever the configuration says.
public struct UIBackgroundConfiguration: Equatable {
    /// The standard background a configuration was made for.
    enum Variant: Equatable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    }
    let variant: Variant

    /// A view drawn behind the content, or nil.
    public var customView: UIView?
    /// The fill colour, or nil for the tint colour.
    public var backgroundColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The outline's colour, or nil for none.
    public var strokeColor: UIColor?
    /// The outline's width.
    public var strokeWidth: CGFloat = 0
    /// The outline's offset outwards.
    public var strokeOutset: CGFloat = 0
    /// An image drawn behind the content, or nil (iOS 18).
    public var image: UIImage?

    init(_ variant: Variant, color: UIColor?) {
        self.variant = variant
        backgroundColor = color
    }

    /// No background.
    public static func clear() -> Self { Self(.clear, color: .clear) }
    /// A plain table's row background.
    public static func listPlainCell() -> Self { Self(.listPlainCell, color: .systemBackground) }
    /// A grouped table's row background.
    public static func listGroupedCell() -> Self { Self(.listGroupedCell, color: .secondarySystemGroupedBackground) }
    /// A sidebar row's background.
    public static func listSidebarCell() -> Self { Self(.listSidebarCell, color: .clear) }
    /// An accompanied sidebar row's background.
    public static func listAccompaniedSidebarCell() -> Self { Self(.listAccompaniedSidebarCell, color: .clear) }
    /// A plain table's header or footer background.
    public static func listPlainHeaderFooter() -> Self { Self(.listPlainHeaderFooter, color: .systemBackground) }
    /// A grouped table's header or footer background.
    public static func listGroupedHeaderFooter() -> Self { Self(.listGroupedHeaderFooter, color: .clear) }
    /// A sidebar's header background.
    public static func listSidebarHeader() -> Self { Self(.listSidebarHeader, color: .clear) }

    /// The configuration for a state: the same (TableSim does not draw it).
    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// Whether two values hold the same settings.

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variant == rhs.variant && lhs.customView === rhs.customView && lhs.backgroundColor == rhs.backgroundColor
            && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset && lhs.image == rhs.image
    }
}
