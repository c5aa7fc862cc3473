/// The `--trace` lines of a run's scenarios, which a JUnit or JSON report writes only after the last
/// scenario (it needs the counts first): kept in an unlinked temporary file, so that a long run's
/// memory stays flat, and in memory only when no such file can be made or it fills up.
final class ReportTraces {
    private let file: SpillFile?
    /// Per scenario, in the order they ran: its lines' bytes in the file, then the lines the file
    /// could not take.
    private var scenarios: [(bytes: Range<Int>, inMemory: [String])] = []

    /// Traces kept in `file` (nil: in memory).
    init(file: SpillFile? = SpillFile.temporary()) {
        self.file = file
    }

    /// The next scenario starts; its lines follow.
    func beginScenario() {
        let end = file?.count ?? 0
        scenarios.append((end..<end, []))
    }

    /// A line of the current scenario's trace.
    func append(_ line: TracePrintout) {
        let last = scenarios.count - 1
        if let file, !file.isBroken {
            file.appendLine { line.write(to: &$0) }
            // The line that broke the file was still taken, buffered.
            scenarios[last].bytes = scenarios[last].bytes.lowerBound..<file.count
        } else {
            scenarios[last].inMemory.append(line.text)
        }
    }

    /// Hands each line of scenario `index`'s trace to `body`, in order, without its line end.
    func forEachLine(ofScenario index: Int, _ body: (Substring) -> Void) {
        guard scenarios.indices.contains(index) else { return }
        let scenario = scenarios[index]
        if let file, !scenario.bytes.isEmpty {
            let whole = file.read(bytes: scenario.bytes) { piece in
                piece.split(separator: "\n", omittingEmptySubsequences: false).dropLast().forEach(body)
            }
            if !whole { body("(the rest of this trace could not be read back from its temporary file)") }
        }
        scenario.inMemory.forEach { body($0[...]) }
    }
}
