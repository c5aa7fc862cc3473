/// One line of a label as a picture draws it: its text, where its baseline starts, and its size.
struct DrawnTextLine: Hashable {
    /// The line's text.
    var text: String
    /// Where the line is anchored (its start, middle or end, as `anchor` says).
    var x: Double
    /// The baseline's height on screen.
    var baseline: Double
    /// The font's point size.
    var size: Double
    /// The text colour.
    var color: String
    /// Which end of the line `x` is.
    var anchor: SVGWriter.Anchor = .start
    /// Whether the line is semibold.
    var bold = false
}

/// Draws one visible row: its cell, selection, separator, text, accessory, editing controls, text
/// field and swipe buttons, from the row's ``RowParts`` (the same geometry a finger hits).
struct RowPicture {
    let tableView: TableView
    let cell: TableViewCell
    let parts: RowParts
    let metrics: Metrics
    /// The screen's width, for the layout margin.
    let screenWidth: Double

    /// The layout margin the row's text keeps from its content's edges.
    private var margin: Double {
        screenWidth >= metrics.wideLayoutMarginMinimumWidth ? metrics.wideLayoutMargin : metrics.layoutMargin
    }

    private var indexPath: IndexPath { parts.indexPath }

    func draw(into svg: inout SVGWriter) {
        svg.comment("row \(indexPath.section).\(indexPath.row)")
        let id = "row-\(indexPath.section)-\(indexPath.row)"
        svg.beginClippedGroup(id: id, clip: parts.cell)
        drawBackground(into: &svg)
        drawSeparator(into: &svg)
        drawSelectionCircle(into: &svg)
        for line in textLines() {
            svg.text(
                line.text, x: line.x, baseline: line.baseline, size: line.size, color: line.color, anchor: line.anchor,
                bold: line.bold || tableView.displaySettings.boldText)
        }
        drawTextField(into: &svg)
        drawAccessory(into: &svg)
        drawEditingControl(into: &svg)
        drawReorderControl(into: &svg)
        drawButtons(into: &svg)
        svg.endGroup()
    }

    // MARK: The cell

