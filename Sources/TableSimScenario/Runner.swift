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
        let loop = StatementLoop()
        for statement in statements {
            let outcome = loop.run(statement)
            if let error = outcome.error {
                result.error = error
                return (result, updates)
            }
            if printTrace { result.traceOutput += outcome.traceOutput(of: statement) }
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
