import TableSim
import TableSimUIKit
import TableSimXCTest
import XCTest

/// A table view controller as an iOS test suite would test it.
private final class FruitsController: UITableViewController {
    let fruits = ["Apple", "Banana"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

/// An XCTest case marked `@MainActor`, as iOS tests of UIKit code are (the manual's example in
/// SwiftTests.md). On Linux, a synchronous test method of a `@MainActor` class crashes the whole
/// test process before any test runs: SwiftPM's discovered-tests list casts the method to a
/// nonisolated function type and the cast fails ("Could not cast value of type '(…) -> @MainActor
/// () -> ()'"). `async` test methods are listed through XCTest's async entry point, which hops to the
/// main actor: they run, and this class is the check.
@MainActor
final class MainActorXCTestTests: XCTestCase {
    func testTheControllerAppearsOnTheMainActor() async throws {
        MainActor.assertIsolated()
        let controller = FruitsController(style: .plain)
        let simulator = Simulator(showing: controller)
        let lines = simulator.record { simulator.appear() }
        XCTAssertTrace(lines, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "viewDidAppear(_:) false",
        ])
        let tap = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrace(tap, [])
    }
}
