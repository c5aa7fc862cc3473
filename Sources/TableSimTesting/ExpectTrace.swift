import TableSim
import Testing

/// The lines an actual trace has that an expected one lacks and the reverse, as a readable diff.
///
/// Lines common to both start with two spaces, lines only expected with `- `, lines only actual
/// with `+ `; nil when the traces are equal.
public func traceDiff(expected: [String], actual: [String]) -> String? {
    guard expected != actual else { return nil }
    let e = expected.count, a = actual.count
    var common = [[Int]](repeating: [Int](repeating: 0, count: a + 1), count: e + 1)
    for i in stride(from: e - 1, through: 0, by: -1) {
        for j in stride(from: a - 1, through: 0, by: -1) {
            common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var lines: [String] = []
    var i = 0, j = 0
    while i < e || j < a {
        if i < e, j < a, expected[i] == actual[j] {
            lines.append("  " + expected[i])
            i += 1
            j += 1
        } else if i < e, j == a || common[i + 1][j] >= common[i][j + 1] {
            lines.append("- " + expected[i])
            i += 1
        } else {
            lines.append("+ " + actual[j])
            j += 1
        }
    }
    return lines.joined(separator: "\n")
}

/// Expects a trace to be exactly the given lines, recording an issue with a diff when it is not.
///
/// ```swift
/// let lines = simulator.record { try simulator.tap(IndexPath(row: 2, section: 0)) }
/// expectTrace(lines, [
///     "tableView(_:shouldHighlightRowAt:) [0, 2] -> true",
///     "tableView(_:didHighlightRowAt:) [0, 2]",
/// ])
/// ```
public func expectTrace(
    _ actual: [TraceLine], _ expected: [String], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let diff = traceDiff(expected: expected, actual: actual.map(\.text)) {
        let note = comment.map { "\n\($0.rawValue)" } ?? ""
        Issue.record("The trace differs (- expected, + actual):\n\(diff)\(note)", sourceLocation: sourceLocation)
    }
}
