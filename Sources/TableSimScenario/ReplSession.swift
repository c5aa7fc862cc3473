import Foundation
import TableSim

/// What the REPL shows after a line: the output to print, and whether the session should end.
package struct ReplResponse: Sendable, Equatable {
    /// Text for standard output (trace lines, `state`, `show`, `help`), newline-terminated or empty.
    package var output: String
    /// Text for standard error (an error in the line), newline-terminated or empty.
    package var error: String
    /// Whether the user asked to leave (`quit`, `exit`).
    package var wantsExit: Bool

    package init(output: String = "", error: String = "", wantsExit: Bool = false) {
        self.output = output
        self.error = error
        self.wantsExit = wantsExit
    }
}

/// An interactive session: the lines typed at the REPL, run one at a time on a live table.
package final class ReplSession {
    /// The statement loop the runner uses too, so a line acts here as it would in a file.
    private var loop: StatementLoop
    var engine: ScenarioEngine { loop.engine }
    private let invariants: StatementLoop.InvariantCheck
    private let parser = ScenarioParser(file: "<repl>")
    /// The scenario so far, as `save` writes it.
    private let saved: SessionTranscript
    /// The file that keeps the session's whole trace for `trace`, or nil when none could be made.
    private let traceHistory: SpillFile?
    private var lineNumber = 0
    private var replayNote = ""
    /// The lines of an `expect` block being typed, after its `expect` line; nil outside a block.
    private var openBlock: [String]?
    /// Whether the table on screen is the sample shown at start, with nothing done to it yet: a
    /// setup line then takes the start back, so that it describes a table as it would in a file.
    private var startIsProvisional = false

    private static let savedHeader = "# A TableSim REPL session. Replay it with: tablesim run FILE"

    /// Where long output (`trace`'s whole session, the traces of a long file `load` runs) is written
    /// as it is read or made, before the line's response; nil puts it all in the response's output.
    package var streamingOutput: ((String) -> Void)?

    /// Starts on the built-in sample table; `invariants` says what a broken table invariant does.
    ///
    /// What grows with every command, the session's trace and its transcript, is kept in temporary
    /// files (in `$TMPDIR`, unlinked at once); where none can be made, `trace` shows the latest lines
    /// and the transcript stays in memory.
    package convenience init(invariants: StatementLoop.InvariantCheck = .failInDebugBuilds) {
        self.init(invariants: invariants, traceHistory: SpillFile.temporary(), transcript: SpillFile.temporary())
    }

    /// Starts on the built-in sample table, keeping the session's trace and transcript in these
    /// files (nil: the latest lines, and memory).
    init(invariants: StatementLoop.InvariantCheck, traceHistory: SpillFile?, transcript: SpillFile?) {
        self.invariants = invariants
        self.traceHistory = traceHistory
        loop = StatementLoop(invariants: invariants)
        loop.engine.traceHistoryFile = traceHistory
        saved = SessionTranscript(file: transcript)
        saved.append(Self.savedHeader)
    }

    /// Starts by replaying a scenario file, read as `tablesim run` reads it; a read, parse or command
    /// error is thrown as `file:line:column: error: …`.
    package convenience init(replaying path: String) throws {
        self.init()
        let source: ScenarioSource
        switch ScenarioRunner.readScenario(path) {
        case .success(let read): source = read
        case .failure(let error): throw error
        }
        var statements = try ScenarioParser(file: path).checkedStatements(in: source.parsed)
        var failures = 0
        while let statement = statements.next() {
            let outcome = loop.run(statement)
            if let error = outcome.error { throw error }
            if outcome.failure != nil { failures += 1 }
        }
        saved.removeAll()
        saved.append(linesOf: source.parsed)
        replayNote = "Replayed \(path)" + (failures > 0 ? " (\(failures) expectation(s) did not hold)" : "") + ".\n"
    }

    /// Asked once per frame while a command runs the clock; yes stops the command and the session
    /// goes on (the REPL's Ctrl-C).
    package var interruptionRequested: (() -> Bool)? {
        get { engine.interruptionRequested }
        set { engine.interruptionRequested = newValue }
    }

    /// The most lines of one command's trace a saved `expect` block lists; a `...` line stands for the rest.
    static let savedBlockLimit = 1000

    /// Shows the sample table, so that `show` and row completion work from the first line; the
    /// banner then sums its appear up in a line.
    ///
    /// The session saves it as an `appear` with its trace, so a saved session replays it. Until
    /// something is done to the table, a setup line (other than `screen`, `text-size` and `table`) takes it back.
    package func showSampleTable() {
        guard !engine.hasAppeared, engine.setup.isSample, saved.count == 1, saved.first == Self.savedHeader else { return }
        let outcome = loop.run(Statement(kind: .command(.appear), location: location(), text: "appear"))
        let trace = outcome.trace ?? []
        saved.append("appear")
        saved.append(contentsOf: expectBlock(trace, notKept: outcome.traceNotKept))
        startIsProvisional = true
    }

    /// The banner printed when the REPL starts on a terminal.
    package var banner: String {
        var sample = ""
        if engine.setup.isSample {
            sample =
                startIsProvisional
                ? "The built-in sample table is on screen (its appear made \(engine.lastTrace.count) callbacks; "
                    + "'trace' prints them).\nTry 'show', then 'tap 0.1'; 'help show' explains what 'show' draws.\n"
                : "The built-in sample table appears on the first command; try 'tap 0.1', then 'show'.\n"
        }
        return "TableSim 0.1.0 — UIKit's UITableView, simulated. Type 'help' for commands, Ctrl-D to leave.\n"
            + sample + replayNote
    }

    /// Whether an `expect` block is being typed: the REPL then shows its continuation prompt.
    package var isInBlock: Bool { openBlock != nil }

    /// Drops the `expect` block being typed (Ctrl-C); returns whether there was one.
    @discardableResult
    package func abandonBlock() -> Bool {
        defer { openBlock = nil }
        return openBlock != nil
    }

    /// Runs one typed line (a command, `help`, `save FILE`, `load FILE`, `quit`, a line of an `expect` block...).
    package func handle(line: String) -> ReplResponse {
        lineNumber += 1
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if openBlock != nil { return blockLine(trimmed) }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return ReplResponse() }
        if trimmed.removingComment.trimmingCharacters(in: .whitespaces) == "expect" {
            openBlock = []
            return ReplResponse()
        }
        let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        switch words[0] {
        case "quit", "exit", ".quit", ".exit":
            return ReplResponse(wantsExit: true)
        case "help", "?", ".help":
            return ReplResponse(output: Help.text(for: words.count > 1 ? words[1] : nil))
        case "save", "save!":
            guard words.count > 1 else { return ReplResponse(error: "error: expected a file name: \(words[0]) FILE\n") }
            return save(to: Self.fileName(words[1]), replacing: words[0] == "save!")
        case "load", "source":
            guard words.count > 1 else { return ReplResponse(error: "error: expected a file name: \(words[0]) FILE\n") }
            return load(Self.fileName(words[1]))
        default:
            break
        }
        do throws(ScenarioError) {
            guard let statement = try parser.parseSingleLine(trimmed, lineNumber: lineNumber) else {
                return ReplResponse()
            }
            takeBackProvisionalStart(before: statement)
            engine.traceHistoryOutput = streamingOutput
            let outcome = loop.run(statement)
            engine.traceHistoryOutput = nil
            var output = ""
            if let implicit = outcome.implicitAppearTrace, !implicit.isEmpty {
                // Saved even when the command then fails: the table appeared, and a replay must too.
                output += "# the table appeared:\n" + lines(implicit, notKept: outcome.implicitAppearNotKept)
                saved.append("appear")
                saved.append(contentsOf: expectBlock(implicit, notKept: outcome.implicitAppearNotKept))
            }
            if let error = outcome.error {
                if engine.lastCommandInterrupted {
                    // The table moved on part of the way: a replay of the saved file cannot know how far.
                    saved.append("# '\(trimmed)' was interrupted (Ctrl-C) here; what follows may not replay the same")
                }
                return ReplResponse(output: output, error: message(for: error, in: trimmed))
            }
            switch statement.kind {
            case .setup:
                saved.append(trimmed)
                guard let trace = outcome.trace else { return ReplResponse() }
                saved.append(contentsOf: expectBlock(trace, notKept: outcome.traceNotKept))
                return ReplResponse(output: printed(trace, notKept: outcome.traceNotKept))
            case .command(let command):
                if command == .appear {
                    let trace = outcome.trace ?? []
                    output += lines(trace, notKept: outcome.traceNotKept)
                    saved.append("appear")
                    saved.append(contentsOf: expectBlock(trace, notKept: outcome.traceNotKept))
                } else if !outcome.ran {
                    // Not saved: after the crash, a replay would refuse the command.
                    output += "# the app crashed; '\(trimmed)' did not run\n"
                } else if command.isLook {
                    output += outcome.printed
                } else {
                    let trace = outcome.trace ?? []
                    output += printed(trace, notKept: outcome.traceNotKept)
                    saved.append(trimmed)
                    saved.append(contentsOf: expectBlock(trace, notKept: outcome.traceNotKept))
                    output += statusBarNote(command, written: trimmed)
                }
                return ReplResponse(output: output)
            case .expectState:
                // A failed expectation is not saved: the saved session must pass when it is replayed.
                if let failure = outcome.failure {
                    return ReplResponse(error: "expectation failed: \(failure.message)\n")
                }
                saved.append(trimmed)
                return ReplResponse(output: "ok\n")
            case .expectBlock:
                preconditionFailure("a line alone is never an expect block: 'expect' opens one above")
            }
        } catch {
            return ReplResponse(error: message(for: error, in: trimmed))
        }
    }

    /// A line of the `expect` block being typed; its `end` checks the block against the last command's trace.
    private func blockLine(_ trimmed: String) -> ReplResponse {
        guard trimmed.removingComment.trimmingCharacters(in: .whitespaces) == "end" else {
            openBlock?.append(trimmed)
            return ReplResponse()
        }
        let body = openBlock ?? []
        openBlock = nil
        let lines = ["expect"] + body.map { "  " + $0 } + ["end"]
        let statement: Statement
        do throws(ScenarioError) {
            guard let parsed = try parser.parse(lines.joined(separator: "\n")).first else {
                preconditionFailure("an expect block closed by 'end' parses as one statement")
            }
            statement = parsed
        } catch {
            preconditionFailure("an expect block closed by 'end' always parses: \(error)")
        }
        let outcome = loop.run(statement)
        if let error = outcome.error {
            return ReplResponse(error: Reports.visible("error: \(error.message)") + "\n")
        }
        startIsProvisional = false
        guard let failure = outcome.failure else {
            saved.append(contentsOf: lines)
            return ReplResponse(output: "ok\n")
        }
        return ReplResponse(
            error: "expectation failed: \(failure.message)\n" + failure.diff.map { "  " + $0 + "\n" }.joined())
    }

    /// Runs a scenario file into the session, as if its lines were typed: they join what `save` writes.
    ///
    /// The file is read as `tablesim run` reads it and parsed whole first, so a mistake in it runs
    /// nothing; a command that cannot run stops the file there, and the lines before it stay.
    private func load(_ path: String) -> ReplResponse {
        let source: ScenarioSource
        switch ScenarioRunner.readScenario(path) {
        case .success(let read): source = read
        case .failure(let error): return ReplResponse(error: "\(error)\n")
        }
        var statements: ParsedStatements
        do throws(ScenarioError) {
            statements = try ScenarioParser(file: path).checkedStatements(in: source.parsed)
        } catch {
            return ReplResponse(error: "\(error)\n")
        }
        // The output not streamed yet: with a stream, a long file's traces go out as they are made.
        var output = ""
        var failures: [String] = []
        var count = 0
        while let statement = statements.next() {
            count += 1
            takeBackProvisionalStart(before: statement)
            // The file's `trace` streams the session's whole trace, as a typed `trace` does, after
            // its header and what came before it, rather than holding it in one string.
            let streamsTrace = streamingOutput != nil && statement.kind == .command(.trace)
            if streamsTrace, let streamingOutput {
                streamingOutput(output + "# \(statement.location.line): \(statement.text)\n")
                output = ""
                engine.traceHistoryOutput = streamingOutput
            }
            let outcome = loop.run(statement)
            engine.traceHistoryOutput = nil
            if !streamsTrace {
                output += Self.loadedOutput(of: statement, outcome, limit: engine.commandTraceLimit).map { $0 + "\n" }.joined()
            }
            if let streamingOutput, output.utf8.count >= 65_536 {
                streamingOutput(output)
                output = ""
            }
            if let error = outcome.error {
                saved.append(linesOf: source.parsed, limit: statement.location.line - 1)
                return ReplResponse(
                    output: output,
                    error: "\(error)\n" + "Loaded \(path) up to line \(statement.location.line - 1).\n")
            }
            if let failure = outcome.failure {
                failures.append("\(failure.location.line): expectation failed: \(failure.message)")
            }
            startIsProvisional = false
        }
        saved.append(linesOf: source.parsed)
        let summary = "Loaded \(path): \(count) statement(s)"
            + (failures.isEmpty ? "" : ", \(failures.count) expectation(s) did not hold") + ".\n"
        return ReplResponse(
            output: output + summary,
            error: failures.map { "\(path):\($0)\n" }.joined())
    }

    /// A setup line right after the start's sample table appeared: the start is taken back, so the line
    /// describes a table as in a file (a `screen` line rotates the sample, a `text-size` line changes its
    /// text size while shown, and a `table` line replaces it, as there).
    private func takeBackProvisionalStart(before statement: Statement) {
        guard startIsProvisional else { return }
        startIsProvisional = false
        switch statement.kind {
        case .setup(.screen), .setup(.rotate), .setup(.textSize), .setup(.table), .command, .expectBlock, .expectState:
            return
        case .setup:
            loop = StatementLoop(invariants: invariants)
            loop.engine.traceHistoryFile = traceHistory
            traceHistory?.removeAll()
            saved.removeAll()
            saved.append(Self.savedHeader)
        }
    }

    /// A note after a tap (or touch) at a point in the status bar, which scrolls to the top: `tap 0,1`
    /// is more often row 0.1 mistyped than a deliberate tap there, which `tap status-bar` writes plainly.
    private func statusBarNote(_ command: ScenarioCommand, written: String) -> String {
        let point: Point
        switch command {
        case .tap(.point(let tapped)), .touchDown(.point(let tapped)): point = tapped
        default: return ""
        }
        guard let bar = engine.simulator?.statusBarArea, bar.contains(point) else { return "" }
        let asRow =
            point.x == point.x.rounded() && point.y == point.y.rounded() && point.x >= 0 && point.y >= 0
            ? " For row \(Int(point.x)).\(Int(point.y)), write a dot: '\(written.replacingOccurrences(of: ",", with: "."))'." : ""
        return "note: (\(formatNumber(point.x)), \(formatNumber(point.y))) is a point in the status bar, so the finger "
            + "touched the status bar ('tap status-bar' says so plainly).\(asRow)\n"
    }

    private func location() -> ScenarioLocation { ScenarioLocation(file: "<repl>", line: lineNumber, column: 1) }

    /// The line, a caret under the mistake, and what was wrong; the caret counts terminal columns,
    /// so it stands under the mistake after wide (Korean, CJK) text.
    private func message(for error: ScenarioError, in line: String) -> String {
        // The line is shown as its characters are in messages (bidi controls escaped), the caret under it.
        let before = Reports.visible(String(line.prefix(max(0, error.location.column - 1))))
        let caret = String(repeating: " ", count: before.displayWidth) + "^"
        return Reports.visible(line) + "\n\(caret)\n" + Reports.visible("error: \(error.message)") + "\n"
    }

    /// The file a `save` or `load` names: the rest of the line, blanks trimmed, without the double
    /// quotes around it if it has them (`save "my session.scenario"`, as the language quotes text).
    static func fileName(_ text: String) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return name }
        return String(name.dropFirst().dropLast())
    }

    private func expectBlock(_ trace: [TraceLine], notKept: Int) -> [String] {
        guard trace.count > Self.savedBlockLimit || notKept > 0 else {
            return ["expect"] + trace.map { "  " + $0.text } + ["end"]
        }
        return ["expect"] + trace.prefix(Self.savedBlockLimit).map { "  " + $0.text } + ["  ...", "end"]
    }

    /// A command's trace as the REPL prints it, with a last line saying how many lines were not kept.
    private func printed(_ trace: [TraceLine], notKept: Int) -> String {
        guard !trace.isEmpty else { return "(no callbacks)\n" }
        return lines(trace, notKept: notKept)
    }

    /// Trace lines, each with its line end, and a last line saying how many more were not kept.
    private func lines(_ trace: [TraceLine], notKept: Int) -> String {
        trace.map { $0.text + "\n" }.joined() + Self.notKeptNote(notKept, limit: engine.commandTraceLimit).map { $0 + "\n" }.joined()
    }

    /// The line that says how many lines of a trace were not kept; none when all were.
    static func notKeptNote(_ notKept: Int, limit: Int) -> [String] {
        notKept > 0 ? ["# … and \(notKept) more lines, not kept (a command keeps \(limit))"] : []
    }

    /// `save FILE` writes a new file; an existing one is replaced only by `save! FILE` (read-only or not).
    private func save(to path: String, replacing: Bool) -> ReplResponse {
        var info = stat()
        if !replacing, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            return ReplResponse(
                error: Reports.visible("error: \(path) already exists; 'save! \(path)' replaces it, or save under another name")
                    + "\n")
        }
        do throws(FileWriteError) {
            guard let text = saved.text else {
                return ReplResponse(
                    error: "error: cannot save: the session's transcript could not be read back from its temporary file\n")
            }
            try SafeFileWriter.write(text, to: path, force: replacing)
            return ReplResponse(output: "Saved the session to \(path).\n")
        } catch {
            return ReplResponse(error: Reports.visible("error: cannot write \(path): \(error.message)") + "\n")
        }
    }

    /// The candidates completing the word being typed, given the words before it on the line.
    package func completions(precedingWords: [String], prefix: String) -> [String] {
        Grammar.completions(precedingWords: precedingWords, prefix: prefix, tableView: engine.tableView)
    }
}

extension ReplSession {
    /// What `load` shows of one statement of the file: a header naming its line, the implicit
    /// appear's trace under its own header, then the command's trace or what a look printed; a trace
    /// longer than the lines a command keeps (`limit`) ends with a line saying how many were not kept.
    static func loadedOutput(of statement: Statement, _ outcome: StatementOutcome, limit: Int) -> [String] {
        let header = "# \(statement.location.line): "
        switch statement.kind {
        case .setup:
            guard let trace = outcome.trace else { return [] }
            return [header + statement.text] + trace.map(\.text) + notKeptNote(outcome.traceNotKept, limit: limit)
        case .command(let command):
            var out: [String] = []
            if let implicit = outcome.implicitAppearTrace, !implicit.isEmpty {
                out.append(header + "appear (implicit)")
                out += implicit.map(\.text) + notKeptNote(outcome.implicitAppearNotKept, limit: limit)
            }
            out.append(header + statement.text)
            if command.isLook {
                out += outcome.printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            } else {
                out += (outcome.trace ?? []).map(\.text) + notKeptNote(outcome.traceNotKept, limit: limit)
            }
            return out
        case .expectBlock, .expectState:
            return []
        }
    }
}
