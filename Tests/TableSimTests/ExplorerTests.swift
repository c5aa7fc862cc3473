import TableSim
import TableSimTesting
import Testing

/// A mailbox written as an iOS developer writes one: swipe to delete, and a bug to plant.
private final class Mailbox: TableViewDataSource, TableViewDelegate {
    var mails: [String]
    /// The planted bug: `commit` forgets to remove the mail only when its row is the selected one.
    var forgetsSelectedRow = false

    init(count: Int) { mails = (0..<count).map { "Mail \($0)" } }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { mails.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        cell.textLabel?.text = mails[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        if !(forgetsSelectedRow && tableView.indexPathForSelectedRow == indexPath) { mails.remove(at: indexPath.row) }
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

@Suite struct ExplorerTests {
    /// A fresh mailbox of 20 mails on a phone's screen, as each walk and replay starts.
    private static func makeMailbox(forgetsSelectedRow: Bool = false) -> (Mailbox, Simulator) {
        let app = Mailbox(count: 20)
        app.forgetsSelectedRow = forgetsSelectedRow
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Mail")
        table.dataSource = app
        table.delegate = app
        let screen = Screen(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
        return (app, Simulator(tableView: table, screen: screen))
    }

    private static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func findsTheCommitThatForgetsTheSelectedRowAndShrinksItToThreeSteps() {
        let explorer = Explorer(seed: 1, steps: 2000) { Self.makeMailbox(forgetsSelectedRow: true) }
        var result: ExplorerResult?
        withKnownIssue {
            result = explorer.run()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.forgottenRowReport]
        }
        // VoiceOver's Delete on the selected row: the custom action a row that can be deleted offers.
        #expect(result?.steps == [.voiceOver(true), .tap(Self.row(0)), .vo(.action("Delete"))])
        #expect(result?.report == Self.forgottenRowReport)
        guard case .exception(let exception) = result?.failure else {
            Issue.record("expected a UIKit exception, found \(String(describing: result?.failure))")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
    }

    private static let forgottenRowReport = """
        Explorer (seed 1) found after 29 steps (walk 1): *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (19) must be equal to the number of rows contained in that section before the update (19), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
        shrunk from 26 steps to 3 in 31 replays:
          voiceover on
          tap 0.0
          vo action "Delete"
        which fail with: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
        """

    @Test func findsAnAppActionThatChangesTheModelBehindTheTablesBack() {
        var explorer = Explorer(seed: 3, steps: 2000) { Self.makeMailbox() }
        // The update arrives, but the app forgets to tell the table: the next delete's counts disagree.
        explorer.appAction("network update") { app, _ in app.mails.insert("New mail", at: 0) }
        let result = explorer.explore()
        #expect(result.steps == [.app("network update"), .swipe(.left, Self.row(0)), .tapDeleteButton])
        #expect(result.report == """
            Explorer (seed 3) found after 259 steps (walk 6): *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (21) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
            shrunk from 11 steps to 3 in 29 replays:
              app "network update"
              swipe left 0.0
              tap delete-button
            which fail with: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
            """)
    }

    @Test func findsAPropertyThatStopsHolding() {
        var explorer = Explorer(seed: 1, steps: 2000) { Self.makeMailbox() }
        explorer.appAction("network update") { app, _ in app.mails.append("New mail") }
        explorer.property("the table's counts equal the model's") { app, simulator in
            let shown = simulator.tableView.numberOfRows(inSection: 0)
            return shown == app.mails.count ? nil : "the table has \(shown) rows, the model \(app.mails.count)"
        }
        let result = explorer.explore()
        #expect(result.failure == .property("the table's counts equal the model's", message: "the table has 20 rows, the model 21"))
        #expect(result.steps == [.app("network update")])
        #expect(result.report == """
            Explorer (seed 1) found after 3 steps (walk 1): property "the table's counts equal the model's" does not hold: \
            the table has 20 rows, the model 21
            shrunk from 2 steps to 1 in 2 replays:
              app "network update"
            """)
    }

    @Test func findsNothingInACorrectApp() {
        var explorer = Explorer(seed: 1, steps: 600) { Self.makeMailbox() }
        explorer.appAction("network update") { app, simulator in
            app.mails.insert("New mail", at: 0)
            simulator.tableView.insertRows(at: [Self.row(0)], with: .automatic)
        }
        explorer.property("the table's counts equal the model's") { app, simulator in
            simulator.tableView.numberOfRows(inSection: 0) == app.mails.count ? nil : "counts differ"
        }
        let result = explorer.run()
        #expect(result.failure == nil && result.report == nil)
        #expect(result.stepsTaken == 600)
        #expect(result.walk == 13)
    }

    @Test func theSameSeedGivesTheSameWalkAndFinding() {
        var explorer = Explorer(seed: 1, steps: 2000) { Self.makeMailbox(forgetsSelectedRow: true) }
        let first = explorer.explore()
        #expect(first.failure != nil)
        #expect(explorer.explore() == first)
        explorer.seed = 2
        #expect(explorer.explore().walkSteps != first.walkSteps)
    }
}
