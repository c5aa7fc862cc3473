import Foundation
import TableSim
import Testing

@testable import TableSimScenario

/// Issue 12's REPL: expect blocks, load/source, the sample on screen at start, typos that tap the
/// status bar, the caret under wide text, and `repl FILE` read as `run` reads it.
@Suite struct FirstHourReplTests {
    static let header = "# A TableSim REPL session. Replay it with: tablesim run FILE"

    func saved(_ session: ReplSession) throws -> (path: String, lines: [String]) {
        let file = try temporaryFolder().appendingPathComponent("s.scenario").path
        #expect(session.handle(line: "save \(file)") == ReplResponse(output: "Saved the session to \(file).\n"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return (file, text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    func replays(_ path: String) throws -> Bool {
        let result = ScenarioRunner.replay(source: try String(contentsOfFile: path, encoding: .utf8), path: path)
        return result.status == .passed
    }

    @Test func anExpectBlockIsTypedLineByLineUntilEnd() throws {
        let session = ReplSession()
        session.showSampleTable()
        #expect(session.handle(line: "tap 0.1").error == "")
        #expect(!session.isInBlock)
        for line in ["expect", "  tableView(_:shouldHighlightRowAt:) [0, 1] -> true", "...", "# a comment",
                     "tableView(_:didSelectRowAt:) [0, 1]"] {
            #expect(session.handle(line: line) == ReplResponse())
            #expect(session.isInBlock)
        }
        #expect(session.handle(line: "end") == ReplResponse(output: "ok\n"))
        #expect(!session.isInBlock)
        for line in ["expect", "tableView(_:didSelectRowAt:) [0, 2]"] { _ = session.handle(line: line) }
        #expect(
            session.handle(line: "end")
                == ReplResponse(
                    error: """
                        expectation failed: the trace of 'tap 0.1' (line 1) differs
                          - tableView(_:didSelectRowAt:) [0, 2]
                          + tableView(_:shouldHighlightRowAt:) [0, 1] -> true
                          + tableView(_:didHighlightRowAt:) [0, 1]
                          + tableView(_:didUnhighlightRowAt:) [0, 1]
                          + tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]
                          + tableView(_:didSelectRowAt:) [0, 1]

                        """))
        // Ctrl-C's part: the block is dropped, and the next line is a line of its own.
        #expect(session.handle(line: "expect  # a comment") == ReplResponse())
        #expect(session.abandonBlock())
        #expect(!session.abandonBlock())
        #expect(session.handle(line: "expect selected 0.1") == ReplResponse(output: "ok\n"))
        let (path, lines) = try saved(session)
        let tap = try #require(lines.firstIndex(of: "tap 0.1"))
        #expect(
            Array(lines[(tap + 8)...]) == [
                "expect", "  tableView(_:shouldHighlightRowAt:) [0, 1] -> true", "  ...", "  # a comment",
                "  tableView(_:didSelectRowAt:) [0, 1]", "end", "expect selected 0.1",
            ], "the failed block is not saved; the passing one is")
        #expect(try replays(path))
    }

    @Test func anExpectBlockBeforeAnyCommandSaysSo() {
        let session = ReplSession()
        _ = session.handle(line: "expect")
        #expect(session.handle(line: "end") == ReplResponse(error: "error: 'expect' must follow a command\n"))
    }

    @Test func loadRunsAFileIntoTheSession() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("more.scenario").path
        try "# more\ntap 0.1\nexpect\n  ...\nend\nexpect selected 0.0\n\n".write(toFile: file, atomically: true, encoding: .utf8)
        let session = ReplSession()
        session.showSampleTable()
        #expect(
            session.handle(line: "load \(file)")
                == ReplResponse(
                    output: """
                        # 2: tap 0.1
                        tableView(_:shouldHighlightRowAt:) [0, 1] -> true
                        tableView(_:didHighlightRowAt:) [0, 1]
                        tableView(_:didUnhighlightRowAt:) [0, 1]
                        tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]
                        tableView(_:didSelectRowAt:) [0, 1]
                        Loaded \(file): 3 statement(s), 1 expectation(s) did not hold.

                        """,
                    error: "\(file):6: expectation failed: expected selected [0, 0], but it is [0, 1]\n"))
        #expect(session.handle(line: "source \(file)").output.hasSuffix("1 expectation(s) did not hold.\n"))
        let (_, lines) = try saved(session)
        #expect(lines.first == Self.header)
        #expect(lines[1] == "appear")
        #expect(lines.suffix(12) == ["# more", "tap 0.1", "expect", "  ...", "end", "expect selected 0.0"]
            + ["# more", "tap 0.1", "expect", "  ...", "end", "expect selected 0.0"])
    }

    @Test func loadSaysWhatIsWrongAndRunsNothingOfABrokenFile() throws {
        let folder = try temporaryFolder()
        let session = ReplSession()
        #expect(
            session.handle(line: "load \(folder.path)/missing.scenario")
                == ReplResponse(error: "\(folder.path)/missing.scenario:1:1: error: no such file or folder\n"))
        #expect(
            session.handle(line: "load \(folder.path)")
                == ReplResponse(error: "\(folder.path):1:1: error: this is a folder, not a scenario file\n"))
        #expect(session.handle(line: "load") == ReplResponse(error: "error: expected a file name: load FILE\n"))
        let broken = folder.appendingPathComponent("broken.scenario").path
        try "tap 0.1\ntpa 0.2\n".write(toFile: broken, atomically: true, encoding: .utf8)
        #expect(session.handle(line: "load \(broken)").error.hasPrefix("\(broken):2:1: error: unknown command 'tpa' (did you mean 'tap'?)"))
        #expect(!session.engine.hasAppeared, "a file that does not parse runs nothing")
        let stops = folder.appendingPathComponent("stops.scenario").path
        try "tap 0.1\ntap 0.99\ntap 0.2\n".write(toFile: stops, atomically: true, encoding: .utf8)
        let response = session.handle(line: "load \(stops)")
        #expect(response.error == "\(stops):2:1: error: row [0, 99] does not exist\nLoaded \(stops) up to line 1.\n")
        #expect(session.engine.tableView?.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        let (path, lines) = try saved(session)
        #expect(lines == [Self.header, "tap 0.1"])
        #expect(try replays(path))
    }

    @Test func theSampleIsOnScreenFromTheStart() throws {
        let session = ReplSession()
        #expect(
            session.banner
                == "TableSim 0.1.0 — UIKit's UITableView, simulated. Type 'help' for commands, Ctrl-D to leave.\n"
                + "The built-in sample table appears on the first command; try 'tap 0.1', then 'show'.\n")
        session.showSampleTable()
        #expect(
            session.banner
                == "TableSim 0.1.0 — UIKit's UITableView, simulated. Type 'help' for commands, Ctrl-D to leave.\n"
                + "The built-in sample table is on screen (its appear made 46 callbacks; 'trace' prints them).\n"
                + "Try 'show', then 'tap 0.1'; 'help show' explains what 'show' draws.\n")
        #expect(session.handle(line: "show").output.hasPrefix("┌──"))
        #expect(session.completions(precedingWords: ["tap"], prefix: "1.") == ["1.0", "1.1", "1.2"])
        #expect(session.handle(line: "tap 0.1").output.hasPrefix("tableView(_:shouldHighlightRowAt:) [0, 1] -> true\n"))
        let (path, lines) = try saved(session)
        #expect(Array(lines[0...3]) == [Self.header, "appear", "expect", "  numberOfSections(in:) -> 3"])
        #expect(try replays(path))
    }

    /// A setup line right after the start describes a new table, as it would in a file.
    @Test func aSetupLineAtTheStartTakesTheSampleBack() throws {
        let session = ReplSession()
        session.showSampleTable()
        #expect(session.handle(line: "row \"Mine\"") == ReplResponse())
        #expect(!session.engine.hasAppeared)
        #expect(session.handle(line: "tap 0.0").output.hasPrefix("# the table appeared:\nnumberOfSections(in:) -> 1\n"))
        let (path, lines) = try saved(session)
        #expect(Array(lines[0...2]) == [Self.header, "row \"Mine\"", "appear"])
        #expect(try replays(path))

        let rotated = ReplSession()
        rotated.showSampleTable()
        #expect(rotated.handle(line: "screen landscape").output.hasPrefix("scrollViewDidChangeAdjustedContentInset(_:)\n"))
        #expect(rotated.handle(line: "row \"Late\"").error.hasSuffix(
            "error: setup lines must come before the table appears; start a new table with a 'table' line\n"))

        // The text size is the device's, as the screen is: the sample on screen changes size.
        let larger = ReplSession()
        larger.showSampleTable()
        #expect(larger.handle(line: "text-size AX5").output.hasPrefix("tableView(_:didEndDisplaying:forRowAt:) cell#6 [1, 0]\n"))
        #expect(larger.engine.hasAppeared && larger.engine.simulator?.tableView.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(larger.handle(line: "expect height 0.0 146").output == "ok\n")
    }

    @Test func aPointTapOnTheStatusBarSaysSo() {
        let session = ReplSession()
        session.showSampleTable()
        let response = session.handle(line: "tap 0,1")
        #expect(
            response.output.hasSuffix(
                "note: (0, 1) is a point in the status bar, so the finger touched the status bar ('tap status-bar' says "
                    + "so plainly). For row 0.1, write a dot: 'tap 0.1'.\n"))
        #expect(session.handle(line: "tap 0.1").output.contains("note:") == false)
        #expect(session.handle(line: "tap 120,300").output.contains("note:") == false)
        #expect(session.handle(line: "touch down 10.5,20").output.hasSuffix(
            "note: (10.5, 20) is a point in the status bar, so the finger touched the status bar ('tap status-bar' says so plainly).\n"))
    }

    @Test func theCaretStandsUnderTheMistakeAfterWideText() {
        let session = ReplSession()
        let line = "row \"한글한글\" acessory=none"
        #expect(
            session.handle(line: line).error
                == line + "\n" + String(repeating: " ", count: 15) + "^\n"
                + "error: unknown option 'acessory' (did you mean 'accessory'?); expected one of "
                + FirstHourLanguageTests.rowKeys + "\n")
    }

    @Test func replayingAFileReadsItAsTheRunnerDoes() throws {
        let folder = try temporaryFolder()
        #expect(throws: ScenarioError("this is a folder, not a scenario file", at: ScenarioLocation(file: folder.path, line: 1, column: 1))) {
            _ = try ReplSession(replaying: folder.path)
        }
        let bad = folder.appendingPathComponent("bad.scenario").path
        #expect(FileManager.default.createFile(atPath: bad, contents: Data("tap 0.1\ntap \u{00E9}".utf8.dropLast(1))))
        #expect(throws: ScenarioError("the input is not valid UTF-8", at: ScenarioLocation(file: bad, line: 2, column: 5))) {
            _ = try ReplSession(replaying: bad)
        }
    }
}
