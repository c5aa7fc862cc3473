/// A text label inside a cell, as UIKit's `UILabel` is used by standard cells.
public final class Label {
    /// The text shown, or nil.
    public var text: String?
    /// Whether the label draws as enabled; a disabled text label makes VoiceOver say "Dimmed".
    public var isEnabled = true
    /// The font's size rule: whether it follows the user's text size (stock labels' do).
    public var font: CellFont
    /// The most lines the label shows (UIKit's default 1; 0: as many as the text wraps into).
    public var numberOfLines = 1
    /// The text colour the app set, or nil for the stock cell's (the audit's contrast check reads it).
    public var textColor: RGBAColor?
    /// Creates a label with text in a font (the body style unless given).
    public init(text: String? = nil, font: CellFont = .textStyle(.body)) {
        self.text = text
        self.font = font
    }
}

/// A row's view, with UIKit's `UITableViewCell` state: labels, accessories, selection and editing.
///
/// Subclass it as in UIKit; a cell's trace name `cell#N` is given the first time the table view sees
/// it and stays for the object's life, so reuse is visible in traces.
open class TableViewCell {
    /// The identifier the cell is reused under, or nil for a cell that is never reused.
    public let reuseIdentifier: String?
    /// The layout of the cell's labels.
    public let style: TableViewCellStyle
    /// The main label.
    public let textLabel: Label?
    /// The secondary label; nil for the default style until a content configuration gives it one.
    public private(set) var detailTextLabel: Label?
    /// The layout a content configuration gives the labels in place of the style's, or nil (see
    /// ``labelLayout``).
    package var configuredLabelLayout: TableViewCellStyle?
    /// The accessory shown outside editing mode.
    public var accessoryType: AccessoryType = .none
    /// The accessory shown in editing mode.
    public var editingAccessoryType: AccessoryType = .none
    /// How the cell looks when highlighted or selected.
    public var selectionStyle: SelectionStyle = .default
    /// Whether the cell asks for a reorder control (kept for porting; as in current UIKit, a row that can
    /// move shows one in editing mode whatever this says).
    public var showsReorderControl = false
    /// Whether the content is indented for the editing control (set from `shouldIndentWhileEditingRowAt`).
    public var shouldIndentWhileEditing = true
    /// Whether the cell holds a text field that can become first responder.
    public var hasTextField = false
    /// Whether the cell is drawn selected.
    public internal(set) var isSelected = false
    /// Whether the cell is drawn highlighted.
    public internal(set) var isHighlighted = false
    /// Whether the cell is in editing mode.
    public internal(set) var isEditing = false
    /// The cell's frame in the table's content coordinates (inset from the sides in insetGrouped style).
    public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Whether the row answered that it can be edited, in editing mode (it then shows its controls).
    public internal(set) var isEditable = false
    /// The editing control the cell shows in editing mode: the red minus, the green plus, or none.
    public internal(set) var editingStyle = EditingStyle.none
    /// Whether the cell shows its reorder control (the row can move and the app implements `moveRowAt`).
    public internal(set) var isShowingReorderControl = false
    /// Whether the cell shows the Delete confirmation or swipe actions beside its content.
    public internal(set) var showingDeleteConfirmation = false {
        didSet { if showingDeleteConfirmation != oldValue { showingDeleteConfirmationDidChange() } }
    }
    /// Runs when the cell starts or stops showing its swipe actions (a UIKit cell updates its
    /// configurations then, its state being swiped or not).
    open func showingDeleteConfirmationDidChange() {}
    /// The table's width when the cell last fitted its self-sizing row's height, or nil when its row
    /// does not size itself: the table measures it again when its width changes (a rotation).
    var fittedTableWidth: Double?

