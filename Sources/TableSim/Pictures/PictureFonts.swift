/// The point sizes a picture draws the table's own text at (rows draw theirs from
/// ``CellTextLayout``): UIKit's text styles at the table's text size.
struct PictureFonts: Hashable {
    /// A plain-style section header (headline, semibold).
    var plainHeader: Double
    /// A grouped-style header and any footer (footnote).
    var groupedHeaderFooter: Double

    /// The sizes at a text size.
    init(category: ContentSizeCategory) {
        plainHeader = TextStyle.headline.pointSize(at: category)
        groupedHeaderFooter = TextStyle.footnote.pointSize(at: category)
    }
}
