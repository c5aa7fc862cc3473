import Foundation
import TableSim
import TableSimFuzzing
import TableSimScenario
import Testing

/// `tablesim explore`'s walk engine: finding the planted bug, shrinking, writing, properties.
@Suite struct ExploreTests {
    static let plantedSource = """
        table plain commit=forget-selected
        property selection-in-model
        property counts-match-model
        section "Inbox"
        rows 12 "Message {n}"
        """

    static func planted() throws -> ExploreSetup {
        try ExploreSetup(source: plantedSource, file: "planted.scenario")
    }

    @Test func shrinkingDropsStepsThatDoNotMatter() throws {
        let explorer = Explorer(setup: try Self.planted(), options: ExploreOptions())
        let walk: [ExploreAction] = [
            .deleteRow(IndexPath(row: 0, section: 0), correct: true), .swipe(.left, IndexPath(row: 0, section: 0)),
            .tapDeleteButton, .deleteRow(IndexPath(row: 0, section: 0), correct: true), .select(IndexPath(row: 0, section: 0)),
            .swipe(.left, IndexPath(row: 0, section: 0)), .tapDeleteButton,
        ]
        let found = try #require(explorer.replay(walk))
        #expect(found.index == 6)
        let three: [ExploreAction] = [.select(IndexPath(row: 0, section: 0)), .swipe(.left, IndexPath(row: 0, section: 0)), .tapDeleteButton]
        let short = try #require(explorer.replay(three))
        #expect(short.failure.isSameKind(as: found.failure))
        #expect(explorer.shrink(walk, failing: found.failure) == three)
    }
}
