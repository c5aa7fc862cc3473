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
    let engine = ScenarioEngine()
    private let parser = ScenarioParser(file: "<repl>")
    /// The scenario so far, as `save` writes it.
    private var saved: [String]
    private var lineNumber = 0
    private var replayNote = ""
    /// Whether a command (or a rotation) ran, so an `expect KEY` line has one to follow, as the runner requires.
    private var hasCommand = false

    /// Starts on the built-in sample table.
    public init() {
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
            switch statement.kind {
            case .setup(let line): hasCommand = try engine.apply(line, at: statement.location) != nil || hasCommand
            case .command(let command):
                _ = try engine.run(command, at: statement.location)
                hasCommand = true
            case .expectBlock(let patterns, _):
                if !TraceMatcher.matches(patterns, engine.lastTrace.map(\.text)) { failures += 1 }
            case .expectState(let expectation):
                if StateChecker.check(expectation, in: engine) != nil { failures += 1 }
            }
        }
        saved = source.scenarioLines
        while saved.last == "" { saved.removeLast() }
        replayNote = "Replayed \(path)" + (failures > 0 ? " (\(failures) expectation(s) did not hold)" : "") + ".\n"
    }

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
            switch statement.kind {
            case .setup(let setupLine):
                let trace = try engine.apply(setupLine, at: statement.location)
                saved.append(trimmed)
                guard let trace else { return ReplResponse() }
                hasCommand = true
                saved += expectBlock(trace)
                return ReplResponse(output: trace.isEmpty ? "(no callbacks)\n" : trace.map { $0.text + "\n" }.joined())
            case .command(let command):
                let outcome = try engine.run(command, at: statement.location)
                hasCommand = true
                var output = ""
                if !outcome.implicitAppearTrace.isEmpty || (command == .appear) {
                    let trace = command == .appear ? outcome.trace : outcome.implicitAppearTrace
                    if command != .appear { output += "# the table appeared:\n" }
                    output += trace.map { $0.text + "\n" }.joined()
                    saved.append("appear")
                    saved += expectBlock(trace)
                }
                if !outcome.ran {
                    // Not saved: after the crash, a replay would refuse the command.
                    output += "# the app crashed; '\(trimmed)' did not run\n"
                } else if command.isLook {
                    output += outcome.printed
                } else if command != .appear {
                    output += outcome.trace.isEmpty ? "(no callbacks)\n" : outcome.trace.map { $0.text + "\n" }.joined()
                    saved.append(trimmed)
                    saved += expectBlock(outcome.trace)
                }
                return ReplResponse(output: output)
            case .expectState(let expectation):
                guard hasCommand else { throw ScenarioError("'expect' must follow a command", at: statement.location) }
                saved.append(trimmed)
                if let message = StateChecker.check(expectation, in: engine) {
                    return ReplResponse(error: "expectation failed: \(message)\n")
                }
                return ReplResponse(output: "ok\n")
            case .expectBlock:
                return ReplResponse(error: "error: an 'expect' block needs a scenario file\n")
            }
        } catch {
            let caret = String(repeating: " ", count: max(0, error.location.column - 1)) + "^"
            return ReplResponse(error: "\(trimmed)\n\(caret)\nerror: \(error.message)\n")
        }
    }

    private func expectBlock(_ trace: [TraceLine]) -> [String] {
        ["expect"] + trace.map { "  " + $0.text } + ["end"]
    }

    private func save(to path: String) -> ReplResponse {
        do {
            try ScenarioRunner.writeAtomically(saved.joined(separator: "\n") + "\n", to: path)
            return ReplResponse(output: "Saved the session to \(path).\n")
        } catch {
            return ReplResponse(error: "error: cannot write \(path): \(error)\n")
        }
    }

    /// The candidates completing the word being typed, given the words before it on the line.
    public func completions(precedingWords: [String], prefix: String) -> [String] {
        Grammar.completions(precedingWords: precedingWords, prefix: prefix, tableView: engine.tableView)
    }
}
