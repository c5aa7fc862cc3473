import Foundation

/// The audit's checks of what a row shows and offers against what assistive technologies reach:
/// contrast (assistive-tech reference 4.1), elementDetection (assistive-tech reference 4.2) and TableSim's own
/// tablesim.unreachable. Like the other rules they read declarations only and look at rows on screen.
extension Simulator {
    /// The contrast ratio text under 18 pt (14 pt bold) needs: 4.5:1 (assistive-tech reference 4.1, WCAG 1.4.3).
    package static let normalTextContrast = 4.5
    /// The contrast ratio large text needs, and under which any text fails outright: 3:1 (assistive-tech reference 4.1).
    package static let largeTextContrast = 3.0

    /// contrast, elementDetection and tableSimUnreachable for one row; `element` is its text element
    /// or, for a row without one, the element it would have. Each check runs only when asked.
    func reachRules(_ facts: AccessibilityRowFacts, element: AccessibilityElement, asked types: AccessibilityAuditType) -> [AccessibilityAuditIssue] {
        guard let cell = tableView.cellForRow(at: facts.indexPath) else { return [] }
        var issues: [AccessibilityAuditIssue] = []
        if types.contains(.contrast), let finding = contrast(cell, element) { issues.append(finding) }
        if types.contains(.elementDetection), let finding = elementDetection(facts, element) { issues.append(finding) }
        if types.contains(.tableSimUnreachable), let finding = unreachable(facts, element) { issues.append(finding) }
        return issues
    }

    /// The text element a row would have: what a finding about a row without one names.
    func rowStandIn(_ facts: AccessibilityRowFacts) -> AccessibilityElement {
        AccessibilityElement(
            id: .row(facts.indexPath), label: facts.label, value: facts.overrides.value, traits: facts.traits,
            hint: facts.overrides.hint, frame: facts.frame)
    }

    // MARK: contrast

    /// What the table draws behind its cells: white in a plain table, the grouped background
    /// (#F2F2F7) in a grouped one (UIKit's system colours, light appearance).
    private var tableBackground: RGBAColor {
        RGBAColor.named(tableView.style == .plain ? "systemBackground" : "systemGroupedBackground")!
    }

    /// The text colours UIKit's own cells use, which the check leaves alone over a stock background.
    private static let stockTextColors: Set<String> = ["label", "secondaryLabel", "tintColor"]

    /// contrast (assistive-tech reference 4.1 **Choice**): each run of text with its colour composited over its fills and the
    /// table's background; ratio under 3:1 "Contrast failed", under 4.5:1 on text that is not large
    /// "Contrast nearly passed"; one finding per row, the worst run's. Runs in UIKit's stock text
    /// colours (label, secondary label, tint) over a stock cell background (#FFFFFF or #F2F2F7) are
    /// Apple's design, not the app's, and are skipped, so stock cells audit clean.
    private func contrast(_ cell: TableViewCell, _ element: AccessibilityElement) -> AccessibilityAuditIssue? {
        let category = tableView.contentSizeCategory
        var worst: (ratio: Double, needed: Double, text: String)?
        for run in cell.textColorRuns where !run.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && run.foreground.alpha > 0 {
            let background = run.backgrounds.reversed().reduce(tableBackground) { $1.composited(over: $0) }
            if let name = run.foreground.name, Self.stockTextColors.contains(name),
                ["#FFFFFF", "#F2F2F7"].contains(background.hexDescription)
            {
                continue
            }
            let ratio = RGBAColor.contrastRatio(run.foreground.composited(over: background), background)
            let size = run.font.pointSize(at: category)
            // WCAG's large text: 18 pt, or 14 pt bold (assistive-tech reference 4.1 **Choice**, alt: the HIG's any bold).
            let large = size >= 18 || (run.isBold && size >= 14)
            let needed = large ? Self.largeTextContrast : Self.normalTextContrast
            guard ratio < needed, ratio < worst?.ratio ?? .infinity else { continue }
            let kind = large ? "large text (18 pt, or 14 pt bold) needs" : "text under 18 pt needs"
            let text = "The \(run.name)'s colour \(run.foreground) on \(background.hexDescription) has a contrast ratio of "
                + "\(String(format: "%.2f", ratio)):1 at \(formatNumber(size)) pt; \(kind) \(formatNumber(needed)):1."
            worst = (ratio, needed, text)
        }
        guard let worst else { return nil }
        let compact = worst.ratio < Self.largeTextContrast ? "Contrast failed" : "Contrast nearly passed"
        return AccessibilityAuditIssue(auditType: .contrast, compactDescription: compact, detailedDescription: worst.text, element: element)
    }

    // MARK: elementDetection

