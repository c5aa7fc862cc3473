/// The accessibility audit: Xcode's `performAccessibilityAudit(for:)` over the elements on screen
/// (accessibility reference §12).
///
/// The audit reads what the table, its cells and the screen layout hold; it never calls the app, so it
/// traces nothing, and it looks only at the rows, headers and footers on screen, so it costs what the
/// screen costs whatever the number of rows.
extension Simulator {
    /// The side under which an interactive element is too small to hit: 44 pt (§12 **Choice**, after
    /// the HIG's minimum target and GTX's touch-target check [R]).
    package static let minimumHitSide = 44.0

    /// Audits the elements on screen for the given types (all by default) and returns the findings in
    /// VoiceOver's element order (§2), then by raw value (§12 **Choice**).
    package func performAccessibilityAudit(for types: AccessibilityAuditType = .all) -> [AccessibilityAuditIssue] {
        performAccessibilityAudit(for: types, textSizeRules: currentTextSizeRules)
    }

    /// The audit with the text-size checks answered by `textSizeRules` (the current size, or another one
    /// for ``performAccessibilityAuditAtAllSizes(for:)``).
    func performAccessibilityAudit(
        for asked: AccessibilityAuditType, textSizeRules: (AccessibilityRowFacts, AccessibilityElement) -> [AccessibilityAuditIssue]
    ) -> [AccessibilityAuditIssue] {
        // The advisories run only when named: an audit of everything is Xcode's `.all`.
        let types = asked == .all ? asked.subtracting(.advisories) : asked
        let rows = auditedRows()
        func kept(_ found: [AccessibilityAuditIssue]) -> [AccessibilityAuditIssue] {
            found.filter { types.contains($0.auditType) }.sorted { $0.auditType.rawValue < $1.auditType.rawValue }
        }
        var issues: [AccessibilityAuditIssue] = []
        for slot in auditedSlots(rows: rows) {
            guard case .row(let row) = slot else {
                guard let element = accessibilityElement(slot) else { continue }
                issues += kept(general(element) + traitFindings(conflictingTraits(element, isSelectableRow: false), element) + headerRules(element))
                continue
            }
            guard let facts = accessibilityFacts(ofRow: row) else { continue }
            // Findings about a row without a text element (swipe actions no element offers, and the
            // checks of AuditReach.swift) stand where the row's text element would.
            let elements = facts.elements()
            let textElement = elements.first { $0.id == .row(row) }
            var hidden: [AccessibilityAuditIssue]? = [swipeActionsHidden(facts)].compactMap { $0 }
            if textElement == nil { hidden? += reachRules(facts, element: rowStandIn(facts), asked: types) }
            for element in elements {
                switch element.id {
                case .deleteControl, .insertControl: break
                default:
                    if let found = hidden { issues += kept(found) }
                    hidden = nil
                }
                var found = general(element)
                if element.id == .row(row) {
                    found += rowRules(element, facts: facts, rows: rows) + textSizeRules(facts, element)
                        + reachRules(facts, element: element, asked: types)
                }
                issues += kept(found)
            }
            if let found = hidden { issues += kept(found) }
        }
        return issues
    }

    // MARK: What is audited

    /// The table's bounds in content coordinates: an element is on screen when its frame meets them
    /// (§12 [O]: rows half under bars count, as Xcode's audit reports them).
    private var auditedBounds: Rect {
        Rect(x: 0, y: tableView.contentOffset.y, width: tableView.frame.width, height: tableView.frame.height)
    }

    /// The rows on screen, in order.
    private func auditedRows() -> [IndexPath] {
        let bounds = auditedBounds
        return tableView.indexPathsForVisibleRows.filter { tableView.rectForRow(at: $0).intersection(bounds) != nil }
    }

    /// The headers, rows and footers on screen and the section index, in VoiceOver's order (§2.1).
    private func auditedSlots(rows: [IndexPath]) -> [AccessibilityElement.ID] {
        let bounds = auditedBounds
        let order = tableView.accessibilityOrder
        var slots: [AccessibilityElement.ID] = rows.map { .row($0) }
        slots += tableView.displayedHeaderSections
            .filter { tableView.drawnRectForHeader(inSection: $0).intersection(bounds) != nil }.map { .header($0) }
        slots += tableView.displayedFooterSections
            .filter { tableView.drawnRectForFooter(inSection: $0).intersection(bounds) != nil }.map { .footer($0) }
        if tableView.showsSectionIndex { slots.append(.sectionIndex) }
        return slots.filter { order.contains(slot: $0) }.sorted { order.position(ofSlot: $0) < order.position(ofSlot: $1) }
    }

    // MARK: Rules for every element

