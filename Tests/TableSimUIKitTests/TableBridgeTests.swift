import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A data source and delegate written as for UIKit: CGFloat heights, UIKit's nested types.
@MainActor
private final class Fruits: NSObject, UITableViewDataSource, UITableViewDelegate {
    var names = ["Apple", "Banana", "Cherry"]
    var selected: [IndexPath] = []
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath) as! FruitCell
        cell.textLabel?.text = names[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let flag = UIContextualAction(style: .normal, title: nil) { [unowned self] _, view, done in
            log.append("flag \((view as? UITableViewCell)?.textLabel?.text ?? "?")")
            done(true)
        }
        flag.accessibilityLabel = "Flag"
        let pin = UIContextualAction(style: .normal, title: nil) { [unowned self] _, _, done in
            log.append("pin")
            done(true)
        }
        pin.image = UIImage(systemName: "pin")
        return UISwipeActionsConfiguration(actions: [flag, pin])
    }
}

/// A registered cell subclass whose overrides must run when UIKit would call them.
private final class FruitCell: UITableViewCell {
    var events: [String] = []
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
    override func setSelected(_ selected: Bool, animated: Bool) {
        events.append("selected \(selected)")
        super.setSelected(selected, animated: animated)
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        events.append("highlighted \(highlighted)")
        super.setHighlighted(highlighted, animated: animated)
    }
    override func prepareForReuse() { events.append("prepareForReuse") }
}

@MainActor
private func showFruits() -> (Fruits, UITableView, Simulator) {
    let app = Fruits()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(showing: table)
    simulator.appear()
    return (app, table, simulator)
}

@Test @MainActor func aCGFloatHeightMethodIsCalledAndSizesTheRows() throws {
    let (_, table, _) = showFruits()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 390, height: 80))
    let heights = table.simulatedTableView.trace.map(\.text).filter { $0.hasPrefix("tableView(_:heightForRowAt:)") }
    #expect(heights == ["tableView(_:heightForRowAt:) [0, 0] -> 80", "tableView(_:heightForRowAt:) [0, 1] -> 80",
        "tableView(_:heightForRowAt:) [0, 2] -> 80"])
}

@Test @MainActor func aTapRunsTheCellOverridesAndTheDelegateInUIKitsOrder() throws {
    let (app, table, simulator) = showFruits()
    let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
    expectTrace(lines, ["tableView(_:didSelectRowAt:) [0, 1]"])
    #expect(app.selected == [IndexPath(row: 1, section: 0)])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FruitCell)
    #expect(cell.events == ["highlighted true", "highlighted false", "selected true"])
    #expect(cell.isSelected && table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
    #expect(cell.textLabel?.text == "Banana" && cell.detailTextLabel != nil)
}

@Test @MainActor func swipeToDeleteCommitsThroughTheUIKitProtocol() throws {
    let (app, table, simulator) = showFruits()
    let lines = try simulator.record {
        try simulator.swipe(IndexPath(row: 0, section: 0), .left)
        try simulator.tapDeleteButton()
    }
    expectTrace(lines, [
        "tableView(_:commit:forRowAt:) .delete [0, 0]",
        "tableView(_:numberOfRowsInSection:) 0 -> 2",
    ])
    #expect(app.names == ["Banana", "Cherry"])
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Banana", "Cherry"])
}

@Test @MainActor func anImageOnlySwipeActionIsTappedByItsAccessibilityLabel() throws {
    let (app, _, simulator) = showFruits()
    try simulator.swipe(IndexPath(row: 2, section: 0), .right)
    try simulator.tapAction(titled: "Flag")
    #expect(app.log == ["flag Cherry"])
    try simulator.swipe(IndexPath(row: 0, section: 0), .right)
    try simulator.tapAction(titled: "pin")
    #expect(app.log == ["flag Cherry", "pin"])
}

@Test @MainActor func aCellThatTakesNoTouchesIsNeitherHighlightedNorSelected() throws {
    let (app, table, simulator) = showFruits()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FruitCell)
    cell.isUserInteractionEnabled = false
    let lines = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
    expectTrace(lines, [])
    #expect(app.selected.isEmpty && cell.events.isEmpty && table.indexPathForSelectedRow == nil)
}

@MainActor
private final class Unregistered: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
    }
}

@Test @MainActor func dequeueingAnUnregisteredIdentifierCrashesWithUIKitsText() throws {
    let app = Unregistered()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = app
    let simulator = Simulator(showing: table)
    var lines: [TraceLine] = []
    expectUIKitException("unable to dequeue a cell with identifier Missing") { lines = simulator.record { simulator.appear() } }
    expectTrace(lines, [
        "tableView(_:numberOfRowsInSection:) 0 -> 1",
        "tableView(_:cellForRowAt:) [0, 0]",
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue "
            + "a cell with identifier Missing - must register a nib or a class for the identifier or connect a "
            + "prototype cell in a storyboard'",
    ])
}

@Test @MainActor func aReleasedDataSourceAndDelegateAreNeverCalledNorTraced() throws {
    let table = UITableView(frame: .zero, style: .plain)
    var app: Fruits? = Fruits()
    table.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
    table.dataSource = app
    table.delegate = app
    app = nil  // the table holds them weakly, as UIKit does
    let simulator = Simulator(showing: table)
    // As with a data source never set: UIKit's assertion, and no call to the app's methods.
    let exception = expectUIKitException("UITableView dataSource is not set") { simulator.appear() }
    #expect(exception != nil)
    #expect(table.simulatedTableView.trace.map(\.text) == [
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
            + "'UITableView dataSource is not set'"
    ])
}

@Test @MainActor func registeringNilRemovesARegistration() {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    #expect(table.dequeueReusableCell(withIdentifier: "Fruit") is FruitCell)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") != nil)
    table.register(nil as AnyClass?, forCellReuseIdentifier: "Fruit")
    table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "Header")
    #expect(table.dequeueReusableCell(withIdentifier: "Fruit") == nil)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
}
