/// The visual style of a table view, fixed when the table view is created.
public enum TableViewStyle: String, Sendable, CaseIterable {
    /// `plain` runs sections edge to edge with floating headers; `grouped` separates sections by gaps
    /// with headers that scroll with them; `insetGrouped` is grouped with sections inset from the sides
    /// in rounded cards (TableSim insets the rows' rectangles from the table's sides).
    case plain, grouped, insetGrouped
}

/// The standard layouts of a table view cell's text labels.
public enum TableViewCellStyle: String, Sendable, CaseIterable {
    /// `default` has one text label (and an image); `subtitle` adds a smaller detail label below it;
    /// `value1` puts the detail label at the trailing edge; `value2` puts a short, right-aligned text
    /// label before a detail label. TableSim lays the labels out this way to measure and draw the cell.
    case `default`, subtitle, value1, value2
}

/// The standard accessory views a cell can show at its trailing edge.
public enum AccessoryType: String, Sendable, CaseIterable {
    /// `none` shows nothing; `disclosureIndicator` a chevron; `detailDisclosureButton` an info button and
    /// a chevron; `checkmark` a check mark; `detailButton` an info button alone. A tap on an info button
    /// calls `tableView(_:accessoryButtonTappedForRowWith:)`.
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// Whether the accessory holds a detail (info) button: VoiceOver's "More Info" element and action.
    public var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
}

/// How a cell looks when it is selected.
public enum SelectionStyle: String, Sendable, CaseIterable {
    /// `none` leaves a selected cell's background unchanged; `blue`, `gray` and `default` tint it (in
    /// modern UIKit all three look gray). TableSim draws the tint unless the style is `none`.
    case none, blue, gray, `default`
}

/// The editing control a row shows in editing mode.
public enum EditingStyle: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `none` shows no control; `delete` a red minus that reveals a Delete button; `insert` a green plus.
    /// Confirming either calls the data source's `tableView(_:commit:forRowAt:)`.
    case none, delete, insert
    /// The form a trace prints: `.delete`.
    public var description: String { "." + rawValue }
}
