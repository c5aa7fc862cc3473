import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// VoiceOver's drag and drop on a UIKit table whose cells name their own drags and drops
/// (`UIAccessibilityDragging`): the descriptors replace "Drag", "Drop before" and "Drop after", a drop
/// point's place picks the side, and VoiceOver says when the drag starts and lands.
@MainActor
private final class Queue: UITableViewController, UITableViewDragDelegate {
    var songs = ["Intro", "Verse", "Chorus"]
    var named = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Song")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
        cell.textLabel?.text = songs[indexPath.row]
        if named {
            cell.accessibilityDragSourceDescriptors = [UIAccessibilityLocationDescriptor(name: "Move \(songs[indexPath.row])", view: cell)]
            cell.accessibilityDropPointDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Play before \(songs[indexPath.row])", point: CGPoint(x: 20, y: 4), in: cell),
                UIAccessibilityLocationDescriptor(name: "Play after \(songs[indexPath.row])", point: CGPoint(x: 20, y: 40), in: cell),
            ]
        }
        return cell
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        songs.insert(songs.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: songs[indexPath.row] as NSString))]
    }
}

@MainActor
private func showQueue(named: Bool) throws -> (Queue, Simulator) {
    let queue = Queue(style: .plain)
    queue.named = named
    let simulator = Simulator(showing: queue, screen: Screen(size: Size(width: 390, height: 500)))
    simulator.appear()
    simulator.voiceOver.turnOn()
    return (queue, simulator)
}

@Test @MainActor func theCellsDescriptorsNameTheDragAndItsDropsAndVoiceOverSaysWhenItStartsAndLands() throws {
    let (queue, simulator) = try showQueue(named: true)
    try simulator.voiceOver.touch(.element(.row(IndexPath(row: 2, section: 0))))
    #expect(simulator.voiceOver.actionNames == ["Move Chorus"])
    let lift = try simulator.record { try simulator.voiceOver.performAction(named: "Move Chorus") }
    expectTrace(lift, [
        "tableView(_:itemsForBeginning:at:) session [0, 2] -> [item \"Chorus\"]",
        "VoiceOver: \"Drag started\"",
    ])
    try simulator.voiceOver.touch(.element(.row(IndexPath(row: 0, section: 0))))
    #expect(simulator.voiceOver.actionNames == ["Play before Intro", "Play after Intro"])
    // The first descriptor's point is in the row's upper half: the drop lands before Intro.
    let drop = try simulator.record { try simulator.voiceOver.performAction(named: "Play before Intro") }
    expectTrace(drop, [
        "tableView(_:moveRowAt:to:) [0, 2] [0, 0]",
        "VoiceOver: \"Dropped\"",
    ])
    #expect(queue.songs == ["Chorus", "Intro", "Verse"])
    #expect(!queue.tableView.hasActiveDrag)
}

@Test @MainActor func withoutDescriptorsVoiceOverOffersItsDefaultsAndAnEmptyListOffersNone() throws {
    let (queue, simulator) = try showQueue(named: false)
    try simulator.voiceOver.touch(.element(.row(IndexPath(row: 0, section: 0))))
    #expect(simulator.voiceOver.actionNames == ["Drag"])
    let cell = try #require(queue.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.accessibilityDragSourceDescriptors = []
    #expect(simulator.voiceOver.actionNames == [])
    cell.accessibilityDragSourceDescriptors = nil
    #expect(simulator.voiceOver.actionNames == ["Drag"])
    // Read back, a descriptor is in the cell's coordinates.
    let label = UIView(frame: CGRect(x: 16, y: 6, width: 100, height: 30))
    cell.addSubview(label)
    cell.accessibilityDropPointDescriptors = [UIAccessibilityLocationDescriptor(name: "Here", point: CGPoint(x: 4, y: 2), in: label)]
    let descriptor = try #require(cell.accessibilityDropPointDescriptors?.first)
    #expect(descriptor.point == CGPoint(x: 20, y: 8))
    #expect(descriptor.view === cell)
    #expect(descriptor.name == "Here")
}
