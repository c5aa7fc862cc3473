import Foundation
import TableSim
import Testing

@testable import TableSimScenario

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A three-row table and a tap on its middle row: a short trace to write expectations against.
private let tapScenario = "rows 3 \"R{n}\"\nappear\ntap 0.1\n"

/// The trace of `tap 0.1` on that table.
private let tapTrace = [
    "tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
    "tableView(_:didHighlightRowAt:) [0, 1]",
    "tableView(_:didUnhighlightRowAt:) [0, 1]",
    "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
    "tableView(_:didSelectRowAt:) [0, 1]",
]

/// Writes a scenario file in a fresh folder and returns its path.
private func scenarioFile(_ text: String, named name: String = "a.scenario") throws -> String {
    let path = try temporaryFolder().appendingPathComponent(name).path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
}

/// `--update` on blocks written with `...` and prefix lines, and on files it cannot update.
@Suite struct UpdateKeepsTheAuthorsWildcardsTests {
    @Test func aFailedBlockKeepsItsDotsAndPrefixLinesWhereTheyStillMatch() throws {
        let file = try scenarioFile(
            tapScenario + "expect\n  ...\n  tableView(_:willSelectRowAt:) ...\n  tableView(_:didSelectRowAt:) [0, 2]\nend\n")
        let result = runScenarios([file], options: RunOptions(update: true))
        #expect(result.code == 0)
        #expect(result.out == "PASS \(file) (updated 1 expect block(s))\nscenarios: 1 passed, 0 failed\n")
        #expect(
            try String(contentsOfFile: file, encoding: .utf8)
                == tapScenario
                + "expect\n  ...\n  tableView(_:willSelectRowAt:) ...\n  tableView(_:didSelectRowAt:) [0, 1]\nend\n")
        #expect(runScenarios([file]).code == 0)
    }

    @Test func aPrefixLineThatMatchesNothingIsDroppedAndTheReportSaysSo() throws {
        let file = try scenarioFile(tapScenario + "expect\n  tableView(_:willDeselectRowAt:) ...\n  ...\nend\n")
        let result = runScenarios([file], options: RunOptions(update: true))
        #expect(result.code == 0)
        #expect(
            result.out
                == "PASS \(file) (updated 1 expect block(s))\n\(file): note: line 4: the prefix line(s) "
                + "'tableView(_:willDeselectRowAt:) ...' match no line of the trace now, so the new block lists those "
                + "lines\nscenarios: 1 passed, 0 failed\n")
        // The trace's first line takes the prefix line's place, and the `...` the rest: the block still
        // names a first line (it was '...' alone, which checks nothing).
        #expect(
            try String(contentsOfFile: file, encoding: .utf8)
                == tapScenario + "expect\n  \(tapTrace[0])\n  ...\nend\n")
        #expect(runScenarios([file]).code == 0)
    }

    /// A wrong line before a `...` is corrected, not swallowed: the block keeps checking that line.
    @Test func aWrongLineBeforeDotsIsCorrected() throws {
        let file = try scenarioFile(tapScenario + "expect\n  tableView(_:shouldHighlightRowAt:) [0, 1] -> false\n  ...\nend\n")
        let result = runScenarios([file], options: RunOptions(update: true))
        #expect(result.code == 0)
        #expect(result.out == "PASS \(file) (updated 1 expect block(s))\nscenarios: 1 passed, 0 failed\n")
        #expect(
            try String(contentsOfFile: file, encoding: .utf8)
                == tapScenario + "expect\n  tableView(_:shouldHighlightRowAt:) [0, 1] -> true\n  ...\nend\n")
    }

    @Test func aFileWithASimulationErrorIsNotWrittenAndTheReportSaysWhy() throws {
        let text = tapScenario + "expect\nend\ntap 0.9\n"
        let file = try scenarioFile(text)
        let result = runScenarios([file], options: RunOptions(update: true))
        #expect(result.code == 2)
        #expect(result.err == "\(file):6:1: error: row [0, 9] does not exist\n")
        #expect(
            result.out
                == "ERROR \(file)\n\(file):4: error: the trace of 'tap 0.1' (line 3) differs\n  --- expected\n  +++ actual\n"
                + tapTrace.map { "  + \($0)\n" }.joined() + "\(file): note: --update wrote nothing to this file: it stops with an error at line 6, "
                + "so the expect blocks after that line never ran; fix the error and run --update again\n"
                + "scenarios: 0 passed, 0 failed, 1 error\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }

    @Test func theUpdatedBodyFollowsTheAlignment() {
        let patterns = [TracePattern("a ..."), TracePattern("..."), TracePattern("d"), TracePattern("x ...")]
        #expect(TraceMatcher.updatedBody(patterns, ["a 1", "b", "c", "d", "e"]) == (["a ...", "...", "d", "e"], ["x ..."]))
        // A `...` that takes no line now stays.
        #expect(TraceMatcher.updatedBody([TracePattern("..."), TracePattern("a")], ["a"]) == (["...", "a"], []))
        // A line that matches nothing is replaced by the line in its place, even where a `...` beside
        // it could take that line: the `...` before it gives up its last line, the one after its
        // first, so the block still checks what it checked.
        #expect(TraceMatcher.updatedBody([TracePattern("..."), TracePattern("z")], ["a"]) == (["...", "a"], []))
        #expect(TraceMatcher.updatedBody([TracePattern("..."), TracePattern("z")], ["a", "b"]) == (["...", "b"], []))
        #expect(TraceMatcher.updatedBody([TracePattern("z"), TracePattern("...")], ["a", "b"]) == (["a", "..."], []))
        #expect(TraceMatcher.updatedBody([TracePattern("z"), TracePattern("...")], ["a"]) == (["a", "..."], []))
        #expect(
            TraceMatcher.updatedBody([TracePattern("y"), TracePattern("z"), TracePattern("...")], ["a", "b", "c"])
                == (["a", "b", "..."], []))
        #expect(
            TraceMatcher.updatedBody([TracePattern("..."), TracePattern("y"), TracePattern("z")], ["a", "b", "c"])
                == (["...", "b", "c"], []))
        #expect(TraceMatcher.updatedBody([TracePattern("x ..."), TracePattern("...")], ["a", "b"]) == (["a", "..."], ["x ..."]))
        // Between two `...`, the one before it gives up its last line.
        #expect(
            TraceMatcher.updatedBody([TracePattern("..."), TracePattern("z"), TracePattern("...")], ["a", "b"])
                == (["...", "b", "..."], []))
        #expect(TraceMatcher.diff([TracePattern("..."), TracePattern("a")], ["a"]) == ["  a"])
        // The diff marks only what differs: a `...` never takes a line the block names.
        #expect(
            TraceMatcher.diff(["u", "...", "s"].map(TracePattern.init), ["h", "u", "w", "s"])
                == ["+ h", "  u", "  w", "  s"])
        #expect(TraceMatcher.diff(["a", "...", "z"].map(TracePattern.init), ["a", "b", "c"]) == ["  a", "  b", "  c", "- z"])
        #expect(TraceMatcher.diff(["a", "b"].map(TracePattern.init), ["a", "c"]) == ["  a", "- b", "+ c"])
    }
}

