import TableSim

/// A row or section height in a declared table: points, or UIKit's automatic dimension.
package enum HeightSpec: Hashable, Sendable {
    /// A height in points.
    case points(Double)
    /// `UITableView.automaticDimension`.
    case automatic
    /// The value a height method returns for it.
    var value: Double {
        switch self {
        case .points(let value): value
        case .automatic: TableView.automaticDimension
        }
    }
}

/// What a declared row's delegate answers to `willSelectRowAt` or `willDeselectRowAt`.
package enum RowRedirect: Hashable, Sendable {
    /// The row itself.
    case same
    /// nil: no row.
    case none
    /// Another row.
    case other(IndexPath)
}

/// One swipe action a declared row offers: its title and style (`"Archive"`, `"Delete:destructive"`).
package struct ActionDeclaration: Hashable, Sendable {
    /// The button's title.
    package var title: String
    /// The action's style: a destructive one deletes the row.
    package var style: ContextualAction.Style
    /// An action with a title and a style.
    package init(title: String, style: ContextualAction.Style) {
        self.title = title
        self.style = style
    }
}

/// What a declared row's delegate answers to `targetIndexPathForMoveFromRowAt` for moves from it.
package enum MoveTarget: Hashable, Sendable {
    /// The proposed destination.
    case proposed
    /// The proposal within the row's own section, else the nearest end of that section.
    case section
    /// Always one place.
    case fixed(IndexPath)
}

