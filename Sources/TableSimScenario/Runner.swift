import Foundation
import TableSim

/// How `tablesim run` reports its results.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, junit, json
}

/// The options of `tablesim run`.
public struct RunOptions: Sendable {
    /// Print every command's trace lines.
    public var printTrace = false
    /// Rewrite failing `expect` blocks with the actual traces.
    public var update = false
    /// The report's format.
    public var format = ReportFormat.text
    public init(printTrace: Bool = false, update: Bool = false, format: ReportFormat = .text) {
        self.printTrace = printTrace
        self.update = update
        self.format = format
    }
}

/// One failed expectation of a scenario.
public struct ExpectationFailure: Sendable {
    /// Where the `expect` is.
    public var location: ScenarioLocation
    /// The command the expectation is about, and its line.
    public var command: String
    public var commandLine: Int
    /// What went wrong, in a sentence.
    public var message: String
    /// The diff of expected against actual (`  `, `- `, `+ ` lines); empty for state assertions.
    public var diff: [String]
}

/// The result of replaying one scenario.
public struct ScenarioResult: Sendable {
    public enum Status: String, Sendable { case passed, failed, error }
    public var path: String
    public var failures: [ExpectationFailure] = []
    /// The error that stopped the scenario (a parse error or a command that could not run).
    public var error: ScenarioError?
    /// The trace lines printed with `--trace`.
    public var traceOutput: [String] = []
    /// How many `expect` blocks `--update` rewrote.
    public var updatedBlocks = 0
    public var status: Status { error != nil ? .error : failures.isEmpty ? .passed : .failed }
}

/// Replays scenario files and reports, with the exit codes of the contract (0, 1, 2).
public enum ScenarioRunner {
    /// Replays scenario text and returns what happened; `--update` rewrites only through `run(paths:)`.
    public static func replay(source: String, path: String, printTrace: Bool = false) -> ScenarioResult {
        replayWithUpdates(source: source, path: path, printTrace: printTrace).result
    }

    static func replayWithUpdates(
        source: String, path: String, printTrace: Bool
    ) -> (result: ScenarioResult, updates: [(start: Int, end: Int, lines: [String])]) {
        var result = ScenarioResult(path: path)
        var updates: [(start: Int, end: Int, lines: [String])] = []
        let statements: [Statement]
        do throws(ScenarioError) {
            statements = try ScenarioParser(file: path).parse(source)
        } catch {
            result.error = error
            return (result, updates)
        }
        let engine = ScenarioEngine()
        var lastCommand: Statement?
        do throws(ScenarioError) {
            for statement in statements {
                switch statement.kind {
                case .setup(let line):
                    if let trace = try engine.apply(line, at: statement.location) {
                        // A rotation of the table on screen: it acts like a command.
                        lastCommand = statement
                        if printTrace {
                            result.traceOutput.append("# \(statement.location.line): \(statement.text)")
                            result.traceOutput += trace.map(\.text)
                        }
                    }
                case .command(let command):
                    let outcome = try engine.run(command, at: statement.location)
                    lastCommand = statement
                    if printTrace {
                        if !outcome.implicitAppearTrace.isEmpty {
                            result.traceOutput.append("# \(statement.location.line): appear (implicit)")
                            result.traceOutput += outcome.implicitAppearTrace.map(\.text)
                        }
                        result.traceOutput.append("# \(statement.location.line): \(statement.text)")
                        if command == .trace {
                            // The whole trace is what --trace already printed.
                        } else if command.isLook {
                            // `state` and `show` print what they looked at, so `--trace` shows it too.
                            result.traceOutput += outcome.printed.split(separator: "\n", omittingEmptySubsequences: false)
                                .dropLast().map(String.init)
                        } else {
                            result.traceOutput += outcome.trace.map(\.text)
                        }
                    }
                case .expectBlock(let patterns, let endLine):
                    guard let command = lastCommand else {
                        throw ScenarioError("'expect' must follow a command", at: statement.location)
                    }
                    let actual = engine.lastTrace.map(\.text)
                    if !TraceMatcher.matches(patterns, actual) {
                        result.failures.append(
                            ExpectationFailure(
                                location: statement.location, command: command.text,
                                commandLine: command.location.line,
                                message: "the trace of '\(command.text)' (line \(command.location.line)) differs",
                                diff: TraceMatcher.diff(patterns, actual)))
                        updates.append((statement.location.line, endLine, actual))
                    }
                case .expectState(let expectation):
                    guard let command = lastCommand else {
                        throw ScenarioError("'expect' must follow a command", at: statement.location)
                    }
                    if let message = StateChecker.check(expectation, in: engine) {
                        result.failures.append(
                            ExpectationFailure(
                                location: statement.location, command: command.text,
                                commandLine: command.location.line, message: message, diff: []))
                    }
                }
            }
            if engine.crashLocation == nil, let open = engine.openBatches.first {
                throw ScenarioError("'begin updates' is never closed; expected 'end updates' after it", at: open)
            }
        } catch {
            result.error = error
        }
        return (result, updates)
    }
}
