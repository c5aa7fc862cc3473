import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A list written for UIKit whose swipe-to-delete forgets to remove the row from its data: the
/// classic invalid update, which crashes the app on a device.
@MainActor
private final class ForgetfulList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var names = ["Apple", "Banana"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    func removeSecondRow(from tableView: UITableView) {
        tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    }
}

/// The list on screen, its cells registered as `UITableViewCell`.
@MainActor
private func shown(_ app: ForgetfulList) -> (UITableView, Simulator) {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(showing: table)
    simulator.appear()
    return (table, simulator)
}

private let invalidUpdate =
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: "
    + "invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) "
    + "must be equal to the number of rows contained in that section before the update (2), plus or minus the number "
    + "of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows "
    + "moved into or out of that section (0 moved in, 0 moved out).'"

/// Issue 10, item 4, through the UIKit module: UIKit code crashes a test as it crashes an app.
@Suite @MainActor struct TestAPIThroughUIKitTests {
    @Test func anInvalidUpdateFailsATestThatNeverLooksAtTheTrace() throws {
        let test = try #require(Test.current)
        let app = ForgetfulList()
        let (table, _) = shown(app)
        let message = "The app crashed, and the test did not expect it:\n\(invalidUpdate)\n"
            + "If the test provokes this crash on purpose, run that code inside expectUIKitException { ... }."
        withKnownIssue {
            app.removeSecondRow(from: table)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message] && issue.sourceLocation == test.sourceLocation
        }
    }

    @Test func anExpectedInvalidUpdateIsReturnedAndItsTraceMatchesABlockWithDots() {
        let app = ForgetfulList()
        let (table, simulator) = shown(app)
        var lines: [TraceLine] = []
        let exception = expectUIKitException("Invalid update: invalid number of rows in section 0. The number") {
            lines = simulator.record { app.removeSecondRow(from: table) }
        }
        #expect(exception?.name == "NSInternalInconsistencyException")
        #expect(lines.map(\.text) == ["tableView(_:numberOfRowsInSection:) 0 -> 2", invalidUpdate])
        expectTrace(lines, ["...", "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException' ..."])
    }
}
