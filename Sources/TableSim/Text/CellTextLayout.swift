/// Where a stock cell's title and detail lines go at a content width and a text size, and the
/// height the row needs to show them (the accessibility reference's §11.3).
///
/// Lines are laid out by ``TextMeasurer`` at each label's point size; line heights come from
/// ``CellFont/lineHeight(at:)``. The text stands ``Metrics/cellTextInset`` from both sides of the
/// content (the cell less its editing control, reorder control and accessory), as TableSimUIKit's
/// stock cells place it.
/// The row needs max(``Metrics/minimumCellHeight``, the text's height + twice
/// ``Metrics/cellTextPadding``): a one-line body row is max(44, body line + 22), the §11.2 last line.
///
/// - default: the title alone.
/// - subtitle: the detail's lines right below the title's, no gap (**Choice**, §11.3).
/// - value1 / value2: side by side (value1's detail trailing-aligned, value2's right after the
///   title) unless the category is an accessibility one or the two do not fit on one line each with
///   ``Metrics/cellTextSpacing`` between them; then stacked, the detail below the title, leading
///   aligned (**Choice** after [A] `prefersSideBySideTextAndSecondaryText`). Side by side, each label
///   is centred in the taller one's height.
///
/// A label shows at most its `numberOfLines` (0: all); the lines past them are cut and the label
/// is marked truncated. Empty or nil text has no lines.
package struct CellTextLayout: Hashable, Sendable {
    /// One line of a label: its text, its frame in the cell's content coordinates (x from the
    /// content's leading edge, y from the row's top), and its point size.
    package struct Line: Hashable, Sendable {
        /// The line's text, without the spaces it broke at.
        package var text: String
        /// Where the line is drawn: its measured width and its line height.
        package var frame: Rect
        /// The point size it is drawn at.
        package var pointSize: Double

        /// A line of text at a place and a point size.
        package init(text: String, frame: Rect, pointSize: Double) {
            self.text = text
            self.frame = frame
            self.pointSize = pointSize
        }
    }

    /// The text size the layout is for.
    package var category: ContentSizeCategory
    /// Whether the labels are measured as the user's Bold Text draws them (5 % wider, assistive-tech reference 5.1 **Choice**).
    package var isBold = false
    /// The title's lines, top to bottom.
    package var title: [Line]
    /// The detail's lines, top to bottom (none for a default-style cell).
    package var detail: [Line]
    /// Whether the title had more lines than its `numberOfLines` allows.
    package var titleIsTruncated: Bool
    /// Whether the detail had more lines than its `numberOfLines` allows.
    package var detailIsTruncated: Bool
    /// Whether a value1 or value2 cell put its detail below its title.
    package var isStacked: Bool
    /// The height the row needs to show all of its shown lines.
    package var neededHeight: Double
    /// The height of the lines alone, without the padding above and below them.
    package var textHeight: Double

    /// Lays out a cell's labels in a content width at a text size; the lines are centred in the row
    /// (`rowHeight`, nil: the needed height) as UIKit centres a stock cell's labels, so a row shorter
    /// than it needs squeezes the padding first (a subtitle row kept at 44 pt still shows both lines);
    /// lines taller than the row start at its top and are cut at its bottom.
    package init(
        of cell: TableViewCell, contentWidth: Double, rowHeight: Double? = nil, category: ContentSizeCategory,
        isBold: Bool = false, metrics: Metrics = .default
    ) {
        let leading = metrics.cellTextInset
        let available = max(0, contentWidth - 2 * metrics.cellTextInset)
        let titleLabel = Self.wrap(cell.textLabel, width: available, category: category, isBold: isBold)
        let detailLabel = Self.wrap(cell.detailTextLabel, width: available, category: category, isBold: isBold)
        self.category = category
        self.isBold = isBold
        titleIsTruncated = titleLabel.truncated
        detailIsTruncated = detailLabel.truncated
        title = []
        detail = []
        isStacked = false
        let spacing = metrics.cellTextSpacing
        var blockHeight: Double
        switch cell.labelLayout {
        case .default, .subtitle:
            blockHeight = titleLabel.height + detailLabel.height
        case .value1, .value2:
            let titleWidth = titleLabel.naturalWidth, detailWidth = detailLabel.naturalWidth
            let bothShown = !titleLabel.lines.isEmpty && !detailLabel.lines.isEmpty
            isStacked =
                bothShown
                && (category.isAccessibilityCategory || titleLabel.lines.count > 1 || detailLabel.lines.count > 1
                    || titleWidth + spacing + detailWidth > available)
            blockHeight = isStacked ? titleLabel.height + detailLabel.height : max(titleLabel.height, detailLabel.height)
        }
        neededHeight = max(metrics.minimumCellHeight, blockHeight + 2 * metrics.cellTextPadding)
        textHeight = blockHeight
        let height = rowHeight ?? neededHeight
        let top = height >= blockHeight ? (height - blockHeight) / 2 : 0
        let sideBySide = (cell.labelLayout == .value1 || cell.labelLayout == .value2) && !isStacked
        if sideBySide {
            title = Self.place(titleLabel, x: { _ in leading }, top: top + (blockHeight - titleLabel.height) / 2)
            let detailTop = top + (blockHeight - detailLabel.height) / 2
            if cell.labelLayout == .value1 {
                detail = Self.place(detailLabel, x: { leading + available - $0 }, top: detailTop)
            } else {
                let start = leading + (titleLabel.lines.isEmpty ? 0 : titleLabel.naturalWidth + spacing)
                detail = Self.place(detailLabel, x: { _ in start }, top: detailTop)
            }
        } else {
            title = Self.place(titleLabel, x: { _ in leading }, top: top)
            detail = Self.place(detailLabel, x: { _ in leading }, top: top + titleLabel.height)
        }
    }

    /// Whether the lines are taller together than a row (the audit's textClipped, §12): the padding
    /// around them does not count, as a shorter row squeezes it (a 44 pt row holds a 39 pt subtitle
    /// block; a 30 pt row still shows a 22 pt line whole).
    package func isClipped(inRowOfHeight height: Double) -> Bool { textHeight > height }

    /// A label's shown lines at a width, with their widths, line height and point size.
    private struct WrappedLabel {
        var lines: [(text: String, width: Double)] = []
        var lineHeight = 0.0
        var pointSize = 0.0
        var truncated = false
        /// The whole text's width on one line, before wrapping or cutting.
        var naturalWidth = 0.0
        var height: Double { Double(lines.count) * lineHeight }
    }

    private static func wrap(_ label: Label?, width: Double, category: ContentSizeCategory, isBold: Bool) -> WrappedLabel {
        guard let label, let text = label.text, !text.isEmpty else { return WrappedLabel() }
        let measurer = label.font.measurer(at: category, isBold: isBold)
        var lines = measurer.lines(of: text, width: width)
        var truncated = false
        if label.numberOfLines > 0, lines.count > label.numberOfLines {
            lines.removeLast(lines.count - label.numberOfLines)
            truncated = true
        }
        return WrappedLabel(
            lines: lines.map { ($0, min(width, measurer.width(of: $0))) }, lineHeight: label.font.lineHeight(at: category),
            pointSize: measurer.pointSize, truncated: truncated, naturalWidth: measurer.width(of: text))
    }

    private static func place(_ label: WrappedLabel, x: (Double) -> Double, top: Double) -> [Line] {
        label.lines.enumerated().map { index, line in
            Line(
                text: line.text,
                frame: Rect(x: x(line.width), y: top + Double(index) * label.lineHeight, width: line.width, height: label.lineHeight),
                pointSize: label.pointSize)
        }
    }
}
