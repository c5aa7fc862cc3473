import Glibc
import TableSimScenario
import Testing

/// The REPL on a pseudo-terminal: prompt, banner, Ctrl-C, Ctrl-D, pastes, completion, and input that must not crash it.
@Suite struct TerminalReplTests {
    private typealias Key = PseudoTerminal.Key

    @Test func promptAndBannerAppearOnATerminal() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        let beforePrompt = try terminal.readPrompt()
        let bannerFirstLine = String(ReplSession().banner.split(separator: "\n")[0])
        #expect(beforePrompt.contains(bannerFirstLine))
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func quietFlagSuppressesTheBanner() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(["-q"], in: directory)
        let beforePrompt = try terminal.readPrompt()
        #expect(beforePrompt == "tablesim> ")
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func replSubcommandPromptsAfterReplaying() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("# nothing to replay\n", to: "start.scenario")
        let terminal = try PseudoTerminal(["repl", file, "--quiet"], in: directory)
        #expect(try terminal.readPrompt() == "tablesim> ")
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func controlDOnAnEmptyLineExitsZero() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func controlCDropsTheHalfTypedLineAndShowsAFreshPrompt() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        terminal.send("tap 0.")
        try terminal.read(until: "tap 0.")
        terminal.send(Key.interrupt)
        try terminal.readPrompt()
        #expect(terminal.isRunning())
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        #expect((directory.lines(of: "history") ?? []).isEmpty, "the dropped line never ran")
    }

    @Test func controlCTwiceStillKeepsTheSessionAlive() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        for _ in 0..<2 {
            terminal.send(Key.interrupt)
            try terminal.readPrompt()
        }
        #expect(terminal.isRunning())
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func bracketedPasteRunsEachLine() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        terminal.send("\u{1B}[200~tap 0.1\nshow\u{1B}[201~" + Key.enter)
        try terminal.readPrompt()
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        #expect(directory.lines(of: "history") == ["tap 0.1", "show"])
    }

    @Test func hostileInputDoesNotCrashTheSession() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        let lines: [[UInt8]] = [
            [0xFF, 0xFE, 0xC3, 0x28],
            Array("tap \"한글\" [0, -1] 99999999999999999999.99999".utf8),
            Array(repeating: UInt8(ascii: "x"), count: 3_000),
            Array("\"unterminated \\".utf8),
            Array("expect".utf8),
            Array("end".utf8),
        ]
        for line in lines {
            terminal.send(bytes: line + Array(Key.enter.utf8))
            // `expect` alone opens a block, which `end` closes: the continuation prompt comes between.
            try terminal.readPrompt(line == Array("expect".utf8) ? "...> " : "tablesim> ")
        }
        #expect(terminal.isRunning())
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func longLinesCrashesAndHalfTypedControlDKeepTheSessionAlive() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        let lines = [
            String(repeating: "tap 0.0 ", count: 12_500),  // 100 000 characters
            "tap 0.9223372036854775807", "scroll by 1e308", "wait 86400s", "keyboard show 100000",
            "table plain", "rows 3 \"Item {n}\"", "delete 0.1",  // the app crashes: UIKit's exception
            "tap 0.0", "screen landscape", "begin updates",  // after the crash: errors, not a crash
            "save \(directory.file("missing-folder"))/session.scenario",
        ]
        for line in lines {
            terminal.send(line + Key.enter)
            try terminal.readPrompt(timeout: .seconds(30))
        }
        // Ctrl-D on a half-typed line deletes (there is nothing under the cursor) rather than leaving.
        terminal.send("tap 0.")
        try terminal.read(until: "tap 0.")
        terminal.send(Key.endOfFile)
        terminal.send(Key.interrupt)
        try terminal.readPrompt()
        #expect(terminal.isRunning())
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        let history = directory.lines(of: "history") ?? []
        #expect(history.contains("delete 0.1") && !history.contains("tap 0."))
    }

    @Test
    func tabCompletesACommandName() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        // "ta" is ambiguous (table, tap) and only rings the bell; "tou" has one completion.
        terminal.send("tou" + Key.tab)
        try terminal.read(until: "touch ")
        terminal.send(Key.interrupt)
        try terminal.readPrompt()
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test
    func typedCommandPrintsItsTrace() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        terminal.send("tap 0.1" + Key.enter)
        let response = try terminal.readPrompt()
        #expect(response.contains("tableView(_:didSelectRowAt:) [0, 1]"))
        #expect(!response.contains("error"))
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test
    func quitExitsZero() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(in: directory)
        try terminal.readPrompt()
        terminal.send("quit" + Key.enter)
        #expect(try terminal.waitForExit() == .exited(0))
        #expect(directory.lines(of: "history") == ["quit"])
    }
}
