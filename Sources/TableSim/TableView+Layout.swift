/// The cells and header/footer views on screen, and reloading.
extension TableView {
    // MARK: Cells on screen

    /// Brings the cells and header/footer views on screen in line with the content offset.
    ///
    /// Rows that left the viewport get their `didEndDisplaying` first, and their cells go to the
    /// pool (UIKit's order, the reference's Q8 decided in <doc:Scrolling>); then rows that come on
    /// screen get (with estimates) `heightForRowAt`, then `cellForRowAt` and `willDisplay`, top to
    /// bottom, reusing those cells; then headers and footers that came on screen; then the rows a
    /// height correction pushed out, and the headers and footers that left, get their
    /// `didEndDisplaying`, and their views go to the pools.
    ///
    /// With estimates, a row's actual height replaces its estimate as it comes on screen, and what the
    /// user sees stays put: the anchor is the first row that was on screen before and still is (or,
    /// after a jump, the top of the unobscured area, `contentOffset.y + adjustedContentInset.top`). A
    /// row that comes in above the anchor and changes height moves the content offset by the change;
    /// below it, the rows under it move. After a correction the pass runs again with the new offset,
    /// and one `scrollViewDidScroll` reports the correction.
    ///
    /// A self-sizing row (see ``sizesByContent(asked:)``) then takes the height its new cell fits
    /// (``TableViewCell/fittingHeight(forWidth:)``, asked after `cellForRowAt` and the editing
    /// questions, before `willDisplay`), under the same anchor rule. A self-sized row on screen is
    /// measured again before the pass when the table's width changed (a rotation) or an update is
    /// applied (UIKit's `beginUpdates()`/`endUpdates()` resizes changed cells).
    func layoutVisibleContent() throws(UIKitException) {
        onScreen.layoutDepth += 1
        defer { onScreen.layoutDepth -= 1 }
        var visibleRows: [IndexPath] = []
        var corrected = false
        let viewport = (top: contentOffset.y, bottom: contentOffset.y + frame.height)
        let anchor = onScreen.displayedRows.first { indexPath in
            let rect = rectForRow(at: indexPath)
            return rect.maxY > viewport.top && rect.minY < viewport.bottom
        }
        // Both passes cost a look at every row or section on screen per frame: only tables that have
        // self-sizing rows or estimated headers pay it.
        if usesEstimatedRowHeights, sizing.hasSelfSizedRows { refitSelfSizedRows(anchor: anchor, corrected: &corrected) }
        // Q8: the rows that left the viewport end first, so the rows coming in reuse their cells (a
        // far jump makes no new cells). Outside an update only: an update's cells end as it says.
        if update.indexPathsBefore.isEmpty, onScreen.removedCells.isEmpty {
            try endDisplayingCells(leaving: onScreen.cellsByRow.keys.filter { !isInViewport(rectForRow(at: $0), viewport) })
        }
        for _ in 0..<16 {
            let headersChanged =
                sizing.estimatedHeadersOrFootersSeen ? try measureEstimatedHeadersAndFooters(anchor: anchor, corrected: &corrected) : false
            let pass = try layoutRowsPass(anchor: anchor)
            visibleRows = pass.rows
            if pass.corrected {
                corrected = true
            } else if !headersChanged, !sizing.estimatedHeadersOrFootersSeen || !hasEstimatedHeaderOrFooterOnScreen {
                break
            }
        }
        for indexPath in visibleRows {
            onScreen.cellsByRow[indexPath]?.frame = cellFrame(forRowAt: rectForRow(at: indexPath))
        }
        let (visibleHeaders, visibleFooters) = visibleHeadersAndFooters()
        try displayHeadersAndFooters(headers: visibleHeaders, footers: visibleFooters)
        // The visible rows come top to bottom, in order: a binary search finds a row without hashing
        // index paths (a layout runs on every frame of a scroll).
        func stillVisible(_ row: IndexPath) -> Bool {
            var (low, high) = (0, visibleRows.count)
            while low < high {
                let middle = (low + high) / 2
                if visibleRows[middle] < row { low = middle + 1 } else { high = middle }
            }
            return low < visibleRows.count && visibleRows[low] == row
        }
        try endDisplayingCells(leaving: onScreen.cellsByRow.keys.filter { !stillVisible($0) })
        onScreen.displayedRows = visibleRows
        try endDisplayingHeadersAndFooters(keepingHeaders: Set(visibleHeaders), footers: Set(visibleFooters))
        if corrected { try callScrollViewDidScroll() }
    }

