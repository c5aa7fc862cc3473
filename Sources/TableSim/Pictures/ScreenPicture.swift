/// Draws the screen as the device shows it now, in screen coordinates: the table's background, the
/// visible rows, the header and footer views where they are drawn (floating ones where they float),
/// the section index, what covers the table (the app's views, the keyboard), the status bar and the
/// home indicator.
///
/// Everything comes from the ``ScreenLayout`` a finger hits, so the picture shows the geometry the
/// simulation uses; like the layout, it costs what the screen holds, not what the table holds.
struct ScreenPicture {
    let simulator: Simulator
    let layout: ScreenLayout
    let fonts: PictureFonts

    private var tableView: TableView { simulator.tableView }
    private var screen: Rect { layout.screen }

    func draw(into svg: inout SVGWriter) {
        svg.rect(screen, fill: tableView.style == .plain ? PictureStyle.background : PictureStyle.groupedBackground)
        svg.beginGroup(named: "rows")
        for parts in layout.rows {
            guard let cell = tableView.cellForRow(at: parts.indexPath) else { continue }
            RowPicture(tableView: tableView, cell: cell, parts: parts, metrics: simulator.metrics, screenWidth: screen.width)
                .draw(into: &svg)
        }
        svg.endGroup()
        drawHeadersAndFooters(into: &svg)
        drawSectionIndex(into: &svg)
        SearchPicture(simulator: simulator, inNavigationBar: false).draw(into: &svg)
        drawCovers(into: &svg)
        drawStatusBar(into: &svg)
        SearchPicture(simulator: simulator, inNavigationBar: true).draw(into: &svg)
        drawHomeIndicator(into: &svg)
    }

    // MARK: Headers and footers

    /// Headers and footers over the rows: a plain table's on a bar in semibold, a grouped table's in
    /// small gray capitals (headers) or small gray text (footers), each at its view's frame.
    private func drawHeadersAndFooters(into svg: inout SVGWriter) {
        guard !layout.headerFooterViews.isEmpty else { return }
        svg.beginGroup(named: "headers-footers")
        let margin =
            screen.width >= simulator.metrics.wideLayoutMarginMinimumWidth
            ? simulator.metrics.wideLayoutMargin : simulator.metrics.layoutMargin
        for view in layout.headerFooterViews {
            let object =
                view.isHeader ? tableView.headerView(forSection: view.section) : tableView.footerView(forSection: view.section)
            svg.comment("\(view.isHeader ? "header" : "footer") \(view.section)")
            let id = "\(view.isHeader ? "header" : "footer")-\(view.section)"
            svg.beginClippedGroup(id: id, clip: view.frame)
            let plain = tableView.style == .plain
            if plain { svg.rect(view.frame, fill: PictureStyle.plainHeaderBackground) }
            let title = object?.shownText ?? ""
            let size = plain && view.isHeader ? fonts.plainHeader : fonts.groupedHeaderFooter
            let text = plain || !view.isHeader ? title : title.uppercased()
            let inset = tableView.style == .insetGrouped ? margin + simulator.metrics.layoutMargin : margin
            let leading = view.frame.minX + max(inset, tableView.safeAreaInsets.left)
            let bold = tableView.displaySettings.boldText
            let measurer = TextMeasurer(pointSize: size, isBold: bold)
            let lines = measurer.lines(of: text, width: max(view.frame.maxX - margin - leading, 1))
            // Lines spaced as the text-size model spaces a text style's (the table sizes the view by them).
            let lineHeight = TextStyle.lineHeight(ofPointSize: size, at: tableView.contentSizeCategory)
            // Grouped headers sit on their view's bottom edge, footers on its top; plain ones centred.
            var top: Double
            if plain {
                top = view.frame.midY - Double(lines.count) * lineHeight / 2
            } else if view.isHeader {
                top = view.frame.maxY - 6 - Double(lines.count) * lineHeight
            } else {
                top = view.frame.minY + 6
            }
            for line in lines {
                svg.text(
                    line, x: leading, baseline: top + RowPicture.baseline(lineHeight: lineHeight, size: size), size: size,
                    color: plain && view.isHeader ? PictureStyle.label : PictureStyle.secondaryLabel,
                    bold: (plain && view.isHeader) || bold)
                top += lineHeight
            }
            svg.endGroup()
        }
        svg.endGroup()
    }

    // MARK: The section index

