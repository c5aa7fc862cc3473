import TableSim
import Testing

/// Random batch updates against a reference model: the app's data is a list of item identities, and
/// the model says where every item, its selection, its cell and its height must be afterwards.
@Suite struct RandomUpdateTests {
    /// One random batch: the calls an app makes, in UIKit's terms, and the data after it.
    struct Batch {
        var final: [[Int]]
        var calls: [(TableView) -> Void]
        /// Items whose rows lose their cell and selection: deleted or reloaded, or in such a section.
        var replaced: Set<Int>
    }

    static func height(of item: Int) -> Double { 30 + Double(item % 4) * 10 }

    /// Places `arriving` items at random among `remaining` ones (kept in order), as UIKit fills the
    /// places no insert or move took; returns the list and each arriving item's place.
    static func place(
        _ arriving: [Int], among remaining: [Int], using random: inout SeededRandom
    ) -> (list: [Int], slots: [Int: Int]) {
        let total = remaining.count + arriving.count
        let slots = Array((0..<total).shuffled(using: &random).prefix(arriving.count)).sorted()
        let items = arriving.shuffled(using: &random)
        var list: [Int] = []
        var slotOf: [Int: Int] = [:]
        var next = 0
        var rest = remaining[...]
        for index in 0..<total {
            if next < slots.count, slots[next] == index {
                list.append(items[next])
                slotOf[items[next]] = index
                next += 1
            } else {
                list.append(rest.removeFirst())
            }
        }
        return (list, slotOf)
    }

    static func rowBatch(_ old: [[Int]], newItem: () -> Int, using random: inout SeededRandom) -> Batch {
        // UIKit places a reload by the batch's deletes and inserts, not its moves: one or the other.
        let movesAllowed = Bool.random(using: &random)
        var calls: [(TableView) -> Void] = []
        var replaced = Set<Int>()
        var remaining = old.map { _ in [Int]() }
        var arriving = old.map { _ in [Int]() }
        var moveSources: [Int: IndexPath] = [:]
        var inserted = Set<Int>()
        for (section, items) in old.enumerated() {
            for (row, item) in items.enumerated() {
                let path = IndexPath(row: row, section: section)
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 15 {
                    calls.append { $0.deleteRows(at: [path], with: .fade) }
                    replaced.insert(item)
                } else if roll < 25, movesAllowed {
                    moveSources[item] = path
                    arriving[Int.random(in: 0..<old.count, using: &random)].append(item)
                } else if roll < 25 {
                    calls.append { $0.reloadRows(at: [path], with: .none) }
                    replaced.insert(item)
                    remaining[section].append(item)
                } else {
                    remaining[section].append(item)
                }
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let item = newItem()
                inserted.insert(item)
                arriving[section].append(item)
            }
        }
        var final: [[Int]] = []
        for section in old.indices {
            let (list, slots) = place(arriving[section], among: remaining[section], using: &random)
            final.append(list)
            for (item, slot) in slots {
                let target = IndexPath(row: slot, section: section)
                if inserted.contains(item) {
                    calls.append { $0.insertRows(at: [target], with: .automatic) }
                } else if let source = moveSources[item] {
                    calls.append { $0.moveRow(at: source, to: target) }
                }
            }
        }
        return Batch(final: final, calls: calls.shuffled(using: &random), replaced: replaced)
    }

    static func sectionBatch(_ old: [[Int]], newItem: () -> Int, using random: inout SeededRandom) -> Batch {
        let movesAllowed = Bool.random(using: &random)
        var calls: [(TableView) -> Void] = []
        var replaced = Set<Int>()
        var remaining: [[Int]] = []
        var arriving: [[Int]] = []
        var moveSources: [[Int]: Int] = [:]
        for (section, items) in old.enumerated() {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 20 {
                calls.append { $0.deleteSections([section], with: .fade) }
                replaced.formUnion(items)
            } else if roll < 40, movesAllowed, !items.isEmpty {
                moveSources[items] = section
                arriving.append(items)
            } else if roll < 35, !movesAllowed {
                calls.append { $0.reloadSections([section], with: .fade) }
                replaced.formUnion(items)
                remaining.append((0..<Int.random(in: 0...4, using: &random)).map { _ in newItem() })
            } else {
                remaining.append(items)
            }
        }
        var inserted = Set<[Int]>()
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let items = (0..<Int.random(in: 1...5, using: &random)).map { _ in newItem() }
            inserted.insert(items)
            arriving.append(items)
        }
        // Sections are placed like rows, by their first item (every arriving section has one).
        let keys = arriving.map { $0[0] }
        let (order, slots) = place(keys, among: remaining.map { $0.first ?? -1 }, using: &random)
        var byKey: [Int: [Int]] = [:]
        for items in arriving { byKey[items[0]] = items }
        var rest = remaining[...]
        var final: [[Int]] = []
        for key in order {
            if let items = byKey[key], slots[key] != nil {
                final.append(items)
            } else {
                final.append(rest.removeFirst())
            }
        }
        for (key, slot) in slots {
            let items = byKey[key]!
            if inserted.contains(items) {
                calls.append { $0.insertSections([slot], with: .automatic) }
            } else if let source = moveSources[items] {
                calls.append { $0.moveSection(source, toSection: slot) }
            }
        }
        return Batch(final: final, calls: calls.shuffled(using: &random), replaced: replaced)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func randomBatchesKeepRowsCellsSelectionAndHeightsWithTheirItems(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var nextItem = 0
        func newItem() -> Int {
            nextItem += 1
            return nextItem
        }
        let initial = (0..<3).map { _ in (0..<Int.random(in: 0...25, using: &random)).map { _ in newItem() } }
        let app = ListController(sections: initial)
        app.heightOfItem = RandomUpdateTests.height(of:)
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.estimatedRowHeight = 0
        table.allowsMultipleSelection = true
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table)
        simulator.appear()