    /// Whether a row's rectangle is in the viewport as a layout pass finds rows: it ends below the top
    /// (or is a zero-height row at or below it) and starts above the bottom.
    private func isInViewport(_ rect: Rect, _ viewport: (top: Double, bottom: Double)) -> Bool {
        (rect.maxY > viewport.top || (rect.height == 0 && rect.minY >= viewport.top)) && rect.minY < viewport.bottom
    }

    /// Asks the actual heights of estimated headers and footers of the sections in the viewport, top to
    /// bottom, before their rows; one above what the user sees moves the offset by its change, as a row
    /// does. Returns whether any height changed.
    private func measureEstimatedHeadersAndFooters(anchor: IndexPath?, corrected: inout Bool) throws(UIKitException) -> Bool {
        var changed = false
        var section = sectionLayouts.isEmpty ? 0 : section(atContentY: max(0, contentOffset.y))
        while section < sectionLayouts.count, sectionTop(section) < contentOffset.y + frame.height {
            let layout = sectionLayouts[section]
            let top = sectionTop(section)
            if layout.headerIsEstimated {
                let asked = try callHeightForHeader(inSection: section)
                sectionLayouts[section].headerTakesDefault = takesDefault(asked, fallback: sectionHeaderHeight)
                let height = try headerHeightWithPadding(asked, title: layout.headerTitle)
                let above = anchor.map { section <= $0.section } ?? (top < contentOffset.y + adjustedContentInset.top)
                changed = try replaceHeight(ofSection: section, header: true, with: height, above: above, corrected: &corrected) || changed
            }
            if layout.footerIsEstimated {
                let asked = try callHeightForFooter(inSection: section)
                sectionLayouts[section].footerTakesDefault = takesDefault(asked, fallback: sectionFooterHeight)
                let height = try resolveHeaderFooterHeight(asked, fallback: sectionFooterHeight, title: layout.footerTitle, isHeader: false)
                let footerTop = top + sectionLayouts[section].headerHeight + layout.rows.totalHeight
                let above = anchor.map { section < $0.section } ?? (footerTop < contentOffset.y + adjustedContentInset.top)
                changed = try replaceHeight(ofSection: section, header: false, with: height, above: above, corrected: &corrected) || changed
            }
            section += 1
        }
        return changed
    }

    /// Replaces a header's or footer's estimate with its actual height; above what the user sees, the
    /// content moves with it. Returns whether the height changed.
    private func replaceHeight(
        ofSection section: Int, header: Bool, with height: Double, above: Bool, corrected: inout Bool
    ) throws(UIKitException) -> Bool {
        let before = header ? sectionLayouts[section].headerHeight : sectionLayouts[section].footerHeight
        if header {
            sectionLayouts[section].headerHeight = height
            sectionLayouts[section].headerIsEstimated = false
        } else {
            sectionLayouts[section].footerHeight = height
            sectionLayouts[section].footerIsEstimated = false
        }
        guard height != before else { return false }
        loaded.sectionSpans.set(sectionLayouts[section].span, at: section)
        updateContentSize()
        if above {
            shiftContent(by: height - before)
            corrected = true
        }
        return true
    }

    /// Whether a section in the viewport still shows an estimated header or footer height.
    private var hasEstimatedHeaderOrFooterOnScreen: Bool {
        guard !sectionLayouts.isEmpty else { return false }
        var section = section(atContentY: max(0, contentOffset.y))
        while section < sectionLayouts.count, sectionTop(section) < contentOffset.y + frame.height {
            if sectionLayouts[section].headerIsEstimated || sectionLayouts[section].footerIsEstimated { return true }
            section += 1
        }
        return false
    }

