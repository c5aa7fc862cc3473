/// Draws the screen's search bar (the manual's SearchBehaviour article): the dimming view over the
/// table while it obscures it, then the bar with its rounded field (the placeholder in gray, or the
/// text), the Cancel button while it shows, and the scope bar's segments with the selected one marked.
///
/// A bar resting in the navigation item is drawn over the top safe-area inset, which the picture
/// otherwise shows as the status bar: it is drawn after it (`inNavigationBar`), the rest before the
/// keyboard.
struct SearchPicture {
    let simulator: Simulator
    let inNavigationBar: Bool

    func draw(into svg: inout SVGWriter) {
        guard let search = simulator.searchController, let bar = simulator.searchBarFrame,
            inNavigationBar == search.isInNavigationBar
        else { return }
        if let dimming = simulator.searchDimmingFrame {
            svg.beginGroup(named: "search-dimming")
            svg.rect(dimming, fill: PictureStyle.label, opacity: 0.2)
            svg.endGroup()
        }
        svg.beginGroup(named: "search-bar")
        svg.rect(bar, fill: PictureStyle.background)
        let cancel = search.isCancelButtonShown ? SearchController.cancelButtonWidth : 0
        let field = Rect(x: bar.minX + 8, y: bar.minY + 10, width: bar.width - 16 - cancel, height: 36)
        svg.rect(field, fill: PictureStyle.overlay, radius: 10)
        // The magnifying glass, then the text or the placeholder.
        svg.circle(center: Point(x: field.minX + 16, y: field.midY - 1), radius: 5.5, fill: "none", stroke: PictureStyle.gray, strokeWidth: 1.6)
        svg.line(
            from: Point(x: field.minX + 20, y: field.midY + 3), to: Point(x: field.minX + 24, y: field.midY + 7),
            stroke: PictureStyle.gray, width: 1.6, roundCaps: true)
        let empty = search.text.isEmpty
        svg.text(
            empty ? search.shownPlaceholder : search.text, x: field.minX + 32, baseline: field.midY + 6, size: 17,
            color: empty ? PictureStyle.gray : PictureStyle.label)
        if search.isEditing {
            // The insertion point after the text.
            let caret = field.minX + 32 + (empty ? 0 : Double(search.text.count) * 9)
            svg.line(from: Point(x: caret, y: field.minY + 8), to: Point(x: caret, y: field.maxY - 8), stroke: PictureStyle.tint, width: 2)
        }
        if cancel > 0 {
            svg.text("Cancel", x: bar.maxX - cancel / 2 - 4, baseline: field.midY + 6, size: 17, color: PictureStyle.tint, anchor: .middle)
        }
        if search.isScopeBarShown { drawScopeBar(search, below: bar, into: &svg) }
        svg.endGroup()
    }

    /// The scope bar: a segmented control across the bar's width, the selected segment raised.
    private func drawScopeBar(_ search: SearchController, below bar: Rect, into svg: inout SVGWriter) {
        let control = Rect(x: bar.minX + 8, y: bar.minY + SearchController.barHeight + 6, width: bar.width - 16, height: 32)
        svg.rect(control, fill: PictureStyle.overlay, radius: 8)
        let count = search.scopeButtonTitles.count
        let width = control.width / Double(count)
        for (index, title) in search.scopeButtonTitles.enumerated() {
            let segment = Rect(x: control.minX + width * Double(index), y: control.minY, width: width, height: control.height)
            if index == search.selectedScopeButtonIndex {
                svg.rect(
                    Rect(x: segment.minX + 2, y: segment.minY + 2, width: segment.width - 4, height: segment.height - 4),
                    fill: PictureStyle.background, stroke: PictureStyle.separator, strokeWidth: 0.5, radius: 7)
            }
            svg.text(
                title, x: segment.midX, baseline: segment.midY + 5, size: 13, color: PictureStyle.label, anchor: .middle,
                bold: index == search.selectedScopeButtonIndex)
        }
    }
}
