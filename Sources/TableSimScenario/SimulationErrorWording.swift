import TableSim

/// A command a scenario cannot carry out for a reason of the scenario itself (an `end updates`
/// without `begin updates`, a `model` change of data that does not exist).
struct CommandError: Error, Hashable, Sendable {
    /// What went wrong, in a sentence.
    var message: String
    /// Creates an error with its message.
    init(_ message: String) { self.message = message }
}

/// The core's errors worded for a scenario's author: what is wrong, and the command that fixes it.
extension SimulationError {
    /// The sentence a scenario prints after `file:line:column: error:`.
    package var scenarioMessage: String {
        switch self {
        case .notAppeared:
            return "the table has not appeared yet"
        case .fingerAlreadyDown:
            return "a finger is already down; lift it with 'touch up'"
        case .pointOffScreen(let point, let screen):
            return "the point \(formatNumber(point.x)),\(formatNumber(point.y)) is off the screen (\(screen) points); "
                + "a finger can touch only from 0,0 to \(formatNumber(screen.width)),\(formatNumber(screen.height))"
        case .noFingerDown(.moved):
            return "no finger is down; start with 'touch down'"
        case .noFingerDown(.ended), .noFingerDown(.cancelled):
            return "no finger is down"
        case .fingerMoveNotFinite(let dx, let dy):
            return "the finger cannot move by \(formatNumber(dx)),\(formatNumber(dy)): it would leave every screen"
        case .noStatusBar:
            return "this screen shows no status bar (its top safe-area inset is 0)"
        case .flickTooShort(let minimum):
            return "a flick lasts at least \(minimum)ms"
        case .noSuchRow(let row):
            return "row \(row) does not exist"
        case .rowNotOnScreen(let row):
            return "row \(row) is not on screen; scroll to it first"
        case .rowCovered(let row, .headerFooterView):
            return "row \(row) is hidden under a section header or footer; scroll to it first"
        case .rowCovered(let row, let cover):
            return "row \(row) is covered by the \(Self.name(of: cover)); a finger cannot reach it"
        case .regionNotShown(let row, let region, let reason):
            return "row \(row) " + Self.missing(region, because: reason)
        case .noDeleteButtonShown:
            return "no Delete button is shown; tap a row's delete-control in editing mode, or swipe a row left first"
        case .noActionsShown:
            return "no swipe actions are shown; swipe a row first"
        case .noSuchAction(let title, let row, let shown):
            return "row \(row) shows no action \(title.traceDescription); it shows "
                + shown.map { ($0 ?? "nil").traceDescription }.joined(separator: ", ")
        case .noSingleDeleteButton(let row, let shown):
            return "row \(row) shows its own swipe actions and no single Delete button; tap one with: tap action "
                + shown.map { ($0 ?? "nil").traceDescription }.joined(separator: " | ")
        case .noSuchDestination(let destination, let source):
            return "row \(source) cannot land at \(destination): no such place in the table"
        case .dragLeavesScreen(let source, let destination, let next):
            return "the way from \(source) to \(destination) leaves the screen at \(next); TableSim does not scroll "
                + "while dragging, so scroll first or drag a shorter way"
        case .invalidKeyboardHeight(_, let screenHeight):
            return "a keyboard height must be more than 0 and less than the screen's \(formatNumber(screenHeight)) points"
        case .keyboardNotShown:
            return "the keyboard is not shown"
        case .sectionIndexUnsupported(let style):
            return "a \(style.rawValue) table shows no section index (plain style only)"
        case .noSectionIndex:
            return "the table has no section index (declare one with an 'index' line)"
        case .sectionIndexHidden(let minimum):
            return "the section index is not on screen: it shows from \(minimum) rows"
        case .noSuchIndexTitle(let title, let titles):
            return "the section index has no title \(title.traceDescription); it shows "
                + titles.map(\.traceDescription).joined(separator: " ")
        case .indexTitleCovered(let title, let cover):
            return "the index title \(title.traceDescription) is covered by the \(Self.name(of: cover))"
        // MARK: Context menus
        case .dragDidNotBegin(let indexPath):
            return "the table cannot lift \(indexPath.section).\(indexPath.row) by a long press: it needs drag=on (dragInteractionEnabled and a drag delegate) and editing mode off"
        case .noDragInFlight:
            return "no finger carries a row; 'touch down S.R' then 'wait 500ms' on a table with drag=on lifts one"
        case .rowAlreadyDragged(let indexPath):
            return "the drag already carries \(indexPath.section).\(indexPath.row); tap another row to add it"
        case .contextMenuShown:
            return "a context menu is open; choose an item with 'menu \"TITLE\"' or close it with 'menu dismiss'"
        case .noContextMenuShown:
            return "no context menu is open; 'long-press S.R' on a row with a menu opens one"
        case .noSuchMenuItem(let title, let shown):
            return "the menu shows no action \(title.traceDescription); it shows " + (shown.isEmpty ? "none" : shown.map(\.traceDescription).joined(separator: ", "))
        case .menuItemDisabled(let title):
            return "the menu's action \(title.traceDescription) is disabled"
        case .noSearchBar:
            return "the screen shows no search bar; declare one with 'table … search=on'"
        case .searchBarOffScreen:
            return "the search bar in the table's header has scrolled off screen; 'scroll top' shows it again"
        case .searchBarNotEditing:
            return "the search bar is not first responder; 'search \"TEXT\"' taps it and types"
        case .noSearchCancelButton:
            return "the search bar shows no Cancel button (the search is not active)"
        case .noSearchScopeBar:
            return "the search bar shows no scope bar; declare scopes=\"A,B\" and tap the bar first"
        case .noSuchScopeButton(let index, let titles):
            return "the scope bar has no button \(index); it shows " + titles.map(\.traceDescription).joined(separator: ", ")
        }
    }

    private static func name(of cover: Cover) -> String {
        switch cover {
        case .keyboard: "keyboard"
        case .view(let name): name
        case .headerFooterView: "section header or footer"
        }
    }

    private static func missing(_ region: RowRegion, because reason: MissingRegion) -> String {
        switch region {
        case .content: "shows no content"
        case .accessory: "shows no accessory"
        case .disclosure: "shows no detail-disclosure accessory"
        case .textField: "has no text field (declare it with text-field=on)"
        case .editingControl: "shows no delete or insert control (\(why(reason)))"
        case .reorderControl: "shows no reorder control (\(why(reason)))"
        }
    }

    private static func why(_ reason: MissingRegion) -> String {
        switch reason {
        case .notEditing: "the table is not in editing mode; use 'edit on'"
        case .cannotEdit: "tableView(_:canEditRowAt:) said no"
        case .showsSelectionCircle: "multiple selection during editing shows selection circles"
        case .editingStyleNone: "its editing style is .none"
        case .moveNotImplemented: "the data source does not implement tableView(_:moveRowAt:to:)"
        case .cannotMove: "tableView(_:canMoveRowAt:) said no"
        case .noAccessory, .noTextField: "it does not show one"
        }
    }
}
