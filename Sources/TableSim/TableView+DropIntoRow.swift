/// Drops into a row (DragAndDropBehaviour.md, "Drops into a row"): while the drop delegate proposes a
/// copy or a move with `.insertIntoDestinationIndexPath`, the row at the destination shows highlighted
/// and no gap opens; the highlight goes when the proposal changes, when the drop lands (just before
/// `performDropWith`, as the items fly into the row) and when the session ends. The highlight is the
/// cell's look only: UIKit's highlight callbacks belong to touches, and none is called.
extension TableView {
    /// The row a drop would land into now, highlighted, if any.
    package var dropIntoRow: IndexPath? { dragDrop.intoRow }

    /// The row the drop session's last proposal would land into: a copy or a move into the row at
    /// its destination, when that is a row of the table (not a placeholder, not past a section's end).
    private var proposedIntoRow: IndexPath? {
        guard let drop = dragDrop.drop, drop.proposal.lands, drop.proposal.intent == .insertIntoDestinationIndexPath,
            let destination = drop.destination ?? nil, contains(destination), !isPlaceholderRow(destination)
        else { return nil }
        return destination
    }

    /// Highlights the row the last proposal lands into, and unhighlights the one it no longer does.
    func highlightDropTarget() {
        let target = proposedIntoRow
        guard target != dragDrop.intoRow else { return }
        clearDropTarget()
        dragDrop.intoRow = target
        if let target, let cell = onScreen.cellsByRow[target], !cell.isHighlighted { cell.setHighlighted(true, animated: false) }
    }

    /// The drop no longer hovers into a row: its cell unhighlights (unless a finger holds it highlighted).
    func clearDropTarget() {
        guard let row = dragDrop.intoRow else { return }
        dragDrop.intoRow = nil
        if highlightedRow != row, let cell = onScreen.cellsByRow[row], cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    }

    /// Whether a row is a drop's placeholder.
    private func isPlaceholderRow(_ indexPath: IndexPath) -> Bool {
        dragDrop.placeholders.contains { $0.indexPath == indexPath && !$0.isFinished }
    }
}
