import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusUnwrap

/// Unwrap's ChallengesDataSource (corpus/Unwrap): today's challenge, then the history of scores, which
/// swipe-to-delete edits.
@MainActor
@Suite(.serialized) struct UnwrapChallengesTests {
    /// Installs the data source as upstream's ChallengesViewController does, which cannot come along:
    /// it observes with #selector, which Swift cannot compile without the Objective-C runtime. It
    /// holds the data source, as upstream's does: a table keeps its data source weakly.
    final class ChallengesHost: UITableViewController {
        let dataSource = ChallengesDataSource()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = dataSource
            tableView.register(ChallengeTableViewCell.self, forCellReuseIdentifier: "Challenge")
            tableView.register(PreviousChallengeTableViewCell.self, forCellReuseIdentifier: "PreviousChallenge")
        }
    }

    /// Two past results, neither from today.
    static let history = [
        ChallengeResult(date: Date(timeIntervalSince1970: 1_600_000_000), score: 30),
        ChallengeResult(date: Date(timeIntervalSince1970: 1_500_000_000), score: 12),
    ]

    /// The challenges screen for a user with this history.
    func showChallenges(_ history: [ChallengeResult]) -> (ChallengesHost, Simulator, [TraceLine]) {
        User.current = User(dailyChallenges: history)
        let controller = ChallengesHost(style: .grouped)
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        return (controller, simulator, appear)
    }

    @Test func theHistoryAppearsInRegisteredCellSubclassesUnderItsFooter() throws {
        let (controller, _, appear) = showChallenges(Self.history)
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "numberOfSections(in:) -> 2",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:numberOfRowsInSection:) 1 -> 2",
            "tableView(_:titleForHeaderInSection:) 0 -> \"Today's challenge\"",
            "tableView(_:titleForFooterInSection:) 0 -> nil",
            "tableView(_:titleForHeaderInSection:) 1 -> \"Previous challenges\"",
            "tableView(_:titleForFooterInSection:) 1 -> \"Tap any date to share your score.\"",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [1, 0] -> cell#2",
            "tableView(_:cellForRowAt:) [1, 1] -> cell#3",
            "viewDidAppear(_:) false",
        ])
        let table = controller.tableView!
        let today = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ChallengeTableViewCell)
        #expect(today.accessoryType == .disclosureIndicator)
        #expect(today.detailTextLabel?.text == "Each daily challenge may be attempted only once.")
        let previous = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? PreviousChallengeTableViewCell)
        #expect(previous.textLabel?.text == Self.history[0].date.formatted)
        #expect(previous.detailTextLabel?.text == "Score: 30")
    }

    @Test func swipingAScoreLeftAndTappingDeleteRemovesItAndSavesTheUser() throws {
        let (controller, simulator, _) = showChallenges(Self.history)
        let swipe = try simulator.record { try simulator.swipe(IndexPath(row: 1, section: 1), .left) }
        expectTrace(swipe, ["tableView(_:canEditRowAt:) [1, 1] -> true"])
        let delete = try simulator.record { try simulator.tapDeleteButton() }
        // commit reloads the whole table rather than deleting the row.
        expectTrace(delete, [
            "tableView(_:commit:forRowAt:) .delete [1, 1]",
            "numberOfSections(in:) -> 2",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:numberOfRowsInSection:) 1 -> 1",
            "tableView(_:titleForHeaderInSection:) 0 -> \"Today's challenge\"",
            "tableView(_:titleForFooterInSection:) 0 -> nil",
            "tableView(_:titleForHeaderInSection:) 1 -> \"Previous challenges\"",
            "tableView(_:titleForFooterInSection:) 1 -> \"Tap any date to share your score.\"",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [1, 0] -> cell#2",
        ])
        #expect(User.current.dailyChallenges.map(\.score) == [30])
        #expect(User.current.saveCount == 1)
        #expect(controller.tableView.numberOfRows(inSection: 1) == 1)
    }

    @Test func todaysRowAndAnEmptyHistoryCannotBeSwipedAway() throws {
        let (controller, simulator, _) = showChallenges([])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "No completed challenges yet")
        for row in [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)] {
            let swipe = try simulator.record { try simulator.swipe(row, .left) }
            expectTrace(swipe, ["tableView(_:canEditRowAt:) \(row.description) -> false"])
            #expect(controller.tableView.simulatedTableView.indexPathForRowShowingActions == nil)
        }
    }

    /// A table holds its data source weakly, so a data source nothing else holds is gone before the
    /// table loads: UIKit treats the table as having none and raises its assertion, calling no app code.
    @Test func aDataSourceNothingHoldsIsGoneAndTheTableHasNone() {
        User.current = User(dailyChallenges: Self.history)
        let controller = UITableViewController(style: .grouped)
        do { controller.tableView.dataSource = ChallengesDataSource() }
        #expect(controller.tableView.dataSource == nil)
        let simulator = Simulator(showing: controller)
        var appear: [TraceLine] = []
        expectUIKitException("UITableView dataSource is not set") { appear = simulator.record { simulator.appear() } }
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UITableView dataSource is not set'",
        ])
    }
}