/// The text summary, and the trace in the machine-readable reports.
@Suite struct ReportContentTests {
    @Test func theTextSummaryCountsFailuresAndErrorsApart() throws {
        let failing = try scenarioFile(tapScenario + "expect\nend\n", named: "failing.scenario")
        let broken = try scenarioFile("fly\n", named: "broken.scenario")
        let passing = try scenarioFile(tapScenario, named: "passing.scenario")
        let result = runScenarios([failing, broken, passing])
        #expect(result.code == 2)
        #expect(result.out.hasSuffix("\nscenarios: 1 passed, 1 failed, 1 error\n"))
        #expect(Reports.summary([]) == "scenarios: 0 passed, 0 failed\n")
    }

    @Test func jsonWithTraceHasATraceField() throws {
        let file = try scenarioFile("rows 1 \"R\"\ntap 0.0\n")
        let report = runScenarios([file], options: RunOptions(printTrace: true, format: .json)).out
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(
            files[0]["trace"] as? [String] == [
                "# 2: appear (implicit)", "numberOfSections(in:) -> 1", "tableView(_:numberOfRowsInSection:) 0 -> 1",
                "tableView(_:titleForHeaderInSection:) 0 -> nil", "tableView(_:titleForFooterInSection:) 0 -> nil",
                "tableView(_:cellForRowAt:) [0, 0] -> cell#1", "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
                "# 2: tap 0.0", "tableView(_:shouldHighlightRowAt:) [0, 0] -> true",
                "tableView(_:didHighlightRowAt:) [0, 0]", "tableView(_:didUnhighlightRowAt:) [0, 0]",
                "tableView(_:willSelectRowAt:) [0, 0] -> [0, 0]", "tableView(_:didSelectRowAt:) [0, 0]",
            ])
        let plain = runScenarios([file], options: RunOptions(format: .json)).out
        #expect(!plain.contains("\"trace\""))
    }

