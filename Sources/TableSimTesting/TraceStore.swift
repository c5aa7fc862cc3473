import TableSim
import Testing

/// An exhaustive store over a simulator's trace, as TCA's `TestStore` is over a reducer: every line the
/// app and UIKit produce after the store starts must be asserted, in order, by ``expect(_:_:sourceLocation:)``
/// before ``finish(sourceLocation:)`` runs (or the store goes away at the test's end).
///
/// Each `expect` block is matched as a scenario file's `expect` block is (the same matcher): against
/// every line produced since the previous `expect`, `...` taking any number of lines and `TEXT ...`
/// a line that starts with `TEXT`. A line nobody asserted fails the test with the `-`/`+` diff and
/// the block that would assert it, ready to paste.
///
/// ```swift
/// let store = TraceStore(simulator)
/// try simulator.tap(IndexPath(row: 0, section: 0))
/// store.expect([
///     "tableView(_:shouldHighlightRowAt:) [0, 0] -> true",
///     "...",
///     "tableView(_:didSelectRowAt:) [0, 0]",
/// ])
/// store.finish()
/// ```
///
/// ``exhaustivity`` makes it less strict: ``Exhaustivity/off`` matches each block anywhere among the
/// new lines and lets the rest go; ``Exhaustivity/partial(_:)`` asserts only the lines of some kinds
/// (VoiceOver's speech, say) and ignores the others.
public final class TraceStore {
    /// How much of the trace the store makes a test assert.
    public enum Exhaustivity: Hashable, Sendable {
        /// Every line, in order (the default): a block matches all the lines since the previous one.
        case on
        /// Only what the test asserts: a block matches anywhere among the lines since the previous
        /// one (as if `...` stood before and after it), and unasserted lines are not a failure.
        case off
        /// Every line of these kinds, in order; lines of other kinds are neither matched nor required
        /// (`.partial([.speech])` asserts VoiceOver's transcript exhaustively and nothing else).
        case partial(Set<TraceLine.Kind>)
    }

    /// The simulator whose trace the store reads.
    public let simulator: Simulator
    /// How much of the trace must be asserted; it may change between expectations.
    public var exhaustivity: Exhaustivity
    /// Where the trace stood after the last expectation: the lines from here on are not asserted yet.
    private var position: Int
    /// Whether ``finish(sourceLocation:)`` ran, so that the store's end does not check again.
    private var isFinished = false
    /// Where the store was made: the place a failure at the store's end points to.
    private let createdAt: SourceLocation

    /// Starts a store on a simulator: the lines produced from now on must be asserted.
    public init(_ simulator: Simulator, exhaustivity: Exhaustivity = .on, sourceLocation: SourceLocation = #_sourceLocation) {
        self.simulator = simulator
        self.exhaustivity = exhaustivity
        position = simulator.tableView.trace.count
        createdAt = sourceLocation
    }

    /// The lines produced since the last expectation that the exhaustivity asks to assert, as printed.
    public var unassertedLines: [String] {
        let trace = simulator.tableView.trace
        let lines = position < trace.count ? trace[position...] : []
        switch exhaustivity {
        case .on, .off: return lines.map(\.text)
        case .partial(let kinds): return lines.filter { kinds.contains($0.kind) }.map(\.text)
        }
    }

    /// Asserts the lines produced since the previous expectation (or since the store started), then
    /// counts them as asserted, whether the block matched or not, so one mismatch fails once.
    public func expect(_ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = unassertedLines
        var block = expected
        if exhaustivity == .off {
            if block.first != "..." { block.insert("...", at: 0) }
            if block.last != "..." { block.append("...") }
        }
        position = simulator.tableView.trace.count
        guard let message = traceMismatchMessage("The trace since the last expectation", expected: block, actual: actual) else { return }
        let note = comment.map { "\n\($0.rawValue)" } ?? ""
        Issue.record("\(message)\n\(Self.howToRecord(actual))\(note)", sourceLocation: sourceLocation)
    }

    /// Counts every line produced so far as asserted without looking at them (TCA's
    /// `skipReceivedActions`).
    public func skip() {
        position = simulator.tableView.trace.count
    }

    /// Fails the test for every line produced since the last expectation that the exhaustivity asks
    /// to assert, with the diff and the block that asserts them. The store's end calls it when the
    /// test did not.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        let lines = unassertedLines
        position = simulator.tableView.trace.count
        guard exhaustivity != .off, !lines.isEmpty, let diff = traceDiff(expected: [], actual: lines) else { return }
        let count = lines.count == 1 ? "1 line" : "\(lines.count) lines"
        Issue.record(
            "The store ends with \(count) that no expectation asserted (- expected, + actual):\n\(diff)\n\(Self.howToRecord(lines))",
            sourceLocation: sourceLocation)
    }

    deinit {
        if !isFinished { finish(sourceLocation: createdAt) }
    }

    /// How to record lines: the expectation that asserts them, as Swift to paste, and the other ways out.
    static func howToRecord(_ lines: [String]) -> String {
        let block = lines.map { "    \(String(reflecting: $0))," }.joined(separator: "\n")
        return """
            To record them, paste this expectation after the code that produced them:
            store.expect([
            \(block)
            ])
            or call store.skip() to let them go, or set store.exhaustivity = .off.
            """
    }
}
