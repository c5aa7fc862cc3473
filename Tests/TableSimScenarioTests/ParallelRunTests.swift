import Foundation
import TableSim
import TableSimFuzzing
import TableSimScenario
import Synchronization
import Testing

/// `--jobs` and `--shard`: more threads and more machines, the same report.
@Suite struct ParallelRunTests {
    /// A folder of passing, failing and broken scenarios, some of them long, so that with several
    /// jobs later files finish before earlier ones.
    private func library() throws -> URL {
        let folder = try temporaryFolder()
        for index in 0..<12 {
            var text = "table plain\nrows \(index % 3 == 0 ? 10_000 : 20) \"Row {n}\"\n"
            // The long ones first in each three: the files after them finish first.
            for step in 0..<(index % 3 == 0 ? 60 : 2) { text += "tap 0.\(step % 5)\n" }
            switch index {
            case 4: text += "tap 0.1\nexpect\n  tableView(_:didSelectRowAt:) [0, 9]\nend\n"
            case 7: text += "tap 9.9 sideways\n"
            default: text += "tap 0.2\nexpect\n  ...\n  tableView(_:didSelectRowAt:) [0, 2]\nend\n"
            }
            try text.write(to: folder.appendingPathComponent(String(format: "s%02d.scenario", index)), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The report with the wall-clock durations (JUnit's `time`, JSON's `duration`) taken out.
    private func timeless(_ text: String) -> String {
        text.replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""duration" *: *[0-9.e-]+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"timestamp="[^"]*""#, with: "", options: .regularExpression)
    }

    @Test(arguments: [ReportFormat.text, .json, .junit], [false, true])
    func severalJobsReportExactlyWhatOneJobReports(format: ReportFormat, trace: Bool) throws {
        let folder = try library()
        let one = runScenarios([folder.path], options: RunOptions(printTrace: trace, format: format, jobs: 1))
        let four = runScenarios([folder.path], options: RunOptions(printTrace: trace, format: format, jobs: 4))
        #expect(one.code == 2)
        #expect(four.code == one.code)
        #expect(timeless(four.out) == timeless(one.out))
        #expect(four.err == one.err)
        #expect(one.err.contains("s07.scenario:"))
        if format == .text {
            #expect(one.out.hasSuffix("scenarios: 10 passed, 1 failed, 1 error\n"))
        }
    }

    @Test func theShardsTakeEveryFileOnceBetweenThem() throws {
        let folder = try library()
        let whole = runScenarios([folder.path], options: RunOptions(format: .json, jobs: 1))
        var seen: [String] = []
        for index in 1...5 {
            let shard = try #require(Shard(index: index, of: 5))
            let part = runScenarios([folder.path], options: RunOptions(format: .json, shard: shard))
            let paths = part.out.matches(of: /"path" *: *"([^"]+)"/).map { String($0.output.1) }
            #expect(paths.count == (index <= 2 ? 3 : 2))
            seen += paths
        }
        let all = whole.out.matches(of: /"path" *: *"([^"]+)"/).map { String($0.output.1) }
        #expect(all.count == 12)
        #expect(seen.sorted() == all.sorted())
        // Shard 1 of 5 takes the 1st, 6th and 11th file of the sorted list.
        let first = runScenarios([folder.path], options: RunOptions(shard: Shard(index: 1, of: 5)))
        #expect(first.out.hasSuffix("scenarios: 3 passed, 0 failed\n"))
        #expect(first.code == 0)
    }

    @Test func aShardWithNoFilesPassesWithNothingRun() throws {
        let folder = try temporaryFolder()
        try "table plain\nrow \"A\"\n".write(to: folder.appendingPathComponent("only.scenario"), atomically: true, encoding: .utf8)
        let empty = runScenarios([folder.path], options: RunOptions(shard: Shard(index: 2, of: 2)))
        #expect(empty.code == 0)
        #expect(empty.out == "scenarios: 0 passed, 0 failed\n")
    }

    @Test func shardsAreParsedAsIOfN() {
        #expect(Shard("2/4") == Shard(index: 2, of: 4))
        #expect(Shard("1/1")?.description == "1/1")
        for bad in ["0/4", "5/4", "2", "2/", "/4", "a/b", "2/4/6", "-1/2", "1/0"] {
            #expect(Shard(bad) == nil, "\(bad)")
        }
    }

