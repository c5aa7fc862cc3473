/// Placeholder rows a drop inserts while its data loads (UIKit's `UITableViewDropPlaceholder`,
/// DragAndDropBehaviour.md): the table shows a row the data source does not have yet. Its cell comes
/// from the placeholder's reuse identifier and the app's `cellUpdateHandler`, never `cellForRowAt`;
/// committing it runs the app's data-source update and then inserts the row as an update does
/// (counts checked, `cellForRowAt`); deleting it takes the row away. The table's counts include the
/// placeholders while they show.
extension TableView {
    /// The coordinator's `drop(_:to: placeholder)`: the row appears at the placeholder's index path
    /// (rows at and after it move down), its cell is made at the next layout if on screen.
    package func insertPlaceholder(_ placeholder: DropPlaceholder) {
        runCrashingOnException { () throws(UIKitException) in
            let target = placeholder.indexPath
            guard target.section >= 0, target.section < sectionLayouts.count, target.row >= 0,
                target.row <= sectionLayouts[target.section].rowCount
            else {
                throw UIKitException(reason: "Attempted to insert a placeholder at an invalid index path (\(target))")
            }
            // An automatic height (UIKit's `automaticDimension`) stands at the standard row height.
            shiftRows(inserting: target, height: placeholder.rowHeight >= 0 ? placeholder.rowHeight : metrics.rowHeight)
            dragDrop.placeholders.append(placeholder)
            try layoutVisibleContent()
        }
    }

    /// The placeholder's context's `commitInsertion(dataSourceUpdates:)`: the app's update runs with
    /// the row's index path, the placeholder row goes, and the row is inserted as `insertRows` does.
    /// False when the placeholder was already committed or deleted.
    package func commitPlaceholder(_ placeholder: DropPlaceholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !placeholder.isFinished, dragDrop.placeholders.contains(where: { $0 === placeholder }) else { return false }
        let indexPath = placeholder.indexPath
        dataSourceUpdates(indexPath)
        runCrashingOnException { () throws(UIKitException) in try removePlaceholder(placeholder, layingOut: false) }
        insertRows(at: [indexPath], with: .automatic)
        return true
    }

    /// The placeholder's context's `deletePlaceholder()`: the row goes, and rows below move up. False
    /// when the placeholder was already committed or deleted.
    package func deletePlaceholder(_ placeholder: DropPlaceholder) -> Bool {
        guard !placeholder.isFinished, dragDrop.placeholders.contains(where: { $0 === placeholder }) else { return false }
        runCrashingOnException { () throws(UIKitException) in try removePlaceholder(placeholder, layingOut: true) }
        return true
    }

    /// The context's `setNeedsCellUpdate()`: the app's `cellUpdateHandler` runs again on the cell, if shown.
    package func updatePlaceholderCell(_ placeholder: DropPlaceholder) {
        guard !placeholder.isFinished, let cell = placeholder.cell else { return }
        runCrashingOnException { () throws(UIKitException) in try callCellUpdateHandler(placeholder, cell) }
    }

    /// The cell of a placeholder row coming on screen, made from its reuse identifier and filled by
    /// the app's handler; nil for a row that is not a placeholder.
    func placeholderCell(at indexPath: IndexPath) throws(UIKitException) -> TableViewCell? {
        guard !dragDrop.placeholders.isEmpty,
            let placeholder = dragDrop.placeholders.first(where: { $0.indexPath == indexPath })
        else { return nil }
        let cell = dequeueReusableCell(withIdentifier: placeholder.reuseIdentifier, for: indexPath)
        assignTraceNumber(to: cell)
        placeholder.cell = cell
        try callCellUpdateHandler(placeholder, cell)
        return cell
    }

    /// The app's `cellUpdateHandler`, traced as `UITableViewDropPlaceholder.cellUpdateHandler cell#N`.
    private func callCellUpdateHandler(_ placeholder: DropPlaceholder, _ cell: TableViewCell) throws(UIKitException) {
        let line = TraceLine(
            .callback, head: .text("UITableViewDropPlaceholder.cellUpdateHandler"), arguments: TraceArguments([cell.traceValue]))
        _ = try callAppClosure(line, result: nil) { placeholder.updateCell(cell) }
    }

    /// Takes a placeholder row away: its cell ends its display, rows after it move up.
    private func removePlaceholder(_ placeholder: DropPlaceholder, layingOut: Bool) throws(UIKitException) {
        placeholder.isFinished = true
        dragDrop.placeholders.removeAll { $0 === placeholder }
        let indexPath = placeholder.indexPath
        if let cell = onScreen.cellsByRow.removeValue(forKey: indexPath) {
            onScreen.displayedRows.removeAll { $0 == indexPath }
            try callDidEndDisplaying(cell, forRowAt: indexPath)
            if let identifier = cell.reuseIdentifier { onScreen.reusePool[identifier, default: []].append(cell) }
        }
        placeholder.cell = nil
        shiftRows(removing: indexPath)
        if layingOut { try layoutVisibleContent() }
    }

