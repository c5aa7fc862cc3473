/// The section index: the titles the data source gives, and what touching one of them does.
extension TableView {
    /// The string that shows as a magnifying glass in the section index (`UITableView.indexSearch`).
    package static let indexSearch = "{search}"

    /// The index titles the data source gave at the last load, or nil (plain style only).
    public var sectionIndexTitles: [String]? { loaded.sectionIndexTitles }

    /// Whether the section index is on screen: a plain table with titles and enough rows.
    ///
    /// Apple: the titles "appear in the index list on the right side of the table view. The table
    /// view must be in the plain style"; the index shows from `sectionIndexMinimumDisplayRowCount` rows.
    public var showsSectionIndex: Bool {
        guard style == .plain, let titles = loaded.sectionIndexTitles, !titles.isEmpty else { return false }
        return loaded.rowCount >= sectionIndexMinimumDisplayRowCount
    }

    /// Asks the data source for the index titles again, as UIKit's `reloadSectionIndexTitles()` does.
    public func reloadSectionIndexTitles() {
        runCrashingOnException { () throws(UIKitException) in try loadSectionIndexTitles() }
    }

    /// Asks for the titles; a grouped table shows no index, so it is not asked.
    func loadSectionIndexTitles() throws(UIKitException) {
        loaded.sectionIndexTitles = style == .plain ? try callSectionIndexTitles() : nil
        accessibilityOrderCache = nil
    }

    /// A finger touched the index title at a position: the data source says which section it
    /// leads to, and the table puts that section's top under the top inset (clamped at the bottom).
    /// A section outside the table, such as -1, leaves the table where it is.
    func touchSectionIndex(at position: Int) throws(UIKitException) {
        guard let titles = loaded.sectionIndexTitles, titles.indices.contains(position) else { return }
        emit(.sectionIndexTouched(position))
        let section = try callSectionForSectionIndexTitle(titles[position], at: position)
        guard section >= 0, section < numberOfSections else { return }
        let top = rect(forSection: section).minY - adjustedContentInset.top
        let y = min(max(top, minimumContentOffsetY), maximumContentOffsetY)
        try moveContent(to: Point(x: contentOffset.x, y: y))
    }
}
