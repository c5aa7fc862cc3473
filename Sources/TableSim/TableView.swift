/// A simulated `UITableView`: the UIKit surface an app's data source and delegate talk to.
///
/// Every call it makes on the app goes through its callbacks gateway, which appends one line to
/// ``trace`` (its trace sink is the only way in). Gestures reach it through a ``Simulator``, whose
/// `FingerStateMachine` and `ScreenLayout` decide what it hears; app code calls its methods
/// directly, as in UIKit. It reads the device's `VirtualClock` and tells the device what changed
/// through one internal event type.
public final class TableView: ScrollView {
    /// The value of a height that asks UIKit to choose (`UITableView.automaticDimension`).
    public static let automaticDimension: Double = -1

    /// The sizes the table and its screen are drawn with (UIKit's by default); set them before a
    /// simulator shows the table, as a device's sizes are fixed while it runs.
    package var metrics = Metrics.default
    /// The user's text size the table lays its stock cells' text out at (`Simulator.setTextSize(_:)`).
    package internal(set) var contentSizeCategory = ContentSizeCategory.default
    /// Whether self-sizing rows of stock cells take the height their text needs (``CellTextLayout``);
    /// off, they keep the default row height, as before text sizes were modelled. Setting a text size
    /// turns it on.
    package var sizesStockRowsByText = false
    /// How many times the table has reloaded: a text-size change skips its re-measuring when the app
    /// reloaded on the notification.
    var reloadCount = 0
    /// The table's style, fixed at creation.
    public let style: TableViewStyle
    /// The app's data source (held weakly, as in UIKit).
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { unimplementedSelectors = [] }
    }
    /// The app's delegate, which also hears scroll-view callbacks (held weakly, as in UIKit).
    public weak var delegate: (any TableViewDelegate)? {
        // VoiceOver's order depends on whether the delegate gives header views.
        didSet {
            unimplementedSelectors = []
            accessibilityOrderCache = nil
        }
    }
    /// Methods a call found unimplemented (their default implementation ran): like UIKit, which caches
    /// `respondsToSelector:` when the delegate is set, the table does not count on them again.
    var unimplementedSelectors: Set<CallbackSelector> = []

    /// The height of every row when the delegate does not answer `heightForRowAt`.
    public var rowHeight = TableView.automaticDimension
    /// The height of section headers when the delegate does not answer `heightForHeaderInSection`.
    public var sectionHeaderHeight = TableView.automaticDimension
    /// The height of section footers when the delegate does not answer `heightForFooterInSection`.
    public var sectionFooterHeight = TableView.automaticDimension
    /// Whether a cell ever sized itself here, and whether a section ever loaded with an estimated
    /// header or footer (both kept once set): layout skips the work they need on tables with neither.
    var hasSelfSizedRows = false
    var estimatedHeadersOrFootersSeen = false

    /// The height of the view above the first section (UIKit's `tableHeaderView`): the sections start
    /// below it and scroll with it. Changing it moves the rows at once.
    public var tableHeaderHeight = 0.0 {
        didSet { tableViewsDidChange() }
    }
    /// The height of the view below the last section (UIKit's `tableFooterView`).
    public var tableFooterHeight = 0.0 {
        didSet { tableViewsDidChange() }
    }
    /// The estimate of row heights; 0 disables estimates, so every row's height is asked at load.
    public var estimatedRowHeight = TableView.automaticDimension
    /// The space above each section header in plain style (iOS 15's `sectionHeaderTopPadding`);
    /// `automaticDimension` resolves to 0 in TableSim (see <doc:LoadingHeightsAndCells>).
    public var sectionHeaderTopPadding = TableView.automaticDimension
    /// Whether a self-sizing row keeps its estimate until its cell is made and fits it, as in UIKit
    /// (TableSimUIKit's tables set it). False, the core's default, gives such a row the default
    /// height when it is measured, before its cell, as stock cells had before cells could size
    /// themselves; a cell that fits then corrects it.
    public var cellsSizeThemselves = false

    /// Whether users can select rows outside editing mode.
    public var allowsSelection = true
    /// Whether users can select several rows outside editing mode.
    public var allowsMultipleSelection = false
    /// Whether users can select rows in editing mode.
    public var allowsSelectionDuringEditing = false
    /// Whether users can select several rows in editing mode.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode: every row (the Edit button), or the one row a swipe opened.
    public var isEditing: Bool { isEditingAllRows || rowActions.isEditingSwipedRow }
    /// Whether `setEditing(true, animated:)` put every row into editing mode.
    public internal(set) var isEditingAllRows = false

    /// Every line the table produced so far, in order; with a `traceConsumer`, those not handed to it yet.
    public var trace: [TraceLine] { sink.lines }
    /// Where every trace line goes in (see ``TraceSink``).
    var sink = TraceSink()
    /// Where finished lines go, if set: the trace is then emptied into it between callbacks once it
    /// holds many lines (and by ``flushTrace()``), so a long command's memory does not grow with its
    /// trace. Nil (the default) keeps every line in ``trace``.
    package var traceConsumer: ((TraceLine) -> Void)? {
        get { sink.consumer }
        set { sink.consumer = newValue }
    }
    /// The exception that ended the app, once one was raised; the table does nothing more after it.
    public internal(set) var exception: UIKitException?
    /// An exception raised inside app code (which cannot throw), raised once that code returns.
    var pendingException: UIKitException?
    /// Whether a crash of this table is handed to ``UncaughtExceptions``' reporters (which fail the
    /// running test); off where the owner judges crashes itself, as the scenario engine does.
    public var reportsUncaughtExceptions = true

    // The data as the table last loaded it, and its geometry.
    var sectionLayouts: [SectionLayout] = [] {
        didSet { accessibilityOrderCache = nil }
    }
    /// VoiceOver's flat element list, built when first asked after a load or update changed the sections.
    var accessibilityOrderCache: AccessibilityOrder?
    /// Whether VoiceOver runs: cell reuse is off then, so dequeueing makes new cells [D: D-table].
    package internal(set) var isVoiceOverRunning = false
    var sectionSpans = PrefixSums([])
    /// Whether the table loaded its data since it was created.
    package internal(set) var hasLoadedData = false
    /// The cell of the row whose cell ``reconfigureRows(at:)`` is asking for, until it is dequeued.
    var cellBeingReconfigured: TableViewCell?
    /// Whether the table is in a window, where a layout pass follows every change. A table outside
    /// one (a UIKit table before its screen appears) asks its data source nothing on `reloadData()`:
    /// it loads in the layout that puts it on screen, once (the manual's View controllers article,
    /// "Loading and appearing"). A core table shown by no simulator counts as in a window, so it
    /// loads at once.
    package var isInWindow = true

    // Cells and header/footer views on screen, in index-path order.
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

    // Scrolling by itself (deceleration, animations) on the virtual clock.
    /// The device's virtual clock: the simulator showing the table advances it, the table reads it.
    let clock = VirtualClock()

    // Selection and highlight.
    var selectedRows: Set<IndexPath> = []
    /// The row drawn highlighted while a finger is on it.
    public internal(set) var highlightedRow: IndexPath?

    // Editing: the buttons one row shows (swipe actions or the Delete confirmation), and a reorder drag.
    /// The swipe actions or Delete confirmation one row shows, and the swipe that uncovers them.
    package internal(set) var rowActions = RowActionsStateMachine()
    /// The actions behind the buttons ``rowActions`` shows, the first nearest the row's edge.
    package internal(set) var shownActions: [ContextualAction] = []
    /// The row dragged by its reorder control, if any.
    package internal(set) var reorder = ReorderStateMachine()
    /// The row whose button's action is running (commit or a handler), which may delete it.
    var performingActionRow: IndexPath?
    /// How many times a row's buttons closed: a late completion handler acts only on the buttons it
    /// was given with, wherever an update has moved their row since.
    var rowButtonsClosings = 0

    // Batch updates (TableView+Updates.swift).
    /// How many `beginUpdates` wait for their `endUpdates`.
    var updateDepth = 0
    /// The changes recorded since the outermost `beginUpdates`.
    var pendingUpdate = UpdateBatch()
    /// Whether an update is being validated and applied (app calls to update methods are ignored then).
    var isApplyingUpdate = false
    /// The device showing the table, told of the changes it must follow (see ``TableView/Event``).
    weak var device: (any TableViewDevice)?
    /// How many layouts of the cells on screen are running (app calls to update methods and
    /// `reloadData` from their callbacks are ignored then, as during an update).
    var layoutDepth = 0
    /// Cells of rows an update removed (deleted or reloaded), whose display ends in the next layout.
    var removedCells: [(indexPath: IndexPath, cell: TableViewCell)] = []
    /// Header and footer views of sections an update removed, whose display ends in the next layout.
    var removedHeaderFooterViews: [(section: Int, view: HeaderFooterView)] = []
    /// During the layout after an update, the index path each kept row had before it (orders the ends).
    var indexPathsBeforeUpdate: [IndexPath: IndexPath] = [:]
    /// During the layout after an update, the section each kept section had before it.
    var sectionsBeforeUpdate: [Int: Int] = [:]

    /// How deep the gateway is in app code: app calls made inside a callback end up here above zero.
    var callbackDepth = 0
    // The section index, as the data source last gave it, and the rows it is shown for.
    var loadedSectionIndexTitles: [String]? {
        didSet { accessibilityOrderCache = nil }
    }
    var loadedRowCount = 0 {
        didSet { accessibilityOrderCache = nil }
    }
    /// The number of rows from which the section index is shown (plain style only; 0 by default).
    public var sectionIndexMinimumDisplayRowCount = 0

    /// The row whose text field is first responder, or nil (what an app learns from its text
    /// field's delegate; UIKit's table view does not track it).
    public internal(set) var firstResponderIndexPath: IndexPath?

    /// Creates a table view of a style filling a frame.
    public init(style: TableViewStyle = .plain, frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844)) {
        self.style = style
        super.init(frame: frame)
        // A table view bounces vertically even when its rows do not fill it.
        alwaysBounceVertical = true
    }

    // MARK: Scroll view

    /// Moves the content, at once or animated on the virtual clock (see `TableView+Scrolling.swift`).
    public override func setContentOffset(_ offset: Point, animated: Bool = false) {
        setContentOffsetFromApp(offset, animated: animated)
    }

    /// Tells the delegate that the adjusted inset changed and keeps content resting at its top there.
    public override func adjustedContentInsetDidChange(from old: EdgeInsets) {
        noteAdjustedContentInsetChange(from: old)
    }

    /// The table's header or footer view changed height: the content grows or shrinks and the rows move.
    private func tableViewsDidChange() {
        guard hasLoadedData else { return }
        updateContentSize()
        runCrashingOnException { () throws(UIKitException) in try layoutVisibleContent() }
    }

    // MARK: Registration and dequeueing

    /// Registers a cell class to create when `dequeueReusableCell` finds no cell to reuse.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = { cellClass.init(style: .default, reuseIdentifier: $0) }
    }

    /// Registers how to make a cell when `dequeueReusableCell` finds none to reuse under an identifier
    /// (for cell classes whose initializer a metatype cannot reach); nil removes the registration.
    public func register(forCellReuseIdentifier identifier: String, makingCellsWith makeCell: ((String) -> TableViewCell)?) {
        registrations[identifier] = makeCell
    }

    /// Registers how to make an app's header or footer view under an identifier; nil removes it.
    public func register(
        forHeaderFooterViewReuseIdentifier identifier: String, makingViewsWith makeView: ((String) -> HeaderFooterView)?
    ) {
        headerFooterRegistrations[identifier] = makeView
    }

    /// Returns an app header or footer view to reuse, or a new one of the registered kind, or nil when
    /// the identifier is unknown.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> HeaderFooterView? {
        if !isVoiceOverRunning, var pool = headerFooterReusePool[identifier], !pool.isEmpty {
            let view = pool.removeFirst()
            headerFooterReusePool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        return headerFooterRegistrations[identifier]?(identifier)
    }

    /// Returns a cell to reuse, or a new one of a registered class, or nil when the identifier is unknown.
    ///
    /// While ``reconfigureRows(at:)`` asks for a row's cell, the row's own cell comes back, with no
    /// `prepareForReuse`, when the identifier is its own.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if !isVoiceOverRunning, var pool = reusePool[identifier], !pool.isEmpty {
            let cell = pool.removeFirst()
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registrations[identifier]?(identifier)
    }

    /// Returns a cell to reuse or a new one; an unregistered identifier raises UIKit's assertion.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        raiseInAppCode(
            UIKitException(
                reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard"))
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Records an exception raised inside app code; the gateway raises it when that code returns.
    func raiseInAppCode(_ exception: UIKitException) {
        if pendingException == nil { pendingException = exception }
    }

    /// Raises an exception from app code, as `NSException.raise()` (or a Swift trap) inside a
    /// callback would: the app crashes when the callback returns, with this exception in the trace.
    package func raiseException(_ exception: UIKitException) {
        guard self.exception == nil else { return }
        if callbackDepth > 0 {
            raiseInAppCode(exception)
        } else {
            crash(with: exception)
        }
    }

    // MARK: Queries

    /// The number of sections the table last loaded.
    public var numberOfSections: Int { sectionLayouts.count }

    /// The number of rows a section had when the table last loaded it.
    ///
    /// A section the table does not have has no rows (a modelled choice: UIKit's answer is undocumented).
    public func numberOfRows(inSection section: Int) -> Int {
        section >= 0 && section < sectionLayouts.count ? sectionLayouts[section].rowCount : 0
    }

    /// Whether an index path names a row the table knows.
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sectionLayouts.count && indexPath.row >= 0
            && indexPath.row < sectionLayouts[indexPath.section].rowCount
    }

    /// The rows whose cells are on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] { displayedRows }

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] { displayedRows.compactMap { cellsByRow[$0] } }

    /// The cell of a visible row, or nil.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellsByRow[indexPath] }

    /// The selected row, or the first of them; nil when none.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or nil when none (as in UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// The header view on screen for a section, or nil.
    public func headerView(forSection section: Int) -> HeaderFooterView? { displayedHeaders[section] }

    /// The footer view on screen for a section, or nil.
    public func footerView(forSection section: Int) -> HeaderFooterView? { displayedFooters[section] }

    /// The header title a section had when the table last loaded it.
    public func headerTitle(forSection section: Int) -> String? {
        section >= 0 && section < sectionLayouts.count ? sectionLayouts[section].headerTitle : nil
    }

    /// The footer title a section had when the table last loaded it.
    public func footerTitle(forSection section: Int) -> String? {
        section >= 0 && section < sectionLayouts.count ? sectionLayouts[section].footerTitle : nil
    }

    /// The sections whose header views are on screen, in order.
    package var displayedHeaderSections: [Int] { displayedHeaders.keys.sorted() }

    /// The sections whose footer views are on screen, in order.
    package var displayedFooterSections: [Int] { displayedFooters.keys.sorted() }

    /// The reuse identifiers with cells waiting in the pool, in order.
    package var reuseIdentifiers: [String] { reusePool.keys.filter { !(reusePool[$0]?.isEmpty ?? true) }.sorted() }

    /// The cells waiting in the reuse pool under an identifier, oldest first.
    package func reusableCells(withIdentifier identifier: String) -> [TableViewCell] { reusePool[identifier] ?? [] }

    /// Every cell the table holds now: on screen, leaving after an update, or waiting for reuse (a
    /// bridge that pairs its own objects with cells keeps those of these alive).
    package var cellsInUse: [TableViewCell] {
        Array(cellsByRow.values) + removedCells.map(\.cell) + reusePool.values.flatMap { $0 }
    }

    /// Every header and footer view the table holds now: on screen, leaving, or waiting for reuse.
    package var headerFooterViewsInUse: [HeaderFooterView] {
        Array(displayedHeaders.values) + Array(displayedFooters.values) + removedHeaderFooterViews.map(\.view)
            + headerFooterPool + headerFooterReusePool.values.flatMap { $0 }
    }

    /// Whether the app crashed on an exception.
    public var hasCrashed: Bool { exception != nil }

    // MARK: Public entry points for app code

    /// Whether the table is rebuilding what it shows (applying an update or laying out cells), when
    /// app calls that change its rows would pull the data from under it: they are ignored.
    var isRebuildingContent: Bool { isApplyingUpdate || layoutDepth > 0 }

    /// Runs work that reaches app code (an operation the app started, or a gesture's effect); an
    /// exception it raises ends the app and is traced.
    ///
    /// Inside a callback (app code calling back into the table) the exception is held until the
    /// callback returns, as an Objective-C exception would unwind the app's method; nothing the app
    /// asks of the table after it happens.
    func runCrashingOnException(_ operation: () throws(UIKitException) -> Void) {
        guard exception == nil, pendingException == nil else { return }
        if callbackDepth > 0 {
            do throws(UIKitException) {
                try operation()
            } catch {
                raiseInAppCode(error)
            }
            return
        }
        do throws(UIKitException) {
            try operation()
            if let pending = pendingException { throw pending }
        } catch {
            crash(with: error)
        }
    }

    /// Ends the app on an exception: traces it and stops the table.
    func crash(with exception: UIKitException) {
        guard self.exception == nil else { return }
        pendingException = nil
        self.exception = exception
        sink.emit(.exception, exception.description)
        if reportsUncaughtExceptions { UncaughtExceptions.report(exception) }
    }

    // MARK: The device

    /// A change the device showing the table must follow, which the table emits as it happens.
    enum Event {
        /// An applied update moved rows: a finger down on one follows its row.
        case rowsMoved(UpdateMapping)
        /// A reload or an update took the first responder's text field away with its cell: it
        /// resigned, so the keyboard it raised goes down.
        case firstResponderResigned
        /// An update finished with its layout: VoiceOver's focus follows its row, or replaces it.
        case updateApplied(UpdateMapping)
        /// `reloadData()` loaded everything again: VoiceOver's focus stays or goes to the first element.
        case reloaded
        /// Editing mode changed: VoiceOver's focus on a row's control returns to the row.
        case editingChanged
        /// A row showed its Delete confirmation (or a swipe opened its buttons): VoiceOver focuses it.
        case rowButtonsShown(IndexPath, confirmation: Bool)
        /// A row's controls or buttons went away (its cell left the screen, its buttons closed):
        /// VoiceOver's focus on one falls back to the row.
        case rowControlsChanged(IndexPath)
        /// A touch moved the section index to a title: VoiceOver's index position follows.
        case sectionIndexTouched(Int)
    }

    /// The custom action names of the element VoiceOver focuses on the device showing the table, in
    /// order; empty while VoiceOver is off or focuses nothing.
    package var voiceOverFocusedActionNames: [String] { device?.voiceOverActionNames ?? [] }

    /// Tells the device of a change.
    func emit(_ event: Event) {
        device?.tableView(self, emitted: event)
    }

    /// Hands every line of ``trace`` to the ``traceConsumer``, leaving it empty; call it between callbacks.
    package func flushTrace() {
        sink.flush()
    }

    /// A finger came down on the table's window: the scroll view tracks it (`isTracking`).
    func fingerCameDown() { isTracking = true }

    /// The finger lifted or was cancelled.
    func fingerLifted() { isTracking = false }

    /// A tap in a row's text field made it first responder.
    func textFieldBecameFirstResponder(at indexPath: IndexPath) { firstResponderIndexPath = indexPath }

    /// The first responder resigned (the keyboard was dismissed).
    func firstResponderResigned() { firstResponderIndexPath = nil }
}

