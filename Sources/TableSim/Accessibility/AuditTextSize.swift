/// A finding of the audit at every text size, with the smallest size that has it.
package struct AccessibilityAuditSizedIssue: Hashable, Sendable {
    /// The finding, as the audit at ``firstSize`` reports it.
    package var issue: AccessibilityAuditIssue
    /// The smallest text size at which the audit finds it.
    package var firstSize: ContentSizeCategory
}

/// The audit's text-size checks (dynamicType and textClipped, accessibility reference §12) and the
/// audit at every text size.
extension Simulator {
    /// The text-size checks at the table's text size.
    var currentTextSizeRules: (AccessibilityRowFacts, AccessibilityElement) -> [AccessibilityAuditIssue] {
        textSizeRules(at: tableView.contentSizeCategory)
    }

    /// Audits the screen at every text size from xS to AX5 and returns each finding once, with the first
    /// size that has it, in VoiceOver's element order (then by raw value).
    ///
    /// **Choice**: the screen is measured at each size as it stands, without changing the text size:
    /// the same rows on screen, each row's text laid out at that size, a row that sizes itself by its
    /// content taking the height its text needs there and any other row keeping the height it has (an
    /// app's `heightForRowAt` answer counts as fixed, since asking again would call the app). The real
    /// change (`setTextSize`) would call the app (the notification, `heightForRowAt`, cells for rows
    /// coming on screen) and drop the heights measured off screen, which no restore could give back;
    /// this way nothing is traced and the table is left exactly as it was. Findings that do not depend
    /// on the size (hitRegion, trait, …) therefore come from xS.
    package func performAccessibilityAuditAtAllSizes(for types: AccessibilityAuditType = .all) -> [AccessibilityAuditSizedIssue] {
        struct Key: Hashable {
            var type: UInt64
            var element: AccessibilityElement.ID
            var text: String
        }
        var merged: [Key] = []
        var found: [Key: AccessibilityAuditSizedIssue] = [:]
        for category in ContentSizeCategory.allCases {
            // Every size's list is in element order over the same elements: a finding new at this size
            // goes right after the last one of this list already kept.
            var insertion = 0
            for issue in performAccessibilityAudit(for: types, textSizeRules: textSizeRules(at: category)) {
                let key = Key(type: issue.auditType.rawValue, element: issue.element.id, text: issue.compactDescription)
                if let index = merged.firstIndex(of: key) {
                    insertion = index + 1
                    continue
                }
                merged.insert(key, at: insertion)
                found[key] = AccessibilityAuditSizedIssue(issue: issue, firstSize: category)
                insertion += 1
            }
        }
        return merged.compactMap { found[$0] }
    }

    /// The text-size checks at a text size: dynamicType for a row whose text labels do not follow the
    /// size, textClipped for a row whose text needs more height than the row has.
    func textSizeRules(at category: ContentSizeCategory) -> (AccessibilityRowFacts, AccessibilityElement) -> [AccessibilityAuditIssue] {
        { [self] facts, element in
            guard let cell = tableView.cellForRow(at: facts.indexPath) else { return [] }
            return dynamicType(cell, element, at: category) + textClipped(cell, facts.indexPath, element, at: category)
        }
    }