    /// One pass over the rows in the viewport, top to bottom: heights, cells, and estimate corrections.
    private func layoutRowsPass(anchor: IndexPath?) throws(UIKitException) -> (rows: [IndexPath], corrected: Bool) {
        guard !sectionLayouts.isEmpty else { return ([], false) }
        var corrected = false
        var measured = Set<IndexPath>()
        var selfSizing = Set<IndexPath>()
        if let anchor, usesEstimatedRowHeights {
            // Rows coming in above what the user sees are measured first, upward from the anchor and
            // nearest first, each moving the offset by its change, until the viewport's top is filled.
            var current = anchor
            while rectForRow(at: current).minY > contentOffset.y, let previous = indexPath(before: current) {
                current = previous
                guard onScreen.cellsByRow[previous] == nil else { continue }
                if try measureRow(previous, aboveAnchor: true, corrected: &corrected) { selfSizing.insert(previous) }
                measured.insert(previous)
            }
        }
        // Then every row on screen, top to bottom: heights still to ask, and cells.
        let section = section(atContentY: contentOffset.y)
        let layout = sectionLayouts[section]
        let rowsTop = sectionTop(section) + layout.headerHeight
        var start = IndexPath(row: layout.rowCount == 0 ? 0 : layout.rows.row(at: contentOffset.y - rowsTop), section: section)
        // Zero-height rows at the viewport's top edge are on screen too (the search skips them).
        var backed = 0
        while start.row > 0, backed < Self.zeroHeightRowsPerScreen, layout.rows.height(of: start.row - 1) == 0,
            rowsTop + layout.rows.offset(of: start.row - 1) >= contentOffset.y
        {
            start.row -= 1
            backed += 1
        }
        if let anchor, anchor < start { start = anchor }
        let rows = try layoutRowsDownward(
            from: start, anchor: anchor, measured: measured, selfSizing: selfSizing, corrected: &corrected)
        return (rows, corrected)
    }

    /// The most zero-height rows one layout gives a cell: UIKit would ask for every one between the
    /// viewport's edges, which for millions of them never ends; beyond this many they get none.
    static let zeroHeightRowsPerScreen = 1000

    /// Lays out rows top to bottom from a row until the viewport's bottom.
    private func layoutRowsDownward(
        from start: IndexPath, anchor: IndexPath?, measured: Set<IndexPath>, selfSizing: Set<IndexPath>,
        corrected: inout Bool
    ) throws(UIKitException) -> [IndexPath] {
        var visible: [IndexPath] = []
        var selfSizing = selfSizing
        var section = start.section
        var row = start.row
        var zeroHeightRows = 0
        while section < sectionLayouts.count {
            let sectionTop = sectionTop(section)
            if sectionTop >= contentOffset.y + frame.height { break }
            let rowsTop = sectionTop + sectionLayouts[section].headerHeight
            let count = sectionLayouts[section].rowCount
            while row < count {
                let y = rowsTop + sectionLayouts[section].rows.offset(of: row)
                if y >= contentOffset.y + frame.height { break }
                if zeroHeightRows >= Self.zeroHeightRowsPerScreen, sectionLayouts[section].rows.height(of: row) == 0 {
                    // Past the cap, the zero-height rows left at this y get no cell: jump to the next
                    // row with a height (the search skips zero-height rows), or past the section.
                    let next = sectionLayouts[section].rows.row(at: y - rowsTop)
                    let jumped = next > row && sectionLayouts[section].rows.height(of: next) > 0
                    row = jumped ? next : count
                    continue
                }
                let indexPath = IndexPath(row: row, section: section)
                let aboveAnchor = anchor.map { indexPath < $0 } ?? (y < contentOffset.y + adjustedContentInset.top)
                if usesEstimatedRowHeights, onScreen.cellsByRow[indexPath] == nil, !measured.contains(indexPath) {
                    if try measureRow(indexPath, aboveAnchor: aboveAnchor, corrected: &corrected) {
                        selfSizing.insert(indexPath)
                    }
                }
                let fits = !selfSizing.isEmpty && selfSizing.contains(indexPath)
                if try displayRowIfVisible(indexPath, fitsContent: fits, aboveAnchor: aboveAnchor, corrected: &corrected) {
                    visible.append(indexPath)
                    if sectionLayouts[section].rows.height(of: row) == 0 { zeroHeightRows += 1 }
                }
                row += 1
            }
            section += 1
            row = 0
        }
        return visible
    }

