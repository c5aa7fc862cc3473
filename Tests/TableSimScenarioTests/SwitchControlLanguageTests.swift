import Foundation
import TableSim
import Testing

@testable import TableSimScenario

/// The scenario language's `switch-control` commands: parsing, refusals, completion and `expect`.
@Suite struct SwitchControlLanguageTests {
    func statement(_ line: String) throws -> Statement.Kind {
        try #require(try ScenarioParser(file: "t").parseSingleLine(line)).kind
    }

    @Test func theCommandsParse() throws {
        #expect(try statement("switch-control on") == .command(.switchControl(.turn(true))))
        #expect(try statement("switch-control off") == .command(.switchControl(.turn(false))))
        #expect(try statement("switch-control next") == .command(.switchControl(.next)))
        #expect(try statement("switch-control select") == .command(.switchControl(.select)))
        #expect(try statement("switch-control menu \"Scroll Down\"") == .command(.switchControl(.menu("Scroll Down"))))
        #expect(try statement("switch-control group-items off") == .command(.switchControl(.groupItems(false))))
        #expect(throws: ScenarioError.self) { try statement("switch-control sideways") }
    }

    @Test func anInputWhileOffOrWithoutAMenuIsRefusedWithWhatToDo() {
        let off = ScenarioRunner.replay(source: "table plain\nsection\nrows 3 \"Row {n}\"\nappear\nswitch-control next\n", path: "s", printTrace: true)
        #expect(off.error?.description.contains("Switch Control is off; 'switch-control on' first") == true)
        let noMenu = ScenarioRunner.replay(
            source: "table plain\nsection\nrows 3 \"Row {n}\"\nappear\nswitch-control on\nswitch-control menu \"Tap\"\n", path: "s", printTrace: true)
        #expect(noMenu.error?.description.contains("no scanner menu is open") == true)
    }

    @Test func completionOffersTheWordsThenTheOpenMenusItems() {
        let session = ReplSession()
        #expect(session.completions(precedingWords: ["switch-control"], prefix: "") == ["on", "off", "next", "select", "menu", "group-items", "long-press"])
        for line in ["table plain", "section", "rows 3 \"Row {n}\" can-edit=off", "appear", "switch-control group-items off", "switch-control on",
            "switch-control select"] {
            _ = session.handle(line: line)
        }
        #expect(session.completions(precedingWords: ["switch-control", "menu"], prefix: "") == ["\"Tap\"", "\"Escape\""])
    }

    @Test func expectChecksTheHighlight() {
        let source = """
            table plain
            section "Fruits"
            rows 3 "Row {n}" can-edit=off
            appear
            switch-control on
            expect switch-control group 0
            switch-control select
            expect switch-control 0.0
            switch-control select
            expect switch-control menu "Tap"
            switch-control off
            expect switch-control none
            """
        let result = ScenarioRunner.replay(source: source + "\n", path: "s", printTrace: true)
        #expect(result.status == .passed, "\(String(describing: result.error))")
    }
}