    @Test func junitWithTraceCarriesItInSystemOut() throws {
        let file = try scenarioFile(tapScenario)
        let report = runScenarios([file], options: RunOptions(printTrace: true, format: .junit)).out
        let document = try XMLDocument(data: Data(report.utf8))
        let out = try document.nodes(forXPath: "/testsuites/testsuite/system-out").first?.stringValue
        #expect(out?.hasPrefix("== \(file)\n# 2: appear\nnumberOfSections(in:) -> 1\n") == true)
        #expect(out?.hasSuffix("# 3: tap 0.1\n" + tapTrace.map { $0 + "\n" }.joined()) == true)
        let plain = runScenarios([file], options: RunOptions(format: .junit)).out
        #expect(plain.contains("    <system-out/>\n"))
    }

    /// JUnit and JSON with `--trace` read each scenario's trace back from a temporary file at the
    /// end: over several files (a long trace in many pieces, a parse error that traced nothing, a
    /// scenario stopped by an error, one with a look), the reports are exactly those made from the
    /// traces held in memory.
    @Test func reportsWithTracesFromTheFileAreThoseFromMemory() throws {
        let files = [
            try scenarioFile("rows 30 \"Row {n}\"\n" + String(repeating: "tap 0.0\ntap 0.1\n", count: 1000), named: "long.scenario"),
            try scenarioFile("fly\n", named: "broken.scenario"),
            try scenarioFile(tapScenario + "tap 7.0\n", named: "stops.scenario"),
            try scenarioFile(tapScenario + "state\n", named: "looks.scenario"),
        ]
        let held = try files.map { file in
            ScenarioRunner.replay(source: try String(contentsOfFile: file, encoding: .utf8), path: file, printTrace: true)
        }
        #expect(held[0].traceOutput.count > 6000 && held[1].traceOutput.isEmpty && held[2].error != nil)
        let json = runScenarios(files, options: RunOptions(printTrace: true, format: .json))
        #expect(json.out == Reports.json(held, includeTrace: true))
        let junit = runScenarios(files, options: RunOptions(printTrace: true, format: .junit)).out
        let expected = Reports.junit(held, context: JUnitContext(timestamp: "", hostname: ""), includeTrace: true)
        func systemOut(_ report: String) -> Substring? {
            report.range(of: "<system-out>").flatMap { start in
                report.range(of: "</system-out>").map { end in report[start.upperBound..<end.lowerBound] }
            }
        }
        #expect(systemOut(junit) != nil && systemOut(junit) == systemOut(expected))
    }

    /// The traces a report keeps come back per scenario, in order, from the temporary file, from
    /// memory when no file could be made, and from both when the file filled up (`/dev/full`): the
    /// lines it took, then the ones it refused.
    @Test func reportTracesComeBackPerScenarioFromTheFileThenFromMemory() throws {
        let scenarios = [(0..<5000).map { "a \($0): 한국어 é \u{1F600}" }, [], ["", "b"], (0..<10).map { "c\($0)" }]
        for file in [SpillFile.temporary(), nil, try ReplStreamingTests.fullDisk()] {
            let traces = ReportTraces(file: file)
            for lines in scenarios {
                traces.beginScenario()
                lines.forEach { traces.append(.text($0)) }
            }
            for (index, lines) in scenarios.enumerated() {
                var back: [String] = []
                traces.forEachLine(ofScenario: index) { back.append(String($0)) }
                #expect(back == lines, "scenario \(index)")
            }
        }
    }

