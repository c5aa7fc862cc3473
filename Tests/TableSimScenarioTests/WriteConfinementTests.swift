import Foundation
import Testing

@testable import TableSimScenario

/// Writes a file and returns its path.
private func file(_ text: String, named name: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
}

/// The names in a folder, sorted.
private func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// Issue 25, item 1: nothing a scenario file says can make TableSim write outside the scenario's
/// folder or the `--snapshots` folder, nor through a symbolic link, nor over a special file.
@Suite struct WriteConfinementTests {
    /// The reproducer: `pic.svg` is a link to another file; the run refuses and the file is untouched.
    @Test func aSnapshotThroughASymbolicLinkIsRefused() throws {
        let folder = try temporaryFolder()
        let victim = try file("my dotfile\n", named: "victim.txt", in: folder)
        let repository = folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        #expect(symlink(victim, repository.appendingPathComponent("pic.svg").path) == 0)
        let scenario = try file("appear\nsnapshot pic.svg\n", named: "s.scenario", in: repository)
        let run = runScenarios([scenario])
        #expect(run.code == 2)
        #expect(
            run.err == "\(scenario):2:1: error: cannot write the picture '\(repository.path)/pic.svg': "
                + "'\(repository.path)/pic.svg' is a symbolic link; a scenario never writes through one (it could point "
                + "at any file of yours); nothing was written\n")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "my dotfile\n")
    }

    @Test func aLinkedFolderOnTheWayIsRefusedToo() throws {
        let folder = try temporaryFolder()
        let outside = folder.appendingPathComponent("outside")
        let repository = folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        #expect(symlink(outside.path, repository.appendingPathComponent("pics").path) == 0)
        let scenario = try file("appear\nsnapshot pics/a.svg\n", named: "s.scenario", in: repository)
        let run = runScenarios([scenario])
        #expect(run.code == 2)
        #expect(run.err.contains("'\(repository.path)/pics' is a symbolic link; a scenario never writes through one"))
        #expect(try listing(outside) == [])
    }

    @Test func pathsOutsideTheScenariosFolderAreRefused() throws {
        let folder = try temporaryFolder()
        let repository = folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        let up = try file("appear\nsnapshot ../x.svg\n", named: "up.scenario", in: repository)
        #expect(
            runScenarios([up]).err == "\(up):2:1: error: cannot write the picture '\(repository.path)/../x.svg': the path "
                + "goes up with '..'; a scenario writes only below its own folder\n")
        let absolute = try file("appear\nsnapshot \(folder.path)/x.svg\n", named: "abs.scenario", in: repository)
        #expect(
            runScenarios([absolute]).err == "\(absolute):2:1: error: cannot write the picture '\(folder.path)/x.svg': it is "
                + "outside the scenario's folder; a scenario writes nowhere else\n")
        let inside = try file("appear\nsnapshot \(repository.path)/sub.svg\nsnapshot ./dot.svg\n", named: "in.scenario", in: repository)
        #expect(runScenarios([inside]).code == 0)
        #expect(try listing(folder) == ["repo"])
        #expect(try listing(repository).filter { $0.hasSuffix(".svg") } == ["dot.svg", "sub.svg"])
    }

    @Test func theSnapshotsFolderIsAllowedToo() throws {
        let folder = try temporaryFolder()
        let repository = folder.appendingPathComponent("repo")
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let scenario = try file("appear\nsnapshot \(pictures.path)/line.svg\n", named: "s.scenario", in: repository)
        let run = runScenarios([scenario], options: RunOptions(snapshotsDirectory: pictures.path))
        #expect(run.code == 0)
        #expect(try listing(pictures).contains("line.svg"))
        let refused = runScenarios([scenario])
        #expect(refused.err.contains("it is outside the scenario's folder"))
    }

    @Test func theSnapshotsPictureIsNeverWrittenThroughALink() throws {
        let folder = try temporaryFolder()
        let victim = try file("keep\n", named: "victim.txt", in: folder)
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let scenario = try file("appear\n", named: "s.scenario", in: folder)
        let name = Snapshots.runPicturePath(forScenario: scenario, in: pictures.path)
        #expect(symlink(victim, name) == 0)
        let run = runScenarios([scenario], options: RunOptions(snapshotsDirectory: pictures.path))
        #expect(run.code == 2)
        #expect(run.err.contains("--snapshots cannot write the picture '\(name)': '\(name)' is a symbolic link"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep\n")
    }

    @Test func specialFilesAndHardLinksAreRefused() throws {
        let folder = try temporaryFolder()
        let victim = try file("keep\n", named: "victim.svg", in: folder)
        let repository = folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        #expect(link(victim, repository.appendingPathComponent("hard.svg").path) == 0)
        let scenario = try file("appear\nsnapshot hard.svg\n", named: "s.scenario", in: repository)
        #expect(runScenarios([scenario]).err.contains("it has 2 hard links, so it is another file too"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep\n")
        #expect(mkfifo(repository.appendingPathComponent("pipe.svg").path, 0o644) == 0)
        let piped = try file("appear\nsnapshot pipe.svg\n", named: "p.scenario", in: repository)
        #expect(runScenarios([piped]).err.contains("it is a named pipe (FIFO), not a regular file; nothing was written"))
    }

    @Test func theReplWritesWhereItsUserSays() throws {
        let folder = try temporaryFolder()
        let session = ReplSession()
        session.showSampleTable()
        let target = folder.appendingPathComponent("typed.svg").path
        #expect(session.handle(line: "snapshot \(target)").error == "")
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test func theCheckItself() throws {
        let folder = try temporaryFolder()
        let confined = ConfinedWrite(folders: [folder.path])
        func refusal(_ path: String) -> String? {
            do throws(FileWriteError) {
                try confined.check(path)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refusal(folder.path + "/new.svg") == nil)
        #expect(refusal(folder.path + "/./a/../b.svg")?.contains("'..'") == true)
        #expect(refusal("/etc/passwd")?.contains("outside") == true)
        #expect(refusal(folder.path)?.contains("outside") == true)
        #expect(ConfinedWrite.folders(forLinesOf: "<stdin>", extra: ["d"]) == [".", "d"])
        #expect(ConfinedWrite.folders(forLinesOf: "a/b/s.scenario", extra: []) == ["a/b"])
        #expect(ConfinedWrite.folders(forLinesOf: "s.scenario", extra: []) == ["."])
    }
}

/// Issue 25, items 4 and 5: read-only targets, `save` over a file, temporary files, messages.
@Suite struct SafeWriteMessageTests {
    @Test func aReadOnlyFileIsRefusedUnlessForced() throws {
        let folder = try temporaryFolder()
        let target = try file("old\n", named: "ro.scenario", in: folder)
        #expect(chmod(target, 0o444) == 0)
        var message: String?
        var readOnly = false
        do throws(FileWriteError) {
            try SafeFileWriter.write("new\n", to: target)
        } catch {
            message = error.message
            readOnly = error.isReadOnly
        }
        #expect(message == "it is read-only (mode 444); nothing was written")
        #expect(readOnly)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
        try SafeFileWriter.write("new\n", to: target, force: true)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        var info = stat()
        stat(target, &info)
        #expect(info.st_mode & 0o777 == 0o444)
        #expect(try listing(folder) == ["ro.scenario"])
    }

    @Test func updateRefusesAReadOnlyScenarioAndSaysHowToForce() throws {
        let folder = try temporaryFolder()
        let scenario = try file("table plain\nrow \"A\"\ntap 0.0\nexpect\nend\n", named: "u.scenario", in: folder)
        #expect(chmod(scenario, 0o444) == 0)
        let run = runScenarios([scenario], options: RunOptions(update: true))
        #expect(
            run.err == "\(scenario):1:1: error: could not rewrite the file: it is read-only (mode 444); nothing was "
                + "written (--update --force replaces it all the same)\n")
        #expect(try listing(folder) == ["u.scenario"])
        var forced = RunOptions(update: true)
        forced.force = true
        #expect(runScenarios([scenario], options: forced).code == 0)
        #expect(try String(contentsOfFile: scenario, encoding: .utf8).contains("tableView(_:didSelectRowAt:) [0, 0]"))
    }

    @Test func aReadOnlyHardLinkedFileLeavesNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        let target = try file("old\n", named: "linked.scenario", in: folder)
        #expect(link(target, folder.appendingPathComponent("other.scenario").path) == 0)
        #expect(chmod(target, 0o444) == 0)
        #expect(throws: FileWriteError.self) { try SafeFileWriter.write("new\n", to: target) }
        #expect(try listing(folder) == ["linked.scenario", "other.scenario"])
    }

    @Test func replSaveAsksBeforeReplacingAFile() throws {
        let folder = try temporaryFolder()
        let target = try file("mine\n", named: "kept.scenario", in: folder)
        let session = ReplSession()
        session.showSampleTable()
        _ = session.handle(line: "tap 0.1")
        #expect(
            session.handle(line: "save \(target)")
                == ReplResponse(error: "error: \(target) already exists; 'save! \(target)' replaces it, or save under another name\n"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
        #expect(session.handle(line: "save! \(target)") == ReplResponse(output: "Saved the session to \(target).\n"))
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("tap 0.1"))
        #expect(try listing(folder) == ["kept.scenario"])
    }

    @Test func staleTemporaryFilesOfKilledWritersAreRemovedNextTime() throws {
        let folder = try temporaryFolder()
        // A PID that runs (this process's parent) but whose file is two hours old: a reused PID.
        let old = folder.appendingPathComponent(".a.scenario.tablesim-\(getppid()).tmp").path
        #expect(FileManager.default.createFile(atPath: old, contents: Data("x".utf8)))
        var times = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, old, &times, 0) == 0)
        let fresh = folder.appendingPathComponent(".b.scenario.tablesim-\(getppid()).tmp").path
        #expect(FileManager.default.createFile(atPath: fresh, contents: Data("x".utf8)))
        try SafeFileWriter.write("new\n", to: folder.appendingPathComponent("c.scenario").path)
        #expect(try listing(folder) == [".b.scenario.tablesim-\(getppid()).tmp", "c.scenario"])
    }

    @Test func bidiControlsAndAStrayByteOrderMarkAreShownEscaped() throws {
        let folder = try temporaryFolder()
        let scenario = try file(
            "tap 0.0\ntap \"\u{202E}evil\u{202C} \u{2066}x\u{2069}\u{FEFF}\u{200F}\"\n", named: "b.scenario", in: folder)
        let run = runScenarios([scenario])
        #expect(
            run.err.hasPrefix(
                "\(scenario):2:5: error: expected a row such as 0.2 or [0, 2], found "
                    + "'\"\\u{202E}evil\\u{202C} \\u{2066}x\\u{2069}\\u{FEFF}\\u{200F}\"'"))
        for hidden in ["\u{202E}", "\u{202C}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{200F}"] {
            #expect(!run.err.contains(hidden))
        }
        // The REPL shows them escaped too, and so does an error's description from Swift.
        let session = ReplSession()
        #expect(!session.handle(line: "tap \"\u{202E}\"").error.contains("\u{202E}"))
        let error = ScenarioError("found '\u{202E}'", at: ScenarioLocation(file: "x", line: 1, column: 1))
        #expect(error.description == "x:1:1: error: found '\\u{202E}'")
        #expect(Reports.visible("a\u{FEFF}b\u{2028}") == "a\\u{FEFF}b\\u{2028}")
    }

    @Test func durationsBeyondTheLimitSayTheLimit() {
        let result = ScenarioRunner.replay(source: "wait 1000000s\n", path: "w.scenario")
        #expect(
            result.error?.description == "w.scenario:1:6: error: a duration may be at most a day (86400s, 86400000ms), "
                + "found '1000000s'")
        #expect((try? ScenarioParser(file: "w.scenario").parseSingleLine("wait 86400s")) != nil)
        #expect(
            ScenarioRunner.replay(source: "wait 5x\n", path: "w.scenario").error?.message
                == "expected a duration such as 150ms or 0.3s (whole milliseconds), found '5x'")
    }
}
