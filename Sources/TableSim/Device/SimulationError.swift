/// A mistake in what the simulator was asked to do, in UIKit's terms: aiming at a row that is not on
/// screen, lifting a finger that is not down, tapping a button no row shows.
///
/// Unlike a ``UIKitException`` this is not an app bug: the device refuses the gesture and nothing
/// happens. The errors carry what is wrong, not how to word it for a user; a front end (the scenario
/// language) words them for its readers.
public enum SimulationError: Error, Hashable, Sendable {
    /// The table has not appeared yet: nothing is on screen to touch.
    case notAppeared
    /// A finger is already down; the device has one finger.
    case fingerAlreadyDown
    /// A finger cannot come down at a point outside the screen.
    case pointOffScreen(Point, screen: Size)
    /// No finger is down to move, lift or cancel.
    case noFingerDown(TouchPhase)
    /// Moving the finger by an offset would take it to a non-finite position.
    case fingerMoveNotFinite(dx: Double, dy: Double)
    /// The screen shows no status bar (its top safe-area inset is 0).
    case noStatusBar
    /// A flick shorter than one frame, in milliseconds.
    case flickTooShort(minimum: Int)
    /// The table has no such row.
    case noSuchRow(IndexPath)
    /// The row exists but its cell is not on screen.
    case rowNotOnScreen(IndexPath)
    /// The row's cell is on screen but all of it lies under something a finger cannot reach through.
    case rowCovered(IndexPath, by: Cover)
    /// The row's cell is on screen but the region aimed at is not shown, and why.
    case regionNotShown(IndexPath, RowRegion, because: MissingRegion)
    /// No row shows a Delete button (the editing-mode confirmation or a swipe's Delete).
    case noDeleteButtonShown
    /// No row shows swipe actions.
    case noActionsShown
    /// The row showing actions has none with this title; `shown` lists their titles.
    case noSuchAction(String, row: IndexPath, shown: [String?])
    /// The row shows several actions, none of them the one Delete button; `shown` lists their titles.
    case noSingleDeleteButton(row: IndexPath, shown: [String?])
    /// A reorder drag to a destination that is no place in the table for the row.
    case noSuchDestination(IndexPath, from: IndexPath)
    /// A reorder drag whose way leaves the touchable screen at a destination (the table does not
    /// scroll while dragging).
    case dragLeavesScreen(from: IndexPath, to: IndexPath, at: IndexPath)
    /// A keyboard height that is not more than 0 and less than the screen's height.
    case invalidKeyboardHeight(Double, screenHeight: Double)
    /// The keyboard is not shown.
    case keyboardNotShown
    /// The table's style shows no section index (plain style only).
    case sectionIndexUnsupported(TableViewStyle)
    /// The data source gives no section index titles.
    case noSectionIndex
    /// The section index exists but is not shown: the table has fewer rows than its minimum.
    case sectionIndexHidden(minimumRowCount: Int)
    /// The section index has no such title; `titles` lists those it shows.
    case noSuchIndexTitle(String, titles: [String])
    /// The index title lies under something a finger cannot reach through.
    case indexTitleCovered(String, by: Cover)
    // MARK: Context menus
    /// A context menu is open: the touch goes to it, so choose an item or dismiss it first.
    case contextMenuShown
    /// No context menu is open.
    case noContextMenuShown
    /// The open menu shows no enabled action with this title; `shown` lists the titles it shows.
    case noSuchMenuItem(String, shown: [String])
    /// The open menu's action with this title is disabled.
    case menuItemDisabled(String)
    // MARK: Search
    /// The screen shows no search bar.
    case noSearchBar
    /// The search bar in the table's header scrolled off screen with the content: scroll to the top first.
    case searchBarOffScreen
    /// The search bar is not first responder: tap it (or type) first.
    case searchBarNotEditing
    /// The search bar shows no Cancel button now.
    case noSearchCancelButton
    /// The search bar shows no scope bar now (none declared, or the search is not active).
    case noSearchScopeBar
    /// The scope bar has no button at this index; `titles` are its buttons.
    case noSuchScopeButton(Int, titles: [String])
    // MARK: Drag and drop
    /// The table cannot lift the row by a long press: its drags are off, it has no drag delegate, or
    /// it is editing (checked before the finger comes down; an app that gives no items is not an error).
    case dragDidNotBegin(IndexPath)
    /// A tap that adds a row to a drag, with no finger carrying a row.
    case noDragInFlight
    /// A tap that adds a row to a drag on a row the drag already carries.
    case rowAlreadyDragged(IndexPath)

    /// Which input found no finger down, as `UITouch.Phase` names them.
    public enum TouchPhase: Hashable, Sendable {
        /// A move.
        case moved
        /// A lift.
        case ended
        /// A cancellation by the system.
        case cancelled
    }

    /// What lies over a part of the screen.
    public enum Cover: Hashable, Sendable {
        /// The software keyboard.
        case keyboard
        /// A view the app put over the table's content, by name.
        case view(String)
        /// A section header or footer view drawn over the rows.
        case headerFooterView
    }

    /// Why a row shows no region of the kind aimed at.
    public enum MissingRegion: Hashable, Sendable {
        /// The cell shows no accessory (or no detail-disclosure accessory, for the chevron).
        case noAccessory
        /// The cell has no text field.
        case noTextField
        /// The table is not in editing mode, so no editing or reorder control is shown.
        case notEditing
        /// `tableView(_:canEditRowAt:)` said no.
        case cannotEdit
        /// Multiple selection during editing shows selection circles instead of an editing control.
        case showsSelectionCircle
        /// `tableView(_:editingStyleForRowAt:)` is `.none`.
        case editingStyleNone
        /// The data source does not implement `tableView(_:moveRowAt:to:)`.
        case moveNotImplemented
        /// `tableView(_:canMoveRowAt:)` said no.
        case cannotMove
    }
}
