import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A settings screen as UIKit code writes it: a switch in each row's accessory view, its
/// `.valueChanged` action saving the model, a button in the last row, and a custom header view
/// whose title is a label of its own.
@MainActor
private final class Settings: UITableViewController {
    var names = ["Airplane Mode", "Wi-Fi", "Bluetooth"]
    var isOn = [false, true, false]
    var resets = 0
    var saved: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        tableView.register(LabelHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count + 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        if indexPath.row == names.count {
            cell.textLabel?.text = "Network Settings"
            let button = UIButton(type: .system)
            button.setTitle("Reset", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            button.addAction(UIAction { [weak self] _ in self?.resets += 1 }, for: .touchUpInside)
            cell.accessoryView = button
            return cell
        }
        cell.textLabel?.text = names[indexPath.row]
        cell.accessoryType = .disclosureIndicator  // ignored: the accessory view takes its place
        let toggle = UISwitch()
        toggle.isOn = isOn[indexPath.row]
        toggle.isEnabled = indexPath.row != 2
        toggle.addAction(
            UIAction { [weak self, weak toggle] _ in
                guard let self, let toggle else { return }
                isOn[indexPath.row] = toggle.isOn
                saved.append("\(names[indexPath.row]) \(toggle.isOn ? "on" : "off")")
            }, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? LabelHeader
        header?.title.text = "Connections"
        return header
    }
}

/// A header view whose title is its own label in its content view, not the stock text label.
private final class LabelHeader: UITableViewHeaderFooterView {
    let title = UILabel()
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
private func showSettings() -> (Settings, Simulator) {
    let settings = Settings(style: .plain)
    let simulator = Simulator(showing: settings, screen: Screen(size: Size(width: 390, height: 400)))
    simulator.appear()
    return (settings, simulator)
}

@Test @MainActor func aTapOnASwitchFlipsItAndRunsItsActionWithoutSelectingTheRow() throws {
    let (settings, simulator) = showSettings()
    let lines = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0), region: .accessory) }
    expectTrace(lines, ["UIControl.Event.valueChanged UISwitch [0, 0] isOn=true"])
    #expect(settings.saved == ["Airplane Mode on"])
    #expect(settings.tableView.indexPathForSelectedRow == nil)
    // The row's content is still a row: a tap there selects it (the controller implements no
    // selection callback, so the trace is empty), and the accessory type stays hidden.
    let row = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
    #expect(row.isEmpty)
    #expect(settings.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(settings.saved == ["Airplane Mode on"])
    #expect(simulator.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownAccessory == AccessoryType.none)
}

@Test @MainActor func aDisabledSwitchLetsTheTapReachTheRow() throws {
    let (settings, simulator) = showSettings()
    let lines = try simulator.record { try simulator.tap(IndexPath(row: 2, section: 0), region: .accessory) }
    #expect(lines.isEmpty)  // no control event, and no selection callback the controller implements
    #expect(settings.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(settings.isOn == [false, true, false])
}

@Test @MainActor func aButtonInTheAccessoryPlaceSendsTouchUpInside() throws {
    let (settings, simulator) = showSettings()
    let lines = try simulator.record { try simulator.tap(IndexPath(row: 3, section: 0), region: .accessory) }
    expectTrace(lines, ["UIControl.Event.primaryActionTriggered UIButton [0, 3]"])
    #expect(settings.resets == 1)
}