/// The device a table is shown on, which follows the changes the table emits.
protocol TableViewDevice: AnyObject {
    /// Follows a change of the table.
    func tableView(_ tableView: TableView, emitted event: TableView.Event)
    /// What VoiceOver's rules read about a row on screen, with the frames of the device's layout.
    func accessibilityFacts(ofRow row: IndexPath) -> AccessibilityRowFacts?
    /// The custom action names of the element VoiceOver focuses, in order (none while it is off).
    var voiceOverActionNames: [String] { get }
}

/// One section's data and geometry, as the table last loaded it.
struct SectionLayout: Equatable {
    var rowCount: Int
    var rows: HeightIndex
    var headerHeight: Double
    var footerHeight: Double
    var headerTitle: String?
    var footerTitle: String?
    /// Whether the header's height is still the delegate's estimate (its actual height is asked as
    /// it is about to appear); likewise the footer's.
    var headerIsEstimated = false
    var footerIsEstimated = false
    /// Whether nothing sizes the header (no height answered, or `automaticDimension`, and the table's
    /// `sectionHeaderHeight` automatic), so it takes the title rule's height at the text size;
    /// likewise the footer.
    var headerTakesDefault = false
    var footerTakesDefault = false

    /// The section's total height: header, rows and footer.
    var span: Double { headerHeight + rows.totalHeight + footerHeight }
}
