import TableSim

/// The declared app's data as a diffable data source's snapshot sees it: each section identified by
/// its header title (an untitled section by its place among the untitled ones, `#1`, `#2`), each row
/// by its title, as an app whose items are its rows' names.
struct DeclaredSnapshot: DiffableContents {
    var sectionIdentifiers: [String]
    var itemsBySection: [[String]]
    var reloadedSectionIdentifiers: [String] = []
    var reloadedItemIdentifiers: [String] = []

    /// The snapshot of sections, or the identifiers UIKit would refuse as duplicates (sections first,
    /// then items), each once, in the order the snapshot meets them.
    static func of(_ sections: [SectionDeclaration]) -> Result<DeclaredSnapshot, UIKitException> {
        var untitled = 0
        let sectionIDs = sections.map { section -> String in
            if let header = section.header { return header }
            untitled += 1
            return "#\(untitled)"
        }
        if let repeated = repeatedOnce(sectionIDs) {
            return .failure(UIKitException(reason: DiffableRefusal.duplicateSections(repeated)))
        }
        let items = sections.map { section in (0..<section.rows.count).map { section.rows[$0].title } }
        if let repeated = repeatedOnce(items.flatMap { $0 }) {
            return .failure(UIKitException(reason: DiffableRefusal.duplicateItems(repeated)))
        }
        return .success(DeclaredSnapshot(sectionIdentifiers: sectionIDs, itemsBySection: items))
    }

    /// The values that come more than once, each once, in the order of their second coming; nil if none.
    private static func repeatedOnce(_ values: [String]) -> [String]? {
        var seen = Set<String>(), repeated: [String] = [], listed = Set<String>()
        for value in values where !seen.insert(value).inserted && listed.insert(value).inserted { repeated.append(value) }
        return repeated.isEmpty ? nil : repeated
    }

    func items(inSectionAt index: Int) -> [String] { itemsBySection[index] }
    var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }

    /// The item at an index path, or nil.
    func item(at indexPath: IndexPath) -> String? {
        guard indexPath.section >= 0, indexPath.section < itemsBySection.count,
            indexPath.row >= 0, indexPath.row < itemsBySection[indexPath.section].count
        else { return nil }
        return itemsBySection[indexPath.section][indexPath.row]
    }

    /// Where an item is.
    func place(of item: String) -> IndexPath? {
        for (section, items) in itemsBySection.enumerated() {
            if let row = items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
}

extension DeclaredApp {
    /// `apply`: the app builds a snapshot of its data and applies it, as TableSimUIKit's
    /// `UITableViewDiffableDataSource` does: before the table has loaded, the snapshot is only taken;
    /// after, the difference from the last one is one batch update (iOS 15's semantics, with or
    /// without animation), then the reconfigured items on screen are asked for again. A data set
    /// with a repeated section header or row title raises UIKit's duplicate-identifier exception,
    /// and the data source keeps its snapshot.
    func apply(_ request: ApplyRequest, to tableView: TableView) throws(CommandError) {
        guard shown != nil else {
            throw CommandError("'apply' needs a diffable data source: declare the table with data-source=diffable")
        }
        let snapshot: DeclaredSnapshot
        switch DeclaredSnapshot.of(setup.sections) {
        case .success(let built): snapshot = built
        case .failure(let exception):
            tableView.raiseException(exception)
            return
        }
        switch request {
        case .reloadData:
            shown = setup.sections
            tableView.reloadData()
        case .differences(let animated, let reconfigure, let reload):
            var marked = snapshot
            marked.reloadedItemIdentifiers = try items(at: reload, in: snapshot, for: "reload")
            let reconfigured = try items(at: reconfigure, in: snapshot, for: "reconfigure")
            // The applied snapshot passed these checks when it was applied (or, the first, as the table loaded).
            guard tableView.hasLoadedData, let applied = shown, case .success(let before) = DeclaredSnapshot.of(applied) else {
                shown = setup.sections
                return
            }
            let difference = SnapshotDifference(from: before, to: marked)
            shown = setup.sections
            tableView.applyDifference(difference, animation: animated ? .automatic : .none)
            let places = reconfigured.compactMap { snapshot.place(of: $0) }
            if !places.isEmpty, !tableView.hasCrashed { tableView.reconfigureRows(at: places) }
        }
    }

    /// The snapshot a diffable app applies in viewDidLoad, before its table has loaded: it only
    /// becomes the data source's, unless its identifiers repeat, when UIKit's exception ends the app.
    func applyFirstSnapshot(to tableView: TableView) {
        guard shown != nil, case .failure(let exception) = DeclaredSnapshot.of(setup.sections) else { return }
        tableView.raiseException(exception)
    }

    /// The items at index paths of the app's data, for `reload` and `reconfigure`.
    private func items(at indexPaths: [IndexPath], in snapshot: DeclaredSnapshot, for action: String) throws(CommandError)
        -> [String]
    {
        var items: [String] = []
        for indexPath in indexPaths {
            guard let item = snapshot.item(at: indexPath) else {
                throw CommandError("cannot \(action) \(indexPath.section).\(indexPath.row): the app's data has no such row")
            }
            if !items.contains(item) { items.append(item) }
        }
        return items
    }

    /// A diffable app's `commit`, as apps write it: the data changes (unless the app forgets), then
    /// the data source applies a snapshot of it.
    func commitDiffable(_ editingStyle: EditingStyle, _ declared: RowDeclaration, changesData: Bool, _ tableView: TableView) {
        if changesData, let place = placeInData(of: declared.title) {
            switch editingStyle {
            case .delete:
                setup.sections[place.section].rows.remove(at: place.row)
            case .insert:
                let title = declared.options.insertTitle ?? DeclaredApp.insertedRowTitle
                setup.sections[place.section].rows.insert(RowDeclaration(title: title, options: RowOptions()), at: place.row)
            case .none:
                break
            }
        }
        // Cannot fail: `apply` refuses only a table without a diffable data source, and this is one.
        try? apply(.differences(animated: true, reconfigure: [], reload: []), to: tableView)
    }

    /// Where the row with this title is in the app's data (the snapshot's item identifier is the title).
    private func placeInData(of title: String) -> IndexPath? {
        for (section, declaration) in setup.sections.enumerated() {
            for row in 0..<declaration.rows.count where declaration.rows[row].title == title {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }
}
