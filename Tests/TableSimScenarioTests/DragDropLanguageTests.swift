import Foundation
import TableSim
import TableSimFuzzing
@testable import TableSimScenario
import Testing

/// `drag=on`, `drop=…`, `drag S.R to S.R` outside editing mode and `drop …` in the language, and
/// explore taking them.
@Suite struct DragDropLanguageTests {
    @Test func aWalkOnADragAndDropTableDragsDropsAndFinishesPlaceholdersAndKeepsTheInvariants() throws {
        var options = ExploreOptions()
        options.seed = 7
        options.steps = 1_500
        options.seconds = 600
        let source = """
            table plain drag=on drop=placeholder
            property counts-match-model
            section "Groceries"
            rows 12 "Item {n}"
            """
        let setup = try ExploreSetup(source: source + "\n", file: "drag.scenario")
        let result = ScenarioExplorer(setup: setup, options: options).run()
        #expect(result.failure == nil)
        #expect(result.statements["drop", default: 0] > 0)
        #expect(result.statements["drag", default: 0] > 0)
        #expect(result.callbacks["tableView(_:performDropWith:)", default: 0] > 0)
        #expect(result.callbacks["tableView(_:itemsForBeginning:at:)", default: 0] > 0)
        #expect(result.callbacks["UITableViewDropPlaceholder.cellUpdateHandler", default: 0] > 0)
    }

    @Test func theReplDropsCompletesAndRefusesWhatTheTableCannotTake() {
        let session = ReplSession()
        for line in ["table plain drag=on drop=placeholder", #"row "Apple""#, #"row "Banana""#, "appear"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        #expect(session.handle(line: "drop commit").error.contains("no placeholder row waits for its data"))
        #expect(session.handle(line: #"drop "Kiwi" at 0.1"#).error == "")
        #expect(session.handle(line: #"drop "Kiwi" at 0.9"#).error != "")
        #expect(session.handle(line: "drop commit").error == "")
        #expect(session.handle(line: "drag 0.0 to 0.2").error == "")
        #expect(session.completions(precedingWords: ["drop"], prefix: "") == ["commit", "delete", "\"Kiwi\""])

        let plain = ReplSession()
        for line in ["table plain", #"row "Apple""#, "appear"] { #expect(plain.handle(line: line).error == "") }
        #expect(plain.handle(line: #"drop "Kiwi" at 0.0"#).error.contains("the table has no drop delegate"))
        #expect(plain.handle(line: "drag 0.0 to 0.0").error != "")
    }
}
