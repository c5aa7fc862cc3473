import TableSim
import Testing

/// VoiceOver's order over a table's shape (§2.1), walked one step at a time in O(log sections),
/// against its slow twin that enumerates every element.
@Suite struct AccessibilityOrderTests {
    /// A table as VoiceOver walks it: a shape and sparse row parts (rows not listed are their text).
    struct Shape: AccessibilityNavigable {
        var accessibilityOrder: AccessibilityOrder
        var parts: [IndexPath: AccessibilityRowParts] = [:]
        func accessibilityParts(ofRow row: IndexPath) -> AccessibilityRowParts { parts[row] ?? .textOnly }
        func hasAccessibilityHeader(inSection section: Int) -> Bool { true }
        func hasAccessibilityFooter(inSection section: Int) -> Bool { true }
    }

    /// The slow obvious twin: every element of the table, in order, by plain loops.
    static func enumerate(
        _ sections: [AccessibilitySectionShape], tableHeader: Bool, tableFooter: Bool, index: Bool,
        parts: [IndexPath: AccessibilityRowParts]
    ) -> [AccessibilityElement.ID] {
        var ids: [AccessibilityElement.ID] = tableHeader ? [.tableHeaderView] : []
        for (section, shape) in sections.enumerated() {
            if shape.hasHeader { ids.append(.header(section)) }
            for row in 0..<shape.rows {
                let path = IndexPath(row: row, section: section)
                ids += (parts[path] ?? .textOnly).ids(of: path)
            }
            if shape.hasFooter { ids.append(.footer(section)) }
        }
        if tableFooter { ids.append(.tableFooterView) }
        if index { ids.append(.sectionIndex) }
        return ids
    }

    static func randomParts(using random: inout SeededRandom) -> AccessibilityRowParts {
        if Int.random(in: 0..<5, using: &random) == 0 { return .hidden }
        return AccessibilityRowParts(
            editingControl: [.none, .delete, .insert].randomElement(using: &random)!,
            hasText: Int.random(in: 0..<6, using: &random) != 0, hasMoreInfo: Bool.random(using: &random),
            hasDeleteButton: Bool.random(using: &random), swipeButtons: Int.random(in: 0...2, using: &random),
            hasReorderControl: Bool.random(using: &random))
    }