    @Test func updateWithSeveralJobsRewritesEachFile() throws {
        let folder = try library()
        let update = runScenarios([folder.path], options: RunOptions(update: true, jobs: 3))
        #expect(update.code == 2)  // s07's error stays
        let again = runScenarios([folder.path], options: RunOptions(jobs: 3))
        #expect(again.out.hasSuffix("scenarios: 11 passed, 0 failed, 1 error\n"))
        let rewritten = try String(contentsOf: folder.appendingPathComponent("s04.scenario"), encoding: .utf8)
        #expect(rewritten.contains("  tableView(_:didSelectRowAt:) [0, 1]\n"))
    }

    @Test func jobsHandResultsBackInOrderWithABoundedWindow() {
        let started = Mutex<[Int]>([])
        var handled: [Int] = []
        let count = OrderedJobs.run(count: 50, threads: 4, window: 6) { index in
            started.withLock { $0.append(index) }
            // Later jobs are quicker, so they finish first and wait for their turn.
            usleep(UInt32((50 - index) * 200))
            return index * index
        } handle: { index, square in
            // No job starts more than the window past the oldest one not yet handed back (index + 1).
            #expect(started.withLock { $0.max() ?? 0 } <= index + 6)
            handled.append(square)
            return true
        }
        #expect(count == 50)
        #expect(handled == (0..<50).map { $0 * $0 })
    }

    @Test func aJobsRunStopsWhereTheHandlerSaysSo() {
        let ran = Mutex(0)
        var handled: [Int] = []
        OrderedJobs.run(count: 1_000, threads: 3, window: 4) { index in
            ran.withLock { $0 += 1 }
            return index
        } handle: { index, _ in
            handled.append(index)
            return index < 9
        }
        #expect(handled == Array(0...9))
        #expect(ran.withLock { $0 } <= 10 + 4)
    }

    @Test func exploringOnSeveralJobsFindsWhatOneJobFinds() throws {
        let setup = try ExploreTests.planted()
        for seed: UInt64 in [1, 2] {
            var options = ExploreTests.options(seed: seed)
            let one = ScenarioExplorer(setup: setup, options: options).run()
            options.jobs = 3
            let three = ScenarioExplorer(setup: setup, options: options).run()
            #expect(one.failure != nil)
            #expect(three.failure == one.failure)
            #expect(three.steps == one.steps)
            #expect(three.walks == one.walks)
            #expect(three.foundSteps == one.foundSteps)
            #expect(three.scenario == one.scenario)
            #expect(three.statements == one.statements)
            #expect(three.callbacks == one.callbacks)
        }
    }

    @Test func exploringWithinTheStepBudgetCountsTheLastWalkOnlyUpToIt() {
        var options = ExploreOptions()
        options.seed = 3
        options.steps = 95
        options.seconds = 600
        let one = ScenarioExplorer(setup: .sample, options: options).run()
        options.jobs = 2
        let two = ScenarioExplorer(setup: .sample, options: options).run()
        #expect(one.steps == 95)
        #expect(one.walks == 3)
        #expect(two.steps == 95)
        #expect(two.statements == one.statements)
        #expect(two.callbacks == one.callbacks)
    }

    @Test func theShardsOfAnExplorationTakeItsWalksBetweenThem() {
        var options = ExploreOptions()
        options.seed = 4
        options.steps = 400
        options.seconds = 600
        let whole = ScenarioExplorer(setup: .sample, options: options).run()
        var parts: [String: Int] = [:]
        for index in 1...2 {
            options.shard = Shard(index: index, of: 2)
            options.steps = 200
            parts.merge(ScenarioExplorer(setup: .sample, options: options).run().statements, uniquingKeysWith: +)
        }
        #expect(whole.failure == nil)
        #expect(parts == whole.statements)
    }
}

@Suite struct HeldOutputTests {
    @Test func whatIsHeldComesBackWholeAndInOrderPastTheMemoryLimit() {
        let held = HeldOutput()
        var expected = ""
        for index in 0..<60_000 {
            // Pieces of any shape: several lines, a line's part, empty lines, non-ASCII.
            let piece = index % 7 == 0 ? "\n\n" : index % 5 == 0 ? "part \(index) é" : "line \(index) of the trace — ✓\n"
            held.append(piece)
            expected += piece
        }
        #expect(expected.utf8.count > 1 << 20)
        var replayed = ""
        held.replay { replayed += $0 }
        #expect(replayed == expected)
    }
}

@Suite struct ShardItemTests {
    /// A shard's items, counted among all, are exactly the ones it takes, in order.
    @Test func aShardsItemsAreTheOnesItTakes() throws {
        let shard = try #require(Shard(index: 3, of: 4))
        #expect((0..<5).map(shard.item) == [2, 6, 10, 14, 18])
        #expect((0..<20).filter(shard.takes) == [2, 6, 10, 14, 18])
        #expect((0..<3).map(Shard.whole.item) == [0, 1, 2])
    }
}
