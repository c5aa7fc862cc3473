import Foundation
import TableSim
import TableSimTesting
import Testing

/// An app whose display callbacks run code the test gives them, to call back into the table.
final class ReentrantController: TableViewDataSource, TableViewDelegate {
    var items = [0, 1, 2]
    var duringCellForRow: ((TableView, IndexPath) -> Void)?
    var duringWillDisplay: ((TableView, IndexPath) -> Void)?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        duringCellForRow?(tableView, indexPath)
        return tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        duringWillDisplay?(tableView, indexPath)
    }
}

/// App code that changes the rows from a callback of the layout, which must not pull the rows from
/// under the layout (it trapped on an index out of range): the call is ignored, as during an update.
@Suite struct ReentrancyTests {
    func make() -> (Simulator, ReentrantController) {
        let app = ReentrantController()
        return (simulating(app), app)
    }

    @Test func deleteRowsFromWillDisplayIsIgnored() {
        let (simulator, app) = make()
        app.duringWillDisplay = { tableView, indexPath in
            guard indexPath.row == 0 else { return }
            app.items = [0]
            tableView.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .none)
        }
        let lines = simulator.record { simulator.appear() }
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:willDisplay:forRowAt:) cell#3 [0, 2]",
        ])
        #expect(!simulator.tableView.hasCrashed)
        #expect(!simulator.tableView.isInsideBatchUpdates)
        #expect(simulator.tableView.numberOfRows(inSection: 0) == 3)
        #expect(simulator.tableView._checkInvariants() == [])
    }

    @Test func reloadDataFromCellForRowIsIgnored() {
        let (simulator, app) = make()
        app.duringCellForRow = { tableView, indexPath in
            guard indexPath.row == 1 else { return }
            app.items = [0]
            tableView.reloadData()
        }
        let lines = simulator.record { simulator.appear() }
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:willDisplay:forRowAt:) cell#3 [0, 2]",
        ])
        #expect(simulator.tableView.numberOfRows(inSection: 0) == 3)
        #expect(simulator.tableView._checkInvariants() == [])
        // Outside the layout the same call reloads.
        let reload = simulator.record { simulator.tableView.reloadData() }
        expectTrace(reload, [
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
        ])
        #expect(simulator.tableView._checkInvariants() == [])
    }
}
