/// Adding rows to a drag in flight (DragAndDropBehaviour.md, "Adding rows to a drag"): while a finger
/// carries a row, a tap by another finger on a row asks the drag delegate's `itemsForAddingTo` for
/// that row's items, which join the drag. A drag of several items is no longer the table's own
/// reorder: the drop delegate takes it (`performDropWith`), and without one the lift lands nothing.
extension TableView {
    /// The rows the drag in flight carries: the lifted row, then the rows taps added, in order.
    package var draggedRows: [IndexPath] {
        guard let drag = dragDrop.drag else { return [] }
        return [drag.source] + drag.added
    }

    /// A tap on a row while a drag is in flight, at a point in the table's coordinates: the drag
    /// delegate is asked for the row's items (not for a row the drag already carries); with some, they
    /// join the drag and the drop session, the table stops reordering by itself, and the destination
    /// is proposed again, as what the session carries changed. Returns the number of items added.
    package func addToDrag(at row: IndexPath, point: Point) throws(UIKitException) -> Int {
        guard let drag = dragDrop.drag, let delegate = dragDrop.dragDelegate, contains(row), !draggedRows.contains(row) else { return 0 }
        let items = try invoke(delegate, Callbacks.itemsForAddingTo, [drag, row, point], result: { $0.traceValue }) {
            delegate.tableView(self, itemsForAddingTo: drag, at: row, point: point)
        }
        guard !items.isEmpty, exception == nil else { return 0 }
        for item in items { item.sourceIndexPath = row }
        drag.items += items
        drag.added.append(row)
        if dragDrop.reorders {
            // Several rows: the table's own reorder applies to one row only (DragAndDropBehaviour.md).
            dragDrop.reorders = false
            reorder.cancelled()
        }
        guard var drop = dragDrop.drop else { return items.count }
        drop.session.items += items
        let destination = drop.destination ?? nil
        drop.destination = nil
        dragDrop.drop = drop
        try dropMoved(over: destination)
        return items.count
    }
}
