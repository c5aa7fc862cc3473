import TableSim

// Drag and drop in the scenario language (DragAndDropBehaviour.md): the table options `drag=on` and
// `drop=…` that make the declared app the table's drag and drop delegates, `drag S.R to S.R` outside
// editing mode (the long-press drag), `drop "TEXT"… at S.R` (a drop from another app), and
// `drop commit`/`drop delete` (the app's load of a placeholder's data finishing or failing).

/// What the declared app's drop delegate answers (`drop=`).
package enum DropHandling: String, Hashable, Sendable, CaseIterable {
    /// No drop delegate.
    case off
    /// The table's own drag proposes a move into the gap; a drop from outside a copy, whose texts
    /// become rows at once (`drop(_:toRowAt:)`).
    case insert
    /// As `insert`, but a drop from outside inserts a placeholder row per item, which `drop commit`
    /// or `drop delete` finishes.
    case placeholder
    /// Every proposal is `.forbidden`: nothing lands.
    case forbidden
    /// `canHandle` answers false: the drop delegate takes no session.
    case decline
    /// Every row is a folder: the proposal is a copy (a move for the table's own drag) into the row
    /// under the drop (`.insertIntoDestinationIndexPath`), none over the lifted row itself or past a
    /// section's end; the dropped texts join the row's title after " + " (the row reloads) and a row
    /// of the table's own drag leaves the data (the row is deleted in the same update).
    case into
}

/// The declared app's drag and drop (`drag=on`, `drop=…` on the `table` line).
package struct DragDropOptions: Hashable, Sendable {
    /// Whether the app is the drag delegate and sets `dragInteractionEnabled` (`drag=on`).
    package var drag = false
    /// What its drop delegate answers.
    package var drop = DropHandling.off
    package init() {}
}

/// The drag-and-drop commands besides `drag S.R to S.R`.
package enum DragDropCommand: Hashable, Sendable {
    /// `drop "TEXT"… at S.R`: a drag from another app drops items holding the texts there.
    case dropTexts([String], at: IndexPath)
    /// `drop commit`: the oldest placeholder's data loaded; the app commits it (a row with its text).
    case commit
    /// `drop delete`: the oldest placeholder's data failed to load; the app deletes it.
    case delete
    /// `drag add S.R`: while a finger carries a row, a second finger taps another row, which joins the drag.
    case add(IndexPath)
}

extension Grammar {
    /// Texts the fuzz generator drops.
    static let dropTexts = ["Kiwi", "Lime", "Mango"]

    /// The `table` options of drag and drop.
    static let dragDropOptions: [OptionDeclaration<TableOptions>] = [
        .bool("drag") { $0.dragDrop.drag = $1 },
        .choice("drop") { $0.dragDrop.drop = $1 },
    ]

    /// `drop …`.
    static let dragDropDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "drop", .command, synopsis: "drop \"TEXT\"... at S.R",
            summary: "A drag from another app drops items holding the texts at a row index (up to the section's row count): canHandle, dropSessionDidEnter, dropSessionDidUpdate for the destination, then performDropWith when the proposal is a copy or a move (else dropSessionDidExit), then dropSessionDidEnd. With drop=placeholder the app inserts placeholder rows; 'drop commit' or 'drop delete' finishes them. (A drag of the table's own rows is 'drag S.R to S.R' on a table with drag=on.)",
            example: "drop \"Kiwi\" at 0.1",
            parse: { cursor throws(ScenarioError) in
                var texts = [try cursor.string("the dropped text in quotes, such as \"Kiwi\", or commit or delete")]
                while let token = cursor.peek(), token.kind == .string { texts.append(try cursor.string("a text")) }
                try cursor.keyword("at", "'at' and the row index the items land at, such as: drop \"Kiwi\" at 0.1")
                let destination = try cursor.indexPath()
                try cursor.end()
                return .command(.dragDrop(.dropTexts(texts, at: destination)))
            },
            complete: { request in
                if request.words.count == 1 { return ["commit", "delete", "\"Kiwi\""] }
                return request.words.last == "at" ? request.rows() : ["at"]
            },
            fuzzing: [
                .command(weight: 0.3) { writer in
                    writer.emit("drop " + writer.pick(dropTexts).traceDescription + " at " + writer.pick(["0.0", "0.1", "0.3", "1.0"]))
                }
            ]),
        StatementDeclaration(
            "drop commit", .command, arguments: [],
            summary: "App code: the oldest placeholder row's data loaded; its context's commitInsertion adds a row with the dropped text to the data, and the row takes the placeholder's place as an inserted row (cellForRowAt).",
            example: "drop commit", fuzz: [.command(weight: 0.2)]
        ) { _ in .command(.dragDrop(.commit)) },
        StatementDeclaration(
            "drop delete", .command, arguments: [],
            summary: "App code: the oldest placeholder row's data failed to load; its context's deletePlaceholder takes the row away.",
            example: "drop delete", fuzz: [.command(weight: 0.1)]
        ) { _ in .command(.dragDrop(.delete)) },
        StatementDeclaration(
            "drag add", .command, arguments: [.indexPath(.onScreen)],
            summary: "While a finger carries a row (touch down on a row of a table with drag=on, then wait 500ms), a second finger taps another row on screen: itemsForAddingTo gives its items, which join the drag, and the drop delegate proposes the destination again. A drag of several rows is not the table's own reorder: the drop delegate takes it (performDropWith), and without one the lift lands nothing.",
            example: "drag add 0.2", fuzz: [.command(weight: 0.2)]
        ) { arguments in .command(.dragDrop(.add(arguments.indexPath(0)))) },
    ]
}

