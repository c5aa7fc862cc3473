import TableSim

/// A table's data source that holds its data as a snapshot of identifiers and tells the table the
/// difference between two snapshots (UIKit's `UITableViewDiffableDataSource`).
///
/// Create it with the table and a cell provider; it becomes the table's data source. Each
/// ``apply(_:animatingDifferences:completion:)`` compares the new snapshot with the current one and
/// tells the table in one batch update: sections deleted, inserted and moved, then items deleted,
/// inserted, moved and reloaded, then the reconfigured items' cells on screen asked for again. The
/// table's own calls follow as for any batch update, so the trace shows what UIKit's would. Subclass
/// it to answer the other data-source questions (titles, `canEditRowAt`, `commit`, `canMoveRowAt`,
/// `moveRowAt`), as in UIKit. The manual's article "Diffable data sources" lists the choices made where
/// UIKit does not document what it does.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item at an index path; nil is UIKit's exception.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The table, held weakly as UIKit does.
    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// The data the table shows (or will show once it loads).
    private var current = Snapshot()

    /// The animation of the rows and sections an apply changes (drawn by nothing here; kept for the app).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it the table's.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current data.
    open func snapshot() -> Snapshot {
        current
    }

    /// Makes a snapshot the current data and tells the table the difference in one batch update;
    /// `completion` runs once the table has applied it.
    ///
    /// With or without animation the difference is applied as a batch update, as UIKit does from iOS 15
    /// on (before, no animation meant a full reload); ``applySnapshotUsingReloadData(_:completion:)``
    /// reloads instead. A table that has not loaded yet just takes the data, and loads it when shown.
    /// A snapshot with no difference and nothing marked changes nothing.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, tableView.simulatedTableView.hasLoadedData else {
            takeAsCurrent(snapshot)
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        takeAsCurrent(snapshot)
        tableView.simulatedTableView.applyDifference(difference, animation: animation)
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { current.place(of: $0) }
        if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
        completion?()
    }

    /// Makes a snapshot the current data and reloads the table (`reloadData()`), without comparing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        takeAsCurrent(snapshot)
        tableView?.reloadData()
        completion?()
    }

    /// Makes a snapshot the current data, its reload and reconfigure marks spent.
    private func takeAsCurrent(_ snapshot: Snapshot) {
        current = snapshot
        current.clearMarks()
    }

    // MARK: Identifiers and index paths

    /// The item at an index path of the current data, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where an item is in the current data, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.place(of: itemIdentifier)
    }

    /// The section at an index of the current data, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// The index of a section in the current data, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The number of sections of the current data.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items in a section of the current data.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.numberOfSections ? current.items(inSectionAt: section).count : 0
    }

    /// The cell the cell provider makes for the row's item; a nil cell is UIKit's exception.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        // UIKit's assertion for a data source that gives no cell, in the core's words for it.
        tableView.simulatedTableView.raiseException(
            UIKitException(
                reason: "UITableView (<TableView: style=\(tableView.style.rawValue)>) failed to obtain a cell from its "
                    + "dataSource (<\(type(of: self))>)"))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title unless a subclass gives one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title unless a subclass gives one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited (so none can be swiped to delete) unless a subclass says so: a
    /// commonly reported difference from a data source that leaves the method out, where rows can.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row shows a reorder control unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing unless a subclass deletes the item and applies a snapshot.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing more: the data source has already moved the item in its current data when the
    /// table reports the move (see the manual), so a subclass that applies the moved snapshot here
    /// changes nothing further.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No section index unless a subclass gives one.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's position, unless a subclass says otherwise.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// A data source that keeps its own data in step when the user moves a row.
@MainActor
protocol RowMoveFollowing: AnyObject {
    /// The user moved a row; called before the data source's `moveRowAt`.
    func tableMovedRow(from source: IndexPath, to destination: IndexPath)
}

extension UITableViewDiffableDataSource: RowMoveFollowing {
    func tableMovedRow(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, let item = current.item(at: source) else { return }
        current.moveItemForTable(item, to: destination)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Moves an item to an index path (as the table counts after the move), without UIKit's checks.
    mutating func moveItemForTable(_ item: ItemIdentifierType, to destination: IndexPath) {
        var sections = (0..<numberOfSections).map { items(inSectionAt: $0) }
        guard let from = place(of: item) else { return }
        sections[from.section].remove(at: from.row)
        guard destination.section < sections.count else { return }
        sections[destination.section].insert(item, at: min(destination.row, sections[destination.section].count))
        replaceItems(sections)
    }
}
