import struct Foundation.IndexSet

/// What a diffable data source's snapshot holds, as a difference reads it: TableSimUIKit's
/// `NSDiffableDataSourceSnapshot` and the scenario language's diffable table both adopt it, so both
/// tell the table the same batch update for the same change (<doc:DiffableDataSources>).
package protocol DiffableContents {
    associatedtype SectionID: Hashable
    associatedtype ItemID: Hashable
    /// The sections, in order.
    var sectionIdentifiers: [SectionID] { get }
    /// The items of the section at an index, in order.
    func items(inSectionAt index: Int) -> [ItemID]
    /// How many items all sections hold.
    var numberOfItems: Int { get }
    /// The sections marked for reload (`reloadSections`).
    var reloadedSectionIdentifiers: [SectionID] { get }
    /// The items marked for reload (`reloadItems`).
    var reloadedItemIdentifiers: [ItemID] { get }
}

/// The difference between two snapshots as a table's batch update: every index path of a deletion,
/// a move's source and a reload is one before the update, every insertion and a move's destination
/// one after it, as `performBatchUpdates` takes them.
package struct SnapshotDifference {
    package var deletedSections = IndexSet()
    package var insertedSections = IndexSet()
    var movedSections: [(Int, Int)] = []
    package var reloadedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(IndexPath, IndexPath)] = []
    var reloadedRows: [IndexPath] = []

    package var changesNothing: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty
    }

    /// The difference from one snapshot to the next, the new one's reload marks included.
    package init<Contents: DiffableContents>(from old: Contents, to new: Contents) {
        typealias I = Contents.ItemID
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil { deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil { insertedSections.insert(index) }
        // Kept sections out of their old order move; the longest run in order stays.
        let kept = newSections.filter { oldSectionIndex[$0] != nil }
        let staying = Set(Self.longestIncreasingRun(kept.map { oldSectionIndex[$0]! }).map { oldSections[$0] })
        for section in kept where !staying.contains(section) {
            movedSections.append((oldSectionIndex[section]!, newSectionIndex[section]!))
        }
        let reloaded = Set(new.reloadedSectionIdentifiers)
        for section in kept where reloaded.contains(section) && staying.contains(section) {
            reloadedSections.insert(oldSectionIndex[section]!)
        }

        // Items: where each was and is. Places are pairs of integers here (an IndexPath is a costly
        // key); only the changes become index paths.
        var oldPlaces: [I: Place] = [:]
        oldPlaces.reserveCapacity(old.numberOfItems)
        for section in oldSections.indices {
            for (row, item) in old.items(inSectionAt: section).enumerated() { oldPlaces[item] = Place(section: section, row: row) }
        }
        var newPlaces: [I: Place] = [:]
        newPlaces.reserveCapacity(new.numberOfItems)
        for section in newSections.indices {
            for (row, item) in new.items(inSectionAt: section).enumerated() { newPlaces[item] = Place(section: section, row: row) }
        }
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        // An item whose section goes, or that goes into a new section, is deleted or inserted with it
        // (a section's deletion, insertion or reload carries its rows).
        for (item, from) in oldPlaces where !deletedSections.contains(from.section) && !reloadedSections.contains(from.section) {
            if let to = newPlaces[item], !insertedSections.contains(to.section) { continue }
            deletedRows.append(from.indexPath)
        }
        for (item, to) in newPlaces where !insertedSections.contains(to.section) {
            guard !reloadedSections.contains(oldSectionIndex[newSections[to.section]] ?? -1) else { continue }
            if let from = oldPlaces[item], !deletedSections.contains(from.section) { continue }
            insertedRows.append(to.indexPath)
        }
        // Items kept in the same section (by identifier) out of their old order move, as do items that
        // change section; the longest run in order stays.
        for (newIndex, section) in newSections.enumerated() {
            guard let oldIndex = oldSectionIndex[section], !reloadedSections.contains(oldIndex) else { continue }
            let items = new.items(inSectionAt: newIndex), oldItems = old.items(inSectionAt: oldIndex)
            let fromHere = items.filter { oldPlaces[$0]?.section == oldIndex }
            let inOrder = Set(Self.longestIncreasingRun(fromHere.map { oldPlaces[$0]!.row }).map { oldItems[$0] })
            for (row, item) in items.enumerated() {
                guard let from = oldPlaces[item], !deletedSections.contains(from.section), !reloadedSections.contains(from.section)
                else { continue }
                if from.section == oldIndex, inOrder.contains(item) {
                    if reloadedItems.contains(item) { reloadedRows.append(from.indexPath) }
                } else {
                    movedRows.append((from.indexPath, IndexPath(row: row, section: newIndex)))
                }
            }
        }
        deletedRows.sort()
        insertedRows.sort()
        movedRows.sort { $0.0 < $1.0 }
        reloadedRows.sort()
    }

    /// A row's place, as a key cheaper to hash than an index path.
    struct Place: Hashable {
        var section: Int
        var row: Int
        var indexPath: IndexPath { IndexPath(row: row, section: section) }
    }

    /// The positions of the longest strictly increasing run of values (patience sorting), in order.
    package static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // indexes into values
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(values[index])
            index = previous[index]
        }
        return run.reversed()
    }
}

extension TableView {
    /// Tells the table a snapshot difference as one batch update, in the order UIKit's diffable data
    /// source makes its calls: sections deleted, inserted, moved and reloaded, then rows deleted,
    /// inserted, moved and reloaded. A difference that changes nothing asks nothing.
    package func applyDifference(_ difference: SnapshotDifference, animation: RowAnimation) {
        guard !difference.changesNothing else { return }
        performBatchUpdates { [self] in
            if !difference.deletedSections.isEmpty { deleteSections(difference.deletedSections, with: animation) }
            if !difference.insertedSections.isEmpty { insertSections(difference.insertedSections, with: animation) }
            for (from, to) in difference.movedSections { moveSection(from, toSection: to) }
            if !difference.reloadedSections.isEmpty { reloadSections(difference.reloadedSections, with: animation) }
            if !difference.deletedRows.isEmpty { deleteRows(at: difference.deletedRows, with: animation) }
            if !difference.insertedRows.isEmpty { insertRows(at: difference.insertedRows, with: animation) }
            for (from, to) in difference.movedRows { moveRow(at: from, to: to) }
            if !difference.reloadedRows.isEmpty { reloadRows(at: difference.reloadedRows, with: animation) }
        }
    }
}

/// UIKit's texts for a snapshot change it refuses.
package enum DiffableRefusal {
    /// Identifiers as UIKit lists them in the exception: an `NSSet`'s description, `{(` one per line,
    /// indented, `)}`; each identifier as Swift reflects it (a string quoted).
    package static func setDescription<T>(_ values: [T]) -> String {
        "{(\n" + values.map { "    \(String(reflecting: $0))" }.joined(separator: ",\n") + "\n)}"
    }

    /// Item identifiers supplied twice, or already in the snapshot.
    package static func duplicateItems<T>(_ duplicates: [T]) -> String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))"
    }

    /// Section identifiers supplied twice, or already in the snapshot.
    package static func duplicateSections<T>(_ duplicates: [T]) -> String {
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))"
    }
}
