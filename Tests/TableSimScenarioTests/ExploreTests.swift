import Foundation
import TableSim
import TableSimFuzzing
import TableSimScenario
import Testing

/// `tablesim explore`'s walk engine: finding the planted bug, shrinking, writing, properties.
@Suite struct ExploreTests {
    /// The setup lines of Scenarios/explore/forget-selected.scenario.
    static let plantedSource = """
        table plain commit=forget-selected
        property selection-in-model
        property counts-match-model
        section "Inbox"
        rows 12 "Message {n}"
        """

    static func planted() throws -> ExploreSetup {
        try ExploreSetup(source: "# the planted bug\n\n" + plantedSource + "\ntap 0.0\n", file: "planted.scenario")
    }

    static func options(seed: UInt64) -> ExploreOptions {
        var options = ExploreOptions()
        options.seed = seed
        options.steps = 5_000
        options.seconds = 600
        return options
    }

    /// What seed 1 writes: the three commands that delete the selected row, each with its trace,
    /// the last one ending in UIKit's exception.
    static let seedOneScenario = """
        # Found by tablesim explore (seed 1): *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (12), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
        # Shrunk from a walk of 19 steps to 3.
        table plain commit=forget-selected
        property selection-in-model
        property counts-match-model
        section "Inbox"
        rows 12 "Message {n}"

        tap 0.0
        expect
          tableView(_:shouldHighlightRowAt:) [0, 0] -> true
          tableView(_:didHighlightRowAt:) [0, 0]
          tableView(_:didUnhighlightRowAt:) [0, 0]
          tableView(_:willSelectRowAt:) [0, 0] -> [0, 0]
          tableView(_:didSelectRowAt:) [0, 0]
        end
        swipe left 0.0
        expect
          tableView(_:canEditRowAt:) [0, 0] -> true
          tableView(_:trailingSwipeActionsConfigurationForRowAt:) [0, 0] -> nil
          tableView(_:editingStyleForRowAt:) [0, 0] -> .delete
          tableView(_:titleForDeleteConfirmationButtonForRowAt:) [0, 0] -> nil
          tableView(_:willBeginEditingRowAt:) [0, 0]
        end
        tap delete-button
        expect
          tableView(_:commit:forRowAt:) .delete [0, 0]
          numberOfSections(in:) -> 1
          tableView(_:numberOfRowsInSection:) 0 -> 12
          *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (12), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
        end
        
        """

    @Test func theSeedFindsThePlantedBugAndWritesThreeCommands() throws {
        let result = ScenarioExplorer(setup: try Self.planted(), options: Self.options(seed: 1)).run()
        #expect(result.steps == 944)
        #expect(result.foundSteps.count == 19)
        #expect(result.shrunkSteps == [.tap(IndexPath(row: 0, section: 0)), .swipe(.left, IndexPath(row: 0, section: 0)), .tapDeleteButton])
        #expect(result.scenario == Self.seedOneScenario)
    }

    @Test func theWrittenScenarioPassesUnderRunWithUIKitsException() throws {
        let result = ScenarioRunner.replay(source: Self.seedOneScenario, path: "found.scenario", printTrace: true)
        #expect(result.status == .passed)
        #expect(result.traceOutput.last?.hasPrefix("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException'") == true)
    }

    @Test func theSameSeedGivesTheSameFileAndAnotherSeedAnotherWalk() throws {
        let first = ScenarioExplorer(setup: try Self.planted(), options: Self.options(seed: 7)).run()
        let second = ScenarioExplorer(setup: try Self.planted(), options: Self.options(seed: 7)).run()
        #expect(first.scenario != nil)
        #expect(first.scenario == second.scenario)
        #expect(first.steps == second.steps)
        #expect(first.steps != 944)
        #expect(first.shrunkSteps.count <= 3)
    }

    @Test func shrinkingDropsStepsThatDoNotMatter() throws {
        let explorer = ScenarioExplorer(setup: try Self.planted(), options: ExploreOptions())
        let row = IndexPath(row: 0, section: 0)
        let walk: [ExploreAction] = [
            .deleteRow(row, correct: true), .swipe(.left, row), .tapDeleteButton, .deleteRow(row, correct: true),
            .select(row), .swipe(.left, row), .tapDeleteButton,
        ]
        let found = try #require(explorer.replay(walk))
        #expect(found.index == 6)
        #expect(explorer.shrink(walk, failing: found.failure) == [.select(row), .swipe(.left, row), .tapDeleteButton])
    }

    /// VoiceOver's Delete on the selected row breaks the planted app as a swipe's Delete does: the
    /// walk's VoiceOver steps run as the language's commands, and shrinking keeps what matters.
    @Test func voiceOversDeleteOnTheSelectedRowFindsThePlantedBug() throws {
        let explorer = ScenarioExplorer(setup: try Self.planted(), options: ExploreOptions())
        let row = IndexPath(row: 3, section: 0)
        let walk: [ExploreAction] = [
            .voiceOver(true), .vo(.last), .tap(row), .vo(.escape), .vo(.focus(row)), .vo(.action("Delete")),
        ]
        let found = try #require(explorer.replay(walk))
        #expect(found.index == 5)
        guard case .exception(let exception) = found.failure else {
            Issue.record("expected UIKit's exception, found \(found.failure)")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
        // VoiceOver starts on the section's header, so its finger must go to the selected row first.
        let first = IndexPath(row: 0, section: 0)
        #expect(
            explorer.shrink(walk, failing: found.failure)
                == [.voiceOver(true), .tap(first), .vo(.focus(first)), .vo(.action("Delete"))])
    }