extension ScenarioEngine {
    /// Sets the table up for drag and drop as the `table` line says.
    func configureDragDrop(_ tableView: TableView, app: DeclaredApp) {
        let options = setup.options.dragDrop
        if options.drag {
            tableView.dragInteractionEnabled = true
            tableView.dragDelegate = app
        }
        if options.drop != .off { tableView.dropDelegate = app }
        if options.drop == .placeholder {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: DeclaredApp.placeholderReuseIdentifier)
        }
    }

    /// Runs a drag-and-drop command.
    func performDragDrop(_ command: DragDropCommand, on simulator: Simulator, app: DeclaredApp) throws {
        switch command {
        case .dropTexts(let texts, let destination):
            guard simulator.tableView.dropDelegate != nil else {
                throw CommandError("the table has no drop delegate; declare one with 'table … drop=insert'")
            }
            try simulator.drop(texts: texts, at: destination)
        case .add(let row):
            try simulator.addToDrag(tapping: row)
        case .commit, .delete:
            guard !app.pendingPlaceholders.isEmpty else {
                throw CommandError("no placeholder row waits for its data; 'drop \"TEXT\" at S.R' on a table with drop=placeholder inserts one")
            }
            let (placeholder, text) = app.pendingPlaceholders.removeFirst()
            let table = simulator.tableView
            if command == .commit {
                _ = table.commitPlaceholder(placeholder) { indexPath in
                    app.insertDropped(text, at: indexPath)
                }
            } else {
                _ = table.deletePlaceholder(placeholder)
            }
        }
    }
}

// MARK: The declared app's delegates

extension DeclaredApp: TableViewDragDelegate, TableViewDropDelegate {
    /// The reuse identifier of the declared app's placeholder cells.
    static let placeholderReuseIdentifier = "Placeholder"

    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem] {
        // Search results are read-only (SearchBehaviour.md): the filtered rows' index paths are not the data's.
        guard searched == nil, let row = dropSourceRow(indexPath, tableView) else { return [] }
        let item = DragItem(text: row.title)
        item.localObject = row.title
        return [item]
    }
    func tableView(_ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] {
        self.tableView(tableView, itemsForBeginning: session, at: indexPath)
    }
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession) {}
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool { true }
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool { false }
    func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) {}

    func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool {
        searched == nil && setup.options.dragDrop.drop != .decline  // no drops into search results, likewise
    }
    func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession) {}
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: any DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        if setup.options.dragDrop.drop == .forbidden { return TableViewDropProposal(operation: .forbidden) }
        if setup.options.dragDrop.drop == .into { return intoProposal(session, destinationIndexPath) }
        return TableViewDropProposal(
            operation: session.localDragSession == nil ? .copy : .move, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession) {}
    func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession) {}
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }

    /// A drop from outside: each item's text becomes a row at the destination and after it (with
    /// `drop=placeholder`, a placeholder row each, which waits for `drop commit` or `drop delete`).
    func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator) {
        if coordinator.proposal.intent == .insertIntoDestinationIndexPath { return dropInto(coordinator, tableView) }
        if let drag = coordinator.session.localDragSession as? TableDragSession { return dropRows(of: drag, coordinator, tableView) }
        guard let coordinator = coordinator as? TableDropCoordinator else { return }
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
        let landing = coordinator.items.indices.map { IndexPath(row: destination.row + $0, section: destination.section) }
        if setup.options.dragDrop.drop == .placeholder {
            for (item, indexPath) in zip(coordinator.items, landing) {
                let placeholder = DropPlaceholder(
                    indexPath: indexPath, reuseIdentifier: DeclaredApp.placeholderReuseIdentifier, rowHeight: tableView.rowHeight
                ) { cell in cell.textLabel?.text = "Loading…" }
                tableView.insertPlaceholder(placeholder)
                pendingPlaceholders.append((placeholder, item.dragItem.text ?? ""))
            }
            return
        }
        // The texts join the data, the table inserts their rows in one update, and each item lands in its row.
        for (item, indexPath) in zip(coordinator.items, landing) { insertDropped(item.dragItem.text ?? "", at: indexPath) }
        tableView.insertRows(at: landing, with: .automatic)
        for indexPath in landing { tableView.callDropPreviewParameters(forRowAt: indexPath) }
    }

    /// Adds a dropped text to the app's data as a row at an index path.
    func insertDropped(_ text: String, at indexPath: IndexPath) {
        guard indexPath.section < setup.sections.count, indexPath.row <= setup.sections[indexPath.section].rows.count else { return }
        setup.sections[indexPath.section].rows.insert(RowDeclaration(title: text, options: RowOptions()), at: indexPath.row)
    }

    /// The declared row a drag lifts, if the data has it.
    private func dropSourceRow(_ indexPath: IndexPath, _ tableView: TableView) -> RowDeclaration? { dropSourceRow(indexPath) }
}

