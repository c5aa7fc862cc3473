// The parts a table view coordinates, one per area, each holding that area's state. The table's
// UIKit-shaped properties below read and write them; the code of each area (the `TableView+` file
// named beside each part) works on its own part.

/// What the callbacks gateway (`TableView+Callbacks.swift`) keeps between calls into app code.
struct AppGateway {
    /// Methods a call found unimplemented (their default implementation ran): like UIKit, which caches
    /// `respondsToSelector:` when the delegate is set, the table does not count on them again.
    var unimplementedSelectors: Set<CallbackSelector> = []
    /// How deep the gateway is in app code: app calls made inside a callback end up here above zero.
    var callbackDepth = 0
    /// An exception raised inside app code (which cannot throw), raised once that code returns.
    var pendingException: UIKitException?
}

/// The heights the app set and the sizes the table is drawn with (`TableView+SectionGeometry.swift`,
/// `TableView+Layout.swift`).
struct Sizing {
    /// The height of every row when the delegate does not answer `heightForRowAt`.
    var rowHeight = TableView.automaticDimension
    /// The height of section headers when the delegate does not answer `heightForHeaderInSection`.
    var sectionHeaderHeight = TableView.automaticDimension
    /// The height of section footers when the delegate does not answer `heightForFooterInSection`.
    var sectionFooterHeight = TableView.automaticDimension
    /// The height of the view above the first section (UIKit's `tableHeaderView`).
    var tableHeaderHeight = 0.0
    /// The height of the view below the last section (UIKit's `tableFooterView`).
    var tableFooterHeight = 0.0
    /// The estimate of row heights; 0 disables estimates.
    var estimatedRowHeight = TableView.automaticDimension
    /// The space above each section header in plain style.
    var sectionHeaderTopPadding = TableView.automaticDimension
    /// Whether a self-sizing row keeps its estimate until its cell is made and fits it.
    var cellsSizeThemselves = false
    /// The sizes the table and its screen are drawn with.
    var metrics = Metrics.default
    /// The user's text size the table lays its stock cells' text out at.
    var contentSizeCategory = ContentSizeCategory.default
    /// Whether self-sizing rows of stock cells take the height their text needs.
    var sizesStockRowsByText = false
    /// The user's display settings (Bold Text measures text wider; `Simulator+DisplaySettings.swift`).
    var displaySettings = DisplaySettings()
    /// Whether a cell ever sized itself here, and whether a section ever loaded with an estimated
    /// header or footer (both kept once set): layout skips the work they need on tables with neither.
    var hasSelfSizedRows = false
    var estimatedHeadersOrFootersSeen = false
    /// The problems cells reported instead of a height (a layout their constraints do not
    /// determine), in the order first met, and the keys (one per cell class) already reported.
    var selfSizingProblems: [String] = []
    var selfSizingProblemKeys: Set<String> = []
}

/// The data as the table last loaded it, and its geometry, beside the sections' layouts the table
/// keeps itself (`TableView+SectionGeometry.swift`, `TableView+Layout.swift`,
/// `TableView+SectionIndex.swift`). The section index and the row count it is shown for drop
/// VoiceOver's element list where they change.
struct LoadedData {
    /// Where each section starts in the content, as prefix sums of the sections' spans.
    var sectionSpans = PrefixSums([])
    /// Whether the table loaded its data since it was created.
    var hasLoadedData = false
    /// How many times the table has reloaded: a text-size change skips its re-measuring when the app
    /// reloaded on the notification.
    var reloadCount = 0
    /// The section index, as the data source last gave it.
    var sectionIndexTitles: [String]?
    /// The number of rows the section index is shown for.
    var rowCount = 0
}

/// Cells and header/footer views on screen, in index-path order, those waiting for reuse, and how to
/// make new ones (`TableView+Layout.swift`, `TableView+Reconfiguring.swift`).
struct CellsOnScreen {
    var displayedRows: [IndexPath] = []
    var cellsByRow: [IndexPath: TableViewCell] = [:]
    var displayedHeaders: [Int: HeaderFooterView] = [:]
    var displayedFooters: [Int: HeaderFooterView] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    var headerFooterPool: [HeaderFooterView] = []
    /// How to make a cell for each registered identifier.
    var registrations: [String: (String) -> TableViewCell] = [:]
    /// How to make an app's header or footer view for each registered identifier.
    var headerFooterRegistrations: [String: (String) -> HeaderFooterView] = [:]
    /// App header and footer views waiting for reuse, by identifier.
    var headerFooterReusePool: [String: [HeaderFooterView]] = [:]
    var nextCellNumber = 1
    var nextHeaderFooterNumber = 1
    /// Cells of rows an update removed (deleted or reloaded), whose display ends in the next layout.
    var removedCells: [(indexPath: IndexPath, cell: TableViewCell)] = []
    /// Header and footer views of sections an update removed, whose display ends in the next layout.
    var removedHeaderFooterViews: [(section: Int, view: HeaderFooterView)] = []
    /// The cell of the row whose cell `reconfigureRows(at:)` is asking for, until it is dequeued.
    var cellBeingReconfigured: TableViewCell?
    /// How many layouts of the cells on screen are running (app calls to update methods and
    /// `reloadData` from their callbacks are ignored then, as during an update).
    var layoutDepth = 0
}

