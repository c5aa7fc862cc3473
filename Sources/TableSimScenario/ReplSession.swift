import Foundation
import TableSim

/// What the REPL shows after a line: the output to print, and whether the session should end.
public struct ReplResponse: Sendable, Equatable {
    /// Text for standard output (trace lines, `state`, `show`, `help`), newline-terminated or empty.
    public var output: String
    /// Text for standard error (an error in the line), newline-terminated or empty.
    public var error: String
    /// Whether the user asked to leave (`quit`, `exit`).
    public var wantsExit: Bool

    public init(output: String = "", error: String = "", wantsExit: Bool = false) {
        self.output = output
        self.error = error
        self.wantsExit = wantsExit
    }
}

/// An interactive session: the lines typed at the REPL, run one at a time on a live table.
public final class ReplSession {
    /// The statement loop the runner uses too, so a line acts here as it would in a file.
    private let loop: StatementLoop
    var engine: ScenarioEngine { loop.engine }
    private let parser = ScenarioParser(file: "<repl>")
    /// The scenario so far, as `save` writes it.
    private var saved: [String]
    private var lineNumber = 0
    private var replayNote = ""

    /// Starts on the built-in sample table; `invariants` says what a broken table invariant does.
    public init(invariants: StatementLoop.InvariantCheck = .failInDebugBuilds) {
        loop = StatementLoop(invariants: invariants)
        saved = ["# A TableSim REPL session. Replay it with: tablesim run FILE"]
    }

    /// Starts by replaying a scenario file; a parse or command error is thrown as `file:line:column: error: …`.
    public convenience init(replaying path: String) throws {
        self.init()
        guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8)
        else { throw ScenarioError("cannot read the file", at: ScenarioLocation(file: path, line: 1, column: 1)) }
        let statements = try ScenarioParser(file: path).parse(source)
        var failures = 0
        for statement in statements {
            let outcome = loop.run(statement)
            if let error = outcome.error { throw error }
            if outcome.failure != nil { failures += 1 }
        }
        saved = source.scenarioLines
        while saved.last == "" { saved.removeLast() }
        replayNote = "Replayed \(path)" + (failures > 0 ? " (\(failures) expectation(s) did not hold)" : "") + ".\n"
    }

    /// Asked once per frame while a command runs the clock; yes stops the command and the session
    /// goes on (the REPL's Ctrl-C).
    public var interruptionRequested: (() -> Bool)? {
        get { engine.interruptionRequested }
        set { engine.interruptionRequested = newValue }
    }

    /// The most lines of one command's trace a saved `expect` block lists; a `...` line stands for the rest.
    static let savedBlockLimit = 1000

    /// The banner printed when the REPL starts on a terminal.
    public var banner: String {
        "TableSim 0.1.0 — UIKit's UITableView, simulated. Type 'help' for commands, Ctrl-D to leave.\n"
            + (engine.setup.isSample ? "The built-in sample table is loaded; try 'show', then 'tap 0.1'.\n" : "")
            + replayNote
    }

    /// Runs one typed line (a command, `help`, `save FILE`, `quit`, ...).
    public func handle(line: String) -> ReplResponse {
        lineNumber += 1
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return ReplResponse() }
        let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        switch words[0] {
        case "quit", "exit", ".quit", ".exit":
            return ReplResponse(wantsExit: true)
        case "help", "?", ".help":
            return ReplResponse(output: Help.text(for: words.count > 1 ? words[1] : nil))
        case "save":
            guard words.count > 1 else { return ReplResponse(error: "error: expected a file name: save FILE\n") }
            return save(to: words[1].trimmingCharacters(in: .whitespaces))
        default:
            break
        }
        do throws(ScenarioError) {
            guard let statement = try parser.parseSingleLine(trimmed, lineNumber: lineNumber) else {
                return ReplResponse()
            }
            let outcome = loop.run(statement)
            var output = ""
            if let implicit = outcome.implicitAppearTrace, !implicit.isEmpty {
                // Saved even when the command then fails: the table appeared, and a replay must too.
                output += "# the table appeared:\n" + implicit.map { $0.text + "\n" }.joined()
                saved.append("appear")
                saved += expectBlock(implicit)
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
                saved += expectBlock(trace)
                return ReplResponse(output: printed(trace))
            case .command(let command):
                if command == .appear {
                    let trace = outcome.trace ?? []
                    output += trace.map { $0.text + "\n" }.joined()
                    saved.append("appear")
                    saved += expectBlock(trace)
                } else if !outcome.ran {
                    // Not saved: after the crash, a replay would refuse the command.
                    output += "# the app crashed; '\(trimmed)' did not run\n"
                } else if command.isLook {
                    output += outcome.printed
                } else {
                    let trace = outcome.trace ?? []
                    output += printed(trace)
                    saved.append(trimmed)
                    saved += expectBlock(trace)
                }
                return ReplResponse(output: output)
            case .expectState:
                saved.append(trimmed)
                if let failure = outcome.failure {
                    return ReplResponse(error: "expectation failed: \(failure.message)\n")
                }
                return ReplResponse(output: "ok\n")
            case .expectBlock:
                return ReplResponse(error: "error: an 'expect' block needs a scenario file\n")
            }
        } catch {
            return ReplResponse(error: message(for: error, in: trimmed))
        }
    }

    /// The line, a caret under the mistake, and what was wrong.
    private func message(for error: ScenarioError, in line: String) -> String {
        let caret = String(repeating: " ", count: max(0, error.location.column - 1)) + "^"
        return "\(line)\n\(caret)\nerror: \(error.message)\n"
    }

    private func expectBlock(_ trace: [TraceLine]) -> [String] {
        guard trace.count > Self.savedBlockLimit || engine.lastTraceNotKept > 0 else {
            return ["expect"] + trace.map { "  " + $0.text } + ["end"]
        }
        return ["expect"] + trace.prefix(Self.savedBlockLimit).map { "  " + $0.text } + ["  ...", "end"]
    }

    /// A command's trace as the REPL prints it, with a last line saying how many lines were not kept.
    private func printed(_ trace: [TraceLine]) -> String {
        guard !trace.isEmpty else { return "(no callbacks)\n" }
        let notKept = engine.lastTraceNotKept
        return trace.map { $0.text + "\n" }.joined()
            + (notKept > 0 ? "# … and \(notKept) more lines, not kept (a command keeps \(engine.commandTraceLimit))\n" : "")
    }

    private func save(to path: String) -> ReplResponse {
        do throws(FileWriteError) {
            try SafeFileWriter.write(saved.joined(separator: "\n") + "\n", to: path)
            return ReplResponse(output: "Saved the session to \(path).\n")
        } catch {
            return ReplResponse(error: Reports.visible("error: cannot write \(path): \(error.message)") + "\n")
        }
    }

    /// The candidates completing the word being typed, given the words before it on the line.
    public func completions(precedingWords: [String], prefix: String) -> [String] {
        Grammar.completions(precedingWords: precedingWords, prefix: prefix, tableView: engine.tableView)
    }
}
