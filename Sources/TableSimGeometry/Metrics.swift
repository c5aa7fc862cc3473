/// Every size the simulated UIKit draws with, in points, with UIKit's defaults on an iPhone at the
/// default text size.
///
/// One value, handed to whoever lays something out (the table, its screen layout, the row-actions
/// machine), so that one change (Dynamic Type, another idiom) reaches them all. Gesture thresholds
/// that measure a finger rather than a drawing (the 10 pt pan slop, the 150 ms touch delay) are not
/// sizes of the interface and stay with `TouchStateMachine`.
public struct Metrics: Hashable, Sendable {
    /// The height of a standard cell under `automaticDimension`.
    public var rowHeight: Double = 44
    /// The least height a row sized by its text takes (the HIG's minimum target; UIKit's default row).
    public var minimumCellHeight: Double = 44
    /// The space above and below a stock cell's text (so a 22 pt body line makes a 44 pt row).
    public var cellTextPadding: Double = 11
    /// How far a stock cell's text stands from its content's sides (the layout margin).
    public var cellTextInset: Double = 16
    /// The least gap between a value1 or value2 cell's title and detail side by side (a modelled choice).
    public var cellTextSpacing: Double = 8
    /// A plain-style section header or footer with a title (none without one).
    public var plainHeaderFooterHeight: Double = 28
    /// A grouped-style section header or footer with a title.
    public var groupedHeaderFooterHeight: Double = 38
    /// A grouped-style section header or footer without a title: the gap between sections.
    public var groupedEmptyHeaderFooterHeight: Double = 18

    /// The layout margin that insets insetGrouped sections from the sides.
    public var layoutMargin: Double = 16
    /// The layout margin on wide screens (from ``wideLayoutMarginMinimumWidth`` points).
    public var wideLayoutMargin: Double = 20
    /// The screen width from which the wide layout margin applies.
    public var wideLayoutMarginMinimumWidth: Double = 414

    /// The chevron or the checkmark accessory's region at the trailing edge.
    public var indicatorAccessoryWidth: Double = 40
    /// The detail (info) button accessory's region.
    public var detailButtonAccessoryWidth: Double = 48
    /// The detail button of a detail-disclosure accessory.
    public var detailDisclosureButtonWidth: Double = 44
    /// The chevron of a detail-disclosure accessory, beside its detail button.
    public var detailDisclosureChevronWidth: Double = 36
    /// The editing control (red minus, green plus, selection circle) at the leading edge (a modelled choice).
    public var editingControlWidth: Double = 47
    /// The reorder control at the trailing edge (a modelled choice).
    public var reorderControlWidth: Double = 48
    /// One swipe-action button, or the Delete confirmation (a modelled choice).
    public var swipeButtonWidth: Double = 74
    /// The share of a row's content a `text-field` row's text field takes, at the trailing side, so
    /// that a tap at the content's centre misses it.
    public var textFieldShare: Double = 0.45

    /// The section index's touch strip at the table's trailing edge.
    public var sectionIndexWidth: Double = 20
    /// One title of the section index.
    public var sectionIndexTitleHeight: Double = 16

    /// How far outside its bounds a control still counts a lifting finger as inside
    /// (`UIControl`'s touch-up-inside slop).
    public var controlTouchMargin: Double = 70

    /// UIKit's sizes.
    public static let `default` = Metrics()

    /// Creates the default sizes; change the properties for another device or text size.
    public init() {}
}