/// Selected and highlighted rows, and what the app allows (`TableView+Selection.swift`).
struct SelectionState {
    var selectedRows: Set<IndexPath> = []
    /// The row drawn highlighted while a finger is on it.
    var highlightedRow: IndexPath?
    var allowsSelection = true
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    /// The focus system's table properties (`allowsFocus`, `selectionFollowsFocus`,
    /// `remembersLastFocusedIndexPath`); see TableView+Focus.swift.
    var focus = FocusProperties()
}

/// Editing mode, the buttons one row shows (swipe actions or the Delete confirmation), and a reorder
/// drag (`TableView+Editing.swift`).
struct RowEditing {
    /// Whether `setEditing(true, animated:)` put every row into editing mode.
    var isEditingAllRows = false
    /// The swipe actions or Delete confirmation one row shows, and the swipe that uncovers them.
    var rowActions = RowActionsStateMachine()
    /// The actions behind the buttons `rowActions` shows, the first nearest the row's edge.
    var shownActions: [ContextualAction] = []
    /// The row dragged by its reorder control, if any.
    var reorder = ReorderStateMachine()
    /// The row whose button's action is running (commit or a handler), which may delete it.
    var performingActionRow: IndexPath?
    /// How many times a row's buttons closed: a late completion handler acts only on the buttons it
    /// was given with, wherever an update has moved their row since.
    var rowButtonsClosings = 0
}

/// A batch update being recorded, validated or applied (`TableView+Updates.swift`).
struct UpdateState {
    /// How many `beginUpdates` wait for their `endUpdates`.
    var depth = 0
    /// The changes recorded since the outermost `beginUpdates`.
    var pending = UpdateBatch()
    /// Whether an update is being validated and applied (app calls to update methods are ignored then).
    var isApplying = false
    /// During the layout after an update, the index path each kept row had before it (orders the ends).
    var indexPathsBefore: [IndexPath: IndexPath] = [:]
    /// During the layout after an update, the section each kept section had before it.
    var sectionsBefore: [Int: Int] = [:]
}

// MARK: - The table's UIKit-shaped properties, over its parts