    @Test func junitIsExactlyThis() {
        var failed = ScenarioResult(path: "Scenarios/editing/swipe.scenario")
        let location = ScenarioLocation(file: failed.path, line: 4, column: 1)
        failed.failures = [
            ExpectationFailure(location: location, command: "tap 0.1", commandLine: 3, message: "m1", diff: ["- a", "+ b"]),
            ExpectationFailure(location: location, command: "tap 0.1", commandLine: 3, message: "m2", diff: []),
        ]
        failed.duration = 0.0125
        var broken = ScenarioResult(path: "x.scenario")
        broken.error = ScenarioError("unknown command 'fly'", at: ScenarioLocation(file: "x.scenario", line: 1, column: 1))
        let report = Reports.junit(
            [failed, broken, ScenarioResult(path: "./a/b/ok.scenario")],
            context: JUnitContext(timestamp: "2026-11-23T11:00:00", hostname: "ci"), includeTrace: false)
        #expect(
            report == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites>
                  <testsuite name="tablesim" package="tablesim" id="0" tests="3" failures="1" errors="1" time="0.013" \
                timestamp="2026-11-23T11:00:00" hostname="ci">
                    <properties/>
                    <testcase classname="Scenarios.editing" name="swipe.scenario" time="0.013">
                      <failure type="expectation" message="Scenarios/editing/swipe.scenario:4: m1 (and 1 more failed \
                expectation(s))">Scenarios/editing/swipe.scenario:4: m1&#10;- a&#10;+ b&#10;&#10;\
                Scenarios/editing/swipe.scenario:4: m2</failure>
                    </testcase>
                    <testcase classname="scenarios" name="x.scenario" time="0.000">
                      <error type="scenario error" message="x.scenario:1:1: error: unknown command 'fly'">x.scenario:1:1: \
                error: unknown command 'fly'</error>
                    </testcase>
                    <testcase classname="a.b" name="ok.scenario" time="0.000"/>
                    <system-out/>
                    <system-err/>
                  </testsuite>
                </testsuites>

                """)
    }

    /// A real run's report, with a failure, an error, control characters and a trace, checked
    /// against every rule of the Ant JUnit schema (windyroad's JUnit.xsd, the one stricter consumers use).
    @Test func junitFollowsTheAntSchema() throws {
        let failing = try scenarioFile(tapScenario + "expect\nend\nexpect\n  x\u{1}\nend\n", named: "failing.scenario")
        let broken = try scenarioFile("fly\u{0}\n", named: "broken.scenario")
        let passing = try scenarioFile(tapScenario, named: "passing.scenario")
        for printTrace in [false, true] {
            let report = runScenarios([failing, broken, passing], options: RunOptions(printTrace: printTrace, format: .junit)).out
            #expect(try AntJUnitSchema.violations(of: report) == [])
            let document = try XMLDocument(data: Data(report.utf8))
            #expect(try document.nodes(forXPath: "//testcase").count == 3)
            #expect(try document.nodes(forXPath: "//failure").count == 1)
            #expect(try document.nodes(forXPath: "//error").count == 1)
        }
        #expect(try AntJUnitSchema.violations(of: "<testsuites tests=\"1\"><testsuite/></testsuites>") == [
            "testsuites: attribute 'tests' is not allowed",
            "testsuite: missing attribute 'name'", "testsuite: missing attribute 'timestamp'",
            "testsuite: missing attribute 'hostname'", "testsuite: missing attribute 'tests'",
            "testsuite: missing attribute 'failures'", "testsuite: missing attribute 'errors'",
            "testsuite: missing attribute 'time'", "testsuite: missing attribute 'package'",
            "testsuite: missing attribute 'id'", "testsuite: children [] are not properties, testcase*, system-out, system-err",
        ])
    }
}

/// The rules of the Ant JUnit schema (https://github.com/windyroad/JUnit-Schema/blob/master/JUnit.xsd)
/// written as a checker, since no XSD validator ships with the toolchain: the elements, their order,
/// the required and allowed attributes and their types.
enum AntJUnitSchema {
    static func violations(of report: String) throws -> [String] {
        let document = try XMLDocument(data: Data(report.utf8))
        guard let root = document.rootElement(), root.name == "testsuites" else { return ["the root is not testsuites"] }
        var problems = attributes(of: root, required: [], optional: [])
        for (index, suite) in children(of: root).enumerated() {
            guard suite.name == "testsuite" else {
                problems.append("testsuites: unexpected element '\(suite.name ?? "")'")
                continue
            }
            problems += attributes(
                of: suite, required: ["name", "timestamp", "hostname", "tests", "failures", "errors", "time", "package", "id"],
                optional: ["skipped"])
            for name in ["tests", "failures", "errors", "id", "skipped"] {
                if let value = suite.attribute(forName: name)?.stringValue, Int32(value) == nil {
                    problems.append("testsuite: '\(name)' is not an int")
                }
            }
            if let id = suite.attribute(forName: "id")?.stringValue, id != String(index) {
                problems.append("testsuite: id \(id) is not \(index)")
            }
            for name in ["name", "hostname"] {
                if let value = suite.attribute(forName: name)?.stringValue, value.isEmpty {
                    problems.append("testsuite: '\(name)' is empty")
                }
            }
            if let time = suite.attribute(forName: "time")?.stringValue, !isDecimal(time) {
                problems.append("testsuite: time '\(time)' is not a decimal")
            }
            if let stamp = suite.attribute(forName: "timestamp")?.stringValue,
                stamp.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}/) == nil
            {
                problems.append("testsuite: timestamp '\(stamp)' is not YYYY-MM-DDTHH:MM:SS")
            }
            let names = children(of: suite).map { $0.name ?? "" }
            let cases = names.dropFirst().prefix { $0 == "testcase" }.count
            if names.first != "properties" || Array(names.dropFirst(1 + cases)) != ["system-out", "system-err"] {
                problems.append("testsuite: children \(names) are not properties, testcase*, system-out, system-err")
            }
            for element in children(of: suite) {
                switch element.name {
                case "properties":
                    for property in children(of: element) {
                        if property.name != "property" { problems.append("properties: unexpected '\(property.name ?? "")'") }
                        problems += attributes(of: property, required: ["name", "value"], optional: [])
                    }
                case "testcase":
                    problems += testcase(element)
                case "system-out", "system-err":
                    if !children(of: element).isEmpty { problems.append("\(element.name ?? ""): holds elements") }
                default:
                    break
                }
            }
        }
        return problems
    }

    private static func testcase(_ element: XMLElement) -> [String] {
        var problems = attributes(of: element, required: ["name", "classname", "time"], optional: [])
        if let time = element.attribute(forName: "time")?.stringValue, !isDecimal(time) {
            problems.append("testcase: time '\(time)' is not a decimal")
        }
        let results = children(of: element)
        if results.count > 1 { problems.append("testcase: more than one of skipped, error, failure") }
        for result in results {
            switch result.name {
            case "skipped": break
            case "error", "failure":
                problems += attributes(of: result, required: ["type"], optional: ["message"])
                if !children(of: result).isEmpty { problems.append("\(result.name ?? ""): holds elements") }
            default:
                problems.append("testcase: unexpected element '\(result.name ?? "")'")
            }
        }
        return problems
    }

    private static func children(of element: XMLElement) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }
    }

    private static func attributes(of element: XMLElement, required: [String], optional: [String]) -> [String] {
        let present = (element.attributes ?? []).compactMap(\.name)
        let name = element.name ?? ""
        return present.filter { !required.contains($0) && !optional.contains($0) }
            .map { "\(name): attribute '\($0)' is not allowed" }
            + required.filter { !present.contains($0) }.map { "\(name): missing attribute '\($0)'" }
    }

    private static func isDecimal(_ text: String) -> Bool {
        text.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)/) != nil
    }
}
