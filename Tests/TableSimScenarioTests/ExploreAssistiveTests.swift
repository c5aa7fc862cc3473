import Foundation
import TableSim
import TableSimFuzzing
import TableSimScenario
import Testing

/// `tablesim explore --assistive`: Full Keyboard Access, Voice Control and Switch Control in the walk,
/// and the `assistive-reach` property.
@Suite struct ExploreAssistiveTests {
    static func options(seed: UInt64, steps: Int, assistive: Bool = true) -> ExploreOptions {
        var options = ExploreOptions()
        options.seed = seed
        options.steps = steps
        options.seconds = 600
        options.assistiveTechnologies = assistive
        return options
    }

    /// A list whose rows have swipe actions and a detail button, some of them declared hidden.
    static let hiddenRowSource = """
        table plain
        section "Mail"
        row "Inbox" elements-hidden=on accessory=detailButton trailing-actions="Archive"
        row "Outbox" element=off trailing-actions="Archive"
        rows 20 "Message {n}" trailing-actions="Archive,Flag"
        """

    @Test func aShortWalkReachesEveryAssistiveFamily() {
        let result = ScenarioExplorer(setup: .sample, options: Self.options(seed: 1, steps: 2_000)).run()
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        let reached = Set(result.statements.keys)
        for family in ExploreAction.assistiveFamilies {
            #expect(reached.contains(family), "never reached \(family)")
        }
        #expect(result.families == ExploreAction.families + ExploreAction.assistiveFamilies)
    }

    @Test func theSameSeedGivesTheSameWalk() {
        let first = ScenarioExplorer(setup: .sample, options: Self.options(seed: 7, steps: 500)).run()
        let second = ScenarioExplorer(setup: .sample, options: Self.options(seed: 7, steps: 500)).run()
        #expect(first.statements == second.statements)
        #expect(first.callbacks == second.callbacks)
        #expect(first.walks == second.walks)
        #expect(first.failure?.description == second.failure?.description)
    }

    @Test func withoutTheOptionNoAssistiveStepIsDrawn() {
        let result = ScenarioExplorer(setup: .sample, options: Self.options(seed: 1, steps: 800, assistive: false)).run()
        #expect(Set(result.statements.keys).isDisjoint(with: ExploreAction.assistiveFamilies))
        #expect(result.families == ExploreAction.families)
    }

    @Test func theStepsAreWrittenAsScenarioLines() {
        #expect(ExploreAction.voiceControl(.tap("Banana")).lines == ["voice-control \"Tap Banana\""])
        #expect(ExploreAction.voiceControl(.swipe(.left, "Banana")).lines == ["voice-control \"Swipe left on Banana\""])
        #expect(ExploreAction.voiceControl(.showNumbers).lines == ["voice-control \"Show numbers\""])
        #expect(ExploreAction.voiceControl(.scroll(up: false)).lines == ["voice-control \"Scroll down\""])
        #expect(ExploreAction.key(.tabZ).lines == ["key tab-z"])
        #expect(ExploreAction.key(.tabM).lines == ["key tab-m"])
        #expect(ExploreAction.switchControl(.longPressItem(true)).lines == ["switch-control long-press on"])
        #expect(ExploreAction.fullKeyboardAccess(true).lines == ["full-keyboard-access on"])
        #expect(ExploreAction.hardwareKeyboard(false).lines == ["hardware-keyboard off"])
        #expect(ExploreAction.switchControl(.menu("Tap")).lines == ["switch-control menu \"Tap\""])
        #expect(ExploreAction.switchControl(.turn(true)).lines == ["switch-control on"])
        #expect(ExploreAction.voiceControl(.swipe(.left, "Banana")).simpler == [.voiceControl(.tap("Banana"))])
        #expect(ExploreAction.voiceControl(.tapNumber(4)).simpler == [.voiceControl(.tapNumber(1))])
    }

    /// The planted fault: a row hidden from the technologies fails the property, unless its own
    /// declaration hides it (then the table was declared so, and the property leaves it out).
    @Test func thePropertyFindsAHiddenRowAndLeavesDeclaredOnesOut() throws {
        let loop = StatementLoop()
        let parser = ScenarioParser(file: "hidden.scenario")
        for line in Self.hiddenRowSource.split(separator: "\n").map(String.init) + ["appear"] {
            let statement = try #require(try parser.parseSingleLine(line))
            #expect(loop.run(statement).error == nil)
        }
        let simulator = try #require(loop.engine.simulator)
        let problem = try #require(AssistiveReach.problem(on: simulator) { _ in false })
        #expect(problem.hasPrefix("property assistive-reach does not hold"))
        #expect(problem.contains("tablesim.swipeActionsHidden on row [0, 0]"))
        #expect(AssistiveReach.problem(on: simulator) { $0.row <= 1 } == nil)
        #expect(AssistiveReach.problem(on: simulator) { $0.row == 0 }?.contains("tablesim.swipeActionsHidden on row [0, 1]") == true)
        #expect(AssistiveReach.problem(in: loop.engine) == nil)
    }

    @Test func aWalkOverATableWithMenusHoldsRowsFromEveryTechnologyAndFindsNothing() throws {
        let source = """
            table plain
            section "Fruits"
            row "Apple" menu="Copy,Delete:destructive"
            row "Banana" menu="Copy,Share,Delete:destructive"
            rows 6 "Pear {n}"
            """
        let setup = try ExploreSetup(source: source, file: "menus.scenario")
        let result = ScenarioExplorer(setup: setup, options: Self.options(seed: 5, steps: 1_500)).run()
        // The invariants hold after every step, the cursors of Full Keyboard Access and Switch Control
        // on an open menu among them.
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        #expect((result.callbacks["tableView(_:contextMenuConfigurationForRowAt:point:)"] ?? 0) > 0)
    }

    @Test func aWalkOverDeclaredHiddenRowsFindsNothing() throws {
        let setup = try ExploreSetup(source: Self.hiddenRowSource, file: "hidden.scenario")
        let result = ScenarioExplorer(setup: setup, options: Self.options(seed: 3, steps: 600)).run()
        #expect(result.failure == nil, "\(String(describing: result.failure))")
    }
}