    /// elementDetection (assistive-tech reference 4.2 **Choice**): a row that shows text while its cell's
    /// `accessibilityElementsHidden` is true, so no element reads the text. A cell whose
    /// `isAccessibilityElement` is false is not reported: UIKit then exposes its labels as elements of
    /// their own, which cover the text.
    private func elementDetection(_ facts: AccessibilityRowFacts, _ element: AccessibilityElement) -> AccessibilityAuditIssue? {
        guard facts.overrides.elementsHidden else { return nil }
        let shown = [facts.text, facts.detailText].compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !shown.isEmpty else { return nil }
        return AccessibilityAuditIssue(
            auditType: .elementDetection, compactDescription: "Potentially inaccessible text",
            detailedDescription: "The row shows " + shown.map(\.traceDescription).joined(separator: " and ")
                + ", but its cell's accessibilityElementsHidden is true, so no accessibility element reads it.",
            element: element)
    }

    // MARK: tablesim.unreachable

    /// tableSimUnreachable: what a finger can do on the row (tap it, swipe it, tap its detail button,
    /// flip its switch) that VoiceOver, Full Keyboard Access, Voice Control or Switch Control cannot
    /// reach, from the row's elements and Voice Control's rule for what it marks, which is also what
    /// Switch Control's scanner stops on (see SwitchControlBehaviour.md).
    ///
    /// VoiceOver reaches the row's tap, swipe actions (as custom actions) and switch (merged into the
    /// row) through the row's text element, and the detail button through its own element. Full
    /// Keyboard Access moves over the same elements (Space, Tab-Z). Voice Control reaches only what it
    /// names or numbers: the row when it responds to user interaction, the detail button's element. A
    /// cell with `accessibilityElementsHidden` loses all of them. A cell whose `isAccessibilityElement`
    /// is false is not reported: UIKit exposes its labels and controls instead, and activating a label
    /// lands on the row; its swipe actions are lost, but tablesim.swipeActionsHidden reports that
    /// cause, so no two findings say the same thing.
    private func unreachable(_ facts: AccessibilityRowFacts, _ element: AccessibilityElement) -> AccessibilityAuditIssue? {
        let row = facts.indexPath
        let hidden = facts.overrides.elementsHidden
        let isElement = facts.overrides.isAccessibilityElement && !hidden
        let swipes = !tableView.isEditing && offersSwipeActions(row)
        // A cell that is no element (not hidden) exposes its labels and controls as elements of their own,
        // whose activation lands on the row: only its swipe actions are lost, which swipeActionsHidden reports.
        let menus = tableView.appResponds(to: .contextMenuConfigurationForRowAt)
        let marked: Bool
        if isElement {
            marked = tableView.cellForRow(at: row)?.accessibilityRespondsToUserInteraction ?? (respondsToUserInteraction(element) || swipes)
        } else {
            marked = !hidden
        }
        var offered: [(thing: String, voiceOver: Bool, voiceControl: Bool)] = []
        if isTappable(row) { offered.append(("the row's tap", !hidden, marked)) }
        if isElement, swipes { offered.append(("its swipe actions", true, marked)) }
        // The detail button is an element of its own (More Info), which Voice Control marks.
        if facts.accessory.hasDetailButton { offered.append(("its detail button", !hidden, !hidden)) }
        if facts.accessoryView?.isToggle == true { offered.append(("its switch", !hidden, marked)) }
        // A context menu: VoiceOver's double tap and hold on the row's element (or on a label of a cell
        // that is no element, which lands on the row), Voice Control's "Long press" on what it marks.
        if menus { offered.append(("its context menu", !hidden, marked)) }
        let why =
            hidden ? "the cell's accessibilityElementsHidden is true"
            : "the row does not respond to user interaction, so Voice Control gives it no name or number and Switch Control's scanner skips it"
        func list(_ things: [String]) -> String {
            things.count <= 1 ? things.joined() : things.dropLast().joined(separator: ", ") + " and " + things.last!
        }
        let voiceOver = offered.filter { !$0.voiceOver }.map(\.thing)
        let voiceControl = offered.filter { !$0.voiceControl }.map(\.thing)
        var sentences: [String] = []
        if !voiceOver.isEmpty, voiceOver == voiceControl {
            sentences.append("VoiceOver, Full Keyboard Access, Voice Control and Switch Control cannot reach \(list(voiceOver)): \(why).")
        } else {
            if !voiceOver.isEmpty { sentences.append("VoiceOver and Full Keyboard Access cannot reach \(list(voiceOver)): \(why).") }
            if !voiceControl.isEmpty { sentences.append("Voice Control and Switch Control cannot reach \(list(voiceControl)): \(why).") }
        }
        guard !sentences.isEmpty else { return nil }
        return AccessibilityAuditIssue(
            auditType: .tableSimUnreachable, compactDescription: "Touch action is unreachable",
            detailedDescription: "A finger can use this row, but " + sentences.joined(separator: " "), element: element)
    }
}
