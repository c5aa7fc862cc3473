import Foundation
import Testing

@testable import TableSimScenario

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The bytes of a file.
private func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// The names in a folder, sorted.
private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// The `stat` of a path (not following a last symbolic link).
private func status(_ path: String) -> stat {
    var info = stat()
    lstat(path, &info)
    return info
}

/// The error `SafeFileWriter.write` throws, or nil when it wrote.
private func writeError(_ text: String, to path: String, expecting original: String? = nil) -> String? {
    do throws(FileWriteError) {
        try SafeFileWriter.write(text, to: path, expecting: original)
        return nil
    } catch {
        return error.message
    }
}

/// `save` and `--update` replace files through a temporary file and a rename: what that must not lose.
@Suite struct SafeFileWriterTests {
    @Test func writesThroughASymbolicLinkToItsTarget() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("real.scenario").path
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("link.scenario").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.scenario")
        #expect(writeError("new\n", to: link) == nil)
        #expect(status(link).st_mode & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.scenario")
        #expect(try bytes(target) == Array("new\n".utf8))
        #expect(try names(in: folder) == ["link.scenario", "real.scenario"])
    }

    @Test func refusesFilesThatAreNotRegular() throws {
        let folder = try temporaryFolder()
        let fifo = folder.appendingPathComponent("pipe.scenario").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(writeError("new\n", to: fifo) == "it is a named pipe (FIFO), not a regular file; nothing was written")
        #expect(status(fifo).st_mode & S_IFMT == S_IFIFO)
        #expect(writeError("new\n", to: folder.path) == "it is a folder, not a regular file; nothing was written")
        #expect(
            writeError("new\n", to: "/dev/null") == "it is a character device, not a regular file; nothing was written")
        #expect(try names(in: folder) == ["pipe.scenario"])
    }

    @Test(arguments: [0o600, 0o755, 0o640])
    func keepsTheFileMode(mode: Int) throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a.scenario").path
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(chmod(file, mode_t(mode)) == 0)
        #expect(writeError("new\n", to: file) == nil)
        #expect(Int(status(file).st_mode & 0o7777) == mode)
        #expect(try bytes(file) == Array("new\n".utf8))
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another owner"))
    func keepsTheFileOwner() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a.scenario").path
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(chown(file, 65534, 65534) == 0)
        #expect(writeError("new\n", to: file) == nil)
        #expect(status(file).st_uid == 65534)
        #expect(status(file).st_gid == 65534)
        #expect(try bytes(file) == Array("new\n".utf8))
    }

    @Test func keepsHardLinksByWritingInPlace() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a.scenario").path
        let other = folder.appendingPathComponent("b.scenario").path
        try "a longer old text\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(link(file, other) == 0)
        let inode = status(file).st_ino
        #expect(writeError("new\n", to: file) == nil)
        #expect(try bytes(other) == Array("new\n".utf8))
        #expect(status(file).st_ino == inode)
        #expect(status(file).st_nlink == 2)
        #expect(try names(in: folder) == ["a.scenario", "b.scenario"])
    }

    @Test func refusesToOverwriteAConcurrentEdit() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a.scenario").path
        try "edited by the user\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(
            writeError("new\n", to: file, expecting: "as read\n")
                == "the file changed since it was read; nothing was written (run again to update the new text)")
        #expect(try bytes(file) == Array("edited by the user\n".utf8))
        #expect(try names(in: folder) == ["a.scenario"])
        #expect(writeError("new\n", to: file, expecting: "edited by the user\n") == nil)
        #expect(try bytes(file) == Array("new\n".utf8))
    }

    @Test func saysPlainlyWhenTheFolderIsMissing() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("missing/a.scenario").path
        #expect(writeError("new\n", to: file) == "the folder '\(folder.path)/missing' does not exist")
        #expect(writeError("new\n", to: "") == "an empty path names no file")
    }

    @Test func replSaveSaysPlainlyWhatWentWrong() throws {
        let folder = try temporaryFolder()
        let session = ReplSession()
        let missing = folder.appendingPathComponent("missing/s.scenario").path
        #expect(
            session.handle(line: "save \(missing)")
                == ReplResponse(
                    error: "error: cannot write \(missing): the folder '\(folder.path)/missing' does not exist\n"))
        #expect(
            session.handle(line: "save /dev/null")
                == ReplResponse(
                    error:
                        "error: cannot write /dev/null: it is a character device, not a regular file; nothing was written\n"
                ))
        #expect(try names(in: folder) == [])
    }

    @Test func removesTheTemporaryFilesOfDeadProcessesOnly() throws {
        let folder = try temporaryFolder()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = ".other.scenario.tablesim-\(finished.processIdentifier).tmp"
        let alive = ".other.scenario.tablesim-1.tmp"
        for name in [dead, alive, ".tablesim-x.tmp"] {
            try "partial".write(toFile: folder.appendingPathComponent(name).path, atomically: false, encoding: .utf8)
        }
        #expect(writeError("new\n", to: folder.appendingPathComponent("a.scenario").path) == nil)
        #expect(try names(in: folder) == [".other.scenario.tablesim-1.tmp", ".tablesim-x.tmp", "a.scenario"])
        #expect(SafeFileWriter.temporaryOwner(".a.scenario.tablesim-42.tmp") == 42)
        #expect(SafeFileWriter.temporaryOwner(".a.scenario.tablesim-x.tmp") == nil)
        #expect(SafeFileWriter.temporaryOwner("a.scenario.tablesim-42.tmp") == nil)
    }

    /// A folder's names are read in place from each `dirent`, whose length follows its name: names of
    /// every length up to the longest a file may have come back whole (under AddressSanitizer, the old
    /// copy of the fixed 256-byte field read past the end of the last entry, and trapped in CI).
    @Test func listsNamesOfEveryLengthWhole() throws {
        let folder = try temporaryFolder()
        var expected: [String] = []
        for length in 1...255 {
            let name = String(String(repeating: "abcdefghij", count: 26).prefix(length))
            try "x".write(toFile: folder.appendingPathComponent(name).path, atomically: false, encoding: .utf8)
            expected.append(name)
        }
        #expect(folderEntries(folder.path)?.sorted() == expected.sorted())
        #expect(folderEntries(folder.appendingPathComponent("missing").path) == nil)
    }

    /// Threads of one process (parallel tests saving pictures or sessions) write at once: every write
    /// succeeds, each file ends whole with one writer's text, and no temporary file is left. Their
    /// temporary files share the PID in their name, so without one write at a time a writer removed
    /// another's temporary file as its own leftover, and the signal handler's path was freed twice.
    @Test func threadsWritingAtOnceEachWriteWholeFiles() async throws {
        let folder = try temporaryFolder()
        let shared = folder.appendingPathComponent("shared.scenario").path
        let errors = await withTaskGroup(of: String?.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    let own = folder.appendingPathComponent("own-\(writer).scenario").path
                    for round in 0..<50 {
                        let text = String(repeating: "writer \(writer) round \(round)\n", count: 200)
                        if let error = writeError(text, to: round.isMultiple(of: 2) ? own : shared) { return error }
                    }
                    return nil
                }
            }
            return await group.compactMap { $0 }.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(errors == [])
        #expect(try names(in: folder) == (0..<8).map { "own-\($0).scenario" } + ["shared.scenario"])
        let text = String(decoding: try bytes(shared), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 200 && Set(lines).count == 1, "one writer's whole text")
        for writer in 0..<8 {
            let own = String(decoding: try bytes(folder.appendingPathComponent("own-\(writer).scenario").path), as: UTF8.self)
            #expect(own == String(repeating: "writer \(writer) round 48\n", count: 200))
        }
    }

    /// A 64 KiB tmpfs stands in for a full disk: the old file stays, no partial copy stays, and the
    /// message is a sentence.
    @Test(.enabled(if: geteuid() == 0, "mounting a small tmpfs needs root"))
    func aFullDiskLeavesTheFileAndNoDebris() throws {
        let folder = try temporaryFolder()
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=64k") == 0 else {
            // A container without the right to mount: no small disk to fill here.
            if errno == EPERM { try Test.cancel("mounting a 64 KB tmpfs is not permitted here") }
            Issue.record("mount: \(String(cString: strerror(errno)))")
            return
        }
        defer { umount(folder.path) }
        let file = folder.appendingPathComponent("a.scenario").path
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        let huge = String(repeating: "tap 0.1\n", count: 100_000)
        #expect(writeError(huge, to: file) == "no space left on the device; nothing was written")
        #expect(try bytes(file) == Array("old\n".utf8))
        #expect(try names(in: folder) == ["a.scenario"])
        // `--update` says the same, at the file.
        try "tap 0.1\nexpect\nend\n".write(toFile: file, atomically: false, encoding: .utf8)
        let source = ScenarioSource(text: "tap 0.1\nexpect\nend\n")
        #expect(throws: FileWriteError("no space left on the device; nothing was written")) {
            try ScenarioRunner.rewrite(
                file: file, source: source, updates: [BlockUpdate(start: 2, end: 3, lines: Array(repeating: "x", count: 100_000), droppedWildcards: [])])
        }
        #expect(try names(in: folder) == ["a.scenario"])
    }
}

