import Foundation
import TableSim
import TableSimTesting
import Testing

@testable import TableSimScenario

/// The package's root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The folder every `temporaryFolder()` of this test process is made in; it is removed when the
/// process exits, so test runs leave nothing in the system's temporary folder.
let testProcessFolder: URL = {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("tablesim-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testProcessFolder) }
    return url
}()

func temporaryFolder() throws -> URL {
    let url = testProcessFolder.appendingPathComponent("tablesim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs the runner on files and collects what it prints.
func runScenarios(_ paths: [String], options: RunOptions = RunOptions()) -> (code: Int32, out: String, err: String) {
    var out = "", err = ""
    let code = ScenarioRunner.run(paths: paths, options: options, output: { out += $0 }, errorOutput: { err += $0 })
    return (code, out, err)
}

@Suite struct ParserTests {
    func error(in source: String) -> ScenarioError? {
        do {
            _ = try ScenarioParser(file: "t.scenario").parse(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesSetupAndCommands() throws {
        let statements = try ScenarioParser(file: "t").parse("""
            screen 390x844 safe-area=47,0,34,0  # a comment
            table grouped selection=multiple
            section "Fruits" footer="3 fruits"
            row "Apple" detail="Red \\"ripe\\"" style=subtitle accessory=disclosureIndicator will-select=0.5
            tap [0, 2] accessory
            wait 0.3s
            expect
              tableView(_:didSelectRowAt:) [0, 2]
              ...
            end
            expect selected 0.2
            """)
        #expect(statements.count == 8)
        var options = RowOptions()
        options.detail = "Red \"ripe\""
        options.style = .subtitle
        options.accessory = .disclosureIndicator
        options.willSelect = .other(IndexPath(row: 5, section: 0))
        #expect(statements[3].kind == .setup(.row(RowDeclaration(title: "Apple", options: options))))
        #expect(statements[4].kind == .command(.tap(.row(IndexPath(row: 2, section: 0), .accessory))))
        #expect(statements[5].kind == .command(.wait(milliseconds: 300)))
        #expect(statements[6].kind == .expectBlock([.exact("tableView(_:didSelectRowAt:) [0, 2]"), .anyLines], endLine: 10))
        #expect(statements[6].location.line == 7)
    }

    @Test func errorsNameTheLineTheColumnAndWhatWasExpected() {
        let unknown = error(in: "table plain\n  tpa 0.1\n")
        #expect(unknown?.location.line == 2)
        #expect(unknown?.location.column == 3)
        #expect(unknown?.message.hasPrefix("unknown command 'tpa' (did you mean 'tap'?); expected a setup line") == true)

        let voiceOver = error(in: "vo later")
        #expect(voiceOver?.location.column == 4)
        #expect(voiceOver?.message.hasPrefix("unknown 'vo later'; expected vo next, vo previous") == true)

        let badOption = error(in: "row \"A\" accessory=chevron")
        #expect(badOption?.location.column == 9)
        #expect(
            badOption?.message
                == "'chevron' is not a valid value; expected one of none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton")

        let badPath = error(in: "tap 0.x")
        #expect(badPath?.description == "t.scenario:1:5: error: expected a row such as 0.2 or [0, 2], found '0.x'")

        let unclosed = error(in: "tap 0.1\nexpect\n  x\n")
        #expect(unclosed?.description == "t.scenario:2:1: error: 'expect' block is not closed; expected a line 'end'")

        let string = error(in: "row \"Apple")
        #expect(string?.description == "t.scenario:1:5: error: unterminated string; expected a closing '\"'")

        let omit = error(in: "omit tableView(_:didTapRowAt:)")
        #expect(omit?.location.column == 6)
    }
}

@Suite struct RunnerTests {
    let source = """
        table plain
        row "Apple"
        row "Banana"
        tap 0.1
        expect
          tableView(_:shouldHighlightRowAt:) [0, 1] -> true
          tableView(_:didHighlightRowAt:) [0, 1]
          tableView(_:didUnhighlightRowAt:) [0, 1]
          tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]
          tableView(_:didSelectRowAt:) [0, 0]
        end
        expect selected 0.1
        """

    @Test func aWrongExpectationExitsOneWithTheLineAndADiff() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("wrong.scenario").path
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let result = runScenarios([file])
        #expect(result.code == 1)
        #expect(result.out.contains("FAIL \(file)\n\(file):5: error: the trace of 'tap 0.1' (line 4) differs"))
        #expect(result.out.contains("  - tableView(_:didSelectRowAt:) [0, 0]\n  + tableView(_:didSelectRowAt:) [0, 1]"))
        #expect(result.out.hasSuffix("scenarios: 0 passed, 1 failed\n"))
    }

    @Test func updateFixesTheBlockAndChangesNothingElse() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("update.scenario").path
        try (source + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let updated = runScenarios([file], options: RunOptions(update: true))
        #expect(updated.code == 0)
        let rewritten = try String(contentsOfFile: file, encoding: .utf8)
        #expect(rewritten == (source + "\n").replacingOccurrences(
            of: "didSelectRowAt:) [0, 0]", with: "didSelectRowAt:) [0, 1]"))
        #expect(runScenarios([file]).code == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["update.scenario"])
    }

    @Test func malformedScenarioExitsTwoWithTheLocation() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("bad.scenario").path
        try "table plain\nrow \"A\"\ntap 0.0 sideways\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = runScenarios([file])
        #expect(result.code == 2)
        #expect(result.err == "\(file):3:9: error: unknown row region 'sideways'; expected content, accessory, disclosure, text-field, delete-control, insert-control, reorder-control\n")
    }

    @Test func windowsLineEndingsEndLinesToo() throws {
        // Swift reads "\r\n" as one Character, so a split on "\n" alone sees one long line.
        let source = "table plain controller=table\nsection\nrows 3 \"R{n}\"\nappear\nedit on\n"
            + "tap 0.1 delete-control\nexpect\n  tableView(_:titleForDeleteConfirmationButtonForRowAt:) [0, 1] -> nil\nend\n"
        let crlf = source.replacingOccurrences(of: "\n", with: "\r\n")
        let parser = ScenarioParser(file: "w.scenario")
        #expect(try parser.parse(crlf) == parser.parse(source))
        #expect(ScenarioRunner.replay(source: crlf, path: "w.scenario").status == .passed)

        // --update keeps the file's line endings.
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("w.scenario").path
        try crlf.replacingOccurrences(of: "-> nil", with: "-> \"Delete\"").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(runScenarios([file], options: RunOptions(update: true)).code == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == crlf)
    }

    @Test func aCommandThatCannotRunExitsTwoWithTheLocation() throws {
        let result = ScenarioRunner.replay(source: "table plain\nrow \"A\"\ntap 0.7\n", path: "x.scenario")
        #expect(result.status == .error)
        #expect(result.error?.description == "x.scenario:3:1: error: row [0, 7] does not exist")
    }

    @Test func onlyExpectationsMayFollowACrash() {
        let result = ScenarioRunner.replay(
            source: "table plain\nrow \"A\"\nomit tableView(_:cellForRowAt:)\nappear\n"
                + "expect exception failed to obtain a cell from its dataSource (<DeclaredApp>)\ntap 0.0\n",
            path: "crash.scenario")
        #expect(result.failures.isEmpty)
        #expect(result.error?.description
            == "crash.scenario:6:1: error: the app crashed at line 4; only 'expect' lines or a new 'table' may follow")
    }

    @Test func implicitAppearIsNotPartOfTheCommandsTrace() {
        let result = ScenarioRunner.replay(
            source: "table plain\nrow \"A\"\nselect 0.0\nexpect\nend\nexpect selected 0.0\n", path: "i.scenario")
        #expect(result.status == .passed)
    }

    @Test func sameInputGivesByteIdenticalTraces() throws {
        let scenarios = packageRoot.appendingPathComponent("Scenarios").path
        let first = runScenarios([scenarios], options: RunOptions(printTrace: true))
        let second = runScenarios([scenarios], options: RunOptions(printTrace: true))
        #expect(first.out == second.out)
        #expect(first.out.count > 1000)
    }

    @Test func reportsForMachines() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("wrong.scenario").path
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let junit = runScenarios([file], options: RunOptions(format: .junit))
        #expect(junit.code == 1)
        #expect(junit.out.contains("<testsuite name=\"tablesim\" package=\"tablesim\" id=\"0\" tests=\"1\" failures=\"1\" errors=\"0\" "))
        let json = runScenarios([file], options: RunOptions(format: .json))
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(object?["failed"] as? Int == 1)
        let files = object?["files"] as? [[String: Any]]
        #expect((files?.first?["failures"] as? [[String: Any]])?.first?["line"] as? Int == 5)
    }
}

