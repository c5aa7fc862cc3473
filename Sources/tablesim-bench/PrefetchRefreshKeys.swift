// MARK: Prefetching, pull to refresh, search, key commands

import Foundation
import TableSim

/// A prefetch data source that does nothing: the table's work is what is measured.
final class BenchPrefetcher: TableViewDataSourcePrefetching {
    var asked = 0
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths.count }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Issue 23's interactions on 10 to 10 million rows: each must cost what the screen holds, not the data.
func runPrefetchRefreshKeyFigures(repetitions: Int) throws {
    print("")
    print("Issue 23: time per interaction in µs (callbacks it made), the fastest of 5 batches")
    let header = ["table", "flick with prefetching", "flick without", "rows asked ahead"]
    var rows: [[String]] = []
    for key in ["10", "10k", "1M", "10M"] {
        let configuration = Configuration.named(key)!
        var cells: [String] = [configuration.name]
        var asked = 0
        for prefetching in [true, false] {
            let app = BenchApp(counts: configuration.counts)
            let prefetcher = BenchPrefetcher()
            let table = TableView(style: .plain)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = app
            table.delegate = app
            if prefetching { table.prefetchDataSource = prefetcher }
            let simulator = Simulator(tableView: table, screen: .default)
            simulator.appear()
            // In the middle of the table when it has room, so the flicks never meet an edge.
            if configuration.counts[0] > 1000 {
                table.scrollToRow(at: IndexPath(row: configuration.counts[0] / 2, section: 0), at: .top, animated: false)
            }
            // A flick up then down, each run until the content rests: the frames, the cells that
            // come and go, and with prefetching the rows asked for ahead and cancelled behind.
            let figures = try measure(repetitions, on: table) { i in
                try simulator.flick(from: simulator.flickStartPoint, distance: i % 2 == 0 ? -120 : 120, duration: 80)
                simulator.wait(milliseconds: 3000)
            }
            cells.append(String(format: "%.1f (%.0f)", figures[0], figures[1]))
            if prefetching { asked = prefetcher.asked }
            guard simulator._checkInvariants().isEmpty, !table.hasCrashed else {
                print("error in the prefetch, refresh and key-command figures on \(configuration.name)")
                exit(1)
            }
        }
        cells.append(String(asked / repetitions) + " per flick")
        rows.append(cells)
    }
    printTable(header: header, rows: rows)
}