/// `--update` rewrites only the failed blocks, byte for byte elsewhere.
@Suite struct UpdateRewriteTests {
    @Test func keepsEachLineEndingAndTheByteOrderMark() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("mixed.scenario").path
        let original = "\u{FEFF}# mixed\r\ntable plain\nrow \"A\"\r\nrow \"B\"\ntap 0.1\r\nexpect\r\nend\nshow\n"
        try Data(original.utf8).write(to: URL(fileURLWithPath: file))
        let result = runScenarios([file], options: RunOptions(update: true))
        #expect(result.code == 0)
        #expect(result.out == "PASS \(file) (updated 1 expect block(s))\nscenarios: 1 passed, 0 failed\n")
        let expected =
            "\u{FEFF}# mixed\r\ntable plain\nrow \"A\"\r\nrow \"B\"\ntap 0.1\r\nexpect\r\n"
            + "  tableView(_:shouldHighlightRowAt:) [0, 1] -> true\r\n  tableView(_:didHighlightRowAt:) [0, 1]\r\n"
            + "  tableView(_:didUnhighlightRowAt:) [0, 1]\r\n  tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]\r\n"
            + "  tableView(_:didSelectRowAt:) [0, 1]\r\nend\nshow\n"
        #expect(try bytes(file) == Array(expected.utf8))
    }

    @Test func refusesWhenTheFileChangedWhileRunning() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a.scenario").path
        try "tap 0.1\nexpect\nend\n".write(toFile: file, atomically: false, encoding: .utf8)
        let source = ScenarioSource(text: "tap 0.1\nexpect\nend\n")
        try "tap 0.2\n# the user's edit\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(
            throws: FileWriteError(
                "the file changed since it was read; nothing was written (run again to update the new text)")
        ) {
            try ScenarioRunner.rewrite(file: file, source: source, updates: [BlockUpdate(start: 2, end: 3, lines: ["x"], droppedWildcards: [])])
        }
        #expect(try bytes(file) == Array("tap 0.2\n# the user's edit\n".utf8))
        #expect(try names(in: folder) == ["a.scenario"])
    }

    @Test func splitsLinesWhereTheParserDoes() {
        let lines = "a\r\nb\rc\nd".linesWithEndings
        #expect(lines.map(\.text) == ["a", "b", "c", "d"])
        #expect(lines.map(\.ending) == ["\r\n", "\r", "\n", ""])
        #expect("x\n".linesWithEndings.map(\.text) == ["x", ""])
    }
}

