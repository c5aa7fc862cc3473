import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A list of stock rows; with `reloadsOnTextSizeChange` it observes the text size and reloads, as
/// many apps do.
@MainActor
private final class ListController: UITableViewController {
    let count: Int
    let reloadsOnTextSizeChange: Bool
    var heardCategories: [String] = []
    var previousTraits: [String] = []
    private var observer: (any NSObjectProtocol)?

    init(count: Int, reloadsOnTextSizeChange: Bool) {
        self.count = count
        self.reloadsOnTextSizeChange = reloadsOnTextSizeChange
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        guard reloadsOnTextSizeChange else { return }
        observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { [weak self] note in
            let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated {
                self?.heardCategories.append(category?.rawValue ?? "?")
                self?.tableView.reloadData()
            }
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousTraits.append(previousTraitCollection?.preferredContentSizeCategory.rawValue ?? "nil")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
private func texts(_ lines: [TraceLine]) -> [String] { lines.map(\.text) }

@Suite(.serialized) @MainActor struct TextSizeUIKitTests {
    private let screen = Screen(size: Size(width: 390, height: 300))

    @Test func aShownControllerHearsTheTraitChangeThenTheNotificationThenRowsAreMeasuredAgain() throws {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let controller = ListController(count: 40, reloadsOnTextSizeChange: false)
        let simulator = Simulator(showing: controller, screen: screen)
        simulator.appear()
        let table = controller.tableView!
        #expect(table.indexPathsForVisibleRows?.count == 7)  // 300 / 44
        let lines = simulator.record { simulator.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge) }
        // AX5: body 53 pt on 63 pt lines, so stock rows of 11 + 63 + 11 = 85 pt. The seven cells on
        // screen are measured again without cellForRowAt; 300 pt now holds rows 0 to 3, and rows 4
        // to 6 leave (UIKit says nothing to a delegate without didEndDisplaying).
        #expect(texts(lines) == [
            "traitCollectionDidChange(_:) UICTContentSizeCategoryL",
            "UIContentSizeCategoryDidChangeNotification UIContentSizeCategoryNewValueKey=UICTContentSizeCategoryAccessibilityXXXL",
        ])
        #expect(controller.previousTraits == ["UICTContentSizeCategoryL"])
        #expect(table.indexPathsForVisibleRows == (0...3).map { IndexPath(row: $0, section: 0) })
        #expect((0...3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [85, 85, 85, 85])
        #expect(simulator.tableView.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.font.pointSize == 53)
        // The stock label's font is mirrored into the core, which the audit and pictures read.
        #expect(cell.textLabel?.font.lineHeight == 63)
    }

    @Test func anAppThatReloadsOnTheNotificationGetsTheReloadTraceInstead() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let controller = ListController(count: 40, reloadsOnTextSizeChange: true)
        let simulator = Simulator(showing: controller, screen: screen)
        simulator.appear()
        let lines = simulator.record { simulator.setPreferredContentSizeCategory(.extraExtraExtraLarge) }
        // XXXL: 29 pt body lines, 51 pt rows; the reload asks for the cells of the 6 rows that fit
        // (0, 51, ..., 255), reusing the seven it had, and the core measures nothing again after it.
        // (A UITableViewController answers neither numberOfSections nor willDisplay unless overridden.)
        #expect(controller.heardCategories == ["UICTContentSizeCategoryXXXL"])
        #expect(texts(lines) == [
            "traitCollectionDidChange(_:) UICTContentSizeCategoryL",
            "UIContentSizeCategoryDidChangeNotification UIContentSizeCategoryNewValueKey=UICTContentSizeCategoryXXXL",
            "tableView(_:numberOfRowsInSection:) 0 -> 40",
        ] + (0...5).map { row in "tableView(_:cellForRowAt:) [0, \(row)] -> cell#\(row + 1)" })
        #expect(controller.tableView.indexPathsForVisibleRows?.count == 6)
    }

    @Test func aTextSizeSetBeforeTheControllerShowsIsTheOneTheTableLoadsAt() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let controller = ListController(count: 40, reloadsOnTextSizeChange: false)
        let simulator = Simulator(showing: controller, screen: screen)
        let lines = simulator.record { simulator.appear() }
        #expect(!texts(lines).contains { $0.hasPrefix("traitCollectionDidChange") || $0.hasPrefix("UIContentSize") })
        // AX1: 34 pt body lines, 56 pt rows, so 6 rows on a 300 pt screen.
        #expect(simulator.tableView.contentSizeCategory == .accessibilityMedium)
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 56)
        #expect(controller.tableView.indexPathsForVisibleRows?.count == 6)
    }
}