    /// Asks a row about to appear for its actual height, which replaces the estimate; a row above the
    /// anchor moves the offset by the change. Returns whether the row sizes itself by its cell.
    private func measureRow(
        _ indexPath: IndexPath, aboveAnchor: Bool, corrected: inout Bool
    ) throws(UIKitException) -> Bool {
        let asked = try callHeightForRow(at: indexPath)
        let selfSizing = sizesByContent(asked: asked)
        // A row whose cell will size it keeps its estimate until then, as in UIKit.
        if selfSizing, cellsSizeThemselves { return true }
        let height = asked.map { $0 < 0 ? resolvedRowHeight : $0 } ?? resolvedRowHeight
        resize(indexPath, to: height, aboveAnchor: aboveAnchor, corrected: &corrected)
        return selfSizing
    }

    /// Whether a row, with estimates on, takes its height from its cell (UIKit's self-sizing): the
    /// delegate answers `automaticDimension`, or does not answer and `rowHeight` is automatic.
    func sizesByContent(asked: Double?) -> Bool {
        guard let asked else { return rowHeight < 0 }
        return asked < 0
    }

    /// Gives a row its new height; a row above the anchor moves the offset by the change.
    private func resize(_ indexPath: IndexPath, to height: Double, aboveAnchor: Bool, corrected: inout Bool) {
        let before = sectionLayouts[indexPath.section].rows.height(of: indexPath.row)
        setHeight(height, of: indexPath)
        if height != before, aboveAnchor {
            shiftContent(by: height - before)
            corrected = true
        }
    }

    /// The user's text size changed (the app's fonts follow it): the table measures its rows again
    /// as the accessibility reference's §11.4 **Choice** orders it.
    ///
    /// The heights of rows off screen are dropped: with estimates they go back to the estimate
    /// (`estimatedRowHeight`, or a one-line stock row at the text size) and are measured as they come
    /// on screen (`estimatedHeightForRowAt` is not asked again: it was asked at load, and asking it
    /// for every row would cost the data, not the screen); without estimates, rows the delegate does
    /// not size take the new default height, and rows it sizes keep theirs until the next reload.
    /// Then the rows on screen are measured again top to bottom without new cells (`heightForRowAt`
    /// when the delegate sizes them; a self-sizing row's cell is fitted again). The first row on
    /// screen keeps its top where it was, unless the table was scrolled to its top, where it stays
    /// (one `scrollViewDidScroll` when the content offset moved),
    /// and the rows that come on screen or leave get the usual calls.
    ///
    /// Dropping the heights rebuilds each section's height index as one run plus the rows on
    /// screen, so it costs the sections and the screen, never the rows.
    package func textSizeDidChange() {
        guard hasLoadedData, !isRebuildingContent else { return }
        runCrashingOnException { () throws(UIKitException) in try remeasureVisibleRows() }
    }

    private func remeasureVisibleRows() throws(UIKitException) {
        let top = contentOffset.y
        // A table scrolled to its top stays there (its first header in view); otherwise the first
        // row on screen keeps its top where it was.
        let atTop = top <= minimumContentOffsetY
        let anchor = atTop ? nil : onScreen.displayedRows.first { rectForRow(at: $0).maxY > top }
        let anchorGap = anchor.map { rectForRow(at: $0).minY - top }
        dropOffScreenRowHeights()
        var corrected = false
        for indexPath in onScreen.displayedRows {
            guard let cell = onScreen.cellsByRow[indexPath] else { continue }
            let asked = try callHeightForRow(at: indexPath)
            if usesEstimatedRowHeights, sizesByContent(asked: asked) {
                fit(cell, at: indexPath, aboveAnchor: false, corrected: &corrected)
            } else {
                let height = asked.map { $0 < 0 ? resolvedRowHeight : $0 } ?? resolvedRowHeight
                resize(indexPath, to: height, aboveAnchor: false, corrected: &corrected)
            }
        }
        var offset = contentOffset.y
        if let anchor, let anchorGap { offset = rectForRow(at: anchor).minY - anchorGap }
        let clamped = clampedOffsetY(offset)
        if clamped != contentOffset.y {
            shiftContent(by: clamped - contentOffset.y)
            try callScrollViewDidScroll()
        }
        try layoutVisibleContent()
    }

