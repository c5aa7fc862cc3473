import TableSim
import Testing

/// Expects the accessibility audit of the simulator's screen to find nothing, recording one issue per
/// finding with its line (`hitRegion "Hit area is too small" row [0, 2] {{0, 100}, {375, 30}}`) and
/// its detailed description; `ignoring` drops findings the test accepts, as Xcode's handler does by
/// returning true.
///
/// ```swift
/// simulator.appear()
/// expectNoAccessibilityAuditIssues(simulator, ignoring: { $0.auditType == .trait })
/// ```
public func expectNoAccessibilityAuditIssues(
    _ simulator: Simulator, for types: AccessibilityAuditType = .all, _ comment: Comment? = nil,
    ignoring isAccepted: (AccessibilityAuditIssue) -> Bool = { _ in false },
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let note = comment.map { "\n\($0.rawValue)" } ?? ""
    for issue in simulator.performAccessibilityAudit(for: types) where !isAccepted(issue) {
        Issue.record("Accessibility audit: \(issue)\n\(issue.detailedDescription)\(note)", sourceLocation: sourceLocation)
    }
}
