import TableSim
import Testing

/// The VoiceOver lines of a trace (`VoiceOver: "…"`, `VoiceOver hint: "…"`, `VoiceOver sound: …`),
/// without the callbacks around them.
public func transcript(of trace: [TraceLine]) -> [String] {
    trace.filter { $0.kind == .speech }.map(\.text)
}

/// Expects what VoiceOver spoke in a trace to match the given block (`...` and `TEXT ...` as in
/// ``expectTrace(_:_:_:sourceLocation:)``), recording an issue with a diff when it does not; the
/// callbacks between the lines are not compared.
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
    if let message = traceMismatchMessage("VoiceOver's transcript", expected: expected, actual: transcript(of: actual)) {
        let note = comment.map { "\n\($0.rawValue)" } ?? ""
        Issue.record("\(message)\(note)", sourceLocation: sourceLocation)
    }
}
