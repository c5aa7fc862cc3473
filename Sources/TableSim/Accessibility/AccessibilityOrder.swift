/// Which elements one row has, in the order VoiceOver visits them (§2.2): an editing control, its text,
/// More Info, the Delete confirmation, the swipe buttons, a reorder control.
package struct AccessibilityRowParts: Hashable, Sendable {
    /// The editing control shown: `.delete`, `.insert` or `.none`.
    package var editingControl: EditingStyle
    /// Whether the row's text is an element (`isAccessibilityElement`).
    package var hasText: Bool
    /// Whether the detail button is an element of its own.
    package var hasMoreInfo: Bool
    /// Whether the Delete confirmation shows.
    package var hasDeleteButton: Bool
    /// How many buttons an open swipe shows.
    package var swipeButtons: Int
    /// Whether the reorder control shows.
    package var hasReorderControl: Bool

    /// Creates the parts of a row.
    package init(
        editingControl: EditingStyle = .none, hasText: Bool = true, hasMoreInfo: Bool = false,
        hasDeleteButton: Bool = false, swipeButtons: Int = 0, hasReorderControl: Bool = false
    ) {
        self.editingControl = editingControl
        self.hasText = hasText
        self.hasMoreInfo = hasMoreInfo
        self.hasDeleteButton = hasDeleteButton
        self.swipeButtons = swipeButtons
        self.hasReorderControl = hasReorderControl
    }

    /// A row that is its text alone: every row outside editing mode with no detail button.
    package static let textOnly = AccessibilityRowParts()
    /// A row VoiceOver skips (`accessibilityElementsHidden`).
    package static let hidden = AccessibilityRowParts(hasText: false)

    /// The row's elements in order.
    package func ids(of row: IndexPath) -> [AccessibilityElement.ID] {
        var ids: [AccessibilityElement.ID] = []
        switch editingControl {
        case .delete: ids.append(.deleteControl(row))
        case .insert: ids.append(.insertControl(row))
        case .none: break
        }
        if hasText { ids.append(.row(row)) }
        if hasMoreInfo { ids.append(.moreInfo(row)) }
        if hasDeleteButton { ids.append(.deleteButton(row)) }
        for index in 0..<swipeButtons { ids.append(.swipeButton(row, index)) }
        if hasReorderControl { ids.append(.reorderControl(row)) }
        return ids
    }
}

