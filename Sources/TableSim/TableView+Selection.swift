/// Where a programmatic scroll puts a row (UIKit's `UITableView.ScrollPosition`).
public enum ScrollPosition: String, Sendable, CaseIterable {
    /// The least movement that shows the whole row.
    case none
    /// The row at the top of the visible area.
    case top
    /// The row in the middle of the visible area.
    case middle
    /// The row at the bottom of the visible area.
    case bottom
}

/// Highlight and selection: the user's, through touches, and the app's, which no delegate hears of.
extension TableView {
    /// Whether a touch on a row may highlight and select it in the current mode.
    package var allowsUserSelectionNow: Bool {
        isEditing
            ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
    }

    /// Whether several rows may be selected in the current mode.
    package var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: The user's

    /// A touch reached a row: asks `shouldHighlightRowAt` and highlights it; false halts selection.
    ///
    /// With selection off in the current mode nothing is asked (a modelled choice, see <doc:TapsHighlightAndSelection>).
    func touchReachedRow(_ indexPath: IndexPath) throws(UIKitException) -> Bool {
        guard allowsUserSelectionNow, contains(indexPath) else { return false }
        guard try callShouldHighlightRow(at: indexPath) else { return false }
        highlightedRow = indexPath
        onScreen.cellsByRow[indexPath]?.setHighlighted(true, animated: false)
        try callDidHighlightRow(at: indexPath)
        return true
    }

    /// The touch on a highlighted row ended without a tap: the highlight goes.
    func touchLeftRow(_ indexPath: IndexPath) throws(UIKitException) {
        guard highlightedRow == indexPath else { return }
        highlightedRow = nil
        onScreen.cellsByRow[indexPath]?.setHighlighted(false, animated: false)
        try callDidUnhighlightRow(at: indexPath)
    }

    /// The finger lifted on a highlighted row: unhighlight, then the selection process.
    func touchEndedOnRow(_ indexPath: IndexPath) throws(UIKitException) {
        guard highlightedRow == indexPath else { return }
        try touchLeftRow(indexPath)
        try userSelectRow(at: indexPath)
    }

    /// The selection process of a tap: `willSelect`, the deselection of others, `didSelect`.
    ///
    /// In multiple selection a tap on a selected row deselects it instead. `willSelectRowAt` may
    /// redirect or cancel; `willDeselectRowAt` likewise for the row it names.
    func userSelectRow(at tapped: IndexPath) throws(UIKitException) {
        if allowsMultipleSelectionNow, selection.selectedRows.contains(tapped) {
            if let row = try callWillDeselectRow(at: tapped), selection.selectedRows.contains(row) {
                setSelected(false, row)
                try callDidDeselectRow(at: row)
            }
            try callPerformPrimaryAction(forRowAt: tapped)
            return
        }
        guard let target = try callWillSelectRow(at: tapped), contains(target) else {
            try callPerformPrimaryAction(forRowAt: tapped)
            return
        }
        if !allowsMultipleSelectionNow {
            for previous in selection.selectedRows.sorted() where previous != target {
                if let row = try callWillDeselectRow(at: previous), selection.selectedRows.contains(row) {
                    setSelected(false, row)
                    try callDidDeselectRow(at: row)
                }
            }
        }
        setSelected(true, target)
        try callDidSelectRow(at: target)
        try callPerformPrimaryAction(forRowAt: tapped)
    }

    func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected { selection.selectedRows.insert(indexPath) } else { selection.selectedRows.remove(indexPath) }
        onScreen.cellsByRow[indexPath]?.setSelected(selected, animated: false)
    }

    func clearSelectionSilently() {
        for indexPath in selection.selectedRows { onScreen.cellsByRow[indexPath]?.setSelected(false, animated: false) }
        selection.selectedRows.removeAll()
    }

    // MARK: The app's

    /// Selects a row without telling the delegate; in single selection it replaces the selection.
    ///
    /// nil clears the selection. A scroll position other than `.none` also scrolls the row there.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        runCrashingOnException { () throws(UIKitException) in
            guard let indexPath else {
                clearSelectionSilently()
                return
            }
            guard contains(indexPath) else { return }
            if !allowsMultipleSelectionNow {
                for other in selection.selectedRows where other != indexPath { setSelected(false, other) }
            }
            setSelected(true, indexPath)
            if scrollPosition != .none { try scrollRowNow(at: indexPath, to: scrollPosition, animated: animated) }
        }
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        runCrashingOnException { () throws(UIKitException) in setSelected(false, indexPath) }
    }

    /// Scrolls so that a row is at a position on screen; a row that does not exist raises UIKit's
    /// `NSRangeException`. Animated, the content moves on the virtual clock (see `setContentOffset`).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        runCrashingOnException { () throws(UIKitException) in try scrollRowNow(at: indexPath, to: position, animated: animated) }
    }

    func scrollRowNow(at indexPath: IndexPath, to position: ScrollPosition, animated: Bool = false) throws(UIKitException) {
        let y = try contentOffsetY(forScrollingToRowAt: indexPath, at: position)
        try scrollContent(toY: y, animated: animated)
    }

    /// The offset that puts a row at a position (UIKit's `_contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:`),
    /// within the resting range; the position `.none` moves the least that shows the whole row.
    func contentOffsetY(forScrollingToRowAt indexPath: IndexPath, at position: ScrollPosition) throws(UIKitException) -> Double {
        guard contains(indexPath) else {
            let section = indexPath.section
            let rows = section >= 0 && section < sectionLayouts.count ? sectionLayouts[section].rowCount : 0
            throw UIKitException(
                name: "NSRangeException",
                reason: "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: "
                    + "row (\(Self.unsignedIndex(indexPath.row))) beyond bounds (\(rows)) for section "
                    + "(\(Self.unsignedIndex(section))).")
        }
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        // A floating plain-style header covers the top of its section's rows: `.top` puts the row below it.
        let header = style == .plain ? sectionLayouts[indexPath.section].headerHeight : 0
        let footer = style == .plain ? sectionLayouts[indexPath.section].footerHeight : 0
        let visibleTop = inset.top + header
        let visibleHeight = frame.height - inset.top - inset.bottom - header - footer
        var y: Double
        switch position {
        case .top: y = rect.minY - visibleTop
        case .middle: y = rect.midY - visibleTop - visibleHeight / 2
        case .bottom: y = rect.maxY - visibleTop - visibleHeight
        case .none:
            let shownTop = contentOffset.y + visibleTop
            let shownBottom = shownTop + visibleHeight
            if rect.minY < shownTop {
                y = rect.minY - visibleTop
            } else if rect.maxY > shownBottom {
                y = rect.maxY - visibleTop - visibleHeight
            } else {
                y = contentOffset.y
            }
        }
        return clampedOffsetY(y)
    }
}
