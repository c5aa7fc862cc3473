import TableSim
import Testing

/// VoiceOver's state machine, one input at a time: the actions it returns and the state after.
@Suite struct VoiceOverStateMachineTests {
    typealias Machine = VoiceOverStateMachine
    typealias Shape = AccessibilityOrderTests.Shape
    typealias Focus = VoiceOverStateMachine.Focus

    static func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
    let frame = Rect(x: 0, y: 100, width: 375, height: 44)
    /// Section 0: a header and three rows; section 1: two rows and a footer; the index.
    let table = Shape(accessibilityOrder: AccessibilityOrder(
        sections: [
            AccessibilitySectionShape(rows: 3, hasHeader: true),
            AccessibilitySectionShape(rows: 2, hasFooter: true),
        ],
        showsSectionIndex: true))

    func element(
        _ id: AccessibilityElement.ID, _ label: String, traits: AccessibilityTraits = [], actions: [String] = []
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: id, label: label, traits: traits, frame: frame,
            customActions: actions.enumerated().map { .init(name: $1, kind: .app($0)) })
    }

    /// A machine that runs with the focus on an element, spoken.
    func running(focus id: AccessibilityElement.ID, label: String = "Apple") -> Machine {
        var machine = Machine()
        _ = machine.turnOn(firstOnScreen: id)
        _ = machine.focusArrived(at: element(id, label))
        return machine
    }

    @Test func everyGestureWhileOffSaysHowToTurnVoiceOverOn() {
        var machine = Machine()
        let apple = element(.row(Self.path(0, 0)), "Apple")
        #expect(throws: VoiceOverError.notRunning) { try machine.next(in: table) }
        #expect(throws: VoiceOverError.notRunning) { try machine.previous(in: table) }
        #expect(throws: VoiceOverError.notRunning) { try machine.first(in: table) }
        #expect(throws: VoiceOverError.notRunning) { try machine.last(in: table) }
        #expect(throws: VoiceOverError.notRunning) { try machine.touched(.header(0)) }
        #expect(throws: VoiceOverError.notRunning) { try machine.activate(apple) }
        #expect(throws: VoiceOverError.notRunning) { try machine.swipe(.up, on: apple, sectionIndexTitles: []) }
        #expect(throws: VoiceOverError.notRunning) { try machine.listActions(of: apple) }
        #expect(throws: VoiceOverError.notRunning) { try machine.performAction(named: "Delete", on: apple) }
        #expect(throws: VoiceOverError.notRunning) { try machine.scroll(.down) }
        #expect(throws: VoiceOverError.notRunning) { try machine.escape(rowShowingButtons: nil) }
        #expect(throws: VoiceOverError.notRunning) { try machine.magicTap() }
        #expect(machine == Machine())
        #expect(VoiceOverError.notRunning.description
            == "VoiceOver is off (UIAccessibility.isVoiceOverRunning is false): turn VoiceOver on first")
    }

    @Test func turningOnFocusesTheFirstElementOnScreenAndSpeaksItWhenItArrives() {
        var machine = Machine()
        let first = AccessibilityElement.ID.row(Self.path(0, 1))
        #expect(machine.turnOn(firstOnScreen: first) == [.setRunning(true), .moveFocus(to: first, reveal: false)])
        #expect(machine.state == .on(Focus(first)))
        #expect(machine.isRunning)
        #expect(machine.focusArrived(at: element(first, "Banana", traits: .button)) == [.speak(.description("Banana, Button"))])
        var spoken = Focus(first)
        spoken.spokenDescription = "Banana, Button"
        #expect(machine.state == .on(spoken))
        #expect(machine.lastSaid == "Banana, Button")
        // A late report for an element without focus says nothing.
        #expect(machine.focusArrived(at: element(.header(0), "Fruits")) == [])
        #expect(machine.turnOn(firstOnScreen: .header(0)) == [])
        #expect(machine.turnOff() == [.setRunning(false)])
        #expect(machine.state == .off)
        #expect(machine.focus == nil)
        #expect(machine.turnOff() == [])
    }

    @Test func turningOnWithNothingOnScreenLeavesNoFocus() throws {
        var machine = Machine()
        #expect(machine.turnOn(firstOnScreen: nil) == [.setRunning(true)])
        #expect(machine.state == .on(nil))
        let apple = element(.row(Self.path(0, 0)), "Apple")
        #expect(throws: VoiceOverError.noFocus) { try machine.activate(apple) }
        #expect(VoiceOverError.noFocus.description == "no element has VoiceOver's focus: move the focus to an element first")
        // Next from nowhere starts at the first element, previous at the last.
        var copy = machine
        #expect(try copy.next(in: table) == [.moveFocus(to: .header(0), reveal: true)])
        #expect(try machine.previous(in: table) == [.moveFocus(to: .sectionIndex, reveal: true)])
    }

    @Test func nextAndPreviousStepAndStopAtTheEndsWithTheBoundarySound() throws {
        var machine = running(focus: .row(Self.path(0, 2)))
        #expect(try machine.next(in: table) == [.moveFocus(to: .row(Self.path(1, 0)), reveal: true)])
        #expect(machine.state == .on(Focus(.row(Self.path(1, 0)))))
        #expect(try machine.previous(in: table) == [.moveFocus(to: .row(Self.path(0, 2)), reveal: true)])
        #expect(try machine.first(in: table) == [.moveFocus(to: .header(0), reveal: true)])
        #expect(try machine.previous(in: table) == [.speak(.sound(.boundary))])
        #expect(machine.focus == .header(0))
        #expect(try machine.last(in: table) == [.moveFocus(to: .sectionIndex, reveal: true)])
        #expect(try machine.next(in: table) == [.speak(.sound(.boundary))])
        #expect(machine.focus == .sectionIndex)
        #expect(machine.lastSaid == "Apple")
    }

    @Test func anEmptyTableHasNoFirstOrLast() throws {
        let empty = Shape(accessibilityOrder: AccessibilityOrder(sections: []))
        var machine = Machine()
        _ = machine.turnOn(firstOnScreen: nil)
        #expect(try machine.first(in: empty) == [.speak(.sound(.boundary))])
        #expect(try machine.last(in: empty) == [.speak(.sound(.boundary))])
        #expect(try machine.next(in: empty) == [.speak(.sound(.boundary))])
        #expect(machine.state == .on(nil))
    }

    @Test func touchToExploreMovesFocusWithoutScrolling() throws {
        var machine = running(focus: .row(Self.path(0, 0)))
        #expect(try machine.touched(nil) == [])
        #expect(machine.focus == .row(Self.path(0, 0)))
        #expect(try machine.touched(.footer(1)) == [.moveFocus(to: .footer(1), reveal: false)])
        #expect(try machine.touched(.footer(1)) == [.moveFocus(to: .footer(1), reveal: false)])
    }

    @Test func activationTapsTheActivationPointAndReSpeaksAChangedDescription() throws {
        let id = AccessibilityElement.ID.row(Self.path(0, 0))
        var machine = running(focus: id)
        var apple = element(id, "Apple")
        apple.activationPoint = Point(x: 22, y: 122)
        #expect(try machine.activate(apple) == [.tap(at: Point(x: 22, y: 122))])
        #expect(machine.activationFinished(apple) == [])
        apple.traits = .selected
        #expect(machine.activationFinished(apple) == [.speak(.description("Selected, Apple"))])
        #expect(machine.activationFinished(apple) == [])
        #expect(machine.activationFinished(element(.header(0), "Fruits", traits: .selected)) == [])
    }

    @Test func swipingUpAndDownStepsThroughTheCustomActions() throws {
        let id = AccessibilityElement.ID.row(Self.path(0, 0))
        var machine = running(focus: id)
        let apple = element(id, "Apple", actions: ["Archive", "Delete"])
        #expect(try machine.swipe(.up, on: apple, sectionIndexTitles: []) == [.speak(.sound(.boundary))])
        #expect(try machine.swipe(.down, on: apple, sectionIndexTitles: []) == [.speak(.announcement("Archive"))])
        #expect(try machine.swipe(.down, on: apple, sectionIndexTitles: []) == [.speak(.announcement("Delete"))])
        #expect(try machine.swipe(.down, on: apple, sectionIndexTitles: []) == [.speak(.sound(.boundary))])
        var picked = Focus(id)
        picked.selectedAction = 1
        picked.spokenDescription = "Apple"
        #expect(machine.state == .on(picked))
        #expect(machine.lastSaid == "Delete")
        #expect(try machine.activate(apple) == [.perform(.init(name: "Delete", kind: .app(1)), on: id)])
        #expect(try machine.swipe(.up, on: apple, sectionIndexTitles: []) == [.speak(.announcement("Archive"))])
        #expect(try machine.swipe(.up, on: apple, sectionIndexTitles: []) == [.speak(.announcement("Activate"))])
        #expect(try machine.activate(apple) == [.tap(at: Point(x: 187.5, y: 122))])
        // Moving the focus drops the picked action.
        _ = try machine.swipe(.down, on: apple, sectionIndexTitles: [])
        _ = try machine.next(in: table)
        #expect(machine.state == .on(Focus(.row(Self.path(0, 1)))))
    }

    @Test func swipingOnAnElementWithNothingToAdjustPlaysTheBoundary() throws {
        let id = AccessibilityElement.ID.row(Self.path(0, 0))
        var machine = running(focus: id)
        #expect(try machine.swipe(.down, on: element(id, "Apple"), sectionIndexTitles: ["A"]) == [.speak(.sound(.boundary))])
    }

    @Test func anAdjustableRowIsAdjustedAndItsNewValueSpoken() throws {
        let id = AccessibilityElement.ID.row(Self.path(0, 0))
        var machine = running(focus: id)
        var volume = element(id, "Volume", traits: .adjustable, actions: ["Mute"])
        #expect(try machine.swipe(.up, on: volume, sectionIndexTitles: []) == [.adjust(id, .up)])
        #expect(try machine.swipe(.down, on: volume, sectionIndexTitles: []) == [.adjust(id, .down)])
        volume.value = "60%"
        #expect(machine.valueAdjusted(volume) == [.speak(.announcement("60%"))])
        volume.value = nil
        #expect(machine.valueAdjusted(volume) == [.speak(.announcement("Volume, Adjustable"))])
        #expect(machine.valueAdjusted(element(.header(0), "Other")) == [])
    }

    @Test func theSectionIndexMovesOneTitleAnAdjustmentAndStopsAtTheEnds() throws {
        var machine = running(focus: .sectionIndex, label: "Table index")
        let index = element(.sectionIndex, "Table index", traits: .adjustable)
        let titles = [TableView.indexSearch, "A", "B"]
        #expect(try machine.swipe(.up, on: index, sectionIndexTitles: titles) == [.speak(.sound(.boundary))])
        #expect(try machine.swipe(.down, on: index, sectionIndexTitles: titles)
            == [.selectSectionIndexTitle(at: 1), .speak(.announcement("A"))])
        #expect(try machine.swipe(.down, on: index, sectionIndexTitles: titles)
            == [.selectSectionIndexTitle(at: 2), .speak(.announcement("B"))])
        #expect(try machine.swipe(.down, on: index, sectionIndexTitles: titles) == [.speak(.sound(.boundary))])
        #expect(machine.indexPosition == 2)
        machine.sectionIndexTouched(at: 1)
        #expect(try machine.swipe(.up, on: index, sectionIndexTitles: titles)
            == [.selectSectionIndexTitle(at: 0), .speak(.announcement("Search"))])
        #expect(machine.lastSaid == "Search")
        machine.sectionIndexTouched(at: 2)
        machine.sectionIndexTitlesLoaded(count: 2)
        #expect(machine.indexPosition == 1)
        machine.sectionIndexTitlesLoaded(count: 0)
        #expect(machine.indexPosition == 0)
    }

    @Test func actionsAreListedAndPerformedByName() throws {
        let id = AccessibilityElement.ID.row(Self.path(0, 0))
        var machine = running(focus: id)
        let apple = element(id, "Apple", actions: ["Flag", "Delete", "Flag"])
        #expect(try machine.listActions(of: apple)
            == [.speak(.announcement("Flag")), .speak(.announcement("Delete")), .speak(.announcement("Flag"))])
        #expect(try machine.performAction(named: "Flag", on: apple) == [.perform(.init(name: "Flag", kind: .app(0)), on: id)])
        #expect(throws: VoiceOverError.noSuchAction("Nope", on: id, available: ["Flag", "Delete", "Flag"])) {
            try machine.performAction(named: "Nope", on: apple)
        }
        #expect(VoiceOverError.noSuchAction("Nope", on: id, available: ["Flag", "Delete"]).description
            == #"0.0 has no custom action "Nope"; its actions are "Flag", "Delete""#)
        #expect(VoiceOverError.noSuchAction("Nope", on: .header(2), available: []).description
            == #"header 2 has no custom action "Nope"; it has no custom actions"#)
        let plain = element(id, "Apple")
        #expect(try machine.listActions(of: plain) == [.speak(.sound(.boundary))])
    }

    @Test func aPageScrollSpeaksTheStatusThenFocusesTheFirstElementOnScreen() throws {
        var machine = running(focus: .row(Self.path(0, 0)))
        #expect(try machine.scroll(.down) == [.scrollPage(.down)])
        #expect(machine.pageScrolled(moved: true, status: "Rows 4 to 5 of 5", firstOnScreen: .row(Self.path(1, 0)))
            == [.speak(.announcement("Rows 4 to 5 of 5")), .moveFocus(to: .row(Self.path(1, 0)), reveal: false)])
        #expect(machine.focus == .row(Self.path(1, 0)))
        #expect(try machine.scroll(.down) == [.scrollPage(.down)])
        #expect(machine.pageScrolled(moved: false, status: "Rows 4 to 5 of 5", firstOnScreen: .row(Self.path(1, 0)))
            == [.speak(.sound(.boundary)), .speak(.announcement("Rows 4 to 5 of 5"))])
        #expect(machine.focus == .row(Self.path(1, 0)))
        #expect(machine.lastSaid == "Rows 4 to 5 of 5")
        var off = Machine()
        #expect(off.pageScrolled(moved: true, status: "Row 1 of 1", firstOnScreen: nil) == [])
    }

    @Test func escapeClosesOpenButtonsOrRunsTheChain() throws {
        let row = Self.path(0, 1)
        var machine = running(focus: .deleteButton(row))
        #expect(try machine.escape(rowShowingButtons: row) == [.closeRowButtons(row), .moveFocus(to: .row(row), reveal: false)])
        #expect(try machine.escape(rowShowingButtons: nil) == [.performEscape(.row(row))])
        #expect(machine.escapeFinished(handled: false) == [.speak(.sound(.boundary))])
        #expect(machine.escapeFinished(handled: true) == [])
        #expect(try machine.magicTap() == [.performMagicTap(.row(row))])
    }

    @Test func theAppsNotificationsMoveAndSpeak() {
        let apple = AccessibilityElement.ID.row(Self.path(0, 0))
        var machine = running(focus: apple)
        #expect(machine.announcementPosted("Saved") == [.speak(.announcement("Saved"))])
        #expect(machine.lastSaid == "Saved")
        #expect(machine.layoutChanged(.string("Loaded"), in: table, firstOnScreen: .header(0)) == [.speak(.announcement("Loaded"))])
        #expect(machine.layoutChanged(nil, in: table, firstOnScreen: .header(0)) == [])
        #expect(machine.focus == apple)
        #expect(machine.layoutChanged(.element(.footer(1)), in: table, firstOnScreen: .header(0))
            == [.moveFocus(to: .footer(1), reveal: true)])
        let gone = running(focus: .row(Self.path(5, 0)))
        var survivor = gone
        #expect(survivor.layoutChanged(nil, in: table, firstOnScreen: .header(0)) == [.moveFocus(to: .header(0), reveal: false)])
        survivor = gone
        #expect(survivor.layoutChanged(nil, in: table, firstOnScreen: nil) == [])
        #expect(survivor.state == .on(nil))
        #expect(machine.screenChanged(nil, firstOnScreen: .header(0))
            == [.speak(.sound(.screenChanged)), .moveFocus(to: .header(0), reveal: false)])
        #expect(machine.screenChanged(.element(apple), firstOnScreen: .header(0))
            == [.speak(.sound(.screenChanged)), .moveFocus(to: apple, reveal: true)])
        #expect(machine.screenChanged(.string("New page"), firstOnScreen: .header(0))
            == [.speak(.sound(.screenChanged)), .speak(.announcement("New page")), .moveFocus(to: .header(0), reveal: false)])
        var off = Machine()
        #expect(off.announcementPosted("Saved") == [])
        #expect(off.layoutChanged(.element(apple), in: table, firstOnScreen: nil) == [])
        #expect(off.screenChanged(nil, firstOnScreen: apple) == [])
        #expect(off.rowButtonsShown(first: .deleteButton(Self.path(0, 0))) == [])
        #expect(off == Machine())
    }

    @Test func focusFollowsItsRowThroughUpdates() {
        var machine = running(focus: .row(Self.path(0, 2)))
        machine.editingChanged()
        let actions = machine.rowsUpdated(
            newIndexPath: { $0 == Self.path(0, 2) ? Self.path(1, 1) : $0 }, newSection: { $0 },
            in: table, firstOnScreen: .header(0))
        #expect(actions == [])
        var followed = Focus(.row(Self.path(1, 1)))
        followed.spokenDescription = "Apple"
        #expect(machine.state == .on(followed))
        // The sections swapped places: the footer's focus goes with its section.
        let swapped = Shape(accessibilityOrder: AccessibilityOrder(sections: [
            AccessibilitySectionShape(rows: 2, hasFooter: true), AccessibilitySectionShape(rows: 3, hasHeader: true),
        ]))
        var footer = running(focus: .footer(1), label: "2 items")
        #expect(footer.rowsUpdated(newIndexPath: { $0 }, newSection: { 1 - $0 }, in: swapped, firstOnScreen: nil) == [])
        var moved = Focus(.footer(0))
        moved.spokenDescription = "2 items"
        #expect(footer.state == .on(moved))
        // A header whose section lost it, with nothing on screen: no focus.
        var header = running(focus: .header(0), label: "Fruits")
        #expect(header.rowsUpdated(newIndexPath: { $0 }, newSection: { $0 }, in: swapped, firstOnScreen: nil) == [])
        #expect(header.state == .on(nil))
    }

    @Test(arguments: [
        // The deleted row's index path still exists: the row now there.
        (Self.path(0, 1), AccessibilityElement.ID.row(Self.path(0, 1))),
        // The section's last row was deleted: the previous row.
        (Self.path(0, 5), .row(Self.path(0, 2))),
        // The section lost its rows: its header.
        (Self.path(2, 0), .header(2)),
        // The section went away: the first element on screen.
        (Self.path(7, 0), .row(Self.path(1, 0))),
    ])
    func aDeletedFocusedRowHandsFocusOn(deleted: IndexPath, replacement: AccessibilityElement.ID) {
        let after = Shape(accessibilityOrder: AccessibilityOrder(sections: [
            AccessibilitySectionShape(rows: 3, hasHeader: true), AccessibilitySectionShape(rows: 2),
            AccessibilitySectionShape(rows: 0, hasHeader: true),
        ]))
        var machine = running(focus: .reorderControl(deleted))
        #expect(machine.rowsUpdated(newIndexPath: { _ in nil }, newSection: { $0 }, in: after, firstOnScreen: .row(Self.path(1, 0)))
            == [.moveFocus(to: replacement, reveal: false)])
        #expect(machine.focus == replacement)
    }

    @Test func aControlThatNoLongerShowsFallsBackToItsRowUnspoken() {
        var machine = running(focus: .deleteControl(Self.path(0, 1)))
        #expect(machine.rowsUpdated(newIndexPath: { $0 }, newSection: { $0 }, in: table, firstOnScreen: nil) == [])
        #expect(machine.state == .on(Focus(.row(Self.path(0, 1)))))
    }

    @Test func theTableHeaderFooterAndIndexSurviveUpdatesOrHandFocusToTheFirstElement() {
        var machine = running(focus: .sectionIndex)
        #expect(machine.rowsUpdated(newIndexPath: { $0 }, newSection: { $0 }, in: table, firstOnScreen: nil) == [])
        #expect(machine.focus == .sectionIndex)
        let noIndex = Shape(accessibilityOrder: AccessibilityOrder(sections: [AccessibilitySectionShape(rows: 1)]))
        #expect(machine.rowsUpdated(newIndexPath: { $0 }, newSection: { $0 }, in: noIndex, firstOnScreen: .row(Self.path(0, 0)))
            == [.moveFocus(to: .row(Self.path(0, 0)), reveal: false)])
    }

    @Test func reloadKeepsAFocusThatStillExistsUnspoken() {
        var machine = running(focus: .row(Self.path(1, 1)))
        #expect(machine.reloaded(in: table, firstOnScreen: .header(0)) == [])
        let shorter = Shape(accessibilityOrder: AccessibilityOrder(sections: [AccessibilitySectionShape(rows: 1)]))
        #expect(machine.reloaded(in: shorter, firstOnScreen: .row(Self.path(0, 0)))
            == [.moveFocus(to: .row(Self.path(0, 0)), reveal: false)])
        var off = Machine()
        #expect(off.reloaded(in: table, firstOnScreen: .header(0)) == [])
    }

    @Test func editingReturnsAControlsFocusToItsRow() {
        var machine = running(focus: .reorderControl(Self.path(0, 1)))
        machine.editingChanged()
        #expect(machine.state == .on(Focus(.row(Self.path(0, 1)))))
        var onHeader = running(focus: .header(0))
        let before = onHeader
        onHeader.editingChanged()
        #expect(onHeader == before)
    }

    @Test func moveUpAndDownAnnounceTheNeighbourAndFocusFollowsTheRow() {
        var machine = running(focus: .row(Self.path(0, 2)))
        #expect(machine.rowMovedByAction(to: Self.path(0, 1), above: true, neighbourLabel: "Banana")
            == [.speak(.announcement("Moved above Banana"))])
        var moved = Focus(.row(Self.path(0, 1)))
        moved.spokenDescription = "Apple"
        #expect(machine.state == .on(moved))
        #expect(machine.lastSaid == "Moved above Banana")
        var onHeader = running(focus: .header(0))
        #expect(onHeader.rowMovedByAction(to: Self.path(0, 1), above: false, neighbourLabel: "Banana") == [])
    }

    @Test func shownButtonsTakeTheFocus() {
        var machine = running(focus: .row(Self.path(0, 1)))
        #expect(machine.rowButtonsShown(first: .deleteButton(Self.path(0, 1)))
            == [.moveFocus(to: .deleteButton(Self.path(0, 1)), reveal: false)])
    }

    @Test func invariantsNameAFocusOutsideTheTable() {
        #expect(running(focus: .row(Self.path(0, 0)))._checkInvariants(in: table, sectionIndexTitleCount: 3) == [])
        #expect(running(focus: .row(Self.path(4, 0)))._checkInvariants(in: table, sectionIndexTitleCount: 0)
            == ["focus 4.0 is not an element"])
        var machine = running(focus: .sectionIndex)
        machine.sectionIndexTouched(at: 5)
        #expect(machine._checkInvariants(in: table, sectionIndexTitleCount: 3) == ["index position 5 is outside 3 titles"])
    }
}
