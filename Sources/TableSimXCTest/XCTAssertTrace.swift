import TableSim
import TableSimTesting
import XCTest

/// Asserts that a trace matches the given block, failing with a diff at `file` and `line` when it
/// does not: XCTest's form of `expectTrace`, with the same rule as a scenario file's `expect` block
/// (`...` takes any number of lines, `TEXT ...` matches a line that starts with `TEXT`).
///
/// ```swift
/// let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
/// XCTAssertTrace(lines, [
///     "tableView(_:shouldHighlightRowAt:) ...",
///     "...",
///     "tableView(_:didSelectRowAt:) [0, 1]",
/// ])
/// ```
public func XCTAssertTrace(
    _ actual: [TraceLine], _ expected: [String], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if let mismatch = traceMismatchMessage("The trace", expected: expected, actual: actual.map(\.text)) {
        XCTFail(withNote(mismatch, message()), file: file, line: line)
    }
}

/// Asserts that what VoiceOver spoke in a trace matches the given block (`...` and `TEXT ...` as in
/// ``XCTAssertTrace(_:_:_:file:line:)``), failing with a diff when it does not; the callbacks between
/// the spoken lines are not compared.
public func XCTAssertTranscript(
    _ actual: [TraceLine], _ expected: [String], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if let mismatch = traceMismatchMessage("VoiceOver's transcript", expected: expected, actual: transcript(of: actual)) {
        XCTFail(withNote(mismatch, message()), file: file, line: line)
    }
}

/// A failure's text followed by the caller's own message, if any.
func withNote(_ text: String, _ note: String) -> String {
    note.isEmpty ? text : "\(text)\n\(note)"
}
