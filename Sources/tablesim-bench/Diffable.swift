import Foundation
import TableSim
import TableSimUIKit

/// The diffable data source on a large table: an apply that changes 10 items costs the changes and
/// the screen, not the data, in callbacks; a reload costs the screen too, but recounts and re-makes
/// every visible cell. Times are wall-clock per apply (the comparison of the two snapshots is linear
/// in the items, outside the table).
@MainActor
func runDiffableFigures(items: Int, repetitions: Int) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, _ in
        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }
    var original = NSDiffableDataSourceSnapshot<Int, Int>()
    original.appendSections([0])
    original.appendItems(Array(0..<items))
    dataSource.apply(original)
    let simulator = Simulator(showing: table)
    simulator.appear()
    // Ten changes: five items deleted and five new ones inserted, two of each on screen.
    var changed = original
    let doomed = [1, 5, items / 3, items / 2, items - 2]
    changed.deleteItems(doomed)
    for (offset, neighbour) in [0, 6, items / 4, items / 2 + 1, items - 1].enumerated() {
        changed.insertItems([items + offset], beforeItem: neighbour)
    }
    let core = table.simulatedTableView
    var toggle = false
    let applied = measure(repetitions, on: core) { _ in
        toggle.toggle()
        dataSource.apply(toggle ? changed : original)
    }
    let reloaded = measure(repetitions, on: core) { _ in
        toggle.toggle()
        dataSource.applySnapshotUsingReloadData(toggle ? changed : original)
    }
    print("")
    print("Diffable data source, \(grouped(Double(items))) items, 10 of them changed (5 deleted, 5 inserted; 2 of each on")
    print("screen): µs per apply (callbacks it made), \(repetitions) applies, the fastest of 5 batches.")
    print("")
    printTable(
        header: ["items", "apply(_:) of the 10 changes", "applySnapshotUsingReloadData"],
        rows: [[
            grouped(Double(items)), String(format: "%.1f (%.0f)", applied[0], applied[1]),
            String(format: "%.1f (%.0f)", reloaded[0], reloaded[1]),
        ]])
    if core.hasCrashed { print("error: \(core.exception?.description ?? "")") }
}
