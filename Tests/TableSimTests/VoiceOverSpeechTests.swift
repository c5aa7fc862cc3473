import TableSim
import Testing

/// The speech formatter (§1): descriptions, trait words, hints and the transcript lines, with the
/// reference's exact strings.
@Suite struct VoiceOverSpeechTests {
    let frame = Rect(x: 0, y: 100, width: 375, height: 44)
    let row = IndexPath(row: 0, section: 0)

    func element(
        _ label: String?, value: String? = nil, traits: AccessibilityTraits = [], hint: String? = nil,
        actions: [String] = []
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: .row(row), label: label, value: value, traits: traits, hint: hint, frame: frame,
            customActions: actions.enumerated().map { .init(name: $1, kind: .app($0)) })
    }

    func lines(_ element: AccessibilityElement) -> [String] {
        VoiceOverSpeech.utterances(focusing: element).map(\.traceLine.text)
    }

    @Test func theReferenceTableReadsAsTheTranscriptSays() {
        #expect(lines(element("Apple")) == [#"VoiceOver: "Apple""#])
        #expect(lines(element("Wi-Fi, Home", traits: .button)) == [#"VoiceOver: "Wi-Fi, Home, Button""#])
        #expect(lines(element("English", traits: .selected)) == [#"VoiceOver: "Selected, English""#])
        #expect(lines(element("Apple", traits: .notEnabled)) == [#"VoiceOver: "Apple, Dimmed""#])
        #expect(lines(element("Fruits", traits: .header)) == [#"VoiceOver: "Fruits, Heading""#])
        let index = AccessibilityElement.sectionIndex(frame: frame)
        #expect(lines(index) == [
            #"VoiceOver: "Table index, Adjustable""#,
            #"VoiceOver hint: "Swipe up or down with one finger to adjust the value.""#,
        ])
        #expect(lines(element("Apple", actions: ["Delete"])) == [
            #"VoiceOver: "Apple""#, #"VoiceOver: "Actions Available""#,
            #"VoiceOver hint: "Swipe up or down to select a custom action, then double tap to activate.""#,
        ])
    }

    @Test func traitWordsFollowSelectedLabelAndValueInTheFixedOrder() {
        let all: AccessibilityTraits = [
            .selected, .notEnabled, .button, .tabBar, .header, .link, .adjustable, .image, .searchField,
            .staticText, .playsSound, .summaryElement, .updatesFrequently, .startsMediaSession,
            .allowsDirectInteraction, .causesPageTurn, .supportsZoom,
        ]
        // A tab hides "Button"; the traits that add no word add none.
        #expect(VoiceOverSpeech.description(of: element("Name", value: "Value", traits: all))
            == "Selected, Name, Value, Dimmed, Tab, Heading, Link, Adjustable, Image, Search Field")
        #expect(VoiceOverSpeech.description(of: element("Name", traits: [.button, .link]))
            == "Name, Button, Link")
        #expect(VoiceOverSpeech.description(of: element("Q", traits: [.button, .keyboardKey])) == "Q")
    }

    @Test func aSwitchSpeaksItsValueAsAStateWordAndItsHint() {
        let on = element("Wi-Fi", value: "1", traits: [.button, .toggleButton])
        #expect(lines(on) == [#"VoiceOver: "Wi-Fi, Switch Button, On""#, #"VoiceOver hint: "Double tap to toggle setting.""#])
        #expect(VoiceOverSpeech.description(of: element("A", value: "0", traits: [.button, .toggleButton])) == "A, Switch Button, Off")
        #expect(VoiceOverSpeech.description(of: element("A", value: "2", traits: .toggleButton)) == "A, Mixed")
        #expect(VoiceOverSpeech.description(of: element("A", value: "Half", traits: .toggleButton)) == "A, Half")
        #expect(VoiceOverSpeech.hint(of: element("A", traits: .toggleButton, hint: "Joins.")) == "Joins. Double tap to toggle setting.")
        #expect(VoiceOverSpeech.hint(of: element("A", traits: [.toggleButton, .notEnabled])) == nil)
    }

    @Test func emptyPartsAreSkippedAndAHintAloneBecomesTheDescription() {
        #expect(VoiceOverSpeech.description(of: element("", value: "3")) == "3")
        #expect(lines(element(nil, hint: "Opens the list")) == [#"VoiceOver: "Opens the list""#])
        #expect(lines(element(nil)) == [#"VoiceOver: """#])
        // Trait words are part of the description, so the hint stays a hint.
        #expect(lines(element(nil, traits: .button, hint: "Opens")) == [#"VoiceOver: "Button""#, #"VoiceOver hint: "Opens""#])
    }

    @Test func hintsCombineAsTheReferenceSays() {
        #expect(VoiceOverSpeech.hint(of: element("A", hint: "Opens it")) == "Opens it")
        #expect(VoiceOverSpeech.hint(of: element("A", traits: .adjustable, hint: "Sets the volume."))
            == "Sets the volume. Swipe up or down with one finger to adjust the value.")
        #expect(VoiceOverSpeech.hint(of: element("A", traits: [.adjustable, .notEnabled])) == nil)
        // Choice: custom actions with an app hint speak the app's hint only.
        #expect(VoiceOverSpeech.hint(of: element("A", hint: "Opens it", actions: ["Flag"])) == "Opens it")
        // Choice: an adjustable element's actions are not reached by up and down, so its hint wins.
        #expect(VoiceOverSpeech.hint(of: element("A", traits: .adjustable, actions: ["Flag"])) == VoiceOverSpeech.adjustableHint)
        #expect(VoiceOverSpeech.hint(of: element("A", traits: .button)) == nil)
    }

    @Test func utterancesPrintAsTranscriptLinesAndOnlyDescriptionsAndAnnouncementsAreSaid() {
        let cases: [(Utterance, String, String?)] = [
            (.description("Say \"hi\""), #"VoiceOver: "Say \"hi\"""#, "Say \"hi\""),
            (.actionsAvailable, #"VoiceOver: "Actions Available""#, nil),
            (.hint("Opens"), #"VoiceOver hint: "Opens""#, nil),
            (.announcement("Saved"), #"VoiceOver: "Saved""#, "Saved"),
            (.sound(.boundary), "VoiceOver sound: boundary", nil),
            (.sound(.screenChanged), "VoiceOver sound: screen-changed", nil),
        ]
        for (utterance, line, said) in cases {
            #expect(utterance.traceLine == TraceLine(.speech, line))
            #expect(utterance.saidText == said)
        }
    }

    @Test func thePageStatusCountsRowsFromOne() {
        #expect(VoiceOverSpeech.pageStatus(visibleRows: 5...9, totalRows: 43) == "Rows 6 to 10 of 43")
        #expect(VoiceOverSpeech.pageStatus(visibleRows: 0...0, totalRows: 1) == "Row 1 of 1")
        #expect(VoiceOverSpeech.pageStatus(visibleRows: nil, totalRows: 0) == "No rows")
        #expect(VoiceOverSpeech.pageStatus(visibleRows: 9_999_990...9_999_999, totalRows: 10_000_000)
            == "Rows 9999991 to 10000000 of 10000000")
    }

    @Test func indexTitlesAndMovesAreSpokenAsChosen() {
        #expect(VoiceOverSpeech.spokenIndexTitle("B") == "B")
        #expect(VoiceOverSpeech.spokenIndexTitle(TableView.indexSearch) == "Search")
        #expect(VoiceOverSpeech.moved(above: true, neighbour: "Banana") == "Moved above Banana")
        #expect(VoiceOverSpeech.moved(above: false, neighbour: "Banana") == "Moved below Banana")
    }
}
