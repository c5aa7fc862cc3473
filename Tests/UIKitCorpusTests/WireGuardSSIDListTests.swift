import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusWireGuard

/// WireGuard's SSIDOptionDetailTableViewController (corpus/WireGuard): the read-only list of Wi-Fi
/// networks an on-demand rule names, in WireGuard's own registered TextCell.
@MainActor
@Suite struct WireGuardSSIDListTests {
    @Test func theNetworksAppearUnderTheirHeaderInRegisteredTextCells() throws {
        let controller = SSIDOptionDetailTableViewController(title: "Only these SSIDs", ssids: ["Home", "Office"])
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        // No localized strings table ships with the corpus, so tr() answers with the key, as
        // NSLocalizedString does on a device when a key is missing.
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:titleForHeaderInSection:) 0 -> \"tunnelOnDemandSectionTitleSelectedSSIDs\"",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "viewDidAppear(_:) false",
        ])
        #expect(controller.title == "Only these SSIDs")
        let cells = controller.tableView.visibleCells
        #expect(cells.allSatisfy { $0 is TextCell })
        #expect(cells.compactMap { ($0 as? TextCell)?.message } == ["Home", "Office"])
    }

    @Test func aTapSelectsNothingBecauseTheTableAllowsNoSelection() throws {
        let controller = SSIDOptionDetailTableViewController(title: "Except these SSIDs", ssids: ["Café"])
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let tap = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(tap, [])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test func scrolledOffCellsComeBackThroughTextCellsPrepareForReuse() throws {
        let networks = (1...40).map { "Network \($0)" }
        let controller = SSIDOptionDetailTableViewController(title: "Only these SSIDs", ssids: networks)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        try simulator.flick(from: simulator.flickStartPoint, distance: -600, duration: 100)
        simulator.wait(milliseconds: 3000)
        let table = controller.tableView!
        let shown = try #require(table.indexPathsForVisibleRows)
        #expect(shown.first.map { $0.row > 0 } == true)
        // Each reused cell was reset by TextCell.prepareForReuse, then given its row's network.
        #expect(shown.map { (table.cellForRow(at: $0) as? TextCell)?.message } == shown.map { networks[$0.row] })
    }
}
