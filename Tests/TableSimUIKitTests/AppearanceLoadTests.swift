import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

// Two silent skips: a controller whose own code loaded the table before it appeared lost its
// appearance calls, and a table made its cells at every `reloadData()`, off screen. UIKit makes a
// table's cells in the layout pass that puts it on screen, once, between `viewWillAppear(_:)` and
// `viewDidAppear(_:)` (the manual's "Loading and appearing").

@MainActor
private func texts(_ lines: [TraceLine]) -> [String] { lines.map(\.text) }

/// A plain view controller as apps write it: the table in its view, a fetch and a reload in
/// `viewDidLoad()`, an observer set up in `viewWillAppear(_:)`.
@MainActor
private final class FetchingController: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)
    var names: [String] = []
    var observing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
        names = ["Ada", "Grace"]
        table.reloadData()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observing = true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

/// A table view controller that reloads in `viewDidLoad()` and again in `viewWillAppear(_:)`, as
/// screens that refresh on every appearance do.
@MainActor
private final class ReloadingController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.reloadData()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

@Suite @MainActor struct AppearanceLoadTests {
    @Test func aPlainControllerThatReloadsInViewDidLoadStillAppears() throws {
        let controller = FetchingController()
        let simulator = try Simulator(showing: controller)
        // Finding the table loaded the view; its reload waits for the table to be on screen.
        #expect(texts(simulator.tableView.trace) == ["viewDidLoad()"])
        #expect(!simulator.hasAppeared)
        #expect(texts(simulator.record { simulator.appear() }) == [
            "viewWillAppear(_:) false",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "viewDidAppear(_:) false",
        ])
        #expect(controller.observing)
        #expect(simulator.hasAppeared)
        #expect(controller.table.visibleCells.map { $0.textLabel?.text } == ["Ada", "Grace"])
        // A second appear() is no new appearance.
        #expect(simulator.record { simulator.appear() }.isEmpty)
    }

    @Test func reloadsBeforeTheTableIsOnScreenMakeItsCellsOnceAtTheLayout() {
        let controller = ReloadingController(style: .plain)
        let simulator = Simulator(showing: controller)
        #expect(texts(simulator.record { simulator.appear() }) == [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "viewDidAppear(_:) false",
        ])
        // Shown, a reload asks again at once: the old cells leave, and come back through the pool.
        #expect(texts(simulator.record { controller.tableView.reloadData() }) == [
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
        ])
    }

    @Test func aTableOffScreenAnswersNothingUntilItIsShown() {
        let controller = ReloadingController(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.reloadData()
        // Only the view's load: no data source call, no cell, and nothing visible yet.
        #expect(texts(controller.tableView.simulatedTableView.trace) == ["viewDidLoad()"])
        #expect(controller.tableView.visibleCells.isEmpty)
    }
}

// UIKit code overrides the designated initializers of its cells and header views, with `override`
// and no `required`; registration must still build them, running the override.

@MainActor
private final class BadgeCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
        badge.text = "new"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class BannerHeader: UITableViewHeaderFooterView {
    let banner = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(banner)
        banner.text = "Banner"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class BadgesController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
        tableView.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "Banner")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "Banner")
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
}

@Suite @MainActor struct OverriddenInitializerTests {
    @Test func registeredSubclassesAreBuiltThroughTheirOverrides() throws {
        let controller = BadgesController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BadgeCell)
        #expect(cell.badge.text == "new")
        #expect(cell.detailTextLabel != nil)  // the override's .value1, not registration's .default
        #expect(cell.reuseIdentifier == "Badge")
        let header = try #require(controller.tableView.headerView(forSection: 0) as? BannerHeader)
        #expect(header.banner.text == "Banner")
        #expect(header.reuseIdentifier == "Banner")
    }
}
