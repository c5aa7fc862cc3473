import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A cell registered with a style, as UIKit code registers subtitle and value cells.
private final class StyledCell: UITableViewCell {
    nonisolated(unsafe) static var style = UITableViewCell.CellStyle.subtitle
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: StyledCell.style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

/// A list of fruit with their colours, shown with stock labels or with content configurations.
@MainActor
private final class Fruits: NSObject, UITableViewDataSource, UITableViewDelegate {
    enum Shown { case stockLabels, defaultConfiguration, valueConfiguration }
    let shown: Shown
    var fruits = [("Apple", "Red"), ("Banana", "Yellow"), ("Cherry", "Dark red")]
    var handlerStates: [String] = []
    var usesHandler = false

    init(_ shown: Shown) { self.shown = shown }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        let (name, colour) = fruits[indexPath.row]
        switch shown {
        case .stockLabels:
            cell.textLabel?.text = name
            cell.detailTextLabel?.text = colour
        case .defaultConfiguration:
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = colour
            cell.contentConfiguration = content
        case .valueConfiguration:
            var content = UIListContentConfiguration.valueCell()
            content.text = name
            content.secondaryText = colour
            cell.contentConfiguration = content
        }
        guard usesHandler else { return cell }
        cell.configurationUpdateHandler = { [weak self] cell, state in
            self?.handlerStates.append(Self.describe(state))
            guard var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
            content.secondaryText = state.isSelected ? "\(colour) (chosen)" : colour
            cell.contentConfiguration = content
        }
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    static func describe(_ state: UICellConfigurationState) -> String {
        let flags = [
            state.isHighlighted ? "highlighted" : nil, state.isSelected ? "selected" : nil,
            state.isEditing ? "editing" : nil, state.isSwiped ? "swiped" : nil, state.isDisabled ? "disabled" : nil,
        ].compactMap { $0 }
        return flags.isEmpty ? "normal" : flags.joined(separator: "+")
    }
}

/// Two sections with header views, titled by their labels or by content configurations.
@MainActor
private final class Sections: UITableViewController {
    let configures: Bool
    init(configures: Bool) {
        self.configures = configures
        super.init(style: .grouped)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        guard configures else {
            cell.textLabel?.text = "Row \(indexPath.section)"
            return cell
        }
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section)"
        cell.contentConfiguration = content
        return cell
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        let title = section == 0 ? "Fruit" : "Vegetables"
        guard configures else {
            header?.textLabel?.text = title
            return header
        }
        var content = header?.defaultContentConfiguration()
        content?.text = title
        header?.contentConfiguration = content
        return header
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
}

/// Two notes that can be deleted, whose cells record each configuration update.
@MainActor
private final class Notes: NSObject, UITableViewDataSource {
    var notes = ["Milk", "Eggs"]
    var updates: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        let note = notes[indexPath.row]
        cell.configurationUpdateHandler = { [weak self] cell, state in
            self?.updates.append("\(note) \(Fruits.describe(state))")
            var content = cell.defaultContentConfiguration()
            content.text = state.isEditing ? "\(note) (editing)" : note
            cell.contentConfiguration = content
        }
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        notes.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@MainActor
private func show(_ app: Fruits, style: UITableViewCell.CellStyle) -> (UITableView, Simulator) {
    StyledCell.style = style
    let table = UITableView(frame: .zero, style: .plain)
    table.register(StyledCell.self, forCellReuseIdentifier: "Fruit")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(showing: table, screen: Screen(size: Size(width: 390, height: 300)))
    simulator.appear()
    return (table, simulator)
}

@MainActor
private func spoken(_ simulator: Simulator) -> [String] {
    simulator.voiceOver.turnOn()
    defer { simulator.voiceOver.turnOff() }
    return simulator.voiceOver.elements.map(VoiceOverSpeech.description(of:))
}

@MainActor
private func heights(_ table: UITableView, rows: Int) -> [CGFloat] {
    (0..<rows).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
}

@Suite(.serialized) @MainActor struct ContentConfigurationTests {
    @Test func theDefaultConfigurationOfASubtitleCellIsShownAsItsStockLabelsAre() throws {
        let (stockTable, stock) = show(Fruits(.stockLabels), style: .subtitle)
        let (table, configured) = show(Fruits(.defaultConfiguration), style: .subtitle)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content == {
            var expected = UIListContentConfiguration.subtitleCell()
            expected.text = "Banana"
            expected.secondaryText = "Yellow"
            return expected
        }())
        // The stock labels carry the configuration, so the core cell `show`, VoiceOver, the audit
        // and the picture read is the stock subtitle cell's.
        #expect(cell.textLabel?.text == "Banana" && cell.detailTextLabel?.text == "Yellow")
        let core = try #require(table.simulatedTableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(core.textLabel?.text == "Banana" && core.detailTextLabel?.text == "Yellow" && core.labelLayout == .subtitle)
        // Body over footnote: 11 + 22 + 17 + 11 pt, as the stock rows.
        #expect(heights(table, rows: 3) == [61, 61, 61])
        #expect(heights(stockTable, rows: 3) == heights(table, rows: 3))
        #expect(spoken(configured) == ["Apple, Red", "Banana, Yellow", "Cherry, Dark red"])
        #expect(spoken(stock) == spoken(configured))
        #expect(configured.svgPicture() == stock.svgPicture())
        #expect(configured.performAccessibilityAudit().map(\.description) == stock.performAccessibilityAudit().map(\.description))
    }

