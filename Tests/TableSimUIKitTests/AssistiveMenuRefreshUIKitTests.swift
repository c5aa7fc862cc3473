import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

// MARK: VoiceOver, Voice Control and the touch path on a context menu; VoiceOver and the refresh control

/// A notes list written as for UIKit: each of the first two rows has a menu with Pin (on), a Move
/// submenu holding a disabled folder, and a destructive Delete; the third row has none; a refresh
/// control titled "Syncing notes".
@MainActor
private final class NotesViewController: UITableViewController {
    var notes = ["Groceries", "Ideas", "Travel"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Syncing notes")
        control.addAction(UIAction { [unowned self] _ in log.append("sync") }, for: .valueChanged)
        refreshControl = control
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPath.row < 2 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Pin", state: .on) { _ in self?.log.append("pin \(indexPath.row)") },
                UIMenu(title: "Move", children: [
                    UIAction(title: "Archive") { _ in self?.log.append("archive \(indexPath.row)") },
                    UIAction(title: "Trash", attributes: .disabled) { _ in self?.log.append("trash") },
                ]),
                UIAction(title: "Delete", attributes: .destructive) { _ in
                    self?.notes.remove(at: indexPath.row)
                    self?.tableView.deleteRows(at: [indexPath], with: .automatic)
                },
            ])
        }
    }
}

@MainActor
private func showNotes() -> (NotesViewController, Simulator) {
    let controller = NotesViewController(style: .plain)
    let simulator = Simulator(showing: controller, screen: Screen(size: Size(width: 390, height: 500)))
    simulator.appear()
    return (controller, simulator)
}

private let opening = [
    "tableView(_:contextMenuConfigurationForRowAt:point:) [0, 0] (195, 22) -> configuration",
    "UIContextMenuActionProvider [] -> menu \"\" [\"Pin\" .on, menu \"Move\" [\"Archive\", .disabled \"Trash\"], .destructive \"Delete\"]",
]

@MainActor
@Suite struct AssistiveMenuRefreshUIKitTests {
    @Test func chooseContextMenuActionTapsTheSubmenuThenTheActionOnTheMenusPlatter() throws {
        let (controller, simulator) = showNotes()
        try simulator.longPress(IndexPath(row: 0, section: 0))
        let platter = try #require(simulator.contextMenuLayout()).frame
        // The menu lies below the row, three lines of 44 pt; a touch elsewhere is refused while it shows.
        #expect(platter == Rect(x: 8, y: 52, width: 250, height: 132))
        #expect(throws: SimulationError.contextMenuShown) { try simulator.tap(at: Point(x: 380, y: 480)) }

        let lines = try simulator.record { try simulator.chooseContextMenuAction(titled: "Archive") }
        // The tap on "Move" opens it in place (nothing to trace); the tap on "Archive" chooses.
        expectTrace(lines, ["UIActionHandler \"Archive\""])
        #expect(controller.log == ["archive 0"])
        #expect(simulator.contextMenuActionTitles == nil)
        #expect(simulator._checkInvariants().isEmpty)
    }

    @Test func aFingerOnTheMenuChoosesWhatItsLineShows() throws {
        let (controller, simulator) = showNotes()
        try simulator.longPress(IndexPath(row: 1, section: 0))
        let layout = try #require(simulator.contextMenuLayout())
        #expect(layout.lines.map(\.title) == ["Pin", "Move", "Delete"])
        // The submenu's line opens it: its title above its children.
        try simulator.tap(at: Point(x: layout.frame.midX, y: layout.frame(ofLine: 1).midY))
        let submenu = try #require(simulator.contextMenuLayout())
        #expect(submenu.lines.map(\.title) == ["Move", "Archive", "Trash"])
        // A disabled line does nothing; the title goes back up.
        try simulator.tap(at: Point(x: submenu.frame.midX, y: submenu.frame(ofLine: 2).midY))
        #expect(simulator.contextMenuActionTitles != nil)
        try simulator.tap(at: Point(x: submenu.frame.midX, y: submenu.frame(ofLine: 0).midY))
        #expect(simulator.contextMenuLayout()?.lines.map(\.title) == ["Pin", "Move", "Delete"])
        let pin = try simulator.record { try simulator.tap(at: Point(x: layout.frame.midX, y: layout.frame(ofLine: 0).midY)) }
        expectTrace(pin, ["UIActionHandler \"Pin\""])
        #expect(controller.log == ["pin 1"])
    }

