/// What the table knows of its sections: the counts and heights it loads, and the rectangles of
/// sections, headers, footers and rows that follow from them (content coordinates).
extension TableView {
    /// Whether row heights start as estimates and are asked only as rows are about to appear.
    package var usesEstimatedRowHeights: Bool { estimatedRowHeight != 0 }

    /// The height of a row that neither the delegate nor an estimate sizes: with text sizing, at least
    /// a one-line stock row at the text size (§11.2 last line).
    var resolvedRowHeight: Double {
        guard rowHeight < 0 else { return rowHeight }
        return sizesStockRowsByText ? max(metrics.rowHeight, contentSizeCategory.stockRowHeight) : metrics.rowHeight
    }

    /// The estimate a row starts with when estimates are on.
    var resolvedRowEstimate: Double { estimatedRowHeight > 0 ? estimatedRowHeight : resolvedRowHeight }

    /// The height a section header or footer takes when nothing sets it.
    ///
    /// Plain: 28 with a title, none without. Grouped and inset grouped: 38 with a title, 18 without
    /// (see ``Metrics``). With text sizing on, a title view grows with its text: its lines at the text
    /// size, wrapped 16 pt inside each side, plus the room around one line it has at L (**Choice**,
    /// as stock rows grow: a plain header's headline lines + 6, a plain footer's footnote lines + 11,
    /// a grouped one's footnote lines + 21), never less than at L.
    func defaultHeaderFooterHeight(title: String?, isHeader: Bool) -> Double {
        let base: Double =
            switch style {
            case .plain: title == nil ? 0 : metrics.plainHeaderFooterHeight
            case .grouped, .insetGrouped: title == nil ? metrics.groupedEmptyHeaderFooterHeight : metrics.groupedHeaderFooterHeight
            }
        guard sizesStockRowsByText, let title else { return base }
        let textStyle: TextStyle = style == .plain && isHeader ? .headline : .footnote
        let padding = base - textStyle.lineHeight(at: .large)
        let width = frame.width - 2 * metrics.cellTextInset - (style == .insetGrouped ? 2 * metrics.layoutMargin : 0)
        let shown = style == .plain || !isHeader ? title : title.uppercased()
        let lines = TextMeasurer(pointSize: textStyle.pointSize(at: contentSizeCategory), isBold: displaySettings.boldText).lines(of: shown, width: max(1, width))
        return max(base, Double(max(1, lines.count)) * textStyle.lineHeight(at: contentSizeCategory) + padding)
    }

    /// The top of a section in content coordinates: below the table's header view.
    func sectionTop(_ section: Int) -> Double { tableHeaderHeight + loaded.sectionSpans.prefix(section) }

    /// The section at a point of the content (the first one above it, or the first section while the
    /// point is in the table's header view).
    func section(atContentY y: Double) -> Int { loaded.sectionSpans.index(at: y - tableHeaderHeight) }

    /// The space above each plain-style header: `sectionHeaderTopPadding`, with automatic taken as 0.
    var resolvedSectionHeaderTopPadding: Double { sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : 0 }

    // MARK: Loading

