import Testing

/// The command line's own contract: version, usage errors (exit 64), and help.
@Suite struct CommandLineTests {
    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["--version"], in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout == "0.1.0\n")
    }

    @Test(arguments: [
        ["--bogus"],
        ["run"],
        ["run", "a.scenario", "--format", "xml"],
        ["run", "a.scenario", "--bogus"],
        ["repl"],
        ["repl", "a.scenario", "b.scenario"],
        ["no-such-subcommand"],
    ])
    func badOptionsAreUsageErrors(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(arguments, in: directory)
        #expect(result.termination == .exited(64))
        #expect(result.stderr.contains("Usage: tablesim"))
        #expect(result.stdout.isEmpty)
    }

    @Test func bogusOptionIsNamedInTheError() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["--bogus"], in: directory)
        #expect(result.stderr.contains("Unknown option '--bogus'"))
    }

    @Test func helpListsTheSubcommandsAndExitCodes() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["--help"], in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout.contains("repl"))
        #expect(result.stdout.contains("run"))
        #expect(result.stdout.contains("64"))
    }
}
