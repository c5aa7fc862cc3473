import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A list whose drags take several rows, as UIKit code writes it: a tap on another row while one is
/// carried adds it (`itemsForAddingTo`), and the drop delegate moves every carried row.
@MainActor
private final class Playlist: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var songs = ["Intro", "Verse", "Chorus", "Bridge", "Outro"]
    var addedAt: [CGPoint] = []
    var takesDrops = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Song")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        if takesDrops { tableView.dropDelegate = self }
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
        cell.textLabel?.text = songs[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        songs.insert(songs.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    private func item(_ indexPath: IndexPath) -> UIDragItem {
        let item = UIDragItem(itemProvider: NSItemProvider(object: songs[indexPath.row] as NSString))
        item.localObject = indexPath
        return item
    }
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [item(indexPath)]
    }
    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        addedAt.append(point)
        return [item(indexPath)]
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    /// Every carried song leaves its place; they land together at the destination, in carried order.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let sources = coordinator.items.compactMap(\.sourceIndexPath)
        let moving = sources.map { songs[$0.row] }
        for source in sources.sorted(by: >) { songs.remove(at: source.row) }
        let start = min(coordinator.destinationIndexPath?.row ?? songs.count, songs.count)
        songs.insert(contentsOf: moving, at: start)
        let landing = moving.indices.map { IndexPath(row: start + $0, section: 0) }
        tableView.performBatchUpdates {
            tableView.deleteRows(at: sources, with: .automatic)
            tableView.insertRows(at: landing, with: .automatic)
        }
        for (item, indexPath) in zip(coordinator.items, landing) { coordinator.drop(item.dragItem, toRowAt: indexPath) }
    }
}

@MainActor
private func showPlaylist(takesDrops: Bool = true) -> (Playlist, Simulator) {
    let list = Playlist(style: .plain)
    list.takesDrops = takesDrops
    let simulator = Simulator(showing: list, screen: Screen(size: Size(width: 390, height: 500)))
    simulator.appear()
    return (list, simulator)
}

@Test @MainActor func aTapWhileARowIsCarriedAddsItsItemsAndTheDropDelegateMovesThemAll() throws {
    let (list, simulator) = showPlaylist()
    try simulator.touchDown(at: try simulator.point(ofRow: IndexPath(row: 0, section: 0)))
    simulator.wait(milliseconds: 500)
    var added = 0
    let add = try simulator.record { added = try simulator.addToDrag(tapping: IndexPath(row: 3, section: 0)) }
    #expect(added == 1)
    expectTrace(add, [
        "tableView(_:itemsForAddingTo:at:point:) session [0, 3] (195, 154) -> [item \"Bridge\"]",
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 0] -> proposal .move .insertAtDestinationIndexPath",
    ])
    #expect(list.addedAt == [CGPoint(x: 195, y: 154)])
    #expect(list.tableView.indexPathForSelectedRow == nil)
    #expect(throws: SimulationError.rowAlreadyDragged(IndexPath(row: 3, section: 0))) {
        try simulator.addToDrag(tapping: IndexPath(row: 3, section: 0))
    }

    let drop = try simulator.record {
        try simulator.touchMove(by: 0, 90)
        try simulator.touchUp()
    }
    expectTrace(drop, [
        "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:) session [0, 2] -> proposal .move .insertAtDestinationIndexPath",
        "tableView(_:performDropWith:) coordinator",
        "tableView(_:numberOfRowsInSection:) 0 -> 5",
        "tableView(_:cellForRowAt:) [0, 2] -> cell#6",
        "tableView(_:cellForRowAt:) [0, 3] -> cell#7",
    ])
    #expect(list.songs == ["Verse", "Chorus", "Intro", "Bridge", "Outro"])
    #expect((0..<5).map { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == list.songs)
    #expect(!list.tableView.hasActiveDrag)
    #expect(simulator._checkInvariants().isEmpty)
    #expect(throws: SimulationError.noDragInFlight) { try simulator.addToDrag(tapping: IndexPath(row: 1, section: 0)) }
}

@Test @MainActor func severalRowsWithNoDropDelegateLandNowhere() throws {
    let (list, simulator) = showPlaylist(takesDrops: false)
    try simulator.touchDown(at: try simulator.point(ofRow: IndexPath(row: 1, section: 0)))
    simulator.wait(milliseconds: 500)
    try simulator.addToDrag(tapping: IndexPath(row: 4, section: 0))
    let lines = try simulator.record {
        try simulator.touchMove(by: 0, 90)
        try simulator.touchUp()
    }
    // No targetIndexPathForMoveFromRowAt, no moveRowAt: the table's own reorder moves one row only.
    expectTrace(lines, [])
    #expect(list.songs == ["Intro", "Verse", "Chorus", "Bridge", "Outro"])
    #expect(simulator._checkInvariants().isEmpty)
}
