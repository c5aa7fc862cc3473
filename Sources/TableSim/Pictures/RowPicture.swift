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
    /// The point sizes text is drawn at.
    let fonts: PictureFonts

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
            svg.text(line.text, x: line.x, baseline: line.baseline, size: line.size, color: line.color, anchor: line.anchor, bold: line.bold)
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
        let showsSelection = (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none
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
        svg.line(from: Point(x: parts.content.minX + margin, y: y), to: Point(x: parts.cell.maxX, y: y), stroke: PictureStyle.separator, width: 0.5)
    }

    // MARK: Text

    /// The labels' lines: the text label and the detail text laid out by the cell's style, wrapped to
    /// the room the content leaves, centred as a block in the row.
    func textLines() -> [DrawnTextLine] {
        let leading = parts.content.minX + margin
        var trailing = parts.content.maxX - (parts.accessory == nil && parts.reorderControl == nil ? margin : 4)
        if let field = parts.textField { trailing = field.minX - 8 }
        let width = max(trailing - leading, 1)
        let textColor = cell.textLabel?.isEnabled == false ? PictureStyle.disabledLabel : PictureStyle.label
        let text = cell.textLabel?.text ?? ""
        let detail = cell.detailTextLabel?.text ?? ""
        switch cell.style {
        case .default:
            return stack([(text, fonts.body, textColor)], x: leading, width: width)
        case .subtitle:
            return stack([(text, fonts.body, textColor), (detail, fonts.subtitleDetail, textColor)], x: leading, width: width)
        case .value1:
            let detailWidth = TextMeasurer(pointSize: fonts.body).width(of: detail)
            let textWidth = TextMeasurer(pointSize: fonts.body).width(of: text)
            if fonts.stacksValueCells || textWidth + detailWidth + 8 > width, !detail.isEmpty {
                // No room side by side: the detail goes below the title, leading aligned.
                return stack([(text, fonts.body, textColor), (detail, fonts.body, PictureStyle.secondaryLabel)], x: leading, width: width)
            }
            var lines = stack([(text, fonts.body, textColor)], x: leading, width: width - detailWidth - 8)
            lines += stack([(detail, fonts.body, PictureStyle.secondaryLabel)], x: trailing, width: detailWidth + 1, anchor: .end)
            return lines
        case .value2:
            // A narrow tinted title column, then the detail.
            let column = min(max(width * 0.3, 60), width)
            if fonts.stacksValueCells {
                return stack([(text, fonts.value2Title, PictureStyle.tint), (detail, fonts.body, textColor)], x: leading, width: width)
            }
            var lines = stack([(text, fonts.value2Title, PictureStyle.tint)], x: leading + column, width: column, anchor: .end)
            lines += stack([(detail, fonts.body, textColor)], x: leading + column + 6, width: max(width - column - 6, 1))
            return lines
        }
    }

    /// Labels one under the other, each wrapped to a width, the whole block centred in the row.
    private func stack(
        _ labels: [(text: String, size: Double, color: String)], x: Double, width: Double, anchor: SVGWriter.Anchor = .start
    ) -> [DrawnTextLine] {
        let wrapped = labels.filter { !$0.text.isEmpty }.map { label in
            (label, TextMeasurer(pointSize: label.size).lines(of: label.text, width: width))
        }
        let height = wrapped.reduce(0) { $0 + Double($1.1.count) * TextMeasurer(pointSize: $1.0.size).lineHeight }
        var top = parts.cell.midY - height / 2
        var lines: [DrawnTextLine] = []
        for (label, labelLines) in wrapped {
            let lineHeight = TextMeasurer(pointSize: label.size).lineHeight
            for line in labelLines {
                lines.append(
                    DrawnTextLine(
                        text: line, x: x, baseline: top + Self.baseline(lineHeight: lineHeight, size: label.size),
                        size: label.size, color: label.color, anchor: anchor))
                top += lineHeight
            }
        }
        return lines
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
        svg.rect(box, fill: PictureStyle.background, stroke: focused ? PictureStyle.tint : PictureStyle.chevron, strokeWidth: focused ? 2 : 1, radius: 6)
        if focused {
            svg.line(from: Point(x: box.minX + 8, y: box.minY + 7), to: Point(x: box.minX + 8, y: box.maxY - 7), stroke: PictureStyle.tint, width: 2)
        }
    }

    private func drawAccessory(into svg: inout SVGWriter) {
        guard let accessory = parts.accessory else { return }
        switch cell.shownAccessory {
        case .none:
            break
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
        svg.line(from: Point(x: c.x - 6, y: c.y), to: Point(x: c.x + 6, y: c.y), stroke: PictureStyle.background, width: 2.5, roundCaps: true)
        if isInsert {
            svg.line(from: Point(x: c.x, y: c.y - 6), to: Point(x: c.x, y: c.y + 6), stroke: PictureStyle.background, width: 2.5, roundCaps: true)
        }
    }

    /// Multiple selection while editing: the circle in the control column, filled and checked when selected.
    private func drawSelectionCircle(into svg: inout SVGWriter) {
        guard tableView.showsEditingControls(cell), tableView.editingControl(of: cell) == .selectionCircle else { return }
        let c = Point(x: parts.content.minX - metrics.editingControlWidth / 2 + 4, y: parts.content.midY)
        if cell.isSelected {
            svg.circle(center: c, radius: 11, fill: PictureStyle.tint)
            svg.polyline([Point(x: c.x - 5, y: c.y), Point(x: c.x - 1.5, y: c.y + 4), Point(x: c.x + 5, y: c.y - 4)], stroke: PictureStyle.background, width: 2)
        } else {
            svg.circle(center: c, radius: 11, fill: "none", stroke: PictureStyle.chevron, strokeWidth: 1.5)
        }
    }

    /// The grip: three short gray bars.
    private func drawReorderControl(into svg: inout SVGWriter) {
        guard let grip = parts.reorderControl else { return }
        let c = Point(x: grip.midX, y: grip.midY)
        for dy in [-5.0, 0, 5] {
            svg.line(from: Point(x: c.x - 9, y: c.y + dy), to: Point(x: c.x + 9, y: c.y + dy), stroke: PictureStyle.gray, width: 2, roundCaps: true)
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
                svg.text(line, x: button.midX, baseline: top + Self.baseline(lineHeight: lineHeight, size: PictureStyle.buttonTitleSize),
                    size: PictureStyle.buttonTitleSize, color: PictureStyle.background, anchor: .middle)
                top += lineHeight
            }
        }
    }
}
