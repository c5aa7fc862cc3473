import Foundation
import Glibc
import Testing

@testable import tablesim

/// The history file's location and which lines are recorded.
@Suite struct HistoryPolicyTests {
    private func path(_ environment: [String: String], passwordHome: String? = "/home/pw") -> String? {
        HistoryPolicy.path(environment: { environment[$0] }, passwordHome: { passwordHome })
    }

    @Test func defaultsToADotfileInHome() {
        #expect(path(["HOME": "/home/ana"]) == "/home/ana/.tablesim_history")
        #expect(path(["HOME": "/"]) == "/.tablesim_history")
    }

    @Test func environmentVariableOverridesAndEmptyTurnsItOff() {
        #expect(path(["HOME": "/home/ana", "TABLESIM_HISTFILE": "/tmp/h"]) == "/tmp/h")
        #expect(path(["HOME": "/home/ana", "TABLESIM_HISTFILE": ""]) == nil)
    }

    @Test func withoutHomeFallsBackToThePasswordEntry() {
        #expect(path([:]) == "/home/pw/.tablesim_history")
        #expect(path(["HOME": ""]) == "/home/pw/.tablesim_history")
        #expect(path([:], passwordHome: nil) == nil)
    }

    @Test func blankLinesAndRepeatsOfTheNewestEntryAreNotRecorded() {
        #expect(HistoryPolicy.shouldRecord("tap 0.1", newest: nil))
        #expect(HistoryPolicy.shouldRecord("tap 0.1", newest: "show"))
        #expect(!HistoryPolicy.shouldRecord("tap 0.1", newest: "tap 0.1"))
        #expect(!HistoryPolicy.shouldRecord("", newest: nil))
        #expect(!HistoryPolicy.shouldRecord(" \t ", newest: nil))
    }
}

/// Issue 25: a named pipe (or another special file) as the history file is warned about and skipped,
/// never opened: readline's open would wait for a writer before the first prompt.
@Suite struct SpecialHistoryFileTests {
    @Test func aFifoIsWarnedAboutAndSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesim-hist-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = folder.appendingPathComponent("history").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let usable = HistoryPolicy.usable(fifo)
        #expect(usable.path == nil)
        #expect(
            usable.warning == "warning: the history file \(fifo) is a named pipe (FIFO), not a regular file; the session "
                + "keeps no history (set TABLESIM_HISTFILE to another file, or to nothing)\n")
        // Through a symbolic link too; a folder is refused the same way.
        let link = folder.appendingPathComponent("link").path
        #expect(symlink(fifo, link) == 0)
        #expect(HistoryPolicy.usable(link).path == nil)
        #expect(HistoryPolicy.usable(folder.path).warning?.contains("is a folder, not a regular file") == true)
        // A regular file, a missing one (a first run) and history turned off pass unchanged.
        let regular = folder.appendingPathComponent("regular").path
        #expect(FileManager.default.createFile(atPath: regular, contents: Data()))
        #expect(HistoryPolicy.usable(regular).path == regular && HistoryPolicy.usable(regular).warning == nil)
        let missing = folder.appendingPathComponent("missing").path
        #expect(HistoryPolicy.usable(missing).path == missing)
        #expect(HistoryPolicy.usable(nil).path == nil && HistoryPolicy.usable(nil).warning == nil)
    }
}
