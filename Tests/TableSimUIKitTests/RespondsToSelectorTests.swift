import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A list that can neither delete nor reorder: UIKit shows no reorder control and allows no swipe.
private final class ReadOnlyList: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// The same list with reordering and deleting.
private final class EditableList: UITableViewController {
    var rows = ["A", "B", "C"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@Test @MainActor func aControllerThatDoesNotOverrideMoveRowAtShowsNoReorderControl() throws {
    let readOnly = ReadOnlyList(style: .plain)
    let editable = EditableList(style: .plain)
    for controller in [readOnly, editable] as [UITableViewController] {
        let simulator = Simulator(showing: controller)
        simulator.appear()
        controller.setEditing(true, animated: false)
        let cell = try #require(controller.tableView.simulatedTableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isShowingReorderControl == (controller === editable))
    }
}

@Test @MainActor func aControllerThatDoesNotOverrideCommitCannotBeSwipedToDelete() throws {
    let readOnly = ReadOnlyList(style: .plain)
    let simulator = Simulator(showing: readOnly)
    simulator.appear()
    let lines = try simulator.record { try simulator.swipe(IndexPath(row: 0, section: 0), .left) }
    expectTrace(lines, [])
    #expect(readOnly.tableView.simulatedTableView.indexPathForRowShowingActions == nil)

    let editable = EditableList(style: .plain)
    let editableSimulator = Simulator(showing: editable)
    editableSimulator.appear()
    try editableSimulator.swipe(IndexPath(row: 0, section: 0), .left)
    try editableSimulator.tapDeleteButton()
    #expect(editable.rows == ["B", "C"])
}

/// A plain data source; the test, not the app, says what it implements.
@MainActor
private final class PlainList: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

extension PlainList: UIKitSelectorResponding {
    func responds(to selector: CallbackSelector) -> Bool { selector != .moveRowAt && selector != .commitEditingStyle }
}

@Test @MainActor func aTestCanSayWhatAPlainDataSourceImplements() throws {
    let app = PlainList()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = app
    let simulator = Simulator(showing: table)
    simulator.appear()
    table.setEditing(true, animated: false)
    let cell = try #require(table.simulatedTableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(!cell.isShowingReorderControl)
}
