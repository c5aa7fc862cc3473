import Testing

/// `tablesim` with standard input on a pipe: a scenario run like `tablesim run`, never a prompt or a banner.
@Suite struct PipeModeTests {
    @Test func pipedInputShowsNoPromptAndNoBanner() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run([], input: "tap 0.1\n", in: directory)
        #expect(!result.stdout.contains("tablesim>"))
        #expect(!result.stdout.contains("TableSim"))
        #expect(!result.stderr.contains("tablesim>"))
    }

    @Test func pipedInputKeepsNoHistory() throws {
        let directory = try TemporaryDirectory()
        _ = try PipedRun.run([], input: "tap 0.1\n", in: directory)
        #expect(directory.entries().isEmpty)
    }

    /// Scenarios that pass, fail an expectation, and fail to parse: piping each must equal `run` on it.
    static let scenarios = [
        "tap 0.1\n",
        "tap 0.1\nexpect selected [0, 5]\n",
        "tap 0.1\nexpect\nend\n",
        "fly away\n",
        "row \"unterminated\n",
        "",
    ]

    @Test(arguments: scenarios)
    func pipedInputMatchesRunOnTheSameFile(source: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(source, to: "input.scenario")
        let run = try PipedRun.run(["run", file], in: directory)
        let piped = try PipedRun.run([], input: source, in: directory)
        #expect(piped.termination == run.termination)
        #expect(piped.stdout == run.stdout.replacingOccurrences(of: file, with: "<stdin>"))
        #expect(piped.stderr == run.stderr.replacingOccurrences(of: file, with: "<stdin>"))
    }

    @Test func invalidUTF8BytesExitTwoWithAPosition() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run([], inputBytes: Array("tap 0.1\nta".utf8) + [0xFF] + Array("p\n".utf8), in: directory)
        #expect(result.termination == .exited(2))
        #expect(result.stderr == "<stdin>:2:3: error: the input is not valid UTF-8\n")
    }

    @Test
    func failedExpectationExitsOne() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run([], input: "tap 0.1\nexpect selected [0, 5]\n", in: directory)
        #expect(result.termination == .exited(1))
        // The report goes to standard output, as with `tablesim run`.
        #expect(result.stdout.contains("FAIL <stdin>\n<stdin>:2: error: expected selected [0, 5], but it is [0, 1]"))
    }

    @Test
    func parseErrorExitsTwoWithFileLineColumn() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run([], input: "tap 0.1\nfly away\n", in: directory)
        #expect(result.termination == .exited(2))
        #expect(result.stderr.contains("<stdin>:2:1: error:"))
    }

    @Test
    func passingScenarioExitsZero() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run([], input: "tap 0.1\nexpect selected [0, 1]\n", in: directory)
        #expect(result.termination == .exited(0))
    }
}