    /// What VoiceOver calls the row instead of its text and detail text, or nil.
    public var accessibilityLabel: String?
    /// The row's value for VoiceOver, or nil.
    public var accessibilityValue: String?
    /// What VoiceOver says after a pause about what the row does, or nil.
    public var accessibilityHint: String?
    /// Traits the app sets; the table adds its own (Button, Selected, Dimmed) on top.
    public var accessibilityTraits: AccessibilityTraits = []
    /// Whether the row's text is an element VoiceOver can focus (its controls stay focusable).
    public var isAccessibilityElement = true
    /// The app's actions, offered after the table's own (swipe actions, More Info, Move up/down).
    public var accessibilityCustomActions: [AccessibilityCustomAction]?
    /// The names VoiceOver gives the row's drags, replacing its "Drag" (UIKit's
    /// `accessibilityDragSourceDescriptors`); nil: the default, empty: none.
    public var accessibilityDragSourceDescriptors: [AccessibilityLocationDescriptor]?
    /// The names and places VoiceOver gives drops on the row while it holds a drag, replacing "Drop
    /// before" and "Drop after" (UIKit's `accessibilityDropPointDescriptors`): a point in the row's upper
    /// half drops before it, in its lower half after it; nil: the defaults, empty: none.
    public var accessibilityDropPointDescriptors: [AccessibilityLocationDescriptor]?
    /// Whether VoiceOver skips the row and all of its controls.
    public var accessibilityElementsHidden = false
    /// The names Voice Control shows and answers to for the row (`accessibilityUserInputLabels`, iOS 13):
    /// the first is the one "Show names" draws, the rest are synonyms; nil or empty leaves the label.
    public var accessibilityUserInputLabels: [String]?
    /// Whether Voice Control numbers and names the row (`accessibilityRespondsToUserInteraction`,
    /// iOS 13), or nil to let TableSim infer it from the table's selection, the traits and the actions.
    public var accessibilityRespondsToUserInteraction: Bool?

    /// VoiceOver's swipe up on an adjustable row; the app increments its value.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable row; the app decrements its value.
    open func accessibilityDecrement() {}

    /// The number in the cell's trace name, given by the table view that first sees the cell.
    public internal(set) var traceNumber: Int?

    /// Creates a cell with a style and an optional reuse identifier.
    public required init(style: TableViewCellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label(font: TableViewCell.stockTextFont)
        detailTextLabel = style == .default ? nil : Label(font: TableViewCell.stockDetailFont(style))
    }

    /// The font stock cells give their title: the body style, in every cell style [O: useyourloaf].
    public static let stockTextFont = CellFont.textStyle(.body)

    /// The font stock cells give their detail: the footnote style below a subtitle cell's title
    /// (the reference's §11.3), the body style in value1 and value2 cells. **Choice**: UIKit's
    /// value2 title is also shown smaller on some versions; TableSim keeps body for both, as
    /// TableSimUIKit's stock cells do.
    public static func stockDetailFont(_ style: TableViewCellStyle) -> CellFont {
        style == .subtitle ? .textStyle(.footnote) : .textStyle(.body)
    }

    /// How the labels are laid out, coloured and measured: the cell's style, or the one a list
    /// content configuration stands for (`.cell()` as `.default`, `.subtitleCell()` as `.subtitle`,
    /// `.valueCell()` as `.value1`), since a configuration can show secondary text in any cell.
    public var labelLayout: TableViewCellStyle { configuredLabelLayout ?? style }

    /// The secondary label, made for a default-style cell whose content configuration shows
    /// secondary text (UIKit's list content view has a secondary label whatever the cell's style).
    package func secondaryLabelForConfiguration() -> Label {
        if let detailTextLabel { return detailTextLabel }
        let label = Label(font: Self.stockDetailFont(.subtitle))
        detailTextLabel = label
        return label
    }

    /// The title's font (the text label's); the body style unless the app sets another.
    public var textFont: CellFont {
        get { textLabel?.font ?? Self.stockTextFont }
        set { textLabel?.font = newValue }
    }

    /// The detail's font (the detail label's; a default-style cell has none and ignores it).
    public var detailFont: CellFont {
        get { detailTextLabel?.font ?? Self.stockDetailFont(style) }
        set { detailTextLabel?.font = newValue }
    }