/// What the app's data source and delegate answer for one declared row.
package struct RowOptions: Hashable, Sendable {
    /// The detail text (`detail=`), shown by subtitle, value1 and value2 cells.
    package var detail: String?
    /// The cell style (`style=`).
    package var style = TableViewCellStyle.default
    /// The accessory outside editing mode (`accessory=`).
    package var accessory = AccessoryType.none
    /// The accessory in editing mode (`editing-accessory=`).
    package var editingAccessory = AccessoryType.none
    /// A `UISwitch` accessory view, on or off (`switch=on|off`), shown instead of the accessory; nil
    /// for none.
    package var switchState: Bool?
    /// The cell's selection style (`selection-style=`).
    package var selectionStyle = SelectionStyle.default
    /// What `editingStyleForRowAt` answers (`editing-style=`).
    package var editingStyle = EditingStyle.delete
    /// What `canEditRowAt` answers (`can-edit=`).
    package var canEdit = true
    /// What `canMoveRowAt` answers (`can-move=`).
    package var canMove = true
    /// What `shouldHighlightRowAt` answers (`highlight=`).
    package var highlight = true
    /// What `canFocusRowAt` answers (`focus=`).
    package var canFocus = true
    /// What `willSelectRowAt` answers (`will-select=`).
    package var willSelect = RowRedirect.same
    /// What `willDeselectRowAt` answers (`will-deselect=`).
    package var willDeselect = RowRedirect.same
    /// What `heightForRowAt` answers (`height=`); nil leaves it to the table's row height.
    package var height: HeightSpec?
    /// What `estimatedHeightForRowAt` answers (`estimated-height=`).
    package var estimatedHeight: Double?
    /// Whether the cell holds a text field that can become first responder (`text-field=`).
    package var textField = false
    /// What `titleForDeleteConfirmationButtonForRowAt` answers (nil: UIKit's "Delete").
    package var deleteTitle: String?
    /// What `shouldIndentWhileEditingRowAt` answers.
    package var indent = true
    /// The actions of `leadingSwipeActionsConfigurationForRowAt`, or nil for a nil configuration.
    package var leadingActions: [ActionDeclaration]?
    /// The actions of `trailingSwipeActionsConfigurationForRowAt`, or nil for a nil configuration.
    package var trailingActions: [ActionDeclaration]?
    /// The actions of the row's context menu (`menu=`), or nil for none.
    package var menu: [ActionDeclaration]?
    /// What `targetIndexPathForMoveFromRowAt` answers for moves from the row.
    package var moveTarget = MoveTarget.proposed
    /// The reuse identifier set by `reuse=`, or nil for the style's own ("Cell", "SubtitleCell", ...).
    package var reuse: String?
    /// What the app's `commit` does for this row (`commit=`), or nil for the table's choice.
    package var commit: CommitBehaviour?
    /// The title of the row the app adds when the user commits an insert on this row (`insert-title=`).
    package var insertTitle: String?
    /// The cell's `accessibilityLabel` (`label=`).
    package var accessibilityLabel: String?
    /// The cell's `accessibilityValue` (`value=`).
    package var accessibilityValue: String?
    /// The cell's `accessibilityHint` (`hint=`).
    package var accessibilityHint: String?
    /// The cell's own `accessibilityTraits` (`traits=`); the table adds its own on top.
    package var accessibilityTraits: AccessibilityTraits = []
    /// The cell's `isAccessibilityElement` (`element=off` leaves the row's text out).
    package var isAccessibilityElement = true
    /// The names of the cell's `accessibilityCustomActions` (`custom-actions="Flag,Share"`).
    package var customActions: [String] = []
    /// The cell's `accessibilityUserInputLabels`, Voice Control's names (`input-labels="Banana,Yellow"`); nil: none set.
    package var inputLabels: [String]?
    /// The title's font (`font=`); nil keeps the stock body style.
    package var font: CellFont?
    /// The detail's font (`detail-font=`); nil keeps the style's stock font.
    package var detailFont: CellFont?
    /// The title's `numberOfLines` (`lines=`); nil keeps UIKit's 1.
    package var lines: Int?
    /// The title's text colour (`text-color=`); nil keeps the stock one.
    package var textColor: RGBAColor?
    /// The detail's text colour (`detail-color=`); nil keeps the stock one.
    package var detailColor: RGBAColor?
    /// The cell's background colour (`background=`); nil keeps the stock white.
    package var backgroundColor: RGBAColor?
    /// The cell's `accessibilityElementsHidden` (`elements-hidden=on` hides the row and its controls).
    package var elementsHidden = false
    package init() {}

    /// Whether the row sets a font or its lines (the table then sizes stock rows by their text).
    var setsText: Bool { font != nil || detailFont != nil || lines != nil }

    /// The identifier the row's cell is dequeued with.
    package var reuseIdentifier: String {
        if let reuse { return reuse }
        switch style {
        case .default: return "Cell"
        case .subtitle: return "SubtitleCell"
        case .value1: return "Value1Cell"
        case .value2: return "Value2Cell"
        }
    }
}

/// One declared row: its title and options.
package struct RowDeclaration: Hashable, Sendable {
    /// The row's title (its cell's text).
    package var title: String
    /// What the app answers for the row.
    package var options: RowOptions
}

