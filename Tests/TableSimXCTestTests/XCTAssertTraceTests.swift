import TableSim
import TableSimXCTest
import XCTest

/// An app with three rows that answers the tap callbacks.
private final class ThreeRows: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

private let dataSourceNotSet =
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
    + "'UITableView dataSource is not set'"

/// TableSimXCTest's assertions, and its failure of a test that crashes the app without expecting it.
///
/// The failures a helper should record are captured by overriding `recordFailure`, which XCTest's
/// assertions call on the running test case: XCTest on Linux has no `XCTExpectFailure`.
final class XCTAssertTraceTests: XCTestCase {
    /// One failure XCTest was told of.
    struct Failure: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    private var captured: [Failure]?

    /// The failures `body` records, which then do not fail this test.
    private func failures(of body: () throws -> Void) rethrows -> [Failure] {
        captured = []
        defer { captured = nil }
        try body()
        return captured ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append(Failure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private var app = ThreeRows()

    private func tapTrace() throws -> [TraceLine] {
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table)
        simulator.appear()
        return try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
    }

    private func crashingAppear() -> [TraceLine] {
        let simulator = Simulator(tableView: TableView())
        return simulator.record { simulator.appear() }
    }

    func testABlockWithDotsAndPrefixLinesPasses() throws {
        let lines = try tapTrace()
        XCTAssertEqual(lines.map(\.text), [
            "tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
            "tableView(_:didSelectRowAt:) [0, 1]",
        ])
        XCTAssertTrace(lines, ["tableView(_:shouldHighlightRowAt:) ...", "...", "tableView(_:didSelectRowAt:) [0, 1]"])
        XCTAssertTrace(lines, ["..."])
        XCTAssertTranscript(lines, [])
    }

    func testAWrongBlockFailsAtTheCallersLineWithTheDiff() throws {
        let lines = try tapTrace()
        let line = #line + 2
        let recorded = failures {
            XCTAssertTrace(lines, ["tableView(_:shouldHighlightRowAt:) ...", "tableView(_:didSelectRowAt:) [0, 2]"], "after a tap")
        }
        XCTAssertEqual(recorded, [
            Failure(
                description: "failed - The trace differs at line 2 (- expected, + actual):\n"
                    + "  tableView(_:shouldHighlightRowAt:) [0, 1] -> true\n"
                    + "- tableView(_:didSelectRowAt:) [0, 2]\n"
                    + "+ tableView(_:didSelectRowAt:) [0, 1]\n"
                    + "after a tap",
                file: #filePath, line: line)
        ])
    }

    func testAWrongTranscriptFailsWithTheDiff() throws {
        let lines = try tapTrace()
        let recorded = failures { XCTAssertTranscript(lines, ["VoiceOver: \"R1\""]) }
        XCTAssertEqual(recorded.map(\.description), [
            "failed - VoiceOver's transcript differs at line 1 (- expected, + actual):\n- VoiceOver: \"R1\""
        ])
    }

    func testACrashNoTestExpectedFailsTheTest() {
        var lines: [TraceLine] = []
        let recorded = failures { lines = crashingAppear() }
        XCTAssertEqual(recorded, [
            Failure(
                description: "The app crashed, and the test did not expect it:\n\(dataSourceNotSet)\n"
                    + "If the test provokes this crash on purpose, run that code inside XCTAssertUIKitException { ... }.",
                file: "<uncaught UIKit exception>", line: 0)
        ])
        XCTAssertEqual(lines.map(\.text), [dataSourceNotSet])
    }

    func testAnExpectedCrashPassesAndIsReturned() {
        var lines: [TraceLine] = []
        let exception = XCTAssertUIKitException("dataSource is not set") { lines = crashingAppear() }
        XCTAssertEqual(exception, UIKitException(reason: "UITableView dataSource is not set"))
        XCTAssertTrace(lines, [dataSourceNotSet])
    }

    func testAnExpectedCrashThatDoesNotHappenFailsAtTheCallersLine() throws {
        let line = #line + 1
        let recorded = try failures { try XCTAssertUIKitException("Invalid update") { _ = try tapTrace() } }
        XCTAssertEqual(recorded, [
            Failure(
                description: "failed - The app did not crash; expected an uncaught exception containing \"Invalid update\"",
                file: #filePath, line: line)
        ])
    }
}
