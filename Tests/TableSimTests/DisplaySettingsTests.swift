import Testing

@testable import TableSim
import TableSimTesting

/// An app object that observes the display settings' notifications, and may reload on them.
final class DisplaySettingsListener: DisplaySettingsObserving {
    var heard: [(DisplaySetting, Bool)] = []
    var reloads = false
    weak var tableView: TableView?
    func displaySettingDidChange(_ setting: DisplaySetting, isOn: Bool) {
        heard.append((setting, isOn))
        if reloads { tableView?.reloadData() }
    }
}

/// The display settings of the assistive-tech reference §5: flags, notifications, Bold Text's wider
/// text and re-measuring, and what pictures show.
@Suite struct DisplaySettingsTests {
    /// 324/16 em: 344.25 pt at 17 pt fits the 358 pt a 390 pt row gives its text; bold (361.46 pt) does not.
    static let longTitle = "Show previews of messages on your lock screen"

    func show(_ app: StockTextApp, height: Double = 310, before: (Simulator) -> Void = { _ in }) -> Simulator {
        let table = TableView()
        table.dataSource = app
        table.delegate = app
        app.tableView = table
        let simulator = Simulator(tableView: table, screen: Screen(size: Size(width: 390, height: height)))
        simulator.setTextSize(.large)
        before(simulator)
        simulator.appear()
        return simulator
    }

    func app() -> StockTextApp {
        let app = StockTextApp(rows: 20)
        app.title = { $0 == 0 ? Self.longTitle : "Row \($0)" }
        app.configure = { cell, _ in cell.textLabel?.numberOfLines = 0 }
        return app
    }

    // MARK: The text measurer

    @Test func boldTextIsFivePercentWiderAndWrapsSooner() {
        let regular = TextMeasurer(pointSize: 17)
        let bold = TextMeasurer(pointSize: 17, isBold: true)
        #expect(regular.width(of: Self.longTitle) == 344.25)
        #expect(bold.width(of: Self.longTitle) == 361.4625)
        #expect(regular.lines(of: Self.longTitle, width: 358) == [Self.longTitle])
        #expect(bold.lines(of: Self.longTitle, width: 358) == ["Show previews of messages on your lock", "screen"])
        // Exact: 16 pt "ab" is 16 pt wide, 16.8 bold; lines keep their height.
        #expect(TextMeasurer(pointSize: 16, isBold: true).width(of: "ab") == 16.8)
        #expect(bold.lineHeight == regular.lineHeight)
    }

    // MARK: A change while shown

    @Test func boldTextGrowsASelfSizingRowAfterTheObserversLine() {
        let app = app()
        let simulator = show(app)
        let listener = DisplaySettingsListener()
        simulator.addDisplaySettingsObserver(listener)
        let table = simulator.tableView
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.indexPathsForVisibleRows.count == 8)
        let lines = simulator.record { simulator.setBoldText(true) }
        expectTrace(lines, [
            "UIAccessibilityBoldTextStatusDidChangeNotification",
            "tableView(_:didEndDisplaying:forRowAt:) cell#8 [0, 7]",
        ])
        #expect(listener.heard.map(\.0) == [.boldText] && listener.heard.map(\.1) == [true])
        #expect(simulator.displaySettings.boldText && simulator.displaySettings.enabled == [.boldText])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        #expect(table.textLayout(of: table.cellForRow(at: IndexPath(row: 0, section: 0))!, at: IndexPath(row: 0, section: 0)).title.count == 2)
        // The same value again posts nothing; off brings row 7 back from the reuse pool.
        expectTrace(simulator.record { simulator.setBoldText(true) }, [])
        expectTrace(simulator.record { simulator.setBoldText(false) }, [
            "UIAccessibilityBoldTextStatusDidChangeNotification",
            "tableView(_:cellForRowAt:) [0, 7] -> cell#8",
            "tableView(_:willDisplay:forRowAt:) cell#8 [0, 7]",
        ])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test func withoutAnObserverBoldTextOnlyReMeasures() {
        let app = app()  // the table holds its data source and delegate weakly
        let simulator = show(app)
        #expect(simulator.tableView.indexPathsForVisibleRows.count == 8)
        expectTrace(simulator.record { simulator.setBoldText(true) }, [
            "tableView(_:didEndDisplaying:forRowAt:) cell#8 [0, 7]"
        ])
        #expect(simulator.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        #expect(simulator.tableView.indexPathsForVisibleRows.count == 7)
    }