/// A declared section: titles, heights and rows.
///
/// Only the header title and the rows are stored inline; what few sections set (a footer, heights,
/// a header view) lives in one shared box, so a million declared sections cost little more than
/// their titles and rows.
package struct SectionDeclaration: Hashable, Sendable {
    /// What few sections set, kept out of line.
    private struct Rare: Hashable, Sendable {
        var footer: String?
        var headerHeight: HeightSpec?
        var footerHeight: HeightSpec?
        var customHeaderView = false
        var headerTraits: AccessibilityTraits?
    }

    /// A box that is copied when written while shared, as an array is.
    private final class RareBox: Hashable, Sendable {
        let rare: Rare
        init(_ rare: Rare) { self.rare = rare }
        static func == (left: RareBox, right: RareBox) -> Bool { left.rare == right.rare }
        func hash(into hasher: inout Hasher) { hasher.combine(rare) }
    }

    /// The header title (`titleForHeaderInSection`), if any.
    package var header: String?
    /// The section's rows.
    package var rows = RowStore()
    /// The rest, or nil when the section sets none of it.
    private var rareBox: RareBox?

    private var rare: Rare {
        get { rareBox?.rare ?? Rare() }
        set { rareBox = newValue == Rare() ? nil : RareBox(newValue) }
    }

    /// The footer title (`titleForFooterInSection`), if any.
    package var footer: String? {
        get { rare.footer }
        set { rare.footer = newValue }
    }
    /// What `heightForHeaderInSection` answers (`header-height=`), if the section sets it.
    package var headerHeight: HeightSpec? {
        get { rare.headerHeight }
        set { rare.headerHeight = newValue }
    }
    /// What `heightForFooterInSection` answers (`footer-height=`), if the section sets it.
    package var footerHeight: HeightSpec? {
        get { rare.footerHeight }
        set { rare.footerHeight = newValue }
    }
    /// Whether the app gives its own header view from `viewForHeaderInSection` (`header-view=custom`).
    package var customHeaderView: Bool {
        get { rare.customHeaderView }
        set { rare.customHeaderView = newValue }
    }
    /// The `accessibilityTraits` the app sets on that view (`header-traits=`, which implies the view), or
    /// nil when it sets none.
    package var headerTraits: AccessibilityTraits? {
        get { rare.headerTraits }
        set { rare.headerTraits = newValue }
    }

    /// A section with these titles, heights and header view, and no rows yet.
    package init(
        header: String? = nil, footer: String? = nil, headerHeight: HeightSpec? = nil, footerHeight: HeightSpec? = nil,
        rows: RowStore = RowStore(), customHeaderView: Bool = false, headerTraits: AccessibilityTraits? = nil
    ) {
        self.header = header
        self.rows = rows
        rare = Rare(
            footer: footer, headerHeight: headerHeight, footerHeight: footerHeight, customHeaderView: customHeaderView,
            headerTraits: headerTraits)
    }
}

/// The app's own header view of a declared section: a view from `viewForHeaderInSection` showing the
/// section's title, with the traits the app sets on it for VoiceOver.
package struct HeaderViewDeclaration: Hashable, Sendable {
    /// The `accessibilityTraits` the app sets, or nil when it sets none (UIKit then adds Heading).
    package var traits: AccessibilityTraits?
    /// A header view with these traits.
    package init(traits: AccessibilityTraits?) { self.traits = traits }
}

/// What the declared app's `tableView(_:commit:forRowAt:)` does.
package enum CommitBehaviour: String, Hashable, Sendable, CaseIterable {
    /// A correct app: it changes its data, then calls `deleteRows` or `insertRows`.
    case correct
    /// A buggy app: it calls `deleteRows` or `insertRows` but forgets to change its data, so the
    /// update's validation raises `NSInternalInconsistencyException`.
    case forget
    /// A planted bug for `tablesim explore` to find: the app forgets to change its data only when the
    /// committed row is the selected one (a stale "current item" path), and then crashes as `forget` does.
    case forgetSelected = "forget-selected"
}

/// How the declared app's controller behaves.
package enum ControllerKind: String, Hashable, Sendable, CaseIterable {
    /// A `UITableViewController`: forwards `setEditing`, adjusts for the keyboard.
    case table
    /// A plain `UIViewController` holding a table view.
    case view
}

/// How many rows users can select.
package enum SelectionMode: String, Hashable, Sendable, CaseIterable {
    /// No row (`allowsSelection = false`).
    case none
    /// One row at a time.
    case single
    /// Any number of rows (`allowsMultipleSelection`).
    case multiple
}

/// What the controller does when the keyboard appears.
package enum KeyboardHandling: String, Hashable, Sendable, CaseIterable {
    /// A `UITableViewController`, which adjusts its table by itself.
    case auto
    /// A view controller with hand-written keyboard-notification code.
    case manual
    /// A view controller that does nothing about the keyboard.
    case none
}

