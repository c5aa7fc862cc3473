import Foundation
import TableSim
import TableSimFuzzing
import TableSimScenario
import Testing

/// `property focus-on-screen`: VoiceOver's focus shows on screen after VoiceOver's own scrolls, and
/// `tablesim explore` finds the app that lets it land under the keyboard.
@Suite struct PropertyFocusOnScreenTests {
    /// The table of Scenarios/explore/focus-under-keyboard.scenario with the keyboard handling given.
    static func setup(keyboard: String) -> String {
        """
        screen "iPhone 14" landscape
        table plain \(keyboard)
        property focus-on-screen
        section "Inbox"
        rows 30 "Message {n}"

        """
    }

    /// VoiceOver focuses row 2 at the table's top edge and re-centres it (accessibility reference §4.2).
    static let recentring = """
        keyboard show 300
        voiceover on
        vo next
        vo next
        scroll by 44
        vo next
        """

    static let message = "property focus-on-screen does not hold (VoiceOver's focus shows on screen after VoiceOver's own "
        + "scrolls): VoiceOver's focus is on 0.2, which does not show on screen (its frame {{0, 116}, {844, 44}})"

    @Test func anAppThatIgnoresTheKeyboardLetsVoiceOverCentreTheFocusUnderIt() {
        let source = Self.setup(keyboard: "keyboard=none controller=view") + Self.recentring
        let result = ScenarioRunner.replay(source: source, path: "p.scenario")
        #expect(result.error?.description == "p.scenario:11:1: error: " + Self.message)
    }

    @Test func aTableViewControllerInsetForTheKeyboardKeepsTheFocusOnScreen() {
        let source = Self.setup(keyboard: "keyboard=auto") + Self.recentring + "\nexpect focus 0.2\n"
        let result = ScenarioRunner.replay(source: source, path: "p.scenario")
        #expect(result.error == nil)
        #expect(result.status == .passed)
    }

    @Test func theShippedScenarioWhereItHoldsPasses() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/explore/focus-on-screen.scenario").standardized.path
        let result = ScenarioRunner.replay(source: try String(contentsOfFile: path, encoding: .utf8), path: "focus-on-screen.scenario")
        #expect(result.error == nil)
        #expect(result.status == .passed)
    }

    @Test func anAppsOrAFingersScrollMayLeaveTheFocusOffScreen() {
        // VoiceOver keeps its focus when something else scrolls (§2.1, §10): row 0 is far above the screen.
        let source = Self.setup(keyboard: "keyboard=none controller=view") + """
            voiceover on
            vo next
            scroll by 600
            flick up distance=300
            wait 2000ms
            expect focus 0.0
            """
        let result = ScenarioRunner.replay(source: source, path: "p.scenario")
        #expect(result.error == nil)
        #expect(result.status == .passed)
    }

    @Test func aGestureAtABoundaryMovesNothingAndIsNotChecked() {
        // No header to take the focus: a page down focuses row 16; the app scrolls back to the top, and
        // `vo scroll up` there only sounds the boundary, leaving the focus where it was (§7).
        let source = """
            screen "iPhone 14" landscape
            table plain keyboard=none controller=view
            property focus-on-screen
            rows 30 "Message {n}"
            voiceover on
            vo scroll down
            vo scroll down
            scroll top
            vo scroll up
            expect focus 0.16
            expect said "Rows 1 to 9 of 30"
            """
        let result = ScenarioRunner.replay(source: source, path: "p.scenario")
        #expect(result.error == nil)
        #expect(result.status == .passed)
    }

    @Test func exploreFindsTheFocusUnderTheKeyboardAndWritesThreeCommands() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/explore/focus-under-keyboard.scenario").standardized.path
        let setup = try ExploreSetup(source: try String(contentsOfFile: path, encoding: .utf8), file: path)
        var options = ExploreOptions()
        options.seed = 9
        options.steps = 10_000
        options.seconds = 600
        let result = ScenarioExplorer(setup: setup, options: options).run()
        #expect(result.steps == 959)
        guard case .property(let property, _) = result.failure else {
            Issue.record("expected a broken property, found \(String(describing: result.failure))")
            return
        }
        #expect(property == ScenarioProperty.focusOnScreen.rawValue)
        let lines = try #require(result.scenario).split(separator: "\n").filter { !$0.hasPrefix(" ") && $0 != "expect" && $0 != "end" }
        #expect(lines.suffix(5).map(String.init) == [
            "rows 30 \"Message {n}\"", "keyboard show 300", "voiceover on",
            "# The next command breaks property focus-on-screen.", "vo last",
        ])
        let replayed = ScenarioRunner.replay(source: try #require(result.scenario), path: "found.scenario")
        #expect(replayed.error?.description.hasPrefix("found.scenario:") == true)
        #expect(replayed.error?.description.contains("property focus-on-screen does not hold") == true)
        // The header says what the replay says: the walk's focus was on 0.26, the three steps' on 0.29.
        let header = try #require(result.scenario?.split(separator: "\n").first)
        #expect(header == "# Found by tablesim explore (seed 9): \(try #require(result.shrunkFailure).scenarioWording)")
        #expect(replayed.error?.message == result.shrunkFailure?.scenarioWording)
        #expect(result.failure?.scenarioWording.contains("focus is on 0.26,") == true)
        #expect(result.shrunkFailure?.description.contains("focus is on 0.29,") == true)
    }
}
