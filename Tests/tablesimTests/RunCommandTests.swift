import Testing

/// `tablesim run PATH...`: the runner's exit code and report reach the shell unchanged.
@Suite struct RunCommandTests {
    @Test func runAcceptsEveryReportFormat() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("tap 0.1\n", to: "a.scenario")
        for format in ["text", "junit", "json"] {
            let result = try PipedRun.run(["run", file, "--format", format, "--trace"], in: directory)
            #expect(result.termination != .exited(64), "--format \(format)")
        }
    }

    @Test
    func failedExpectationExitsOne() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("tap 0.1\nexpect selected [0, 5]\n", to: "a.scenario")
        let result = try PipedRun.run(["run", file], in: directory)
        #expect(result.termination == .exited(1))
        #expect(result.stderr.contains("\(file):2") || result.stdout.contains("\(file):2"))
    }

    @Test
    func missingFileExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["run", directory.file("missing.scenario")], in: directory)
        #expect(result.termination == .exited(2))
        #expect(result.stderr.contains("missing.scenario"))
    }

    @Test
    func traceFlagPrintsTheTrace() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("tap 0.1\n", to: "a.scenario")
        let result = try PipedRun.run(["run", file, "--trace"], in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout.contains("tableView(_:didSelectRowAt:) [0, 1]"))
    }
}