/// The options of a `table` line.
package struct TableOptions: Hashable, Sendable {
    /// The table's style, fixed when it is created.
    package var style = TableViewStyle.plain
    /// The kind of view controller that owns the table (`controller=`).
    package var controller = ControllerKind.table
    /// The table's `rowHeight` (`row-height=`); nil keeps UIKit's automatic dimension.
    package var rowHeight: Double?
    /// The table's `estimatedRowHeight` (`estimated-row-height=`, 0 disables estimates).
    package var estimatedRowHeight: Double?
    /// How many rows users can select outside editing mode (`selection=`).
    package var selection = SelectionMode.single
    /// How many rows users can select in editing mode (`editing-selection=`).
    package var editingSelection = SelectionMode.none
    /// What the controller does when the keyboard appears (`keyboard=`).
    package var keyboard = KeyboardHandling.auto
    /// Whether the app implements `performPrimaryActionForRowAt` (`primary-action=`).
    package var primaryAction = false
    /// The table's `allowsFocus` (`allows-focus=`), nil for UIKit's default.
    package var allowsFocus: Bool?
    /// The table's `selectionFollowsFocus` (`selection-follows-focus=`).
    package var selectionFollowsFocus = false
    /// The table's `remembersLastFocusedIndexPath` (`remembers-focus=`).
    package var remembersFocus = false
    /// What `indexPathForPreferredFocusedView(in:)` answers (`preferred-focus=S.R`), nil by default.
    package var preferredFocus: IndexPath?
    /// The scroll view's `delaysContentTouches` (`delays-content-touches=`).
    package var delaysContentTouches = true
    /// The app's `contentInset`.
    package var contentInset = EdgeInsets.zero
    /// The table's `contentInsetAdjustmentBehavior`.
    package var insetAdjustment = ContentInsetAdjustmentBehavior.automatic
    /// The app's `verticalScrollIndicatorInsets`.
    package var indicatorInset = EdgeInsets.zero
    /// The table's `sectionHeaderTopPadding` (plain style); nil leaves UIKit's automatic value.
    package var headerTopPadding: Double?
    /// Whether the content rubber-bands and bounces at its edges.
    package var bounces = true
    /// Whether a tap on the status bar scrolls the table to its top.
    package var scrollsToTop = true
    /// The deceleration rate after a flick.
    package var deceleration = DecelerationRate.normal
    /// What `commit` does for rows that do not say (`commit=` on the `table` line).
    package var commit = CommitBehaviour.correct
    /// What the app does with the text-size notification (`text-size-change=`).
    package var textSizeChange = TextSizeChangeHandling.ignore
    /// What the app does with the display settings' notifications (`settings-change=`).
    package var settingsChange = SettingsChangeHandling.ignore
    /// The kind of data source the app gives the table (`data-source=`).
    package var dataSource = DataSourceKind.classic
    // MARK: Prefetching, pull to refresh, search, key commands
    /// The app's answers for the controller features (prefetching, pull to refresh, key commands) (`prefetch=`, `refresh=`, `key-command`).
    package var controllerFeatures = ControllerFeatures()
    // MARK: Search
    /// The app's search controller (`search=`, `search-in=`, `scopes=`, `obscures=`, `search-delegate=`).
    package var search = SearchOptions()
    // MARK: Drag and drop
    /// The app's drag and drop delegates (`drag=on`, `drop=`).
    package var dragDrop = DragDropOptions()
    package init() {}
}

/// The kind of data source the declared app gives its table.
package enum DataSourceKind: String, Hashable, Sendable, CaseIterable {
    /// An object implementing `UITableViewDataSource`, answering from the app's data, told of changes
    /// by the update calls (`insert`, `delete`...).
    case classic
    /// A `UITableViewDiffableDataSource` subclass: it answers from the snapshot it last applied, and
    /// `apply` tells the table the difference from the app's data (see <doc:DiffableDataSources>).
    case diffable
}

