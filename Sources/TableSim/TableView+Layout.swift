/// Loading the data, the geometry of sections and rows, and the cells on screen.
extension TableView {
    /// Whether row heights start as estimates and are asked only as rows are about to appear.
    public var usesEstimatedRowHeights: Bool { estimatedRowHeight != 0 }

    /// The height of a row that neither the delegate nor an estimate sizes.
    var resolvedRowHeight: Double { rowHeight >= 0 ? rowHeight : TableView.defaultRowHeight }

    /// The estimate a row starts with when estimates are on.
    var resolvedRowEstimate: Double { estimatedRowHeight > 0 ? estimatedRowHeight : resolvedRowHeight }

    /// The height a section header or footer takes when nothing sets it.
    ///
    /// Plain: 28 with a title, none without. Grouped and inset grouped: 38 with a title, 18 without.
    func defaultHeaderFooterHeight(title: String?) -> Double {
        switch style {
        case .plain: title == nil ? 0 : 28
        case .grouped, .insetGrouped: title == nil ? 18 : 38
        }
    }

    // MARK: Loading

    /// Asks the data source for counts, titles and (as UIKit's height rules say) heights.
    func loadData() throws(UIKitException) {
        guard dataSource != nil else { throw UIKitException(reason: "UITableView dataSource is not set") }
        let sectionCount = max(0, try callNumberOfSections())
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            counts.append(max(0, try callNumberOfRows(inSection: section)))
        }
        var layouts: [SectionLayout] = []
        layouts.reserveCapacity(sectionCount)
        var askRowHeights = true
        for section in 0..<sectionCount {
            layouts.append(try loadSection(section, rowCount: counts[section], askingRowHeights: &askRowHeights))
        }
        sectionLayouts = layouts
        sectionSpans = PrefixSums(layouts.map(\.span))
        updateContentSize()
        loadedRowCount = counts.reduce(0, +)
        // The index comes from the loaded sections, before any cell is asked for.
        try loadSectionIndexTitles()
    }

    /// Asks a section's titles and its header and footer heights, then its rows' heights as UIKit's
    /// height rules say (estimates when they are on, else heights); `askingRowHeights` turns false once
    /// the app turns out not to implement the row method, so that no other row is asked.
    func loadSection(
        _ section: Int, rowCount count: Int, askingRowHeights: inout Bool
    ) throws(UIKitException) -> SectionLayout {
        let headerTitle = try callTitleForHeader(inSection: section)
        let headerHeight = try resolveHeaderFooterHeight(
            try callHeightForHeader(inSection: section), fallback: sectionHeaderHeight, title: headerTitle)
        let footerTitle = try callTitleForFooter(inSection: section)
        let footerHeight = try resolveHeaderFooterHeight(
            try callHeightForFooter(inSection: section), fallback: sectionFooterHeight, title: footerTitle)
        var rows = HeightIndex(count: count, baseHeight: initialRowHeight)
        // Without estimates every row's height is asked now; with them, only estimates are.
        var row = 0
        while askingRowHeights, row < count {
            guard let height = try askInitialHeight(ofRowAt: IndexPath(row: row, section: section)) else {
                askingRowHeights = false  // not implemented: no row will answer either
                break
            }
            rows.setHeight(height, of: row)
            row += 1
        }
        return SectionLayout(
            rowCount: count, rows: rows, headerHeight: headerHeight, footerHeight: footerHeight,
            headerTitle: headerTitle, footerTitle: footerTitle)
    }

    /// The height a row has before the app is asked about it: the estimate, or the row height.
    var initialRowHeight: Double { usesEstimatedRowHeights ? resolvedRowEstimate : resolvedRowHeight }

    /// Asks the height a row starts with (its estimate when estimates are on, else its height); nil
    /// when the app does not implement that method. UIKit's automatic dimension gives the default.
    func askInitialHeight(ofRowAt indexPath: IndexPath) throws(UIKitException) -> Double? {
        let asked =
            usesEstimatedRowHeights ? try callEstimatedHeightForRow(at: indexPath) : try callHeightForRow(at: indexPath)
        return asked.map { $0 < 0 ? initialRowHeight : $0 }
    }

    private func resolveHeaderFooterHeight(
        _ asked: Double?, fallback: Double, title: String?
    ) throws(UIKitException) -> Double {
        if let asked, asked >= 0 { return asked }
        if fallback >= 0 { return fallback }
        return defaultHeaderFooterHeight(title: title)
    }

    func updateContentSize() {
        contentSize = Size(width: frame.width, height: sectionSpans.total)
    }

    /// Sets one row's height and moves everything below it.
    func setHeight(_ height: Double, of indexPath: IndexPath) {
        sectionLayouts[indexPath.section].rows.setHeight(height, of: indexPath.row)
        sectionSpans.set(sectionLayouts[indexPath.section].span, at: indexPath.section)
        updateContentSize()
    }

    // MARK: Geometry (content coordinates)

    /// The rectangle of a whole section: header, rows and footer.
    public func rect(forSection section: Int) -> Rect {
        Rect(x: 0, y: sectionSpans.prefix(section), width: frame.width, height: sectionSpans[section])
    }

    /// The rectangle of a section's header.
    public func rectForHeader(inSection section: Int) -> Rect {
        Rect(
            x: 0, y: sectionSpans.prefix(section), width: frame.width,
            height: sectionLayouts[section].headerHeight)
    }

    /// The rectangle of a section's footer.
    public func rectForFooter(inSection section: Int) -> Rect {
        let layout = sectionLayouts[section]
        return Rect(
            x: 0, y: sectionSpans.prefix(section) + layout.headerHeight + layout.rows.totalHeight,
            width: frame.width, height: layout.footerHeight)
    }

    /// The rectangle of a row.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        let layout = sectionLayouts[indexPath.section]
        let y = sectionSpans.prefix(indexPath.section) + layout.headerHeight + layout.rows.offset(of: indexPath.row)
        return Rect(x: 0, y: y, width: frame.width, height: layout.rows.height(of: indexPath.row))
    }

    /// What lies at a point of the content: a row, a header, a footer, or nothing.
    public func element(at point: Point) -> TableElement? {
        guard point.x >= 0, point.x < frame.width, point.y >= 0, point.y < sectionSpans.total,
            !sectionLayouts.isEmpty
        else { return nil }
        let section = sectionSpans.index(at: point.y)
        let layout = sectionLayouts[section]
        let local = point.y - sectionSpans.prefix(section)
        if local < layout.headerHeight { return .header(section) }
        let inRows = local - layout.headerHeight
        if inRows < layout.rows.totalHeight, layout.rowCount > 0 {
            return .row(IndexPath(row: layout.rows.row(at: inRows), section: section))
        }
        return .footer(section)
    }

    /// The row at a point of the content, or nil.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        if case .row(let indexPath) = element(at: point) { return indexPath }
        return nil
    }

    // MARK: Cells on screen

    /// Brings the cells and header/footer views on screen in line with the content offset.
    ///
    /// Rows that come on screen get (with estimates) `heightForRowAt`, then `cellForRowAt` and
    /// `willDisplay`, top to bottom; then headers and footers that came on screen; then the rows,
    /// headers and footers that left get their `didEndDisplaying`, and their views go to the pools.
    func layoutVisibleContent() throws(UIKitException) {
        let top = contentOffset.y
        let bottom = top + frame.height
        var visibleRows: [IndexPath] = []
        var visibleHeaders: [Int] = []
        var visibleFooters: [Int] = []
        var section = sectionLayouts.isEmpty ? 0 : sectionSpans.index(at: top)
        while section < sectionLayouts.count {
            let sectionTop = sectionSpans.prefix(section)
            if sectionTop >= bottom { break }
            let headerHeight = sectionLayouts[section].headerHeight
            if headerHeight > 0, sectionTop + headerHeight > top { visibleHeaders.append(section) }
            let rowsTop = sectionTop + headerHeight
            let count = sectionLayouts[section].rowCount
            var row = count == 0 ? 0 : sectionLayouts[section].rows.row(at: top - rowsTop)
            while row < count {
                let y = rowsTop + sectionLayouts[section].rows.offset(of: row)
                if y >= bottom { break }
                let indexPath = IndexPath(row: row, section: section)
                if cellsByRow[indexPath] == nil, usesEstimatedRowHeights {
                    // The row is about to appear: its actual height replaces the estimate.
                    let actual = try callHeightForRow(at: indexPath).map { $0 < 0 ? resolvedRowHeight : $0 }
                    setHeight(actual ?? resolvedRowHeight, of: indexPath)
                }
                let height = sectionLayouts[section].rows.height(of: row)
                if height > 0, y + height > top {
                    if cellsByRow[indexPath] == nil { try displayCell(at: indexPath) }
                    visibleRows.append(indexPath)
                }
                row += 1
            }
            let footerRect = rectForFooter(inSection: section)
            if footerRect.height > 0, footerRect.maxY > top, footerRect.minY < bottom {
                visibleFooters.append(section)
            }
            section += 1
        }
        try displayHeadersAndFooters(headers: visibleHeaders, footers: visibleFooters)
        let stillVisible = Set(visibleRows)
        try endDisplayingCells(leaving: displayedRows.filter { !stillVisible.contains($0) })
        displayedRows = visibleRows
        try endDisplayingHeadersAndFooters(keepingHeaders: Set(visibleHeaders), footers: Set(visibleFooters))
    }

    private func displayCell(at indexPath: IndexPath) throws(UIKitException) {
        let cell = try callCellForRow(at: indexPath)
        cell.isSelected = selectedRows.contains(indexPath)
        cell.isHighlighted = highlightedRow == indexPath
        cellsByRow[indexPath] = cell
        // While editing, the row's editing questions come between cellForRowAt and willDisplay.
        try prepareEditingState(of: cell, at: indexPath)
        try callWillDisplay(cell, forRowAt: indexPath)
    }

    private func endDisplayingCell(at indexPath: IndexPath) throws(UIKitException) {
        guard let cell = cellsByRow.removeValue(forKey: indexPath) else { return }
        try endDisplaying(cell, at: indexPath)
    }

    private func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) throws(UIKitException) {
        cell.isHighlighted = false
        try callDidEndDisplaying(cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    /// Ends the display of the rows that left the screen and of the cells an update removed, in the
    /// order they were on screen (after an update, by where each row was before it).
    private func endDisplayingCells(leaving: [IndexPath]) throws(UIKitException) {
        var ending: [(order: IndexPath, indexPath: IndexPath, removed: TableViewCell?)] = leaving.map {
            (indexPathsBeforeUpdate[$0] ?? $0, $0, nil)
        }
        ending += removedCells.map { ($0.indexPath, $0.indexPath, $0.cell) }
        removedCells = []
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
        for section in Set(headers).union(footers).sorted() {
            if headerSet.contains(section), displayedHeaders[section] == nil {
                let view = makeHeaderFooterView(isHeader: true, title: sectionLayouts[section].headerTitle)
                displayedHeaders[section] = view
                try callWillDisplay(view, forSection: section)
            }
            if footerSet.contains(section), displayedFooters[section] == nil {
                let view = makeHeaderFooterView(isHeader: false, title: sectionLayouts[section].footerTitle)
                displayedFooters[section] = view
                try callWillDisplay(view, forSection: section)
            }
        }
    }

    /// Ends the display of headers and footers that left the screen and of those an update removed,
    /// section by section (after an update, by where each section was before it), header first.
    private func endDisplayingHeadersAndFooters(keepingHeaders: Set<Int>, footers: Set<Int>) throws(UIKitException) {
        var ending: [(order: Int, section: Int, view: HeaderFooterView, removed: Bool)] = []
        for (section, view) in displayedHeaders where !keepingHeaders.contains(section) {
            ending.append((sectionsBeforeUpdate[section] ?? section, section, view, false))
        }
        for (section, view) in displayedFooters where !footers.contains(section) {
            ending.append((sectionsBeforeUpdate[section] ?? section, section, view, false))
        }
        ending += removedHeaderFooterViews.map { ($0.section, $0.section, $0.view, true) }
        removedHeaderFooterViews = []
        ending.sort { ($0.order, $0.view.isHeader ? 0 : 1) < ($1.order, $1.view.isHeader ? 0 : 1) }
        for item in ending {
            if !item.removed {
                if item.view.isHeader {
                    displayedHeaders[item.section] = nil
                } else {
                    displayedFooters[item.section] = nil
                }
            }
            try callDidEndDisplaying(item.view, forSection: item.section)
            headerFooterPool.append(item.view)
        }
    }

    private func makeHeaderFooterView(isHeader: Bool, title: String?) -> HeaderFooterView {
        if let index = headerFooterPool.firstIndex(where: { $0.isHeader == isHeader }) {
            let view = headerFooterPool.remove(at: index)
            view.title = title
            return view
        }
        defer { nextHeaderFooterNumber += 1 }
        return HeaderFooterView(traceNumber: nextHeaderFooterNumber, isHeader: isHeader, title: title)
    }

    /// Ends the display of every cell, header and footer on screen, in order (as a reload does).
    func endDisplayingEverything() throws(UIKitException) {
        for indexPath in displayedRows { try endDisplayingCell(at: indexPath) }
        displayedRows = []
        try endDisplayingHeadersAndFooters(keepingHeaders: [], footers: [])
    }

    // MARK: Reloading and scrolling

    /// Reloads everything: counts, titles, heights and the visible cells; the selection is cleared.
    ///
    /// No delegate hears of the cleared selection. The old cells leave (`didEndDisplaying`) before
    /// the new ones are asked for, so they come back through the reuse pool.
    public func reloadData() {
        perform { () throws(UIKitException) in try reloadDataNow() }
    }

    func reloadDataNow() throws(UIKitException) {
        // A row's buttons close first: a swiped row ends its editing before the reload's calls.
        try hideRowActions()
        cancelReorder()
        clearSelectionSilently()
        highlightedRow = nil
        try loadData()
        try endDisplayingEverything()
        if !hasLoadedData {
            contentOffset = Point(x: 0, y: minimumContentOffsetY)
            hasLoadedData = true
        } else {
            contentOffset.y = min(max(contentOffset.y, minimumContentOffsetY), maximumContentOffsetY)
        }
        try layoutVisibleContent()
    }

    /// Moves the content without animation: `scrollViewDidScroll`, then the cells that come and go.
    public func setContentOffset(_ offset: Point, animated: Bool = false) {
        perform { () throws(UIKitException) in try moveContent(to: offset) }
    }

    func moveContent(to offset: Point) throws(UIKitException) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        try callScrollViewDidScroll()
        try layoutVisibleContent()
    }
}

/// What lies at a point of a table's content.
public enum TableElement: Hashable, Sendable {
    case row(IndexPath)
    case header(Int)
    case footer(Int)
}