    /// Whether a touch's target is a placeholder row or a part of one.
    package func isPlaceholderTarget(_ target: TouchStateMachine.Target) -> Bool {
        guard !dragDrop.placeholders.isEmpty else { return false }
        let row: IndexPath? =
            switch target {
            case .row(let row), .reorderControl(let row): row
            case .control(.detailButton(let row)), .control(.editingControl(let row)), .control(.actionButton(let row, _)),
                .control(.textField(let row)), .control(.accessoryView(let row)):
                row
            case .outsideRowActions, .sectionIndex, .nothing: nil
            }
        return row.map { row in dragDrop.placeholders.contains { $0.indexPath == row } } ?? false
    }

    /// The data source's index path of a row the table shows: the placeholder rows above it in its
    /// section left out, as the data source has no row for them (DragAndDropBehaviour.md).
    func dataSourceIndexPath(forPresentationIndexPath indexPath: IndexPath) -> IndexPath {
        guard !dragDrop.placeholders.isEmpty else { return indexPath }
        let above = dragDrop.placeholders.filter { $0.indexPath.section == indexPath.section && $0.indexPath.row < indexPath.row }.count
        return IndexPath(row: indexPath.row - above, section: indexPath.section)
    }

    /// Whether the table shows rows its data source does not have yet: placeholders (UIKit's `hasUncommittedUpdates`).
    public var hasUncommittedUpdates: Bool { !dragDrop.placeholders.isEmpty }

    /// The data source's row count of a section (`numberOfRowsInSection`) and the placeholder rows it
    /// shows, which count with the data source's rows when an update is checked.
    func callNumberOfRowsWithPlaceholders(inSection section: Int) throws(UIKitException) -> Int {
        let count = try callNumberOfRows(inSection: section)
        return dragDrop.placeholders.isEmpty ? count : count + dragDrop.placeholders.filter { $0.indexPath.section == section }.count
    }

    /// An update moved rows: the lifted row and placeholders follow their rows; a placeholder whose
    /// row the update removed is gone. The table's own reorder of a carried row stops (the update
    /// cancelled it, as it cancels a reorder control's drag).
    func placeholdersFollow(_ mapping: UpdateMapping) {
        if let drag = dragDrop.drag {
            drag.source = mapping.newIndexPath(for: drag.source) ?? drag.source
            drag.added = drag.added.compactMap { mapping.newIndexPath(for: $0) }
            dragDrop.intoRow = dragDrop.intoRow.flatMap { mapping.newIndexPath(for: $0) }
            dragDrop.reorders = false
        }
        guard !dragDrop.placeholders.isEmpty else { return }
        for placeholder in dragDrop.placeholders {
            if let moved = mapping.newIndexPath(for: placeholder.indexPath) {
                placeholder.indexPath = moved
            } else {
                placeholder.isFinished = true
            }
        }
        dragDrop.placeholders.removeAll(where: \.isFinished)
    }

    /// Adds a row to the table's own bookkeeping (heights, counts, cells, selection, placeholders),
    /// with no callback: rows at and after it move down.
    private func shiftRows(inserting indexPath: IndexPath, height: Double) {
        sectionLayouts[indexPath.section].rows.insertRows(at: indexPath.row, count: 1, height: height)
        sectionLayouts[indexPath.section].rowCount += 1
        remapRows(in: indexPath.section) { $0 >= indexPath.row ? $0 + 1 : $0 }
    }

    /// Takes a row out of the table's own bookkeeping, with no callback: rows after it move up.
    private func shiftRows(removing indexPath: IndexPath) {
        sectionLayouts[indexPath.section].rows.removeRows(at: indexPath.row, count: 1)
        sectionLayouts[indexPath.section].rowCount -= 1
        remapRows(in: indexPath.section) { $0 > indexPath.row ? $0 - 1 : $0 }
    }

    /// Renumbers the rows of a section everywhere the table keeps them, after a row came or went.
    private func remapRows(in section: Int, _ newRow: (Int) -> Int) {
        loaded.sectionSpans.set(sectionLayouts[section].span, at: section)
        updateContentSize()
        func moved(_ indexPath: IndexPath) -> IndexPath {
            indexPath.section == section ? IndexPath(row: newRow(indexPath.row), section: section) : indexPath
        }
        onScreen.cellsByRow = Dictionary(uniqueKeysWithValues: onScreen.cellsByRow.map { (moved($0.key), $0.value) })
        onScreen.displayedRows = onScreen.displayedRows.map(moved).sorted()
        selection.selectedRows = Set(selection.selectedRows.map(moved))
        highlightedRow = highlightedRow.map(moved)
        firstResponderIndexPath = firstResponderIndexPath.map(moved)
        if let row = rowActions.row, moved(row) != row { rowActions.rowMoved(to: moved(row)) }
        for placeholder in dragDrop.placeholders { placeholder.indexPath = moved(placeholder.indexPath) }
    }
}
