import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
import UIKitCorpusLoopKit

/// LoopKit's RadioSelectionTableViewController (corpus/LoopKit): a list of options with one checked.
@MainActor
@Suite struct LoopKitRadioSelectionTests {
    /// The delegate LoopKit's settings screens set, recording each index it is told about.
    @MainActor final class SelectionRecorder: @preconcurrency RadioSelectionTableViewControllerDelegate {
        var indices: [Int?] = []
        func radioSelectionTableViewControllerDidChangeSelectedIndex(_ controller: RadioSelectionTableViewController) {
            indices.append(controller.selectedIndex)
        }
    }

    /// The controller as LoopKit's settings push it, shown with nothing selected yet.
    func showOptions() -> (RadioSelectionTableViewController, SelectionRecorder, Simulator, [TraceLine]) {
        let controller = RadioSelectionTableViewController()
        let recorder = SelectionRecorder()
        controller.options = ["Off", "Low", "High"]
        controller.contextHelp = "Choose how often to be reminded."
        controller.delegate = recorder
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        return (controller, recorder, simulator, appear)
    }

    /// What each visible row shows: its text and whether it carries the checkmark.
    func rows(_ controller: RadioSelectionTableViewController) -> [String] {
        controller.tableView.visibleCells.map { "\($0.textLabel?.text ?? "nil") \($0.accessoryType == .checkmark ? "✓" : "-")" }
    }

    @Test func theOptionsAppearWithTheFooterTheControllerWasGiven() {
        let (controller, recorder, _, appear) = showOptions()
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:titleForFooterInSection:) 0 -> \"Choose how often to be reminded.\"",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "viewDidAppear(_:) false",
        ])
        #expect(rows(controller) == ["Off -", "Low -", "High -"])
        #expect(recorder.indices.isEmpty)
    }

    @Test func aTapChecksTheRowTellsTheDelegateAndLeavesNothingSelected() throws {
        let (controller, recorder, simulator, _) = showOptions()
        let tap = try simulator.record { try simulator.tap(IndexPath(row: 2, section: 0)) }
        expectTrace(tap, ["tableView(_:didSelectRowAt:) [0, 2]"])
        #expect(controller.selectedIndex == 2)
        #expect(recorder.indices == [2])
        #expect(rows(controller) == ["Off -", "Low -", "High ✓"])
        // The controller deselects in didSelectRowAt, as on a device: the row does not stay grey.
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test func anotherTapMovesTheCheckmarkAndTappingTheCheckedRowAgainTellsNoOne() throws {
        let (controller, recorder, simulator, _) = showOptions()
        try simulator.tap(IndexPath(row: 0, section: 0))
        let second = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        expectTrace(second, ["tableView(_:didSelectRowAt:) [0, 1]"])
        #expect(rows(controller) == ["Off -", "Low ✓", "High -"])
        let again = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        expectTrace(again, ["tableView(_:didSelectRowAt:) [0, 1]"])
        #expect(recorder.indices == [0, 1])
        #expect(rows(controller) == ["Off -", "Low ✓", "High -"])
    }
}
