import TableSim
import Testing

/// The VoiceOver lines of a trace (`VoiceOver: "…"`, `VoiceOver hint: "…"`, `VoiceOver sound: …`),
/// without the callbacks around them.
public func transcript(of trace: [TraceLine]) -> [String] {
    trace.filter { $0.kind == .speech }.map(\.text)
}

/// Expects what VoiceOver spoke in a trace to be exactly the given lines, recording an issue with a
/// diff when it is not; the callbacks between the lines are not compared (``expectTrace(_:_:_:sourceLocation:)``
/// compares everything).
///
/// ```swift
/// let lines = try simulator.record { () throws(VoiceOverError) in try simulator.voiceOver.next() }
/// expectTranscript(lines, [
///     "VoiceOver: \"Apple, Button\"",
/// ])
/// ```
public func expectTranscript(
    _ actual: [TraceLine], _ expected: [String], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let diff = traceDiff(expected: expected, actual: transcript(of: actual)) {
        let note = comment.map { "\n\($0.rawValue)" } ?? ""
        Issue.record("VoiceOver's transcript differs (- expected, + actual):\n\(diff)\(note)", sourceLocation: sourceLocation)
    }
}