    /// hitRegion and sufficientElementDescription.
    private func general(_ element: AccessibilityElement) -> [AccessibilityAuditIssue] {
        var issues: [AccessibilityAuditIssue] = []
        let frame = element.frame
        if Self.isInteractive(element), frame.width < Self.minimumHitSide || frame.height < Self.minimumHitSide {
            // §12: the compact and detailed texts as Xcode reports them [O].
            issues.append(AccessibilityAuditIssue(
                auditType: .hitRegion, compactDescription: "Hit area is too small",
                detailedDescription: "The size of this element is too small for user to interact.", element: element))
        }
        let label = element.label?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if label.isEmpty, (element.value ?? "").isEmpty {
            // §12 [O/I; R: GTX "label present"]: no label and no value.
            issues.append(AccessibilityAuditIssue(
                auditType: .sufficientElementDescription, compactDescription: "Element has no description",
                detailedDescription: "This element has no label and no value, so VoiceOver has nothing to say for it.",
                element: element))
        }
        return issues
    }

    /// Whether an element is one a finger acts on: a Button or Link trait, or one of a row's controls
    /// (§12 **Choice**); the section index is exempt, or every indexed table would be flagged.
    static func isInteractive(_ element: AccessibilityElement) -> Bool {
        switch element.id {
        case .sectionIndex, .refreshControl: false
        case .deleteControl, .insertControl, .reorderControl, .deleteButton, .swipeButton, .moreInfo: true
        case .row, .header, .footer, .tableHeaderView, .tableFooterView, .searchBar: !element.traits.isDisjoint(with: [.button, .link])
        }
    }

    // MARK: Rules for a row's text element

    /// The traits that say an element acts when activated: Button, Link, Selected, Adjustable (§12), and
    /// the switch's, which VoiceOver speaks as "Switch Button" (§1.1).
    static let actingTraits: AccessibilityTraits = [.button, .link, .selected, .adjustable, .toggleButton]

    /// trait, tableSimUnannouncedTap and tableSimDuplicateDescription.
    private func rowRules(_ element: AccessibilityElement, facts: AccessibilityRowFacts, rows: [IndexPath]) -> [AccessibilityAuditIssue] {
        let row = facts.indexPath
        let tappable = isTappable(row)
        var reasons = conflictingTraits(element, isSelectableRow: tappable)
        // Selected is the app's own word on a row the table cannot select (the stock cell's own
        // Selected, for a checkmark, is UIKit's and not a finding).
        if facts.overrides.traits.contains(.selected), !tableView.allowsSelection, !tableView.allowsMultipleSelection {
            reasons.append("Selected is set on a row the table does not let anyone select.")
        }
        var issues = traitFindings(reasons, element)
        if tappable, element.traits.isDisjoint(with: Self.actingTraits), (element.hint ?? "").isEmpty {
            issues.append(AccessibilityAuditIssue(
                auditType: .tableSimUnannouncedTap, compactDescription: "Tappable row says nothing of its action",
                detailedDescription: "A tap on this row reaches the app, but VoiceOver says no role word (Button, Link, "
                    + "Selected, Adjustable) and no hint. Apple accepts a selectable cell without the Button trait; "
                    + "this advisory is for apps that want their rows to announce what they do.",
                element: element))
        }
        let spoken = VoiceOverSpeech.description(of: element)
        if !spoken.isEmpty {
            for offset in [-1, 1] {
                let neighbour = IndexPath(row: row.row + offset, section: row.section)
                guard rows.contains(neighbour), let other = accessibilityElement(.row(neighbour)),
                    tableView.accessibilityParts(ofRow: neighbour).hasText, VoiceOverSpeech.description(of: other) == spoken
                else { continue }
                issues.append(AccessibilityAuditIssue(
                    auditType: .tableSimDuplicateDescription, compactDescription: "Description repeats a neighbour's",
                    detailedDescription: "VoiceOver says \(spoken.traceDescription) for this row and for row \(neighbour), "
                        + "so a listener cannot tell them apart.",
                    element: element))
                break
            }
        }
        return issues
    }

    /// trait: traits that contradict each other or the element (§12, corrected in turn 3 [O: Deque's
    /// conflicting-traits rule; I]): Button with Link; Heading with Adjustable; Heading with Button on
    /// an element a tap acts on; Heading on a row the user can select. Adjustable without an
    /// increment or decrement is not checked: whether a cell overrides them cannot be read without
    /// calling them.
    private func conflictingTraits(_ element: AccessibilityElement, isSelectableRow: Bool) -> [String] {
        let traits = element.traits
        var reasons: [String] = []
        if traits.isSuperset(of: [.button, .link]) { reasons.append("Button and Link are set together: it cannot be both.") }
        if traits.isSuperset(of: [.header, .adjustable]) { reasons.append("Heading and Adjustable are set together.") }
        if traits.isSuperset(of: [.header, .button]), Self.isInteractive(element) || isSelectableRow {
            reasons.append("Heading and Button are set on an element a tap acts on.")
        } else if traits.contains(.header), isSelectableRow {
            reasons.append("Heading is set on a row the user can select.")
        }
        return reasons
    }

