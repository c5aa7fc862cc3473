import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

/// The names in a folder, sorted.
private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// Writes a scenario file into a folder and returns its path.
private func scenarioFile(_ text: String, named name: String = "s.scenario", in folder: URL) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// The `snapshot` command: its syntax and errors, where it writes, how it writes; and `run --snapshots`.
@Suite struct SnapshotCommandTests {
    @Test func parseErrorsSayWhatWasExpected() {
        func error(_ line: String) -> String? {
            do {
                _ = try ScenarioParser(file: "t.scenario").parse(line)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("snapshot") == "t.scenario:1:9: error: expected the picture's file name, such as screen.svg")
        #expect(error("snapshot screen.png") == "t.scenario:1:10: error: expected a file name ending in .svg, found 'screen.png'")
        #expect(
            error("snapshot a.svg accessibility=maybe")
                == "t.scenario:1:16: error: expected on/off, yes/no or true/false, found 'maybe'")
        #expect(
            error("snapshot a.svg colour=on")
                == "t.scenario:1:16: error: unknown option 'colour'; expected one of accessibility")
        #expect(error("snapshot \"with space.svg\" accessibility") == nil)
    }

    @Test func aRelativePathIsInTheScenarioFilesFolder() throws {
        let folder = try temporaryFolder()
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let path = try scenarioFile("appear\nsnapshot screen.svg\nvoiceover on\nsnapshot \"voice over.svg\"\n", in: sub)
        let run = runScenarios([path], options: RunOptions(printTrace: true))
        #expect(run.code == 0)
        #expect(run.err == "")
        #expect(run.out.contains("# 2: snapshot screen.svg\nsnapshot screen.svg (accessibility layer off)\n"))
        #expect(run.out.contains("# 4: snapshot \"voice over.svg\"\nsnapshot voice over.svg (accessibility layer on)\n"))
        #expect(try names(in: sub) == ["s.scenario", "screen.svg", "voice over.svg"])
        #expect(try names(in: folder) == ["sub"])
        let written = try String(contentsOfFile: sub.appendingPathComponent("screen.svg").path, encoding: .utf8)
        #expect(written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ") && !written.contains("class=\"legend\""))
    }

    @Test func pathsResolveAgainstTheScenarioOrTheCurrentFolder() {
        #expect(Snapshots.resolve("a.svg", writtenIn: "Scenarios/pictures/s.scenario") == "Scenarios/pictures/a.svg")
        #expect(Snapshots.resolve("out/a.svg", writtenIn: "/tmp/x/s.scenario") == "/tmp/x/out/a.svg")
        #expect(Snapshots.resolve("/abs/a.svg", writtenIn: "Scenarios/s.scenario") == "/abs/a.svg")
        #expect(Snapshots.resolve("a.svg", writtenIn: "s.scenario") == "a.svg")
        #expect(Snapshots.resolve("a.svg", writtenIn: "<repl>") == "a.svg")
        #expect(Snapshots.resolve("a.svg", writtenIn: "<stdin>") == "a.svg")
    }

    @Test func errorsNameTheFileAndSayWhy() throws {
        let folder = try temporaryFolder()
        let missing = try scenarioFile("appear\nsnapshot nowhere/a.svg\n", named: "missing.scenario", in: folder)
        let run = runScenarios([missing])
        #expect(run.code == 2)
        #expect(
            run.err == "\(missing):2:1: error: cannot write the picture '\(folder.path)/nowhere/a.svg': the folder "
                + "'\(folder.path)/nowhere' does not exist\n")
        let fifo = folder.appendingPathComponent("pipe.svg").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let piped = try scenarioFile("appear\nsnapshot pipe.svg\n", named: "pipe.scenario", in: folder)
        #expect(
            runScenarios([piped]).err == "\(piped):2:1: error: cannot write the picture '\(fifo)': it is a named pipe (FIFO), "
                + "not a regular file; nothing was written\n")
        let early = try scenarioFile("snapshot early.svg\n", named: "early.scenario", in: folder)
        #expect(
            runScenarios([early]).err == "\(early):1:1: error: the table has not appeared yet, so there is no screen to draw; "
                + "'appear' (or any gesture) shows it\n")
        #expect(try names(in: folder) == ["early.scenario", "missing.scenario", "pipe.scenario", "pipe.svg"])
    }

    @Test func writesAtomicallyAndLeavesAnUnchangedPictureAlone() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("screen.svg").path
        try "old picture\n".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o640)
        let path = try scenarioFile("appear\nsnapshot screen.svg\n", in: folder)
        #expect(runScenarios([path]).code == 0)
        let first = try String(contentsOfFile: target, encoding: .utf8)
        #expect(first.hasPrefix("<?xml"))
        var info = stat()
        stat(target, &info)
        // Replaced through a temporary file and a rename: the mode is kept, no temporary file is left.
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(try names(in: folder) == ["s.scenario", "screen.svg"])
        // The same picture again: the file is not written (same inode, same modification time).
        var times = [timeval(tv_sec: 1_000_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000_000, tv_usec: 0)]
        #expect(utimes(target, &times) == 0)
        stat(target, &info)
        let inode = info.st_ino
        #expect(runScenarios([path]).code == 0)
        stat(target, &info)
        #expect(info.st_ino == inode && info.st_mtim.tv_sec == 1_000_000_000)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == first)
    }

    @Test func theReplWritesRelativeToTheCurrentFolderAndPrintsWhatItDid() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("repl.svg").path
        let session = ReplSession()
        session.showSampleTable()
        let response = session.handle(line: "snapshot \(target) accessibility=on")
        #expect(response == ReplResponse(output: "snapshot \(target) (accessibility layer on)\n"))
        #expect(FileManager.default.fileExists(atPath: target))
        let failed = session.handle(line: "snapshot \(folder.path)/no/such.svg")
        #expect(
            failed.error
                == "snapshot \(folder.path)/no/such.svg\n^\nerror: cannot write the picture '\(folder.path)/no/such.svg': "
                + "the folder '\(folder.path)/no' does not exist\n")
    }

    @Test func runSnapshotsWritesEachScenariosLastScreen() throws {
        let folder = try temporaryFolder()
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let plain = try scenarioFile("appear\nselect 0.2\nsnapshot end.svg\n", named: "plain.scenario", in: sub)
        let voice = try scenarioFile("voiceover on\nvo next\nsnapshot end-vo.svg\n", named: "voice.scenario", in: sub)
        // Stops on an error at line 3: the picture shows the screen where it stopped.
        let broken = try scenarioFile("appear\nselect 0.1\ntap 99.0\n", named: "broken.scenario", in: sub)
        let unparsable = try scenarioFile("appear\nfrobnicate\n", named: "unparsable.scenario", in: sub)
        let run = runScenarios([plain, voice, broken, unparsable], options: RunOptions(snapshotsDirectory: pictures.path))
        #expect(run.code == 2)
        func runName(_ path: String) -> String {
            String(path.dropFirst().replacingOccurrences(of: "/", with: "_").dropLast(".scenario".count)) + ".svg"
        }
        #expect(try names(in: pictures) == [runName(broken), runName(plain), runName(voice)].sorted())
        // The run's picture is the one a `snapshot` line at the end draws.
        let read = { (path: String) in try String(contentsOfFile: path, encoding: .utf8) }
        #expect(
            try read(pictures.appendingPathComponent(runName(plain)).path) == read(sub.appendingPathComponent("end.svg").path))
        #expect(
            try read(pictures.appendingPathComponent(runName(voice)).path) == read(sub.appendingPathComponent("end-vo.svg").path))
        #expect(try read(pictures.appendingPathComponent(runName(voice)).path).contains("class=\"voiceover-focus\""))
    }

    @Test func runPictureNamesFollowTheScenarioPath() {
        #expect(
            Snapshots.runPicturePath(forScenario: "Scenarios/voiceover/focus.scenario", in: "out")
                == "out/Scenarios_voiceover_focus.svg")
        #expect(Snapshots.runPicturePath(forScenario: "./a/b.scenario", in: "out/") == "out/a_b.svg")
        #expect(Snapshots.runPicturePath(forScenario: "/tmp/x.scenario", in: "/o") == "/o/tmp_x.svg")
        #expect(Snapshots.runPicturePath(forScenario: "<stdin>", in: "o") == "o/stdin.svg")
        #expect(Snapshots.runPicturePath(forScenario: "notes.txt", in: "o") == "o/notes.txt.svg")
    }

    @Test func runSnapshotsIntoAMissingFolderIsTheScenariosError() throws {
        let folder = try temporaryFolder()
        let path = try scenarioFile("appear\n", in: folder)
        let run = runScenarios([path], options: RunOptions(snapshotsDirectory: folder.path + "/none"))
        #expect(run.code == 2)
        let expected =
            folder.path + "/none/" + String(path.dropFirst().replacingOccurrences(of: "/", with: "_").dropLast(".scenario".count))
            + ".svg"
        #expect(
            run.err
                == "\(path):1:1: error: --snapshots cannot write the picture '\(expected)': the folder '\(folder.path)/none' does not exist\n"
        )
    }

    @Test func helpExplainsTheCommand() {
        let help = Help.text(for: "snapshot")
        #expect(help.hasPrefix("snapshot FILE.svg [accessibility[=on|off]]\n"))
        #expect(help.contains("  Example: snapshot screen.svg accessibility=on\n"))
        #expect(
            Grammar.completions(precedingWords: ["snapshot", "a.svg"], prefix: "acc", tableView: nil) == [
                "accessibility", "accessibility=",
            ])
    }
}
