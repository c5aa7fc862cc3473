import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitClassicScreen

/// The classic screen (`Tests/UIKitClassicScreen`), UIKit code with only its import changed: a
/// table view controller with a registered cell subclass overriding `init(style:reuseIdentifier:)`,
/// a keyboard observer closure, swipe actions, reorder and a section index.
@MainActor
@Suite struct ClassicScreenTests {
    @Test func appearSwipeActionReorderAndIndexTapMakeUIKitsTrace() throws {
        let controller = ContactsViewController(style: .plain)
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        let counts = [
            "numberOfSections(in:) -> 5",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:numberOfRowsInSection:) 1 -> 2",
            "tableView(_:numberOfRowsInSection:) 2 -> 1",
            "tableView(_:numberOfRowsInSection:) 3 -> 1",
            "tableView(_:numberOfRowsInSection:) 4 -> 1",
        ]
        let rows = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (3, 0), (4, 0)]
        expectTrace(appear, ["viewDidLoad()", "viewWillAppear(_:) false"] + counts + [
            "tableView(_:titleForHeaderInSection:) 0 -> \"A\"",
            "tableView(_:titleForHeaderInSection:) 1 -> \"B\"",
            "tableView(_:titleForHeaderInSection:) 2 -> \"G\"",
            "tableView(_:titleForHeaderInSection:) 3 -> \"K\"",
            "tableView(_:titleForHeaderInSection:) 4 -> \"L\"",
            "sectionIndexTitles(for:) -> [\"A\", \"B\", \"G\", \"K\", \"L\"]",
        ] + rows.enumerated().map { "tableView(_:cellForRowAt:) [\($1.0), \($1.1)] -> cell#\($0 + 1)" } + [
            "viewDidAppear(_:) false",
        ])
        #expect(controller.tableView.visibleCells.allSatisfy { $0 is ContactCell && $0.accessoryType == .disclosureIndicator })

        // The Favorite action's handler reloads its row: the counts are asked again and a new cell is made.
        let barbara = IndexPath(row: 0, section: 1)
        let swipe = try simulator.record {
            try simulator.swipe(barbara, .left)
            try simulator.tapAction(titled: "Favorite")
        }
        expectTrace(swipe, [
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:) [1, 0] -> [.destructive \"Delete\", .normal \"Favorite\"]",
            "UIContextualAction.Handler \"Favorite\" [1, 0]",
        ] + counts + [
            "tableView(_:cellForRowAt:) [1, 0] -> cell#8",
        ])
        #expect(controller.favorites == ["Barbara"])
        #expect(controller.tableView.cellForRow(at: barbara)?.detailTextLabel?.text == "★ Favorite")

        let reorder = try simulator.record {
            controller.setEditing(true, animated: false)
            try simulator.drag(IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        }
        expectTrace(reorder, rows.map { "tableView(_:canMoveRowAt:) [\($0.0), \($0.1)] -> true" } + [
            "tableView(_:moveRowAt:to:) [0, 0] [0, 1]",
        ])
        #expect(controller.sections[0].names == ["Alan", "Ada"])

        // Every row is on screen, so the index's jump to L asks for its section and scrolls nowhere.
        let index = try simulator.record { try simulator.tap(at: simulator.point(ofSectionIndexTitle: "L")) }
        expectTrace(index, ["tableView(_:sectionForSectionIndexTitle:at:) \"L\" 4 -> 4"])

        // The keyboard observer closure runs on the keyboard's notification and insets the table.
        let keyboard = try simulator.record { try simulator.showKeyboard(height: 300) }
        expectTrace(keyboard, [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 300}} end={{0, 544}, {390, 300}} duration=0.25 curve=7",
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 300}} end={{0, 544}, {390, 300}} duration=0.25 curve=7",
        ])
        #expect(controller.keyboardHeight == 300)
        #expect(controller.tableView.contentInset.bottom == 300)
    }
}
