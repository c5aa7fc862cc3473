import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusGoMap

/// Go Map!!'s CustomFieldListViewController (corpus/GoMap): the user's custom preset fields, with an
/// Edit button to delete and reorder them and an "add new" row that stays last.
@MainActor
@Suite(.serialized) struct GoMapCustomFieldListTests {
    /// The list with three fields, shown and loaded.
    func showFields() -> (CustomFieldListViewController, Simulator) {
        PresetKeyUserDefinedList.shared = PresetKeyUserDefinedList(
            ["Surface", "Lanes", "Lit"].map { PresetDisplayKeyUserDefined(name: $0) })
        let controller = CustomFieldListViewController(style: .grouped)
        // The storyboard's two prototype cells.
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "backgroundCell")
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "addNewCell")
        let simulator = Simulator(showing: controller)
        simulator.appear()
        return (controller, simulator)
    }

    /// The names in the model, then the texts of the visible rows.
    func state(_ controller: CustomFieldListViewController) -> ([String], [String?]) {
        (PresetKeyUserDefinedList.shared.list.map(\.name), controller.tableView.visibleCells.map { $0.textLabel?.text })
    }

    @Test func theFieldsAppearUnderTheExplanationWithTheAddRowLast() {
        PresetKeyUserDefinedList.shared = PresetKeyUserDefinedList([PresetDisplayKeyUserDefined(name: "Surface")])
        let controller = CustomFieldListViewController(style: .grouped)
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "backgroundCell")
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "addNewCell")
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:titleForHeaderInSection:) 0 -> \"You can define custom fields for presets. A field is a single key/value pair associated with a feature.\"",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "viewDidAppear(_:) false",
        ])
        #expect(controller.navigationItem.rightBarButtonItem === controller.editButtonItem)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Surface", nil])
    }

    @Test func theEditButtonAsksWhichRowsEditAndMoveAndTheAddRowDoesNeither() {
        let (controller, simulator) = showFields()
        let edit = simulator.record { _ = controller.navigationItem.rightBarButtonItem?.tap() }
        expectTrace(edit, [
            "setEditing(_:animated:) true true",
            "tableView(_:canEditRowAt:) [0, 0] -> true",
            "tableView(_:canMoveRowAt:) [0, 0] -> true",
            "tableView(_:canEditRowAt:) [0, 1] -> true",
            "tableView(_:canMoveRowAt:) [0, 1] -> true",
            "tableView(_:canEditRowAt:) [0, 2] -> true",
            "tableView(_:canMoveRowAt:) [0, 2] -> true",
            "tableView(_:canEditRowAt:) [0, 3] -> false",
        ])
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
    }

    @Test func deletingInEditingModeRemovesTheFieldFromTheListAndTheTable() throws {
        let (controller, simulator) = showFields()
        controller.setEditing(true, animated: false)
        let delete = try simulator.record {
            try simulator.tap(IndexPath(row: 1, section: 0), region: .editingControl)
            try simulator.tapDeleteButton()
        }
        expectTrace(delete, [
            "tableView(_:commit:forRowAt:) .delete [0, 1]",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
        ])
        simulator.wait(milliseconds: 1000)
        #expect(state(controller) == (["Surface", "Lit"], ["Surface", "Lit", nil]))
    }

    @Test func draggingAFieldUpReordersTheList() throws {
        let (controller, simulator) = showFields()
        controller.setEditing(true, animated: false)
        let drag = try simulator.record { try simulator.drag(IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)) }
        expectTrace(drag, ["tableView(_:moveRowAt:to:) [0, 2] [0, 0]"])
        simulator.wait(milliseconds: 1000)
        #expect(state(controller) == (["Lit", "Surface", "Lanes"], ["Lit", "Surface", "Lanes", nil]))
    }
}