    /// The index's titles, tinted, each centred in its slot; the search title as a magnifier.
    private func drawSectionIndex(into svg: inout SVGWriter) {
        guard let index = layout.sectionIndex, !index.titles.isEmpty else { return }
        svg.beginGroup(named: "section-index")
        let size = PictureStyle.indexTitleSize
        for (position, title) in index.titles.enumerated() {
            guard let slot = index.titleRect(at: position) else { continue }
            if title == TableView.indexSearch {
                let c = Point(x: slot.midX - 1, y: slot.midY - 1)
                svg.circle(center: c, radius: 3.5, fill: "none", stroke: PictureStyle.tint, strokeWidth: 1.3)
                svg.line(
                    from: Point(x: c.x + 2.5, y: c.y + 2.5), to: Point(x: c.x + 5, y: c.y + 5), stroke: PictureStyle.tint,
                    width: 1.3, roundCaps: true)
            } else {
                svg.text(
                    title, x: slot.midX, baseline: slot.midY + size * 0.35, size: size, color: PictureStyle.tint, anchor: .middle,
                    bold: true)
            }
        }
        svg.endGroup()
    }

    // MARK: Covers

    /// The app's views over the table (a translucent sheet with the view's name), then the keyboard,
    /// a window above the app's.
    private func drawCovers(into svg: inout SVGWriter) {
        for cover in layout.covers {
            switch cover.kind {
            case .keyboard, .headerFooterView:
                continue
            case .view:
                svg.beginGroup(named: "overlay")
                svg.rect(cover.rect, fill: PictureStyle.overlay, stroke: PictureStyle.gray, strokeWidth: 1, opacity: 0.94)
                svg.text(
                    cover.name, x: cover.rect.midX, baseline: cover.rect.midY + 5, size: 15, color: PictureStyle.secondaryLabel,
                    anchor: .middle)
                svg.endGroup()
            }
        }
        if let keyboard = layout.keyboard { drawKeyboard(keyboard, into: &svg) }
    }

    /// The keyboard: three rows of letter keys and a row with the space bar, above the home indicator's strip.
    private func drawKeyboard(_ frame: Rect, into svg: inout SVGWriter) {
        svg.beginGroup(named: "keyboard")
        svg.rect(frame, fill: PictureStyle.keyboardBackground)
        let bottomStrip = min(tableView.safeAreaInsets.bottom, frame.height / 3)
        let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM", " "]
        let rowHeight = (frame.height - bottomStrip - 8) / Double(rows.count)
        let keyWidth = (frame.width - 6) / 10
        for (number, letters) in rows.enumerated() {
            let top = frame.minY + 8 + Double(number) * rowHeight
            let keyHeight = max(rowHeight - 10, 1)
            if letters == " " {
                let space = Rect(x: frame.midX - keyWidth * 2.5, y: top, width: keyWidth * 5 - 6, height: keyHeight)
                svg.rect(space, fill: PictureStyle.key, radius: 5)
                continue
            }
            let start = frame.midX - keyWidth * Double(letters.count) / 2
            for (column, letter) in letters.enumerated() {
                let key = Rect(x: start + keyWidth * Double(column) + 3, y: top, width: keyWidth - 6, height: keyHeight)
                svg.rect(key, fill: PictureStyle.key, radius: 5)
                let size = min(22, keyHeight * 0.55)
                svg.text(
                    String(letter), x: key.midX, baseline: key.midY + size * 0.35, size: size, color: PictureStyle.label,
                    anchor: .middle)
            }
        }
        svg.endGroup()
    }

    // MARK: The bars

    /// The status bar: the clock and a battery over whatever the table shows under it.
    private func drawStatusBar(into svg: inout SVGWriter) {
        guard let bar = layout.statusBar else { return }
        svg.beginGroup(named: "status-bar")
        // Rows scroll under the bar; a veil of the background keeps the clock readable over them.
        svg.rect(bar, fill: tableView.style == .plain ? PictureStyle.background : PictureStyle.groupedBackground, opacity: 0.9)
        let size = PictureStyle.statusBarSize
        let centre = bar.maxY - min(bar.height, 44) / 2
        svg.text(
            "9:41", x: bar.minX + bar.width * 0.16, baseline: centre + size * 0.35, size: size, color: PictureStyle.label,
            anchor: .middle, bold: true)
        let battery = Rect(x: bar.maxX - bar.width * 0.16 - 12, y: centre - 5.5, width: 24, height: 11)
        svg.rect(battery, fill: "none", stroke: PictureStyle.label, strokeWidth: 1, radius: 3)
        svg.rect(Rect(x: battery.minX + 2, y: battery.minY + 2, width: 18, height: 7), fill: PictureStyle.label, radius: 1.5)
        svg.endGroup()
    }

    /// The home indicator on a device without a home button.
    private func drawHomeIndicator(into svg: inout SVGWriter) {
        let bottom = tableView.safeAreaInsets.bottom
        guard bottom > 0 else { return }
        let bar = Rect(x: screen.midX - 67, y: screen.maxY - 13, width: 134, height: 5)
        svg.rect(bar, fill: PictureStyle.label, radius: 2.5)
    }
}
