import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

/// A connected hardware keyboard keeps the software keyboard down for the search bar and for a row's
/// text field made first responder by app code; VoiceOver echoes what the search field takes
/// (the manual's SearchBehaviour page).
@Suite struct SearchHardwareKeyboardTests {
    static let table = "table plain search=on\nsection \"Fruits\"\nrow \"Apple\"\nrow \"Cherry\"\nappear\n"

    @Test func theSearchBarEditsWithoutTheSoftwareKeyboardWhileAHardwareKeyboardIsConnected() throws {
        let engine = try TableSimScenarioTests.engine(running: Self.table + "hardware-keyboard on\nsearch \"ch\"\n")
        let simulator = try #require(engine.simulator)
        let search = try #require(simulator.searchController)
        #expect(search.isEditing && search.isActive && search.text == "ch")
        #expect(simulator.keyboardHeight == nil)
        #expect(simulator.tableView.contentInset.bottom == 0)
        #expect(simulator.searchStateProblem == nil)
        #expect(!engine.lastTrace.contains { $0.description.contains("UIKeyboard") })

        simulator.hardwareKeyboard.disconnect()
        #expect(simulator.keyboardHeight == 336)
        #expect(simulator.searchStateProblem == nil)
    }

    @Test func aRowFieldMadeFirstResponderByAppCodeRaisesNoKeyboardEither() throws {
        let engine = try TableSimScenarioTests.engine(running: "table plain\nrow \"A\"\nrow \"B\"\nappear\nhardware-keyboard on\n")
        let simulator = try #require(engine.simulator)
        let before = simulator.tableView.trace.count
        try simulator.textFieldBecameFirstResponder(inRow: IndexPath(row: 1, section: 0), keyboardHeight: 336)
        #expect(simulator.tableView.firstResponderIndexPath == IndexPath(row: 1, section: 0))
        #expect(simulator.keyboardHeight == nil)
        #expect(simulator.tableView.trace.count == before)
    }

    @Test func voiceOverEchoesEachCharacterTheFieldTakes() throws {
        let engine = try TableSimScenarioTests.engine(running: Self.table + "voiceover on\nsearch \"a b\"\n")
        let spoken = engine.lastTrace.map(\.description).filter { $0.hasPrefix("VoiceOver:") }
        #expect(spoken == ["VoiceOver: \"a\"", "VoiceOver: \"space\"", "VoiceOver: \"b\""])
        let quiet = try TableSimScenarioTests.engine(running: Self.table + "search \"a b\"\n")
        #expect(!quiet.lastTrace.contains { $0.description.hasPrefix("VoiceOver") })
    }
}
