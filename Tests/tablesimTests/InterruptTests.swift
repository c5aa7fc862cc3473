import Glibc
import Testing

/// Ctrl-C during a long REPL command: the command stops at its next frame, the session goes on,
/// and the error says what state the table was left in.
@Suite struct InterruptTests {
    private typealias Key = PseudoTerminal.Key

    @Test func controlCStopsADayLongFlickAndKeepsTheSession() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(["--quiet"], in: directory)
        try terminal.readPrompt()
        // Without the interruption this runs for minutes: 5.4 million frames of a moving finger.
        terminal.send("flick up distance=100000 duration=86400000ms" + Key.enter)
        try terminal.read(until: "ms\r\n")
        usleep(300_000)
        let started = ContinuousClock.now
        terminal.send(Key.interrupt)
        let answer = try terminal.readPrompt(timeout: .seconds(10))
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(terminal.isRunning())
        #expect(answer.contains("error: interrupted (Ctrl-C) at "))
        #expect(answer.contains("s of virtual time, before the command finished; the finger is still down at ("))
        #expect(answer.contains("(lift it with 'touch up' or 'touch cancel'); the content offset is "))
        #expect(answer.contains("'state', 'show' and 'trace' show where the table is"))
        // The session goes on from where the table was left: the finger is still down.
        terminal.send("expect scrolling dragging" + Key.enter)
        #expect(try terminal.readPrompt().contains("ok\r\n"))
        terminal.send("touch up" + Key.enter)
        #expect(try terminal.readPrompt().contains("scrollViewWillEndDragging"))
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }

    @Test func controlCBetweenCommandsDoesNotStopTheNextOne() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(["--quiet"], in: directory)
        try terminal.readPrompt()
        terminal.send(Key.interrupt)
        try terminal.readPrompt()
        terminal.send("flick up duration=160ms" + Key.enter)
        let answer = try terminal.readPrompt()
        #expect(!answer.contains("interrupted"))
        #expect(answer.contains("scrollViewDidEndDragging(_:willDecelerate:) true"))
        terminal.send(Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
    }
}

/// `--trace` and `--format` belong to piped input: on a terminal, the REPL refuses them.
@Suite struct TerminalTraceFlagTests {
    @Test func traceOnATerminalIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let terminal = try PseudoTerminal(["--trace"], in: directory)
        let output = try terminal.read(until: "the REPL prints every trace")
        #expect(output.contains("Error: --trace and --format apply to a scenario piped into standard input"))
        #expect(try terminal.waitForExit() == .exited(64))
    }
}