/// One section's shape as VoiceOver's order needs it.
package struct AccessibilitySectionShape: Hashable, Sendable {
    /// The number of rows.
    package var rows: Int
    /// Whether the section has a header element (a title or a header view of non-zero height).
    package var hasHeader: Bool
    /// Whether the section has a footer element.
    package var hasFooter: Bool

    /// Creates a section's shape.
    package init(rows: Int, hasHeader: Bool = false, hasFooter: Bool = false) {
        self.rows = rows
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    /// The number of the section's elements in the table's flat list: header, rows, footer.
    var slots: Int { rows + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
}

/// The table's flat element list as UIKit's table vends it (§2.1): the table header view; per section
/// its header, every row (off-screen ones too), its footer; the table footer view; the section index.
/// Before all of them, the navigation item's search bar (in the navigation bar, above the table) and
/// the refresh control while it refreshes.
///
/// A value built from the table's shape in O(sections), as the table already builds its section
/// heights after each load and update; each lookup is then O(log sections), whatever the row count.
/// A position counts one slot per row; a row's controls live inside its slot (``AccessibilityRowParts``).
package struct AccessibilityOrder: Equatable, Sendable {
    /// Whether the table has a header view.
    package let hasTableHeaderView: Bool
    /// Whether the table has a footer view.
    package let hasTableFooterView: Bool
    /// Whether the section index is on screen.
    package let showsSectionIndex: Bool
    /// Whether the refresh control is an element (it refreshes), first in the table's order.
    package let hasRefreshControl: Bool
    /// Whether the navigation item's search bar is an element: in the navigation bar, it comes before
    /// everything in the table (SearchBehaviour.md).
    package let hasSearchBar: Bool
    private let sections: [AccessibilitySectionShape]
    /// Slots per section, for finding the section of a position.
    private let slotSums: PrefixSums
    /// Rows per section, for a row's position among all rows.
    private let rowSums: PrefixSums

    /// Creates the order of a table with these sections.
    package init(
        sections: [AccessibilitySectionShape], hasTableHeaderView: Bool = false, hasTableFooterView: Bool = false,
        showsSectionIndex: Bool = false, hasRefreshControl: Bool = false, hasSearchBar: Bool = false
    ) {
        self.hasRefreshControl = hasRefreshControl
        self.hasSearchBar = hasSearchBar
        self.sections = sections
        self.hasTableHeaderView = hasTableHeaderView
        self.hasTableFooterView = hasTableFooterView
        self.showsSectionIndex = showsSectionIndex
        slotSums = PrefixSums(sections.map { Double($0.slots) })
        rowSums = PrefixSums(sections.map { Double($0.rows) })
    }

    /// The number of sections.
    package var numberOfSections: Int { sections.count }

    /// A section's shape.
    package func shape(ofSection section: Int) -> AccessibilitySectionShape { sections[section] }

    /// The number of rows in every section.
    package var totalRowCount: Int { Int(rowSums.total) }

    /// A row's position among all rows, counted from 0 over every section (for "Rows X to Y of Z").
    package func rowPosition(of row: IndexPath) -> Int { Int(rowSums.prefix(row.section)) + row.row }

    /// The number of slots: one per table header or footer view, header, row, footer and the index.
    package var count: Int {
        Int(slotSums.total) + (hasTableHeaderView ? 1 : 0) + (hasTableFooterView ? 1 : 0) + (showsSectionIndex ? 1 : 0)
            + (hasRefreshControl ? 1 : 0) + (hasSearchBar ? 1 : 0)
    }

    /// Whether the table holds the slot: a row slot is `.row`; a row's controls are not slots.
    package func contains(slot id: AccessibilityElement.ID) -> Bool {
        switch id {
        case .tableHeaderView: hasTableHeaderView
        case .tableFooterView: hasTableFooterView
        case .sectionIndex: showsSectionIndex
        case .refreshControl: hasRefreshControl
        case .searchBar: hasSearchBar
        case .header(let section): sections.indices.contains(section) && sections[section].hasHeader
        case .footer(let section): sections.indices.contains(section) && sections[section].hasFooter
        case .row(let row):
            sections.indices.contains(row.section) && row.row >= 0 && row.row < sections[row.section].rows
        case .deleteControl, .insertControl, .moreInfo, .deleteButton, .swipeButton, .reorderControl: false
        }
    }

    /// The position of a slot the order contains (see ``contains(slot:)``); a row's control is at its row's.
    package func position(ofSlot id: AccessibilityElement.ID) -> Int {
        let bar = hasSearchBar ? 1 : 0
        let refresh = bar + (hasRefreshControl ? 1 : 0)
        let top = refresh + (hasTableHeaderView ? 1 : 0)
        func start(_ section: Int) -> Int { top + Int(slotSums.prefix(section)) }
        switch id {
        case .searchBar: return 0
        case .refreshControl: return bar
        case .tableHeaderView: return refresh
        case .header(let section): return start(section)
        case .row(let row): return start(row.section) + (sections[row.section].hasHeader ? 1 : 0) + row.row
        case .footer(let section): return start(section + 1) - 1
        case .tableFooterView: return top + Int(slotSums.total)
        case .sectionIndex: return count - 1
        case .deleteControl, .insertControl, .moreInfo, .deleteButton, .swipeButton, .reorderControl:
            return position(ofSlot: Self.slot(of: id))
        }
    }

    /// The slot at a position in `0..<count`.
    package func slot(at position: Int) -> AccessibilityElement.ID {
        var local = position
        if hasSearchBar {
            if local == 0 { return .searchBar }
            local -= 1
        }
        if hasRefreshControl {
            if local == 0 { return .refreshControl }
            local -= 1
        }
        if hasTableHeaderView {
            if local == 0 { return .tableHeaderView }
            local -= 1
        }
        let inSections = Int(slotSums.total)
        if local >= inSections {
            local -= inSections
            if hasTableFooterView {
                if local == 0 { return .tableFooterView }
                local -= 1
            }
            precondition(local == 0 && showsSectionIndex, "position \(position) is past the order's \(count) slots")
            return .sectionIndex
        }
        // The half keeps the search off the boundary, so an empty section before the position is skipped.
        let section = slotSums.index(at: Double(local) + 0.5)
        var inSection = local - Int(slotSums.prefix(section))
        let shape = sections[section]
        if shape.hasHeader {
            if inSection == 0 { return .header(section) }
            inSection -= 1
        }
        if inSection < shape.rows { return .row(IndexPath(row: inSection, section: section)) }
        return .footer(section)
    }

    /// The slot that holds an element: the row for a row's control, the element itself otherwise.
    package static func slot(of id: AccessibilityElement.ID) -> AccessibilityElement.ID {
        id.indexPath.map { .row($0) } ?? id
    }

    /// The element among `ids` that comes first in the order: for "the first element on screen" (§4.1),
    /// given the few elements the screen shows.
    package func earliest(
        of ids: [AccessibilityElement.ID], parts: (IndexPath) -> AccessibilityRowParts
    ) -> AccessibilityElement.ID? {
        func key(_ id: AccessibilityElement.ID) -> (Int, Int) {
            let slot = Self.slot(of: id)
            let inRow = id.indexPath.flatMap { parts($0).ids(of: $0).firstIndex(of: id) } ?? 0
            return (position(ofSlot: slot), inRow)
        }
        return ids.filter { contains(slot: Self.slot(of: $0)) }.min { key($0) < key($1) }
    }
}

/// A table as VoiceOver walks it: its flat order and each row's parts. The table adopts it; VoiceOver
/// navigates through it in O(log sections) a step, plus one ``accessibilityParts(ofRow:)`` per row skipped
/// because it has no element.
package protocol AccessibilityNavigable {
    /// The table's flat element list, as last loaded.
    var accessibilityOrder: AccessibilityOrder { get }
    /// Which elements a row has now (its controls in editing mode, a detail button, open buttons).
    func accessibilityParts(ofRow row: IndexPath) -> AccessibilityRowParts
    /// Whether a section's header in the order is an element now (a header view the app may give
    /// is one only while shown with text).
    func hasAccessibilityHeader(inSection section: Int) -> Bool
    /// Whether a section's footer in the order is an element now (likewise).
    func hasAccessibilityFooter(inSection section: Int) -> Bool
}

extension AccessibilityNavigable {
    /// The elements of a slot: a row's parts, or the slot itself.
    private func ids(ofSlot slot: AccessibilityElement.ID) -> [AccessibilityElement.ID] {
        switch slot {
        case .row(let row):
            return accessibilityParts(ofRow: row).ids(of: row)
        case .header(let section):
            return hasAccessibilityHeader(inSection: section) ? [slot] : []
        case .footer(let section):
            return hasAccessibilityFooter(inSection: section) ? [slot] : []
        default:
            return [slot]
        }
    }

    /// Whether the element exists now.
    package func containsAccessibilityElement(_ id: AccessibilityElement.ID) -> Bool {
        let slot = AccessibilityOrder.slot(of: id)
        return accessibilityOrder.contains(slot: slot) && ids(ofSlot: slot).contains(id)
    }

    /// The first element of the slots from `position` on, walking forward, or nil.
    private func firstElement(fromSlot position: Int) -> AccessibilityElement.ID? {
        let order = accessibilityOrder
        var position = position
        while position < order.count {
            if let first = ids(ofSlot: order.slot(at: position)).first { return first }
            position += 1
        }
        return nil
    }

    /// The last element of the slots up to `position`, walking backward, or nil.
    private func lastElement(throughSlot position: Int) -> AccessibilityElement.ID? {
        let order = accessibilityOrder
        var position = position
        while position >= 0 {
            if let last = ids(ofSlot: order.slot(at: position)).last { return last }
            position -= 1
        }
        return nil
    }

    /// The first element in VoiceOver's order, or nil for a table with none.
    package var firstAccessibilityElement: AccessibilityElement.ID? { firstElement(fromSlot: 0) }

    /// The last element in VoiceOver's order, or nil for a table with none.
    package var lastAccessibilityElement: AccessibilityElement.ID? {
        lastElement(throughSlot: accessibilityOrder.count - 1)
    }

    /// The element after `id` (a one-finger swipe right), or nil at the end. An element that no
    /// longer exists is placed where its slot is: a vanished control steps to its row's next element
    /// or the next slot.
    package func accessibilityElement(after id: AccessibilityElement.ID) -> AccessibilityElement.ID? {
        let order = accessibilityOrder
        let slot = AccessibilityOrder.slot(of: id)
        guard order.contains(slot: slot) else { return nil }
        let inSlot = ids(ofSlot: slot)
        if let index = inSlot.firstIndex(of: id), index + 1 < inSlot.count { return inSlot[index + 1] }
        if inSlot.firstIndex(of: id) == nil, let next = Self.following(id, in: inSlot) { return next }
        return firstElement(fromSlot: order.position(ofSlot: slot) + 1)
    }

    /// The element before `id` (a one-finger swipe left), or nil at the start.
    package func accessibilityElement(before id: AccessibilityElement.ID) -> AccessibilityElement.ID? {
        let order = accessibilityOrder
        let slot = AccessibilityOrder.slot(of: id)
        guard order.contains(slot: slot) else { return nil }
        let inSlot = ids(ofSlot: slot)
        if let index = inSlot.firstIndex(of: id), index > 0 { return inSlot[index - 1] }
        if inSlot.firstIndex(of: id) == nil, let previous = Self.preceding(id, in: inSlot) { return previous }
        return lastElement(throughSlot: order.position(ofSlot: slot) - 1)
    }

    /// A row's element after where the vanished `id` would sit among the row's current elements.
    private static func following(_ id: AccessibilityElement.ID, in row: [AccessibilityElement.ID]) -> AccessibilityElement.ID? {
        row.first { rank($0) > rank(id) }
    }

    /// A row's element before where the vanished `id` would sit among the row's current elements.
    private static func preceding(_ id: AccessibilityElement.ID, in row: [AccessibilityElement.ID]) -> AccessibilityElement.ID? {
        row.last { rank($0) < rank(id) }
    }

    /// Where an element sits inside its row (§2.2's order).
    private static func rank(_ id: AccessibilityElement.ID) -> Int {
        switch id {
        case .deleteControl, .insertControl: 0
        case .row: 1
        case .moreInfo: 2
        case .deleteButton: 3
        case .swipeButton(_, let index): 4 + min(max(index, 0), Int.max - 8)
        case .reorderControl: Int.max
        case .tableHeaderView, .header, .footer, .tableFooterView, .sectionIndex, .refreshControl, .searchBar: 1
        }
    }
}
