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

    private static func replayWithUpdates(
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

    /// The scenario files under the paths: files as given, folders searched recursively, sorted.
    static func scenarioFiles(_ paths: [String]) throws(ScenarioError) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ScenarioError(
                    "no such file or folder", at: ScenarioLocation(file: path, line: 0, column: 0))
            }
            if isDirectory.boolValue {
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".scenario") }
                    .sorted()
                    .map { base + "/" + $0 }
                files += found
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Replays files and folders (recursively, `*.scenario`); returns the exit code.
    public static func run(
        paths: [String], options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        let files: [String]
        do throws(ScenarioError) {
            files = try scenarioFiles(paths)
        } catch {
            errorOutput("\(error.location.file): error: \(error.message)\n")
            return 2
        }
        if files.isEmpty {
            errorOutput("error: no .scenario files under \(paths.joined(separator: " "))\n")
            return 2
        }
        var results: [ScenarioResult] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8)
            else {
                var result = ScenarioResult(path: file)
                result.error = ScenarioError(
                    "cannot read the file as UTF-8 text", at: ScenarioLocation(file: file, line: 1, column: 1))
                results.append(result)
                continue
            }
            var (result, updates) = replayWithUpdates(source: source, path: file, printTrace: options.printTrace)
            if options.update, result.error == nil, !updates.isEmpty {
                do {
                    try rewrite(file: file, source: source, updates: updates)
                    result.updatedBlocks = updates.count
                    result.failures.removeAll { !$0.diff.isEmpty }
                } catch {
                    result.error = ScenarioError(
                        "could not rewrite the file: \(error)", at: ScenarioLocation(file: file, line: 1, column: 1))
                }
            }
            results.append(result)
        }
        return report(results, options: options, output: output, errorOutput: errorOutput)
    }

    /// Replays a scenario given as text (piped standard input); returns the exit code.
    public static func run(
        source: String, name: String, options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        let result = replay(source: source, path: name, printTrace: options.printTrace)
        return report([result], options: options, output: output, errorOutput: errorOutput)
    }

    // MARK: Rewriting

    /// Replaces the bodies of failed `expect` blocks with the actual traces; the rest stays byte for byte.
    static func rewrite(file: String, source: String, updates: [(start: Int, end: Int, lines: [String])]) throws {
        var lines = source.scenarioLines
        for update in updates.sorted(by: { $0.start > $1.start }) {
            let expectLine = lines[update.start - 1]
            let indent = String(expectLine.prefix { $0 == " " || $0 == "\t" }) + "  "
            let body = update.lines.map { indent + $0 }
            lines.replaceSubrange(update.start..<(update.end - 1), with: body)
        }
        try writeAtomically(lines.joined(separator: source.scenarioLineEnding), to: file)
    }

    /// Writes a file through a temporary file in the same folder and a rename, so a crash loses nothing.
    public static func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tablesim-\(getpid()).tmp")
        try Data(text.utf8).write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    // MARK: Reporting

    static func report(
        _ results: [ScenarioResult], options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        for result in results {
            if let error = result.error { errorOutput(error.description + "\n") }
        }
        switch options.format {
        case .text: output(Reports.text(results, printTrace: options.printTrace))
        case .junit: output(Reports.junit(results))
        case .json: output(Reports.json(results))
        }
        if results.contains(where: { $0.status == .error }) { return 2 }
        if results.contains(where: { $0.status == .failed }) { return 1 }
        return 0
    }
}