    @Test func theOrderIsTableHeaderSectionsWithHeadersRowsFootersTableFooterThenIndex() {
        let order = AccessibilityOrder(
            sections: [
                AccessibilitySectionShape(rows: 2, hasHeader: true, hasFooter: true),
                AccessibilitySectionShape(rows: 0),
                AccessibilitySectionShape(rows: 1, hasFooter: true),
            ],
            hasTableHeaderView: true, hasTableFooterView: true, showsSectionIndex: true)
        let shape = Shape(accessibilityOrder: order)
        var walked: [AccessibilityElement.ID] = []
        var current = shape.firstAccessibilityElement
        while let id = current {
            walked.append(id)
            current = shape.accessibilityElement(after: id)
        }
        #expect(walked == [
            .tableHeaderView, .header(0), .row(IndexPath(row: 0, section: 0)), .row(IndexPath(row: 1, section: 0)),
            .footer(0), .row(IndexPath(row: 0, section: 2)), .footer(2), .tableFooterView, .sectionIndex,
        ])
        #expect(order.count == 9)
        #expect(shape.lastAccessibilityElement == .sectionIndex)
        #expect(shape.accessibilityElement(before: .row(IndexPath(row: 0, section: 2))) == .footer(0))
        #expect(shape.accessibilityElement(before: .tableHeaderView) == nil)
        #expect(shape.accessibilityElement(after: .sectionIndex) == nil)
    }

    @Test func aRowInEditingModeIsItsControlThenItsTextThenItsButtonsThenItsReorderControl() {
        let row = IndexPath(row: 1, section: 0)
        let parts = AccessibilityRowParts(
            editingControl: .delete, hasMoreInfo: true, hasDeleteButton: true, hasReorderControl: true)
        let shape = Shape(
            accessibilityOrder: AccessibilityOrder(sections: [AccessibilitySectionShape(rows: 3)]), parts: [row: parts])
        let before = IndexPath(row: 0, section: 0), after = IndexPath(row: 2, section: 0)
        #expect(shape.accessibilityElement(after: .row(before)) == .deleteControl(row))
        #expect(shape.accessibilityElement(after: .deleteControl(row)) == .row(row))
        #expect(shape.accessibilityElement(after: .row(row)) == .moreInfo(row))
        #expect(shape.accessibilityElement(after: .moreInfo(row)) == .deleteButton(row))
        #expect(shape.accessibilityElement(after: .deleteButton(row)) == .reorderControl(row))
        #expect(shape.accessibilityElement(after: .reorderControl(row)) == .row(after))
        #expect(shape.accessibilityElement(before: .row(after)) == .reorderControl(row))
        #expect(shape.accessibilityElement(before: .deleteControl(row)) == .row(before))
    }

    @Test func aControlThatWentAwayStepsFromWhereItWas() {
        let row = IndexPath(row: 0, section: 0)
        let shape = Shape(
            accessibilityOrder: AccessibilityOrder(sections: [AccessibilitySectionShape(rows: 2)]),
            parts: [row: AccessibilityRowParts(swipeButtons: 1, hasReorderControl: true)])
        // The Delete confirmation closed while it had focus: next is what followed it, previous what preceded it.
        #expect(shape.accessibilityElement(after: .deleteButton(row)) == .swipeButton(row, 0))
        #expect(shape.accessibilityElement(before: .deleteButton(row)) == .row(row))
        #expect(shape.accessibilityElement(after: .swipeButton(row, 4)) == .reorderControl(row))
        #expect(shape.accessibilityElement(after: .deleteControl(row)) == .row(row))
        #expect(shape.accessibilityElement(before: .deleteControl(row)) == nil)
        #expect(!shape.containsAccessibilityElement(.deleteButton(row)))
        #expect(shape.containsAccessibilityElement(.swipeButton(row, 0)))
    }

    @Test func elementsOutsideTheTableHaveNoNeighbours() {
        let shape = Shape(accessibilityOrder: AccessibilityOrder(sections: [AccessibilitySectionShape(rows: 2)]))
        for id: AccessibilityElement.ID in [.row(IndexPath(row: 2, section: 0)), .header(0), .footer(1), .sectionIndex, .tableHeaderView] {
            #expect(shape.accessibilityElement(after: id) == nil)
            #expect(shape.accessibilityElement(before: id) == nil)
            #expect(!shape.containsAccessibilityElement(id))
        }
    }

    @Test func aTableWithoutElementsHasNoFirstOrLast() {
        let empty = Shape(accessibilityOrder: AccessibilityOrder(sections: [AccessibilitySectionShape(rows: 0)]))
        #expect(empty.firstAccessibilityElement == nil)
        #expect(empty.lastAccessibilityElement == nil)
        let hidden = Shape(
            accessibilityOrder: AccessibilityOrder(sections: [AccessibilitySectionShape(rows: 1)]),
            parts: [IndexPath(row: 0, section: 0): .hidden])
        #expect(hidden.firstAccessibilityElement == nil)
        #expect(hidden.lastAccessibilityElement == nil)
    }

    @Test func rowPositionsCountOverEverySection() {
        let order = AccessibilityOrder(sections: [
            AccessibilitySectionShape(rows: 3, hasHeader: true), AccessibilitySectionShape(rows: 0),
            AccessibilitySectionShape(rows: 5, hasFooter: true),
        ])
        #expect(order.totalRowCount == 8)
        #expect(order.rowPosition(of: IndexPath(row: 0, section: 0)) == 0)
        #expect(order.rowPosition(of: IndexPath(row: 2, section: 2)) == 5)
    }

    @Test func theEarliestOfTheElementsOnScreenFollowsTheOrder() {
        let row = IndexPath(row: 3, section: 1)
        let order = AccessibilityOrder(sections: [
            AccessibilitySectionShape(rows: 2, hasFooter: true), AccessibilitySectionShape(rows: 5, hasHeader: true),
        ])
        let parts: [IndexPath: AccessibilityRowParts] = [row: AccessibilityRowParts(editingControl: .insert)]
        let lookup = { (path: IndexPath) in parts[path] ?? .textOnly }
        #expect(order.earliest(of: [.row(row), .header(1), .footer(0)], parts: lookup) == .footer(0))
        #expect(order.earliest(of: [.row(row), .insertControl(row)], parts: lookup) == .insertControl(row))
        #expect(order.earliest(of: [.footer(1), .sectionIndex], parts: lookup) == nil)
        #expect(order.earliest(of: [], parts: lookup) == nil)
    }

    @Test(arguments: 0..<40) func everyStepAgreesWithTheSlowTwin(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let sections = (0..<Int.random(in: 0...7, using: &random)).map { _ in
            AccessibilitySectionShape(
                rows: [0, 0, 1, 2, 5].randomElement(using: &random)!, hasHeader: Bool.random(using: &random),
                hasFooter: Bool.random(using: &random))
        }
        var parts: [IndexPath: AccessibilityRowParts] = [:]
        for (section, shape) in sections.enumerated() {
            for row in 0..<shape.rows where Bool.random(using: &random) {
                parts[IndexPath(row: row, section: section)] = Self.randomParts(using: &random)
            }
        }
        let (header, footer, index) = (Bool.random(using: &random), Bool.random(using: &random), Bool.random(using: &random))
        let order = AccessibilityOrder(
            sections: sections, hasTableHeaderView: header, hasTableFooterView: footer, showsSectionIndex: index)
        let shape = Shape(accessibilityOrder: order, parts: parts)
        let twin = Self.enumerate(sections, tableHeader: header, tableFooter: footer, index: index, parts: parts)

        #expect(shape.firstAccessibilityElement == twin.first)
        #expect(shape.lastAccessibilityElement == twin.last)
        for (position, id) in twin.enumerated() {
            #expect(shape.containsAccessibilityElement(id))
            #expect(shape.accessibilityElement(after: id) == (position + 1 < twin.count ? twin[position + 1] : nil))
            #expect(shape.accessibilityElement(before: id) == (position > 0 ? twin[position - 1] : nil))
        }
        // Every slot maps to its position and back.
        for position in 0..<order.count {
            #expect(order.position(ofSlot: order.slot(at: position)) == position)
        }
    }

    @Test func aStepCostsTheSameOnTenMillionRows() {
        let rows = 10_000_000
        let shape = Shape(accessibilityOrder: AccessibilityOrder(
            sections: [AccessibilitySectionShape(rows: rows, hasHeader: true, hasFooter: true)],
            showsSectionIndex: true))
        let last = IndexPath(row: rows - 1, section: 0)
        #expect(shape.accessibilityElement(after: .row(IndexPath(row: 4_999_999, section: 0))) == .row(IndexPath(row: 5_000_000, section: 0)))
        #expect(shape.accessibilityElement(after: .row(last)) == .footer(0))
        #expect(shape.accessibilityElement(before: .sectionIndex) == .footer(0))
        #expect(shape.accessibilityElement(before: .footer(0)) == .row(last))
        #expect(shape.accessibilityOrder.count == rows + 3)
    }

    @Test func manyEmptySectionsAreSkippedByTheSearchNotOneByOne() {
        // 100 000 sections, only the first and the last with rows: one step crosses them all.
        var sections = Array(repeating: AccessibilitySectionShape(rows: 0), count: 100_000)
        sections[0] = AccessibilitySectionShape(rows: 1)
        sections[99_999] = AccessibilitySectionShape(rows: 1)
        let shape = Shape(accessibilityOrder: AccessibilityOrder(sections: sections))
        #expect(shape.accessibilityElement(after: .row(IndexPath(row: 0, section: 0))) == .row(IndexPath(row: 0, section: 99_999)))
        #expect(shape.accessibilityElement(before: .row(IndexPath(row: 0, section: 99_999))) == .row(IndexPath(row: 0, section: 0)))
    }
}
