import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A UIKit to-do list whose `commit` forgets its data for the selected row, as the Explorer's planted bug.
@MainActor
private final class ChoresController: UITableViewController {
    var chores = (0..<12).map { "Chore \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Chore")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { chores.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Chore", for: indexPath)
        cell.textLabel?.text = chores[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if tableView.indexPathForSelectedRow != indexPath { chores.remove(at: indexPath.row) }
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@Suite @MainActor struct ExplorerUIKitTests {
    @Test func findsTheForgottenSelectedRowInAUITableViewController() {
        let explorer = Explorer(seed: 1, steps: 2000) { () -> (ChoresController, Simulator) in
            let controller = ChoresController(style: .plain)
            return (controller, Simulator(showing: controller))
        }
        let result = explorer.explore()
        #expect(result.steps == [.tap(IndexPath(row: 0, section: 0)), .swipe(.left, IndexPath(row: 0, section: 0)), .tapDeleteButton])
        #expect(result.report == """
            Explorer (seed 1) found after 63 steps (walk 2): *** Terminating app due to uncaught exception \
            'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number \
            of rows contained in an existing section after the update (11) must be equal to the number of rows contained \
            in that section before the update (11), plus or minus the number of rows inserted or deleted from that section \
            (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, \
            0 moved out).'
            shrunk from 19 steps to 3 in 33 replays:
              tap 0.0
              swipe left 0.0
              tap delete-button
            which fail with: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: \
            'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section \
            after the update (12) must be equal to the number of rows contained in that section before the update (12), \
            plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or \
            minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
            """)
    }
}
