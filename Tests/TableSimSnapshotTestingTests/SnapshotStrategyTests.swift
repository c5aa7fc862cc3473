import Foundation
import TableSimSnapshotTesting
import Testing

/// Every strategy, named so a parameterized test can take it.
enum Strategy: String, CaseIterable, Sendable, CustomStringConvertible {
    case trace, traceOfOneInteraction, transcript, transcriptOfOneInteraction, svg, elements, audit, auditJSON, state

    var description: String { rawValue }

    /// The strategy for a fixture's simulator (the one-interaction forms tap row 2 when the snapshot is taken).
    func snapshotting(_ fixture: Fixture) -> Snapshotting<Simulator, String> {
        let simulator = fixture.simulator
        switch self {
        case .trace: return .trace
        case .traceOfOneInteraction: return .trace(of: { try simulator.voiceOver.next() })
        case .transcript: return .transcript
        case .transcriptOfOneInteraction: return .transcript(of: { try simulator.voiceOver.next() })
        case .svg: return .svg
        case .elements: return .elements
        case .audit: return .audit
        case .auditJSON: return .auditJSON
        case .state: return .state
        }
    }

    /// The file extension its references have in `__Snapshots__`.
    var pathExtension: String {
        switch self {
        case .svg: "svg"
        case .elements, .auditJSON: "json"
        default: "txt"
        }
    }

    /// A line the changed fixture adds to the strategy's text, which the diff must show with `+`.
    var addedByTheChange: String {
        switch self {
        case .trace: "+tableView(_:cellForRowAt:) [0, 1] -> cell#5"
        case .transcript: "+VoiceOver: \"Cherry\""
        case .traceOfOneInteraction, .transcriptOfOneInteraction: "+VoiceOver sound: boundary"
        case .svg: "+    <text x=\"28\" y=\"82.4\" font-size=\"13\" fill=\"#000000\">(says nothing)</text>"
        case .elements: "+    \"label\" : \"\","
        case .audit: "+sufficientElementDescription \"Element has no description\" row [0, 1] {{0, 91}, {390, 44}}"
        case .auditJSON: "+    \"compactDescription\" : \"Element has no description\","
        case .state: "+voiceover focus 0.2"
        }
    }
}

@Suite struct SnapshotStrategyTests {
    /// Compare mode: each strategy matches the reference kept in `__Snapshots__/SnapshotStrategyTests/`
    /// (recorded by running this test once; `TABLESIM_RECORD=1` rewrites a reference that differs).
    @Test(arguments: Strategy.allCases) func matchesItsReference(_ strategy: Strategy) throws {
        let fixture = try Fixture()
        assertSnapshot(of: fixture.simulator, as: strategy.snapshotting(fixture), named: strategy.rawValue)
    }

    /// Record mode: the strategy writes its text to `NAME.EXT` in the snapshot folder, and the library
    /// fails the test to say so ("Record mode is on"), as it does for every strategy.
    @Test(arguments: Strategy.allCases) func recordModeWritesTheReference(_ strategy: Strategy) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fixture = try Fixture()
        let failure = verifySnapshot(
            of: fixture.simulator, as: strategy.snapshotting(fixture), named: "recorded", record: .all,
            snapshotDirectory: folder.path)
        #expect(failure?.contains("Record mode is on") == true, "\(failure ?? "no failure")")
        let files = try folder.files()
        #expect(files.count == 1 && files[0].hasSuffix(".recorded.\(strategy.pathExtension)"), "\(files)")
        let written = try folder.text(of: try #require(files.first))
        #expect(!written.isEmpty)
        // The written reference is what compare mode then matches.
        let fresh = try Fixture()
        #expect(verifySnapshot(of: fresh.simulator, as: strategy.snapshotting(fresh), named: "recorded", record: .never, snapshotDirectory: folder.path) == nil)
    }

    /// Compare mode on a changed simulator: the snapshot fails with the library's line diff, which
    /// shows what the change added.
    @Test(arguments: Strategy.allCases) func compareModeFailsWithTheDiff(_ strategy: Strategy) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let before = try Fixture()
        _ = verifySnapshot(of: before.simulator, as: strategy.snapshotting(before), named: "s", record: .all, snapshotDirectory: folder.path)
        let after = try Fixture()
        try after.change()
        let failure = try #require(verifySnapshot(
            of: after.simulator, as: strategy.snapshotting(after), named: "s", record: .never, snapshotDirectory: folder.path))
        #expect(failure.contains("Snapshot \"s\" does not match reference."), "\(failure)")
        #expect(failure.contains("@@ "), "the diff's hunk header: \(failure)")
        #expect(failure.split(separator: "\n").contains { $0.hasPrefix(strategy.addedByTheChange) }, "\(failure)")
    }

    /// The same failure through `assertSnapshot`, as a test sees it: one issue, with the diff, against
    /// the transcript reference `matchesItsReference` keeps.
    @Test func assertSnapshotRecordsTheDiffAsAnIssue() throws {
        let fixture = try Fixture()
        try fixture.change()
        withKnownIssue {
            assertSnapshot(
                of: fixture.simulator, as: .transcript, named: "transcript", record: .never, testName: "matchesItsReference(_:)")
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("does not match reference.") && text.contains("+VoiceOver: \"Cherry\"")
        }
    }
}
