import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// Folders as UIKit code writes them: a drop over a folder row goes into it
/// (`.insertIntoDestinationIndexPath`), and the coordinator animates each item into the row.
@MainActor
private final class FolderList: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var folders = ["Inbox", "Work", "Home"]
    var counts = [0, 0, 0]
    /// What each drop was handed: the destination and the proposal's intent.
    var drops: [(IndexPath?, UITableViewDropProposal.Intent)] = []
    var animators: [any UIDragAnimating] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Folder")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { folders.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Folder", for: indexPath)
        cell.textLabel?.text = "\(folders[indexPath.row]) (\(counts[indexPath.row]))"
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: folders[indexPath.row] as NSString))
        item.localObject = folders[indexPath.row]
        return [item]
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        guard let destination = destinationIndexPath, destination.row < folders.count,
            session.localDragSession?.items.first?.localObject as? String != folders[destination.row]
        else { return UITableViewDropProposal(operation: .cancel) }
        return UITableViewDropProposal(operation: session.localDragSession == nil ? .copy : .move, intent: .insertIntoDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        drops.append((coordinator.destinationIndexPath, coordinator.proposal.intent))
        guard let destination = coordinator.destinationIndexPath else { return }
        counts[destination.row] += coordinator.items.count
        for item in coordinator.items {
            animators.append(coordinator.drop(item.dragItem, intoRowAt: destination, rect: CGRect(x: 8, y: 8, width: 28, height: 28)))
        }
        tableView.reloadRows(at: [destination], with: .none)
    }
}

@MainActor
private func showFolders() -> (FolderList, Simulator) {
    let list = FolderList(style: .plain)
    let simulator = Simulator(showing: list, screen: Screen(size: Size(width: 390, height: 500)))
    simulator.appear()
    return (list, simulator)
}

@Test @MainActor func textDroppedOnAFolderGoesIntoItsRowWhichReloads() throws {
    let (list, simulator) = showFolders()
    let lines = try simulator.record { try simulator.drop(texts: ["Note", "Memo"], at: IndexPath(row: 1, section: 0)) }
    expectTrace(lines, [
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 1] -> proposal .copy .insertIntoDestinationIndexPath",
        "tableView(_:performDropWith:) coordinator",
        "tableView(_:numberOfRowsInSection:) 0 -> 3",
        "tableView(_:cellForRowAt:) [0, 1] -> cell#4",
    ])
    #expect(list.drops.map(\.0) == [IndexPath(row: 1, section: 0)])
    #expect(list.drops.map(\.1) == [.insertIntoDestinationIndexPath])
    #expect(list.counts == [0, 2, 0])
    #expect(list.animators.count == 2)
    #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Work (2)")
    #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == false)
    #expect(simulator._checkInvariants().isEmpty)
}

@Test @MainActor func aCarriedRowHighlightsTheFolderUnderItAndDropsIntoIt() throws {
    let (list, simulator) = showFolders()
    let home = IndexPath(row: 2, section: 0), inbox = IndexPath(row: 0, section: 0)
    try simulator.touchDown(at: try simulator.point(ofRow: inbox))
    let lift = try simulator.record { simulator.wait(milliseconds: 500) }
    expectTrace(lift, [
        "tableView(_:itemsForBeginning:at:) session [0, 0] -> [item \"Inbox\"]",
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 0] -> proposal .cancel .unspecified",
    ])
    // Over Home: the row highlights, no gap opens (the rows stay), no highlight callback.
    let over = try simulator.record { try simulator.touchMove(by: 0, 90) }
    expectTrace(over, [
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 2] -> proposal .move .insertIntoDestinationIndexPath",
    ])
    #expect(list.tableView.cellForRow(at: home)?.isHighlighted == true)
    #expect(list.tableView.rectForRow(at: home).minY == 88)
    #expect(list.tableView.indexPathForSelectedRow == nil)

    let drop = try simulator.record { try simulator.touchUp() }
    expectTrace(drop, [
        "tableView(_:performDropWith:) coordinator",
        "tableView(_:numberOfRowsInSection:) 0 -> 3",
        "tableView(_:cellForRowAt:) [0, 2] -> cell#4",
    ])
    #expect(list.drops.map(\.0) == [home])
    #expect(list.counts == [0, 0, 1])
    #expect(list.folders == ["Inbox", "Work", "Home"])
    #expect(list.tableView.cellForRow(at: home)?.isHighlighted == false)
    #expect(!list.tableView.hasActiveDrag && !list.tableView.hasActiveDrop)
    #expect(simulator._checkInvariants().isEmpty)
}

@Test @MainActor func theHighlightLeavesAFolderWhenTheProposalDoes() throws {
    let (list, simulator) = showFolders()
    let work = IndexPath(row: 1, section: 0)
    try simulator.touchDown(at: try simulator.point(ofRow: IndexPath(row: 0, section: 0)))
    simulator.wait(milliseconds: 500)
    try simulator.touchMove(by: 0, 50)
    #expect(list.tableView.cellForRow(at: work)?.isHighlighted == true)
    // Back over the lifted row itself: the app cancels, Work unhighlights.
    let back = try simulator.record { try simulator.touchMove(by: 0, -50) }
    expectTrace(back, [
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 0] -> proposal .cancel .unspecified",
    ])
    #expect(list.tableView.cellForRow(at: work)?.isHighlighted == false)
    let up = try simulator.record { try simulator.touchUp() }
    expectTrace(up, [])
    #expect(list.drops.isEmpty && list.counts == [0, 0, 0])
}
