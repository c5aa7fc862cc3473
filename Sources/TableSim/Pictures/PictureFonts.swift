/// The point sizes a picture draws text at: UIKit's text styles at the table's current text size.
struct PictureFonts: Hashable {
    /// A row's title and a `.value1` detail (body).
    var body: Double
    /// A `.subtitle` row's detail (footnote).
    var subtitleDetail: Double
    /// A `.value2` row's tinted title (subheadline).
    var value2Title: Double
    /// A plain-style section header (headline, semibold).
    var plainHeader: Double
    /// A grouped-style header and any footer (footnote).
    var groupedHeaderFooter: Double
    /// Whether `.value1` and `.value2` rows stack their detail under the title (accessibility sizes).
    var stacksValueCells: Bool

    /// The sizes at the default text size (Large): body 17, subheadline 15, footnote 13.
    static let large = PictureFonts(
        body: 17, subtitleDetail: 13, value2Title: 15, plainHeader: 17, groupedHeaderFooter: 13, stacksValueCells: false)
}