    /// Resets the cell's state before it is handed out again by `dequeueReusableCell`.
    open func prepareForReuse() {}

    /// The height the cell's content needs at a width, or nil when the cell does not size itself
    /// (stock cells keep the table's row height).
    open func fittingHeight(forWidth width: Double) -> Double? { nil }

    /// Why the cell's last ``fittingHeight(forWidth:)`` answered nil when it could not size itself
    /// (a layout its constraints leave undetermined), with the key it is reported once under (its
    /// class); nil when it sized itself or has nothing to size by.
    package var selfSizingProblem: (key: String, text: String)?

    /// What the cell's own content shows besides its stock labels, for VoiceOver: the accessibility
    /// labels (a label's text unless it sets one) of its visible subviews, in order. A stock cell
    /// has none; TableSimUIKit's cells read their content view.
    open var contentAccessibilityLabels: [String] { [] }

    /// The fonts of the labels with text in the cell's own content besides its stock labels, as far
    /// as the text size goes (the audit's dynamicType reads them). A stock cell has none.
    open var contentLabelFonts: [CellFont] { [] }

    /// The cell's background colour the app set, or nil for the stock cell's (white).
    public var backgroundColor: RGBAColor?

    /// The runs of text the cell shows with their colours and the fills behind them, for the audit's
    /// contrast check: the stock labels in their set or stock colours over ``backgroundColor``;
    /// TableSimUIKit's cells read their labels', content views' and backgrounds' `UIColor`s.
    open var textColorRuns: [TextColorRun] { stockTextColorRuns }

    /// Draws the cell selected or not; the table view calls it (UIKit's `setSelected(_:animated:)`),
    /// so a subclass that overrides it runs as in UIKit.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Draws the cell highlighted or not while a finger is on it (UIKit's `setHighlighted(_:animated:)`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Whether touches reach the cell: with false, a tap on the row neither highlights nor selects it
    /// (the touch falls through to the table, which may still scroll).
    open var isUserInteractionEnabled = true

    /// Puts the cell into or out of editing mode; the table view calls it for each visible cell.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The cell's name in traces: `cell#N`.
    public var traceName: String { "cell#\(traceNumber ?? 0)" }

    /// The accessory shown in the given editing state: none while an accessory view takes its place
    /// (UITableViewCell.h: a cell with an accessory view ignores `accessoryType`).
    public func effectiveAccessory(editing: Bool) -> AccessoryType {
        if accessoryView(editing: editing) != nil { return .none }
        return editing ? editingAccessoryType : accessoryType
    }

    /// The view shown in the accessory's place outside editing mode (UIKit's `accessoryView`), or nil.
    package var accessoryViewContent: AccessoryViewContent?
    /// The view shown in the accessory's place in editing mode (UIKit's `editingAccessoryView`), or nil.
    package var editingAccessoryViewContent: AccessoryViewContent?
    /// Where a cell whose accessory views live elsewhere (TableSimUIKit's `UITableViewCell`) reads
    /// them, flips a switch and sends a control's event; nil for a cell that keeps them here.
    package var accessoryViewLink: AccessoryViewLink?

    /// The accessory view shown in an editing state, or nil.
    package func accessoryView(editing: Bool) -> AccessoryViewContent? {
        if let accessoryViewLink { return accessoryViewLink.read(editing) }
        return editing ? editingAccessoryViewContent : accessoryViewContent
    }

    /// A tap (or VoiceOver's double tap) reached the accessory view: a switch flips, before the
    /// event is sent, as a `UISwitch` changes its value first.
    package func accessoryViewTapped() {
        if let accessoryViewLink { return accessoryViewLink.tapped(isEditing) }
        func flipped(_ content: AccessoryViewContent?) -> AccessoryViewContent? {
            guard var content, case .toggle(let isOn) = content.kind else { return content }
            content.kind = .toggle(isOn: !isOn)
            return content
        }
        if isEditing {
            editingAccessoryViewContent = flipped(editingAccessoryViewContent)
        } else {
            accessoryViewContent = flipped(accessoryViewContent)
        }
    }

