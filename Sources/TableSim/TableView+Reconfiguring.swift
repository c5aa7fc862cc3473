extension TableView {
    /// Asks the data source again for the cells of the given rows that are on screen, in index-path
    /// order, handing each row its own cell back from dequeue (UIKit's `reconfigureRows(at:)`, iOS 15).
    ///
    /// Apple's documentation: the existing cells are reconfigured, so the table calls no
    /// `prepareForReuse` and, the cell staying on screen, no `didEndDisplaying` or `willDisplay`; rows
    /// off screen are not asked for (their cells are made when they come on screen). A data source that
    /// returns another cell gives the row that cell, as a reload would, without the display calls.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard hasLoadedData, isInWindow, !isRebuildingContent else { return }
        runCrashingOnException { () throws(UIKitException) in
            for indexPath in Set(indexPaths).sorted() {
                guard let cell = onScreen.cellsByRow[indexPath] else { continue }
                onScreen.cellBeingReconfigured = cell
                defer { onScreen.cellBeingReconfigured = nil }
                let given = try callCellForRow(at: indexPath)
                if given !== cell {
                    if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
                    if let identifier = cell.reuseIdentifier, !isVoiceOverRunning { onScreen.reusePool[identifier, default: []].append(cell) }
                    if given.isSelected != selection.selectedRows.contains(indexPath) {
                        given.setSelected(selection.selectedRows.contains(indexPath), animated: false)
                    }
                    onScreen.cellsByRow[indexPath] = given
                }
            }
        }
    }
}
