/// The table's internal consistency, checked by the tests after every step.
extension TableView {
    /// Every broken invariant, as a sentence each; empty when the table is consistent.
    ///
    /// Selection holds only existing rows; each displayed row has exactly one cell, which is not in
    /// the reuse pool; displayed rows are in order; the highlighted row is displayed while no finger holds it; the section
    /// prefix sums agree with the sections' heights; the content size is their total; every section's
    /// height index is consistent and counts its rows; offsets, sizes and insets are finite; no change
    /// waits outside a batch; cells follow the editing mode (every row, or the one swiped row), and
    /// buttons are shown for an existing row only; a drag's offset is finite, and no frame of moving
    /// content is overdue.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        for indexPath in selection.selectedRows where !contains(indexPath) {
            problems.append("selected row \(indexPath) does not exist")
        }
        // Neighbours only, without sorting a copy: rows are in order when no row comes after a later one.
        if zip(onScreen.displayedRows, onScreen.displayedRows.dropFirst()).contains(where: { $0 > $1 }) {
            problems.append("displayed rows are out of order")
        }
        if zip(onScreen.displayedRows, onScreen.displayedRows.dropFirst()).contains(where: { $0 == $1 }) {
            problems.append("a row is displayed twice")
        }
        // Explorers check after every step: one lookup per displayed row, and cells compared by sorted
        // identity rather than through sets.
        var cells: [ObjectIdentifier] = []
        cells.reserveCapacity(onScreen.displayedRows.count)
        var cellsMatch = onScreen.cellsByRow.count == onScreen.displayedRows.count
        for row in onScreen.displayedRows {
            if let cell = onScreen.cellsByRow[row] { cells.append(ObjectIdentifier(cell)) } else { cellsMatch = false }
        }
        if !cellsMatch { problems.append("cells do not match the displayed rows") }
        cells.sort()
        if zip(cells, cells.dropFirst()).contains(where: { $0 == $1 }) { problems.append("a cell shows two rows") }
        if !onScreen.reusePool.isEmpty, !cells.isEmpty {
            var pooled: [ObjectIdentifier] = []
            for queue in onScreen.reusePool.values { pooled += queue.lazy.map { ObjectIdentifier($0) } }
            pooled.sort()
            // Both sorted: a merge finds a cell in both.
            var (cell, pool) = (0, 0)
            while cell < cells.count, pool < pooled.count, cells[cell] != pooled[pool] {
                if cells[cell] < pooled[pool] { cell += 1 } else { pool += 1 }
            }
            if cell < cells.count, pool < pooled.count { problems.append("a displayed cell is in the reuse pool") }
        }
        for (indexPath, cell) in onScreen.cellsByRow where cell.isSelected != (!selection.selectedRows.isEmpty && selection.selectedRows.contains(indexPath)) {
            problems.append("cell of \(indexPath) disagrees with the selection")
        }
        // App code may scroll the held row away under the finger: it stays highlighted until the lift.
        if let highlightedRow, onScreen.cellsByRow[highlightedRow] == nil, !isTracking {
            problems.append("highlighted row \(highlightedRow) is not displayed and no finger holds it")
        }
        if let row = rowActions.row {
            if !contains(row) { problems.append("row \(row) showing buttons does not exist") }
            if shownActions.isEmpty { problems.append("row \(row) shows buttons without actions") }
        } else if !shownActions.isEmpty {
            problems.append("actions are kept with no row showing them")
        }
        for (indexPath, cell) in onScreen.cellsByRow {
            let swiped = rowActions.isEditingSwipedRow && rowActions.row == indexPath
            if cell.isEditing != (isEditingAllRows || swiped) {
                problems.append("cell of \(indexPath) disagrees with the editing mode")
            }
            if !isEditingAllRows, cell.isEditable || cell.isShowingReorderControl {
                problems.append("cell of \(indexPath) shows editing controls outside editing mode")
            }
        }
        if let drag = reorder.drag {
            // Outside editing mode only the long-press drag reorders (DragAndDropBehaviour.md).
            if !isEditingAllRows, !dragDrop.reorders { problems.append("a row is dragged outside editing mode") }
            if dragDrop.reorders, draggedRow != drag.source { problems.append("the table reorders a row its drag did not lift") }
            if !contains(drag.source) { problems.append("dragged row \(drag.source) does not exist") }
        }
        if loaded.sectionSpans.count != sectionLayouts.count { problems.append("section sums count differs") }
        var total = 0.0
        // By index, not by copying each section's layout (and retaining its height index) per step.
        for section in sectionLayouts.indices {
            let span = sectionLayouts[section].span
            if abs(loaded.sectionSpans.prefix(section) - total) > 1e-6 { problems.append("section \(section) starts wrong") }
            if abs(loaded.sectionSpans[section] - span) > 1e-6 { problems.append("section \(section) span wrong") }
            total += span
        }
        let expected = tableHeaderHeight + total + tableFooterHeight
        if abs(contentSize.height - expected) > 1e-6 { problems.append("content height \(contentSize.height) != \(expected)") }
        for section in sectionLayouts.indices {
            let (rowCount, heights) = (sectionLayouts[section].rowCount, sectionLayouts[section].rows.count)
            if rowCount != heights {
                problems.append("section \(section) counts \(rowCount) rows but has \(heights) heights")
            }
            for problem in sectionLayouts[section].rows._checkInvariants() {
                problems.append("section \(section) heights: \(problem)")
            }
        }
        problems += loaded.sectionSpans._checkInvariants().map { "section sums: \($0)" }
        if update.depth == 0, !update.pending.isEmpty { problems.append("changes are pending outside a batch") }
        if !onScreen.removedCells.isEmpty || !onScreen.removedHeaderFooterViews.isEmpty {
            problems.append("views removed by an update are still waiting for their end of display")
        }
        for indexPath in onScreen.displayedRows where !contains(indexPath) {
            problems.append("displayed row \(indexPath) does not exist")
        }
        for section in onScreen.displayedHeaders.keys where section >= sectionLayouts.count {
            problems.append("a header or footer is displayed for missing section \(section)")
        }
        for section in onScreen.displayedFooters.keys where section >= sectionLayouts.count {
            problems.append("a header or footer is displayed for missing section \(section)")
        }
        let inset = adjustedContentInset
        let finite = contentOffset.x.isFinite && contentOffset.y.isFinite && contentSize.width.isFinite
            && contentSize.height.isFinite && frame.width.isFinite && frame.height.isFinite
            && inset.top.isFinite && inset.left.isFinite && inset.bottom.isFinite && inset.right.isFinite
        if !finite {
            problems.append("geometry is not finite: offset \(contentOffset), size \(contentSize), inset \(inset)")
        }
        if case .dragging(let raw) = scrolling.finger, !raw.isFinite { problems.append("the drag's offset \(raw) is not finite") }
        if let next = scrolling.nextFrameTime, next <= clock.now, exception == nil {
            problems.append("a frame of the moving content was due at \(next)ms and is not shown at \(clock.now)ms")
        }
        return problems
    }
}