    /// One trait finding for an element, whatever number of reasons: Xcode's text (the compact text
    /// reuses the detailed one on record, §12 **Choice**), then the reasons; none without a reason.
    private func traitFindings(_ reasons: [String], _ element: AccessibilityElement) -> [AccessibilityAuditIssue] {
        guard !reasons.isEmpty else { return [] }
        return [AccessibilityAuditIssue(
            auditType: .trait, compactDescription: "Element has an incorrect trait",
            detailedDescription: "Element has an incorrect trait. " + reasons.joined(separator: " "), element: element)]
    }

    /// Whether a tap on the row reaches the app: outside editing mode, the table allows selection, the
    /// delegate implements `didSelectRowAt`, the cell takes touches, and the app does not declare that it
    /// declines the tap (§12: declarations only, never a call).
    func isTappable(_ row: IndexPath) -> Bool {
        guard !tableView.isEditing, tableView.allowsSelection || tableView.allowsMultipleSelection,
            tableView.appResponds(to: .didSelectRowAt), tableView.cellForRow(at: row)?.isUserInteractionEnabled ?? false
        else { return false }
        return auditDeclarations?.auditDeclaresTapAction(forRowAt: row) ?? true
    }

    /// The app's declarations, when its delegate or data source adopts ``AccessibilityAuditDeclaring``.
    var auditDeclarations: (any AccessibilityAuditDeclaring)? {
        for object in [tableView.delegate as AnyObject?, tableView.dataSource as AnyObject?] {
            if let declaring = object as? any AccessibilityAuditDeclaring { return declaring }
            // TableSimUIKit's table hands the core a bridge: the app's own objects are behind it.
            if let bridge = object as? any AuditDeclarationsForwarding, let declaring = bridge.forwardedAuditDeclarations {
                return declaring
            }
        }
        return nil
    }

    /// tableSimSwipeActionsHidden: a row that offers swipe actions while its cell is not an accessibility
    /// element (or hides its elements), so no element carries them as custom actions (§6 [D]: the actions
    /// live on the row's text element). Setting `accessibilityCustomActions` does not hide them: §6 puts
    /// the app's actions after the swipe actions [R/O: AS#323].
    private func swipeActionsHidden(_ facts: AccessibilityRowFacts) -> AccessibilityAuditIssue? {
        guard !facts.overrides.isAccessibilityElement || facts.overrides.elementsHidden else { return nil }
        let row = facts.indexPath
        guard offersSwipeActions(row) else { return nil }
        let property = facts.overrides.elementsHidden ? "accessibilityElementsHidden is true" : "isAccessibilityElement is false"
        let element = AccessibilityElement(
            id: .row(row), label: facts.label, value: facts.overrides.value, traits: facts.traits, hint: facts.overrides.hint,
            frame: facts.frame)
        return AccessibilityAuditIssue(
            auditType: .tableSimSwipeActionsHidden, compactDescription: "Swipe actions are hidden from VoiceOver",
            detailedDescription: "The row offers swipe actions, but its cell's \(property), so no element offers them "
                + "to VoiceOver as custom actions.",
            element: element)
    }

    /// Whether the row offers swipe actions: the app's declaration, else whether it implements a swipe
    /// configuration or `commit` (declarations only).
    func offersSwipeActions(_ row: IndexPath) -> Bool {
        auditDeclarations?.auditDeclaresSwipeActions(forRowAt: row)
            ?? (tableView.appResponds(to: .leadingSwipeActionsConfigurationForRowAt)
                || tableView.appResponds(to: .trailingSwipeActionsConfigurationForRowAt)
                || tableView.appResponds(to: .commitEditingStyle))
    }

    // MARK: Rules for headers

    /// tableSimHeaderTrait: a section header without the Heading trait, which only an app's own header
    /// view can lack (UIKit adds it unless the app set traits, §3.3 [D]).
    private func headerRules(_ element: AccessibilityElement) -> [AccessibilityAuditIssue] {
        guard case .header = element.id, !element.traits.contains(.header) else { return [] }
        return [AccessibilityAuditIssue(
            auditType: .tableSimHeaderTrait, compactDescription: "Header has no Heading trait",
            detailedDescription: "The app's header view sets its own accessibilityTraits without .header, so VoiceOver "
                + "does not say \"Heading\" and its headings rotor skips this section.",
            element: element)]
    }
}
