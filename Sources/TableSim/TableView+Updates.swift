import struct Foundation.IndexSet

/// How inserted, deleted and reloaded rows animate (UIKit's `UITableView.RowAnimation`).
///
/// TableSim runs no animation: the value is accepted for the API's sake and changes no callback.
public enum RowAnimation: Int, Sendable, CaseIterable {
    /// The rows fade in or out.
    case fade
    /// Inserted rows slide in from the right, deleted ones out to the right.
    case right
    /// Inserted rows slide in from the left, deleted ones out to the left.
    case left
    /// Rows slide in from or out to the top.
    case top
    /// Rows slide in from or out to the bottom.
    case bottom
    /// No animation.
    case none
    /// Rows expand from or collapse to their middle.
    case middle
    /// The table chooses.
    case automatic = 100
}

/// The changes an app asked for since the outermost `beginUpdates`, in UIKit's terms: deletes and
/// reloads name rows and sections of the table before the update, inserts name them in the table
/// after it, and a move names one of each.
struct UpdateBatch {
    var rowDeletes: [IndexPath] = []
    var rowInserts: [IndexPath] = []
    var rowReloads: [IndexPath] = []
    var rowMoves: [(from: IndexPath, to: IndexPath)] = []
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        rowDeletes.isEmpty && rowInserts.isEmpty && rowReloads.isEmpty && rowMoves.isEmpty
            && sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
    }
}

/// How an applied update moved the rows and sections the table had before it.
///
/// Answers in O(changes) per question, whatever the number of rows.
struct UpdateMapping {
    /// The new section of each old section; nil for a deleted (or reloaded) section.
    var newSections: [Int?]
    /// Per old section, the old rows that left it (deleted, reloaded or moved away), sorted.
    var removedRows: [Int: [Int]]
    /// Per new section, the new rows that arrived (inserted, reloaded or moved in), sorted.
    var addedRows: [Int: [Int]]
    /// The rows moved by `moveRow(at:to:)`: old index path to new.
    var movedRows: [IndexPath: IndexPath]

    /// Where an old row is after the update; nil when it was deleted or reloaded (its cell and its
    /// selection are gone), or its section was.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let moved = movedRows[old] { return moved }
        guard old.section < newSections.count, let section = newSections[old.section] else { return nil }
        var row = old.row
        if let removed = removedRows[old.section] {
            let below = UpdateMapping.countBelow(old.row, in: removed)
            if below < removed.count, removed[below] == old.row { return nil }
            row -= below
        }
        // The row takes the first free place after the ones that arrived above it.
        for added in addedRows[section] ?? [] {
            if added <= row { row += 1 } else { break }
        }
        return IndexPath(row: row, section: section)
    }

    /// Where an old section is after the update; nil when it was deleted or reloaded.
    func newSection(for old: Int) -> Int? {
        old >= 0 && old < newSections.count ? newSections[old] : nil
    }

    /// How many values of a sorted array are below a value (binary search).
    static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// One change as UIKit's `_endCellAnimationsWithContext:` handles it: a row, or a whole section
/// (whose row is `NSNotFound`, so that it sorts after the section's rows).
private struct UpdateItem: Hashable, Comparable {
    static let notFound = Int.max

    var section: Int
    var row: Int

    var isSection: Bool { row == UpdateItem.notFound }
    var indexPath: IndexPath { IndexPath(row: row, section: section) }

    static func section(_ section: Int) -> UpdateItem { UpdateItem(section: section, row: notFound) }

    static func row(_ indexPath: IndexPath) -> UpdateItem {
        UpdateItem(section: indexPath.section, row: indexPath.row)
    }

    func sameTarget(_ other: UpdateItem) -> Bool { self == other }

    static func < (a: UpdateItem, b: UpdateItem) -> Bool { (a.section, a.row) < (b.section, b.row) }

    /// Foundation's description of the item's `NSIndexPath`, as UIKit's texts print it.
    var description: String { TableView.indexPathDescription(section: section, row: row) }
}

/// A move of a row or a section: from an old place to a new one.
private struct UpdateMove {
    var from: UpdateItem
    var to: UpdateItem
    var isSection: Bool { from.isSection }
}