extension TableView {
    /// The sizes the table and its screen are drawn with (UIKit's by default); set them before a
    /// simulator shows the table, as a device's sizes are fixed while it runs.
    package var metrics: Metrics {
        get { sizing.metrics }
        set { sizing.metrics = newValue }
    }
    /// The user's text size the table lays its stock cells' text out at (`Simulator.setTextSize(_:)`).
    package internal(set) var contentSizeCategory: ContentSizeCategory {
        get { sizing.contentSizeCategory }
        set { sizing.contentSizeCategory = newValue }
    }
    /// The user's display settings the table is drawn and measured with (`Simulator.setDisplaySetting(_:_:)`).
    package internal(set) var displaySettings: DisplaySettings {
        get { sizing.displaySettings }
        set { sizing.displaySettings = newValue }
    }
    /// Whether self-sizing rows of stock cells take the height their text needs (`CellTextLayout`);
    /// off, they keep the default row height, which is what stock cells had before text sizes were
    /// modelled, so tables written for that keep their heights. Setting a text size turns it on.
    package var sizesStockRowsByText: Bool {
        get { sizing.sizesStockRowsByText }
        set { sizing.sizesStockRowsByText = newValue }
    }
    /// The height of every row when the delegate does not answer `heightForRowAt`.
    public var rowHeight: Double {
        get { sizing.rowHeight }
        set { sizing.rowHeight = newValue }
    }
    /// The height of section headers when the delegate does not answer `heightForHeaderInSection`.
    public var sectionHeaderHeight: Double {
        get { sizing.sectionHeaderHeight }
        set { sizing.sectionHeaderHeight = newValue }
    }
    /// The height of section footers when the delegate does not answer `heightForFooterInSection`.
    public var sectionFooterHeight: Double {
        get { sizing.sectionFooterHeight }
        set { sizing.sectionFooterHeight = newValue }
    }
    /// The height of the view above the first section (UIKit's `tableHeaderView`): the sections start
    /// below it and scroll with it. Changing it moves the rows at once.
    public var tableHeaderHeight: Double {
        get { sizing.tableHeaderHeight }
        set {
            sizing.tableHeaderHeight = newValue
            tableViewsDidChange()
        }
    }
    /// The height of the view below the last section (UIKit's `tableFooterView`).
    public var tableFooterHeight: Double {
        get { sizing.tableFooterHeight }
        set {
            sizing.tableFooterHeight = newValue
            tableViewsDidChange()
        }
    }
    /// The estimate of row heights; 0 disables estimates, so every row's height is asked at load.
    public var estimatedRowHeight: Double {
        get { sizing.estimatedRowHeight }
        set { sizing.estimatedRowHeight = newValue }
    }
    /// The space above each section header in plain style (iOS 15's `sectionHeaderTopPadding`);
    /// `automaticDimension` resolves to 0 in TableSim (see <doc:LoadingHeightsAndCells>).
    public var sectionHeaderTopPadding: Double {
        get { sizing.sectionHeaderTopPadding }
        set { sizing.sectionHeaderTopPadding = newValue }
    }
    /// Whether a self-sizing row keeps its estimate until its cell is made and fits it, as in UIKit
    /// (TableSimUIKit's tables set it). False, the core's default, gives such a row the default
    /// height when it is measured, before its cell, as stock cells had before cells could size
    /// themselves; a cell that fits then corrects it.
    public var cellsSizeThemselves: Bool {
        get { sizing.cellsSizeThemselves }
        set { sizing.cellsSizeThemselves = newValue }
    }

    /// Whether users can select rows outside editing mode.
    public var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }
    /// Whether users can select several rows outside editing mode.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }
    /// Whether users can select rows in editing mode.
    public var allowsSelectionDuringEditing: Bool {
        get { selection.allowsSelectionDuringEditing }
        set { selection.allowsSelectionDuringEditing = newValue }
    }
    /// Whether users can select several rows in editing mode.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { selection.allowsMultipleSelectionDuringEditing }
        set { selection.allowsMultipleSelectionDuringEditing = newValue }
    }
    /// The row drawn highlighted while a finger is on it.
    public internal(set) var highlightedRow: IndexPath? {
        get { selection.highlightedRow }
        set { selection.highlightedRow = newValue }
    }

    /// Whether the table is in editing mode: every row (the Edit button), or the one row a swipe opened.
    public var isEditing: Bool { rowEditing.isEditingAllRows || rowEditing.rowActions.isEditingSwipedRow }
    /// Whether `setEditing(true, animated:)` put every row into editing mode.
    public internal(set) var isEditingAllRows: Bool {
        get { rowEditing.isEditingAllRows }
        set { rowEditing.isEditingAllRows = newValue }
    }
    /// The swipe actions or Delete confirmation one row shows, and the swipe that uncovers them.
    package internal(set) var rowActions: RowActionsStateMachine {
        get { rowEditing.rowActions }
        _modify { yield &rowEditing.rowActions }
    }
    /// The actions behind the buttons ``rowActions`` shows, the first nearest the row's edge.
    package internal(set) var shownActions: [ContextualAction] {
        get { rowEditing.shownActions }
        set { rowEditing.shownActions = newValue }
    }
    /// The row dragged by its reorder control, if any.
    package internal(set) var reorder: ReorderStateMachine {
        get { rowEditing.reorder }
        _modify { yield &rowEditing.reorder }
    }

    /// Whether the table loaded its data since it was created.
    package internal(set) var hasLoadedData: Bool {
        get { loaded.hasLoadedData }
        set { loaded.hasLoadedData = newValue }
    }

    /// Every line the table produced so far, in order; with a `traceConsumer`, those not handed to it yet.
    public var trace: [TraceLine] { sink.lines }
    /// Where finished lines go, if set: the trace is then emptied into it between callbacks once it
    /// holds many lines (and by ``flushTrace()``), so a long command's memory does not grow with its
    /// trace. Nil (the default) keeps every line in ``trace``.
    package var traceConsumer: ((TraceLine) -> Void)? {
        get { sink.consumer }
        set { sink.consumer = newValue }
    }
}