    /// Sends the accessory control's event to the app's actions (`UIControl.sendActions(for:)`); a
    /// cell the scenario language declares has none.
    package func sendAccessoryViewActions() { accessoryViewLink?.send(isEditing) }

    /// The accessory the cell shows now: the editing accessory while the cell is editing.
    public var shownAccessory: AccessoryType { effectiveAccessory(editing: isEditing) }
}

/// A section's header or footer view (UIKit's `UITableViewHeaderFooterView`).
///
/// The table makes one for a section with a title; an app's delegate may give its own from
/// `viewForHeaderInSection`/`viewForFooterInSection`, registered and dequeued by reuse identifier.
open class HeaderFooterView {
    /// The number in the view's trace name, given by the table view that first shows it.
    public internal(set) var traceNumber: Int
    /// Whether it is shown as a header or a footer.
    public internal(set) var isHeader: Bool
    /// The title shown.
    public var title: String?
    /// The identifier the view is reused under, or nil (the table's own title views).
    public let reuseIdentifier: String?
    /// Whether the table made the view for a title (it then reuses it for any title).
    let isMadeByTable: Bool
    /// Where the view is drawn, in the table's content coordinates: a floating plain-style header or
    /// footer is drawn where it floats, not where its section puts it.
    public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The traits the app set for VoiceOver (`accessibilityTraits`), or nil while it set none.
    public private(set) var appSetAccessibilityTraits: AccessibilityTraits?

    /// The traits the app gives the view for VoiceOver (`accessibilityTraits`); none until it sets them.
    public var accessibilityTraits: AccessibilityTraits {
        get { appSetAccessibilityTraits ?? [] }
        set { appSetAccessibilityTraits = newValue }
    }

    /// Where an app's view (TableSimUIKit's `UITableViewHeaderFooterView`) tells what it shows
    /// besides its title; nil for a view that shows its title alone.
    package var contentLink: (() -> HeaderFooterContent)?

    /// The text the view shows: its title, then the labels of its own content, joined by ", ".
    package var shownText: String? { shownText(contentLink?()) }

    /// What VoiceOver reads for the view: the app's `accessibilityLabel` when the view is an element
    /// itself (`isAccessibilityElement`), else the text it shows (its title and its content's labels,
    /// the accessibility reference's §3.3).
    package var spokenText: String? {
        let content = contentLink?()
        if let content, content.isAccessibilityElement, let label = content.accessibilityLabel { return label }
        return shownText(content)
    }

    /// The title and a content's labels, joined by ", "; the title alone without a content.
    private func shownText(_ content: HeaderFooterContent?) -> String? {
        guard let content else { return title }
        let parts = ([title] + content.labels.map(Optional.some)).compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The traits VoiceOver reads for the view as a section header: UIKit gives a header view's text
    /// the Heading trait unless the app set traits (accessibility reference §3.3 [D: D-table]).
    public var headerAccessibilityTraits: AccessibilityTraits { appSetAccessibilityTraits ?? .header }

    init(traceNumber: Int, isHeader: Bool, title: String?) {
        self.traceNumber = traceNumber
        self.isHeader = isHeader
        self.title = title
        reuseIdentifier = nil
        isMadeByTable = true
    }

    /// Creates an app's header or footer view; the table numbers it when it first shows it.
    public init(reuseIdentifier: String?) {
        traceNumber = 0
        isHeader = true
        self.reuseIdentifier = reuseIdentifier
        isMadeByTable = false
    }

    /// Resets the view before `dequeueReusableHeaderFooterView` hands it out again.
    open func prepareForReuse() {}

    /// The view's name in traces: `header#N` or `footer#N`.
    public var traceName: String { (isHeader ? "header#" : "footer#") + String(traceNumber) }
}
