import Foundation
import TableSim

/// How `tablesim run` reports its results.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `text` is for a terminal: failures with their diffs, then a `scenarios: N passed, N failed`
    /// line; `junit` is JUnit XML, a test case per scenario file, which CI services show as test
    /// results; `json` is one JSON document of the results, for other tools.
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
    /// `--snapshots DIR`: the folder that gets a picture of each scenario's last screen, or nil.
    public var snapshotsDirectory: String?
    /// `--jobs N`: how many files are replayed at once, on as many threads; the output is the same
    /// as with one.
    public var jobs = 1
    /// `--shard I/N`: replay only this shard's files of the sorted list, or all of them (nil).
    public var shard: Shard?
    /// `--force`: `--update` replaces a read-only scenario file too.
    package var force = false
    /// Creates options; each one left out is as `tablesim run` has it without its flag.
    public init(
        printTrace: Bool = false, update: Bool = false, format: ReportFormat = .text, snapshotsDirectory: String? = nil,
        jobs: Int = 1, shard: Shard? = nil
    ) {
        self.printTrace = printTrace
        self.update = update
        self.format = format
        self.snapshotsDirectory = snapshotsDirectory
        self.jobs = jobs
        self.shard = shard
    }

    /// Whether the run keeps its traces for the report at its end: `--trace` with JUnit or JSON.
    var keepsTraces: Bool { printTrace && format != .text }
}

/// One failed expectation of a scenario.
public struct ExpectationFailure: Sendable {
    /// Where the `expect` is.
    public var location: ScenarioLocation
    /// The command the expectation is about.
    public var command: String
    /// The command's line in the scenario file.
    public var commandLine: Int
    /// What went wrong, in a sentence.
    public var message: String
    /// The diff of expected against actual (`  `, `- `, `+ ` lines); empty for state assertions.
    public var diff: [String]
}

/// The result of replaying one scenario.
public struct ScenarioResult: Sendable {
    /// Whether the scenario passed, failed an expectation, or could not be run to its end.
    public enum Status: String, Sendable {
        /// `passed`: every expectation held; `failed`: an expectation did not; `error`: the scenario
        /// could not be parsed or replayed to its end.
        case passed, failed, error
    }
    /// The file's path as given (`<stdin>` for standard input).
    public var path: String
    /// The expectations that did not hold.
    public var failures: [ExpectationFailure] = []
    /// The error that stopped the scenario (a parse error or a command that could not run).
    public var error: ScenarioError?
    /// The trace lines of ``ScenarioRunner/replay(source:path:printTrace:)``; `tablesim run` keeps
    /// them out of memory instead (streamed for the text report, in a temporary file for JUnit and JSON).
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
        var (result, _) = replayWithUpdates(source: source, path: path, printTrace: printTrace) { lines.append($0.text) }
        result.traceOutput = lines
        return result
    }

    /// Replays scenario text, handing each `--trace` line to `traceSink` as soon as the table traced
    /// it, so that a run never holds more trace than the first lines of its current command (which
    /// an `expect` may check), whatever the number of rows a load asks about.
    ///
    /// The statements are never held: the text is parsed whole first, so that a file with a
    /// mistake runs nothing, then again, each statement handed to the loop as it is read.
    static func replayWithUpdates(
        source: String, path: String, printTrace: Bool, commandTraceLimit: Int = TraceRecorder.defaultCommandLimit,
        snapshotsDirectory: String? = nil, traceSink: (TracePrintout) -> Void
    ) -> (result: ScenarioResult, updates: [BlockUpdate]) {
        var result = ScenarioResult(path: path)
        var updates: [BlockUpdate] = []
        var statements: ParsedStatements
        do throws(ScenarioError) {
            statements = try ScenarioParser(file: path).checkedStatements(in: source)
        } catch {
            result.error = error
            return (result, updates)
        }
        let loop = StatementLoop()
        loop.engine.commandTraceLimit = commandTraceLimit
        loop.engine.snapshotFolders = snapshotsDirectory.map { [$0] } ?? []
        var replayed: (result: ScenarioResult, updates: [BlockUpdate]) = withoutActuallyEscaping(traceSink) { traceSink in
            var stream = TraceStream(sink: traceSink)
            if printTrace { loop.engine.traceListener = { stream.line($0, of: $1) } }
            // The listener holds the sink, which must not outlive this call.
            defer { loop.engine.traceListener = nil }
            while let statement = statements.next() {
                stream.begin(statement)
                let outcome = loop.run(statement)
                if let error = outcome.error {
                    result.error = error
                    return (result, updates)
                }
                if printTrace { stream.end(statement, outcome) }
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
        if let directory = snapshotsDirectory {
            Snapshots.writeRunPicture(of: loop.engine, scenario: path, in: directory, into: &replayed.result)
        }
        return replayed
    }
}

/// One line `--trace` prints: text of its own (a statement's header, what a look printed), or a line
/// of the table's trace, written out only as it is printed (straight into the output's buffer).
enum TracePrintout {
    case text(String)
    case line(TraceLine)

    /// The line as printed, without its line end.
    var text: String {
        switch self {
        case .text(let text): text
        case .line(let line): line.text
        }
    }

    /// Appends the line as printed, without its line end, as UTF-8.
    func write(to output: inout [UInt8]) {
        switch self {
        case .text(let text): output += text.utf8
        case .line(let line): line.write(to: &output)
        }
    }
}

/// `--trace` as it happens: a header naming each statement's line before its first trace line (the
/// implicit `appear` has its own), then the lines, then what a look printed.
private struct TraceStream {
    let sink: (TracePrintout) -> Void
    private var statement: Statement?
    private var wroteImplicitHeader = false
    private var wroteHeader = false

    init(sink: @escaping (TracePrintout) -> Void) {
        self.sink = sink
    }

    private var header: String { "# \(statement?.location.line ?? 0): " }

    /// A statement is about to run.
    mutating func begin(_ statement: Statement) {
        self.statement = statement
        wroteImplicitHeader = false
        wroteHeader = false
    }

    /// A line the table traced while the statement ran.
    mutating func line(_ line: TraceLine, of part: ScenarioEngine.TracePart) {
        switch part {
        case .implicitAppear:
            if !wroteImplicitHeader {
                sink(.text(header + "appear (implicit)"))
                wroteImplicitHeader = true
            }
        case .command:
            writeHeader()
        }
        sink(.line(line))
    }

    private mutating func writeHeader() {
        guard !wroteHeader, let statement else { return }
        sink(.text(header + statement.text))
        wroteHeader = true
    }

    /// The statement ran: a command's header even when it traced nothing, and what a look printed.
    mutating func end(_ statement: Statement, _ outcome: StatementOutcome) {
        switch statement.kind {
        case .setup:
            // A rotation traces like a command; other setup lines print nothing.
            if outcome.trace != nil { writeHeader() }
        case .command(let command):
            writeHeader()
            // `trace` prints what --trace already printed; `state` and `show` print what they looked at.
            if command.isLook, command != .trace {
                outcome.printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().forEach {
                    sink(.text(String($0)))
                }
            }
        case .expectBlock, .expectState:
            break
        }
    }
}