@Suite struct ScenarioLibraryTests {
    /// Every scenario of the library, replayed: all their expectations hold.
    @Test func everyScenarioInTheLibraryPasses() throws {
        let folder = packageRoot.appendingPathComponent("Scenarios").path
        let files = try ScenarioRunner.scenarioFiles([folder])
        #expect(files.count >= 15)
        for file in files {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let result = ScenarioRunner.replay(source: source, path: file)
            #expect(result.status == .passed, "\(file): \(result.error?.description ?? "") \(result.failures.map(\.message))")
            #expect(source.hasPrefix("#"), "\(file) starts with a comment saying what it shows")
        }
    }
}

@Suite struct ReplSessionTests {
    @Test func savedSessionReplaysToTheSameTrace() throws {
        let session = ReplSession()
        var output = ""
        for line in ["tap 0.1", "touch down 0.3", "wait 200ms", "touch up", "select 1.1", "tap 0.2 accessory",
                     "expect selected 1.1"] {
            let response = session.handle(line: line)
            #expect(response.error == "", "\(line): \(response.error)")
            output += response.output
        }
        #expect(output.hasPrefix("# the table appeared:\nnumberOfSections(in:) -> 3\n"))
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("session.scenario").path
        #expect(session.handle(line: "save \(file)").output == "Saved the session to \(file).\n")
        let result = ScenarioRunner.replay(source: try String(contentsOfFile: file, encoding: .utf8), path: file)
        #expect(result.status == .passed, "\(result.failures.map(\.diff))")
    }

    @Test func errorsPointAtTheColumnAndTheSessionGoesOn() {
        let session = ReplSession()
        let response = session.handle(line: "tap 0.99")
        #expect(response.error == "tap 0.99\n^\nerror: row [0, 99] does not exist\n")
        #expect(session.handle(line: "tap 0.0").error == "")
        #expect(session.handle(line: "quit").wantsExit)
    }

    @Test func completesCommandsAndRowsFromTheLiveTable() {
        let session = ReplSession()
        #expect(session.completions(precedingWords: [], prefix: "ta") == ["table", "tap"])
        _ = session.handle(line: "appear")
        let rows = session.completions(precedingWords: ["tap"], prefix: "0.")
        #expect(rows.prefix(3) == ["0.0", "0.1", "0.2"])
        #expect(session.completions(precedingWords: ["tap", "0.1"], prefix: "a") == ["accessory"])
        #expect(session.completions(precedingWords: ["row", "\"x\""], prefix: "accessory=de")
            == ["accessory=detailDisclosureButton", "accessory=detailButton"])
    }
}