// MARK: drop=into

extension DeclaredApp {
    /// `drop=into`'s proposal: into the row under the drop, a move for the table's own drag and a copy
    /// from outside; cancelled over the lifted row itself, past a section's end or over no row.
    fileprivate func intoProposal(_ session: any DropSession, _ destination: IndexPath?) -> TableViewDropProposal {
        let local = session.localDragSession as? TableDragSession
        guard let destination, dropSourceRow(destination) != nil, destination != local?.source else {
            return TableViewDropProposal(operation: .cancel)
        }
        return TableViewDropProposal(operation: local == nil ? .copy : .move, intent: .insertIntoDestinationIndexPath)
    }

    /// A drop into a row: its texts join the row's title after " + " and the row reloads; a row of
    /// the table's own drag leaves the data, deleted in the same update.
    fileprivate func dropInto(_ coordinator: any TableViewDropCoordinator, _ tableView: TableView) {
        guard let destination = coordinator.destinationIndexPath, dropSourceRow(destination) != nil else { return }
        let texts = coordinator.items.map { $0.dragItem.text ?? "" }
        var row = setup.sections[destination.section].rows[destination.row]
        row.title += texts.map { " + " + $0 }.joined()
        setup.sections[destination.section].rows.replace(at: destination.row, with: row)
        let moved = (coordinator.session.localDragSession as? TableDragSession)?.source
        if let moved, dropSourceRow(moved) != nil {
            _ = setup.sections[moved.section].rows.remove(at: moved.row)
            tableView.performBatchUpdates {
                tableView.deleteRows(at: [moved], with: .automatic)
                tableView.reloadRows(at: [destination], with: .automatic)
            }
        } else {
            tableView.reloadRows(at: [destination], with: .automatic)
        }
    }

    /// The declared row at an index path, if the data has it.
    fileprivate func dropSourceRow(_ indexPath: IndexPath) -> RowDeclaration? {
        guard indexPath.section >= 0, indexPath.section < setup.sections.count, indexPath.row >= 0,
            indexPath.row < setup.sections[indexPath.section].rows.count
        else { return nil }
        return setup.sections[indexPath.section].rows[indexPath.row]
    }
}

// MARK: A drop of several of the table's own rows

extension DeclaredApp {
    /// The table's own drag of several rows (taps added them) lands in a gap: the rows leave their
    /// places and land together at the destination, in the order they joined the drag, in one update
    /// (deleteRows of their old index paths, insertRows of their new ones). The destination counts as
    /// the reorder counts it for the lifted row; the other carried rows above it in its section are
    /// taken off it. A drag of one row is the table's own reorder (moveRowAt), never this.
    fileprivate func dropRows(of drag: TableDragSession, _ coordinator: any TableViewDropCoordinator, _ tableView: TableView) {
        let carried = [drag.source] + drag.added
        guard carried.count > 1, let destination = coordinator.destinationIndexPath,
            carried.allSatisfy({ dropSourceRow($0) != nil }), destination.section < setup.sections.count
        else { return }
        let rows = carried.map { setup.sections[$0.section].rows[$0.row] }
        for indexPath in carried.sorted(by: >) { _ = setup.sections[indexPath.section].rows.remove(at: indexPath.row) }
        let above = drag.added.filter { $0.section == destination.section && $0.row < destination.row }.count
        let start = min(max(0, destination.row - above), setup.sections[destination.section].rows.count)
        let landing = rows.indices.map { IndexPath(row: start + $0, section: destination.section) }
        for (row, indexPath) in zip(rows, landing) { setup.sections[indexPath.section].rows.insert(row, at: indexPath.row) }
        tableView.performBatchUpdates {
            tableView.deleteRows(at: carried, with: .automatic)
            tableView.insertRows(at: landing, with: .automatic)
        }
    }
}
