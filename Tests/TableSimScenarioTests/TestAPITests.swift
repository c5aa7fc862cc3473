import TableSim
import TableSimScenario
import TableSimTesting
import Testing

/// The app of `rows 3 "R{n}"` as Swift code: the callbacks the declared table answers for a tap.
private final class ThreeRows: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "R\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A table showing `app`, whose cells are registered as "Item".
private func shown(_ app: ThreeRows) -> Simulator {
    let table = TableView(style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(tableView: table)
    simulator.appear()
    return simulator
}

/// A scenario that taps the middle of three rows and checks the tap's trace with `block`.
private func tapScenario(expecting block: [String]) -> String {
    "rows 3 \"R{n}\"\nappear\ntap 0.1\nexpect\n" + block.map { "  \($0)\n" }.joined() + "end\n"
}

/// The tap's whole trace, as both the scenario and the Swift app produce it.
private let tapTrace = [
    "tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
    "tableView(_:didHighlightRowAt:) [0, 1]",
    "tableView(_:didUnhighlightRowAt:) [0, 1]",
    "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
    "tableView(_:didSelectRowAt:) [0, 1]",
]

/// Issue 10, item 4: `expectTrace` reads a block as a scenario file does, with the one matcher.
@Suite struct ExpectTraceMatchesAsScenarioFilesDoTests {
    @Test func aBlockWithDotsAndPrefixLinesPassesInAScenarioFileAndInExpectTrace() throws {
        let block = [
            "tableView(_:shouldHighlightRowAt:) ...",
            "...",
            "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
            "tableView(_:didSelectRowAt:) [0, 1]",
        ]
        let result = ScenarioRunner.replay(source: tapScenario(expecting: block), path: "tap.scenario")
        #expect(result.status == .passed)
        #expect(result.failures.isEmpty && result.error == nil)

        let app = ThreeRows()
        let simulator = shown(app)
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        #expect(lines.map(\.text) == tapTrace, "the same input as the scenario's")
        expectTrace(lines, block)
        #expect(traceDiff(expected: block, actual: tapTrace) == nil)
    }

    @Test func aWrongBlockFailsInBothWithTheSameDiffNamingTheFirstMismatch() throws {
        let block = [
            "tableView(_:shouldHighlightRowAt:) ...",
            "...",
            "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
            "tableView(_:didSelectRowAt:) [0, 2]",
        ]
        let diff = [
            "  tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
            "  tableView(_:didHighlightRowAt:) [0, 1]",
            "  tableView(_:didUnhighlightRowAt:) [0, 1]",
            "  tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
            "- tableView(_:didSelectRowAt:) [0, 2]",
            "+ tableView(_:didSelectRowAt:) [0, 1]",
        ]
        let result = ScenarioRunner.replay(source: tapScenario(expecting: block), path: "tap.scenario")
        #expect(result.status == .failed)
        #expect(result.failures.map(\.message) == ["the trace of 'tap 0.1' (line 3) differs"])
        #expect(result.failures.map(\.diff) == [diff])

        let app = ThreeRows()
        let simulator = shown(app)
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        #expect(lines.map(\.text) == tapTrace, "the same input as the scenario's")
        let message = "The trace differs at line 5 (- expected, + actual):\n" + diff.joined(separator: "\n")
        withKnownIssue {
            expectTrace(lines, block)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
    }

    @Test func anExceptionLineMatchesWhateverItsRunsOfSpacesInBoth() throws {
        // The core prints two spaces after "section 0."; the block quotes one, as newer crash logs do.
        let block = [
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) ...",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'Invalid update: invalid number of rows in section 0. The number of rows contained ...",
        ]
        let source = "rows 2 \"R{n}\"\ndelete 0.1\nexpect\n" + block.map { "  \($0)\n" }.joined() + "end\n"
        #expect(ScenarioRunner.replay(source: source, path: "delete.scenario").status == .passed)

        final class TwoRows: TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 1 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            }
        }
        let app = TwoRows()
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = app
        let simulator = Simulator(tableView: table)
        simulator.appear()
        var lines: [TraceLine] = []
        expectUIKitException("section 0. The number of rows") {
            lines = simulator.record { table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic) }
        }
        #expect(lines.last?.text.contains("section 0.  The number of rows") == true)
        expectTrace(lines, block)
    }
}

/// An app whose data source is gone: the first load raises UIKit's "dataSource is not set".
private func crashingAppear() -> [TraceLine] {
    let simulator = Simulator(tableView: TableView())
    return simulator.record { simulator.appear() }
}

private let dataSourceNotSet =
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
    + "'UITableView dataSource is not set'"

/// Issue 10, item 4: a crash no test expected fails the test, with UIKit's console line.
@Suite struct UncaughtExceptionTests {
    @Test func aCrashFailsATestThatNeverLooksAtTheTrace() throws {
        let test = try #require(Test.current)
        let message = "The app crashed, and the test did not expect it:\n\(dataSourceNotSet)\n"
            + "If the test provokes this crash on purpose, run that code inside expectUIKitException { ... }."
        withKnownIssue {
            _ = crashingAppear()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message] && issue.sourceLocation == test.sourceLocation
        }
    }

    @Test func anExpectedCrashPassesAndIsReturned() {
        var lines: [TraceLine] = []
        let exception = expectUIKitException("NSInternalInconsistencyException: UITableView dataSource") {
            lines = crashingAppear()
        }
        #expect(exception == UIKitException(reason: "UITableView dataSource is not set"))
        expectTrace(lines, [dataSourceNotSet])
    }

    @Test func anExpectedCrashThatDoesNotHappenFails() {
        let app = ThreeRows()
        withKnownIssue {
            let exception = expectUIKitException("dataSource") { _ = shown(app) }
            #expect(exception == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The app did not crash; expected an uncaught exception containing \"dataSource\""]
        }
    }

    @Test func anotherExceptionThanTheExpectedOneFails() {
        withKnownIssue {
            expectUIKitException("unable to dequeue") { _ = crashingAppear() }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The app crashed with another exception than expected (one containing \"unable to dequeue\"):\n"
                    + dataSourceNotSet
            ]
        }
    }

    @Test func twoCrashesWhereOneIsExpectedFail() {
        withKnownIssue {
            expectUIKitException { _ = crashingAppear(); _ = crashingAppear() }
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The app crashed 2 times; expected once:\n\(dataSourceNotSet)\n\(dataSourceNotSet)"]
        }
    }

    @Test func aScenarioJudgesItsOwnCrashes() {
        // The crash is what this scenario checks: replaying it in a test records no issue.
        let source = "rows 2 \"R{n}\"\ndelete 0.1\nexpect exception Invalid update\n"
        #expect(ScenarioRunner.replay(source: source, path: "crash.scenario").status == .passed)
    }

    @Test func expectExceptionFailsWhenTheAppDidNotCrashWhateverTheText() {
        // "on" is part of the word "none", which the checker once searched when nothing had crashed.
        let result = ScenarioRunner.replay(source: "rows 2 \"R{n}\"\nappear\nexpect exception on\n", path: "c.scenario")
        #expect(result.failures.map(\.message) == ["expected exception on, but it is none"])
    }

    @Test func catchingTakesCrashesAwayFromTheReporters() {
        let caught = UncaughtExceptions.catching { _ = crashingAppear() }
        #expect(caught == [UIKitException(reason: "UITableView dataSource is not set")])
    }
}
