import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusSwipeActions

/// Augmented Code's UITableViewSwipeActions TableViewController (corpus/UITableViewSwipeActions): one row
/// per kind of swipe configuration, each action showing an alert with its title.
@MainActor
@Suite struct SwipeActionsTests {
    /// The rows as the controller sorts them.
    static let titles = [
        "Icon", "Leading action", "Leading destructive action", "Multiple trailing actions",
        "Too many leading actions", "Trailing action", "Trailing destructive action", "Trailing table view default action",
    ]

    /// The controller shown, with its storyboard's prototype cell registered.
    func showRows() -> (TableViewController, Simulator, [TraceLine]) {
        let controller = TableViewController(style: .plain)
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "reuseIdentifier")
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        return (controller, simulator, appear)
    }

    /// The row showing a title.
    func row(_ title: String) -> IndexPath {
        IndexPath(row: Self.titles.firstIndex(of: title)!, section: 0)
    }

    /// The title of the alert the controller presented, if any.
    func alertTitle(_ controller: TableViewController) -> String? {
        (controller.presentedViewController as? UIAlertController)?.title
    }

    @Test func theRowsAppearSortedByTitle() {
        let (controller, _, appear) = showRows()
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 8",
        ] + (0..<8).map { "tableView(_:cellForRowAt:) [0, \($0)] -> cell#\($0 + 1)" } + [
            "viewDidAppear(_:) false",
        ])
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == Self.titles)
    }

    @Test func aLeadingActionRunsItsHandlerWhichPresentsAnAlertAndLeavesTheRowOpen() throws {
        let (controller, simulator, _) = showRows()
        let swipe = try simulator.record { try simulator.swipe(row("Leading action"), .right) }
        expectTrace(swipe, ["tableView(_:leadingSwipeActionsConfigurationForRowAt:) [0, 1] -> [.normal \"Leading action\"]"])
        let tap = try simulator.record { try simulator.tapAction(titled: "Leading action") }
        expectTrace(tap, ["UIContextualAction.Handler \"Leading action\" [0, 1]"])
        #expect(alertTitle(controller) == "Leading action")
        // The handler never calls its completion, so the row stays open until a touch closes it,
        // and that touch selects nothing.
        simulator.wait(milliseconds: 1000)
        #expect(controller.tableView.simulatedTableView.indexPathForRowShowingActions == row("Leading action"))
        let close = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(close, [])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test func twoTrailingActionsShowAndTheSecondRunsItsOwnHandler() throws {
        let (controller, simulator, _) = showRows()
        let swipe = try simulator.record { try simulator.swipe(row("Multiple trailing actions"), .left) }
        expectTrace(swipe, [
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:) [0, 3] -> [.normal \"Action1\", .normal \"Action2\"]",
        ])
        let tap = try simulator.record { try simulator.tapAction(titled: "Action2") }
        expectTrace(tap, ["UIContextualAction.Handler \"Action2\" [0, 3]"])
        #expect(alertTitle(controller) == "Action2")
    }

    @Test func fiveLeadingActionsNeedALongerSwipeThanFromTheMiddleOfTheRow() throws {
        let (controller, simulator, _) = showRows()
        let target = row("Too many leading actions")
        // From the middle of the row the finger uncovers less than half of five buttons: the row
        // closes again, as on a device.
        try simulator.swipe(target, .right)
        #expect(throws: SimulationError.noActionsShown) { try simulator.tapAction(titled: "Action5") }
        // From near the leading edge to near the trailing edge, all five stay shown.
        let frame = simulator.screenRect(ofRow: target)
        let swipe = try simulator.record {
            try simulator.touchDown(at: Point(x: frame.minX + 16, y: frame.midY))
            try simulator.touchMove(by: frame.width - 32, 0)
            try simulator.touchUp()
        }
        expectTrace(swipe, [
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:) [0, 4] -> [.normal \"Action1\", .normal \"Action2\", .normal \"Action3\", .normal \"Action4\", .normal \"Action5\"]",
        ])
        let tap = try simulator.record { try simulator.tapAction(titled: "Action5") }
        expectTrace(tap, ["UIContextualAction.Handler \"Action5\" [0, 4]"])
        #expect(alertTitle(controller) == "Action5")
    }

    /// An empty configuration shows nothing, and a nil leading one asks for the default leading
    /// actions, of which there are none.
    @Test func anEmptyConfigurationOrANilLeadingOneShowsNoActions() throws {
        for (title, direction, line) in [
            ("Leading action", SwipeDirection.left, "tableView(_:trailingSwipeActionsConfigurationForRowAt:) [0, 1] -> []"),
            ("Trailing action", .right, "tableView(_:leadingSwipeActionsConfigurationForRowAt:) [0, 5] -> nil"),
        ] {
            let (controller, simulator, _) = showRows()
            let swipe = try simulator.record { try simulator.swipe(row(title), direction) }
            expectTrace(swipe, [line])
            #expect(controller.tableView.simulatedTableView.indexPathForRowShowingActions == nil)
        }
    }

    /// A nil trailing configuration asks for the default actions: a Delete when the data source
    /// commits edits. This controller implements no tableView(_:commit:forRowAt:), so nothing shows.
    @Test func aNilTrailingConfigurationWithoutCommitShowsNoDelete() throws {
        let (controller, simulator, _) = showRows()
        let swipe = try simulator.record { try simulator.swipe(row("Trailing table view default action"), .left) }
        expectTrace(swipe, ["tableView(_:trailingSwipeActionsConfigurationForRowAt:) [0, 7] -> nil"])
        #expect(controller.tableView.simulatedTableView.indexPathForRowShowingActions == nil)
        #expect(throws: SimulationError.noDeleteButtonShown) { try simulator.tapDeleteButton() }
    }

    @Test func theDestructiveTrailingActionIsTheRowsDeleteButton() throws {
        let (controller, simulator, _) = showRows()
        try simulator.swipe(row("Trailing destructive action"), .left)
        let tap = try simulator.record { try simulator.tapDeleteButton() }
        expectTrace(tap, ["UIContextualAction.Handler \"Trailing destructive action\" [0, 6]"])
        #expect(alertTitle(controller) == "Trailing destructive action")
    }
}
