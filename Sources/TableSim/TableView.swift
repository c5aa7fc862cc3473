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

    /// The table's style, fixed at creation.
    public let style: TableViewStyle
    /// The app's data source (held weakly, as in UIKit).
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { gateway.unimplementedSelectors = [] }
    }
    /// The app's delegate, which also hears scroll-view callbacks (held weakly, as in UIKit).
    public weak var delegate: (any TableViewDelegate)? {
        // VoiceOver's order depends on whether the delegate gives header views.
        didSet {
            gateway.unimplementedSelectors = []
            accessibilityOrderCache = nil
        }
    }

    // The table coordinates parts that each own one area's state (`TableView+Parts.swift`); the
    // properties below are the few that belong to no one area.

    /// What the callbacks gateway keeps between calls into app code.
    var gateway = AppGateway()
    /// Where every trace line goes in (see ``TraceSink``).
    var sink = TraceSink()
    /// The heights the app set and the sizes the table is drawn with.
    var sizing = Sizing()
    /// Each section's row count, heights and titles, as the table last loaded them. A change drops
    /// VoiceOver's element list, which is built from them. (Kept out of `loaded`: an observer on a
    /// struct with arrays inside would watch every height written.)
    var sectionLayouts: [SectionLayout] = [] {
        didSet { accessibilityOrderCache = nil }
    }
    /// The rest of the data as the table last loaded it, and its geometry.
    var loaded = LoadedData()
    /// Cells and header/footer views on screen, those waiting for reuse, and how to make new ones.
    var onScreen = CellsOnScreen()
    /// Selected and highlighted rows, and what the app allows.
    var selection = SelectionState()
    /// Editing mode, the buttons one row shows, and a reorder drag.
    var rowEditing = RowEditing()
    /// A batch update being recorded, validated or applied.
    var update = UpdateState()
    // MARK: Prefetching
    /// The prefetch data source, whether prefetching is on, and the rows asked for and not yet shown.
    var prefetching = PrefetchingState()
    // MARK: Pull to refresh
    /// The table's refresh control.
    var refreshing = RefreshState()
    /// Drag and drop: the delegates, whether drags begin, the drag and drop in flight, placeholders (TableView+DragAndDrop.swift).
    var dragDrop = DragDropState()

    /// The exception that ended the app, once one was raised; the table does nothing more after it.
    public internal(set) var exception: UIKitException?
    /// Whether a crash of this table is handed to ``UncaughtExceptions``' reporters (which fail the
    /// running test); off where the owner judges crashes itself, as the scenario engine does.
    public var reportsUncaughtExceptions = true

    /// VoiceOver's flat element list, built when first asked after a load or update changed the sections.
    var accessibilityOrderCache: AccessibilityOrder?
    /// Whether VoiceOver runs: cell reuse is off then, so dequeueing makes new cells [D: D-table].
    package internal(set) var isVoiceOverRunning = false
    /// Whether the table is in a window, where a layout pass follows every change. A table outside
    /// one (a UIKit table before its screen appears) asks its data source nothing on `reloadData()`:
    /// it loads in the layout that puts it on screen, once (the manual's View controllers article,
    /// "Loading and appearing"). A core table shown by no simulator counts as in a window, so it
    /// loads at once.
    package var isInWindow = true

    /// The device's virtual clock: the simulator showing the table advances it, the table reads it.
    let clock = VirtualClock()
    /// The device showing the table, told of the changes it must follow (see ``TableView/Event``).
    weak var device: (any TableViewDevice)?

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
    func tableViewsDidChange() {
        guard hasLoadedData else { return }
        updateContentSize()
        runCrashingOnException { () throws(UIKitException) in try layoutVisibleContent() }
    }

    // MARK: Registration and dequeueing

    /// Registers a cell class to create when `dequeueReusableCell` finds no cell to reuse.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        onScreen.registrations[identifier] = { cellClass.init(style: .default, reuseIdentifier: $0) }
    }

    /// Registers how to make a cell when `dequeueReusableCell` finds none to reuse under an identifier
    /// (for cell classes whose initializer a metatype cannot reach); nil removes the registration.
    public func register(forCellReuseIdentifier identifier: String, makingCellsWith makeCell: ((String) -> TableViewCell)?) {
        onScreen.registrations[identifier] = makeCell
    }

    /// Registers how to make an app's header or footer view under an identifier; nil removes it.
    public func register(
        forHeaderFooterViewReuseIdentifier identifier: String, makingViewsWith makeView: ((String) -> HeaderFooterView)?
    ) {
        onScreen.headerFooterRegistrations[identifier] = makeView
    }

    /// Returns an app header or footer view to reuse, or a new one of the registered kind, or nil when
    /// the identifier is unknown.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> HeaderFooterView? {
        if !isVoiceOverRunning, var pool = onScreen.headerFooterReusePool[identifier], !pool.isEmpty {
            let view = pool.removeFirst()
            onScreen.headerFooterReusePool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        return onScreen.headerFooterRegistrations[identifier]?(identifier)
    }

    /// Returns a cell to reuse, or a new one of a registered class, or nil when the identifier is unknown.
    ///
    /// While ``reconfigureRows(at:)`` asks for a row's cell, the row's own cell comes back, with no
    /// `prepareForReuse`, when the identifier is its own.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = onScreen.cellBeingReconfigured, cell.reuseIdentifier == identifier {
            onScreen.cellBeingReconfigured = nil
            return cell
        }
        if !isVoiceOverRunning, var pool = onScreen.reusePool[identifier], !pool.isEmpty {
            let cell = pool.removeFirst()
            onScreen.reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return onScreen.registrations[identifier]?(identifier)
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
        if gateway.pendingException == nil { gateway.pendingException = exception }
    }

    /// Raises an exception from app code, as `NSException.raise()` (or a Swift trap) inside a
    /// callback would: the app crashes when the callback returns, with this exception in the trace.
    package func raiseException(_ exception: UIKitException) {
        guard self.exception == nil else { return }
        if gateway.callbackDepth > 0 {
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

    /// Whether the loaded table has no row in any section (what `UITableViewController` calls empty
    /// when it appears again); it stops at the first section with rows.
    package var hasNoRows: Bool { !sectionLayouts.contains { $0.rowCount > 0 } }

    /// Whether an index path names a row the table knows.
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sectionLayouts.count && indexPath.row >= 0
            && indexPath.row < sectionLayouts[indexPath.section].rowCount
    }

    /// The rows whose cells are on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] { onScreen.displayedRows }

    /// The cells on screen, in row order.
    public var visibleCells: [TableViewCell] { onScreen.displayedRows.compactMap { onScreen.cellsByRow[$0] } }

    /// The cell of a visible row, or nil.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { onScreen.cellsByRow[indexPath] }

    /// The selected row, or the first of them; nil when none.
    public var indexPathForSelectedRow: IndexPath? { selection.selectedRows.min() }

    /// The selected rows in order, or nil when none (as in UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selection.selectedRows.isEmpty ? nil : selection.selectedRows.sorted() }

    /// The header view on screen for a section, or nil.
    public func headerView(forSection section: Int) -> HeaderFooterView? { onScreen.displayedHeaders[section] }

    /// The footer view on screen for a section, or nil.
    public func footerView(forSection section: Int) -> HeaderFooterView? { onScreen.displayedFooters[section] }

    /// The header title a section had when the table last loaded it.
    public func headerTitle(forSection section: Int) -> String? {
        section >= 0 && section < sectionLayouts.count ? sectionLayouts[section].headerTitle : nil
    }

    /// The footer title a section had when the table last loaded it.
    public func footerTitle(forSection section: Int) -> String? {
        section >= 0 && section < sectionLayouts.count ? sectionLayouts[section].footerTitle : nil
    }

    /// The sections whose header views are on screen, in order.
    package var displayedHeaderSections: [Int] { onScreen.displayedHeaders.keys.sorted() }

    /// The sections whose footer views are on screen, in order.
    package var displayedFooterSections: [Int] { onScreen.displayedFooters.keys.sorted() }

    /// The reuse identifiers with cells waiting in the pool, in order.
    package var reuseIdentifiers: [String] { onScreen.reusePool.keys.filter { !(onScreen.reusePool[$0]?.isEmpty ?? true) }.sorted() }

    /// The cells waiting in the reuse pool under an identifier, oldest first.
    package func reusableCells(withIdentifier identifier: String) -> [TableViewCell] { onScreen.reusePool[identifier] ?? [] }

    /// Every cell the table holds now: on screen, leaving after an update, or waiting for reuse (a
    /// bridge that pairs its own objects with cells keeps those of these alive).
    package var cellsInUse: [TableViewCell] {
        Array(onScreen.cellsByRow.values) + onScreen.removedCells.map(\.cell) + onScreen.reusePool.values.flatMap { $0 }
    }

    /// Every header and footer view the table holds now: on screen, leaving, or waiting for reuse.
    package var headerFooterViewsInUse: [HeaderFooterView] {
        Array(onScreen.displayedHeaders.values) + Array(onScreen.displayedFooters.values) + onScreen.removedHeaderFooterViews.map(\.view)
            + onScreen.headerFooterPool + onScreen.headerFooterReusePool.values.flatMap { $0 }
    }

    /// Whether the app crashed on an exception.
    public var hasCrashed: Bool { exception != nil }

    // MARK: Public entry points for app code

    /// Whether the table is rebuilding what it shows (applying an update or laying out cells), when
    /// app calls that change its rows would pull the data from under it: they are ignored.
    var isRebuildingContent: Bool { update.isApplying || onScreen.layoutDepth > 0 }

    /// Runs work that reaches app code (an operation the app started, or a gesture's effect); an
    /// exception it raises ends the app and is traced.
    ///
    /// Inside a callback (app code calling back into the table) the exception is held until the
    /// callback returns, as an Objective-C exception would unwind the app's method; nothing the app
    /// asks of the table after it happens.
    func runCrashingOnException(_ operation: () throws(UIKitException) -> Void) {
        guard exception == nil, gateway.pendingException == nil else { return }
        if gateway.callbackDepth > 0 {
            do throws(UIKitException) {
                try operation()
            } catch {
                raiseInAppCode(error)
            }
            return
        }
        do throws(UIKitException) {
            try operation()
            if let pending = gateway.pendingException { throw pending }
        } catch {
            crash(with: error)
        }
    }

    /// Ends the app on an exception: traces it and stops the table.
    func crash(with exception: UIKitException) {
        guard self.exception == nil else { return }
        gateway.pendingException = nil
        self.exception = exception
        // One event, one line: a line break in UIKit's text is written as `\n`.
        let text = exception.description.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        sink.emit(.exception, text)
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
        /// The refresh control began or ended refreshing: VoiceOver's order gains or loses it.
        case refreshControlChanged
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
    /// Whether the table's header view is an accessibility element (a search bar there is).
    var tableHeaderIsAccessibilityElement: Bool { get }
    /// Whether a search bar in the navigation bar is an accessibility element (the navigation item's is).
    var navigationSearchBarIsAccessibilityElement: Bool { get }
    /// Whether a table's drags are enabled when the app has not said (UIKit: on an iPad, not on an iPhone).
    var dragInteractionEnabledByDefault: Bool { get }
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