    @Test func voiceOversDoubleTapAndHoldOpensTheMenuAndReadsItsLines() throws {
        let (controller, simulator) = showNotes()
        let voiceOver = simulator.voiceOver
        voiceOver.turnOn()
        try voiceOver.touch(.element(.row(IndexPath(row: 0, section: 0))))
        let open = try simulator.record { () throws(VoiceOverError) in try voiceOver.doubleTapAndHold() }
        expectTrace(open, opening + ["VoiceOver: \"Selected, Pin, Button\""])
        #expect(voiceOver.contextMenuLine == 0)

        let reading = try simulator.record { () throws(VoiceOverError) in
            try voiceOver.next()
            try voiceOver.activate()
            try voiceOver.next()
            try voiceOver.next()
            try voiceOver.activate()
            try voiceOver.previous()
            try voiceOver.activate()
        }
        expectTranscript(reading, [
            "VoiceOver: \"Move, Button\"",
            "VoiceOver: \"Move, Button\"",
            "VoiceOver: \"Archive, Button\"",
            "VoiceOver: \"Trash, Dimmed, Button\"",
            "VoiceOver: \"Archive, Button\"",
            "VoiceOver: \"Groceries\"",
        ])
        #expect(controller.log == ["archive 0"])
        #expect(voiceOver.contextMenuLine == nil)
        #expect(voiceOver.focus == .row(IndexPath(row: 0, section: 0)))

        try voiceOver.doubleTapAndHold()
        let escape = try simulator.record { () throws(VoiceOverError) in try voiceOver.escape() }
        // The controller implements none of the menu's other delegate methods: VoiceOver's return is all.
        expectTrace(escape, ["VoiceOver: \"Groceries\""])
        #expect(simulator.contextMenuActionTitles == nil)
        #expect(simulator._checkInvariants().isEmpty)
    }

    @Test func voiceOverTurnedOnOverAnOpenMenuReadsItAndItsHoldLiftsOnTheLine() throws {
        let (controller, simulator) = showNotes()
        try simulator.longPress(IndexPath(row: 1, section: 0))
        let on = simulator.record { simulator.voiceOver.turnOn() }
        // The first element on screen, then the menu, a modal window, takes the cursor.
        expectTranscript(on, ["VoiceOver: \"Groceries\"", "VoiceOver: \"Selected, Pin, Button\""])
        let hold = try simulator.record { () throws(VoiceOverError) in try simulator.voiceOver.doubleTapAndHold() }
        expectTrace(hold, ["VoiceOver: \"Groceries\"", "UIActionHandler \"Pin\""])
        #expect(controller.log == ["pin 1"])
        #expect(simulator.voiceOver.contextMenuLine == nil)
    }

    @Test func voiceControlsLongPressOpensTheMenuOfTheRowItNames() throws {
        let (_, simulator) = showNotes()
        let lines = try simulator.record { try simulator.voiceControl.say("Long press Groceries") }
        expectTrace(lines, ["Voice Control: \"Long press Groceries\"", "Voice Control: long press 0.0"] + opening)
        #expect(simulator.contextMenuActionTitles == ["Pin", "Archive", "Trash", "Delete"])
        // Every row of a table with menus is named, the one without a menu too.
        #expect(simulator.voiceControl.names.map(\.name) == ["Groceries", "Ideas", "Travel"])
    }

    @Test func aRefreshingControlIsAVoiceOverElementReadByItsTitle() throws {
        let (controller, simulator) = showNotes()
        let voiceOver = simulator.voiceOver
        voiceOver.turnOn()
        #expect(!voiceOver.elements.map(\.id).contains(.refreshControl))
        let started = try simulator.record { () throws(VoiceOverError) in try voiceOver.scroll(.up) }
        expectTrace(started, ["UIControl.Event.valueChanged UIRefreshControl", "VoiceOver: \"Refreshing content\""])
        #expect(controller.log == ["sync"])
        let element = try #require(voiceOver.elements.first)
        #expect(element.description == #"refresh-control "Syncing notes" {{0, 0}, {390, 60}}"#)
        let first = try simulator.record { () throws(VoiceOverError) in try voiceOver.first() }
        expectTranscript(first, ["VoiceOver: \"Syncing notes\""])

        let ended = simulator.record { controller.refreshControl?.endRefreshing() }
        expectTranscript(ended, ["VoiceOver: \"Groceries\""])
        #expect(voiceOver.focus == .row(IndexPath(row: 0, section: 0)))
        #expect(simulator._checkInvariants().isEmpty)
    }

    @Test func theAuditCountsAMenuAsReachableAndLosesItWithHiddenElements() throws {
        let (controller, simulator) = showNotes()
        controller.tableView.allowsSelection = false
        // A row whose only action is its menu is still reached by every technology.
        #expect(simulator.performAccessibilityAudit(for: .tableSimUnreachable).isEmpty)
        controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityElementsHidden = true
        let found = simulator.performAccessibilityAudit(for: .tableSimUnreachable)
        #expect(found.map(\.detailedDescription) == [
            "A finger can use this row, but VoiceOver, Full Keyboard Access, Voice Control and Switch Control cannot "
                + "reach its context menu: the cell's accessibilityElementsHidden is true."
        ])
    }

    @Test func theExplorerHoldsRowsAndChoosesInTheirMenusWhenAsked() {
        var explorer = Explorer(seed: 1, steps: 600) { () -> (NotesViewController, Simulator) in showNotes() }
        explorer.longPresses = true
        let result = explorer.explore()
        #expect(result.failure == nil)
        #expect((result.reach.steps["long-press"] ?? 0) > 0)
        #expect((result.reach.steps["menu"] ?? 0) > 0)
        // Off (the default), the same seed takes no long press: the walk draws what it drew before.
        let plain = Explorer(seed: 1, steps: 600) { () -> (NotesViewController, Simulator) in showNotes() }.explore()
        #expect(plain.reach.steps["long-press"] == nil)
    }
}
