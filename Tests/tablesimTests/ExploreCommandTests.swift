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
        #expect(result.stdout.contains("shrunk from 19 steps to 3 in "))
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

    /// A trap ends the process, so it cannot be shrunk: the walk up to it is written where a finding
    /// would go, and standard error says so. A SIGILL sent from outside stands in for a trap (Swift's
    /// traps raise SIGILL on this machine), since TableSim has none to trigger.
    @Test func aTrapLeavesTheWalkUpToItAsAScenario() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("trap.scenario")
        let path = try directory.write("table plain\nrows 30 \"Row {n}\"\n", to: "big.scenario")
        let pid = try spawnLock.withLock { _ in
            try Spawn.launch(
                executable: try TablesimBinary.path(),
                arguments: ["explore", path, "--seed", "4", "--time", "60s", "--steps", "100000000", "--out", target],
                environment: TablesimBinary.environment(directory: directory, overrides: [:]),
                actions: [
                    .open(0, path: "/dev/null", flags: O_RDONLY),
                    .open(1, path: directory.file("out.txt"), flags: O_WRONLY | O_CREAT | O_TRUNC),
                    .open(2, path: directory.file("err.txt"), flags: O_WRONLY | O_CREAT | O_TRUNC),
                ],
                newSession: false)
        }
        // Progress shows as the walk goes: wait for its first line, a second or more into the walk.
        let deadline = ContinuousClock.now + .seconds(30)
        while directory.lines(of: "out.txt")?.contains(where: { $0.hasSuffix("nothing found yet") }) != true {
            guard ContinuousClock.now < deadline else { break }
            usleep(10_000)
        }
        kill(pid, SIGILL)
        let termination = try Spawn.wait(for: pid, timeout: .seconds(30)) { "" }
        #expect(termination == .signaled(SIGILL))
        #expect(directory.lines(of: "out.txt")?.first == "exploring \(path) from seed 4")
        #expect(directory.lines(of: "err.txt") == ["tablesim explore: TableSim trapped; the walk up to the trap is in \(target) (not shrunk)"])
        let walk = try #require(directory.lines(of: "trap.scenario"))
        #expect(walk.prefix(6) == [
            "# Found by tablesim explore (seed 4): TableSim trapped at the last step below (a bug in TableSim;",
            "# please report it). A trap ends the process, so the walk is not shrunk; tablesim run on this file",
            "# reproduces it.", "table plain", "rows 30 \"Row {n}\"", "",
        ])
        // The walk: `appear`, then at most the 40 steps of one walk, each one or two lines.
        #expect(walk.count > 6 && walk.count <= 6 + 1 + 80)
        #expect(walk[6] == "appear")
        // Nothing else is left, and the walk replays.
        #expect(directory.entries().sorted() == ["big.scenario", "err.txt", "out.txt", "trap.scenario"])
        // The walk replays, up to its last step: the one the signal came in, which the walk might have
        // refused (no Delete button to tap, say), and then a replay stops there with its error.
        let replay = try PipedRun.run(["run", target], in: directory)
        if replay.termination != .exited(0) {
            #expect(replay.termination == .exited(2))
            let lastLines = [walk.count - 1, walk.count].map { "\(target):\($0):" }
            #expect(lastLines.contains { replay.stderr.hasPrefix($0) }, "\(replay.stderr)")
        }
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
        #expect(missing.stderr == "\(directory.file("none.scenario")):1:1: error: no such file or folder\n")
        // As `run` says it: what the path is, at its place.
        let folder = try PipedRun.run(["explore", directory.path], in: directory)
        #expect(folder.termination == .exited(2))
        #expect(folder.stderr == "\(directory.path):1:1: error: this is a folder, not a scenario file\n")
        let invalid = try directory.write("table plain\nrow \"\u{FFFD}\"\n", to: "invalid.scenario")
        try Data([0x74, 0x61, 0x62, 0x6C, 0x65, 0x0A, 0x72, 0x6F, 0x77, 0x20, 0x22, 0xFF, 0x22, 0x0A]).write(to: URL(fileURLWithPath: invalid))
        let utf8 = try PipedRun.run(["explore", invalid], in: directory)
        #expect(utf8.termination == .exited(2))
        #expect(utf8.stderr == "\(invalid):2:6: error: the input is not valid UTF-8\n")
        let path = try directory.write("table plain\nrows x\n", to: "bad.scenario")
        let bad = try PipedRun.run(["explore", path], in: directory)
        #expect(bad.termination == .exited(2))
        #expect(bad.stderr.hasPrefix("\(path):2:6: error: "))
    }

    @Test(arguments: [
        ["explore"],
        ["explore", "a.scenario", "--sample"],
        ["explore", "--sample", "--time", "forever"],
        ["explore", "--sample", "--time", "0s"],
        ["explore", "--sample", "--steps", "0"],
        ["explore", "--sample", "--seed", "-1"],
        ["explore", "--sample", "--trace"],
    ])
    func badOptionsAreUsageErrors(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(arguments, in: directory)
        #expect(result.termination == .exited(64))
        #expect(result.stdout.isEmpty)
        if arguments.last == "0s" {
            #expect(result.stderr.hasPrefix("Error: --time '0s' walks for no time; expected more than 0, such as 10s\n"))
        }
    }
}
