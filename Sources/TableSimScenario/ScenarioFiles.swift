import Glibc
import TableSim

/// The runner's file side: finding scenario files, reading them, and rewriting them for `--update`.
///
/// Kept apart from Runner.swift's statement loop, which only sees text.
extension ScenarioRunner {
    /// The scenario files under the paths: files as given, folders searched recursively, sorted.
    ///
    /// Problems with the paths themselves (missing, unreadable folder) are errors located at line 1,
    /// column 1 of the path, the form every `file:line:column` parser reads.
    static func scenarioFiles(_ paths: [String]) throws(ScenarioError) -> [String] {
        var files: [String] = []
        for path in paths {
            if path == standardInputPath {
                guard !files.contains(standardInputPath) else {
                    throw ScenarioError("standard input ('-') can be read only once", at: wholeFile(path))
                }
                files.append(path)
                continue
            }
            guard !path.isEmpty else {
                throw ScenarioError("an empty argument names no file or folder", at: wholeFile("<empty path>"))
            }
            var info = stat()
            guard stat(path, &info) == 0 else { throw ScenarioError(unreachable(path, errno), at: wholeFile(path)) }
            if info.st_mode & S_IFMT == S_IFDIR {
                let base = path.hasSuffix("/") && path != "/" ? String(path.dropLast()) : path
                files += try scenarioPaths(inFolder: base, relative: "").sorted().map { base + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        // Only folders can hold none; one empty folder among others with files is not a mistake.
        if files.isEmpty {
            let message = paths.count == 1 ? "no .scenario files in this folder" : "no .scenario files in these folders"
            throw ScenarioError(message, at: wholeFile(paths.first ?? "."))
        }
        return files
    }

    /// The `*.scenario` paths under a folder, relative to it; folders (even one named `x.scenario`)
    /// are searched, not read, and links to folders are not followed (they could loop).
    private static func scenarioPaths(inFolder base: String, relative: String) throws(ScenarioError) -> [String] {
        let folder = relative.isEmpty ? base : base + "/" + relative
        guard let names = folderEntries(folder) else {
            throw ScenarioError("cannot read the folder: \(systemMessage(errno))", at: wholeFile(folder))
        }
        var found: [String] = []
        for name in names {
            let path = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            if lstat(base + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                found += try scenarioPaths(inFolder: base, relative: path)
            } else if name.hasSuffix(".scenario") {
                found.append(path)
            }
        }
        return found
    }

    /// The location of a problem with a whole file or folder.
    static func wholeFile(_ path: String) -> ScenarioLocation {
        ScenarioLocation(file: path, line: 1, column: 1)
    }

    /// Why a path cannot be opened, from `stat`'s or `open`'s error number.
    private static func unreachable(_ path: String, _ code: Int32) -> String {
        var info = stat()
        if code == ENOENT, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            let target = (try? SafeFileWriter.resolvingLinks(path)) ?? "?"
            return "a symbolic link to '\(target)', which does not exist"
        }
        switch code {
        case ENOENT: return "no such file or folder"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EACCES: return "permission denied"
        case ELOOP: return "too many levels of symbolic links"
        default: return systemMessage(code)
        }
    }

    /// Reads a scenario file as `run` reads one, or says at `FILE:1:1` (or at the bad byte's line and
    /// column) what it really is when it is not one: for other commands that read a scenario.
    public static func readScenarioFile(_ path: String) -> Result<ScenarioSource, ScenarioError> {
        readScenario(path)
    }

    /// Reads a scenario file, or says what it really is when it is not one.
    static func readScenario(_ path: String) -> Result<ScenarioSource, ScenarioError> {
        // Non-blocking, so that opening a FIFO with no writer returns at once and can be refused.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(
                ScenarioError(
                    code == EACCES ? "permission denied: the file is not readable" : unreachable(path, code),
                    at: wholeFile(path)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(ScenarioError(systemMessage(errno), at: wholeFile(path)))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let hint =
                type == S_IFIFO || type == S_IFCHR
                ? "; to run standard input, name it '-' (tablesim run -) or pipe it into 'tablesim'" : ""
            return .failure(ScenarioError("this is \(fileKind(type)), not a scenario file\(hint)", at: wholeFile(path)))
        }
        return ScenarioSource.read(descriptor: descriptor, file: path)
    }

    /// The path that names standard input among `tablesim run`'s paths, as most Unix tools read it.
    public static let standardInputPath = "-"
    /// The name standard input is reported under.
    public static let standardInputName = "<stdin>"

    /// Replays files and folders (recursively, `*.scenario`), and `-` for standard input; returns
    /// the exit code.
    ///
    /// The text report is written file by file as each finishes, with `--trace` lines as they
    /// happen, so a run holds no more trace than its current command's; JUnit and JSON need their
    /// counts first, so they are written at the end, with `--trace` from a temporary file that kept
    /// the traces (`ReportTraces`).
    /// `scenarioFinished` is called after each file's report, for a buffered output to flush.
    public static func run(
        paths: [String], options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void,
        scenarioFinished: () -> Void = {}
    ) -> Int32 {
        let files: [String]
        do throws(ScenarioError) {
            files = try scenarioFiles(paths)
        } catch {
            errorOutput(Reports.visible(error.description) + "\n")
            return 2
        }
        let shardFiles = options.shard.map { shard in files.indices.filter(shard.takes).map { files[$0] } } ?? files
        var results: [ScenarioResult] = []
        let traces = options.keepsTraces ? ReportTraces() : nil
        // Each file's report, with what its replay printed before it: one file after another, or, with
        // more than one job, in the same order as each file and those before it are done.
        func finished(_ result: ScenarioResult, printed: HeldOutput?, traced: ReportTraces?) {
            printed?.replay(into: output)
            traced?.forEachLine(ofScenario: 0) { traces?.append(.text(String($0))) }
            report(result, options: options, output: output, errorOutput: errorOutput)
            scenarioFinished()
            results.append(result)
        }
        // `--update` rewrites each file from what it read: a file named twice is replayed twice in turn.
        let parallel = options.jobs > 1 && shardFiles.count > 1 && !(options.update && Set(shardFiles).count < shardFiles.count)
        if parallel {
            OrderedJobs.run(count: shardFiles.count, threads: options.jobs) { index in
                let printed = HeldOutput()
                let traced = options.keepsTraces ? ReportTraces() : nil
                traced?.beginScenario()
                let result = runFile(shardFiles[index], options: options, traces: traced, output: printed.append)
                return HeldRun(result: result, printed: printed, traced: traced)
            } handle: { _, held in
                traces?.beginScenario()
                finished(held.result, printed: held.printed, traced: held.traced)
                return true
            }
        } else {
            for file in shardFiles {
                traces?.beginScenario()
                finished(runFile(file, options: options, traces: traces, output: output), printed: nil, traced: nil)
            }
        }
        return finishReport(results, traces: traces, options: options, output: output)
    }

    /// One file's replay on a worker thread, held until its turn to be reported.
    private struct HeldRun: @unchecked Sendable {
        var result: ScenarioResult
        var printed: HeldOutput
        var traced: ReportTraces?
    }

    /// Reads and replays one file of a run (`-` is standard input), applying `--update`.
    private static func runFile(
        _ file: String, options: RunOptions, traces: ReportTraces?, output: (String) -> Void
    ) -> ScenarioResult {
        let isStandardInput = file == standardInputPath
        let name = isStandardInput ? standardInputName : file
        let read = isStandardInput ? readStandardInput(descriptor: 0, name: name) : readScenario(file)
        var result = runOne(
            name: name, read: read, rewritable: !isStandardInput, options: options, traces: traces, output: output)
        if options.update, isStandardInput, result.status != .error, !result.failures.isEmpty {
            result.updateNotes.append("--update cannot rewrite standard input; nothing was written")
        }
        return result
    }

    /// Replays the scenario read from a file descriptor (piped standard input); returns the exit code.
    public static func run(
        descriptor: Int32, name: String, options: RunOptions, output: (String) -> Void,
        errorOutput: (String) -> Void
    ) -> Int32 {
        let traces = options.keepsTraces ? ReportTraces() : nil
        traces?.beginScenario()
        let result = runOne(
            name: name, read: readStandardInput(descriptor: descriptor, name: name), rewritable: false,
            options: options, traces: traces, output: output)
        report(result, options: options, output: output, errorOutput: errorOutput)
        return finishReport([result], traces: traces, options: options, output: output)
    }

    /// Standard input as a scenario, or why it cannot be one (closed, not text).
    private static func readStandardInput(descriptor: Int32, name: String) -> Result<ScenarioSource, ScenarioError> {
        // `tablesim <&-`: a closed descriptor is not an empty scenario, which would pass.
        guard fcntl(descriptor, F_GETFD) != -1 else {
            return .failure(
                ScenarioError("standard input is closed, so there is no scenario to run", at: wholeFile(name)))
        }
        return ScenarioSource.read(descriptor: descriptor, file: name)
    }

    /// Replays one scenario (streaming its `--trace` lines in the text format) and applies `--update`.
    private static func runOne(
        name: String, read: Result<ScenarioSource, ScenarioError>, rewritable: Bool, options: RunOptions,
        traces: ReportTraces?, output: (String) -> Void
    ) -> ScenarioResult {
        let source: ScenarioSource
        switch read {
        case .success(let text):
            source = text
        case .failure(let error):
            var result = ScenarioResult(path: name)
            result.error = error
            return result
        }
        let started = monotonicSeconds()
        // Trace lines are written straight into a chunk of UTF-8, handed on when large: a line costs
        // no string of its own and no call through the output.
        let chunkLimit = 32_768
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkLimit + 4096)
        var headerWritten = false
        var (result, updates) = replayWithUpdates(
            source: source.parsed, path: name, printTrace: options.printTrace, snapshotsDirectory: options.snapshotsDirectory
        ) {
            line in
            if let traces { return traces.append(line) }
            if !headerWritten {
                chunk += "== \(name)\n".utf8
                headerWritten = true
            }
            line.write(to: &chunk)
            chunk.append(UInt8(ascii: "\n"))
            if chunk.count >= chunkLimit {
                output(String(decoding: chunk, as: UTF8.self))
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { output(String(decoding: chunk, as: UTF8.self)) }
        result.duration = monotonicSeconds() - started
        guard options.update, rewritable else { return result }
        if let error = result.error {
            result.updateNotes.append(
                "--update wrote nothing to this file: it stops with an error at line \(error.location.line), so the "
                    + "expect blocks after that line never ran; fix the error and run --update again")
            return result
        }
        guard !updates.isEmpty else { return result }
        do throws(FileWriteError) {
            try rewrite(file: name, source: source, updates: updates, force: options.force)
            result.updatedBlocks = updates.count
            result.failures.removeAll { !$0.diff.isEmpty }
            for update in updates where !update.droppedWildcards.isEmpty {
                result.updateNotes.append(
                    "line \(update.start): the prefix line(s) " + update.droppedWildcards.map { "'\($0)'" }
                        .joined(separator: ", ") + " match no line of the trace now, so the new block lists those lines")
            }
        } catch {
            let hint = error.isReadOnly ? " (--update --force replaces it all the same)" : ""
            result.error = ScenarioError("could not rewrite the file: \(error.message)\(hint)", at: wholeFile(name))
        }
        return result
    }

    /// Seconds on the monotonic clock, for the reports' durations.
    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    // MARK: Rewriting

    /// Replaces the bodies of failed `expect` blocks with the actual traces; the rest stays byte for
    /// byte, each line with its own ending (a new line takes its `expect` line's), and the BOM.
    static func rewrite(
        file: String, source: ScenarioSource, updates: [BlockUpdate], force: Bool = false
    ) throws(FileWriteError) {
        var lines = source.original.linesWithEndings
        for update in updates.sorted(by: { $0.start > $1.start }) {
            let expectLine = lines[update.start - 1]
            let indent = String(expectLine.text.drop { $0 == "\u{FEFF}" }.prefix { $0 == " " || $0 == "\t" }) + "  "
            let body = update.lines.map { (text: indent + $0, ending: expectLine.ending) }
            lines.replaceSubrange(update.start..<(update.end - 1), with: body)
        }
        try SafeFileWriter.write(lines.map { $0.text + $0.ending }.joined(), to: file, expecting: source.original, force: force)
    }

    // MARK: Reporting

    /// Reports one finished scenario: its error on standard error, and in the text format its lines.
    static func report(
        _ result: ScenarioResult, options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) {
        if let error = result.error { errorOutput(Reports.visible(error.description) + "\n") }
        if options.format == .text { output(Reports.text(result)) }
    }

    /// Writes the end of the report (the text summary, or the whole JUnit or JSON document) and
    /// returns the exit code.
    static func finishReport(
        _ results: [ScenarioResult], traces: ReportTraces?, options: RunOptions, output: (String) -> Void
    ) -> Int32 {
        let lines: Reports.TraceLines? = traces.map { traces in { traces.forEachLine(ofScenario: $0, $1) } }
        switch options.format {
        case .text: output(Reports.summary(results))
        case .junit: Reports.junit(results, context: .current, traces: lines, output: output)
        case .json: Reports.json(results, traces: lines, output: output)
        }
        if results.contains(where: { $0.status == .error }) { return 2 }
        if results.contains(where: { $0.status == .failed }) { return 1 }
        return 0
    }
}

extension String {
    /// The lines with their own endings (LF, CRLF or a lone CR; the last line may have none), split
    /// where the parser splits, so that line numbers agree.
    var linesWithEndings: [(text: String, ending: String)] {
        var lines: [(text: String, ending: String)] = []
        var current = ""
        for character in self {
            switch character {
            case "\n", "\r\n", "\r":
                lines.append((current, String(character)))
                current = ""
            default:
                current.append(character)
            }
        }
        lines.append((current, ""))
        return lines
    }
}
