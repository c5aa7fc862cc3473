import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A shopping list as UIKit code writes it: the controller is its table's drag and drop delegate, a
/// drag inside the table reorders it through `moveRowAt`, and text dropped from another app becomes a
/// row, through a placeholder while its data loads.
@MainActor
private final class ShoppingList: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var items = ["Milk", "Eggs", "Bread", "Tea"]
    var log: [String] = []
    /// The placeholders waiting for their text, with the text once loaded.
    var pending: [(context: any UITableViewDropPlaceholderContext, text: String?)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    // MARK: UITableViewDragDelegate

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.row] as NSString))
        item.localObject = items[indexPath.row]
        return [item]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        log.append("will begin \(session.items.count) active=\(tableView.hasActiveDrag)")
    }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        log.append("did end")
    }

    // MARK: UITableViewDropDelegate

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        if session.localDragSession != nil {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: items.count, section: 0)
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(
                insertionIndexPath: destination, reuseIdentifier: "Loading", rowHeight: UITableView.automaticDimension)
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "Loading…" }
            let context = coordinator.drop(item.dragItem, to: placeholder)
            var loaded: String?
            item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in loaded = (object as? NSString).map { $0 as String } }
            pending.append((context, loaded))
        }
    }
}

@MainActor
private func showList(screen: Screen = Screen(size: Size(width: 390, height: 500))) -> (ShoppingList, Simulator) {
    let list = ShoppingList(style: .plain)
    let simulator = Simulator(showing: list, screen: screen)
    simulator.appear()
    return (list, simulator)
}

@Test @MainActor func aLongPressLiftsTheRowAndTheTableReordersItThroughMoveRowAt() throws {
    let (list, simulator) = showList()
    let start = try simulator.point(ofRow: IndexPath(row: 0, section: 0))
    let lift = try simulator.record {
        try simulator.touchDown(at: start)
        simulator.wait(milliseconds: 500)
    }
    expectTrace(lift, [
        "tableView(_:itemsForBeginning:at:) session [0, 0] -> [item \"Milk\"]",
        "tableView(_:dragSessionWillBegin:) session",
        "tableView(_:canHandle:) session -> true",
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 0] -> proposal .move .insertAtDestinationIndexPath",
    ])
    #expect(list.tableView.hasActiveDrag && list.tableView.hasActiveDrop)
    #expect(list.log == ["will begin 1 active=true"])

    let carry = try simulator.record {
        try simulator.touchMove(by: 0, 100)
        try simulator.touchUp()
    }
    expectTrace(carry, [
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 2] -> proposal .move .insertAtDestinationIndexPath",
        "tableView(_:moveRowAt:to:) [0, 0] [0, 2]",
        "tableView(_:dragSessionDidEnd:) session",
    ])
    #expect(list.items == ["Eggs", "Bread", "Milk", "Tea"])
    #expect(!list.tableView.hasActiveDrag && !list.tableView.hasActiveDrop)
    #expect(list.tableView.indexPathForSelectedRow == nil)
    #expect(list.log == ["will begin 1 active=true", "did end"])
    #expect(simulator._checkInvariants().isEmpty)
}

@Test @MainActor func textDroppedFromAnotherAppWaitsInAPlaceholderUntilTheAppCommitsIt() throws {
    let (list, simulator) = showList()
    let drop = try simulator.record { try simulator.drop(texts: ["Jam"], at: IndexPath(row: 1, section: 0)) }
    expectTrace(drop, [
        "tableView(_:canHandle:) session -> true",
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 1] -> proposal .copy .insertAtDestinationIndexPath",
        "tableView(_:performDropWith:) coordinator",
        "UITableViewDropPlaceholder.cellUpdateHandler cell#5",
    ])
    #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Loading…")
    #expect(list.tableView.numberOfRows(inSection: 0) == 5)
    let (context, text) = try #require(list.pending.first)
    #expect(text == "Jam")

    let commit = try simulator.record {
        context.commitInsertion { indexPath in list.items.insert(text ?? "", at: indexPath.row) }
    }
    expectTrace(commit, [
        "tableView(_:numberOfRowsInSection:) 0 -> 5",
        "tableView(_:cellForRowAt:) [0, 1] -> cell#6",
    ])
    #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Jam")
    // A context finishes once.
    #expect(!context.deletePlaceholder())
    #expect(simulator._checkInvariants().isEmpty)
}

@Test @MainActor func aDeletedPlaceholderGoesAndTheRowsBelowMoveBackUp() throws {
    let (list, simulator) = showList()
    try simulator.drop(texts: ["Jam"], at: IndexPath(row: 0, section: 0))
    let context = try #require(list.pending.first).context
    let lines = try simulator.record { #expect(context.deletePlaceholder()) }
    expectTrace(lines, [])
    #expect(list.tableView.numberOfRows(inSection: 0) == 4)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Milk")
}

@Test @MainActor func dragsAreOnByDefaultOnAnIPadAndOffOnAnIPhone() throws {
    let phone = Simulator(tableView: TableView(style: .plain))
    #expect(!phone.tableView.dragInteractionEnabled)
    let pad = Simulator(tableView: TableView(style: .plain), screen: try #require(Screen.preset(named: "iPad")))
    #expect(pad.tableView.dragInteractionEnabled)
    pad.tableView.dragInteractionEnabled = false
    #expect(!pad.tableView.dragInteractionEnabled)
}

@Test @MainActor func aDragCancelledByTheSystemLeavesTheTableAndMovesNothing() throws {
    let (list, simulator) = showList()
    try simulator.touchDown(at: try simulator.point(ofRow: IndexPath(row: 1, section: 0)))
    simulator.wait(milliseconds: 500)
    try simulator.touchMove(by: 0, 60)
    let lines = try simulator.record { try simulator.touchCancel() }
    expectTrace(lines, ["tableView(_:dragSessionDidEnd:) session"])
    #expect(list.items == ["Milk", "Eggs", "Bread", "Tea"])
    #expect(simulator._checkInvariants().isEmpty)
}
