// The UIKit example of the README and the manual, word for word: `ReadmeExampleTests` checks that they
// still show this file's code, so the example compiles and its tests run with the rest.
import TableSimSnapshotTesting   // Simulator, TraceStore, assertSnapshot, assertInlineSnapshot
import TableSimUIKit             // was: import UIKit
import Testing

class FruitsViewController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        60
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        fruits.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@Test @MainActor func appearsInUIKitsOrder() throws {
    let simulator = Simulator(showing: FruitsViewController(style: .plain))
    assertInlineSnapshot(of: simulator, as: .trace(of: { simulator.appear() })) {
        """
        viewDidLoad()
        viewWillAppear(_:) false
        tableView(_:numberOfRowsInSection:) 0 -> 3
        tableView(_:heightForRowAt:) [0, 0] -> 60
        tableView(_:cellForRowAt:) [0, 0] -> cell#1
        tableView(_:heightForRowAt:) [0, 1] -> 60
        tableView(_:cellForRowAt:) [0, 1] -> cell#2
        tableView(_:heightForRowAt:) [0, 2] -> 60
        tableView(_:cellForRowAt:) [0, 2] -> cell#3
        viewDidAppear(_:) false
        """
    }
}

@Test @MainActor func swipeToDelete() throws {
    let controller = FruitsViewController(style: .plain)
    let simulator = Simulator(showing: controller)
    simulator.appear()
    let store = TraceStore(simulator)          // from here on, every line must be asserted
    try simulator.swipe(IndexPath(row: 1, section: 0), .left)
    try simulator.tapDeleteButton()
    store.expect([
        "tableView(_:commit:forRowAt:) .delete [0, 1]",
        "tableView(_:numberOfRowsInSection:) 0 -> 2",
    ])
    store.finish()
    #expect(controller.fruits == ["Apple", "Cherry"])
    assertSnapshot(of: simulator, as: .elements)   // __Snapshots__/ReadmeUIKitExample/swipeToDelete.1.json
}
