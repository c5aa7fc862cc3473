import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusNetNewsWire

/// NetNewsWire's ColorPaletteTableViewController (corpus/NetNewsWire): Settings › Appearance, pushed
/// on the settings stack; a tap stores the choice and pops back.
@MainActor
@Suite(.serialized) struct NetNewsWireColorPaletteTests {
    /// Settings with the palette screen pushed on top, as NetNewsWire's storyboard segue leaves it.
    func showPalette(current: UserInterfaceColorPalette) throws -> (UINavigationController, ColorPaletteTableViewController, Simulator, [TraceLine]) {
        AppDefaults.userInterfaceColorPalette = current
        let settings = UITableViewController(style: .insetGrouped)
        let palette = ColorPaletteTableViewController(style: .insetGrouped)
        // The storyboard's prototype cell.
        palette.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let navigation = UINavigationController(rootViewController: settings)
        navigation.pushViewController(palette, animated: false)
        let simulator = try Simulator(showing: navigation)
        let appear = simulator.record { simulator.appear() }
        return (navigation, palette, simulator, appear)
    }

    @Test func thePalettesAppearWithTheCurrentOneChecked() throws {
        let (_, palette, _, appear) = try showPalette(current: .light)
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "viewDidAppear(_:) false",
        ])
        let cells = palette.tableView.visibleCells
        #expect(cells.map { $0.textLabel?.text } == ["Automatic", "Light", "Dark"])
        #expect(cells.map(\.accessoryType) == [.none, .checkmark, .none])
    }

    @Test func aTapStoresThePaletteAndPopsBackToSettings() throws {
        let (navigation, palette, simulator, _) = try showPalette(current: .automatic)
        let tap = try simulator.record { try simulator.tap(IndexPath(row: 2, section: 0)) }
        // The settings screen under the palette loads its view on the way back, then the two
        // controllers trade places in UIKit's order.
        expectTrace(tap, [
            "tableView(_:didSelectRowAt:) [0, 2]",
            "viewDidLoad()",
            "viewWillDisappear(_:) true",
            "viewWillAppear(_:) true",
            "viewDidDisappear(_:) true",
            "viewDidAppear(_:) true",
        ])
        #expect(AppDefaults.userInterfaceColorPalette == .dark)
        #expect(navigation.viewControllers.count == 1)
        #expect(palette.navigationController == nil)
    }
}
