import TableSim

/// How much trace a run keeps: the current command's lines (up to a limit, for `expect` and the
/// REPL's output) and a bounded history for the `trace` command, so that memory follows what is
/// checked and shown, not the number of rows a load asks about.
final class TraceRecorder {
    /// The most lines of one command kept in memory by default: more than any `expect` block a
    /// person writes, and about 20 MB.
    static let defaultCommandLimit = 200_000
    /// The most lines the `trace` command shows: the latest ones.
    static let historyLimit = 10_000

    /// The most lines of one command kept; the rest are counted.
    var commandLimit = TraceRecorder.defaultCommandLimit
    /// The current command's lines, up to `commandLimit`.
    private(set) var lines: [TraceLine] = []
    /// How many of the current command's lines were not kept.
    private(set) var notKept = 0
    /// The latest lines of the whole run, oldest first once `historyStart` wrapped.
    private var history: [TraceLine] = []
    private var historyStart = 0
    /// How many lines the run made before those in `history`.
    private var historyDropped = 0

    /// Hears each line of the current recording as it comes, kept or not.
    private var listener: ((TraceLine) -> Void)?

    /// Starts a command's recording.
    func start(listener: ((TraceLine) -> Void)? = nil) {
        lines = []
        notKept = 0
        self.listener = listener
    }

    /// Ends the current recording's listening; its lines stay.
    func stopListening() {
        listener = nil
    }

    /// Takes a finished line of the table's trace.
    func append(_ line: TraceLine) {
        listener?(line)
        if lines.count < commandLimit {
            lines.append(line)
        } else {
            notKept += 1
        }
        if history.count < Self.historyLimit {
            history.append(line)
        } else {
            history[historyStart] = line
            historyStart = (historyStart + 1) % Self.historyLimit
            historyDropped += 1
        }
    }

    /// What the `trace` command prints: the run's latest lines, after a note when earlier ones are gone.
    var historyText: String {
        let ordered = history[historyStart...] + history[..<historyStart]
        let note = historyDropped == 0 ? "" : "# \(historyDropped) earlier lines are not kept; these are the last \(history.count)\n"
        return note + ordered.map { $0.text + "\n" }.joined()
    }

    /// Forgets the whole run (a new `table`).
    func reset() {
        start()
        history = []
        historyStart = 0
        historyDropped = 0
    }
}
