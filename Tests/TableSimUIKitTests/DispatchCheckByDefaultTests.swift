import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

// The third silent skip: a data-source method written only in a subclass of the class that adopts
// the protocol is never called by Swift, though UIKit would call it. Handing such a class to a
// table now fails the test, with no opt-in: the test libraries read the class's module's sources.

/// The adopting class: a list that cannot be edited.
@MainActor
class PeopleList: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .plain)
    var names = ["Ada", "Grace"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
        table.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A subclass that adds swipe-to-delete in a method its superclass's conformance never sees.
@MainActor
final class EditablePeopleList: PeopleList {
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@Suite @MainActor struct DispatchCheckByDefaultTests {
    @Test func aSubclassOnlyDataSourceMethodFailsTheTestThatShowsIt() throws {
        // Exactly this issue, once, though the table is given the object twice (data source, and a
        // second time below); any other issue would fail the test.
        try withKnownIssue {
            let controller = EditablePeopleList()
            let simulator = try Simulator(showing: controller)
            simulator.appear()
            controller.table.dataSource = controller
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains(
                "/Tests/TableSimUIKitTests/DispatchCheckByDefaultTests.swift:33:10: error: 'tableView(_:commit:forRowAt:)' is "
                    + "implemented in 'EditablePeopleList', a subclass of 'PeopleList' which adopts UITableViewDataSource; "
                    + "Swift never calls it (UIKit would, through respondsToSelector). Declare it in 'PeopleList' and "
                    + "override it in 'EditablePeopleList'.\nThe app gave a table an object of this class: UIKit would "
                    + "call the method and TableSim cannot, so the test fails rather than pass without it. "
                    + "(TABLESIM_DISPATCH_CHECK=off turns this check off.)")
                && issue.sourceLocation?.line == 33
        }
    }

    @Test func theAdoptingClassItselfIsFine() throws {
        // No issue: every method of PeopleList is one Swift calls.
        let simulator = try Simulator(showing: PeopleList())
        simulator.appear()
        #expect(simulator.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func theManifestsPathsAndExclusionsAreReadWithTheirTargets() {
        let manifest = """
            .target(name: "Core"),
            .target(name: "CorpusA", dependencies: ["Core"], path: "Tests/Corpus/A", exclude: ["LICENSE"]),
            .testTarget(name: "CoreTests", dependencies: ["Core"], exclude: ["Fixtures", "Golden"]),
            .executableTarget(
                name: "tool",
                path: "Tools/tool"
            ),
            .target(name: "Last", dependencies: ["tool"]),
            """
        #expect(PackageLayout.targets(in: manifest) == [
            "CorpusA": .init(path: "Tests/Corpus/A", excludes: ["LICENSE"]),
            "CoreTests": .init(path: nil, excludes: ["Fixtures", "Golden"]),
            "tool": .init(path: "Tools/tool", excludes: []),
        ])
    }
}
