// MARK: Search

import Foundation
import TableSimScenario

/// A search typed and cancelled on the declared app (`search=on`) over 10 to 10 million templated
/// rows: each keystroke filters the app's rows and reloads the table, and must cost what the screen
/// shows, not the data (the manual's Benchmark page, "Search").
func runSearchFigures(repetitions: Int) throws {
    let word = "item 12"
    print("")
    print("Search: `search \"\(word)\"` (\(word.count) keystrokes, each filtered and reloaded) then `search cancel`, on the")
    print("declared app's `rows N \"Item {n}\"`; µs per word typed and cancelled (callbacks it made), the fastest of 5 batches")
    var rows: [[String]] = []
    for (name, count) in [("10 rows", 10), ("10k rows", 10_000), ("1M rows", 1_000_000), ("10M rows", 10_000_000)] {
        let loop = StatementLoop()
        let parser = ScenarioParser(file: "bench.scenario")
        for statement in try parser.parse("table plain search=on\nrows \(count) \"Item {n}\"\nappear\n") {
            if let error = loop.run(statement).error { throw error }
        }
        let typing = try parser.parse("search \"\(word)\"\nsearch cancel\n")
        var callbacks = 0
        let clock = ContinuousClock()
        var best = Double.infinity
        let perBatch = max(1, repetitions / 5)
        for _ in 0..<5 {
            let start = clock.now
            for _ in 0..<perBatch {
                for statement in typing {
                    let outcome = loop.run(statement)
                    if let error = outcome.error { throw error }
                    callbacks += outcome.trace?.count ?? 0
                }
            }
            let (seconds, attoseconds) = (clock.now - start).components
            best = min(best, (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(perBatch))
        }
        rows.append([name, String(format: "%.1f (%.0f)", best, Double(callbacks) / Double(perBatch * 5))])
    }
    printTable(header: ["table", "type \"\(word)\" and cancel"], rows: rows)
}