    /// Asks the data source for counts, titles and (as UIKit's height rules say) heights.
    func loadData() throws(UIKitException) {
        guard let dataSource, !dataSource.isDataSourceGone else {
            throw UIKitException(reason: "UITableView dataSource is not set")
        }
        // A negative count is an NSInteger UIKit sizes its row data with, read as an unsigned size:
        // the allocation fails and UIKit raises (§Negative counts from the data source).
        let sectionCount = try callNumberOfSections()
        guard sectionCount >= 0 else {
            throw UIKitException(
                reason: "Failed to allocate data stores for \(sectionCount) sections. Consider using fewer sections.")
        }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = try callNumberOfRows(inSection: section)
            guard count >= 0 else {
                throw UIKitException(
                    reason: "Failed to allocate data stores for \(count) rows in section \(section). Consider using fewer rows")
            }
            counts.append(count)
        }
        var layouts: [SectionLayout] = []
        layouts.reserveCapacity(sectionCount)
        var askRowHeights = true
        for section in 0..<sectionCount {
            layouts.append(try loadSection(section, rowCount: counts[section], askingRowHeights: &askRowHeights))
        }
        sectionLayouts = layouts
        loaded.sectionSpans = PrefixSums(layouts.map(\.span))
        updateContentSize()
        loaded.rowCount = counts.reduce(0, +)
        accessibilityOrderCache = nil
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
        // A delegate that estimates header or footer heights is asked the actual ones only as they are
        // about to appear (UITableView.h: "the above -tableView:heightForXXX calls will be deferred").
        let headerEstimate = try callEstimatedHeightForHeader(inSection: section)
        let askedHeader = if let headerEstimate { headerEstimate } else { try callHeightForHeader(inSection: section) }
        let headerHeight = try headerHeightWithPadding(askedHeader, title: headerTitle)
        let footerTitle = try callTitleForFooter(inSection: section)
        let footerEstimate = try callEstimatedHeightForFooter(inSection: section)
        if headerEstimate != nil || footerEstimate != nil { sizing.estimatedHeadersOrFootersSeen = true }
        let askedFooter = if let footerEstimate { footerEstimate } else { try callHeightForFooter(inSection: section) }
        let footerHeight = try resolveHeaderFooterHeight(
            askedFooter, fallback: sectionFooterHeight, title: footerTitle, isHeader: false)
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
            headerTitle: headerTitle, footerTitle: footerTitle, headerIsEstimated: headerEstimate != nil,
            footerIsEstimated: footerEstimate != nil,
            headerTakesDefault: headerEstimate == nil && takesDefault(askedHeader, fallback: sectionHeaderHeight),
            footerTakesDefault: footerEstimate == nil && takesDefault(askedFooter, fallback: sectionFooterHeight))
    }

    /// Whether a header or footer height comes from the title rule: the delegate answered nothing or
    /// `automaticDimension`, and the table's own height is automatic.
    func takesDefault(_ asked: Double?, fallback: Double) -> Bool {
        (asked ?? -1) < 0 && fallback < 0
    }

    /// A header's height from what the delegate answered, with the plain style's top padding.
    func headerHeightWithPadding(_ asked: Double?, title: String?) throws(UIKitException) -> Double {
        var height = try resolveHeaderFooterHeight(asked, fallback: sectionHeaderHeight, title: title, isHeader: true)
        if style == .plain, height > 0 { height += resolvedSectionHeaderTopPadding }
        return height
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

    func resolveHeaderFooterHeight(
        _ asked: Double?, fallback: Double, title: String?, isHeader: Bool
    ) throws(UIKitException) -> Double {
        if let asked, asked >= 0 { return asked }
        if fallback >= 0 { return fallback }
        return defaultHeaderFooterHeight(title: title, isHeader: isHeader)
    }

    func updateContentSize() {
        contentSize = Size(width: frame.width, height: tableHeaderHeight + loaded.sectionSpans.total + tableFooterHeight)
    }

    /// Sets one row's height and moves everything below it.
    func setHeight(_ height: Double, of indexPath: IndexPath) {
        sectionLayouts[indexPath.section].rows.setHeight(height, of: indexPath.row)
        loaded.sectionSpans.set(sectionLayouts[indexPath.section].span, at: indexPath.section)
        updateContentSize()
    }

    // MARK: Geometry (content coordinates)

    /// The rectangle of a whole section: header, rows and footer.
    public func rect(forSection section: Int) -> Rect {
        Rect(x: 0, y: sectionTop(section), width: frame.width, height: loaded.sectionSpans[section])
    }

    /// The rectangle of a section's header.
    public func rectForHeader(inSection section: Int) -> Rect {
        guard isKnownSection(section) else { return .zero }
        return Rect(
            x: 0, y: sectionTop(section), width: frame.width,
            height: sectionLayouts[section].headerHeight)
    }

    /// Whether the table has a section; when not, raises UIKit's "request for rect of invalid section"
    /// exception [O], which app code asking for a section's geometry gets.
    private func isKnownSection(_ section: Int) -> Bool {
        guard section >= 0, section < sectionLayouts.count else {
            raiseException(
                UIKitException(reason: "request for rect of invalid section (\(TableView.unsignedIndex(section)))"))
            return false
        }
        return true
    }

    /// The rectangle of a section's footer.
    public func rectForFooter(inSection section: Int) -> Rect {
        guard isKnownSection(section) else { return .zero }
        let layout = sectionLayouts[section]
        return Rect(
            x: 0, y: sectionTop(section) + layout.headerHeight + layout.rows.totalHeight,
            width: frame.width, height: layout.footerHeight)
    }

    /// The rectangle of a row.
    ///
    /// A row the table does not have raises UIKit's exception (UIKit throws rather than return
    /// `CGRectZero` as once documented [O]) and gives `.zero`.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard contains(indexPath) else {
            raiseException(
                UIKitException(
                    reason: "request for rect at invalid index path ("
                        + TableView.indexPathDescription(section: indexPath.section, row: indexPath.row) + ")"))
            return .zero
        }
        // Read in place: a copy of the section's layout would retain its height index on every call.
        let (section, row) = (indexPath.section, indexPath.row)
        let y = sectionTop(section) + sectionLayouts[section].headerHeight + sectionLayouts[section].rows.offset(of: row)
        return Rect(x: 0, y: y, width: frame.width, height: sectionLayouts[section].rows.height(of: row))
    }

    /// What lies at a point of the content: a row, a header, a footer, or nothing.
    package func element(at point: Point) -> TableElement? {
        guard point.x >= 0, point.x < frame.width, point.y >= tableHeaderHeight, point.y < tableHeaderHeight + loaded.sectionSpans.total,
            !sectionLayouts.isEmpty
        else { return nil }
        let section = section(atContentY: point.y)
        let layout = sectionLayouts[section]
        let local = point.y - sectionTop(section)
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

    // MARK: Style geometry

    /// How far rows sit from the table's sides: in insetGrouped style the layout margin (16 pt, or 20 pt
    /// on screens 414 pt wide and more) plus the safe area; none in the other styles.
    package var sectionHorizontalInsets: EdgeInsets {
        guard style == .insetGrouped else { return .zero }
        let margin = frame.width >= metrics.wideLayoutMarginMinimumWidth ? metrics.wideLayoutMargin : metrics.layoutMargin
        return EdgeInsets(left: safeAreaInsets.left + margin, right: safeAreaInsets.right + margin)
    }

    /// The frame a row's cell takes: the row's rectangle, inset from the sides in insetGrouped style.
    package func cellFrame(forRowAt rowRect: Rect) -> Rect {
        let insets = sectionHorizontalInsets
        return Rect(
            x: rowRect.minX + insets.left, y: rowRect.minY, width: max(0, rowRect.width - insets.left - insets.right),
            height: rowRect.height)
    }

    /// Where a section's header is drawn, in content coordinates.
    ///
    /// In plain style it floats: `max(natural top, contentOffset.y + adjustedContentInset.top)`, but
    /// never lower than the section's end minus its height, so the next section pushes it up. In the
    /// grouped styles it stays where its section puts it.
    package func drawnRectForHeader(inSection section: Int) -> Rect {
        let natural = rectForHeader(inSection: section)
        guard style == .plain else { return natural }
        let pinned = contentOffset.y + adjustedContentInset.top
        let lowest = rect(forSection: section).maxY - natural.height
        return Rect(x: natural.minX, y: min(max(natural.minY, pinned), lowest), width: natural.width, height: natural.height)
    }

    /// Where a section's footer is drawn: in plain style it floats at the bottom of the visible area,
    /// but never above its section's top; in the grouped styles it stays in place.
    package func drawnRectForFooter(inSection section: Int) -> Rect {
        let natural = rectForFooter(inSection: section)
        guard style == .plain else { return natural }
        let pinned = contentOffset.y + frame.height - adjustedContentInset.bottom - natural.height
        let highest = rect(forSection: section).minY
        return Rect(x: natural.minX, y: max(min(natural.minY, pinned), highest), width: natural.width, height: natural.height)
    }
}
