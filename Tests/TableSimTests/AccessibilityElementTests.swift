import TableSim
import Testing

/// The stock-cell rules (§2.2, §3, §6): a row's facts become its elements, whole.
@Suite struct AccessibilityElementTests {
    let row = IndexPath(row: 2, section: 1)
    let frame = Rect(x: 0, y: 200, width: 375, height: 44)

    func facts(
        _ text: String? = "Apple", detail: String? = nil, accessory: AccessoryType = .none, selected: Bool = false
    ) -> AccessibilityRowFacts {
        AccessibilityRowFacts(indexPath: row, text: text, detailText: detail, accessory: accessory, isSelected: selected, frame: frame)
    }

    @Test func aPlainRowIsOneElementNamedByItsText() {
        #expect(facts().elements() == [
            AccessibilityElement(id: .row(row), label: "Apple", frame: frame, activationPoint: Point(x: 187.5, y: 222)),
        ])
        #expect(facts().parts == .textOnly)
    }

    @Test func theLabelJoinsTrimmedNonEmptyTextAndDetail() {
        #expect(facts("Wi-Fi", detail: "Home").label == "Wi-Fi, Home")
        #expect(facts("  30% off sport items ", detail: "@Amazon\n").label == "30% off sport items, @Amazon")
        #expect(facts("   ", detail: "Home").label == "Home")
        #expect(facts(nil, detail: nil).label == "")
        var overridden = facts("Wi-Fi", detail: "Home")
        overridden.overrides.label = "Network"
        #expect(overridden.label == "Network")
    }

    /// §3.2's Button and Selected rules for every accessory: the traits unselected, then selected.
    @Test(arguments: [
        (AccessoryType.none, AccessibilityTraits(), AccessibilityTraits.selected),
        (.checkmark, .selected, .selected),
        (.disclosureIndicator, .button, .button),
        (.detailButton, .button, .button),
        (.detailDisclosureButton, .button, .button),
    ])
    func buttonAndSelectedFollowTheAccessory(
        accessory: AccessoryType, unselected: AccessibilityTraits, selected: AccessibilityTraits
    ) {
        #expect(facts(accessory: accessory, selected: false).traits == unselected)
        #expect(facts(accessory: accessory, selected: true).traits == selected)
    }

    @Test func aDisabledTextLabelDimsAndAppTraitsAreKept() {
        var dimmed = facts()
        dimmed.isTextEnabled = false
        dimmed.overrides.traits = [.header, .button]
        #expect(dimmed.traits == [.header, .button, .notEnabled])
        #expect(VoiceOverSpeech.description(of: dimmed.elements()[0]) == "Apple, Dimmed, Button, Heading")
    }

    @Test func aDetailButtonIsMoreInfoAfterTheRowAndAnAction() {
        var detail = facts(accessory: .detailDisclosureButton)
        let info = Rect(x: 331, y: 200, width: 44, height: 44)
        detail.detailButtonFrame = info
        #expect(detail.elements() == [
            AccessibilityElement(
                id: .row(row), label: "Apple", traits: .button, frame: Rect(x: 0, y: 200, width: 331, height: 44),
                customActions: [.init(name: "More Info", kind: .moreInfo)]),
            // A detail disclosure button's ⓘ says the row's label first (§2.2, corrected in turn 3).
            AccessibilityElement(id: .moreInfo(row), label: "Apple, More Info", traits: .button, frame: info),
        ])
        #expect(detail.parts == AccessibilityRowParts(hasMoreInfo: true))
        // A lone detail button's says "More Info" alone.
        var lone = facts(accessory: .detailButton)
        lone.detailButtonFrame = info
        #expect(lone.elements().last?.label == "More Info")
    }

    @Test func editingControlsAreNamedAfterTheRowAndTheRowActivatesAtItsControl() {
        var editing = facts("Joe")
        let minus = Rect(x: 0, y: 200, width: 44, height: 44)
        let grip = Rect(x: 331, y: 200, width: 44, height: 44)
        let confirmation = Rect(x: 301, y: 200, width: 74, height: 44)
        editing.editingControl = .init(style: .delete, frame: minus)
        editing.reorderControlFrame = grip
        editing.deleteConfirmation = .init(title: "Remove", frame: confirmation)
        #expect(editing.elements() == [
            AccessibilityElement(id: .deleteControl(row), label: "Delete Joe", traits: .button, frame: minus),
            AccessibilityElement(id: .row(row), label: "Joe", frame: frame, activationPoint: Point(x: 22, y: 222)),
            AccessibilityElement(id: .deleteButton(row), label: "Remove", traits: .button, frame: confirmation),
            AccessibilityElement(id: .reorderControl(row), label: "Reorder Joe", traits: .button, frame: grip),
        ])
        #expect(editing.parts == AccessibilityRowParts(editingControl: .delete, hasDeleteButton: true, hasReorderControl: true))
        var inserting = facts(nil)
        inserting.editingControl = .init(style: .insert, frame: minus)
        #expect(inserting.elements().map(\.label) == ["Insert", ""])
        #expect(inserting.elements().map(\.id) == [.insertControl(row), .row(row)])
        var styleNone = facts()
        styleNone.editingControl = .init(style: .none, frame: minus)
        #expect(styleNone.elements().map(\.id) == [.row(row)])
        #expect(styleNone.parts == .textOnly)
    }

    @Test func openSwipeButtonsFollowTheRow() {
        var swiped = facts()
        let archive = Rect(x: 227, y: 200, width: 74, height: 44), delete = Rect(x: 301, y: 200, width: 74, height: 44)
        swiped.swipeButtons = [.init(title: "Delete", frame: delete), .init(title: "Archive", frame: archive)]
        #expect(swiped.elements().dropFirst() == [
            AccessibilityElement(id: .swipeButton(row, 0), label: "Delete", traits: .button, frame: delete),
            AccessibilityElement(id: .swipeButton(row, 1), label: "Archive", traits: .button, frame: archive),
        ])
        #expect(swiped.parts == AccessibilityRowParts(swipeButtons: 2))
    }

    @Test func customActionsComeInUIKitsOrderWithCleanNames() {
        var row = facts(accessory: .detailButton)
        row.leadingSwipeActions = ["Pin", nil, ""]
        row.trailingSwipeActions = ["Delete", "Mark as\nRead"]
        row.canMoveUp = true
        row.canMoveDown = true
        row.overrides.customActionNames = ["Share", "Delete"]
        typealias Action = AccessibilityElement.CustomAction
        #expect(row.customActions == [
            Action(name: "Pin", kind: .swipeAction(.leading, 0)),
            Action(name: "Delete", kind: .swipeAction(.trailing, 0)),
            Action(name: "Mark as Read", kind: .swipeAction(.trailing, 1)),
            Action(name: "More Info", kind: .moreInfo),
            Action(name: "Move up", kind: .moveUp),
            Action(name: "Move down", kind: .moveDown),
            Action(name: "Share", kind: .app(0)),
            Action(name: "Delete", kind: .app(1)),
        ])
    }

    @Test func theAppHidesTheRowOrOnlyItsText() {
        var notAnElement = facts()
        let minus = Rect(x: 0, y: 200, width: 44, height: 44)
        notAnElement.editingControl = .init(style: .delete, frame: minus)
        notAnElement.overrides.isAccessibilityElement = false
        #expect(notAnElement.elements().map(\.id) == [.deleteControl(row)])
        #expect(notAnElement.parts == AccessibilityRowParts(editingControl: .delete, hasText: false))
        var hidden = notAnElement
        hidden.overrides.elementsHidden = true
        #expect(hidden.elements() == [])
        #expect(hidden.parts == .hidden)
    }

    @Test func appValueHintAndTraitsAreUsedAsGiven() {
        var custom = facts()
        custom.overrides = AccessibilityOverrides(label: "Volume", value: "50%", hint: "Sets it", traits: .adjustable)
        #expect(custom.elements() == [
            AccessibilityElement(
                id: .row(row), label: "Volume", value: "50%", traits: .adjustable, hint: "Sets it", frame: frame),
        ])
    }

    @Test func aCellGivesItsTextStateAndOverrides() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        cell.textLabel?.isEnabled = false
        cell.accessoryType = .checkmark
        cell.accessibilityHint = "Opens"
        cell.accessibilityValue = "7"
        cell.accessibilityTraits = .link
        cell.accessibilityCustomActions = [AccessibilityCustomAction(name: "Flag") { _ in true }]
        var expected = AccessibilityRowFacts(
            indexPath: row, text: "Title", detailText: "Subtitle", accessory: .checkmark, isSelected: false,
            isTextEnabled: false, frame: frame)
        expected.overrides = AccessibilityOverrides(value: "7", hint: "Opens", traits: .link, customActionNames: ["Flag"])
        // The table says the row is selected, but the cell is not drawn selected: not selected.
        #expect(AccessibilityRowFacts(cell: cell, at: row, isSelectedInTable: true, frame: frame) == expected)
        cell.isAccessibilityElement = false
        cell.accessibilityElementsHidden = true
        cell.accessibilityLabel = "Named"
        #expect(AccessibilityOverrides(cell: cell) == AccessibilityOverrides(
            label: "Named", value: "7", hint: "Opens", traits: .link, isAccessibilityElement: false,
            elementsHidden: true, customActionNames: ["Flag"]))
    }

    @Test func headersFootersTableViewsAndTheIndex() {
        #expect(AccessibilityElement.header(section: 1, title: "Fruits", frame: frame)
            == AccessibilityElement(id: .header(1), label: "Fruits", traits: .header, frame: frame))
        #expect(AccessibilityElement.footer(section: 1, title: "2 items", frame: frame)
            == AccessibilityElement(id: .footer(1), label: "2 items", frame: frame))
        #expect(AccessibilityElement.tableHeaderView(text: "Top", frame: frame).id == .tableHeaderView)
        #expect(AccessibilityElement.tableFooterView(text: "End", frame: frame).label == "End")
        let index = Rect(x: 355, y: 100, width: 20, height: 400)
        // No value (the accessibility reference's §3.3, corrected in turn 3).
        #expect(AccessibilityElement.sectionIndex(frame: index)
            == AccessibilityElement(id: .sectionIndex, label: "Table index", traits: .adjustable, frame: index))
    }

    @Test func identitiesPrintAsTheContractSpellsThem() {
        let spelled: [(AccessibilityElement.ID, String)] = [
            (.row(row), "1.2"), (.header(1), "header 1"), (.footer(0), "footer 0"), (.sectionIndex, "index"),
            (.moreInfo(row), "more-info 1.2"), (.deleteControl(row), "delete-control 1.2"),
            (.insertControl(row), "insert-control 1.2"), (.reorderControl(row), "reorder-control 1.2"),
            (.deleteButton(row), "delete-button 1.2"), (.swipeButton(row, 1), "swipe-button 1.2 1"),
            (.tableHeaderView, "table-header"), (.tableFooterView, "table-footer"),
        ]
        for (id, text) in spelled { #expect(id.description == text) }
        let moved = IndexPath(row: 0, section: 3)
        #expect(AccessibilityElement.ID.swipeButton(row, 1).moved(to: moved) == .swipeButton(moved, 1))
        #expect(AccessibilityElement.ID.header(1).moved(to: moved) == .header(1))
    }

    @Test func anElementDescribesItselfForTheListing() {
        var row = facts(accessory: .disclosureIndicator)
        row.trailingSwipeActions = ["Delete"]
        #expect(row.elements()[0].description
            == #"1.2 "Apple, Button" {{0, 200}, {375, 44}} hint "Swipe up or down to select a custom action, then double tap to activate." actions ["Delete"]"#)
    }

    @Test func traitsHaveUIKitsNames() {
        #expect(AccessibilityTraits(name: "notEnabled") == .notEnabled)
        #expect(AccessibilityTraits(name: "Button") == nil)
        #expect(AccessibilityTraits([.selected, .button]).description == "[button, selected]")
        #expect(AccessibilityTraits.named.count == 19)
    }
}
