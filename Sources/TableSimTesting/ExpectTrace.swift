import TableSim
import Testing

/// The diff of an expected block against an actual trace, or nil when the block matches it.
///
/// The block is read as a scenario file's `expect` block: a line `...` takes any number of lines
/// and a line ending in ` ...` matches every line that starts with the text before it. Lines kept
/// start with two spaces, lines only expected with `- `, lines only actual with `+ `.
public func traceDiff(expected: [String], actual: [String]) -> String? {
    let patterns = expected.map(TracePattern.init)
    guard !TraceMatcher.matches(patterns, actual) else { return nil }
    return TraceMatcher.diff(patterns, actual).joined(separator: "\n")
}

/// The failure message of a block that does not match: the line of `actual` where the first mismatch
/// is, then the diff.
package func traceMismatchMessage(_ what: String, expected: [String], actual: [String]) -> String? {
    guard let diff = traceDiff(expected: expected, actual: actual) else { return nil }
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    // Every kept diff line is one actual line, so the number of the first line that is not kept is
    // both its place in the diff and the line of the actual trace where the mismatch starts.
    let first = lines.firstIndex { !$0.hasPrefix("  ") }.map { " at line \($0 + 1)" } ?? ""
    return "\(what) differs\(first) (- expected, + actual):\n\(diff)"
}

/// Expects a trace to match the given block, recording an issue with a diff when it does not.
///
/// The block is matched as a scenario file's `expect` block is: `...` takes any number of lines,
/// `TEXT ...` matches a line that starts with `TEXT`, and every other line must be equal.
///
/// ```swift
/// let lines = simulator.record { try simulator.tap(IndexPath(row: 2, section: 0)) }
/// expectTrace(lines, [
///     "tableView(_:shouldHighlightRowAt:) [0, 2] -> true",
///     "...",
///     "tableView(_:didSelectRowAt:) [0, 2]",
/// ])
/// ```
public func expectTrace(
    _ actual: [TraceLine], _ expected: [String], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = traceMismatchMessage("The trace", expected: expected, actual: actual.map(\.text)) {
        let note = comment.map { "\n\($0.rawValue)" } ?? ""
        Issue.record("\(message)\(note)", sourceLocation: sourceLocation)
    }
}
