import Foundation
import TableSimSnapshotTesting
import Testing

/// Inline snapshots: each `assertInlineSnapshot` below was written without its trailing closure and
/// recorded by running the test once (swift-snapshot-testing writes the text into this file when the
/// test process ends); from then on the test compares against it.
@Suite struct InlineSnapshotTests {
    @Test func aTapsTrace() throws {
        let fixture = try Fixture()
        assertInlineSnapshot(of: fixture.simulator, as: .trace(of: { try fixture.simulator.tap(IndexPath(row: 2, section: 0)) })) {
            """
            tableView(_:didSelectRowAt:) [0, 2]
            """
        }
    }

    @Test func whatVoiceOverSaysNext() throws {
        let fixture = try Fixture()
        assertInlineSnapshot(of: fixture.simulator, as: .transcript(of: { try fixture.simulator.voiceOver.next() })) {
            """
            VoiceOver: "Cherry"
            VoiceOver: "Actions Available"
            VoiceOver hint: "Swipe up or down to select a custom action, then double tap to activate."
            """
        }
    }

    @Test func theStateAfterTheSession() throws {
        let fixture = try Fixture()
        assertInlineSnapshot(of: fixture.simulator, as: .state) {
            """
            screen "iPhone 14" 390x844 safe-area=47,0,34,0 portrait
            table plain appeared=yes editing=off
            sections 1: rows 3
            selected [0, 0]
            highlighted none
            visible [0, 0] … [0, 2] (3 cells)
            offset -47 size 390x132
            voiceover focus 0.1
            """
        }
    }

    /// A one-interaction strategy runs its interaction when the snapshot is taken, and an error it
    /// throws is its last line.
    @Test func anInteractionThatThrowsEndsWithItsError() throws {
        let fixture = try Fixture()
        fixture.simulator.voiceOver.turnOff()
        assertInlineSnapshot(of: fixture.simulator, as: .trace(of: { try fixture.simulator.voiceOver.next() })) {
            """
            threw: VoiceOver is off (UIAccessibility.isVoiceOverRunning is false): turn VoiceOver on first
            """
        }
    }

    /// A changed trace fails the inline comparison with the library's diff.
    @Test func aChangedTraceFailsWithTheDiff() throws {
        let fixture = try Fixture()
        try fixture.change()
        withKnownIssue {
            assertInlineSnapshot(of: fixture.simulator, as: .transcript(of: { try fixture.simulator.voiceOver.previous() })) {
                """
                VoiceOver: "Banana"

                """
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Snapshot did not match") && text.contains("−VoiceOver: \"Banana\"")
        }
    }
}
