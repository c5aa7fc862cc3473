// The manual's XCTest example (SwiftTests.md), word for word after this comment: an XCTest case
// marked `@MainActor`, as iOS tests of UIKit code are. On Linux a synchronous test method of such a
// class crashes the whole test process before any test runs (SwiftPM's discovered-tests list casts
// it to a nonisolated function type, "Could not cast value of type '(…) -> @MainActor () -> ()'");
// an `async` method is listed through XCTest's async entry point and runs on the main actor.
import TableSim
import TableSimUIKit
import TableSimXCTest
import XCTest

final class FruitsController: UITableViewController {
    let fruits = ["Apple", "Banana"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

@MainActor
final class MainActorXCTestTests: XCTestCase {
    func testTheControllerAppearsOnTheMainActor() async throws {
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
