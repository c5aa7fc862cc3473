import Glibc
import Testing

/// The REPL's history file: written after every line, skipping blanks and repeats, and recalled by Up-arrow.
@Suite struct TerminalHistoryTests {
    private typealias Key = PseudoTerminal.Key

    @Test func typedLineIsInTheHistoryFileAfterwards() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        terminal.send("tap 0.1" + Key.enter)
        try terminal.readPrompt()
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        #expect(directory.lines(of: "history") == ["tap 0.1"])
    }

    @Test func historyIsWrittenAfterEachLineSoAKillLosesNothing() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        terminal.send("tap 0.1" + Key.enter)
        try terminal.readPrompt()
        #expect(directory.lines(of: "history") == ["tap 0.1"])
        kill(terminal.pid, SIGKILL)
        #expect(try terminal.waitForExit() == .signaled(SIGKILL))
        #expect(directory.lines(of: "history") == ["tap 0.1"])
    }

    @Test func blankLinesAndConsecutiveDuplicatesAreNotRecorded() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        for line in ["tap 0.1", "", "tap 0.1", "   ", "show", "tap 0.1"] {
            terminal.send(line + Key.enter)
            try terminal.readPrompt()
        }
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        #expect(directory.lines(of: "history") == ["tap 0.1", "show", "tap 0.1"])
    }

    @Test func upArrowRecallsALineFromTheLastRun() throws {
        let directory = try TemporaryDirectory()
        let first = try PseudoTerminal(in: directory)
        try first.readPrompt()
        first.send("tap 0.1" + Key.enter)
        try first.readPrompt()
        first.send(Key.endOfFile)
        #expect(try first.waitForExit() == .exited(0))

        let second = try PseudoTerminal(in: directory)
        try second.readPrompt()
        second.send(Key.up)
        try second.read(until: "tap 0.1")
        second.send(Key.enter)
        try second.readPrompt()
        second.send(Key.endOfFile)
        #expect(try second.waitForExit() == .exited(0))
        #expect(directory.lines(of: "history") == ["tap 0.1"], "the recalled line repeats the newest entry")
    }

    @Test func twoSessionsAtOnceKeepEachOthersLines() throws {
        let directory = try TemporaryDirectory()
        let first = try PseudoTerminal(in: directory)
        let second = try PseudoTerminal(in: directory)
        try first.readPrompt()
        try second.readPrompt()
        for (terminal, line) in [(first, "tap 0.1"), (second, "show"), (first, "state")] {
            terminal.send(line + Key.enter)
            try terminal.readPrompt()
        }
        for terminal in [first, second] {
            terminal.send(Key.endOfFile)
            #expect(try terminal.waitForExit() == .exited(0))
        }
        #expect(directory.lines(of: "history") == ["tap 0.1", "show", "state"])
    }

    @Test func defaultHistoryFileIsInTheHomeDirectory() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory, environment: ["TABLESIM_HISTFILE": nil])
        try terminal.readPrompt()
        terminal.send("show" + Key.enter)
        try terminal.readPrompt()
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        #expect(directory.lines(of: ".tablesim_history") == ["show"])
    }

    @Test func emptyHistfileTurnsHistoryOff() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory, environment: ["TABLESIM_HISTFILE": ""])
        try terminal.readPrompt()
        terminal.send("show" + Key.enter)
        try terminal.readPrompt()
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        #expect(directory.entries().isEmpty)
    }

    @Test func unwritableHistoryFileIsReportedOnceAndTheSessionGoesOn() throws {
        let directory = try TemporaryDirectory()
        let unwritable = directory.file("no-such-directory/history")
        let terminal = try PseudoTerminal(in: directory, environment: ["TABLESIM_HISTFILE": unwritable])
        try terminal.readPrompt()
        terminal.send("show" + Key.enter)
        let afterFirst = try terminal.readPrompt()
        #expect(afterFirst.contains("warning: cannot write history file"))
        terminal.send("tap 0.1" + Key.enter)
        let afterSecond = try terminal.readPrompt()
        #expect(!afterSecond.contains("warning"))
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }
}
