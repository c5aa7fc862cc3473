/// Editing mode, the Delete confirmation, swipe actions and reordering.
///
/// Entering editing mode tells every visible cell first, then asks each visible row, top to bottom:
/// `canEditRowAt`, `editingStyleForRowAt`, `canMoveRowAt`, `shouldIndentWhileEditingRowAt` (a modelled
/// order, see <doc:EditingMode>). A row that cannot be edited is asked nothing more; `editingStyleForRowAt`
/// is skipped under `allowsMultipleSelectionDuringEditing`; `canMoveRowAt` only when the data source
/// implements `moveRowAt`. Rows that come on screen while editing are asked the same, between
/// `cellForRowAt` and `willDisplay`.
extension TableView {
    // MARK: Editing mode

    /// Puts every row into or out of editing mode (the Edit/Done button of a `UITableViewController`).
    ///
    /// A row opened by a swipe closes first (`didEndEditingRowAt`); a Delete confirmation goes away.
    /// Setting the mode the table is already in does nothing more. Leaving editing mode asks nothing.
    public func setEditing(_ editing: Bool, animated: Bool) {
        runCrashingOnException { () throws(UIKitException) in try setEditingNow(editing, animated: animated) }
    }

    func setEditingNow(_ editing: Bool, animated: Bool) throws(UIKitException) {
        try performRowActions(rowActions.dismissed())
        guard editing != isEditingAllRows else { return }
        isEditingAllRows = editing
        // A row held by its reorder control goes back when its control goes away.
        if !editing { reorder.cancelled() }
        let rows = onScreen.displayedRows
        for indexPath in rows { onScreen.cellsByRow[indexPath]?.setEditing(editing, animated: animated) }
        for indexPath in rows {
            guard let cell = onScreen.cellsByRow[indexPath] else { continue }
            if editing {
                try configureEditingControls(of: cell, at: indexPath)
            } else {
                clearEditingControls(of: cell)
            }
        }
        emit(.editingChanged)
    }

    /// Sets a cell coming on screen to the table's editing mode, asking the row's editing questions
    /// while every row edits.
    func prepareEditingState(of cell: TableViewCell, at indexPath: IndexPath) throws(UIKitException) {
        // The row showing buttons keeps them when its cell comes back on screen (after a programmatic scroll).
        cell.showingDeleteConfirmation = rowActions.row == indexPath
        let editing = isEditingAllRows || (rowActions.isEditingSwipedRow && rowActions.row == indexPath)
        if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
        if isEditingAllRows {
            try configureEditingControls(of: cell, at: indexPath)
        } else {
            clearEditingControls(of: cell)
        }
    }

    /// Asks a row what it shows in editing mode: whether it can be edited, its control, whether it can
    /// move and whether it indents.
    private func configureEditingControls(of cell: TableViewCell, at indexPath: IndexPath) throws(UIKitException) {
        guard try callCanEditRow(at: indexPath) else {
            clearEditingControls(of: cell)
            return
        }
        // Under multiple selection the row shows a selection circle instead: no style is asked.
        let style = allowsMultipleSelectionDuringEditing ? EditingStyle.none : try callEditingStyle(forRowAt: indexPath)
        let canMove = appResponds(to: .moveRowAt) ? try callCanMoveRow(at: indexPath) : false
        let indents = try callShouldIndentWhileEditingRow(at: indexPath)
        cell.isEditable = true
        cell.editingStyle = style
        cell.isShowingReorderControl = canMove
        cell.shouldIndentWhileEditing = indents
    }

    private func clearEditingControls(of cell: TableViewCell) {
        cell.isEditable = false
        cell.editingStyle = .none
        cell.isShowingReorderControl = false
    }

    // MARK: The Delete confirmation and the buttons of a swiped row

    /// The row showing swipe actions or a Delete confirmation, if any.
    public var indexPathForRowShowingActions: IndexPath? {
        switch rowActions.state {
        case .open(let row, _, _), .confirmingDelete(let row): row
        case .hidden, .swiping: nil
        }
    }

