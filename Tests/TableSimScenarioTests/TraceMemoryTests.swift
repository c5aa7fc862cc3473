import Foundation
import Testing

@testable import TableSimScenario

/// How much trace a run keeps: memory follows what is checked and shown, not the rows a load asks about.
@Suite struct TraceMemoryTests {
    /// Runs scenario text on a fresh loop whose commands keep at most `limit` lines.
    private func loop(_ text: String, limit: Int) throws -> (StatementLoop, [StatementOutcome]) {
        let loop = StatementLoop()
        loop.engine.commandTraceLimit = limit
        let outcomes = try ScenarioParser(file: "t.scenario").parse(text).map { loop.run($0) }
        return (loop, outcomes)
    }

    @Test func aLoadAskingEveryRowsEstimateKeepsOnlyTheLimit() throws {
        // 20,001 rows, one with an estimate: the load asks all 20,001 estimates (O(n) calls, as UIKit).
        let (loop, outcomes) = try loop("rows 20000 \"R{n}\"\nrow \"S\" estimated-height=60\nappear\n", limit: 100)
        #expect(outcomes.map(\.error) == [nil, nil, nil])
        let engine = loop.engine
        #expect(engine.lastTrace.count == 100)
        #expect(engine.lastTrace.prefix(3).map(\.text) == [
            "numberOfSections(in:) -> 1", "tableView(_:numberOfRowsInSection:) 0 -> 20001",
            "tableView(_:titleForHeaderInSection:) 0 -> nil",
        ])
        #expect(engine.lastTraceNotKept == 20_043 - 100)
        // The table hands its lines on as it goes instead of holding them all.
        #expect(try #require(engine.tableView).trace.isEmpty)
    }

    @Test func anExpectBlockOnATraceNotKeptSaysSo() throws {
        let (_, outcomes) = try loop("rows 300 \"R{n}\"\nrow \"S\" estimated-height=60\nappear\nexpect\n  ...\nend\n", limit: 50)
        #expect(
            outcomes.last?.error?.description
                == "t.scenario:4:1: error: the trace of 'appear' (line 3) has 343 lines, more than the 50 a run "
                + "keeps of one command; check it with 'expect' keys instead, or split the command")
    }

    @Test func withTraceEveryLineIsPrinted() throws {
        let source = "rows 300 \"R{n}\"\nrow \"S\" estimated-height=60\nappear\n"
        let result = ScenarioRunner.replay(source: source, path: "t.scenario", printTrace: true)
        #expect(result.traceOutput.filter { $0.hasPrefix("tableView(_:estimatedHeightForRowAt:)") }.count == 301)
    }

    @Test func withTraceEveryLineIsStreamedWhileOnlyTheLimitIsKept() throws {
        let source = "rows 300 \"R{n}\"\nrow \"S\" estimated-height=60\ntap 0.1\nexpect\n  ...\nend\n"
        var printed: [String] = []
        let (result, _) = ScenarioRunner.replayWithUpdates(
            source: source, path: "t.scenario", printTrace: true, commandTraceLimit: 100) { printed.append($0.text) }
        #expect(printed.filter { $0.hasPrefix("tableView(_:estimatedHeightForRowAt:)") }.count == 301)
        #expect(printed.first == "# 3: appear (implicit)")
        #expect(printed.filter { $0.hasPrefix("# ") } == ["# 3: appear (implicit)", "# 3: tap 0.1"])
        #expect(printed.count == 1 + 343 + 1 + 5)
        // The expect block is about the tap, whose trace was kept whole.
        #expect(result.status == .passed)
    }

    @Test func theREPLSavesALongTraceAsItsFirstLinesAndADotsLine() throws {
        let session = ReplSession()
        for line in ["rows 2000 \"R{n}\"", "row \"S\" estimated-height=60", "appear"] {
            #expect(session.handle(line: line).error == "")
        }
        let file = try temporaryFolder().appendingPathComponent("long.scenario").path
        #expect(session.handle(line: "save \(file)").error == "")
        let saved = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(saved.count == 4 + 1 + ReplSession.savedBlockLimit + 2)
        #expect(saved.suffix(3) == ["  tableView(_:estimatedHeightForRowAt:) [0, 995] -> -1", "  ...", "end"])
        #expect(ScenarioRunner.replay(source: saved.joined(separator: "\n"), path: file).status == .passed)
    }

    @Test func theTraceCommandShowsTheLatestLinesAfterANote() throws {
        let (_, outcomes) = try loop("rows 12000 \"R{n}\"\nrow \"S\" estimated-height=60\nappear\ntrace\n", limit: 10)
        let printed = try #require(outcomes.last?.printed).split(separator: "\n")
        #expect(printed.count == TraceRecorder.historyLimit + 1)
        #expect(printed.first?.hasPrefix("# ") == true)
        #expect(printed.first?.hasSuffix(" earlier lines are not kept; these are the last 10000") == true)
        #expect(printed.last == "tableView(_:willDisplay:forRowAt:) cell#19 [0, 18]")
    }
}
