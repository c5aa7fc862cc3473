import Foundation
import Testing

/// `tablesim explore`: its exit codes, the file it writes beside the scenario, and usage errors.
@Suite struct ExploreCommandTests {
    static let planted = """
        table plain commit=forget-selected
        section "Inbox"
        rows 12 "Message {n}"

        """

    @Test func aFindingIsWrittenBesideTheFileAndExitsOne() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Self.planted, to: "inbox.scenario")
        let result = try PipedRun.run(["explore", path, "--seed", "1"], in: directory)
        #expect(result.termination == .exited(1))
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("wrote \(directory.file("inbox.found-1.scenario"))\n"))
        #expect(result.stdout.contains("shrunk from 6 steps to 3 in "))
        let written = try #require(directory.lines(of: "inbox.found-1.scenario"))
        #expect(written.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("#") && $0 != "expect" && $0 != "end" } == [
            "table plain commit=forget-selected", "section \"Inbox\"", "rows 12 \"Message {n}\"", "",
            "tap 0.0", "swipe left 0.0", "tap delete-button",
        ])
        let replay = try PipedRun.run(["run", directory.file("inbox.found-1.scenario")], in: directory)
        #expect(replay.termination == .exited(0))
    }

    @Test func theOutOptionNamesTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Self.planted, to: "inbox.scenario")
        let result = try PipedRun.run(["explore", path, "--seed", "1", "--out", directory.file("mine.scenario")], in: directory)
        #expect(result.termination == .exited(1))
        #expect(directory.entries().sorted() == ["inbox.scenario", "mine.scenario"])
    }

    @Test func nothingFoundExitsZeroWithTheReachSummary() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("table plain\nrows 5 \"Row {n}\"\n", to: "ok.scenario")
        let result = try PipedRun.run(["explore", path, "--steps", "200"], in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stdout.contains("nothing found in 200 steps"))
        #expect(result.stdout.contains("\nreach:\nstatements:\n"))
        #expect(result.stdout.contains("\nnever reached: callbacks: "))
        #expect(directory.entries() == ["ok.scenario"])
    }

    @Test func aFileThatCannotBeReadOrParsedExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let missing = try PipedRun.run(["explore", directory.file("none.scenario")], in: directory)
        #expect(missing.termination == .exited(2))
        #expect(missing.stderr == "\(directory.file("none.scenario")): error: cannot read the file\n")
        let path = try directory.write("table plain\nrows x\n", to: "bad.scenario")
        let bad = try PipedRun.run(["explore", path], in: directory)
        #expect(bad.termination == .exited(2))
        #expect(bad.stderr.hasPrefix("\(path):2:6: error: "))
    }

    @Test(arguments: [
        ["explore"],
        ["explore", "a.scenario", "--sample"],
        ["explore", "--sample", "--time", "forever"],
        ["explore", "--sample", "--steps", "0"],
        ["explore", "--sample", "--seed", "-1"],
        ["explore", "--sample", "--trace"],
    ])
    func badOptionsAreUsageErrors(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(arguments, in: directory)
        #expect(result.termination == .exited(64))
        #expect(result.stdout.isEmpty)
    }
}
