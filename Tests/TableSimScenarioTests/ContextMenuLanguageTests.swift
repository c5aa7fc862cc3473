import Foundation
import TableSim
import TableSimFuzzing
@testable import TableSimScenario
import Testing

/// `long-press`, `menu …` and the `menu=` row option in the language, and explore taking them.
@Suite struct ContextMenuLanguageTests {
    @Test func aWalkOnATableWithMenusLongPressesChoosesAndDismissesAndKeepsTheInvariants() throws {
        var options = ExploreOptions()
        options.seed = 5
        options.steps = 1_500
        options.seconds = 600
        let source = """
            table plain
            property counts-match-model
            section "Mail"
            rows 6 "Mail {n}"
            row "Pinned" menu="Reply,Archive,Delete:destructive"
            row "Draft" menu="Send,Discard:destructive"
            """
        let setup = try ExploreSetup(source: source + "\n", file: "menus.scenario")
        let result = ScenarioExplorer(setup: setup, options: options).run()
        #expect(result.failure == nil)
        #expect(result.statements["long-press", default: 0] > 0)
        #expect(result.statements["menu", default: 0] > 0)
        #expect(result.callbacks["tableView(_:willDisplayContextMenu:animator:)", default: 0] > 0)
        #expect(result.callbacks["tableView(_:willEndContextMenuInteraction:animator:)", default: 0] > 0)
    }

    @Test func theReplRefusesWhatAnOpenOrAClosedMenuCannotDoAndCompletesItsTitles() {
        let session = ReplSession()
        for line in ["table plain", #"row "Apple" menu="Copy,Delete:destructive""#, #"row "Banana""#, "appear"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        #expect(session.handle(line: "menu dismiss").error.contains("no context menu is open"))
        #expect(session.handle(line: "long-press 0.0").error == "")
        #expect(session.handle(line: "tap 0.1").error.contains("a context menu is open"))
        #expect(session.handle(line: #"menu "Paste""#).error.contains(#"the menu shows no action "Paste"; it shows "Copy", "Delete""#))
        #expect(session.handle(line: #"menu "Copy""#).error == "")
        #expect(session.handle(line: "tap 0.1").error == "")
    }
}
