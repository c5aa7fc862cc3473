import Foundation
import TableSim
import Testing

@testable import TableSimScenario

/// The row store against its slow obvious twin, an array of rows, over seeded random edits.
@Suite struct RowStoreTests {
    /// The core's seeded generator, as whole numbers below a bound, so a failing seed can be replayed.
    struct Generator {
        var random: SeededRandom
        init(state: UInt64) { random = SeededRandom(seed: state) }
        mutating func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    }

    func row(_ title: String) -> RowDeclaration { RowDeclaration(title: title, options: RowOptions()) }

    @Test(arguments: UInt64(1)...6)
    func agreesWithAnArrayOfRows(seed: UInt64) {
        var random = Generator(state: seed)
        var store = RowStore()
        var twin: [RowDeclaration] = []
        var label = 0
        // Enough single rows in one place to split chunks, and enough removals to empty them.
        for step in 0..<3_000 {
            label += 1
            switch random.next(10) {
            case 0:
                let count = random.next(5)
                store.append(count: count, template: "T\(label)-{n}", options: RowOptions())
                twin += (0..<count).map { row("T\(label)-\($0 + 1)") }
            case 1, 2:
                store.append(row("R\(label)"))
                twin.append(row("R\(label)"))
            case 3, 4, 5:
                let index = random.next(twin.count + 1)
                store.insert(row("I\(label)"), at: index)
                twin.insert(row("I\(label)"), at: index)
            case 6, 7, 8:
                guard !twin.isEmpty else { continue }
                let index = random.next(twin.count)
                #expect(store.remove(at: index) == twin.remove(at: index), "seed \(seed) step \(step)")
            default:
                guard !twin.isEmpty else { continue }
                let index = random.next(twin.count)
                store.replace(at: index, with: row("P\(label)"))
                twin[index] = row("P\(label)")
            }
            #expect(store.count == twin.count, "seed \(seed) step \(step)")
        }
        #expect((0..<store.count).map { store[$0] } == twin)
    }

    /// Inserting at the front splits the first chunk again and again; removing there empties chunks.
    @Test func frontEditsSplitAndEmptyChunks() {
        var store = RowStore()
        var twin: [RowDeclaration] = []
        for index in 0..<1_000 {
            store.insert(row("F\(index)"), at: 0)
            twin.insert(row("F\(index)"), at: 0)
        }
        #expect((0..<store.count).map { store[$0] } == twin)
        for _ in 0..<700 {
            #expect(store.remove(at: 0) == twin.remove(at: 0))
        }
        #expect((0..<store.count).map { store[$0] } == twin)
    }

    @Test func equalityIgnoresHowTheRunsAreChunked() {
        var built = RowStore()
        var edited = RowStore()
        for index in 0..<300 {
            built.append(row("R\(index)"))
            edited.append(row("R\(index)"))
        }
        edited.insert(row("extra"), at: 5)
        edited.remove(at: 5)
        #expect(built == edited)
        #expect(built.hashValue == edited.hashValue)
        edited.remove(at: 299)
        #expect(built != edited)
    }

    /// A template's `{n}` is replaced as Foundation's search-and-replace would, wherever it stands.
    /// Combining marks on a brace or on the `n` make it another character, which is no `{n}`.
    @Test(arguments: [
        "Item {n}", "{n}", "{n}{n}", "{{n}}", "no number", "{n", "n}", "é {n} ü", "", "{x}{n}{",
        "I{n}\u{301}", "{n}\u{301}x", "{n\u{301}}", "{\u{301}n}", "e\u{301}{n}", "{n}é{n}\u{301}{n}",
    ])
    func templateTitlesReplaceEveryN(template: String) {
        #expect(RowStore.title(template, number: 42) == template.replacingOccurrences(of: "{n}", with: "42"))
    }

    /// A row's options come without its title, and are the options the row has.
    @Test func optionsAreTheRowsOptions() {
        var store = RowStore()
        var options = RowOptions()
        options.highlight = false
        store.append(count: 1000, template: "Item {n}", options: options)
        store.insert(row("single"), at: 500)
        #expect(store.options(at: 499).highlight == false)
        #expect(store.options(at: 500) == RowOptions())
        #expect(store[501].title == "Item 501")
    }
}