    @Test func aValueConfigurationInADefaultCellIsLaidOutAndReadAsAValue1Cell() throws {
        let (stockTable, stock) = show(Fruits(.stockLabels), style: .value1)
        let (table, configured) = show(Fruits(.valueConfiguration), style: .default)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        // A default-style cell has no detail text label; the configuration's secondary text is
        // shown all the same, beside the text.
        #expect(cell.detailTextLabel == nil)
        #expect(cell.defaultContentConfiguration() == .cell())
        let core = try #require(table.simulatedTableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(core.style == .default && core.labelLayout == .value1 && core.detailTextLabel?.text == "Dark red")
        #expect(heights(table, rows: 3) == [44, 44, 44])
        #expect(heights(stockTable, rows: 3) == heights(table, rows: 3))
        #expect(spoken(configured) == ["Apple, Red", "Banana, Yellow", "Cherry, Dark red"])
        #expect(configured.svgPicture() == stock.svgPicture())
    }

    @Test func aConfiguredSelfSizingRowGrowsWithTheTextSizeAndWrapsItsText() throws {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let app = Fruits(.defaultConfiguration)
        app.fruits[2].1 = "Dark red with yellow speckles"
        let (table, simulator) = show(app, style: .subtitle)
        #expect(heights(table, rows: 3) == [61, 61, 61])
        let lines = simulator.record { simulator.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge) }
        // AX5: body 53 pt on 63 pt lines, footnote 44 pt on 53 pt lines; the visible rows are
        // measured again without asking the data source. A list configuration's texts wrap
        // (numberOfLines 0), so the long secondary text takes two lines where a stock subtitle
        // label (one line) would be cut: 11 + 63 + 2 × 53 + 11.
        #expect(lines.map(\.text) == [])
        #expect(heights(table, rows: 3) == [138, 138, 191])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.textLabel?.font.pointSize == 53 && cell.detailTextLabel?.font.pointSize == 44)
        #expect(cell.textLabel?.numberOfLines == 0 && cell.detailTextLabel?.numberOfLines == 0)
    }

    @Test func anUpdateHandlerChangesTheTextOnSelectionAndTheTapsTraceIsUnchanged() throws {
        let app = Fruits(.defaultConfiguration)
        app.usesHandler = true
        let (table, simulator) = show(app, style: .subtitle)
        // One update per cell as the data source returns it, before the table displays it.
        #expect(app.handlerStates == ["normal", "normal", "normal"])
        app.handlerStates = []
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        expectTrace(lines, ["tableView(_:didSelectRowAt:) [0, 1]"])
        // One update per state change: the finger down, the finger up, the selection.
        #expect(app.handlerStates == ["highlighted", "normal", "selected"])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.configurationState.isSelected && cell.detailTextLabel?.text == "Yellow (chosen)")
        #expect(spoken(simulator) == ["Apple, Red", "Selected, Banana, Yellow (chosen)", "Cherry, Dark red"])
    }

