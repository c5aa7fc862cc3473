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

/// `--trace` and `--format` on piped input, and `tablesim run -`.
@Suite struct PipedReportTests {
    static let scenario = "rows 1 \"R\"\ntap 0.0\n"
    static let traced = """
        == <stdin>
        # 2: appear (implicit)
        numberOfSections(in:) -> 1
        tableView(_:numberOfRowsInSection:) 0 -> 1
        tableView(_:titleForHeaderInSection:) 0 -> nil
        tableView(_:titleForFooterInSection:) 0 -> nil
        tableView(_:cellForRowAt:) [0, 0] -> cell#1
        tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]
        # 2: tap 0.0
        tableView(_:shouldHighlightRowAt:) [0, 0] -> true
        tableView(_:didHighlightRowAt:) [0, 0]
        tableView(_:didUnhighlightRowAt:) [0, 0]
        tableView(_:willSelectRowAt:) [0, 0] -> [0, 0]
        tableView(_:didSelectRowAt:) [0, 0]
        PASS <stdin>
        scenarios: 1 passed, 0 failed

        """

    @Test func pipedInputWithTracePrintsTheTrace() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["--trace"], input: Self.scenario, in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout == Self.traced)
        #expect(result.stderr == "")
    }

    @Test func runDashReadsStandardInput() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["run", "-", "--trace"], input: Self.scenario, in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout == Self.traced)
        let failing = try PipedRun.run(["run", "-"], input: "tap 0.1\nexpect selected [0, 5]\n", in: directory)
        #expect(failing.termination == .exited(1))
        #expect(failing.stdout.hasPrefix("FAIL <stdin>\n<stdin>:2: error: expected selected [0, 5], but it is [0, 1]"))
    }

    @Test func standardInputCanBeNamedOnlyOnce() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["run", "-", "-"], input: Self.scenario, in: directory)
        #expect(result.termination == .exited(2))
        #expect(result.stdout == "")
        #expect(result.stderr == "-:1:1: error: standard input ('-') can be read only once\n")
    }

    @Test func pipedInputWithFormatJSONIncludesTheTrace() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["--format", "json", "--trace"], input: Self.scenario, in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout.hasPrefix("{\n  \"passed\": 1, \"failed\": 0, \"errors\": 0,\n  \"files\": [\n    {\"path\": \"<stdin>\""))
        #expect(result.stdout.contains("\"trace\": [\"# 2: appear (implicit)\", \"numberOfSections(in:) -> 1\""))
    }
}
