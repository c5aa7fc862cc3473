import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

@Suite struct VoiceOverLanguageTests {
    let here = ScenarioLocation(file: "t", line: 1, column: 1)

    @Test func voiceOverCommandsWhileOffSayHowToTurnItOn() {
        let engine = ScenarioEngine()
        var appeared: [TraceLine]?
        #expect(throws: ScenarioError("VoiceOver is off; 'voiceover on' turns it on", at: here)) {
            _ = try engine.run(.vo(.next), at: here, implicitAppear: &appeared)
        }
    }

    @Test func anUnknownActionNamesTheActionsThatExist() throws {
        let engine = try engine(running: "voiceover on\nvo focus 0.1\n")
        var appeared: [TraceLine]?
        #expect(throws: ScenarioError("0.1 has no custom action \"Nope\"; its actions are \"Delete\", \"More Info\"", at: here)) {
            _ = try engine.run(.vo(.action("Nope")), at: here, implicitAppear: &appeared)
        }
        #expect(throws: ScenarioError(
            "2.25 is not an element on screen: a finger can only touch what the screen shows", at: here)) {
            _ = try engine.run(.vo(.focus(.element(.row(IndexPath(row: 25, section: 2))))), at: here, implicitAppear: &appeared)
        }
    }

    /// The sweep: a double tap whose activation point lay under the floating header did nothing, and
    /// touch to explore reached a row wholly under the keyboard. Both are errors now, as `tap` is.
    @Test func aDoubleTapOrATouchThatCannotReachItsElementIsAnError() throws {
        let underHeader = ScenarioRunner.replay(
            source: "scroll by 30\nvoiceover on\nvo focus 0.0\nvo activate\n", path: "r.scenario")
        #expect(underHeader.error?.description
            == "r.scenario:4:1: error: the activation point of 0.0, (195, 67), lies under something else (the keyboard, "
                + "the status bar, or a header or footer drawn over it): a double tap there would not reach 0.0; "
                + "scroll it into view first")
        let underKeyboard = ScenarioRunner.replay(
            source: """
                table plain keyboard=none
                section
                row "F" text-field
                rows 30 "R{n}"
                focus 0.0
                keyboard show 336
                voiceover on
                vo focus 0.12

                """, path: "r.scenario")
        #expect(underKeyboard.error?.description
            == "r.scenario:8:1: error: 0.12 is on screen but wholly covered (by the keyboard, an overlay, or a header or "
                + "footer drawn over it): a finger touching it would touch what covers it")
        // Where nothing covers it, the double tap is the tap.
        let visible = ScenarioRunner.replay(
            source: "voiceover on\nvo focus 0.0\nvo activate\nexpect selected 0.0\n", path: "r.scenario")
        #expect(visible.error == nil)
        #expect(visible.failures.isEmpty)
    }

    @Test func completionOffersTheFamilyTheElementsAndTheFocusedActions() throws {
        let engine = try engine(running: "voiceover on\nvo focus 0.1\n")
        let table = engine.tableView
        #expect(Grammar.completions(precedingWords: ["vo"], prefix: "", tableView: table) == [
            "next", "previous", "first", "last", "focus", "activate", "up", "down", "actions", "action", "scroll", "escape",
            "magic-tap", "long-press",
        ])
        #expect(Grammar.completions(precedingWords: ["vo", "action"], prefix: "", tableView: table) == ["\"Delete\"", "\"More Info\""])
        #expect(Grammar.completions(precedingWords: ["vo", "focus", "more-info"], prefix: "0.1", tableView: table) == ["0.1"])
        #expect(Grammar.completions(precedingWords: ["row", "\"A\""], prefix: "traits=sel", tableView: table) == ["traits=selected"])
        #expect(Grammar.completions(precedingWords: ["voiceover"], prefix: "", tableView: table) == ["on", "off"])
    }

    @Test func elementsOfAHugeTableListWhatIsOnScreen() throws {
        let engine = try engine(running: "table plain\nsection\nrows 10000000 \"Row {n}\" can-edit=off\nvoiceover on\n")
        var appeared: [TraceLine]?
        let printed = try engine.run(.elements, at: here, implicitAppear: &appeared).printed
        let lines = printed.split(separator: "\n")
        #expect(lines.first == "▶ 0.0 \"Row 1\" {{0, 47}, {390, 44}}")
        #expect(lines.count == 19)
        #expect(lines.last == "… 9999982 rows not listed: only what is on screen is listed for a table this large")
    }

    @Test func stateShowsTheFocusAndItsDescription() throws {
        let engine = try engine(running: "voiceover on\nvo next\n")
        let state = Rendering.state(of: engine)
        #expect(state.contains("voiceover on focus 0.0 \"Apple, Red, Button\" said \"Apple, Red, Button\"\n"))
        let screen = Rendering.screen(of: engine)
        #expect(screen.contains("│ ▶0.0 Apple · Red"))
    }
}
