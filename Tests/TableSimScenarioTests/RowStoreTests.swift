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

    /// A store of one run keeps it inline; its first edit or second run moves it into a chunk, and the
    /// rows, equality and hashing are the same either way.
    @Test func aOneRunStoreEditsAndComparesAsAChunkedOne() {
        var one = RowStore()
        one.append(row("only"))
        #expect(one.count == 1)
        #expect(one[0].title == "only")
        var edited = one
        edited.insert(row("first"), at: 0)
        #expect(edited.count == 2)
        #expect((0..<2).map { edited[$0].title } == ["first", "only"])
        #expect(one.count == 1)  // the copy it came from is untouched
        edited.remove(at: 0)
        #expect(edited == one)
        #expect(edited.hashValue == one.hashValue)
        edited.remove(at: 0)
        #expect(edited.count == 0)
        edited.append(count: 3, template: "T{n}", options: RowOptions())
        #expect((0..<3).map { edited[$0].title } == ["T1", "T2", "T3"])
        edited.remove(at: 1)
        #expect((0..<2).map { edited[$0].title } == ["T1", "T3"])
    }

    /// Rows with the same options as the row before them, or the defaults, share one copy of them;
    /// sharing never mixes up two rows' options.
    @Test func sharedOptionsStayEachRowsOwn() {
        var store = RowStore()
        var flagged = RowOptions()
        flagged.accessibilityLabel = "Flagged"
        for index in 0..<300 { store.append(RowDeclaration(title: "R\(index)", options: index % 3 == 0 ? flagged : RowOptions())) }
        store.replace(at: 3, with: RowDeclaration(title: "R3", options: RowOptions()))
        #expect(store.options(at: 0).accessibilityLabel == "Flagged")
        #expect(store.options(at: 1) == RowOptions())
        #expect(store.options(at: 3) == RowOptions())
        #expect(store.options(at: 6).accessibilityLabel == "Flagged")
        #expect(store.anyOptions { $0.accessibilityLabel == "Flagged" })
    }

    /// A section's footer, heights and header view live out of line; setting them and setting them
    /// back gives a section equal to one that never had them.
    @Test func aSectionsRareFieldsRoundTrip() {
        var section = SectionDeclaration(header: "H")
        let plain = section
        section.footer = "F"
        section.headerHeight = .points(30)
        section.headerTraits = [.header]
        #expect(section.footer == "F")
        #expect(section.customHeaderView == false)
        #expect(section != plain)
        #expect(plain.footer == nil)  // the copy it came from is untouched
        section.footer = nil
        section.headerHeight = nil
        section.headerTraits = nil
        #expect(section == plain)
        #expect(section.hashValue == plain.hashValue)
        #expect(SectionDeclaration(header: "H", footer: "F").footer == "F")
    }
}