/// What an `apply` line asks of a diffable data source.
package enum ApplyRequest: Hashable, Sendable {
    /// `apply [animated=on|off] [reconfigure S.R...] [reload S.R...]`: a snapshot of the app's data,
    /// with those items (at their places in the data) marked for `reconfigureItems` or `reloadItems`,
    /// through `apply(_:animatingDifferences:)`.
    case differences(animated: Bool, reconfigure: [IndexPath], reload: [IndexPath])
    /// `apply reload-data`: `applySnapshotUsingReloadData(_:)`.
    case reloadData
}

/// UIKit's two named deceleration rates.
package enum DecelerationRate: String, Hashable, Sendable, CaseIterable {
    /// `UIScrollView.DecelerationRate.normal`.
    case normal
    /// `UIScrollView.DecelerationRate.fast`.
    case fast
    /// The velocity kept per millisecond.
    package var value: Double {
        switch self {
        case .normal: ScrollPhysics.normalDecelerationRate
        case .fast: ScrollPhysics.fastDecelerationRate
        }
    }
}

/// An app-code scroll: `scroll to S.R POSITION`, `scroll by DY`, `scroll top`, `scroll bottom`.
package enum ScrollCommand: Hashable, Sendable {
    /// `scrollToRow(at:at:animated:)`.
    case toRow(IndexPath, ScrollPosition)
    /// `setContentOffset` by a distance from the current offset, kept in the resting range.
    case by(Double)
    /// `setContentOffset` to the top of the content.
    case top
    /// `setContentOffset` to the bottom of the content.
    case bottom
}

/// Which way a flick moves the finger.
package enum FlickDirection: String, Hashable, Sendable, CaseIterable {
    /// The finger moves up: the content scrolls towards later rows.
    case up
    /// The finger moves down: the content scrolls towards earlier rows.
    case down
}

/// Where a gesture aims: a region of a row, a point on the screen, the status bar, or a title of
/// the section index.
package enum TouchTarget: Hashable, Sendable {
    /// A region of a visible row.
    case row(IndexPath, RowRegion)
    /// A point in screen coordinates.
    case point(Point)
    /// The status bar (scroll to top).
    case statusBar
    /// The Delete button: the confirmation of editing mode, or the standard Delete of a swipe.
    case deleteButton
    /// The button of the swipe action with a title.
    case action(String)
    /// A title of the section index.
    case indexTitle(String)
}

/// How a declared app finds the index title a section header files under.
package enum CollationKind: String, Hashable, Sendable, CaseIterable {
    /// TableSim's `IndexedCollation`: Hangul initials mapped into compatibility jamo, doubles folded.
    case helper
    /// The naive bug: the initial computed as `U+1100 + (s − 0xAC00) / 588` (the choseong block),
    /// compared with titles typed in compatibility jamo; no Hangul title ever matches.
    case naive
    /// The other naive bug: the same arithmetic from `U+3131`, as if the blocks were parallel;
    /// titles from ㄴ on match the wrong sections.
    case shifted
}

/// The section index a declared app gives: `index ["search"] "A" "B" … | auto` with its options.
package struct IndexDeclaration: Hashable, Sendable {
    /// The titles written out, or nil for `auto` (derived from the section headers).
    package var titles: [String]?
    /// Whether the magnifying glass (`UITableView.indexSearch`) comes first.
    package var search = false
    /// How the app files a header under a title.
    package var collation = CollationKind.helper
    /// Explicit answers of `sectionForSectionIndexTitle`, by title (`map="B:-1,C:4"`).
    package var map: [String: Int] = [:]
    /// The table's `sectionIndexMinimumDisplayRowCount`, when set.
    package var minimumDisplayRowCount: Int?
    /// An index with no titles yet, the helper collation and no explicit answers.
    package init() {}
}