/// Batch updates: inserting, deleting, moving and reloading rows and sections, validated against the
/// data source the way UIKit validates them, with UIKit's exception texts.
///
/// Outside `beginUpdates`/`endUpdates` each call is an update of its own. At the end of the
/// outermost update the table asks the data source for its counts, checks every change and the new
/// counts against the old ones, then re-lays out: only rows that come on screen, and inserted or
/// reloaded rows on screen, are asked for cells. Selection follows its rows.
extension TableView {
    // MARK: Rows

    /// Inserts rows, named by their index paths in the table after the update.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.rowInserts += indexPaths }
    }

    /// Deletes rows, named by their index paths in the table before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.rowDeletes += indexPaths }
    }

    /// Moves a row from its index path before the update to its index path after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.rowMoves.append((indexPath, newIndexPath)) }
    }

    /// Reloads rows, named by their index paths before the update: each is a delete and an insert,
    /// so it gets a new cell and loses its selection.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.rowReloads += indexPaths }
    }

    // MARK: Sections

    /// Inserts sections, named by their indexes in the table after the update.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.sectionInserts += Array(sections) }
    }

    /// Deletes sections, named by their indexes in the table before the update.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.sectionDeletes += Array(sections) }
    }

    /// Moves a section from its index before the update to its index after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append((section, newSection)) }
    }

    /// Reloads sections, named by their indexes before the update (a delete and an insert of each).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.sectionReloads += Array(sections) }
    }

    // MARK: Batches

    /// Starts a batch of updates; batches nest, and only the outermost `endUpdates` applies them.
    public func beginUpdates() {
        guard exception == nil, gateway.pendingException == nil, !isRebuildingContent else { return }
        update.depth += 1
    }

    /// Ends a batch: the outermost one validates and applies every change recorded since its
    /// `beginUpdates`. An `endUpdates` without a `beginUpdates` does nothing.
    public func endUpdates() {
        guard exception == nil, gateway.pendingException == nil, !isRebuildingContent, update.depth > 0 else { return }
        update.depth -= 1
        guard update.depth == 0 else { return }
        let batch = update.pending
        update.pending = UpdateBatch()
        runCrashingOnException { () throws(UIKitException) in try applyUpdate(batch) }
    }

    /// Runs `updates` as one batch, then `completion` with `true` (at once: nothing animates here).
    ///
    /// The completion is not called when the update crashed the app.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard exception == nil, gateway.pendingException == nil, !isRebuildingContent else { return }
        beginUpdates()
        updates?()
        endUpdates()
        if exception == nil, gateway.pendingException == nil { completion?(true) }
    }

    /// Whether a batch is open (`beginUpdates` without its `endUpdates` yet).
    public var isInsideBatchUpdates: Bool { update.depth > 0 }

    /// Records a change; outside a batch it is an update of its own.
    private func record(_ change: (inout UpdateBatch) -> Void) {
        guard exception == nil, gateway.pendingException == nil, !isRebuildingContent else { return }
        beginUpdates()
        change(&update.pending)
        endUpdates()
    }

    // MARK: Exception texts

    /// An index as UIKit prints it: `NSUInteger`, so a negative Swift index shows as a huge number.
    static func unsignedIndex(_ index: Int) -> String { String(UInt(bitPattern: index)) }

    /// Foundation's description of an `NSIndexPath` in UIKit's exception texts, with a deterministic address.
    ///
    /// 64-bit iOS stores small index paths as tagged pointers, `0xc000000000000016` with the section
    /// at bit 8 and the row at bit 21 (`path = 0 - 1` is `0xc000000000200016`), which is what crash
    /// logs show; TableSim prints exactly that address. A path too large to tag (a section from 8192,
    /// a row from 2^40, or a section's `NSNotFound` row) gets a fake heap address fixed by the path.
    package static func indexPathDescription(section: Int, row: Int) -> String {
        let address: UInt64
        if section >= 0, section < 1 << 13, row >= 0, row < 1 << 40 {
            address = 0xC000_0000_0000_0016 | UInt64(section) << 8 | UInt64(row) << 21
        } else {
            let mixed = UInt64(truncatingIfNeeded: section &* 0x9E37 &+ row &* 0x79B9) & 0x0FFF_FFFF
            address = 0x6000_0000_0000 | mixed << 4
        }
        return "<NSIndexPath: 0x\(String(address, radix: 16))> {length = 2, path = \(unsignedIndex(section)) - \(unsignedIndex(row))}"
    }

    // MARK: Applying

    /// Validates an update against the data source and applies it: UIKit's `_endCellAnimationsWithContext:`.
    ///
    /// Before the table first loaded there is nothing to update, and UIKit ignores the call.
    func applyUpdate(_ batch: UpdateBatch) throws(UIKitException) {
        guard hasLoadedData else { return }
        update.isApplying = true
        defer { update.isApplying = false }
        let oldSectionCount = sectionLayouts.count
        let oldRowCounts = sectionLayouts.map(\.rowCount)

        // Reloads become a delete of the old place and an insert of the new one, computed from the
        // app's deletes and inserts (not its moves), as UIKit computes it.
        var deletes =
            (batch.sectionDeletes.map { UpdateItem.section($0) } + batch.rowDeletes.map { UpdateItem.row($0) })
            .sorted(by: >)
        var inserts =
            (batch.sectionInserts.map { UpdateItem.section($0) } + batch.rowInserts.map { UpdateItem.row($0) })
            .sorted()
        var moves =
            (batch.sectionMoves.map { UpdateMove(from: .section($0.from), to: .section($0.to)) }
            + batch.rowMoves.map { UpdateMove(from: .row($0.from), to: .row($0.to)) })
            .sorted { $0.from < $1.from }
        let reloads =
            (batch.sectionReloads.map { UpdateItem.section($0) } + batch.rowReloads.map { UpdateItem.row($0) }).sorted()
        var reloadDeletes: [UpdateItem] = []
        var reloadInserts: [UpdateItem] = []
        for reload in reloads {
            var section = reload.section
            var row = reload.row
            for delete in deletes {
                if delete.sameTarget(reload) {
                    throw UIKitException(
                        reason: "attempt to delete and reload the same index path (\(reload.description))")
                }
                if delete.isSection, delete.section == reload.section { continue }
                if delete.isSection, delete.section <= section { section -= 1 }
                if reload.isSection || delete.isSection { continue }
                if delete.section == section, delete.row <= row { row -= 1 }
            }
            for insert in inserts {
                if insert.isSection, insert.section <= section { section += 1 }
                if !reload.isSection, !insert.isSection, insert.section == section, insert.row <= row { row += 1 }
            }
            reloadDeletes.append(reload)
            reloadInserts.append(UpdateItem(section: section, row: row))
        }
        deletes = (deletes + reloadDeletes).sorted(by: >)
        inserts = (inserts + reloadInserts).sorted()

        // UIKit rebuilds its row data: the counts after the update.
        let newSectionCount = max(0, try callNumberOfSections())
        var newRowCounts: [Int] = []
        newRowCounts.reserveCapacity(newSectionCount)
        for section in 0..<newSectionCount { newRowCounts.append(try callNumberOfRowsWithPlaceholders(inSection: section)) }

        // A row moved out of a deleted section, or into an inserted one, makes UIKit skip the row
        // counts and reload the data instead.
        var fallsBackToReload = false
        try validateDeletes(&deletes, moves: moves, oldRowCounts: oldRowCounts, fallsBackToReload: &fallsBackToReload)
        try validateInserts(
            &inserts, moves: moves, newRowCounts: newRowCounts, fallsBackToReload: &fallsBackToReload)
        try validateMoves(&moves, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)

        let insertedSections = inserts.filter(\.isSection)
        let deletedSections = deletes.filter(\.isSection)
        if newSectionCount != oldSectionCount + insertedSections.count - deletedSections.count {
            throw UIKitException(
                reason: "Invalid update: invalid number of sections.  The number of sections contained in the "
                    + "table view after the update (\(newSectionCount)) must be equal to the number of sections "
                    + "contained in the table view before the update (\(oldSectionCount)), plus or minus the number "
                    + "of sections inserted or deleted (\(insertedSections.count) inserted, "
                    + "\(deletedSections.count) deleted).")
        }

        // Old sections to new: deleted ones vanish, moved ones go where they were moved, the others
        // fill the places no insert or move took, in order.
        var newSections = [Int?](repeating: nil, count: oldSectionCount)
        var taken = Set(insertedSections.map(\.section))
        var movedAway = Set<Int>()
        for move in moves where move.isSection {
            newSections[move.from.section] = move.to.section
            taken.insert(move.to.section)
            movedAway.insert(move.from.section)
        }
        let deletedSet = Set(deletedSections.map(\.section))
        var free = 0
        for old in 0..<oldSectionCount where !deletedSet.contains(old) && !movedAway.contains(old) {
            while taken.contains(free) { free += 1 }
            newSections[old] = free
            free += 1
        }
        var oldSections = [Int?](repeating: nil, count: newSectionCount)
        for (old, new) in newSections.enumerated() {
            if let new, new < newSectionCount { oldSections[new] = old }
        }

        let rowDeletes = deletes.filter { !$0.isSection }
        let rowInserts = inserts.filter { !$0.isSection }
        let rowMoves = moves.filter { !$0.isSection }
        if !fallsBackToReload {
            try validateRowCounts(
                oldSections: oldSections, newSections: newSections, oldRowCounts: oldRowCounts,
                newRowCounts: newRowCounts, deletes: rowDeletes, inserts: rowInserts, moves: rowMoves)
        } else {
            try reloadDataNow()
            return
        }

        var removedRows: [Int: [Int]] = [:]
        var addedRows: [Int: [Int]] = [:]
        var movedRows: [IndexPath: IndexPath] = [:]
        for delete in rowDeletes { removedRows[delete.section, default: []].append(delete.row) }
        for insert in rowInserts { addedRows[insert.section, default: []].append(insert.row) }
        for move in rowMoves {
            removedRows[move.from.section, default: []].append(move.from.row)
            addedRows[move.to.section, default: []].append(move.to.row)
            movedRows[move.from.indexPath] = move.to.indexPath
        }
        for key in removedRows.keys { removedRows[key]!.sort() }
        for key in addedRows.keys { addedRows[key]!.sort() }
        let mapping = UpdateMapping(
            newSections: newSections, removedRows: removedRows, addedRows: addedRows, movedRows: movedRows)
        try apply(mapping, oldSections: oldSections, newRowCounts: newRowCounts)
    }

    /// Checks the deletes from the last index path to the first, as UIKit does: against a move of
    /// the same row or section, then against the counts before the update. A deleted section takes
    /// its rows' deletes with it, and a duplicate counts once (each in O(1), not UIKit's rescans).
    private func validateDeletes(
        _ deletes: inout [UpdateItem], moves: [UpdateMove], oldRowCounts: [Int], fallsBackToReload: inout Bool
    ) throws(UIKitException) {
        var movedFrom: [UpdateItem: UpdateMove] = [:]
        for move in moves where movedFrom[move.from] == nil { movedFrom[move.from] = move }
        let rowsMovedOutOf = Set(moves.filter { !$0.isSection }.map(\.from.section))
        var kept: [UpdateItem] = []
        var seen = Set<UpdateItem>()
        var deletedSections = Set<Int>()
        for delete in deletes {
            if !delete.isSection, deletedSections.contains(delete.section) { continue }
            guard seen.insert(delete).inserted else { continue }
            if let move = movedFrom[delete] {
                throw UIKitException(
                    reason: move.isSection
                        ? "attempt to perform a delete and a move from the same section (\(Self.unsignedIndex(delete.section)))"
                        : "attempt to perform a delete and a move from the same index path (\(delete.description))")
            }
            if delete.isSection {
                if rowsMovedOutOf.contains(delete.section) { fallsBackToReload = true }
                guard delete.section >= 0, delete.section < oldRowCounts.count else {
                    throw UIKitException(
                        reason: "attempt to delete section \(Self.unsignedIndex(delete.section)), but there are only "
                            + "\(oldRowCounts.count) sections before the update")
                }
                deletedSections.insert(delete.section)
            } else {
                guard delete.section >= 0, delete.section < oldRowCounts.count else {
                    throw UIKitException(
                        reason: "attempt to delete row \(Self.unsignedIndex(delete.row)) from section \(Self.unsignedIndex(delete.section)), but there are "
                            + "only \(oldRowCounts.count) sections before the update")
                }
                guard delete.row >= 0, delete.row < oldRowCounts[delete.section] else {
                    throw UIKitException(
                        reason: "attempt to delete row \(Self.unsignedIndex(delete.row)) from section \(Self.unsignedIndex(delete.section)) which only "
                            + "contains \(oldRowCounts[delete.section]) rows before the update")
                }
            }
            kept.append(delete)
        }
        deletes = kept
    }

    /// Checks the inserts from the first index path to the last: against a move to the same place,
    /// then against the counts after the update. An inserted section takes its rows' inserts with it
    /// (after they were checked, as in UIKit), and a duplicate counts once.
    private func validateInserts(
        _ inserts: inout [UpdateItem], moves: [UpdateMove], newRowCounts: [Int], fallsBackToReload: inout Bool
    ) throws(UIKitException) {
        var movedTo: [UpdateItem: UpdateMove] = [:]
        for move in moves where movedTo[move.to] == nil { movedTo[move.to] = move }
        let rowsMovedInto = Set(moves.filter { !$0.isSection }.map(\.to.section))
        var kept: [UpdateItem] = []
        var seen = Set<UpdateItem>()
        var insertedSections = Set<Int>()
        for insert in inserts {
            guard seen.insert(insert).inserted else { continue }
            if let move = movedTo[insert] {
                throw UIKitException(
                    reason: move.isSection
                        ? "attempt to perform an insert and a move to the same section (\(Self.unsignedIndex(insert.section)))"
                        : "attempt to perform an insert and a move to the same index path (\(insert.description))")
            }
            if insert.isSection {
                if rowsMovedInto.contains(insert.section) { fallsBackToReload = true }
                guard insert.section >= 0, insert.section < newRowCounts.count else {
                    throw UIKitException(
                        reason: "attempt to insert section \(Self.unsignedIndex(insert.section)) but there are only "
                            + "\(newRowCounts.count) sections after the update")
                }
                insertedSections.insert(insert.section)
            } else {
                guard insert.section >= 0, insert.section < newRowCounts.count else {
                    throw UIKitException(
                        reason: "attempt to insert row \(Self.unsignedIndex(insert.row)) into section \(Self.unsignedIndex(insert.section)), but there are "
                            + "only \(newRowCounts.count) sections after the update")
                }
                guard insert.row >= 0, insert.row < newRowCounts[insert.section] else {
                    throw UIKitException(
                        reason: "attempt to insert row \(Self.unsignedIndex(insert.row)) into section \(Self.unsignedIndex(insert.section)), but there are "
                            + "only \(newRowCounts[insert.section]) rows in section \(Self.unsignedIndex(insert.section)) after the update")
                }
            }
            kept.append(insert)
        }
        inserts = kept.filter { $0.isSection || !insertedSections.contains($0.section) }
    }

    /// Checks each move (in the order of their old index paths) at both ends, then against the later
    /// moves: the same move again counts once; one row to two places, or two rows to one place, raise.
    private func validateMoves(
        _ moves: inout [UpdateMove], oldRowCounts: [Int], newRowCounts: [Int]
    ) throws(UIKitException) {
        var byFrom: [UpdateItem: [Int]] = [:]
        var byTo: [UpdateItem: [Int]] = [:]
        for (index, move) in moves.enumerated() {
            byFrom[move.from, default: []].append(index)
            byTo[move.to, default: []].append(index)
        }
        var duplicates = Set<Int>()
        for (index, move) in moves.enumerated() where !duplicates.contains(index) {
            let from = move.from
            let to = move.to
            if move.isSection {
                guard from.section >= 0, from.section < oldRowCounts.count else {
                    throw UIKitException(
                        reason: "attempt to move section \(Self.unsignedIndex(from.section)), but there are only "
                            + "\(oldRowCounts.count) sections before the update")
                }
                guard to.section >= 0, to.section < newRowCounts.count else {
                    // "to to" is UIKit's own text (its assertion string has the doubled word).
                    throw UIKitException(
                        reason: "attempt to to move section \(Self.unsignedIndex(from.section)) to section \(Self.unsignedIndex(to.section)), but there are "
                            + "only \(newRowCounts.count) sections after the update")
                }
            } else {
                guard from.section >= 0, from.section < oldRowCounts.count else {
                    throw UIKitException(
                        reason: "attempt to move index path (\(from.description)) from a section that does not exist "
                            + "- there are only \(oldRowCounts.count) sections before the update")
                }
                guard from.row >= 0, from.row < oldRowCounts[from.section] else {
                    throw UIKitException(
                        reason: "attempt to move index path (\(from.description)) that does not exist - there are "
                            + "only \(oldRowCounts[from.section]) rows in section \(Self.unsignedIndex(from.section)) before the update")
                }
                guard to.section >= 0, to.section < newRowCounts.count else {
                    throw UIKitException(
                        reason: "attempt to move index path (\(from.description)) to index path (\(to.description)) "
                            + "in section that does not exist - there are only \(newRowCounts.count) sections after "
                            + "the update")
                }
                guard to.row >= 0, to.row < newRowCounts[to.section] else {
                    throw UIKitException(
                        reason: "attempt to move index path (\(from.description)) to index path (\(to.description)) "
                            + "that does not exist - there are only \(newRowCounts[to.section]) rows in section "
                            + "\(Self.unsignedIndex(to.section)) after the update")
                }
            }
            let later = Set((byFrom[from] ?? []) + (byTo[to] ?? [])).filter { $0 > index && !duplicates.contains($0) }
            for other in later.sorted() {
                let sameFrom = moves[other].from == from
                let sameTo = moves[other].to == to
                if sameFrom, sameTo {
                    duplicates.insert(other)
                } else if sameFrom {
                    throw UIKitException(
                        reason: move.isSection
                            ? "attempt to move section \(Self.unsignedIndex(from.section)) to both section \(Self.unsignedIndex(to.section)) and section "
                                + "\(moves[other].to.section)"
                            : "attempt to move row at index path \(from.description) to both \(to.description) and "
                                + "\(moves[other].to.description)")
                } else {
                    throw UIKitException(
                        reason: move.isSection
                            ? "attempt to move both section \(Self.unsignedIndex(from.section)) and section \(moves[other].from.section) to "
                                + "section \(Self.unsignedIndex(to.section))"
                            : "attempt to move both row at index path \(from.description) and "
                                + "\(moves[other].from.description) to \(to.description)")
                }
            }
        }
        moves = moves.enumerated().filter { !duplicates.contains($0.offset) }.map(\.element)
    }

    private func validateRowCounts(
        oldSections: [Int?], newSections: [Int?], oldRowCounts: [Int], newRowCounts: [Int],
        deletes: [UpdateItem], inserts: [UpdateItem], moves: [UpdateMove]
    ) throws(UIKitException) {
        var inserted: [Int: Int] = [:]
        var deleted: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for insert in inserts { inserted[insert.section, default: 0] += 1 }
        for delete in deletes { deleted[delete.section, default: 0] += 1 }
        for move in moves where newSections[move.from.section] != move.to.section {
            movedOut[move.from.section, default: 0] += 1
            movedIn[move.to.section, default: 0] += 1
        }
        for section in 0..<newRowCounts.count {
            guard let old = oldSections[section] else { continue }
            let count = newRowCounts[section]
            guard count >= 0 else {
                throw UIKitException(
                    reason: "Invalid update: invalid number of rows in section \(section).  Attempt to delete more "
                        + "rows than exist in section.")
            }
            let ins = inserted[section] ?? 0
            let del = deleted[old] ?? 0
            let moveIn = movedIn[section] ?? 0
            let moveOut = movedOut[old] ?? 0
            if count != oldRowCounts[old] + ins - del + moveIn - moveOut {
                throw UIKitException(
                    reason: "Invalid update: invalid number of rows in section \(section).  The number of rows "
                        + "contained in an existing section after the update (\(count)) must be equal to the number "
                        + "of rows contained in that section before the update (\(oldRowCounts[old])), plus or minus "
                        + "the number of rows inserted or deleted from that section (\(ins) inserted, \(del) deleted) "
                        + "and plus or minus the number of rows moved into or out of that section (\(moveIn) moved "
                        + "in, \(moveOut) moved out).")
            }
        }
    }

    /// Applies a validated update: sections and rows with their heights, the selection, the cells
    /// and header/footer views on screen, then the layout at the (clamped) content offset.
    private func apply(
        _ mapping: UpdateMapping, oldSections: [Int?], newRowCounts: [Int]
    ) throws(UIKitException) {
        let oldLayouts = sectionLayouts
        // Heights travel with moved rows.
        var movedHeights: [IndexPath: Double] = [:]
        for (from, to) in mapping.movedRows {
            movedHeights[to] = oldLayouts[from.section].rows.height(of: from.row)
        }
        var layouts: [SectionLayout?] = oldSections.map { $0.map { oldLayouts[$0] } }
        for (old, rows) in mapping.removedRows {
            guard let new = mapping.newSection(for: old), var layout = layouts[new] else { continue }
            for row in rows.reversed() { layout.rows.removeRows(at: row, count: 1) }
            layouts[new] = layout
        }
        // Sections and rows the table does not know yet are asked about in order, as a load asks.
        var askRowHeights = true
        for section in 0..<newRowCounts.count {
            guard var layout = layouts[section] else {
                layouts[section] = try loadSection(
                    section, rowCount: newRowCounts[section], askingRowHeights: &askRowHeights)
                continue
            }
            for row in mapping.addedRows[section] ?? [] {
                let indexPath = IndexPath(row: row, section: section)
                var height = movedHeights[indexPath] ?? initialRowHeight
                if movedHeights[indexPath] == nil, askRowHeights {
                    if let asked = try askInitialHeight(ofRowAt: indexPath) {
                        height = asked
                    } else {
                        askRowHeights = false
                    }
                }
                layout.rows.insertRows(at: row, count: 1, height: height)
            }
            layout.rowCount = layout.rows.count
            layouts[section] = layout
        }
        let newLayouts = layouts.map { $0! }
        let sectionsChanged = newLayouts.count != oldLayouts.count || oldSections.enumerated().contains { $0.element != $0.offset }
        sectionLayouts = newLayouts
        if sectionsChanged {
            loaded.sectionSpans = PrefixSums(newLayouts.map(\.span))
        } else {
            for section in Set(mapping.removedRows.keys).union(mapping.addedRows.keys).sorted() {
                loaded.sectionSpans.set(newLayouts[section].span, at: section)
            }
        }
        updateContentSize()

        loaded.rowCount = newLayouts.reduce(0) { $0 + $1.rowCount }
        accessibilityOrderCache = nil

        // Selection and highlight follow their rows; deleted and reloaded rows lose them, silently.
        selection.selectedRows = Set(selection.selectedRows.compactMap { mapping.newIndexPath(for: $0) })
        highlightedRow = highlightedRow.flatMap { mapping.newIndexPath(for: $0) }
        // The text field that is first responder moves with its row; a deleted or reloaded row's
        // field leaves with its cell and resigns.
        let hadFirstResponder = firstResponderIndexPath != nil
        firstResponderIndexPath = firstResponderIndexPath.flatMap { mapping.newIndexPath(for: $0) }
        let resigned = hadFirstResponder && firstResponderIndexPath == nil
        // So does a finger down on a row.
        emit(.rowsMoved(mapping))

        // Cells follow their rows; those of deleted and reloaded rows end their display after the
        // layout has asked for the cells that come on screen.
        var cells: [IndexPath: TableViewCell] = [:]
        var before: [IndexPath: IndexPath] = [:]
        for old in onScreen.displayedRows {
            guard let cell = onScreen.cellsByRow[old] else { continue }
            if let new = mapping.newIndexPath(for: old) {
                cells[new] = cell
                before[new] = old
            } else {
                cell.setSelected(false, animated: false)
                onScreen.removedCells.append((old, cell))
            }
        }
        onScreen.cellsByRow = cells
        onScreen.displayedRows = cells.keys.sorted()
        update.indexPathsBefore = before

        var headers: [Int: HeaderFooterView] = [:]
        var footers: [Int: HeaderFooterView] = [:]
        var sectionsBefore: [Int: Int] = [:]
        for (old, view) in onScreen.displayedHeaders {
            if let new = mapping.newSection(for: old) {
                headers[new] = view
                sectionsBefore[new] = old
            } else {
                onScreen.removedHeaderFooterViews.append((old, view))
            }
        }
        for (old, view) in onScreen.displayedFooters {
            if let new = mapping.newSection(for: old) {
                footers[new] = view
                sectionsBefore[new] = old
            } else {
                onScreen.removedHeaderFooterViews.append((old, view))
            }
        }
        onScreen.displayedHeaders = headers
        onScreen.displayedFooters = footers
        update.sectionsBefore = sectionsBefore
        let swipeEnded = editingFollows(mapping)
        placeholdersFollow(mapping)
        defer {
            update.indexPathsBefore = [:]
            update.sectionsBefore = [:]
        }

        let clamped = min(max(contentOffset.y, minimumContentOffsetY), maximumContentOffsetY)
        if clamped != contentOffset.y {
            contentOffset.y = clamped
            try callScrollViewDidScroll()
        }
        try layoutVisibleContent()
        try editingEnded(byUpdate: swipeEnded)
        if resigned { emit(.firstResponderResigned) }
        emit(.updateApplied(mapping))
    }
}
