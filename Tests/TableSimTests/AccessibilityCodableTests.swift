import Foundation
import TableSim
import Testing

/// Accessibility elements and audit findings as data: stable field names, read back as they were written.
@Suite struct AccessibilityCodableTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let element = AccessibilityElement(
        id: .row(IndexPath(row: 2, section: 0)), label: "Apple", traits: [.button, .selected], hint: "Opens it",
        frame: Rect(x: 0, y: 100, width: 390, height: 44),
        customActions: [
            .init(name: "Delete", kind: .swipeAction(.trailing, 0)), .init(name: "More Info", kind: .moreInfo),
            .init(name: "Move up", kind: .moveUp), .init(name: "Move down", kind: .moveDown), .init(name: "Star", kind: .app(1)),
        ])

    /// The documented fields, in the documented spellings; nil fields left out.
    @Test func anElementsFields() throws {
        #expect(try Self.json(Self.element) == """
            {"activationPoint":{"x":195,"y":122},"customActions":[{"kind":"swipe trailing 0","name":"Delete"},\
            {"kind":"more-info","name":"More Info"},{"kind":"move-up","name":"Move up"},{"kind":"move-down","name":"Move down"},\
            {"kind":"app 1","name":"Star"}],"frame":{"height":44,"width":390,"x":0,"y":100},"hint":"Opens it","id":"0.2",\
            "label":"Apple","traits":["button","selected"]}
            """)
    }

    /// Every identity reads back as itself from its spelling.
    @Test func everyIdentityRoundTrips() throws {
        let row = IndexPath(row: 3, section: 1)
        let ids: [AccessibilityElement.ID] = [
            .tableHeaderView, .header(2), .row(row), .deleteControl(row), .insertControl(row), .moreInfo(row), .deleteButton(row),
            .swipeButton(row, 1), .reorderControl(row), .footer(0), .tableFooterView, .sectionIndex,
        ]
        let decoded = try JSONDecoder().decode([AccessibilityElement.ID].self, from: JSONEncoder().encode(ids))
        #expect(decoded == ids)
        #expect(AccessibilityElement.ID(spelling: "swipe-button 1.3") == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([AccessibilityElement.ID].self, from: Data(#"["row 1"]"#.utf8)) }
    }

    /// An element and an audit finding read back equal to what was written.
    @Test func elementsAndFindingsRoundTrip() throws {
        let decoded = try JSONDecoder().decode(AccessibilityElement.self, from: JSONEncoder().encode(Self.element))
        #expect(decoded == Self.element)
        let issue = AccessibilityAuditIssue(
            auditType: .tableSimHeaderTrait, compactDescription: "Header without the Heading trait",
            detailedDescription: "The header of section 1 is not a heading.", element: Self.element)
        let text = try Self.json(issue)
        #expect(text.hasPrefix(#"{"compactDescription":"Header without the Heading trait","detailedDescription":"#))
        #expect(text.contains(#""type":"tablesim.headerTrait""#))
        #expect(try JSONDecoder().decode(AccessibilityAuditIssue.self, from: Data(text.utf8)) == issue)
    }
}