    /// Gives the rows off screen the height they start with at the new text size (see
    /// ``textSizeDidChange()``); the rows on screen keep theirs until they are measured again.
    private func dropOffScreenRowHeights() {
        let dropsRows = usesEstimatedRowHeights || !appResponds(to: .heightForRowAt)
        // Title views nothing sized at load (no answer, or automaticDimension) take the title rule's
        // height at the new size; views the delegate sized keep theirs (asking again for every
        // section would cost the data).
        guard dropsRows || sectionLayouts.contains(where: { $0.headerTakesDefault || $0.footerTakesDefault }) else { return }
        let rowsOnScreen = Dictionary(grouping: onScreen.displayedRows, by: \.section)
        for section in sectionLayouts.indices {
            if dropsRows {
                let old = sectionLayouts[section].rows
                var rows = HeightIndex(count: old.count, baseHeight: initialRowHeight)
                for indexPath in rowsOnScreen[section] ?? [] { rows.setHeight(old.height(of: indexPath.row), of: indexPath.row) }
                sectionLayouts[section].rows = rows
            }
            let layout = sectionLayouts[section]
            if layout.headerTakesDefault {
                let height = defaultHeaderFooterHeight(title: layout.headerTitle, isHeader: true)
                sectionLayouts[section].headerHeight = height + (style == .plain && height > 0 ? resolvedSectionHeaderTopPadding : 0)
            }
            if layout.footerTakesDefault {
                sectionLayouts[section].footerHeight = defaultHeaderFooterHeight(title: layout.footerTitle, isHeader: false)
            }
        }
        loaded.sectionSpans = PrefixSums(sectionLayouts.map(\.span))
        updateContentSize()
    }

    /// Gives a row on screen its cell (`cellForRowAt`, `willDisplay`), sized by its content when the
    /// row sizes itself; returns whether it is on screen.
    private func displayRowIfVisible(
        _ indexPath: IndexPath, fitsContent: Bool, aboveAnchor: Bool, corrected: inout Bool
    ) throws(UIKitException) -> Bool {
        let rect = rectForRow(at: indexPath)
        let top = contentOffset.y, bottom = top + frame.height
        // A zero-height row between the viewport's edges is on screen: UIKit asks for its cell (the
        // usual way apps hide rows).
        let isOnScreen = rect.height > 0 ? rect.maxY > top && rect.minY < bottom : rect.minY >= top && rect.minY < bottom
        guard isOnScreen else { return false }
        if onScreen.cellsByRow[indexPath] == nil {
            try displayCell(at: indexPath) { cell in
                guard fitsContent else { return }
                fit(cell, at: indexPath, aboveAnchor: aboveAnchor, corrected: &corrected)
            }
        }
        return true
    }

    /// Asks a self-sizing row's cell the height it fits at its content width and gives the row that
    /// height. A cell that does not size itself (nil, or an answer that is not a finite, nonnegative
    /// number) leaves the row the default height.
    private func fit(_ cell: TableViewCell, at indexPath: IndexPath, aboveAnchor: Bool, corrected: inout Bool) {
        let width = contentWidth(of: cell, at: indexPath)
        // A stock cell (one that does not size itself) fits its text when text sizing is on.
        let fitting = cell.fittingHeight(forWidth: width) ?? (sizesStockRowsByText ? textLayout(of: cell, at: indexPath).neededHeight : nil)
        guard let height = fitting, height.isFinite, height >= 0 else {
            cell.fittedTableWidth = nil
            if let problem = cell.selfSizingProblem, sizing.selfSizingProblemKeys.insert(problem.key).inserted {
                sizing.selfSizingProblems.append(problem.text)
                sink.emit(.note, problem.text)
            }
            // Without cellsSizeThemselves the row took the default height when it was measured.
            if cellsSizeThemselves { resize(indexPath, to: resolvedRowHeight, aboveAnchor: aboveAnchor, corrected: &corrected) }
            return
        }
        cell.fittedTableWidth = frame.width
        sizing.hasSelfSizedRows = true
        resize(indexPath, to: height, aboveAnchor: aboveAnchor, corrected: &corrected)
    }

    /// What cells reported instead of a height, once per cell class, in the order first met: the
    /// layouts their constraints leave undetermined (their rows keep the estimated or default height).
    package var selfSizingProblems: [String] { sizing.selfSizingProblems }

