import Testing

/// Issue 12's REPL on a pseudo-terminal: expect blocks at a continuation prompt, Ctrl-C leaving
/// one, a pasted block, and rows that complete from the first line.
@Suite struct TerminalFirstHourTests {
    private typealias Key = PseudoTerminal.Key

    /// A REPL on a terminal where `tap 0.1` ran and `expect` was typed: the continuation prompt comes next.
    private func terminalWithAnOpenBlock(in directory: TemporaryDirectory) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(["--quiet"], in: directory)
        try terminal.readPrompt()
        terminal.send("tap 0.1" + Key.enter)
        try terminal.readPrompt()
        terminal.send("expect" + Key.enter)
        return terminal
    }

    @Test func anExpectBlockTakesContinuationLinesUntilEnd() throws {
        let directory = try TemporaryDirectory()
        let terminal = try terminalWithAnOpenBlock(in: directory)
        #expect(try terminal.readPrompt("...> ") == "expect\r\n...> ")
        terminal.send("..." + Key.enter)
        try terminal.readPrompt("...> ")
        terminal.send("tableView(_:didSelectRowAt:) [0, 1]" + Key.enter)
        try terminal.readPrompt("...> ")
        terminal.send("end" + Key.enter)
        #expect(try terminal.readPrompt() == "end\r\nok\r\ntablesim> ")
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func controlCAtTheContinuationPromptAbandonsTheBlock() throws {
        let directory = try TemporaryDirectory()
        let terminal = try terminalWithAnOpenBlock(in: directory)
        try terminal.readPrompt("...> ")
        terminal.send("tableView(_:didSelectRowAt:) [0, 9]" + Key.enter)
        try terminal.readPrompt("...> ")
        terminal.send("half a li")
        try terminal.read(until: "half a li")
        terminal.send(Key.interrupt)
        #expect(try terminal.readPrompt().hasSuffix("(the expect block was abandoned)\r\ntablesim> "))
        // `end` is no longer a block's end: alone it is the start of `end updates`.
        terminal.send("end" + Key.enter)
        #expect(try terminal.readPrompt().contains("error: expected 'updates'"))
        terminal.send("expect selected 0.1" + Key.enter)
        #expect(try terminal.readPrompt() == "expect selected 0.1\r\nok\r\ntablesim> ")
        // Ctrl-C at the main prompt still only clears the line.
        terminal.send(Key.interrupt)
        let cleared = try terminal.readPrompt()
        #expect(!cleared.contains("abandoned"))
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    /// The sweep: Ctrl-D at the continuation prompt left the REPL at once, the session unsaved.
    @Test func controlDAtTheContinuationPromptAbandonsTheBlockAndASecondLeaves() throws {
        let directory = try TemporaryDirectory()
        let terminal = try terminalWithAnOpenBlock(in: directory)
        try terminal.readPrompt("...> ")
        terminal.send(Key.endOfFile)
        #expect(try terminal.readPrompt().hasSuffix("(the expect block was abandoned)\r\ntablesim> "))
        terminal.send("expect selected 0.1" + Key.enter)
        #expect(try terminal.readPrompt() == "expect selected 0.1\r\nok\r\ntablesim> ")
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func aPastedBlockRunsWhole() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(["--quiet"], in: directory)
        try terminal.readPrompt()
        terminal.send("\u{1B}[200~tap 0.2\nexpect\n  ...\n  tableView(_:didSelectRowAt:) [0, 2]\nend\u{1B}[201~" + Key.enter)
        #expect(try terminal.read(until: "ok\r\n").contains("tableView(_:didSelectRowAt:) [0, 2]\r\n"))
        try terminal.readPrompt()
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func rowsCompleteBeforeTheFirstCommand() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(["--quiet"], in: directory)
        try terminal.readPrompt()
        // Only 0.3 starts with "0.3" among the rows on screen: TAB completes it and adds a space.
        terminal.send("tap 0.3" + Key.tab)
        try terminal.read(until: "tap 0.3 ")
        terminal.send(Key.enter)
        #expect(try terminal.readPrompt().contains("tableView(_:didSelectRowAt:) [0, 3]"))
        terminal.send("show" + Key.enter)
        #expect(try terminal.readPrompt().contains("│●0.3 Date"))
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func replOfAFolderSaysWhatItIs() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["repl", directory.path], in: directory)
        #expect(result.termination == .exited(2))
        #expect(result.stderr == "\(directory.path):1:1: error: this is a folder, not a scenario file\n")
    }
}