/// A setup line: it describes the screen, the table, its data and what the app answers.
package enum SetupLine: Hashable, Sendable {
    case screen(Screen)
    /// `screen portrait|landscape`: the current device turned.
    case rotate(Orientation)
    case table(TableOptions)
    case section(
        header: String?, footer: String?, headerHeight: HeightSpec?, footerHeight: HeightSpec?,
        headerView: HeaderViewDeclaration? = nil)
    case row(RowDeclaration)
    case rows(count: Int, template: String, options: RowOptions)
    case omit([CallbackSelector])
    case index(IndexDeclaration)
    /// A view pinned over the bottom of the table, of a height (`overlay bottom 80`).
    case overlay(height: Double)
    /// `text-size CATEGORY`: the user's text size; after the table appeared, the change while shown.
    case textSize(ContentSizeCategory)
    /// `setting NAME on|off`: a display setting; after the table appeared, the change while shown.
    case setting(DisplaySetting, Bool)
    /// `property NAME`: a property of the app the run and `explore` check after every command.
    case property(ScenarioProperty)
    // MARK: Hardware keyboard commands
    /// `key-command "cmd+f" ["Title"] [priority=on]`: one of the controller's key commands.
    case keyCommand(KeyCommandDeclaration)
}

/// A command: a gesture, app code, or a look at the table.
package enum ScenarioCommand: Hashable, Sendable {
    case appear
    case tap(TouchTarget)
    case touchDown(TouchTarget)
    case touchMove(dx: Double, dy: Double)
    case touchUp
    case touchCancel
    case wait(milliseconds: Int)
    case select(IndexPath)
    case deselect(IndexPath)
    case reloadData
    case scroll(ScrollCommand, animated: Bool)
    case flick(FlickDirection, from: TouchTarget?, distance: Double, milliseconds: Int)
    /// The Edit/Done button: the controller's `setEditing(_:animated:)`.
    case edit(Bool)
    case swipe(SwipeDirection, IndexPath)
    case drag(IndexPath, to: IndexPath)
    /// `insert S.R...`: `insertRows(at:with:)`.
    case insertRows([IndexPath])
    /// `delete S.R...`: `deleteRows(at:with:)`.
    case deleteRows([IndexPath])
    /// `move S.R to S.R`: `moveRow(at:to:)`.
    case moveRow(IndexPath, to: IndexPath)
    /// `reload S.R...`: `reloadRows(at:with:)`.
    case reloadRows([IndexPath])
    /// `insert section N...`: `insertSections(_:with:)`.
    case insertSections([Int])
    /// `delete section N...`: `deleteSections(_:with:)`.
    case deleteSections([Int])
    /// `move section A to B`: `moveSection(_:toSection:)`.
    case moveSection(Int, to: Int)
    /// `reload section N...`: `reloadSections(_:with:)`.
    case reloadSections([Int])
    /// `begin updates`: `beginUpdates()`.
    case beginUpdates
    /// `end updates`: `endUpdates()`, which applies the batch.
    case endUpdates
    /// `model ...`: a change of the app's data only; the table hears nothing of it.
    case model(ModelChange)
    /// `apply ...`: a diffable data source applies a snapshot of the app's data.
    case apply(ApplyRequest)
    case keyboardShow(height: Double)
    case keyboardHide
    /// `voiceover on|off`.
    case voiceOver(Bool)
    /// A `vo` gesture.
    case vo(VoiceOverCommand)
    /// `hardware-keyboard on|off`: connects or disconnects a hardware keyboard.
    case hardwareKeyboard(Bool)
    /// `full-keyboard-access on|off`: the accessibility setting.
    case fullKeyboardAccess(Bool)
    /// `key KEY`: one key press, to the focus system or Full Keyboard Access.
    case key(KeyboardKey)
    /// `announce "…"`: app code posting an announcement.
    case announce(String)
    /// `post layout-changed|screen-changed [S.R]`: app code posting a notification for VoiceOver.
    case post(AccessibilityNotificationKind, IndexPath?)
    /// `voice-control "UTTERANCE"`: Voice Control hears a command.
    case voiceControl(String)
    /// `switch-control …`: an input of Switch Control's scanner.
    case switchControl(SwitchControlCommand)
    /// `long-press S.R`, `menu …`: the long press and the context menu.
    case contextMenu(ContextMenuCommand)
    case state
    case show
    case trace
    /// `elements`: VoiceOver's element list.
    case elements
    /// `audit` and `audit all-sizes`: the accessibility audit of the screen, at the current text size or
    /// at every one.
    case audit(allSizes: Bool)

    // Pictures
    /// `snapshot FILE.svg [accessibility=on|off]`: the screen drawn as SVG into a file.
    case snapshot(path: String, options: PictureOptions)
    // MARK: Pull to refresh, key commands
    /// `pull-to-refresh`, `refresh begin|end`, `key "cmd+f"`.
    case controllerFeature(ControllerFeatureCommand)
    // MARK: Search
    /// `search "TEXT"`, `search tap|submit|cancel`, `search scope N|"TITLE"`.
    case search(SearchCommand)
    // MARK: Drag and drop
    /// `drop "TEXT"… at S.R`, `drop commit`, `drop delete`.
    case dragDrop(DragDropCommand)

    /// Whether the command only looks at the table (it makes no callback and has no trace).
    var isLook: Bool {
        switch self {
        case .state, .show, .trace, .elements, .audit, .snapshot: true
        default: false
        }
    }

    /// Whether the command is app code (calls on the table or changes of the data), the only kind
    /// of command allowed between `begin updates` and `end updates`.
    var isAppCode: Bool {
        switch self {
        case .select, .deselect, .reloadData, .insertRows, .deleteRows, .moveRow, .reloadRows, .insertSections,
            .deleteSections, .moveSection, .reloadSections, .beginUpdates, .endUpdates, .model:
            true
        case .appear, .tap, .touchDown, .touchMove, .touchUp, .touchCancel, .wait, .keyboardShow, .keyboardHide,
            .edit, .swipe, .drag, .state, .show, .trace, .flick, .voiceOver, .vo, .elements, .audit, .snapshot,
            .hardwareKeyboard, .fullKeyboardAccess, .key, .voiceControl, .switchControl, .contextMenu, .controllerFeature,
            .search:
            false
        case .dragDrop:
            // A drop is a gesture; a placeholder's commit is app code, but it inserts a row as a batch of its own.
            false
        case .announce, .post:
            // App code, but VoiceOver's focus would name rows the batch has not applied yet.
            false
        case .apply:
            // App code, but an apply is a batch update of its own, made from data a batch may not
            // have told the table of yet.
            false
        case .scroll:
            // App code, but a scroll inside a batch would act on rows the batch has not applied yet.
            false
        }
    }
}

