import Foundation
import TableSim
import TableSimTesting
import Testing

/// The exhaustive store: TCA's `TestStore` habits over a simulator's trace.
@Suite struct TraceStoreTests {
    final class Fruits: TableViewDataSource, TableViewDelegate {
        var names = ["Apple", "Banana", "Cherry"]
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    }

    /// A shown table of fruits, its app kept alive by the caller.
    static func shown(_ app: Fruits) -> Simulator {
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table, screen: .default)
        simulator.appear()
        return simulator
    }

    /// Every line after the store starts asserted, with `...` and a prefix line as in scenario files:
    /// no issue. The appear before the store is not its business.
    @Test func everyLineAssertedPasses() throws {
        let app = Fruits()
        let simulator = Self.shown(app)
        let store = TraceStore(simulator)
        try simulator.tap(IndexPath(row: 0, section: 0))
        store.expect([
            "tableView(_:didSelectRowAt:) ...",
        ])
        try simulator.tap(IndexPath(row: 1, section: 0))
        store.expect([
            "...",
            "tableView(_:didSelectRowAt:) [0, 1]",
        ])
        store.finish()
    }

    /// A line nobody asserted fails `finish()` once, with the `-`/`+` diff and the expectation that
    /// records it, ready to paste.
    @Test func anUnassertedLineFailsFinish() async throws {
        let app = Fruits()
        let simulator = Self.shown(app)
        let store = TraceStore(simulator)
        try simulator.tap(IndexPath(row: 0, section: 0))
        store.expect(["tableView(_:didSelectRowAt:) [0, 0]"])
        try simulator.tap(IndexPath(row: 1, section: 0))
        await confirmation(expectedCount: 1) { recorded in
            withKnownIssue {
                store.finish()
            } matching: { issue in
                recorded()
                let text = issue.description
                return text.contains("The store ends with 2 lines that no expectation asserted (- expected, + actual):")
                    && text.contains("\n+ tableView(_:didDeselectRowAt:) [0, 0]\n+ tableView(_:didSelectRowAt:) [0, 1]\n")
                    && text.contains("store.expect([\n    \"tableView(_:didDeselectRowAt:) [0, 0]\",\n")
            }
        }
    }

    /// A store that goes away without `finish()` (the test's end) checks what is left, pointing at
    /// where it was made.
    @Test func theStoresEndFinishesIt() async throws {
        let app = Fruits()
        let simulator = Self.shown(app)
        await confirmation(expectedCount: 1) { recorded in
            withKnownIssue {
                Self.tapWithoutAsserting(simulator)
            } matching: { issue in
                recorded()
                return issue.description.contains("+ tableView(_:didSelectRowAt:) [0, 2]")
            }
        }
    }

    /// Taps row 2 under a store that ends with the function, no line asserted.
    static func tapWithoutAsserting(_ simulator: Simulator) {
        let store = TraceStore(simulator)
        #expect(throws: Never.self) { try simulator.tap(IndexPath(row: 2, section: 0)) }
        withExtendedLifetime(store) {}
    }

    /// An expectation that does not match fails with the diff, and its lines count as asserted, so
    /// `finish()` does not report them again.
    @Test func aWrongExpectationFailsOnce() async throws {
        let app = Fruits()
        let simulator = Self.shown(app)
        let store = TraceStore(simulator)
        try simulator.tap(IndexPath(row: 1, section: 0))
        await confirmation(expectedCount: 1) { recorded in
            withKnownIssue {
                store.expect(["tableView(_:didSelectRowAt:) [0, 0]"])
            } matching: { issue in
                recorded()
                return issue.description.contains("- tableView(_:didSelectRowAt:) [0, 0]")
                    && issue.description.contains("+ tableView(_:didSelectRowAt:) [0, 1]")
            }
        }
        store.finish()
    }

    /// With exhaustivity off, a block matches anywhere among the new lines and the rest may go
    /// unasserted: the same session that fails above passes.
    @Test func exhaustivityOffPasses() throws {
        let app = Fruits()
        let simulator = Self.shown(app)
        let store = TraceStore(simulator)
        store.exhaustivity = .off
        try simulator.tap(IndexPath(row: 0, section: 0))
        try simulator.tap(IndexPath(row: 1, section: 0))
        store.expect(["tableView(_:didDeselectRowAt:) [0, 0]"])
        try simulator.tap(IndexPath(row: 2, section: 0))
        store.finish()
    }

    /// Partial exhaustivity: VoiceOver's lines must all be asserted, the callbacks around them need not be.
    @Test func partialExhaustivityAssertsOnlySomeKinds() async throws {
        let app = Fruits()
        let simulator = Self.shown(app)
        let store = TraceStore(simulator, exhaustivity: .partial([.speech]))
        simulator.voiceOver.turnOn()
        try simulator.voiceOver.next()
        store.expect([
            "VoiceOver: \"Apple\"",
            "VoiceOver: \"Actions Available\"",
            "VoiceOver hint: ...",
            "VoiceOver: \"Banana\"",
            "...",
        ])
        try simulator.tap(IndexPath(row: 0, section: 0))
        try simulator.voiceOver.next()
        await confirmation(expectedCount: 1) { recorded in
            withKnownIssue {
                store.finish()
            } matching: { issue in
                recorded()
                return issue.description.contains("The store ends with 3 lines") && issue.description.contains("+ VoiceOver: \"Cherry\"")
            }
        }
    }

    /// `skip()` lets the lines so far go, as TCA's `skipReceivedActions` does.
    @Test func skipLetsTheLinesGo() throws {
        let app = Fruits()
        let simulator = Self.shown(app)
        let store = TraceStore(simulator)
        try simulator.tap(IndexPath(row: 0, section: 0))
        store.skip()
        #expect(store.unassertedLines == [])
        store.finish()
    }
}
