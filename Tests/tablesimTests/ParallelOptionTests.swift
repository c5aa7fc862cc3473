import Foundation
import Testing

/// `--jobs` and `--shard` from the shell.
@Suite struct ParallelOptionTests {
    @Test func runWithJobsPrintsWhatOneJobPrints() throws {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for index in 0..<6 {
            let rows = index == 0 ? 50_000 : 10
            paths.append(try directory.write("table plain\nrows \(rows) \"Row {n}\"\ntap 0.\(index)\n", to: "f\(index).scenario"))
        }
        let one = try PipedRun.run(["run"] + paths + ["--trace", "--jobs", "1"], in: directory)
        let three = try PipedRun.run(["run"] + paths + ["--trace", "--jobs", "3"], in: directory)
        #expect(one.termination == .exited(0))
        #expect(three.termination == .exited(0))
        #expect(three.stdout == one.stdout)
        #expect(one.stdout.hasSuffix("scenarios: 6 passed, 0 failed\n"))
        let second = try PipedRun.run(["run"] + paths + ["--shard", "2/3"], in: directory)
        // The second of three shards takes the files at places 1 and 4 of the six.
        #expect(second.stdout == "PASS \(paths[1])\nPASS \(paths[4])\nscenarios: 2 passed, 0 failed\n")
    }

    @Test(arguments: [["run", "x.scenario"], ["explore", "--sample"]])
    func badJobsAndShardsAreUsageErrorsThatSayWhatIsExpected(command: [String]) throws {
        let directory = try TemporaryDirectory()
        let jobs = try PipedRun.run(command + ["--jobs", "0"], in: directory)
        #expect(jobs.termination == .exited(64))
        #expect(jobs.stderr.contains("--jobs must be at least 1"))
        let shard = try PipedRun.run(command + ["--shard", "5/4"], in: directory)
        #expect(shard.termination == .exited(64))
        #expect(shard.stderr.contains("--shard '5/4' is not a shard; expected I/N with 1 ≤ I ≤ N, such as 2/4"))
    }

    @Test func anExploreShardSaysSoAndNamesItInTheFinding() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            "table plain commit=forget-selected\nsection \"Inbox\"\nrows 12 \"Message {n}\"\n", to: "inbox.scenario")
        let result = try PipedRun.run(["explore", path, "--seed", "1", "--shard", "2/2", "--jobs", "2"], in: directory)
        #expect(result.termination == .exited(1))
        #expect(result.stdout.hasPrefix("exploring \(path) from seed 1, shard 2/2\n"))
        let written = try #require(directory.lines(of: "inbox.found-1.scenario"))
        #expect(written.first?.hasPrefix("# Found by tablesim explore (seed 1, shard 2/2): ") == true)
    }
}