/// A change of the declared app's data (`model ...`), made without telling the table.
package enum ModelChange: Hashable, Sendable {
    /// `model insert S.R "Title" [options]`: a row is added to the data at that index path.
    case insertRow(IndexPath, RowDeclaration)
    /// `model delete S.R...`: rows are removed, named by their index paths before the change.
    case deleteRows([IndexPath])
    /// `model move S.R to S.R`: a row is taken out and put back at the second index path.
    case moveRow(IndexPath, to: IndexPath)
    /// `model insert section N ["Header"] [footer=...]`: an empty section is added at that index.
    case insertSection(Int, SectionDeclaration)
    /// `model delete section N...`: sections are removed, named by their indexes before the change.
    case deleteSections([Int])
    /// `model move section A to B`: a section is taken out and put back at the second index.
    case moveSection(Int, to: Int)
}

/// A one-line state assertion: `expect KEY VALUE...`.
package struct StateExpectation: Hashable, Sendable {
    package var key: String
    package var values: [Token]
}

/// A statement of a scenario with the place it was written.
package struct Statement: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case setup(SetupLine)
        case command(ScenarioCommand)
        /// An `expect` block: its patterns, and the line number of its `end` (for `--update`).
        case expectBlock([TracePattern], endLine: Int)
        case expectState(StateExpectation)
    }
    package var kind: Kind
    package var location: ScenarioLocation
    /// The source text of the line, trimmed.
    package var text: String
}
