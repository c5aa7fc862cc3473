import Foundation
import TableSim
import Testing

@testable import TableSimScenario

/// The declared app's search filter against its slow obvious twin: every title made and tested.
@Suite struct SearchFilterTests {
    /// The rows a search keeps, title by title, as the declared app kept them before the matcher.
    func slow(_ store: RowStore, _ query: String) -> [String] {
        (0..<store.count).map { store[$0].title }.filter { $0.lowercased().contains(query) }
    }

    func fast(_ store: RowStore, _ query: String) -> RowStore {
        store.filtered(containing: query) { $0.lowercased().contains(query) }
    }

    func titles(_ store: RowStore) -> [String] { (0..<store.count).map { store[$0].title } }

    @Test(arguments: ["1", "12", "0", "00", "10", "m 1", "item 1", "em", "x", "{n}", "1 b", "9)", "21", "111", "b", "1:1"])
    func aTemplateRunKeepsExactlyTheTitlesThatHoldTheText(query: String) {
        for template in ["Item {n}", "{n}", "ITEM {n} b", "a{n}{n", "(1{n}9)", "{n}1:1", "No number", "Two {n} and {n}"] {
            for (first, count) in [(1, 250), (7, 1_234), (95, 20)] {
                var store = RowStore()
                store.append(row: "Head 1")
                store.append(count: first + count - 1, template: template, options: RowOptions())
                // Drop the template's first rows, so that its run starts at `first`.
                for _ in 1..<first { store.remove(at: 1) }
                store.append(row: "tail 12")
                let filtered = fast(store, query)
                #expect(titles(filtered) == slow(store, query), "\(template) from \(first), \(count) rows, \(query)")
                #expect(filtered.count == slow(store, query).count)
            }
        }
    }

    @Test func tenMillionRowsAreCountedAndTheirMatchesFoundWithoutMakingTheTitles() {
        var store = RowStore()
        store.append(count: 10_000_000, template: "Item {n}", options: RowOptions())
        let filtered = fast(store, "item 12345")
        // 12345, 123450…123459, 1234500…1234599: 1 + 10 + 100 titles.
        #expect(filtered.count == 111)
        #expect(filtered[0].title == "Item 12345")
        #expect(filtered[1].title == "Item 123450")
        #expect(filtered[110].title == "Item 1234599")
        let sevens = fast(store, "7")
        // 1 to 10,000,000 without a 7: the 9^7 numbers of seven digits from 0 to 8 each, 0 left out, 10,000,000 in.
        #expect(sevens.count == 10_000_000 - 4_782_969)
        #expect(fast(store, "item").count == 10_000_000)
    }

    @Test func aFilteredRunSplitsWhereARowIsRemovedOrInserted() {
        var store = RowStore()
        store.append(count: 500, template: "Row {n}", options: RowOptions())
        var filtered = fast(store, "3")
        var twin = slow(store, "3")
        filtered.remove(at: 40)
        twin.remove(at: 40)
        filtered.insert(RowDeclaration(title: "New", options: RowOptions()), at: 10)
        twin.insert("New", at: 10)
        #expect(titles(filtered) == twin)
    }
}

extension RowStore {
    fileprivate mutating func append(row title: String) { append(RowDeclaration(title: title, options: RowOptions())) }
}
