import TableSim

/// A table view with UIKit's `UITableView` API, over the core `TableView` that simulates it.
///
/// Its data source and delegate are the app's objects, written against UIKit's protocols; the core
/// calls them through one bridge object, so traces are the core's own. Gestures reach it through a
/// `Simulator` made with `Simulator(showing:)`.
open class UITableView: UIScrollView {
    /// The table's visual style.
    public typealias Style = TableViewStyle
    /// The animation an update asks for (TableSim applies updates at once).
    public typealias RowAnimation = TableSim.RowAnimation
    /// Where a row ends up after `scrollToRow` or `selectRow`.
    public typealias ScrollPosition = TableSim.ScrollPosition

    /// The value of a height that asks UIKit to choose.
    public static let automaticDimension: CGFloat = -1
    /// The section index title that shows as a magnifying glass.
    public static let indexSearch = TableView.indexSearch

    /// The simulated table: what a `Simulator` shows and what traces come from.
    public let simulatedTableView: TableView
    /// The one object the core calls; it forwards to the app's data source and delegate.
    let bridge = UITableViewBridge()
    // MARK: Prefetching
    /// The core's prefetch data source; it forwards to the app's `prefetchDataSource`.
    let prefetchBridge = UITableViewPrefetchBridge()
    // MARK: Drag and drop
    /// The core's drag and drop delegates; they forward to the app's `dragDelegate` and `dropDelegate`.
    let dragDropBridge = UITableViewDragDropBridge()
    // MARK: Pull to refresh
    /// The app's refresh control, whose core control the simulated table pulls.
    var uikitRefreshControl: UIRefreshControl?
    /// The UIKit cells and views of the core cells and views the table holds (pruned as they leave).
    var bridgedCells: [ObjectIdentifier: UITableViewCell] = [:]
    var bridgedHeaderFooterViews: [ObjectIdentifier: UIView] = [:]
    /// The core view paired with each app view returned from `viewForHeaderInSection`.
    var coreViewsOfAppViews: [ObjectIdentifier: HeaderFooterView] = [:]

    /// The table's style, fixed at creation.
    public var style: Style { simulatedTableView.style }

    /// Creates a table view of a style filling a frame.
    public init(frame: CGRect, style: Style) {
        simulatedTableView = TableView(
            style: style, frame: frame == .zero ? Rect(x: 0, y: 0, width: 390, height: 844) : Rect(frame))
        super.init(core: simulatedTableView)
        bridge.table = self
        prefetchBridge.table = self
        dragDropBridge.table = self
        // A new table is in no window: it loads when a simulator shows it.
        simulatedTableView.isInWindow = false
        // UIKit's cells size themselves: a self-sizing row keeps its estimate until its cell fits.
        simulatedTableView.cellsSizeThemselves = true
    }

    /// Creates a plain table view filling a frame.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Creates a plain table view with an empty frame, which the screen sizes when it is shown.
    public convenience init() { self.init(frame: .zero, style: .plain) }

