import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusIMast

/// iMast's HelpAndFeedbackTableViewController (corpus/iMast): two inset-grouped sections of links
/// held by a UITableViewDiffableDataSource that viewDidLoad fills with one snapshot.
@MainActor
@Suite struct IMastHelpAndFeedbackTests {
    /// The table's first load of the snapshot: two sections with their titles, then the three cells.
    static let firstLoad = [
        "numberOfSections(in:) -> 2",
        "tableView(_:numberOfRowsInSection:) 0 -> 1",
        "tableView(_:numberOfRowsInSection:) 1 -> 2",
        "tableView(_:titleForHeaderInSection:) 0 -> nil",
        "tableView(_:titleForFooterInSection:) 0 -> nil",
        "tableView(_:titleForHeaderInSection:) 1 -> nil",
        "tableView(_:titleForFooterInSection:) 1 -> nil",
        "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
        "tableView(_:cellForRowAt:) [1, 0] -> cell#2",
        "tableView(_:cellForRowAt:) [1, 1] -> cell#3",
    ]

    @Test func theSnapshotAppliedInViewDidLoadIsWhatTheTableLoadsAsItAppears() throws {
        let controller = HelpAndFeedbackTableViewController()
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        // viewDidLoad applies the snapshot before the table has loaded, so the apply itself tells
        // the table nothing; the table asks the diffable data source for it as it first appears.
        expectTrace(appear, ["viewDidLoad()", "viewWillAppear(_:) false"] + Self.firstLoad + ["viewDidAppear(_:) false"])
        #expect(controller.title == "helpAndFeedback")
        #expect(controller.tableView.style == .insetGrouped)
        let snapshot = controller.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers == [.help, .feedback])
        #expect(snapshot.numberOfItems == 3)
        let cells = controller.tableView.visibleCells
        #expect(cells.map { $0.textLabel?.text } == ["help.title", "GitHub Issues", "submitFeedbackToGitHubIssues"])
        #expect(cells.map { $0.detailTextLabel?.text } == [
            "https://cinderella-project.github.io/iMast/help/", "https://github.com/cinderella-project/iMast/issues", nil,
        ])
        #expect(cells.allSatisfy { $0.accessoryType == .disclosureIndicator })
    }

    /// The screen's one apply, on its own: loading the view runs viewDidLoad, whose apply reaches a
    /// table that has not loaded, so the whole trace is viewDidLoad() and the table asks for the data
    /// only as it appears.
    @Test func theApplyInViewDidLoadTellsAnUnloadedTableNothing() throws {
        let controller = HelpAndFeedbackTableViewController()
        let simulator = Simulator(showing: controller)
        let load = simulator.record { controller.loadViewIfNeeded() }
        expectTrace(load, ["viewDidLoad()"])
        #expect(controller.dataSource.snapshot().itemIdentifiers.count == 3)
        #expect(controller.tableView.visibleCells.isEmpty)
        let appear = simulator.record { simulator.appear() }
        expectTrace(appear, ["viewWillAppear(_:) false"] + Self.firstLoad + ["viewDidAppear(_:) false"])
        #expect(controller.tableView.visibleCells.count == 3)
    }

    @Test func aTapOnALinkOpensItInTheInAppBrowser() throws {
        let controller = HelpAndFeedbackTableViewController()
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let tap = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 1)) }
        // The screen implements only didSelectRowAt, and leaves the row selected under the browser.
        expectTrace(tap, [
            "tableView(_:didSelectRowAt:) [1, 0]",
        ])
        let browser = try #require(controller.presentedViewController as? SFSafariViewController)
        #expect(browser.url == URL(string: "https://github.com/cinderella-project/iMast/issues"))
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
    }
}