    /// The VoiceOver steps in the language's words, counted under their own families.
    @Test func voiceOverStepsAreWrittenAsTheLanguageWritesThem() {
        let steps: [ExploreAction] = [
            .vo(.first), .vo(.last), .vo(.focus(IndexPath(row: 2, section: 1))), .vo(.up), .vo(.down),
            .vo(.action("Flag \"now\"")), .vo(.escape), .vo(.magicTap),
        ]
        #expect(steps.flatMap(\.lines) == [
            "vo first", "vo last", "vo focus 1.2", "vo up", "vo down", "vo action \"Flag \\\"now\\\"\"", "vo escape",
            "vo magic-tap",
        ])
        #expect(steps.map(\.family) == ["vo first", "vo last", "vo focus", "vo up", "vo down", "vo action", "vo escape", "vo magic-tap"])
        #expect(Set(steps.map(\.family)).isSubset(of: ExploreAction.families))
        #expect(ExploreAction.vo(.focus(IndexPath(row: 2, section: 1))).rowsAimedAt == [IndexPath(row: 2, section: 1)])
    }

    @Test func shrinkingMovesARowEveryStepNamesToAnEarlierOne() throws {
        let explorer = ScenarioExplorer(setup: try Self.planted(), options: ExploreOptions())
        let row = IndexPath(row: 5, section: 0)
        let walk: [ExploreAction] = [.scrollTop, .tap(row), .wait(milliseconds: 500), .swipe(.left, row), .tapDeleteButton]
        let found = try #require(explorer.replay(walk))
        let first = IndexPath(row: 0, section: 0)
        #expect(explorer.shrink(walk, failing: found.failure) == [.tap(first), .swipe(.left, first), .tapDeleteButton])
    }

    @Test func aWalkThatDoesNotFailIsNotShrunk() throws {
        let explorer = ScenarioExplorer(setup: try Self.planted(), options: ExploreOptions())
        let walk: [ExploreAction] = [.swipe(.left, IndexPath(row: 1, section: 0)), .tapDeleteButton]
        #expect(explorer.replay(walk) == nil)
    }

    @Test func aCorrectAppRunsItsWholeBudgetAndReachesTheSummary() throws {
        var options = Self.options(seed: 3)
        options.steps = 300
        let setup = try ExploreSetup(source: "table plain\nproperty counts-match-model\nrows 20 \"Row {n}\"\n", file: "ok.scenario")
        let result = ScenarioExplorer(setup: setup, options: options).run()
        #expect(result.failure == nil)
        #expect(result.steps == 300)
        #expect(result.statements.values.reduce(0, +) == 300)
        #expect(result.callbacks["tableView(_:cellForRowAt:)", default: 0] > 0)
        let summary = ExploreRunner.reach(result)
        #expect(summary.hasPrefix("reach:\nstatements:\n"))
        #expect(summary.contains("never reached: callbacks: "))
    }

    // MARK: Properties under `run`

    @Test func aSelectedRowTheModelLostBreaksSelectionInModelUnderRun() {
        let source = """
            table plain
            property selection-in-model
            rows 3 "Row {n}"
            select 0.2
            model delete 0.2
            wait 100ms
            """
        let result = ScenarioRunner.replay(source: source, path: "p.scenario")
        #expect(result.error?.description
            == "p.scenario:6:1: error: property selection-in-model does not hold (the selected rows are rows the model has, "
            + "with the same titles): the selected row [0, 2] is not in the model")
    }

    @Test func countsThatDifferFromTheModelBreakCountsMatchModelAfterTheNextCommand() {
        let source = """
            table plain
            property counts-match-model
            rows 3 "Row {n}"
            appear
            model insert 0.0 "New"
            tap 0.1
            """
        let result = ScenarioRunner.replay(source: source, path: "p.scenario")
        #expect(result.error?.description
            == "p.scenario:6:1: error: property counts-match-model does not hold (the table's section and row counts equal "
            + "the model's): section 0 has 3 rows in the table, 4 in the model")
    }

    @Test func correctAppCodeKeepsBothProperties() {
        let source = """
            table plain
            property counts-match-model
            property selection-in-model
            rows 3 "Row {n}"
            select 0.1
            model insert 0.0 "New"
            insert 0.0
            begin updates
            model delete 0.3
            delete 0.3
            end updates
            expect selected 0.2
            """
        let result = ScenarioRunner.replay(source: source, path: "p.scenario")
        #expect(result.error == nil)
        #expect(result.status == .passed)
    }

    @Test func anUnknownPropertyIsAnErrorThatNamesTheProperties() {
        let result = ScenarioRunner.replay(source: "property selection-in-modle\n", path: "p.scenario")
        #expect(result.error?.description.hasPrefix("p.scenario:1:10: error: unknown property 'selection-in-modle'") == true)
        #expect(result.error?.description.hasSuffix("expected selection-in-model, counts-match-model, focus-on-screen") == true)
    }

    @Test func durationsParse() {
        #expect(ExploreRunner.seconds(parsing: "10s") == 10)
        #expect(ExploreRunner.seconds(parsing: "500ms") == 0.5)
        #expect(ExploreRunner.seconds(parsing: "2m") == 120)
        #expect(ExploreRunner.seconds(parsing: "3") == 3)
        #expect(ExploreRunner.seconds(parsing: "forever") == nil)
        #expect(ExploreRunner.seconds(parsing: "-1s") == nil)
    }
}
