import TableSim
import TableSimTesting
import Testing

/// An app whose rows Voice Control names: "Row N", row 1 with input labels, rows 3 and 4 both "Reply".
final class SpokenRowsApp: TableViewDataSource, TableViewDelegate {
    var rows: Int
    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = indexPath.row == 3 || indexPath.row == 4 ? "Reply" : "Row \(indexPath.row)"
        cell.accessibilityUserInputLabels = indexPath.row == 1 ? ["Banana", "Yellow"] : nil
        return cell
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// No editing: a swipe asks nothing of rows in these tests.
    func responds(to selector: CallbackSelector) -> Bool {
        ![.commitEditingStyle, .canEditRowAt, .leadingSwipeActionsConfigurationForRowAt, .trailingSwipeActionsConfigurationForRowAt]
            .contains(selector)
    }
}

@Suite struct VoiceControlTests {
    let app: SpokenRowsApp
    let simulator: Simulator

    init() {
        app = SpokenRowsApp(rows: 100)
        simulator = simulating(app)
        simulator.appear()
    }

    @Test func aTapByNameIsTheTouchPathsTapAfterTheHeardLines() throws {
        let spoken = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Tap Banana") }
        expectTrace(spoken, [
            "Voice Control: \"Tap Banana\"",
            "Voice Control: tap 0.1",
            "tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
            "tableView(_:didHighlightRowAt:) [0, 1]",
            "tableView(_:didUnhighlightRowAt:) [0, 1]",
            "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]",
            "tableView(_:didSelectRowAt:) [0, 1]",
        ])
        // The same tap made by a finger on a second device gives the same callbacks.
        let other = SpokenRowsApp(rows: 100)
        let finger = simulating(other)
        finger.appear()
        let tapped = try finger.record { () throws(SimulationError) in try finger.tap(IndexPath(row: 1, section: 0)) }
        #expect(spoken.dropFirst(2).map(\.text) == tapped.map(\.text))
        #expect(simulator._checkInvariants() == [])
    }