@Test @MainActor func voiceOverReadsASwitchRowAsASwitchAndFlipsItOnADoubleTap() throws {
    let (settings, simulator) = showSettings()
    simulator.voiceOver.turnOn()
    #expect(simulator.voiceOver.elements.map(VoiceOverSpeech.description(of:)) == [
        "Connections, Heading",
        "Airplane Mode, Switch Button, Off",
        "Wi-Fi, Switch Button, On",
        "Bluetooth, Dimmed, Switch Button, Off",
        "Network Settings, Reset",
    ])
    let lines = try simulator.record {
        try simulator.voiceOver.next()  // the header, then Airplane Mode, then Wi-Fi
        try simulator.voiceOver.next()
        try simulator.voiceOver.activate()
    }
    expectTrace(lines, [
        "...",
        "VoiceOver: \"Wi-Fi, Switch Button, On\"",
        "VoiceOver hint: \"Double tap to toggle setting.\"",
        "UIControl.Event.valueChanged UISwitch [0, 1] isOn=false",
        "VoiceOver: \"Wi-Fi, Switch Button, Off\"",
        "VoiceOver hint: \"Double tap to toggle setting.\"",
    ])
    #expect(settings.saved == ["Wi-Fi off"])
    #expect(settings.tableView.indexPathForSelectedRow == nil)
}

@Test @MainActor func thePictureDrawsTheSwitchesTheButtonAndTheHeadersOwnLabel() {
    let (_, simulator) = showSettings()
    let svg = simulator.svgPicture()
    // Two switches on the white track's green or gray, the disabled one faded, the button's title,
    // and the header's label (drawn as the title of a plain header).
    #expect(svg.components(separatedBy: "fill=\"#E9E9EA\"").count - 1 == 1)
    #expect(svg.components(separatedBy: "fill=\"#34C759\"").count - 1 == 1)
    #expect(svg.contains(">Reset</text>"))
    #expect(svg.contains(">Connections</text>"))
}

/// A target–action pair cannot be sent on Linux: the test that would silently miss it fails.
@Test @MainActor func aSelectorTargetOnTheSwitchFailsTheTestInsteadOfBeingSkipped() throws {
    let (settings, simulator) = showSettings()
    let toggle = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    toggle.addTarget(settings, action: Selector("toggled:"), for: .valueChanged)
    withKnownIssue("the selector cannot be sent") {
        _ = try? simulator.tap(IndexPath(row: 0, section: 0), region: .accessory)
    } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("could not send its action \"toggled:\"") }
    }
    #expect(settings.saved == ["Airplane Mode on"])  // the closure action still ran
}

/// A header view the app made an element reads its own label, not its subviews.
@Test @MainActor func aHeaderViewThatIsAnElementReadsItsOwnLabel() throws {
    let (settings, simulator) = showSettings()
    let header = try #require(settings.tableView.headerView(forSection: 0))
    header.isAccessibilityElement = true
    header.accessibilityLabel = "Connections, 3 settings"
    simulator.voiceOver.turnOn()
    #expect(simulator.voiceOver.elements.first.map(VoiceOverSpeech.description(of:)) == "Connections, 3 settings, Heading")
}


/// In editing mode the editing accessory view takes the accessory's place; with none, the accessory
/// view goes (Neuburg, as the UIKit reference's §2.3 quotes: it "will vanish").
@Test @MainActor func editingModeShowsTheEditingAccessoryViewOrNone() throws {
    let (settings, simulator) = showSettings()
    let wifi = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let editingToggle = UISwitch()
    editingToggle.isOn = true
    wifi.editingAccessoryView = editingToggle
    settings.setEditing(true, animated: false)
    let core = simulator.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(core?.shownAccessoryView?.kind == .toggle(isOn: true))
    #expect(simulator.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownAccessoryView == nil)
    settings.setEditing(false, animated: false)
    #expect(core?.shownAccessoryView?.kind == .toggle(isOn: true))  // Wi-Fi's own switch is on too
    #expect(simulator.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownAccessoryView?.kind == .toggle(isOn: false))
}

/// Voice Control marks a row whose cell shows a control in its accessory's place, even where the
/// table allows no selection: TableSimUIKit's accessory views count as the core's own do.
@Test @MainActor func voiceControlMarksARowWithAnAccessoryControlWhenSelectionIsOff() {
    let (settings, simulator) = showSettings()
    settings.tableView.allowsSelection = false
    let marked = simulator.voiceControl.targets.map(\.element)
    #expect(marked.contains(.row(IndexPath(row: 3, section: 0))))
}
