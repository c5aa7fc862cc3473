import Foundation
@preconcurrency @_spi(Internals) import SnapshotTesting
import TableSim
import TableSimTesting

/// swift-snapshot-testing's strategies for a simulator: each one turns what the simulator did or shows
/// into text that `assertSnapshot` keeps in `__Snapshots__` and `assertInlineSnapshot` keeps in the
/// test's own source, with the library's record modes and line diff.
///
/// ```swift
/// assertSnapshot(of: simulator, as: .trace)                                  // the whole session
/// assertSnapshot(of: simulator, as: .trace(of: { try simulator.tap(IndexPath(row: 0, section: 0)) }))
/// assertSnapshot(of: simulator, as: .svg)                                    // __Snapshots__/….svg
/// assertInlineSnapshot(of: simulator, as: .transcript) { … }                 // written into the test
/// ```
///
/// The trace strategies come in two forms: a property (`.trace`) takes every line since the
/// simulator was made, and a function (`.trace(of:)`) runs one interaction when the snapshot is
/// taken and takes only its lines. An interaction that throws adds a last line `threw: …`.
/// `TABLESIM_RECORD` (see the manual) sets the record mode, as `SNAPSHOT_TESTING_RECORD` does.
extension Snapshotting where Value == Simulator, Format == String {
    /// Every trace line the simulator produced, one a line, as `tablesim run --trace` prints them.
    public static var trace: Snapshotting { lines(pathExtension: "txt") { $0.tableView.trace.map(\.text) } }

    /// The trace lines of one interaction, run when the snapshot is taken.
    public static func trace(of interaction: @escaping () throws -> Void) -> Snapshotting {
        lines(pathExtension: "txt") { simulator in record(interaction, on: simulator).map(\.text) }
    }

    /// What VoiceOver said during the whole session (`VoiceOver: "…"` lines), without the callbacks.
    public static var transcript: Snapshotting { lines(pathExtension: "txt") { TableSimTesting.transcript(of: $0.tableView.trace) } }

    /// What VoiceOver said during one interaction, run when the snapshot is taken.
    public static func transcript(of interaction: @escaping () throws -> Void) -> Snapshotting {
        lines(pathExtension: "txt") { simulator in TableSimTesting.transcript(of: record(interaction, on: simulator)) }
    }

    /// The screen as an SVG picture (the accessibility layer while VoiceOver is on), kept as a `.svg`.
    public static var svg: Snapshotting { svg(options: PictureOptions()) }

    /// The screen as an SVG picture drawn with these options.
    public static func svg(options: PictureOptions) -> Snapshotting {
        text(pathExtension: "svg") { $0.svgPicture(options: options) }
    }

    /// The accessibility elements on screen, in VoiceOver's order, as pretty JSON with sorted keys
    /// (the fields of `AccessibilityElement`'s `Codable` form).
    public static var elements: Snapshotting {
        text(pathExtension: "json") { json($0.accessibilityElementsOnScreen()) }
    }

    /// The findings of an accessibility audit of every type, one a line as `tablesim audit` prints them,
    /// each followed by its detailed description; `no findings` when there is none.
    public static var audit: Snapshotting { audit(for: .all) }

    /// The findings of an accessibility audit of these types.
    public static func audit(for types: AccessibilityAuditType) -> Snapshotting {
        lines(pathExtension: "txt") { simulator in
            let issues = simulator.performAccessibilityAudit(for: types)
            return issues.isEmpty ? ["no findings"] : issues.flatMap { [$0.description, "  " + $0.detailedDescription] }
        }
    }

    /// The findings of an accessibility audit as pretty JSON with sorted keys (the fields of
    /// `AccessibilityAuditIssue`'s `Codable` form), for a tool that reads them back.
    public static var auditJSON: Snapshotting {
        text(pathExtension: "json") { json($0.performAccessibilityAudit(for: .all)) }
    }

    /// The state a test usually asserts after an interaction: the screen, the table's sections and
    /// rows, the selection, the highlight, editing, the visible rows, the scroll position, and the
    /// assistive technologies' focus while they run.
    public static var state: Snapshotting { lines(pathExtension: "txt", StateDescription.lines(of:)) }

    /// A strategy of text lines joined with line ends (none after the last, as inline snapshots are written).
    private static func lines(pathExtension: String, _ lines: @escaping (Simulator) -> [String]) -> Snapshotting {
        text(pathExtension: pathExtension) { lines($0).joined(separator: "\n") }
    }

    /// A strategy of text, diffed line by line.
    private static func text(pathExtension: String, _ text: @escaping (Simulator) -> String) -> Snapshotting {
        RecordSwitchMapping.apply()
        return Snapshotting<String, String>(pathExtension: pathExtension, diffing: .lines).pullback(text)
    }

    /// Runs an interaction and returns its lines, with a last line for an error it threw.
    private static func record(_ interaction: () throws -> Void, on simulator: Simulator) -> [TraceLine] {
        let start = simulator.tableView.trace.count
        var thrown: (any Error)?
        do { try interaction() } catch { thrown = error }
        var lines = Array(simulator.tableView.trace[min(start, simulator.tableView.trace.count)...])
        if let thrown { lines.append(TraceLine(.note, "threw: \(thrown)")) }
        return lines
    }

    /// Values as stable JSON: pretty, keys sorted, slashes left alone.
    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "could not encode the value" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// `TABLESIM_RECORD` mapped onto swift-snapshot-testing's record mode, once, the first time a
/// TableSim strategy is made (before `assertSnapshot` reads the mode). `SNAPSHOT_TESTING_RECORD`, the
/// library's own variable, wins when both are set.
enum RecordSwitchMapping {
    /// Sets the library's default record mode from `TABLESIM_RECORD`, the first time only.
    static func apply() { _ = applied }

    /// The record mode an environment asks for through `TABLESIM_RECORD`, or nil when it asks for
    /// none or names `SNAPSHOT_TESTING_RECORD` too.
    static func mode(environment: [String: String]) -> SnapshotTestingConfiguration.Record? {
        guard environment["SNAPSHOT_TESTING_RECORD"] == nil, let value = environment[RecordSwitch.variable],
            let mode = RecordSwitch(value: value)
        else { return nil }
        return SnapshotTestingConfiguration.Record(rawValue: mode.rawValue)
    }

    private static let applied: Void = {
        if let record = mode(environment: ProcessInfo.processInfo.environment) { SnapshotTesting.__record = record }
    }()
}
