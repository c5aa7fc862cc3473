import TableSim

/// The state of a diffable data source's data: sections and the items in them, each named by a
/// unique identifier (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Build one, hand it to ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``,
/// and the table is told the difference from the last one as a batch update. A change UIKit refuses
/// (an identifier supplied twice, items with no section to go to, an identifier the snapshot does
/// not hold) raises UIKit's exception, which ends the test that caused it unless it expects it
/// (`expectUIKitException`), and leaves the snapshot as it was.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The section identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's item identifiers, in the order of ``sectionIdentifiers``.
    private var itemsBySection: [[ItemIdentifierType]] = []
    /// Every item, for membership in constant time (UIKit's checks ask it for each identifier given);
    /// each change of the items keeps it in step.
    private var allItems: Set<ItemIdentifierType> = []
    /// The items marked for reloading by ``reloadItems(_:)``.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring by ``reconfigureItems(_:)``.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading by ``reloadSections(_:)``.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The number of items in a section; UIKit's exception for a section the snapshot lacks.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section, in order; UIKit's exception for a section the snapshot lacks.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = indexOfSection(identifier) else {
            Self.raise("Invalid section identifier queried: \(identifier)")
            return []
        }
        return itemsBySection[section]
    }

    /// The section that holds an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        place(of: identifier).map { sectionIdentifiers[$0.section] }
    }

    /// The item's position among all items, section by section, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = place(of: identifier) else { return nil }
        return itemsBySection[..<place.section].reduce(0) { $0 + $1.count } + place.row
    }

    /// The section's position, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    /// Where an item is, or nil.
    func place(of identifier: ItemIdentifierType) -> IndexPath? {
        guard allItems.contains(identifier) else { return nil }
        for (section, items) in itemsBySection.enumerated() {
            if let row = items.firstIndex(of: identifier) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The item at an index path, or nil.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < itemsBySection.count else { return nil }
        let items = itemsBySection[indexPath.section]
        return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
    }

    /// The items of a section by its position.
    package func items(inSectionAt index: Int) -> [ItemIdentifierType] { itemsBySection[index] }

    /// Replaces every section's items at once (the table moved a row; the sections stay).
    mutating func replaceItems(_ sections: [[ItemIdentifierType]]) {
        precondition(sections.count == itemsBySection.count, "a move keeps the sections")
        itemsBySection = sections
    }

    // MARK: Items

    /// Adds items at the end of a section (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard checkNew(identifiers) else { return }
        let section: Int
        if let sectionIdentifier {
            guard let index = indexOfSection(sectionIdentifier) else {
                return Self.raise("Invalid section identifier for which to append items: \(sectionIdentifier)")
            }
            section = index
        } else {
            guard !sectionIdentifiers.isEmpty else {
                return Self.raise("There are currently no sections in the data source. Please add a section first.")
            }
            section = sectionIdentifiers.count - 1
        }
        itemsBySection[section] += identifiers
        allItems.formUnion(identifiers)
    }

    /// Inserts items just before another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        insertItems(identifiers, besides: beforeItem, after: false)
    }

    /// Inserts items just after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        insertItems(identifiers, besides: afterItem, after: true)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], besides other: ItemIdentifierType, after: Bool) {
        guard checkNew(identifiers) else { return }
        guard let place = place(of: other) else {
            return Self.raise("Invalid item identifier specified for insert: \(other)")
        }
        itemsBySection[place.section].insert(contentsOf: identifiers, at: place.row + (after ? 1 : 0))
        allItems.formUnion(identifiers)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers).intersection(allItems)
        guard !doomed.isEmpty else { return }
        for section in itemsBySection.indices { itemsBySection[section].removeAll { doomed.contains($0) } }
        allItems.subtract(doomed)
        reloadedItemIdentifiers.removeAll { doomed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item to just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem other: ItemIdentifierType) {
        moveItem(identifier, besides: other, after: false)
    }

    /// Moves an item to just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem other: ItemIdentifierType) {
        moveItem(identifier, besides: other, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, besides other: ItemIdentifierType, after: Bool) {
        guard identifier != other else {
            return Self.raise("Attempted to move item identifier relative to itself: \(identifier)")
        }
        guard let from = place(of: identifier) else {
            return Self.raise("Invalid item identifier specified for move: \(identifier)")
        }
        guard place(of: other) != nil else {
            return Self.raise("Invalid item identifier specified as move destination: \(other)")
        }
        itemsBySection[from.section].remove(at: from.row)
        let to = place(of: other)!
        itemsBySection[to.section].insert(identifier, at: to.row + (after ? 1 : 0))
    }

    /// Marks items to be reloaded: their rows are reloaded (new cells) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard checkPresent(identifiers, for: "reload") else { return }
        reloadedItemIdentifiers += identifiers.filter { !reloadedItemIdentifiers.contains($0) }
    }

    /// Marks items to be reconfigured: their cells on screen are asked for again, and given back by
    /// dequeue, when the snapshot is applied (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard checkPresent(identifiers, for: "reconfigure") else { return }
        reconfiguredItemIdentifiers += identifiers.filter { !reconfiguredItemIdentifiers.contains($0) }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard checkNewSections(identifiers) else { return }
        sectionIdentifiers += identifiers
        itemsBySection += identifiers.map { _ in [] }
    }

    /// Inserts sections just before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        insertSections(identifiers, besides: beforeSection, after: false)
    }

    /// Inserts sections just after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
        insertSections(identifiers, besides: afterSection, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], besides other: SectionIdentifierType, after: Bool) {
        guard checkNewSections(identifiers) else { return }
        guard let index = indexOfSection(other) else {
            return Self.raise("Invalid section identifier specified for insert: \(other)")
        }
        let at = index + (after ? 1 : 0)
        sectionIdentifiers.insert(contentsOf: identifiers, at: at)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: at)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            let removed = Set(itemsBySection[index])
            allItems.subtract(removed)
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
            reloadedItemIdentifiers.removeAll { removed.contains($0) }
            reconfiguredItemIdentifiers.removeAll { removed.contains($0) }
            reloadedSectionIdentifiers.removeAll { $0 == identifier }
        }
    }

    /// Moves a section to just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection other: SectionIdentifierType) {
        moveSection(identifier, besides: other, after: false)
    }

    /// Moves a section to just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection other: SectionIdentifierType) {
        moveSection(identifier, besides: other, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, besides other: SectionIdentifierType, after: Bool) {
        guard let from = indexOfSection(identifier), indexOfSection(other) != nil, identifier != other else {
            return Self.raise("Invalid section identifier specified for move: \(identifier)")
        }
        let items = itemsBySection.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let to = indexOfSection(other)! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil {
            return Self.raise("Invalid section identifier specified for reload: \(identifier)")
        }
        reloadedSectionIdentifiers += identifiers.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    /// Forgets the reload and reconfigure marks (what is left once the snapshot has been applied).
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: UIKit's refusals

    /// Whether identifiers may be added: none twice in the list, none already in the snapshot.
    private func checkNew(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen: Set<ItemIdentifierType> = []
        let repeated = identifiers.filter { !seen.insert($0).inserted }
        let present = identifiers.filter { allItems.contains($0) }
        let duplicates = Self.unique(repeated + present)
        guard duplicates.isEmpty else {
            Self.raise(DiffableRefusal.duplicateItems(duplicates))
            return false
        }
        return true
    }

    private func checkNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen: Set<SectionIdentifierType> = []
        let duplicates = Self.unique(identifiers.filter { !seen.insert($0).inserted || sectionIdentifiers.contains($0) })
        guard duplicates.isEmpty else {
            Self.raise(DiffableRefusal.duplicateSections(duplicates))
            return false
        }
        return true
    }

    private func checkPresent(_ identifiers: [ItemIdentifierType], for action: String) -> Bool {
        let missing = Self.unique(identifiers.filter { !allItems.contains($0) })
        guard missing.isEmpty else {
            Self.raise("Attempted to \(action) item identifiers that do not exist in the snapshot: \(DiffableRefusal.setDescription(missing))")
            return false
        }
        return true
    }

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen: Set<T> = []
        return values.filter { seen.insert($0).inserted }
    }


    /// Raises UIKit's exception for a refused change; the change is not made.
    private static func raise(_ reason: String) {
        UncaughtExceptions.report(UIKitException(reason: reason))
    }
}

extension NSDiffableDataSourceSnapshot: DiffableContents {}