    /// The user tapped a row's editing control: the red minus shows the Delete confirmation (asking its
    /// title), the green plus commits `.insert` at once.
    func editingControlTapped(_ indexPath: IndexPath) throws(UIKitException) {
        guard isEditingAllRows, rowActions.state == .hidden, let cell = onScreen.cellsByRow[indexPath] else { return }
        switch cell.editingStyle {
        case .delete:
            let title = try callTitleForDeleteConfirmationButton(forRowAt: indexPath) ?? "Delete"
            shownActions = [ContextualAction(standardDeleteTitled: title)]
            rowActions.deleteControlTapped(indexPath)
            cell.showingDeleteConfirmation = true
            emit(.rowButtonsShown(indexPath, confirmation: true))
        case .insert:
            try callCommit(.insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    /// The user tapped one of the buttons a row shows: the standard Delete commits `.delete`, another
    /// action runs its handler; when that is done the buttons close (a swiped row with `didEndEditingRowAt`).
    func actionButtonTapped(_ index: Int) throws(UIKitException) {
        guard case .perform(let row, let button) = rowActions.buttonTapped(index), button < shownActions.count else {
            return
        }
        let action = shownActions[button]
        // The row's own action may delete it: the buttons close afterwards, under the row's old index path.
        rowEditing.performingActionRow = row
        defer { rowEditing.performingActionRow = nil }
        if action.isStandardDelete {
            try callCommit(.delete, forRowAt: row)
            try performRowActions(rowActions.actionCompleted(on: row))
            return
        }
        guard let cell = onScreen.cellsByRow[row] else { return }
        let completion = HandlerCompletion()
        let closings = rowEditing.rowButtonsClosings
        try callHandler(of: action, forRowAt: row, in: cell) { [weak self] _ in
            guard let self else { return }
            guard completion.handlerReturned else {
                completion.calledDuringHandler = true
                return
            }
            // Called later by the app: the buttons close then, at the row where they are now (an
            // update may have moved it), unless they already went away.
            guard self.rowEditing.rowButtonsClosings == closings, let current = self.rowActions.row else { return }
            self.runCrashingOnException { () throws(UIKitException) in
                try self.performRowActions(self.rowActions.actionCompleted(on: current))
            }
        }
        completion.handlerReturned = true
        if completion.calledDuringHandler { try performRowActions(rowActions.actionCompleted(on: row)) }
    }

    /// A touch came down away from the buttons a row shows: they go away, and nothing else happens.
    func hideRowActions() throws(UIKitException) {
        try performRowActions(rowActions.dismissed())
    }

    private func performRowActions(_ action: RowActionsStateMachine.Action) throws(UIKitException) {
        switch action {
        case .none, .perform:
            break
        case .endEditingRow(let row):
            closeRowButtons(row)
            try callDidEndEditingRow(at: row)
        case .hideConfirmation(let row):
            closeRowButtons(row)
        }
    }

    /// Takes the buttons away and puts the swiped row's cell back to the table's editing mode.
    private func closeRowButtons(_ closing: IndexPath? = nil) {
        let row = closing ?? rowActions.row
        defer { if let row { emit(.rowControlsChanged(row)) } }
        rowEditing.rowButtonsClosings += 1
        shownActions = []
        for cell in visibleCells {
            cell.showingDeleteConfirmation = false
            if cell.isEditing != isEditingAllRows { cell.setEditing(isEditingAllRows, animated: true) }
        }
    }

    // MARK: Swiping

    /// A finger moved sideways over a row: asks whether the row can be swiped toward an edge and which
    /// actions it reveals, and if so the row alone enters editing mode (`willBeginEditingRowAt`).
    ///
    /// Never while every row edits. Leading actions need the leading method; trailing ones the trailing
    /// method or `commit` (for the standard Delete). The order is `canEditRowAt`, the configuration
    /// (nil on the trailing edge: `editingStyleForRowAt`, which must be `.delete`, then
    /// `titleForDeleteConfirmationButtonForRowAt`), `didUnhighlightRowAt` for a highlighted row, then
    /// `willBeginEditingRowAt`. Returns false when no swipe can begin; the move is then a scroll.
    func beginSwipe(
        _ indexPath: IndexPath, toward edge: SwipeEdge, unhighlighting: IndexPath?
    ) throws(UIKitException) -> Bool {
        guard !isEditingAllRows, rowActions.state == .hidden, reorder.state == .idle, onScreen.cellsByRow[indexPath] != nil
        else { return false }
        switch edge {
        case .leading:
            guard appResponds(to: .leadingSwipeActionsConfigurationForRowAt) else { return false }
        case .trailing:
            guard appResponds(to: .trailingSwipeActionsConfigurationForRowAt) || appResponds(to: .commitEditingStyle)
            else { return false }
        }
        guard try callCanEditRow(at: indexPath) else { return false }
        let actions = try swipeActions(forRowAt: indexPath, edge: edge)
        guard !actions.isEmpty else { return false }
        if let unhighlighting { try touchLeftRow(unhighlighting) }
        try callWillBeginEditingRow(at: indexPath)
        shownActions = actions
        rowActions.swipeBegan(indexPath, edge: edge, buttons: actions.count)
        if let cell = onScreen.cellsByRow[indexPath] {
            cell.setEditing(true, animated: true)
            cell.showingDeleteConfirmation = true
        }
        return true
    }

    func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeEdge) throws(UIKitException) -> [ContextualAction] {
        let configuration: SwipeActionsConfiguration? =
            switch edge {
            case .leading: try callLeadingSwipeActionsConfiguration(forRowAt: indexPath)
            case .trailing: try callTrailingSwipeActionsConfiguration(forRowAt: indexPath)
            }
        if let configuration { return configuration.actions }
        // nil: UIKit's default, which is swipe-to-delete on the trailing edge and nothing on the leading one.
        guard edge == .trailing, appResponds(to: .commitEditingStyle) else { return [] }
        guard try callEditingStyle(forRowAt: indexPath) == .delete else { return [] }
        let title = try callTitleForDeleteConfirmationButton(forRowAt: indexPath) ?? "Delete"
        return [ContextualAction(standardDeleteTitled: title)]
    }

    /// The swiping finger is `dx` points from where it came down.
    func swipeMoved(by dx: Double) {
        rowActions.swipeMoved(by: dx, buttonWidth: metrics.swipeButtonWidth)
    }

    /// The swiping finger lifted: the buttons stay open, or the row closes (`didEndEditingRowAt`).
    func endSwipe() throws(UIKitException) {
        try performRowActions(rowActions.swipeEnded(buttonWidth: metrics.swipeButtonWidth))
        if case .open(let row, _, _) = rowActions.state { emit(.rowButtonsShown(row, confirmation: false)) }
    }

    /// The swiping touch was cancelled: the row closes (`didEndEditingRowAt`).
    func cancelSwipe() throws(UIKitException) {
        try performRowActions(rowActions.swipeCancelled())
    }

    // MARK: Reordering

    /// The finger came down on a row's reorder control: the row lifts (no callback).
    func beginReorder(_ indexPath: IndexPath) {
        guard isEditingAllRows, reorder.state == .idle, onScreen.cellsByRow[indexPath]?.isShowingReorderControl == true else {
            return
        }
        reorder.began(indexPath)
    }

    /// The dragging finger is `dy` points below where it came down: when the row is over a new
    /// destination, the delegate is asked where it may go.
    func reorderMoved(by dy: Double) throws(UIKitException) {
        guard let drag = reorder.drag else { return }
        let centre = rectForRow(at: drag.source).midY + dy
        let proposed = proposedDestination(movingRowFrom: drag.source, centreY: centre)
        guard case .askTarget(let source, let proposal) = reorder.moved(over: proposed) else { return }
        let chosen = try callTargetIndexPathForMove(from: source, toProposed: proposal)
        // A destination that does not exist is not taken (a modelled choice): the proposal stands.
        reorder.targetChosen(isDestination(chosen, forRowFrom: source) ? chosen : proposal)
    }

    /// The dragging finger lifted: the table shows the row at its destination, then tells the data
    /// source (`moveRowAt`), then lays out what the move brought on screen.
    func endReorder() throws(UIKitException) {
        guard case .move(let source, let destination) = reorder.ended() else { return }
        if source != destination { relocateRow(from: source, to: destination) }
        try callMoveRow(from: source, to: destination)
        try layoutVisibleContent()
    }

    /// The dragging touch was cancelled: the row goes back, and no one is told.
    func cancelReorder() {
        reorder.cancelled()
    }

    /// Whether a row moved from `source` can land at `destination`: an existing section, and a row index
    /// no greater than the section's row count without the moved row.
    package func isDestination(_ destination: IndexPath, forRowFrom source: IndexPath) -> Bool {
        guard destination.section >= 0, destination.section < sectionLayouts.count, destination.row >= 0 else {
            return false
        }
        return destination.row <= destinationSlots(inSection: destination.section, movingRowFrom: source)
    }

    /// The last row index a row moved from `source` can take in a section.
    private func destinationSlots(inSection section: Int, movingRowFrom source: IndexPath) -> Int {
        sectionLayouts[section].rowCount - (section == source.section ? 1 : 0)
    }

    /// The destination a row dragged from `source` is over when its centre is at `y` (content
    /// coordinates): the section under it, after the rows of that section whose centres are above it.
    package func proposedDestination(movingRowFrom source: IndexPath, centreY y: Double) -> IndexPath {
        let section = section(atContentY: y)
        let layout = sectionLayouts[section]
        let local = y - sectionTop(section) - layout.headerHeight
        var passed: Int
        if layout.rowCount == 0 || local <= 0 {
            passed = 0
        } else if local >= layout.rows.totalHeight {
            passed = layout.rowCount
        } else {
            let row = layout.rows.row(at: local)
            let middle = layout.rows.offset(of: row) + layout.rows.height(of: row) / 2
            passed = row + (local > middle ? 1 : 0)
        }
        if section == source.section, passed > source.row { passed -= 1 }
        return IndexPath(row: passed, section: section)
    }

    /// A centre at which a row dragged from `source` is over `destination`: midway between the centres
    /// of the rows either side of it (the section's edge where there is none).
    package func reorderWaypoint(movingRowFrom source: IndexPath, to destination: IndexPath) -> Double {
        let section = destination.section
        func centre(ofSlot index: Int) -> Double {
            let row = section == source.section && index >= source.row ? index + 1 : index
            return rectForRow(at: IndexPath(row: row, section: section)).midY
        }
        let sectionRect = rect(forSection: section)
        let lower = destination.row == 0 ? sectionRect.minY : centre(ofSlot: destination.row - 1)
        let upper =
            destination.row == destinationSlots(inSection: section, movingRowFrom: source)
            ? sectionRect.maxY : centre(ofSlot: destination.row)
        return (lower + upper) / 2
    }

    /// The destination next to another in the order a dragged row passes them, or nil past the ends.
    package func destination(after destination: IndexPath, movingRowFrom source: IndexPath, forward: Bool) -> IndexPath? {
        var section = destination.section
        if forward {
            if destination.row < destinationSlots(inSection: section, movingRowFrom: source) {
                return IndexPath(row: destination.row + 1, section: section)
            }
            section += 1
            return section < sectionLayouts.count ? IndexPath(row: 0, section: section) : nil
        }
        if destination.row > 0 { return IndexPath(row: destination.row - 1, section: section) }
        section -= 1
        return section >= 0
            ? IndexPath(row: destinationSlots(inSection: section, movingRowFrom: source), section: section) : nil
    }

    /// Moves a row in the table's own bookkeeping (heights, counts, cells, selection), with no callback:
    /// the table already shows the new order when it tells the data source.
    func relocateRow(from source: IndexPath, to destination: IndexPath) {
        let height = sectionLayouts[source.section].rows.height(of: source.row)
        sectionLayouts[source.section].rows.removeRows(at: source.row, count: 1)
        sectionLayouts[source.section].rowCount -= 1
        sectionLayouts[destination.section].rows.insertRows(at: destination.row, count: 1, height: height)
        sectionLayouts[destination.section].rowCount += 1
        loaded.sectionSpans.set(sectionLayouts[source.section].span, at: source.section)
        loaded.sectionSpans.set(sectionLayouts[destination.section].span, at: destination.section)
        updateContentSize()
        func moved(_ indexPath: IndexPath) -> IndexPath {
            if indexPath == source { return destination }
            var row = indexPath.row
            if indexPath.section == source.section, row > source.row { row -= 1 }
            if indexPath.section == destination.section, row >= destination.row { row += 1 }
            return IndexPath(row: row, section: indexPath.section)
        }
        onScreen.cellsByRow = Dictionary(uniqueKeysWithValues: onScreen.cellsByRow.map { (moved($0.key), $0.value) })
        onScreen.displayedRows = onScreen.displayedRows.map(moved).sorted()
        selection.selectedRows = Set(selection.selectedRows.map(moved))
        highlightedRow = highlightedRow.map(moved)
        firstResponderIndexPath = firstResponderIndexPath.map(moved)
    }

    // MARK: Updates

    /// An update moved, deleted or reloaded rows, before its layout: a row held by its reorder control
    /// goes back, and the buttons a row shows follow it. When that row itself is gone (outside its own
    /// action), its buttons close; returns true when a swiped row ended its editing that way, for
    /// ``editingEnded(byUpdate:)`` to tell the delegate after the layout.
    func editingFollows(_ mapping: UpdateMapping) -> Bool {
        reorder.cancelled()
        guard let row = rowActions.row, rowEditing.performingActionRow != row else { return false }
        if let moved = mapping.newIndexPath(for: row) {
            rowActions.rowMoved(to: moved)
            return false
        }
        let wasSwipe = rowActions.isEditingSwipedRow
        _ = rowActions.dismissed()
        closeRowButtons(row)
        return wasSwipe
    }

    /// After an update's layout: a swiped row the update removed ends its editing with a nil index path
    /// (the parameter is nullable for this; a modelled choice).
    func editingEnded(byUpdate ended: Bool) throws(UIKitException) {
        if ended { try callDidEndEditingRow(at: nil) }
    }
}

/// Whether a swipe action's handler called its completion handler, and whether it has returned.
final class HandlerCompletion {
    var handlerReturned = false
    var calledDuringHandler = false
}

/// The control a row shows at its leading edge in editing mode.
package enum EditingControl: String, Hashable, Sendable, CaseIterable {
    /// The red minus: a tap shows the Delete confirmation.
    case delete
    /// The green plus: a tap commits `.insert`.
    case insert
    /// The selection circle of multiple selection during editing (part of the content: a tap selects).
    case selectionCircle = "select"
}

/// Which editing control a row shows: the one rule the screen layout, the renderings and the
/// expectations all ask.
extension TableView {
    /// Whether a cell shows the editing-control column: in editing mode, for a row that can be edited.
    package func showsEditingControls(_ cell: TableViewCell) -> Bool {
        cell.isEditing && isEditingAllRows && cell.isEditable
    }

    /// The control a cell shows in its editing-control column, or nil (no column, or style `.none`).
    package func editingControl(of cell: TableViewCell) -> EditingControl? {
        guard showsEditingControls(cell) else { return nil }
        if allowsMultipleSelectionDuringEditing { return .selectionCircle }
        switch cell.editingStyle {
        case .delete: return .delete
        case .insert: return .insert
        case .none: return nil
        }
    }
}
