import Testing

/// `tablesim repl FILE` off a terminal: plain reads, no prompt, and exit 1 if a line failed.
@Suite struct ReplCommandTests {
    @Test func pipedReplShowsNoPromptAndNoBanner() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("# nothing to replay\n", to: "start.scenario")
        let result = try PipedRun.run(["repl", file], input: "tap 0.1\n", in: directory)
        #expect(!result.stdout.contains("tablesim>"))
        #expect(!result.stdout.contains("TableSim"))
    }

    @Test func pipedReplWithNoInputExitsZero() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("# nothing to replay\n", to: "start.scenario")
        let result = try PipedRun.run(["repl", file], in: directory)
        #expect(result.termination == .exited(0))
    }

    @Test func pipedReplReportsAFailedLineOnStandardErrorAndExitsOne() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("# nothing to replay\n", to: "start.scenario")
        let result = try PipedRun.run(["repl", file], input: "fly away\n", in: directory)
        #expect(result.termination == .exited(1))
        #expect(result.stderr.contains("error"))
        #expect(!result.stderr.contains("\u{1B}["), "no colour off a terminal")
    }

    @Test func pipedReplSurvivesInvalidUTF8AndControlCharacters() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("# nothing to replay\n", to: "start.scenario")
        let garbage: [UInt8] = [0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x41, 0x0A, 0xC3, 0x28, 0x0A] + Array(repeating: 0x78, count: 100_000)
        let result = try PipedRun.run(["repl", file], inputBytes: garbage, in: directory)
        #expect(result.termination == .exited(0) || result.termination == .exited(1))
    }

    @Test
    func unreadableFileExitsTwoWithTheMessage() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["repl", directory.file("missing.scenario")], in: directory)
        #expect(result.termination == .exited(2))
        #expect(result.stderr.contains("missing.scenario"))
    }

    @Test
    func pipedReplRunsLinesAndExitsZeroWhenAllSucceed() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("# nothing to replay\n", to: "start.scenario")
        let result = try PipedRun.run(["repl", file], input: "tap 0.1\nquit\ntap 0.2\n", in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout.contains("tableView(_:didSelectRowAt:) [0, 1]"))
        #expect(!result.stdout.contains("tableView(_:didSelectRowAt:) [0, 2]"), "quit ends the session")
        #expect(result.stderr.isEmpty)
    }
}
