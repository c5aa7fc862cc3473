import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusFeedbackExamples

/// feedback-examples' listview-editmode-move TableViewController (corpus/FeedbackExamples): ten numbers,
/// an Edit button, reordering without delete controls.
@MainActor
@Suite struct FeedbackExamplesReorderTests {
    /// The controller shown and put into editing mode by its Edit button.
    func showEditing() -> (TableViewController, Simulator, appear: [TraceLine], edit: [TraceLine]) {
        let controller = TableViewController(style: .plain)
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        let edit = simulator.record { _ = controller.navigationItem.rightBarButtonItem?.tap() }
        return (controller, simulator, appear, edit)
    }

    /// The texts of the visible rows.
    func rows(_ controller: TableViewController) -> [String] {
        controller.tableView.visibleCells.map { $0.textLabel?.text ?? "nil" }
    }

    @Test func theEditButtonShowsReorderControlsWithoutDeleteControls() {
        let (controller, _, appear, edit) = showEditing()
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 10",
        ] + (0..<10).map { "tableView(_:cellForRowAt:) [0, \($0)] -> cell#\($0 + 1)" } + [
            "viewDidAppear(_:) false",
        ])
        expectTrace(edit, ["setEditing(_:animated:) true true"] + (0..<10).flatMap {
            ["tableView(_:editingStyleForRowAt:) [0, \($0)] -> .none", "tableView(_:canMoveRowAt:) [0, \($0)] -> true"]
        })
        #expect(controller.tableView.isEditing)
        #expect(controller.tableView.visibleCells.allSatisfy { $0.isEditing })
    }

    /// Upstream's moveRowAt inserts the moved value at the destination before removing it from the
    /// source, so the model lands one place off when a row moves down: the table shows the move the
    /// user made, the model holds another order, and the next reload shows the model's.
    @Test func draggingARowDownRunsUpstreamsInsertBeforeRemoveAsADeviceWould() throws {
        let (controller, simulator, _, _) = showEditing()
        let drag = try simulator.record { try simulator.drag(IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0)) }
        expectTrace(drag, ["tableView(_:moveRowAt:to:) [0, 1] [0, 3]"])
        #expect(rows(controller) == ["0", "2", "3", "1", "4", "5", "6", "7", "8", "9"])
        #expect(controller.values == [0, 2, 1, 3, 4, 5, 6, 7, 8, 9])
        controller.tableView.reloadData()
        #expect(rows(controller) == ["0", "2", "1", "3", "4", "5", "6", "7", "8", "9"])
    }

    /// Moving a row up, the same handler removes the wrong element: one number is lost and another
    /// appears twice once the table reloads.
    @Test func draggingARowUpLosesANumberInUpstreamsModel() throws {
        let (controller, simulator, _, _) = showEditing()
        let drag = try simulator.record { try simulator.drag(IndexPath(row: 4, section: 0), to: IndexPath(row: 1, section: 0)) }
        expectTrace(drag, ["tableView(_:moveRowAt:to:) [0, 4] [0, 1]"])
        #expect(rows(controller) == ["0", "4", "1", "2", "3", "5", "6", "7", "8", "9"])
        #expect(controller.values == [0, 4, 1, 2, 4, 5, 6, 7, 8, 9])
        controller.tableView.reloadData()
        #expect(rows(controller) == ["0", "4", "1", "2", "4", "5", "6", "7", "8", "9"])
    }
}
