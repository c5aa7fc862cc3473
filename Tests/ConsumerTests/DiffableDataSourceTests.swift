import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

@MainActor
private func texts(_ lines: [TraceLine]) -> [String] { lines.map(\.text) }

/// A screen as iOS 14+ code writes it: a plain controller, a table in its view, a diffable data
/// source with a cell provider, and the first snapshot applied in `viewDidLoad()`. The manual's
/// "Diffable data sources" shows this class.
@MainActor
final class FruitsScreen: UIViewController {
    enum Section: Hashable, Sendable { case fruits, vegetables }

    let table = UITableView(frame: .zero, style: .plain)
    var dataSource: UITableViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        dataSource = UITableViewDiffableDataSource(tableView: table) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = fruit
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruits])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension FruitsScreen {
    /// The titles of the rows on screen, top to bottom.
    func titles() -> [String?] { (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text } }
}

@Suite @MainActor struct DiffableDataSourceTests {
    private func shownScreen() throws -> (FruitsScreen, Simulator) {
        let screen = FruitsScreen()
        let simulator = try Simulator(showing: screen)
        simulator.appear()
        return (screen, simulator)
    }

    @Test func theFirstSnapshotLoadsWhenTheTableAppears() throws {
        let screen = FruitsScreen()
        let simulator = try Simulator(showing: screen)
        #expect(texts(simulator.record { simulator.appear() }) == [
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:titleForHeaderInSection:) 0 -> nil",
            "tableView(_:titleForFooterInSection:) 0 -> nil",
            "sectionIndexTitles(for:) -> nil",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "viewDidAppear(_:) false",
        ])
        #expect(screen.titles() == ["Apple", "Banana", "Cherry"])
    }

    private typealias Snapshot = NSDiffableDataSourceSnapshot<FruitsScreen.Section, String>

    /// Applies a change to the current snapshot and returns the trace of the apply.
    private func apply(
        _ screen: FruitsScreen, on simulator: Simulator, animating: Bool = true, _ change: (inout Snapshot) -> Void
    ) -> [String] {
        var snapshot = screen.dataSource.snapshot()
        change(&snapshot)
        return texts(simulator.record { screen.dataSource.apply(snapshot, animatingDifferences: animating) })
    }

    @Test func eachKindOfApplyIsOneBatchUpdateWithUIKitsCalls() throws {
        let (screen, simulator) = try shownScreen()
        // An inserted item's row is asked for its cell; the rest keep theirs.
        #expect(apply(screen, on: simulator) { $0.insertItems(["Apricot"], afterItem: "Apple") } == [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 4",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#4",
        ])
        // A deletion and a move only recount: the cells that stay move with their rows.
        #expect(apply(screen, on: simulator) { $0.deleteItems(["Banana"]) } == [
            "numberOfSections(in:) -> 1", "tableView(_:numberOfRowsInSection:) 0 -> 3",
        ])
        #expect(apply(screen, on: simulator, animating: false) { $0.moveItem("Cherry", beforeItem: "Apple") } == [
            "numberOfSections(in:) -> 1", "tableView(_:numberOfRowsInSection:) 0 -> 3",
        ])
        #expect(screen.titles() == ["Cherry", "Apple", "Apricot"])
        // A reloaded item gets a new cell (from the pool); a reconfigured one is asked again and
        // dequeues its own cell, with no recount.
        #expect(apply(screen, on: simulator) { $0.reloadItems(["Apple"]) } == [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
        ])
        #expect(apply(screen, on: simulator) { $0.reconfigureItems(["Apricot"]) } == [
            "tableView(_:cellForRowAt:) [0, 2] -> cell#4"
        ])
        // Sections: a new one asks its titles and cells; a moved one and an item across sections recount.
        #expect(apply(screen, on: simulator) {
            $0.appendSections([.vegetables])
            $0.appendItems(["Leek"], toSection: .vegetables)
        } == [
            "numberOfSections(in:) -> 2",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:numberOfRowsInSection:) 1 -> 1",
            "tableView(_:titleForHeaderInSection:) 1 -> nil",
            "tableView(_:titleForFooterInSection:) 1 -> nil",
            "tableView(_:cellForRowAt:) [1, 0] -> cell#1",
        ])
        #expect(apply(screen, on: simulator) { $0.moveSection(.vegetables, beforeSection: .fruits) } == [
            "numberOfSections(in:) -> 2",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:numberOfRowsInSection:) 1 -> 3",
        ])
        #expect(apply(screen, on: simulator) { $0.moveItem("Leek", afterItem: "Apple") } == [
            "numberOfSections(in:) -> 2",
            "tableView(_:numberOfRowsInSection:) 0 -> 0",
            "tableView(_:numberOfRowsInSection:) 1 -> 4",
        ])
        #expect(apply(screen, on: simulator) { $0.deleteSections([.vegetables]) } == [
            "numberOfSections(in:) -> 1", "tableView(_:numberOfRowsInSection:) 0 -> 4",
        ])
        #expect(screen.titles() == ["Cherry", "Apple", "Leek", "Apricot"])
        // The same snapshot again changes nothing and asks nothing.
        #expect(apply(screen, on: simulator) { _ in }.isEmpty)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Leek")
        #expect(screen.dataSource.indexPath(for: "Apricot") == IndexPath(row: 3, section: 0))
        #expect(screen.dataSource.sectionIdentifier(for: 0) == .fruits)
        #expect(screen.dataSource.index(for: .vegetables) == nil)
    }

    @Test func aReloadingApplyReloadsTheTable() throws {
        let (screen, simulator) = try shownScreen()
        var snapshot = Snapshot()
        snapshot.appendSections([.fruits])
        snapshot.appendItems(["Fig"])
        #expect(texts(simulator.record { screen.dataSource.applySnapshotUsingReloadData(snapshot) }) == [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:titleForHeaderInSection:) 0 -> nil",
            "tableView(_:titleForFooterInSection:) 0 -> nil",
            "sectionIndexTitles(for:) -> nil",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
        ])
        #expect(screen.titles() == ["Fig"])
    }

    @Test func aDuplicateIdentifierIsUIKitsExceptionAndChangesNothing() {
        var snapshot = Snapshot()
        snapshot.appendSections([.fruits])
        snapshot.appendItems(["Apple"])
        let exception = expectUIKitException("supplied item identifiers are not unique") {
            snapshot.appendItems(["Kiwi", "Apple", "Kiwi"])
        }
        #expect(exception?.description == """
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Fatal: supplied \
            item identifiers are not unique. Duplicate identifiers: {(
                "Kiwi",
                "Apple"
            )}'
            """)
        #expect(snapshot.itemIdentifiers == ["Apple"])
        expectUIKitException("There are currently no sections in the data source. Please add a section first.") {
            var empty = Snapshot()
            empty.appendItems(["Fig"])
        }
    }
}

/// A diffable data source subclass as apps write one to allow swipe-to-delete and reorder: the
/// overrides delete or move the item in a snapshot and apply it.
@MainActor
private final class EditableFruits: UITableViewDiffableDataSource<Int, String> {
    var log: [String] = []

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let fruit = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([fruit])
        apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // The data source already holds the moved order: the moved snapshot applied here changes nothing.
        log.append("moveRowAt sees \(snapshot().itemIdentifiers)")
        guard let fruit = itemIdentifier(for: destinationIndexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([fruit])
        if let next = itemIdentifier(for: IndexPath(row: destinationIndexPath.row + 1, section: destinationIndexPath.section)) {
            snapshot.insertItems([fruit], beforeItem: next)
        } else {
            snapshot.appendItems([fruit])
        }
        apply(snapshot, animatingDifferences: false)
    }
}

@Suite @MainActor struct DiffableSubclassTests {
    private func shown() throws -> (UITableView, EditableFruits, Simulator) {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        let dataSource = EditableFruits(tableView: table) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = fruit
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot)
        let simulator = Simulator(showing: table)
        simulator.appear()
        return (table, dataSource, simulator)
    }

    @Test func theBaseClassAllowsNoSwipeToDelete() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple"])
        dataSource.apply(snapshot)
        let simulator = Simulator(showing: table)
        simulator.appear()
        #expect(texts(try simulator.record { try simulator.swipe(IndexPath(row: 0, section: 0), .left) }) == [
            "tableView(_:canEditRowAt:) [0, 0] -> false"
        ])
        #expect(table.simulatedTableView.indexPathForRowShowingActions == nil)
    }

    @Test func aSubclassDeletesASwipedRowThroughASnapshot() throws {
        let (table, dataSource, simulator) = try shown()
        _ = try simulator.record { try simulator.swipe(IndexPath(row: 1, section: 0), .left) }
        #expect(table.simulatedTableView.indexPathForRowShowingActions == IndexPath(row: 1, section: 0))
        #expect(texts(try simulator.record { try simulator.tapDeleteButton() }) == [
            "tableView(_:commit:forRowAt:) .delete [0, 1]",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
        ])
        #expect(dataSource.snapshot().itemIdentifiers == ["Apple", "Cherry"])
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func aReorderMovesTheItemBeforeTheSubclassHearsOfIt() throws {
        let (table, dataSource, simulator) = try shown()
        table.setEditing(true, animated: false)
        let lines = texts(try simulator.record { try simulator.drag(IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) })
        #expect(lines.last == "tableView(_:moveRowAt:to:) [0, 0] [0, 2]")
        #expect(dataSource.log == ["moveRowAt sees [\"Banana\", \"Cherry\", \"Apple\"]"])
        #expect(dataSource.snapshot().itemIdentifiers == ["Banana", "Cherry", "Apple"])
        #expect((table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text } == ["Banana", "Cherry", "Apple"])
    }
}