/// What `tablesim run` says about paths that are not readable scenario text.
@Suite struct ScenarioReadingTests {
    func run(_ paths: [String]) -> (code: Int32, out: String, err: String) { runScenarios(paths) }

    @Test func invalidUTF8IsLocatedAtItsLineAndCharacterColumn() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("bad.scenario").path
        try Data(Array("tap 0.1\nrow \"한x".utf8) + [0xFF] + Array("\"\n".utf8)).write(to: URL(fileURLWithPath: file))
        #expect(run([file]).err == "\(file):2:8: error: the input is not valid UTF-8\n")
        #expect(run([file]).code == 2)
        #expect(
            ScenarioSource.decode(Array("a\r\nb\rc".utf8) + [0xC3, 0x28], file: "s").map(\.original)
                == .failure(
                    ScenarioError("the input is not valid UTF-8", at: ScenarioLocation(file: "s", line: 3, column: 2))))
        #expect(
            ScenarioSource.decode(Array("\u{FEFF}ab".utf8) + [0x80], file: "s").map(\.original)
                == .failure(
                    ScenarioError("the input is not valid UTF-8", at: ScenarioLocation(file: "s", line: 1, column: 3))))
    }

    @Test func crOnlyLineEndsAreLineEnds() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("cr.scenario").path
        try "table plain\rrow \"A\"\rtap 0.0\rfly\r".write(toFile: file, atomically: false, encoding: .utf8)
        let result = run([file])
        #expect(result.code == 2)
        #expect(result.err.hasPrefix("\(file):4:1: error: unknown command 'fly'"))
    }

    @Test func controlCharactersInMessagesAreShownNotSent() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("nul.scenario").path
        try "tap 0.1\nfly\u{0}\u{1B}[2J\n".write(toFile: file, atomically: false, encoding: .utf8)
        let result = run([file])
        #expect(result.err.hasPrefix("\(file):2:1: error: unknown command 'fly\\0\\u{1B}[2J'"))
        #expect(!result.err.contains("\u{0}"))
        #expect(!result.err.contains("\u{1B}"))
        #expect(Reports.visible("a\tb\nc\u{7F}") == "a\tb\nc\\u{7F}")
    }

    @Test func pathsThatAreNotScenarioFilesSayWhatTheyAre() throws {
        let folder = try temporaryFolder()
        let path = folder.path
        #expect(mkfifo(path + "/fifo.scenario", 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: path + "/dangling.scenario", withDestinationPath: "gone.scenario")
        #expect(
            run([path + "/fifo.scenario"]).err
                == "\(path)/fifo.scenario:1:1: error: this is a named pipe (FIFO), not a scenario file; to run standard "
                + "input, name it '-' (tablesim run -) or pipe it into 'tablesim'\n")
        #expect(
            run([path + "/dangling.scenario"]).err
                == "\(path)/dangling.scenario:1:1: error: a symbolic link to '\(path)/gone.scenario', which does not exist\n"
        )
        #expect(
            run([path + "/missing.scenario"]).err == "\(path)/missing.scenario:1:1: error: no such file or folder\n")
        #expect(run([""]).err == "<empty path>:1:1: error: an empty argument names no file or folder\n")
        #expect(
            run(["/dev/null"]).err
                == "/dev/null:1:1: error: this is a character device, not a scenario file; to run standard input, name "
                + "it '-' (tablesim run -) or pipe it into 'tablesim'\n")
        for result in [run([path + "/fifo.scenario"]), run([""]), run(["/dev/null"])] {
            #expect(result.code == 2)
        }
    }

    @Test func aFolderNamedLikeAScenarioIsSearched() throws {
        let folder = try temporaryFolder()
        let inner = folder.appendingPathComponent("x.scenario")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try "tap 0.1\n".write(to: inner.appendingPathComponent("a.scenario"), atomically: false, encoding: .utf8)
        let result = run([folder.path])
        #expect(result.code == 0)
        #expect(result.out == "PASS \(folder.path)/x.scenario/a.scenario\nscenarios: 1 passed, 0 failed\n")
        let empty = try temporaryFolder()
        #expect(run([empty.path]).err == "\(empty.path):1:1: error: no .scenario files in this folder\n")
    }

    @Test func aRunawayLineIsRefusedWithoutReadingOn() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("long.scenario").path
        let long = "tap 0.1\r\nrow \"" + String(repeating: "x", count: ScenarioSource.maximumLineLength) + "\"\n"
        try long.write(toFile: file, atomically: false, encoding: .utf8)
        #expect(
            run([file]).err
                == "\(file):2:1: error: line 2 is longer than 1048576 bytes; a scenario line is a command, not data\n")
    }
}

/// JUnit reports parse with a real XML parser whatever the messages hold.
@Suite struct JUnitWellFormednessTests {
    final class Collector: NSObject, XMLParserDelegate {
        var messages: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if let message = attributes["message"] { messages.append(message) }
        }
    }

    @Test func controlCharactersStillParse() throws {
        let folder = try temporaryFolder()
        let broken = folder.appendingPathComponent("broken.scenario").path
        try "tap 0.1\nfly\u{0}\u{1}\u{1B}\u{FFFF}\r\n".write(toFile: broken, atomically: false, encoding: .utf8)
        let failing = folder.appendingPathComponent("failing.scenario").path
        try "row \"A\u{7}\"\ntap 0.0\nexpect\n  nothing\u{8}\nend\n".write(
            toFile: failing, atomically: false, encoding: .utf8)
        let report = runScenarios([broken, failing], options: RunOptions(format: .junit)).out
        let parser = XMLParser(data: Data(report.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(
            collector.messages.first?.hasPrefix("\(broken):2:1: error: unknown command 'fly\\0\\u{1}\\u{1B}\\u{FFFF}'")
                == true)
        #expect(collector.messages.count == 2)
    }
}