        var totalCalls = 0
        for step in 0..<60 {
            let y = Double.random(
                in: table.minimumContentOffsetY...max(table.minimumContentOffsetY, table.maximumContentOffsetY),
                using: &random)
            table.setContentOffset(Point(x: 0, y: y.rounded()))
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                if let row = table.indexPathsForVisibleRows.randomElement(using: &random) {
                    table.selectRow(at: row, animated: false, scrollPosition: .none)
                }
            }
            let old = app.sections
            let selectedBefore = Set((table.indexPathsForSelectedRows ?? []).map { old[$0.section][$0.row] })
            var cellsBefore: [Int: ObjectIdentifier] = [:]
            for path in table.indexPathsForVisibleRows {
                cellsBefore[old[path.section][path.row]] = ObjectIdentifier(table.cellForRow(at: path)!)
            }
            let batch =
                Bool.random(using: &random)
                ? RandomUpdateTests.sectionBatch(old, newItem: newItem, using: &random)
                : RandomUpdateTests.rowBatch(old, newItem: newItem, using: &random)
            app.sections = batch.final
            totalCalls += batch.calls.count
            let lines = simulator.record { table.performBatchUpdates({ for call in batch.calls { call(table) } }) }

            #expect(table.exception == nil, "step \(step): \(table.exception?.reason ?? "")")
            guard table.exception == nil else { return }
            #expect(table._checkInvariants() == [], "step \(step)")
            #expect(table.numberOfSections == batch.final.count)
            var pathOf: [Int: IndexPath] = [:]
            for (section, items) in batch.final.enumerated() {
                #expect(table.numberOfRows(inSection: section) == items.count, "step \(step) section \(section)")
                for (row, item) in items.enumerated() {
                    let path = IndexPath(row: row, section: section)
                    pathOf[item] = path
                    #expect(table.rectForRow(at: path).height == RandomUpdateTests.height(of: item), "step \(step)")
                }
            }
            let expectedSelection = selectedBefore.subtracting(batch.replaced).compactMap { pathOf[$0] }.sorted()
            #expect((table.indexPathsForSelectedRows ?? []) == expectedSelection, "step \(step)")

            // The rows on screen are exactly those whose rectangles meet the visible part of the content.
            let top = table.contentOffset.y
            let bottom = top + table.frame.height
            var expectedVisible: [IndexPath] = []
            for (section, items) in batch.final.enumerated() {
                for row in items.indices {
                    let rect = table.rectForRow(at: IndexPath(row: row, section: section))
                    if rect.height > 0, rect.maxY > top, rect.minY < bottom {
                        expectedVisible.append(IndexPath(row: row, section: section))
                    }
                }
            }
            #expect(table.indexPathsForVisibleRows == expectedVisible, "step \(step)")

            // Cells follow their items; a new cell is asked exactly for rows that had none.
            var asked = 0
            for path in table.indexPathsForVisibleRows {
                let item = batch.final[path.section][path.row]
                let cell = table.cellForRow(at: path)!
                #expect(cell.textLabel?.text == String(item), "step \(step) \(path)")
                if let before = cellsBefore[item], !batch.replaced.contains(item) {
                    #expect(ObjectIdentifier(cell) == before, "step \(step): the cell of \(item) changed")
                } else {
                    asked += 1
                }
            }
            #expect(lines.filter { $0.text.hasPrefix("tableView(_:cellForRowAt:)") }.count == asked, "step \(step)")
        }
        // The batches did change the table (a test of nothing would pass too).
        #expect(totalCalls > 150)
    }
}
