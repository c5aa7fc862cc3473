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
        guard let directory = opendir(folder) else {
            throw ScenarioError("cannot read the folder: \(systemMessage(errno))", at: wholeFile(folder))
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
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
                ? "; to run standard input, pipe it into 'tablesim' with no arguments" : ""
            return .failure(ScenarioError("this is \(fileKind(type)), not a scenario file\(hint)", at: wholeFile(path)))
        }
        return ScenarioSource.read(descriptor: descriptor, file: path)
    }

    /// Replays files and folders (recursively, `*.scenario`); returns the exit code.
    public static func run(
        paths: [String], options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        let files: [String]
        do throws(ScenarioError) {
            files = try scenarioFiles(paths)
        } catch {
            errorOutput(Reports.visible(error.description) + "\n")
            return 2
        }
        var results: [ScenarioResult] = []
        for file in files {
            let source: ScenarioSource
            switch readScenario(file) {
            case .success(let read):
                source = read
            case .failure(let error):
                var result = ScenarioResult(path: file)
                result.error = error
                results.append(result)
                continue
            }
            var (result, updates) = replayWithUpdates(source: source.parsed, path: file, printTrace: options.printTrace)
            if options.update, result.error == nil, !updates.isEmpty {
                do throws(FileWriteError) {
                    try rewrite(file: file, source: source, updates: updates)
                    result.updatedBlocks = updates.count
                    result.failures.removeAll { !$0.diff.isEmpty }
                } catch {
                    result.error = ScenarioError("could not rewrite the file: \(error.message)", at: wholeFile(file))
                }
            }
            results.append(result)
        }
        return report(results, options: options, output: output, errorOutput: errorOutput)
    }

    /// Replays the scenario read from a file descriptor (piped standard input); returns the exit code.
    public static func run(
        descriptor: Int32, name: String, options: RunOptions, output: (String) -> Void,
        errorOutput: (String) -> Void
    ) -> Int32 {
        var result: ScenarioResult
        switch ScenarioSource.read(descriptor: descriptor, file: name) {
        case .success(let source):
            result = replay(source: source.parsed, path: name, printTrace: options.printTrace)
        case .failure(let error):
            result = ScenarioResult(path: name)
            result.error = error
        }
        return report([result], options: options, output: output, errorOutput: errorOutput)
    }

    // MARK: Rewriting

    /// Replaces the bodies of failed `expect` blocks with the actual traces; the rest stays byte for
    /// byte, each line with its own ending (a new line takes its `expect` line's), and the BOM.
    static func rewrite(
        file: String, source: ScenarioSource, updates: [(start: Int, end: Int, lines: [String])]
    ) throws(FileWriteError) {
        var lines = source.original.linesWithEndings
        for update in updates.sorted(by: { $0.start > $1.start }) {
            let expectLine = lines[update.start - 1]
            let indent = String(expectLine.text.drop { $0 == "\u{FEFF}" }.prefix { $0 == " " || $0 == "\t" }) + "  "
            let body = update.lines.map { (text: indent + $0, ending: expectLine.ending) }
            lines.replaceSubrange(update.start..<(update.end - 1), with: body)
        }
        try SafeFileWriter.write(lines.map { $0.text + $0.ending }.joined(), to: file, expecting: source.original)
    }

    // MARK: Reporting

    static func report(
        _ results: [ScenarioResult], options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        for result in results {
            if let error = result.error { errorOutput(Reports.visible(error.description) + "\n") }
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
