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
    /// Whether the scenario passed, failed an expectation, or could not be run to its end.
    public enum Status: String, Sendable { case passed, failed, error }
    /// The file's path as given (`<stdin>` for standard input).
    public var path: String
    /// The expectations that did not hold.
    public var failures: [ExpectationFailure] = []
    /// The error that stopped the scenario (a parse error or a command that could not run).
    public var error: ScenarioError?
    /// The trace lines of `--trace`, kept only for the reports that need them whole (JUnit, JSON);
    /// the text report streams them instead.
    public var traceOutput: [String] = []
    /// How many `expect` blocks `--update` rewrote.
    public var updatedBlocks = 0
    /// What `--update` could not do for this file, in sentences: why it wrote nothing, or which of
    /// the author's prefix lines it had to drop.
    public var updateNotes: [String] = []
    /// The wall-clock seconds the replay took (for JUnit's `time`; never part of a trace).
    public var duration = 0.0
    /// Whether it passed, failed or could not be run.
    public var status: Status { error != nil ? .error : failures.isEmpty ? .passed : .failed }
}

/// Replays scenario files and reports, with the exit codes of the contract (0, 1, 2).
public enum ScenarioRunner {
    /// Replays scenario text and returns what happened; `--update` rewrites only through `run(paths:)`.
    public static func replay(source: String, path: String, printTrace: Bool = false) -> ScenarioResult {
        var lines: [String] = []
        var (result, _) = replayWithUpdates(source: source, path: path, printTrace: printTrace) { lines.append($0) }
        result.traceOutput = lines
        return result
    }

    /// Replays scenario text, handing each `--trace` line to `traceSink` as soon as it exists, so
    /// that a run never holds more trace than its last command's (which an `expect` may check).
    static func replayWithUpdates(
        source: String, path: String, printTrace: Bool, printedLimit: Int = TraceRecorder.printedCommandLimit,
        traceSink: (String) -> Void
    ) -> (result: ScenarioResult, updates: [BlockUpdate]) {
        var result = ScenarioResult(path: path)
        var updates: [BlockUpdate] = []
        let statements: [Statement]
        do throws(ScenarioError) {
            statements = try ScenarioParser(file: path).parse(source)
        } catch {
            result.error = error
            return (result, updates)
        }
        let loop = StatementLoop()
        // `--trace` prints every line, so it keeps a command's lines until the command ends.
        if printTrace { loop.engine.commandTraceLimit = printedLimit }
        for statement in statements {
            let notKeptBefore = loop.engine.linesNotKept
            let outcome = loop.run(statement)
            if let error = outcome.error {
                result.error = error
                return (result, updates)
            }
            if printTrace, loop.engine.linesNotKept > notKeptBefore {
                result.error = ScenarioError(
                    "this line's trace has more than the \(printedLimit) lines --trace holds to print one command's; "
                        + "run it without --trace (a run then keeps the first \(TraceRecorder.defaultCommandLimit) "
                        + "lines of a command), or on fewer rows", at: statement.location)
                return (result, updates)
            }
            if printTrace { outcome.traceOutput(of: statement).forEach(traceSink) }
            if let failure = outcome.failure { result.failures.append(failure) }
            if let update = outcome.blockUpdate { updates.append(update) }
        }
        do throws(ScenarioError) {
            try loop.finish()
        } catch {
            result.error = error
        }
        return (result, updates)
    }
}