    @Test func namesAreInputLabelsElseTheLabelAndMatchWithoutCaseOrPunctuation() throws {
        let names = simulator.voiceControl.names.prefix(3)
        #expect(names.map(\.name) == ["Row 0", "Banana", "Row 2"])
        #expect(simulator.voiceControl.targets[1].names == ["Banana", "Yellow"])
        let lines = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("tap YELLOW.") }
        #expect(lines.prefix(2).map(\.text) == ["Voice Control: \"tap YELLOW.\"", "Voice Control: tap 0.1"])
        // A part of a name is not the name.
        let partial = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Tap Row") }
        expectTrace(partial, ["Voice Control: \"Tap Row\"", "Voice Control: not recognized"])
    }

    @Test func anAmbiguousNameShowsNumbersOnItsMatchesAndANumberPicks() throws {
        let asked = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Tap Reply") }
        expectTrace(asked, [
            "Voice Control: \"Tap Reply\"",
            "Voice Control: ambiguous \"Reply\"",
            "Voice Control: shows 1 on 0.3",
            "Voice Control: shows 2 on 0.4",
        ])
        #expect(simulator.voiceControl.overlay == .numbers)
        let picked = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("2") }
        #expect(picked.prefix(3).map(\.text) == [
            "Voice Control: \"2\"", "Voice Control: tap 0.4", "tableView(_:shouldHighlightRowAt:) [0, 4] -> true",
        ])
        #expect(simulator.voiceControl.overlay == .none)
        #expect(simulator.tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test func numbersFollowTheScreenAndLastUntilACommandActs() throws {
        let shown = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Show numbers") }
        // Every row's text element on screen, as VoiceOver counts the screen (not the rows under the bars).
        let onScreen = simulator.accessibilityElementsOnScreen()
        #expect(shown.count == 1 + onScreen.count)
        #expect(shown.allSatisfy { $0.kind == .voiceControl })
        #expect(shown[1].text == "Voice Control: shows 1 on 0.0")
        let tapped = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Tap 3") }
        #expect(tapped[1].text == "Voice Control: tap 0.2")
        let again = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Tap 3") }
        expectTrace(again, ["Voice Control: \"Tap 3\"", "Voice Control: not recognized"])
    }

    @Test func scrollDownIsAnAnimatedPageWithoutAccessibilityScroll() throws {
        let page = simulator.tableView.frame.height - simulator.tableView.adjustedContentInset.top
            - simulator.tableView.adjustedContentInset.bottom
        let start = simulator.tableView.contentOffset.y
        let lines = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Scroll down") }
        #expect(lines.prefix(3).map(\.text) == ["Voice Control: \"Scroll down\"", "Voice Control: scroll down", "scrollViewDidScroll(_:)"])
        #expect(!lines.contains { $0.text.hasPrefix("accessibilityScrollStatus") || $0.kind == .speech })
        #expect(simulator.tableView.contentOffset.y == start + page)
        #expect(!simulator.tableView.isScrollingByItself)
        try simulator.voiceControl.say("Scroll to top")
        #expect(simulator.tableView.contentOffset.y == simulator.tableView.minimumContentOffsetY)
        let nothing = try simulator.record { () throws(SimulationError) in try simulator.voiceControl.say("Scroll up") }
        expectTrace(nothing, ["Voice Control: \"Scroll up\"", "Voice Control: scroll up"])
    }

    @Test func unknownAndUnmodelledCommandsDoNothingButSaySo() throws {
        let lines = try simulator.record { () throws(SimulationError) in
            try simulator.voiceControl.say("Make me a sandwich")
            try simulator.voiceControl.say("Double tap Banana")
        }
        expectTrace(lines, [
            "Voice Control: \"Make me a sandwich\"",
            "Voice Control: not recognized",
            "Voice Control: \"Double tap Banana\"",
            "[tablesim] Voice Control's \"Double tap\" is not modelled; nothing happens",
        ])
    }

    @Test func theCommandsParseWithoutCaseAndPunctuation() {
        #expect(VoiceControlCommand(parsing: "Swipe LEFT on Row 2!") == .swipe(.left, .name("Row 2")))
        #expect(VoiceControlCommand(parsing: "tap 12") == .tap(.number(12)))
        #expect(VoiceControlCommand(parsing: "Show numbers continuously") == .showNumbers(continuously: true))
        #expect(VoiceControlCommand(parsing: "scroll to bottom") == .scroll(.bottom))
        #expect(VoiceControlCommand(parsing: "7") == .choose(7))
        #expect(VoiceControlCommand(parsing: "Tap") == .unrecognized)
        #expect(VoiceControlCommand(parsing: "Swipe left Banana") == .unrecognized)
    }

    @Test func aCommandCostsTheScreenNotTheRows() throws {
        let huge = SpokenRowsApp(rows: 10_000_000)
        let big = simulating(huge)
        big.appear()
        let lines = try big.record { () throws(SimulationError) in
            try big.voiceControl.say("Show names")
            try big.voiceControl.say("Tap Row 5")
        }
        // Naming asks the data source nothing; only the tap's own callbacks follow.
        #expect(!lines.contains { $0.text.hasPrefix("tableView(_:cellForRowAt:)") })
        #expect(big.voiceControl.targets.map(\.element) == big.accessibilityElementsOnScreen().map(\.id))
        #expect(big.tableView.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    }

    @Test func thePictureDrawsTheBadgesOnlyWhileTheOverlayShows() throws {
        #expect(!simulator.svgPicture().contains("voice-control"))
        try simulator.voiceControl.say("Show names")
        let picture = simulator.svgPicture()
        #expect(picture.contains("voice-control"))
        #expect(picture.contains(">Banana</text>"))
        try simulator.voiceControl.say("Hide names")
        #expect(!simulator.svgPicture().contains("voice-control"))
    }
}