    /// The cell's fill: white, gray while selected or highlighted (unless its selection style is none);
    /// an insetGrouped section's first and last rows round their outer corners.
    private func drawBackground(into svg: inout SVGWriter) {
        let showsSelection =
            (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none
            // In multiple selection while editing, the circle shows the selection, not a fill.
            && tableView.editingControl(of: cell) != .selectionCircle
        let fill = showsSelection ? PictureStyle.selectionFill : PictureStyle.background
        let rows = tableView.numberOfRows(inSection: indexPath.section)
        if tableView.style == .insetGrouped, indexPath.row == 0 || indexPath.row == rows - 1 {
            // A rounded rectangle reaching past the inner edge, clipped by the row: only the outer corners round.
            let radius = 10.0
            let top = indexPath.row == 0 ? parts.cell.minY : parts.cell.minY - radius
            let bottom = indexPath.row == rows - 1 ? parts.cell.maxY : parts.cell.maxY + radius
            svg.rect(Rect(x: parts.cell.minX, y: top, width: parts.cell.width, height: bottom - top), fill: fill, radius: radius)
        } else {
            svg.rect(parts.cell, fill: fill)
        }
    }

    /// The hairline under the row, from the text's leading edge; none under a grouped section's last row.
    private func drawSeparator(into svg: inout SVGWriter) {
        let isLast = indexPath.row == tableView.numberOfRows(inSection: indexPath.section) - 1
        if tableView.style != .plain, isLast { return }
        let y = parts.cell.maxY - 0.25
        svg.line(
            from: Point(x: parts.content.minX + metrics.cellTextInset, y: y), to: Point(x: parts.cell.maxX, y: y),
            stroke: PictureStyle.separator, width: 0.5)
    }

    // MARK: Text

    /// The labels' lines where the table's text layout puts them at its text size (``CellTextLayout``:
    /// wrapped, stacked at accessibility sizes, centred in the row, cut where the row ends), coloured
    /// as UIKit colours a stock cell's labels.
    func textLines() -> [DrawnTextLine] {
        let layout = tableView.textLayout(of: cell, at: indexPath)
        let titleColor: String
        let detailColor: String
        switch cell.labelLayout {
        case .default, .subtitle:
            titleColor = PictureStyle.label
            detailColor = PictureStyle.label
        case .value1:
            titleColor = PictureStyle.label
            detailColor = PictureStyle.secondaryLabel
        case .value2:
            titleColor = PictureStyle.tint
            detailColor = PictureStyle.label
        }
        // A trailing-aligned detail is anchored at its end, so it stays aligned in a renderer whose
        // font runs wider or narrower than TableSim's measure.
        let trailingDetail = cell.labelLayout == .value1 && !layout.isStacked
        // A label cut by its numberOfLines ends its last line in an ellipsis, as UIKit's tail truncation.
        func drawn(
            _ lines: [CellTextLayout.Line], color: String, enabled: Bool, truncated: Bool, trailing: Bool = false
        ) -> [DrawnTextLine] {
            lines.enumerated().map { index, line in
                DrawnTextLine(
                    text: truncated && index == lines.count - 1 ? line.text + "…" : line.text,
                    x: parts.content.minX + (trailing ? line.frame.maxX : line.frame.minX),
                    baseline: parts.cell.minY + line.frame.minY
                        + Self.baseline(lineHeight: line.frame.height, size: line.pointSize),
                    size: line.pointSize, color: enabled ? color : PictureStyle.disabledLabel, anchor: trailing ? .end : .start)
            }
        }
        return drawn(layout.title, color: titleColor, enabled: cell.textLabel?.isEnabled ?? true, truncated: layout.titleIsTruncated)
            + drawn(
                layout.detail, color: detailColor, enabled: cell.detailTextLabel?.isEnabled ?? true,
                truncated: layout.detailIsTruncated, trailing: trailingDetail)
    }

    /// Where the baseline sits in a line box: the glyphs centred in the line, the baseline at about
    /// four fifths of the font size below their top.
    static func baseline(lineHeight: Double, size: Double) -> Double {
        (lineHeight - size) / 2 + size * 0.8
    }

    // MARK: Controls

    /// A `text-field` row's field: a rounded outline, blue while it is first responder.
    private func drawTextField(into svg: inout SVGWriter) {
        guard let field = parts.textField else { return }
        let box = Rect(x: field.minX, y: field.midY - 15, width: max(field.width - margin, 0), height: 30)
        let focused = tableView.firstResponderIndexPath == indexPath
        svg.rect(
            box, fill: PictureStyle.background, stroke: focused ? PictureStyle.tint : PictureStyle.chevron,
            strokeWidth: focused ? 2 : 1, radius: 6)
        if focused {
            svg.line(
                from: Point(x: box.minX + 8, y: box.minY + 7), to: Point(x: box.minX + 8, y: box.maxY - 7),
                stroke: PictureStyle.tint, width: 2)
        }
    }

    private func drawAccessory(into svg: inout SVGWriter) {
        guard let accessory = parts.accessory else { return }
        switch cell.shownAccessory {
        case .none:
            if let view = cell.shownAccessoryView, let frame = parts.accessoryView {
                Self.accessoryView(view, in: frame, onOffLabels: tableView.displaySettings.onOffLabels, into: &svg)
            }
        case .disclosureIndicator:
            Self.chevron(in: accessory, into: &svg)
        case .checkmark:
            let c = Point(x: accessory.midX, y: accessory.midY)
            svg.polyline(
                [Point(x: c.x - 7, y: c.y), Point(x: c.x - 2, y: c.y + 5), Point(x: c.x + 7, y: c.y - 6)],
                stroke: PictureStyle.tint, width: 2.2)
        case .detailButton:
            Self.infoButton(in: accessory, into: &svg)
        case .detailDisclosureButton:
            if let button = parts.detailButton { Self.infoButton(in: button, into: &svg) }
            if let chevron = parts.disclosure { Self.chevron(in: chevron, into: &svg) }
        }
    }

    /// A view in the accessory's place: a switch (a green track with the thumb at the trailing end
    /// when on, a light gray one with the thumb at the leading end when off, faded when disabled),
    /// a button's title in the tint colour, another view's label in the secondary colour.
    ///
    /// With On/Off Labels the track also shows its state's mark in the half the thumb leaves free: a
    /// white bar (I) when on, a gray ring (O) when off (the assistive-tech reference section 5.4 [I];
    /// **Choice** of their size and place, after iOS's look).
    private static func accessoryView(
        _ view: AccessoryViewContent, in frame: Rect, onOffLabels: Bool = false, into svg: inout SVGWriter
    ) {
        switch view.kind {
        case .toggle(let isOn):
            let track = Rect(x: frame.minX, y: frame.midY - 15.5, width: 51, height: 31)
            let fill = view.isEnabled ? (isOn ? PictureStyle.green : PictureStyle.switchOff) : PictureStyle.chevron
            svg.rect(track, fill: fill, radius: 15.5)
            let thumb = Point(x: isOn ? track.maxX - 15.5 : track.minX + 15.5, y: track.midY)
            svg.circle(center: thumb, radius: 13.5, fill: PictureStyle.background)
            if onOffLabels {
                if isOn {
                    let x = track.minX + 15.5
                    svg.line(
                        from: Point(x: x, y: track.midY - 5.5), to: Point(x: x, y: track.midY + 5.5),
                        stroke: PictureStyle.background, width: 1.5)
                } else {
                    svg.circle(
                        center: Point(x: track.maxX - 14, y: track.midY), radius: 4.5, fill: "none", stroke: PictureStyle.gray,
                        strokeWidth: 1.5)
                }
            }
        case .button(let title):
            svg.text(
                title ?? "", x: frame.maxX, baseline: frame.midY + PictureStyle.buttonTitleSize * 0.35,
                size: PictureStyle.buttonTitleSize, color: view.isEnabled ? PictureStyle.tint : PictureStyle.disabledLabel,
                anchor: .end)
        case .view:
            guard let label = view.accessibilityLabel else { return }
            svg.text(
                label, x: frame.maxX, baseline: frame.midY + PictureStyle.buttonTitleSize * 0.35,
                size: PictureStyle.buttonTitleSize, color: PictureStyle.secondaryLabel, anchor: .end)
        }
    }

    private static func chevron(in rect: Rect, into svg: inout SVGWriter) {
        let c = Point(x: rect.midX, y: rect.midY)
        svg.polyline(
            [Point(x: c.x - 2.5, y: c.y - 6.5), Point(x: c.x + 3.5, y: c.y), Point(x: c.x - 2.5, y: c.y + 6.5)],
            stroke: PictureStyle.chevron, width: 2.2)
    }

    /// The ⓘ: a tinted ring with an i.
    private static func infoButton(in rect: Rect, into svg: inout SVGWriter) {
        let c = Point(x: rect.midX, y: rect.midY)
        svg.circle(center: c, radius: 10, fill: "none", stroke: PictureStyle.tint, strokeWidth: 1.5)
        svg.circle(center: Point(x: c.x, y: c.y - 4.5), radius: 1.3, fill: PictureStyle.tint)
        svg.line(from: Point(x: c.x, y: c.y - 1), to: Point(x: c.x, y: c.y + 5), stroke: PictureStyle.tint, width: 2)
    }

    /// The red minus or the green plus at the leading edge.
    private func drawEditingControl(into svg: inout SVGWriter) {
        guard let control = parts.editingControl else { return }
        let c = Point(x: control.minX + control.width / 2 + 4, y: control.midY)
        let isInsert = tableView.editingControl(of: cell) == .insert
        svg.circle(center: c, radius: 11, fill: isInsert ? PictureStyle.green : PictureStyle.red)
        svg.line(
            from: Point(x: c.x - 6, y: c.y), to: Point(x: c.x + 6, y: c.y), stroke: PictureStyle.background, width: 2.5,
            roundCaps: true)
        if isInsert {
            svg.line(
                from: Point(x: c.x, y: c.y - 6), to: Point(x: c.x, y: c.y + 6), stroke: PictureStyle.background, width: 2.5,
                roundCaps: true)
        }
    }

    /// Multiple selection while editing: the circle in the control column, filled and checked when selected.
    private func drawSelectionCircle(into svg: inout SVGWriter) {
        guard tableView.showsEditingControls(cell), tableView.editingControl(of: cell) == .selectionCircle else { return }
        let c = Point(x: parts.content.minX - metrics.editingControlWidth / 2 + 4, y: parts.content.midY)
        if cell.isSelected {
            svg.circle(center: c, radius: 11, fill: PictureStyle.tint)
            svg.polyline(
                [Point(x: c.x - 5, y: c.y), Point(x: c.x - 1.5, y: c.y + 4), Point(x: c.x + 5, y: c.y - 4)],
                stroke: PictureStyle.background, width: 2)
        } else {
            svg.circle(center: c, radius: 11, fill: "none", stroke: PictureStyle.chevron, strokeWidth: 1.5)
        }
    }

    /// The grip: three short gray bars.
    private func drawReorderControl(into svg: inout SVGWriter) {
        guard let grip = parts.reorderControl else { return }
        let c = Point(x: grip.midX, y: grip.midY)
        for dy in [-5.0, 0, 5] {
            svg.line(
                from: Point(x: c.x - 9, y: c.y + dy), to: Point(x: c.x + 9, y: c.y + dy), stroke: PictureStyle.gray, width: 2,
                roundCaps: true)
        }
    }

    /// The swipe actions or the Delete confirmation: coloured buttons with white titles.
    private func drawButtons(into svg: inout SVGWriter) {
        let actions = tableView.shownActions
        for (index, button) in parts.buttons.enumerated() {
            let action = actions.indices.contains(index) ? actions[index] : nil
            svg.rect(button, fill: action?.style == .normal ? PictureStyle.gray : PictureStyle.red)
            let title = action?.displayName ?? ""
            let lines = TextMeasurer(pointSize: PictureStyle.buttonTitleSize).lines(of: title, width: button.width - 8)
            let lineHeight = TextMeasurer(pointSize: PictureStyle.buttonTitleSize).lineHeight
            var top = button.midY - Double(lines.count) * lineHeight / 2
            for line in lines {
                svg.text(
                    line, x: button.midX,
                    baseline: top + Self.baseline(lineHeight: lineHeight, size: PictureStyle.buttonTitleSize),
                    size: PictureStyle.buttonTitleSize, color: PictureStyle.background, anchor: .middle)
                top += lineHeight
            }
        }
    }
}