    @Test func anObserverThatReloadsGetsTheReloadInsteadOfTheReMeasuring() {
        let app = app()
        let simulator = show(app, height: 100)
        let listener = DisplaySettingsListener()
        listener.reloads = true
        listener.tableView = simulator.tableView
        simulator.addDisplaySettingsObserver(listener)
        let lines = simulator.record { simulator.setBoldText(true) }
        #expect(lines.first?.description == "UIAccessibilityBoldTextStatusDidChangeNotification")
        #expect(lines.dropFirst().first?.description == "tableView(_:numberOfRowsInSection:) 0 -> 20")
        #expect(simulator.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
    }

    @Test func theOtherSettingsPostTheirLineAndChangeNothingElse() {
        let app = app()
        let simulator = show(app)
        let listener = DisplaySettingsListener()
        simulator.addDisplaySettingsObserver(listener)
        let others = DisplaySetting.allCases.filter { $0 != .boldText }
        var settings = simulator.displaySettings
        for setting in others { settings[setting] = true }
        let lines = simulator.record { simulator.displaySettings = settings }
        expectTrace(lines, [
            "UIAccessibilityReduceMotionStatusDidChangeNotification",
            "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification",
            "UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification",
            "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification",
            "UIAccessibilityInvertColorsStatusDidChangeNotification",
            "UIAccessibilityReduceTransparencyStatusDidChangeNotification",
            "UIAccessibilityOnOffSwitchLabelsDidChangeNotification",
        ])
        #expect(listener.heard.map(\.0) == others)
        #expect(simulator.displaySettings.enabled == others)
        #expect(simulator.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test func beforeTheTableAppearsASettingIsSilentAndTheTableLoadsWithIt() {
        let listener = DisplaySettingsListener()
        let app = app()
        let simulator = show(app) { simulator in
            simulator.addDisplaySettingsObserver(listener)
            simulator.setBoldText(true)
        }
        #expect(listener.heard.isEmpty)
        #expect(simulator.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        #expect(simulator.tableView.indexPathsForVisibleRows.count == 7)
    }

    @Test func theNamesFollowTheReferencesTable() {
        #expect(DisplaySetting.allCases.map(\.rawValue) == [
            "bold-text", "reduce-motion", "increase-contrast", "differentiate-without-color", "button-shapes",
            "invert-colors", "reduce-transparency", "on-off-labels",
        ])
        #expect(DisplaySetting.increaseContrast.statusPropertyName == "UIAccessibility.isDarkerSystemColorsEnabled")
        #expect(DisplaySetting.allCases.filter(\.isTrait) == [.boldText, .increaseContrast])
    }

    // MARK: Pictures

    func switchApp() -> StockTextApp {
        let app = StockTextApp(rows: 3)
        app.configure = { cell, row in
            if row < 2 { cell.accessoryViewContent = .toggle(isOn: row == 0) } else { cell.accessoryType = .disclosureIndicator }
        }
        return app
    }

    @Test func increaseContrastDrawsTheHighContrastColoursAndOnOffLabelsTheMarks() {
        let app = switchApp()
        let simulator = show(app, height: 300)
        let plain = simulator.svgPicture()
        #expect(plain.contains("#34C759") && !plain.contains("#248A3D"))
        simulator.setIncreaseContrast(true)
        let contrast = simulator.svgPicture()
        // The green track, the separator and the chevron in their variants; the frame keeps its colour.
        #expect(!contrast.contains("#34C759") && contrast.contains("#248A3D"))
        #expect(!contrast.contains("stroke=\"#C6C6C8\"") && contrast.contains("#1C1C1E"))
        // On/Off Labels: an I bar on the on switch, an O ring on the off one.
        let before = contrast.components(separatedBy: "<line").count
        simulator.setOnOffLabels(true)
        let labelled = simulator.svgPicture()
        #expect(labelled.components(separatedBy: "<line").count == before + 1)
        #expect(labelled.contains("r=\"4.5\""))
        // Everything off again: the first picture, byte for byte.
        simulator.displaySettings = DisplaySettings()
        #expect(simulator.svgPicture() == plain)
    }

    @Test func boldTextDrawsRowTextBold() {
        let app = switchApp()
        let simulator = show(app, height: 300)
        #expect(!simulator.svgPicture().contains("font-weight"))
        simulator.setBoldText(true)
        #expect(simulator.svgPicture().contains("font-weight=\"600\">Row 0<"))
    }
}
