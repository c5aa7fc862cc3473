import TableSim

/// How much trace a run keeps: the current command's lines (up to a limit, for `expect` and the
/// REPL's output) and a bounded history for the `trace` command, so that memory follows what is
/// checked and shown, not the number of rows a load asks about. The REPL also gives it a file for
/// the whole history, so that `trace` shows the whole session as the language says; the bounded
/// history is then what `trace` falls back on if the file fails.
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
    /// Every line of the run, when a file was given for them; unused once it broke.
    var historyFile: SpillFile?

    /// Hears each line of the current recording as it comes, kept or not, with the part of the
    /// statement it belongs to.
    private var listener: ((TraceLine, ScenarioEngine.TracePart) -> Void)?
    private var part = ScenarioEngine.TracePart.command

    /// Starts a command's recording. The last command's buffer is kept for this one's lines when
    /// nobody holds those any more, so that a long run does not allocate one buffer per command.
    func start(listener: ((TraceLine, ScenarioEngine.TracePart) -> Void)? = nil, part: ScenarioEngine.TracePart = .command) {
        lines.removeAll(keepingCapacity: lines.capacity <= 1024)
        notKept = 0
        self.listener = listener
        self.part = part
    }

    /// Ends the current recording's listening; its lines stay.
    func stopListening() {
        listener = nil
    }

    /// Takes a finished line of the table's trace.
    func append(_ line: TraceLine) {
        listener?(line, part)
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
        if let historyFile, !historyFile.isBroken { historyFile.appendLine(line.text) }
    }

    /// What the `trace` command prints: the run's lines from its file, else its latest lines, after
    /// a note when earlier ones are gone.
    var historyText: String {
        var text = ""
        writeHistory { text += $0 }
        return text
    }

    /// Writes what the `trace` command prints to `output`, piece by piece, as it reads the file.
    func writeHistory(to output: (String) -> Void) {
        var alreadyWritten = 0
        if let historyFile, !historyFile.isBroken {
            // The file holds every line of the run, and is read back in pieces of whole lines.
            let whole = historyFile.read { piece in
                alreadyWritten += piece.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                output(piece)
            }
            if whole { return }
            output("# the session's trace file could not be read back past line \(alreadyWritten); the last lines follow\n")
        }
        let ordered = history[historyStart...] + history[..<historyStart]
        // The lines a failed read of the file already wrote are not written again.
        let skipped = max(0, alreadyWritten - historyDropped)
        if historyDropped > alreadyWritten {
            output("# \(historyDropped - alreadyWritten) earlier lines are not kept; these are the last \(history.count)\n")
        }
        output(ordered.dropFirst(skipped).map { $0.text + "\n" }.joined())
    }

    /// Forgets the whole run (a new `table`).
    func reset() {
        start()
        history = []
        historyStart = 0
        historyDropped = 0
        historyFile?.removeAll()
    }
}