    /// dynamicType: a label with text in a fixed font ("unsupported"), else one whose scaled font is
    /// capped below its style's size at this text size ("partially unsupported") (§12 **Choice**).
    private func dynamicType(_ cell: TableViewCell, _ element: AccessibilityElement, at category: ContentSizeCategory) -> [AccessibilityAuditIssue] {
        var fixed: [String] = []
        var capped: [String] = []
        var fonts: [(name: String, font: CellFont)] = []
        for (name, label) in [("title", cell.textLabel), ("detail", cell.detailTextLabel)] {
            guard let label, !(label.text ?? "").isEmpty else { continue }
            fonts.append((name, label.font))
        }
        // The labels of a custom cell's own content (TableSimUIKit's cells report them).
        for (index, font) in cell.contentLabelFonts.enumerated() { fonts.append(("content label \(index + 1)", font)) }
        for (name, font) in fonts {
            switch font {
            case .textStyle:
                break
            case .fixed(let size):
                fixed.append("the \(name)'s font is fixed at \(formatNumber(size)) pt")
            case .scaled(let style, let maximum):
                let size = style.pointSize(at: category)
                if maximum < size {
                    capped.append("the \(name)'s font stops at \(formatNumber(maximum)) pt where \(style) is \(formatNumber(size)) pt")
                }
            }
        }
        let at = " at text size \(category.shortName)"
        if !fixed.isEmpty {
            return [AccessibilityAuditIssue(
                auditType: .dynamicType, compactDescription: "Dynamic Type font sizes are unsupported",
                detailedDescription: "The row's text does not follow the text size: " + fixed.joined(separator: ", ") + ".",
                element: element)]
        }
        guard !capped.isEmpty else { return [] }
        return [AccessibilityAuditIssue(
            auditType: .dynamicType, compactDescription: "Dynamic Type font sizes are partially unsupported",
            detailedDescription: "The row's text stops growing" + at + ": " + capped.joined(separator: ", ") + ".",
            element: element)]
    }

    /// textClipped: the row's lines of text laid out at this size are taller together than the row is
    /// there (§12 [I]). **Choice**: the lines themselves, not the margins around them, which a row
    /// shorter than its natural height squeezes (so a 30 pt row still shows a 22 pt line whole; alt:
    /// ``CellTextLayout/neededHeight`` with its margins and 44 pt floor, which would flag every row under
    /// 44 pt). A line cut by the label's `numberOfLines` is truncated, not clipped, and is not reported.
    private func textClipped(
        _ cell: TableViewCell, _ row: IndexPath, _ element: AccessibilityElement, at category: ContentSizeCategory
    ) -> [AccessibilityAuditIssue] {
        let layout: CellTextLayout
        let height: Double
        if category == tableView.contentSizeCategory {
            layout = tableView.textLayout(of: cell, at: row)
            height = tableView.rectForRow(at: row).height
        } else {
            guard !followsText(cell, at: row) else { return [] }
            layout = CellTextLayout(
                of: cell, contentWidth: tableView.contentWidth(of: cell, at: row), category: category,
                isBold: tableView.displaySettings.boldText, metrics: tableView.metrics)
            height = heldHeight(ofRowAt: row, at: category)
        }
        let lines = (layout.title + layout.detail).map(\.frame)
        guard let top = lines.map(\.minY).min(), let bottom = lines.map(\.maxY).max(), bottom - top > height else { return [] }
        return [AccessibilityAuditIssue(
            auditType: .textClipped, compactDescription: "Text clipped",
            detailedDescription: "The row's text needs \(formatNumber(bottom - top)) pt at text size "
                + "\(category.shortName), but the row is \(formatNumber(height)) pt high.",
            element: element)]
    }

    /// Whether a row takes the height its content needs at any text size (UIKit's self-sizing): estimates
    /// are on, and its cell was fitted, or nothing but the automatic row height sizes it (a stock row not
    /// yet sized by its text is once a text size is set).
    private func followsText(_ cell: TableViewCell, at row: IndexPath) -> Bool {
        guard tableView.usesEstimatedRowHeights else { return false }
        return cell.fittedTableWidth != nil || (!tableView.appResponds(to: .heightForRowAt) && tableView.rowHeight < 0)
    }

    /// The height a row that does not size itself would have at a text size: the delegate's answer or a
    /// fixed `rowHeight` as they are now, else a one-line stock row at that size (§11.3).
    private func heldHeight(ofRowAt row: IndexPath, at category: ContentSizeCategory) -> Double {
        guard !tableView.appResponds(to: .heightForRowAt), tableView.rowHeight < 0 else { return tableView.rectForRow(at: row).height }
        return max(tableView.metrics.rowHeight, category.stockRowHeight)
    }
}
