import Foundation
import TableSim
import Testing

@testable import TableSimScenario

/// Contract points and REPL round trips that a review of the scenario layer found broken.
@Suite struct LanguageEdgeCaseTests {
    /// `#` starts a comment anywhere outside quotes, inside an `expect` block too: `end  # ...` closes
    /// the block and a trace line may carry a comment after it.
    @Test func commentsInsideExpectBlocks() {
        let source = """
            table plain
            row "A # not a comment"
            appear
            expect  # the load
              numberOfSections(in:) -> 1   # one section
              tableView(_:numberOfRowsInSection:) 0 -> 1
              tableView(_:titleForHeaderInSection:) 0 -> nil
              tableView(_:titleForFooterInSection:) 0 -> nil
              tableView(_:cellForRowAt:) [0, 0] -> cell#1
              tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]
            end  # of the load
            expect title 0.0 "A # not a comment"
            """
        let result = ScenarioRunner.replay(source: source, path: "t.scenario")
        #expect(result.error == nil, "\(String(describing: result.error))")
        #expect(result.status == .passed, "\(result.failures.map(\.message)) \(result.failures.map(\.diff))")
    }

    /// `1.005s` is a whole number of milliseconds, though `1.005 * 1000` is not exactly 1005 in binary.
    @Test func secondsWithThreeDecimalsAreWholeMilliseconds() {
        let source = """
            table plain
            row "A"
            wait 1.005s
            expect time 1005
            expect time 1005ms
            expect time 1.005s
            """
        let result = ScenarioRunner.replay(source: source, path: "t.scenario")
        #expect(result.error == nil, "\(String(describing: result.error))")
        #expect(result.status == .passed, "\(result.failures.map(\.message))")
    }

    /// A command typed after the app crashed in its implicit `appear` did not run: a saved session
    /// must not contain it, or its replay stops with "the app crashed".
    @Test func savedSessionLeavesOutACommandThatNeverRanAfterACrash() throws {
        let session = ReplSession()
        for line in ["table plain", "row \"A\"", "omit tableView(_:cellForRowAt:)", "tap 0.0"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        let file = try temporaryFolder().appendingPathComponent("s.scenario").path
        #expect(session.handle(line: "save \(file)").error == "")
        let result = ScenarioRunner.replay(source: try String(contentsOfFile: file, encoding: .utf8), path: file)
        #expect(result.status == .passed, "\(String(describing: result.error)) \(result.failures.map(\.diff))")
    }

    /// The runner refuses an `expect KEY` before any command, so the REPL does too (and does not save it).
    @Test func replRefusesAStateExpectationBeforeAnyCommand() throws {
        let session = ReplSession()
        #expect(session.handle(line: "expect selected none").error.contains("'expect' must follow a command"))
        #expect(session.handle(line: "tap 0.1").error == "")
        #expect(session.handle(line: "expect selected 0.1").output == "ok\n")
        let file = try temporaryFolder().appendingPathComponent("s.scenario").path
        #expect(session.handle(line: "save \(file)").error == "")
        let result = ScenarioRunner.replay(source: try String(contentsOfFile: file, encoding: .utf8), path: file)
        #expect(result.status == .passed, "\(String(describing: result.error)) \(result.failures.map(\.diff))")
    }

    /// A `section` line's options complete; a tap that names no row has no region to complete.
    @Test func completesSectionOptionsAndRegionsOnlyAfterARow() {
        let session = ReplSession()
        #expect(session.completions(precedingWords: ["section", "\"Fruits\""], prefix: "foo") == ["footer=", "footer-height="])
        _ = session.handle(line: "appear")
        #expect(session.completions(precedingWords: ["tap", "status-bar"], prefix: "") == [])
        #expect(session.completions(precedingWords: ["tap", "120,300"], prefix: "") == [])
        #expect(session.completions(precedingWords: ["touch", "down", "120,300"], prefix: "") == [])
        #expect(session.completions(precedingWords: ["tap", "0.1"], prefix: "acc") == ["accessory"])
    }
}