    /// Creates a table view from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The app's data source (held weakly, as in UIKit).
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            simulatedTableView.dataSource = dataSource == nil ? nil : bridge
            if let dataSource { AppClassReports.report(type(of: dataSource as AnyObject)) }
        }
    }

    /// The app's delegate: it hears the table's and the scroll view's callbacks (held weakly).
    open weak var delegate: (any UITableViewDelegate)? {
        get { tableDelegate }
        set { setDelegateFromScrollView(newValue) }
    }
    /// The delegate as a table delegate, when it is one (a scroll view's delegate set through
    /// `UIScrollView`'s `delegate` may hear only the scroll callbacks).
    private(set) weak var tableDelegate: (any UITableViewDelegate)?

    override func setDelegateFromScrollView(_ delegate: (any UIScrollViewDelegate)?) {
        super.setDelegateFromScrollView(delegate)
        tableDelegate = delegate as? any UITableViewDelegate
        simulatedTableView.delegate = delegate == nil ? nil : bridge
        if let delegate { AppClassReports.report(type(of: delegate as AnyObject)) }
    }

    // MARK: Heights

    /// The height of every row when the delegate does not answer `heightForRowAt`.
    open var rowHeight: CGFloat {
        get { CGFloat(simulatedTableView.rowHeight) }
        set { simulatedTableView.rowHeight = Double(newValue) }
    }
    /// The estimate of row heights; 0 disables estimates.
    open var estimatedRowHeight: CGFloat {
        get { CGFloat(simulatedTableView.estimatedRowHeight) }
        set { simulatedTableView.estimatedRowHeight = Double(newValue) }
    }
    /// The height of section headers when the delegate does not answer `heightForHeaderInSection`.
    open var sectionHeaderHeight: CGFloat {
        get { CGFloat(simulatedTableView.sectionHeaderHeight) }
        set { simulatedTableView.sectionHeaderHeight = Double(newValue) }
    }
    /// The height of section footers when the delegate does not answer `heightForFooterInSection`.
    open var sectionFooterHeight: CGFloat {
        get { CGFloat(simulatedTableView.sectionFooterHeight) }
        set { simulatedTableView.sectionFooterHeight = Double(newValue) }
    }
    /// The estimate of header heights (stored; headers are sized when the table loads).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate of footer heights (stored; footers are sized when the table loads).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header in plain style.
    open var sectionHeaderTopPadding: CGFloat {
        get { CGFloat(simulatedTableView.sectionHeaderTopPadding) }
        set { simulatedTableView.sectionHeaderTopPadding = Double(newValue) }
    }

    // MARK: Selection and editing

    /// Whether users can select rows outside editing mode.
    open var allowsSelection: Bool {
        get { simulatedTableView.allowsSelection }
        set { simulatedTableView.allowsSelection = newValue }
    }
    /// Whether users can select several rows outside editing mode.
    open var allowsMultipleSelection: Bool {
        get { simulatedTableView.allowsMultipleSelection }
        set { simulatedTableView.allowsMultipleSelection = newValue }
    }
    /// Whether users can select rows in editing mode.
    open var allowsSelectionDuringEditing: Bool {
        get { simulatedTableView.allowsSelectionDuringEditing }
        set { simulatedTableView.allowsSelectionDuringEditing = newValue }
    }
    /// Whether users can select several rows in editing mode.
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { simulatedTableView.allowsMultipleSelectionDuringEditing }
        set { simulatedTableView.allowsMultipleSelectionDuringEditing = newValue }
    }
    /// Whether the table is in editing mode; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { simulatedTableView.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Puts every row into or out of editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        simulatedTableView.setEditing(editing, animated: animated)
    }

    // MARK: Appearance the simulator does not draw

    /// Stored only: the separators' style.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// Stored only: the separators' colour.
    open var separatorColor: UIColor?
    /// Stored only: the separators' inset.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// What `separatorInset` is measured from (stored: TableSim's pictures inset separators by `separatorInset`).
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges

    /// What a table's separator inset is measured from (UIKit's `UITableView.SeparatorInsetReference`).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges
        /// From the insets the table computes automatically.
        case fromAutomaticInsets
    }
    /// A view above the first section: the sections start below its height at the time it is set
    /// (as in UIKit, set it again after changing its frame).
    open var tableHeaderView: UIView? {
        didSet { simulatedTableView.tableHeaderHeight = Double(tableHeaderView?.frame.height ?? 0) }
    }
    /// A view below the last section: the content grows by its height at the time it is set.
    open var tableFooterView: UIView? {
        didSet { simulatedTableView.tableFooterHeight = Double(tableFooterView?.frame.height ?? 0) }
    }
    /// Stored only: the view behind the rows.
    open var backgroundView: UIView?
    /// Stored only: the section index's colours.
    open var sectionIndexColor: UIColor?
    /// Stored only: the section index's background colour.
    open var sectionIndexBackgroundColor: UIColor?
    /// Stored only: the section index's background while touched.
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// Stored only: whether cells' margins follow the readable width.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The number of rows from which the section index is shown.
    open var sectionIndexMinimumDisplayRowCount: Int {
        get { simulatedTableView.sectionIndexMinimumDisplayRowCount }
        set { simulatedTableView.sectionIndexMinimumDisplayRowCount = newValue }
    }

    // MARK: Cells and views

    /// Registers a cell class to create when `dequeueReusableCell` finds no cell to reuse; nil removes
    /// the registration. The class is built with its `init(style: .default, reuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass = cellClass as? UITableViewCell.Type else {
            simulatedTableView.register(forCellReuseIdentifier: identifier, makingCellsWith: nil)
            return
        }
        simulatedTableView.register(forCellReuseIdentifier: identifier) { [unowned self] identifier in
            adopt(cellClass.init(registeredWithReuseIdentifier: identifier)).core
        }
    }

    /// Registers a nib for a reuse identifier; nil removes the registration.
    ///
    /// TableSim loads no nibs (Linux has no nib loader), so a nib stands for the cell class a test
    /// names with ``UINib/simulateContents(_:forNibNamed:)``: a new cell is that class, made with
    /// `init(style: .default, reuseIdentifier:)`, then sent `awakeFromNib()`, as a nib's cell is
    /// after its outlets are set. Dequeuing a nib no class was named for raises an exception whose
    /// reason says so, rather than making a cell the nib does not describe.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            simulatedTableView.register(forCellReuseIdentifier: identifier, makingCellsWith: nil)
            return
        }
        simulatedTableView.register(forCellReuseIdentifier: identifier) { [unowned self] identifier in
            guard let cellClass = UINib.simulatedContents[nib.name] else {
                simulatedTableView.raiseException(
                    UIKitException(
                        reason: "TableSim loads no nibs: nib '\(nib.name)' is registered for identifier \(identifier), "
                            + "but no cell class stands for it; call UINib.simulateContents(YourCell.self, "
                            + "forNibNamed: \"\(nib.name)\") before the table loads"))
                return adopt(UITableViewCell(style: .default, reuseIdentifier: identifier)).core
            }
            let cell = cellClass.init(registeredWithReuseIdentifier: identifier)
            cell.awakeFromNib()
            return adopt(cell).core
        }
    }

    /// Registers a header or footer view class for `dequeueReusableHeaderFooterView`; nil removes it.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass = aClass as? UITableViewHeaderFooterView.Type else {
            simulatedTableView.register(forHeaderFooterViewReuseIdentifier: identifier, makingViewsWith: nil)
            return
        }
        simulatedTableView.register(forHeaderFooterViewReuseIdentifier: identifier) { [unowned self] identifier in
            adopt(viewClass.init(registeredWithReuseIdentifier: identifier)).core
        }
    }

    /// Returns a cell to reuse, or a new one of a registered class, or nil when the identifier is unknown.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        simulatedTableView.dequeueReusableCell(withIdentifier: identifier).map(uiCell(of:))
    }

    /// Returns a cell to reuse or a new one; an unregistered identifier raises UIKit's assertion.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        uiCell(of: simulatedTableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath))
    }

    /// Returns a header or footer view to reuse, or a new one of a registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        simulatedTableView.dequeueReusableHeaderFooterView(withIdentifier: identifier).map {
            uiView(of: $0) as? UITableViewHeaderFooterView ?? adopt(UITableViewHeaderFooterView(wrapping: $0))
        }
    }

    // MARK: Loading and updates

    /// Reloads everything: counts, titles, heights and the visible cells; the selection is cleared.
    open func reloadData() { simulatedTableView.reloadData() }
    /// Asks the data source for the section index titles again.
    open func reloadSectionIndexTitles() { simulatedTableView.reloadSectionIndexTitles() }
    /// Inserts rows; inside `beginUpdates`/`endUpdates` or `performBatchUpdates` they apply together.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        simulatedTableView.insertRows(at: indexPaths, with: animation)
    }
    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        simulatedTableView.deleteRows(at: indexPaths, with: animation)
    }
    /// Reloads rows: their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        simulatedTableView.reloadRows(at: indexPaths, with: animation)
    }
    /// Asks the data source again for the cells of rows on screen, which get their own cells back
    /// from dequeue, with no `prepareForReuse` and no display calls (iOS 15).
    open func reconfigureRows(at indexPaths: [IndexPath]) { simulatedTableView.reconfigureRows(at: indexPaths) }
    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        simulatedTableView.moveRow(at: indexPath, to: newIndexPath)
    }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        simulatedTableView.insertSections(sections, with: animation)
    }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        simulatedTableView.deleteSections(sections, with: animation)
    }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        simulatedTableView.reloadSections(sections, with: animation)
    }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        simulatedTableView.moveSection(section, toSection: newSection)
    }
    /// Starts a group of updates applied together at `endUpdates`.
    open func beginUpdates() { simulatedTableView.beginUpdates() }
    /// Applies the updates since the matching `beginUpdates`.
    open func endUpdates() { simulatedTableView.endUpdates() }
    /// Applies the updates the closure makes together, then calls the completion.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        simulatedTableView.performBatchUpdates(updates, completion: completion)
    }
    /// Whether the table shows rows its data source does not have yet: a drop's placeholders (updates apply at once).
    open var hasUncommittedUpdates: Bool { simulatedTableView.hasUncommittedUpdates }

    // MARK: Queries

    /// The number of sections the table last loaded.
    open var numberOfSections: Int { simulatedTableView.numberOfSections }
    /// The number of rows a section had when the table last loaded it.
    open func numberOfRows(inSection section: Int) -> Int { simulatedTableView.numberOfRows(inSection: section) }
    /// The cell of a visible row, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        simulatedTableView.cellForRow(at: indexPath).map(uiCell(of:))
    }
    /// The row a visible cell shows, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        simulatedTableView.indexPathsForVisibleRows.first { simulatedTableView.cellForRow(at: $0) === cell.core }
    }
    /// The row at a point of the content, or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { simulatedTableView.indexPathForRow(at: Point(point)) }
    /// The cells on screen, in row order.
    open var visibleCells: [UITableViewCell] { simulatedTableView.visibleCells.map(uiCell(of:)) }
    /// The rows whose cells are on screen, in order, or nil when none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let rows = simulatedTableView.indexPathsForVisibleRows
        return rows.isEmpty ? nil : rows
    }
    /// A row's rectangle in content coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { CGRect(simulatedTableView.rectForRow(at: indexPath)) }
    /// A section's rectangle: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect { CGRect(simulatedTableView.rect(forSection: section)) }
    /// A section header's rectangle.
    open func rectForHeader(inSection section: Int) -> CGRect {
        CGRect(simulatedTableView.rectForHeader(inSection: section))
    }
    /// A section footer's rectangle.
    open func rectForFooter(inSection section: Int) -> CGRect {
        CGRect(simulatedTableView.rectForFooter(inSection: section))
    }
    /// The header view on screen for a section, if it is a header-footer view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        simulatedTableView.headerView(forSection: section).flatMap { uiView(of: $0) as? UITableViewHeaderFooterView }
    }
    /// The footer view on screen for a section, if it is a header-footer view.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        simulatedTableView.footerView(forSection: section).flatMap { uiView(of: $0) as? UITableViewHeaderFooterView }
    }

    /// The selected row, or the first of them; nil when none.
    open var indexPathForSelectedRow: IndexPath? { simulatedTableView.indexPathForSelectedRow }
    /// The selected rows in order, or nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { simulatedTableView.indexPathsForSelectedRows }
    /// Selects a row without telling the delegate, and scrolls it to a position.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        simulatedTableView.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        simulatedTableView.deselectRow(at: indexPath, animated: animated)
    }
    /// Scrolls a row to a position.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        simulatedTableView.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Pairing core objects with UIKit ones

    /// Keeps a UIKit cell while the core holds its cell.
    @discardableResult
    func adopt(_ cell: UITableViewCell) -> UITableViewCell {
        bridgedCells[ObjectIdentifier(cell.core)] = cell
        pruneIfLarge()
        return cell
    }

    /// Keeps a UIKit header or footer view while the core holds its view.
    @discardableResult
    func adopt(_ view: UITableViewHeaderFooterView) -> UITableViewHeaderFooterView {
        bridgedHeaderFooterViews[ObjectIdentifier(view.core)] = view
        pruneIfLarge()
        return view
    }

    /// The core view that stands for an app's view returned from `viewForHeaderInSection`.
    func coreView(of view: UIView) -> HeaderFooterView {
        if let headerFooterView = view as? UITableViewHeaderFooterView {
            adopt(headerFooterView)
            return headerFooterView.core
        }
        if let core = coreViewsOfAppViews[ObjectIdentifier(view)] { return core }
        let core = HeaderFooterView(reuseIdentifier: nil)
        coreViewsOfAppViews[ObjectIdentifier(view)] = core
        bridgedHeaderFooterViews[ObjectIdentifier(core)] = view
        pruneIfLarge()
        return core
    }

    /// The UIKit cell of a core cell.
    func uiCell(of cell: TableViewCell) -> UITableViewCell {
        if let owner = (cell as? UITableViewCell.CoreCell)?.owner { return owner }
        if let known = bridgedCells[ObjectIdentifier(cell)] { return known }
        // A core cell made outside UIKit code (the core's own fallback after an exception).
        return adopt(UITableViewCell(wrapping: cell))
    }

    /// The UIKit view of a core header or footer view (the table's own title views get a wrapper).
    func uiView(of view: HeaderFooterView) -> UIView {
        if let known = bridgedHeaderFooterViews[ObjectIdentifier(view)] { return known }
        return adopt(UITableViewHeaderFooterView(wrapping: view))
    }

    /// Drops the UIKit objects whose core objects the table no longer holds, once there are many.
    private func pruneIfLarge() {
        let count = bridgedCells.count + bridgedHeaderFooterViews.count
        guard count > 64, count > 2 * prunedCount else { return }
        let cells = Set(simulatedTableView.cellsInUse.map(ObjectIdentifier.init))
        bridgedCells = bridgedCells.filter { cells.contains($0.key) }
        let views = Set(simulatedTableView.headerFooterViewsInUse.map(ObjectIdentifier.init))
        bridgedHeaderFooterViews = bridgedHeaderFooterViews.filter { views.contains($0.key) }
        coreViewsOfAppViews = coreViewsOfAppViews.filter { views.contains(ObjectIdentifier($0.value)) }
        prunedCount = bridgedCells.count + bridgedHeaderFooterViews.count
    }
    private var prunedCount = 32
}

extension Simulator {
    /// Creates a simulator showing a UIKit table view on a screen.
    @MainActor
    public convenience init(showing tableView: UITableView, screen: Screen = .default) {
        self.init(tableView: tableView.simulatedTableView, screen: screen)
        shownObject = tableView
    }
}
