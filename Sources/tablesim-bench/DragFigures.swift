// MARK: Drag and drop

import Foundation
import TableSim

/// The app behind the drag benchmark: the bench app's rows, which a long press lifts (one item each)
/// and the table moves by itself through `moveRowAt` (the counts stay, so the data needs nothing).
final class BenchDragApp: TableViewDataSource, TableViewDelegate, TableViewDragDelegate {
    var counts: [Int]
    var moves = 0
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { moves += 1 }
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(text: "Row \(indexPath.row)")]
    }
}

/// A long-press drag step on 10 thousand and 10 million rows: it must cost what the screen holds, not
/// the data. One step: a finger rests on a row in the middle of the screen until it lifts (500 ms),
/// carries it into the bottom (or, every other step, the top) auto-scroll band, holds it there for a
/// second of auto-scroll frames, and drops it (the table's own reorder, `moveRowAt`).
func runDragFigures(repetitions: Int) throws {
    print("")
    print("Drag and drop: time per long-press drag step in µs (callbacks it made), the fastest of 5 batches")
    let header = ["table", "lift, 1 s of auto-scroll, drop", "scrolled per step"]
    var rows: [[String]] = []
    for key in ["10k", "10M"] {
        let configuration = Configuration.named(key)!
        let app = BenchDragApp(counts: configuration.counts)
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = app
        table.delegate = app
        table.dragDelegate = app
        table.dragInteractionEnabled = true
        let simulator = Simulator(tableView: table, screen: .default)
        simulator.appear()
        // In the middle of the table, so a second of auto-scroll never meets an edge.
        table.scrollToRow(at: IndexPath(row: configuration.counts[0] / 2, section: 0), at: .top, animated: false)
        let inset = table.adjustedContentInset
        let top = table.frame.minY + inset.top, bottom = table.frame.maxY - inset.bottom
        var scrolled = 0.0
        let figures = try measure(repetitions, on: table) { i in
            let rows = table.indexPathsForVisibleRows
            let start = try simulator.point(ofRow: rows[rows.count / 2])
            let before = table.contentOffset.y
            try simulator.touchDown(at: start)
            simulator.wait(milliseconds: TouchStateMachine.longPressDuration)
            // Into the edge band: 10 pt inside the bottom (or top) edge of the visible content.
            let edge = i % 2 == 0 ? bottom - 10 : top + 10
            try simulator.touchMove(by: 0, edge - start.y)
            simulator.wait(milliseconds: 1000)
            try simulator.touchUp()
            scrolled += abs(table.contentOffset.y - before)
        }
        guard simulator._checkInvariants().isEmpty, !table.hasCrashed, app.moves > 0 else {
            print("error in the drag figures on \(configuration.name)")
            exit(1)
        }
        rows.append([configuration.name, String(format: "%.1f (%.0f)", figures[0], figures[1]),
            String(format: "%.0f pt", scrolled / Double(repetitions))])
    }
    printTable(header: header, rows: rows)
}