    /// Where a cell's title and detail lines go in its row at the table's text size, and the height
    /// the row needs for them (the row's current height places them).
    package func textLayout(of cell: TableViewCell, at indexPath: IndexPath) -> CellTextLayout {
        let rect = rectForRow(at: indexPath)
        return CellTextLayout(
            of: cell, contentWidth: contentWidth(of: cell, at: indexPath), rowHeight: rect.height,
            category: contentSizeCategory, isBold: displaySettings.boldText, metrics: metrics)
    }

    /// Whether the lines of text of a row on screen are taller together than the row (the audit's
    /// textClipped; the padding around them does not count); false for a row without a cell on screen.
    package func isTextClipped(at indexPath: IndexPath) -> Bool {
        guard let cell = onScreen.cellsByRow[indexPath] else { return false }
        return textLayout(of: cell, at: indexPath).isClipped(inRowOfHeight: rectForRow(at: indexPath).height)
    }

    /// The width a cell's content has: the cell's width less the editing control, the reorder
    /// control and the accessory it shows (as ``ScreenLayout`` places them).
    func contentWidth(of cell: TableViewCell, at indexPath: IndexPath) -> Double {
        var width = cellFrame(forRowAt: rectForRow(at: indexPath)).width
        if showsEditingControls(cell) { width -= metrics.editingControlWidth }
        if cell.isShowingReorderControl, cell.isEditing { width -= metrics.reorderControlWidth }
        switch cell.shownAccessory {
        case .none: width -= cell.shownAccessoryView?.regionWidth ?? 0
        case .disclosureIndicator, .checkmark: width -= metrics.indicatorAccessoryWidth
        case .detailButton: width -= metrics.detailButtonAccessoryWidth
        case .detailDisclosureButton: width -= metrics.detailDisclosureButtonWidth + metrics.detailDisclosureChevronWidth
        }
        return max(0, width)
    }

    /// Measures again the self-sized rows on screen, top to bottom under the anchor rule, when the
    /// table's width changed since their cell last fitted (a rotation), or all of them while an
    /// update is applied; the delegate is not asked again. As in UIKit, a content width that changes
    /// with the table's width unchanged (editing controls, an accessory) keeps the heights until an
    /// update (`beginUpdates()`/`endUpdates()`) or the row's next cell.
    private func refitSelfSizedRows(anchor: IndexPath?, corrected: inout Bool) {
        for indexPath in onScreen.displayedRows {
            guard let cell = onScreen.cellsByRow[indexPath], let fitted = cell.fittedTableWidth,
                update.isApplying || fitted != frame.width
            else { continue }
            let aboveAnchor = anchor.map { indexPath < $0 } ?? false
            fit(cell, at: indexPath, aboveAnchor: aboveAnchor, corrected: &corrected)
        }
    }