    @Test func swipingAndEditingAreStatesTheHandlerSeesAndTheTraceDoesNot() throws {
        let app = Notes()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        table.dataSource = app
        let simulator = Simulator(showing: table, screen: Screen(size: Size(width: 390, height: 300)))
        simulator.appear()
        #expect(app.updates == ["Milk normal", "Eggs normal"])
        app.updates = []
        let swipe = try simulator.record { try simulator.swipe(IndexPath(row: 0, section: 0), .left) }
        expectTrace(swipe, [])
        // Swipe to delete puts the cell in editing mode, then shows its Delete button: one update
        // for each change, as the cell hears them.
        #expect(app.updates == ["Milk editing", "Milk editing+swiped"])
        app.updates = []
        table.setEditing(true, animated: false)
        // Entering editing mode closes the swipe (the Delete button goes, then the cell leaves
        // swipe-to-delete's editing mode), then each visible cell enters editing mode.
        #expect(app.updates == ["Milk editing", "Milk normal", "Milk editing", "Eggs editing"])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Eggs (editing)" && cell.configurationState.isEditing)
        // (A plain class is taken to implement moveRowAt until a call shows otherwise, so the rows
        // show reorder controls: see "Bring your UIKit code".)
        #expect(spoken(simulator) == [
            "Delete Milk (editing), Button", "Milk (editing)", "Reorder Milk (editing), Button",
            "Delete Eggs (editing), Button", "Eggs (editing)", "Reorder Eggs (editing), Button",
        ])
    }

    @Test func anOverriddenUpdateSeesEditingAndTheAutomaticUpdateRunsFirst() throws {
        final class EditingCell: UITableViewCell {
            var seen: [String] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                let text = (contentConfiguration as? UIListContentConfiguration)?.text ?? "nil"
                seen.append("\(text) editing=\(state.isEditing)")
            }
        }
        let cell = EditingCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.setEditing(true, animated: false)
        cell.setEditing(true, animated: false)  // no change, no update
        cell.automaticallyUpdatesContentConfiguration = false
        cell.setEditing(false, animated: false)
        #expect(cell.seen == ["Row editing=true", "Row editing=false"])
        #expect(cell.textLabel?.text == "Row" && cell.backgroundConfiguration == nil)
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        cell.contentConfiguration = nil
        #expect(cell.textLabel?.text == nil)
    }

    @Test func aHeaderViewsConfigurationIsReadByVoiceOverAndDrawn() throws {
        func show(configures: Bool) -> (UITableView, Simulator) {
            let controller = Sections(configures: configures)
            let simulator = Simulator(showing: controller, screen: Screen(size: Size(width: 390, height: 300)))
            simulator.appear()
            return (controller.tableView, simulator)
        }
        let (table, simulator) = show(configures: true)
        let (_, stock) = show(configures: false)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Vegetables")
        #expect(header.defaultContentConfiguration() == .groupedHeader())
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Vegetables")
        #expect(spoken(simulator) == ["Fruit, Heading", "Row 0", "Vegetables, Heading", "Row 1"])
        // The picture draws the configured header as a header view whose label has the title.
        #expect(simulator.svgPicture() == stock.svgPicture())
    }

    @Test func anAppsOwnConfigurationPutsItsViewInTheContentView() throws {
        struct BadgeConfiguration: UIContentConfiguration {
            var name: String
            func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
            func updated(for state: any UIConfigurationState) -> Self { self }
        }
        final class BadgeView: UIView, UIContentView {
            let label = UILabel()
            var configuration: any UIContentConfiguration {
                didSet { label.text = (configuration as? BadgeConfiguration)?.name }
            }
            init(configuration: BadgeConfiguration) {
                self.configuration = configuration
                super.init(frame: .zero)
                label.text = configuration.name
                addSubview(label)
            }
            required init?(coder: NSCoder) { nil }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = BadgeConfiguration(name: "Gold")
        let view = try #require(cell.contentView.subviews.first as? BadgeView)
        #expect(cell.contentView.subviews.count == 1 && view.label.text == "Gold")
        cell.contentConfiguration = BadgeConfiguration(name: "Silver")
        #expect(cell.contentView.subviews.count == 1 && view.label.text == "Silver")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }
}
