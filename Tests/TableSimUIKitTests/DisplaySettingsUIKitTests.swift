import Foundation
import TableSim
import TableSimTesting
@testable import TableSimUIKit
import Testing

/// A list of stock rows that observes Bold Text and records its traits, as an app with its own fonts does.
@MainActor
private final class BoldListController: UITableViewController {
    var heardBold: [Bool] = []
    var previousWeights: [UILegibilityWeight] = []
    var weightsSeen: [UILegibilityWeight] = []
    private var observer: (any NSObjectProtocol)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.boldTextStatusDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.heardBold.append(UIAccessibility.isBoldTextEnabled) }
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousWeights.append(previousTraitCollection?.legibilityWeight ?? .unspecified)
        weightsSeen.append(traitCollection.legibilityWeight)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = indexPath.row == 0 ? "Show previews of messages on your lock screen" : "Row \(indexPath.row)"
        cell.textLabel?.numberOfLines = 0
        return cell
    }
}

@Suite(.serialized) @MainActor struct DisplaySettingsUIKitTests {
    private let screen = Screen(size: Size(width: 390, height: 310))

    @Test func boldTextPostsTheNotificationThenTheTraitChangeThenRowsAreMeasuredAgain() throws {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let controller = BoldListController(style: .plain)
        let simulator = Simulator(showing: controller, screen: screen)
        simulator.appear()
        #expect(!UIAccessibility.isBoldTextEnabled)
        #expect(UITraitCollection.current.legibilityWeight == .regular)
        let table = try #require(controller.tableView)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        let lines = simulator.record { simulator.setBoldText(true) }
        #expect(lines.map(\.text) == [
            "UIAccessibilityBoldTextStatusDidChangeNotification",
            "traitCollectionDidChange(_:) UICTContentSizeCategoryL",
        ])
        #expect(controller.heardBold == [true])
        #expect(controller.previousWeights == [.regular] && controller.weightsSeen == [.bold])
        #expect(UIAccessibility.isBoldTextEnabled && UITraitCollection.current.legibilityWeight == .bold)
        // The stock label came back in the heavier face, and the row grew for its wider text.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.font.fontName == ".SFUI-Semibold")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        // Off: the traits before print their weight.
        let back = simulator.record { simulator.setBoldText(false) }
        #expect(back.map(\.text).prefix(2) == [
            "UIAccessibilityBoldTextStatusDidChangeNotification",
            "traitCollectionDidChange(_:) UICTContentSizeCategoryL legibilityWeight=bold",
        ])
        #expect(cell.textLabel?.font.fontName == ".SFUI-Regular")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test func theFlagsReadTheShownSimulatorAndContrastIsATrait() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let controller = BoldListController(style: .plain)
        let simulator = Simulator(showing: controller, screen: screen)
        simulator.setReduceMotion(true)
        simulator.appear()
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled && !UIAccessibility.isOnOffSwitchLabelsEnabled)
        let lines = simulator.record { simulator.setIncreaseContrast(true) }
        #expect(lines.map(\.text) == [
            "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification",
            "traitCollectionDidChange(_:) UICTContentSizeCategoryL",
        ])
        #expect(UIAccessibility.isDarkerSystemColorsEnabled && UITraitCollection.current.accessibilityContrast == .high)
        // A setting that is no trait: the notification's line alone.
        let labels = simulator.record { simulator.setOnOffLabels(true) }
        #expect(labels.map(\.text) == ["UIAccessibilityOnOffSwitchLabelsDidChangeNotification"])
        #expect(UIAccessibility.isOnOffSwitchLabelsEnabled)
        #expect(UIAccessibility.onOffSwitchLabelsDidChangeNotification.rawValue == "UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
        simulator.displaySettings = DisplaySettings()
        #expect(UITraitCollection.current.accessibilityContrast == .normal)
    }

    @Test func systemFontsComeBackHeavierWhileBoldTextIsOnNamedFontsDoNot() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = UITraitCollection(legibilityWeight: .bold)
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .medium).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Heavy")
        #expect(UIFont.systemFont(ofSize: 17, weight: .light).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 17, weight: .black).fontName == ".SFUI-Black")
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Heavy")
        #expect(UIFont(name: "Avenir", size: 17)?.fontName == "Avenir")
        #expect(UIFont.systemFont(ofSize: 17).withSize(20).fontName == ".SFUI-Semibold")
    }

    @Test func smartInvertSparesAViewThatIgnoresItAndEverythingInside() {
        let controller = BoldListController(style: .plain)
        let simulator = Simulator(showing: controller, screen: screen)
        simulator.appear()
        let photo = UIView()
        let badge = UIView()
        photo.addSubview(badge)
        #expect(!badge.isShownInverted)
        simulator.setDisplaySetting(.invertColors, true)
        #expect(UIAccessibility.isInvertColorsEnabled && badge.isShownInverted)
        photo.accessibilityIgnoresInvertColors = true
        #expect(!badge.isShownInverted && !photo.isShownInverted)
    }

    @Test func boldTextSetBeforeTheControllerShowsIsWhatTheTableLoadsWith() throws {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let controller = BoldListController(style: .plain)
        let simulator = Simulator(showing: controller, screen: screen)
        simulator.setBoldText(true)
        let lines = simulator.record { simulator.appear() }
        #expect(!lines.map(\.text).contains { $0.hasPrefix("traitCollectionDidChange") || $0.hasPrefix("UIAccessibility") })
        #expect(controller.heardBold.isEmpty)
        #expect(UITraitCollection.current.legibilityWeight == .bold)
        let table = try #require(controller.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.font.fontName == ".SFUI-Semibold")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
    }
}