    /// The row before a row, across sections (skipping empty ones), or nil for the first.
    func indexPath(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            let count = sectionLayouts[section].rowCount
            if count > 0 { return IndexPath(row: count - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// Moves the content offset by an estimate correction, and with it a drag or motion in progress.
    private func shiftContent(by delta: Double) {
        contentOffset.y += delta
        scrolling.contentShifted(by: delta)
    }

    /// The sections whose headers and footers are on screen, where they are drawn.
    private func visibleHeadersAndFooters() -> (headers: [Int], footers: [Int]) {
        var headers: [Int] = []
        var footers: [Int] = []
        guard !sectionLayouts.isEmpty else { return ([], []) }
        let top = contentOffset.y, bottom = top + frame.height
        var section = section(atContentY: top)
        while section < sectionLayouts.count {
            if sectionTop(section) >= bottom { break }
            let layout = sectionLayouts[section]
            if layout.headerHeight > 0 {
                let rect = drawnRectForHeader(inSection: section)
                if rect.maxY > top, rect.minY < bottom { headers.append(section) }
            }
            if layout.footerHeight > 0 {
                let rect = drawnRectForFooter(inSection: section)
                if rect.maxY > top, rect.minY < bottom { footers.append(section) }
            }
            section += 1
        }
        return (headers, footers)
    }

    /// Makes a row's cell (`cellForRowAt`), prepares it, and announces it (`willDisplay`); `prepared`
    /// runs just before the announcement, when the cell shows what it will show.
    private func displayCell(
        at indexPath: IndexPath, prepared: (TableViewCell) -> Void
    ) throws(UIKitException) {
        // A drop's placeholder row has no data-source row: its cell is the placeholder's (TableView+DropPlaceholders.swift).
        let cell: TableViewCell
        if let placeholder = try placeholderCell(at: indexPath) {
            cell = placeholder
        } else {
            cell = try callCellForRow(at: dataSourceIndexPath(forPresentationIndexPath: indexPath))
        }
        let selected = selection.selectedRows.contains(indexPath), highlighted = highlightedRow == indexPath || dragDrop.intoRow == indexPath
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
        cell.fittedTableWidth = nil
        onScreen.cellsByRow[indexPath] = cell
        // While editing, the row's editing questions come between cellForRowAt and willDisplay.
        try prepareEditingState(of: cell, at: indexPath)
        prepared(cell)
        try callWillDisplay(cell, forRowAt: indexPath)
    }

    private func endDisplayingCell(at indexPath: IndexPath) throws(UIKitException) {
        guard let cell = onScreen.cellsByRow.removeValue(forKey: indexPath) else { return }
        try endDisplaying(cell, at: indexPath)
        emit(.rowControlsChanged(indexPath))
    }

    private func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) throws(UIKitException) {
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        try callDidEndDisplaying(cell, forRowAt: indexPath)
        // While VoiceOver runs, cells that leave are dropped, not reused [D: D-table].
        if !isVoiceOverRunning, let identifier = cell.reuseIdentifier { onScreen.reusePool[identifier, default: []].append(cell) }
    }

    /// Ends the display of the rows that left the screen and of the cells an update removed, in the
    /// order they were on screen (after an update, by where each row was before it).
    private func endDisplayingCells(leaving: [IndexPath]) throws(UIKitException) {
        var ending: [(order: IndexPath, indexPath: IndexPath, removed: TableViewCell?)] = leaving.map {
            (update.indexPathsBefore[$0] ?? $0, $0, nil)
        }
        ending += onScreen.removedCells.map { ($0.indexPath, $0.indexPath, $0.cell) }
        onScreen.removedCells = []
        ending.sort { $0.order < $1.order }
        for item in ending {
            if let cell = item.removed {
                try endDisplaying(cell, at: item.indexPath)
            } else {
                try endDisplayingCell(at: item.indexPath)
            }
        }
    }

    private func displayHeadersAndFooters(headers: [Int], footers: [Int]) throws(UIKitException) {
        let headerSet = Set(headers)
        let footerSet = Set(footers)
        for section in headerSet.union(footerSet).sorted() {
            if headerSet.contains(section) { try display(isHeader: true, inSection: section) }
            if footerSet.contains(section) { try display(isHeader: false, inSection: section) }
        }
    }

    /// Places a section's header or footer view where it is drawn now, creating (and announcing with
    /// `willDisplay`) the view when the section had none on screen.
    private func display(isHeader: Bool, inSection section: Int) throws(UIKitException) {
        let frame = isHeader ? drawnRectForHeader(inSection: section) : drawnRectForFooter(inSection: section)
        if let view = isHeader ? onScreen.displayedHeaders[section] : onScreen.displayedFooters[section] {
            view.frame = frame
            return
        }
        let layout = sectionLayouts[section]
        let title = isHeader ? layout.headerTitle : layout.footerTitle
        let view = try callViewForHeaderFooter(isHeader: isHeader, inSection: section)
            ?? makeHeaderFooterView(isHeader: isHeader, title: title)
        view.frame = frame
        if isHeader { onScreen.displayedHeaders[section] = view } else { onScreen.displayedFooters[section] = view }
        try callWillDisplay(view, forSection: section)
    }

    /// Ends the display of headers and footers that left the screen and of those an update removed,
    /// section by section (after an update, by where each section was before it), header first.
    private func endDisplayingHeadersAndFooters(keepingHeaders: Set<Int>, footers: Set<Int>) throws(UIKitException) {
        var ending: [(order: Int, section: Int, view: HeaderFooterView, removed: Bool)] = []
        for (section, view) in onScreen.displayedHeaders where !keepingHeaders.contains(section) {
            ending.append((update.sectionsBefore[section] ?? section, section, view, false))
        }
        for (section, view) in onScreen.displayedFooters where !footers.contains(section) {
            ending.append((update.sectionsBefore[section] ?? section, section, view, false))
        }
        ending += onScreen.removedHeaderFooterViews.map { ($0.section, $0.section, $0.view, true) }
        onScreen.removedHeaderFooterViews = []
        ending.sort { ($0.order, $0.view.isHeader ? 0 : 1) < ($1.order, $1.view.isHeader ? 0 : 1) }
        for item in ending {
            if !item.removed {
                if item.view.isHeader {
                    onScreen.displayedHeaders[item.section] = nil
                } else {
                    onScreen.displayedFooters[item.section] = nil
                }
            }
            try callDidEndDisplaying(item.view, forSection: item.section)
            if !isVoiceOverRunning {
                if let identifier = item.view.reuseIdentifier {
                    onScreen.headerFooterReusePool[identifier, default: []].append(item.view)
                } else if item.view.isMadeByTable {
                    onScreen.headerFooterPool.append(item.view)
                }
            }
        }
    }

    private func makeHeaderFooterView(isHeader: Bool, title: String?) -> HeaderFooterView {
        if !isVoiceOverRunning, let index = onScreen.headerFooterPool.firstIndex(where: { $0.isHeader == isHeader }) {
            let view = onScreen.headerFooterPool.remove(at: index)
            view.title = title
            return view
        }
        defer { onScreen.nextHeaderFooterNumber += 1 }
        return HeaderFooterView(traceNumber: onScreen.nextHeaderFooterNumber, isHeader: isHeader, title: title)
    }

    /// Ends the display of every cell, header and footer on screen, in order (as a reload does).
    func endDisplayingEverything() throws(UIKitException) {
        for indexPath in onScreen.displayedRows { try endDisplayingCell(at: indexPath) }
        onScreen.displayedRows = []
        try endDisplayingHeadersAndFooters(keepingHeaders: [], footers: [])
    }

    // MARK: Reloading and scrolling

    /// Reloads everything: counts, titles, heights and the visible cells; the selection is cleared.
    ///
    /// No delegate hears of the cleared selection. The old cells leave (`didEndDisplaying`) before
    /// the new ones are asked for, so they come back through the reuse pool.
    ///
    /// Called from a callback while the table applies an update or lays out its cells, it is ignored
    /// (as update calls are then). Outside a window it asks nothing: the table loads in the layout that
    /// puts it on screen (see ``Simulator/appear()``).
    public func reloadData() {
        guard !isRebuildingContent, isInWindow else { return }
        runCrashingOnException { () throws(UIKitException) in try reloadDataNow() }
    }

    func reloadDataNow() throws(UIKitException) {
        // A row's buttons close first: a swiped row ends its editing before the reload's calls.
        try hideRowActions()
        cancelReorder()
        clearSelectionSilently()
        // Prefetching: the rows asked for are forgotten with the data they were asked of.
        prefetching.requested = []
        // Drag and drop: a reload drops the placeholder rows, whose contexts then do nothing (DragAndDropBehaviour.md).
        for placeholder in dragDrop.placeholders { placeholder.isFinished = true }
        dragDrop.placeholders = []
        highlightedRow = nil
        // Every cell leaves the window and comes back: a text field in one resigns first responder.
        let resigned = firstResponderIndexPath != nil
        firstResponderIndexPath = nil
        try loadData()
        try endDisplayingEverything()
        if !hasLoadedData {
            contentOffset = Point(x: 0, y: minimumContentOffsetY)
            hasLoadedData = true
        } else if !isDragging, !isScrollingByItself {
            // "It adjusts offsets if the table shrinks" [A]: the content moves back into its range.
            contentOffset.y = clampedOffsetY(contentOffset.y)
        }
        try layoutVisibleContent()
        if resigned { emit(.firstResponderResigned) }
        loaded.reloadCount += 1
        emit(.reloaded)
    }
}

/// What lies at a point of a table's content.
package enum TableElement: Hashable, Sendable {
    /// A row's cell.
    case row(IndexPath)
    /// A section's header view.
    case header(Int)
    /// A section's footer view.
    case footer(Int)
}
