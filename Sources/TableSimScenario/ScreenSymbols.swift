/// Every mark `show` draws, with what it means: the drawing and `help show`'s legend both read it.
enum ScreenSymbol: String, CaseIterable, CustomStringConvertible {
    case statusBar = "▔▔"
    case homeIndicator = "▁▁"
    case highlighted = "▒"
    case selected = "●"
    case covered = "░"
    case floating = "⇕"
    case disclosureIndicator = "›"
    case detailButton = "ⓘ"
    case checkmark = "✓"
    case switchOn = "[on]"
    case switchOff = "[off]"
    case reorderControl = "≡"
    case deleteControl = "⊖"
    case insertControl = "⊕"
    case selectionCircleOn = "◉"
    case selectionCircleOff = "○"
    case textField = "[text field]"
    case firstResponder = "▌"
    case button = "[Title]"
    case cover = "▄"
    case indexSearch = "⌕"
    case detailText = "·"
    case cut = "…"
    case voiceOverFocus = "▶"

    /// The mark as drawn.
    var description: String { rawValue }

    /// A swipe action's button as drawn: its title in brackets.
    static func button(titled title: String) -> String { "[" + title + "]" }

    /// What the mark means, as the legend says it.
    var meaning: String {
        switch self {
        case .statusBar: "the status bar (the safe area's top)"
        case .homeIndicator: "the home indicator (the safe area's bottom)"
        case .highlighted: "before S.R: the row is highlighted"
        case .selected: "before S.R: the row is selected"
        case .covered: "before S.R: the keyboard or an overlay covers part of the row"
        case .floating: "a floating header or footer (drawn away from its place in the content)"
        case .disclosureIndicator: "accessory: disclosure indicator (chevron)"
        case .detailButton: "accessory: detail button (ⓘ › is a detail disclosure button)"
        case .checkmark: "accessory: checkmark"
        case .switchOn: "accessory view: a switch that is on"
        case .switchOff: "accessory view: a switch that is off"
        case .reorderControl: "editing: reorder control"
        case .deleteControl: "editing: delete control (red minus)"
        case .insertControl: "editing: insert control (green plus)"
        case .selectionCircleOn: "editing with multiple selection: a selected row's circle"
        case .selectionCircleOff: "editing with multiple selection: an unselected row's circle"
        case .textField: "the row's cell holds a text field"
        case .firstResponder: "the cursor in the text field that is first responder"
        case .button: "a swipe action's or the Delete confirmation's button, on the edge it was uncovered from"
        case .cover: "the keyboard or an overlay, drawn across the table"
        case .indexSearch: "the section index's search title (UITableView.indexSearch), in the index column at the right"
        case .detailText: "separates the title from the detail text"
        case .cut: "text cut to fit the width; between two numbers, a range"
        case .voiceOverFocus: "VoiceOver's focus: before S.R the focused row, before the index titles the index"
        }
    }

    /// The legend `help show` prints: the frame, then every mark.
    static var legend: String {
        let width = allCases.map(\.rawValue.displayWidth).max() ?? 1
        var out = "Legend: each line is one thing on screen, top to bottom, ending in its screen y range;\n"
        out += "S.R names a row; the section index, if shown, is a column right of the frame.\n"
        for symbol in allCases {
            out += "  " + symbol.rawValue + String(repeating: " ", count: width - symbol.rawValue.displayWidth)
                + "  " + symbol.meaning + "\n"
        }
        return out
    }
}
