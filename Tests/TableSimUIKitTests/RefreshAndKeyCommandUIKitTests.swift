import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

// MARK: Pull to refresh, hardware keyboard commands

/// An inbox written as for UIKit: a table view controller with a refresh control whose action
/// reloads, and key commands for Find (a closure) and New (a selector, which Linux cannot send).
@MainActor
private final class InboxViewController: UITableViewController {
    var messages = (1...20).map { "Message \($0)" }
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let control = UIRefreshControl()
        control.addAction(UIAction { [unowned self] _ in
            log.append("refresh \(refreshControl?.isRefreshing == true)")
        }, for: .valueChanged)
        refreshControl = control
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Find", input: "f", modifierFlags: .command) { [unowned self] _ in log.append("find") },
            UIKeyCommand(title: "Next", input: UIKeyCommand.inputDownArrow) { [unowned self] _ in log.append("next") },
        ]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct RefreshAndKeyCommandUIKitTests {
    @Test func aPullPastTheThresholdRefreshesWithTheFingerDownAndEndRefreshingTakesTheInsetBack() throws {
        let controller = InboxViewController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let table = controller.tableView!
        let top = -table.adjustedContentInset.top

        let pull = try simulator.record { try simulator.pullToRefresh() }
        // The controller implements no scroll-view method: the pull's whole trace is the control's event,
        // sent while the finger is still down (the action sees isRefreshing already true).
        expectTrace(pull, ["UIControl.Event.valueChanged UIRefreshControl"])
        #expect(table.isDragging == false && table.isDecelerating)
        #expect(controller.log == ["refresh true"])
        #expect(table.refreshControl?.isRefreshing == true)
        #expect(table.adjustedContentInset.top == -top + 60)

        simulator.wait(milliseconds: 1000)
        #expect(table.contentOffset.y == top - 60)
        let end = simulator.record { table.refreshControl?.endRefreshing() }
        // The content moves back up to its top: the two rows the spinner had pushed off come back.
        expectTrace(end, [
            "tableView(_:cellForRowAt:) [0, 17] -> cell#23",
            "tableView(_:cellForRowAt:) [0, 18] -> cell#24",
        ])
        #expect(table.contentOffset.y == top)
        #expect(table.refreshControl?.isRefreshing == false)
    }

    @Test func aKeyCommandAnswersItsKeyAndFullKeyboardAccessKeepsItsArrows() throws {
        let controller = InboxViewController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let keyboard = simulator.hardwareKeyboard
        keyboard.connect()
        let find = try simulator.record { try keyboard.press(KeyCombination(parsing: "cmd+f")!) }
        expectTrace(find, ["UIKeyCommand cmd+f \"Find\""])
        let next = try simulator.record { try keyboard.press(KeyCombination(input: "down")) }
        expectTrace(next, ["UIKeyCommand down \"Next\""])
        #expect(controller.log == ["find", "next"])

        // With Full Keyboard Access on, the down arrow is the system's.
        keyboard.turnOnFullKeyboardAccess()
        let arrow = try simulator.record { try keyboard.press(KeyCombination(input: "down")) }
        #expect(arrow.last?.text == "FKA: focus 0.1 \"Message 2\"")
        #expect(controller.log == ["find", "next"])
    }
}
