import Testing

import TableSim
import TableSimFuzzing
import TableSimScenario

/// `tablesim explore` on a table with context menus, a refresh control, prefetching and key commands
/// (the manual's Exploring page, "Menus, pull to refresh and key commands in a walk"): each feature's
/// steps are drawn, the invariants that cover their states hold after every step, and nothing is found.
@Suite struct ExploreFeaturesTests {
    static let setup = """
        screen 390x844 safe-area=47,0,34,0
        table plain refresh=on prefetch=on
        property counts-match-model
        key-command "cmd+f" "Find"
        section "Fruits"
        row "Apple" menu="Copy,Delete:destructive"
        row "Banana" menu="Copy,Share,Delete:destructive"
        rows 30 "Row {n}"
        """

    @Test func aWalkTakesEachFeaturesStepsAndFindsNothing() throws {
        var options = ExploreOptions()
        options.seed = 1
        options.steps = 4_000
        options.seconds = 600
        let result = ScenarioExplorer(setup: try ExploreSetup(source: Self.setup, file: "features.scenario"), options: options).run()
        #expect(result.failure == nil)
        #expect(result.steps == 4_000)
        for family in ["long-press", "menu", "vo long-press", "pull-to-refresh", "refresh", "key command"] {
            #expect(result.statements[family, default: 0] > 0, "the walk never took \(family)")
        }
        #expect(result.callbacks["tableView(_:prefetchRowsAt:)", default: 0] > 0)
        #expect(result.callbacks["UIKeyCommand", default: 0] > 0)
        #expect(result.callbacks["UIActionHandler", default: 0] > 0)
    }

    @Test func theAssistiveWalkSaysLongPressOnATableWithMenus() throws {
        var options = ExploreOptions()
        options.seed = 2
        options.steps = 1_500
        options.seconds = 600
        options.assistiveTechnologies = true
        let result = ScenarioExplorer(setup: try ExploreSetup(source: Self.setup, file: "features.scenario"), options: options).run()
        #expect(result.failure == nil)
        #expect(result.statements["voice-control long press", default: 0] > 0)
    }

    @Test func theStepsAreWrittenAsTheLanguageWritesThem() throws {
        let combination = try #require(KeyCombination(parsing: "cmd+f"))
        #expect(ExploreAction.controllerFeature(.pullToRefresh).lines == ["pull-to-refresh"])
        #expect(ExploreAction.controllerFeature(.refresh(begin: false)).lines == ["refresh end"])
        #expect(ExploreAction.controllerFeature(.keyCombination(combination)).lines == ["key \"cmd+f\""])
        #expect(ExploreAction.vo(.longPress).lines == ["vo long-press"])
        #expect(ExploreAction.voiceControl(.longPress("Banana")).lines == ["voice-control \"Long press Banana\""])
    }
}
