/// The way VoiceOver's three-finger swipe pages the table.
public enum VoiceOverPageDirection: Hashable, Sendable {
    /// A three-finger swipe down: a page towards earlier rows.
    case up
    /// A three-finger swipe up: a page towards later rows.
    case down
}

/// A VoiceOver command refused as bad input; its text says what to do instead.
public enum VoiceOverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A VoiceOver gesture while VoiceOver is off.
    case notRunning
    /// A command that needs a focused element while nothing has focus.
    case noFocus
    /// `vo action "Name"` for a name the focused element does not offer.
    case noSuchAction(String, on: AccessibilityElement.ID, available: [String])
    /// A touch to explore aimed at an element that is not on screen (or does not exist).
    case notOnScreen(AccessibilityElement.ID)
    /// A touch to explore aimed at an element that is on screen but wholly under something else.
    case covered(AccessibilityElement.ID)
    /// A double tap whose activation point lies on something other than the focused element (the
    /// keyboard, the status bar, a header drawn over the row): the tap would not reach the element.
    case activationPointCovered(AccessibilityElement.ID, at: Point)

    /// The message, in UIKit's terms (the scenario layer words its own commands).
    public var description: String {
        switch self {
        case .notRunning:
            return "VoiceOver is off (UIAccessibility.isVoiceOverRunning is false): turn VoiceOver on first"
        case .noFocus:
            return "no element has VoiceOver's focus: move the focus to an element first"
        case .noSuchAction(let name, let id, let available):
            let offered = available.isEmpty
                ? "it has no custom actions"
                : "its actions are " + available.map(\.traceDescription).joined(separator: ", ")
            return "\(id) has no custom action \(name.traceDescription); \(offered)"
        case .notOnScreen(let id):
            return "\(id) is not an element on screen: a finger can only touch what the screen shows"
        case .covered(let id):
            return "\(id) is on screen but wholly covered (by the keyboard, an overlay, or a header or footer "
                + "drawn over it): a finger touching it would touch what covers it"
        case .activationPointCovered(let id, let point):
            return "the activation point of \(id), \(point), lies under something else (the keyboard, the status "
                + "bar, or a header or footer drawn over it): a double tap there would not reach \(id); "
                + "scroll it into view first"
        }
    }
}

/// VoiceOver as a value: whether it runs, its focus, the custom action picked on the focused element
/// and the section index position. Each input is one mutating function returning ``Action``s for the
/// device to perform; the machine never calls the table, so it is tested alone.
///
/// Focus moves in two steps: an input returns ``Action/moveFocus(to:reveal:)`` and records the new
/// focus; the device scrolls it into view when asked, builds the element and reports
/// ``focusArrived(at:)``, which returns what VoiceOver says.
///
/// An input's `firstOnScreen` (the first element at least partly on screen) is an autoclosure: the
/// device works it out only when focus must fall back to it, not after every update the focus survives.
package struct VoiceOverStateMachine: Hashable, Sendable {
    /// Where VoiceOver's cursor is, and what was picked on it.
    package struct Focus: Hashable, Sendable {
        /// The focused element.
        package var element: AccessibilityElement.ID
        /// The custom action picked with a swipe up or down, by position, or nil for the default
        /// (a double tap then taps the element).
        package var selectedAction: Int?
        /// The description last spoken for the element, to re-speak it when an activation changed it.
        package var spokenDescription: String?

        /// Creates a focus on an element with nothing picked and nothing spoken.
        package init(_ element: AccessibilityElement.ID) {
            self.element = element
        }
    }

    /// Whether VoiceOver runs, and where its focus is.
    package enum State: Hashable, Sendable {
        /// VoiceOver is off.
        case off
        /// VoiceOver runs; the focus is nil when the screen has no element.
        case on(Focus?)
    }

    /// A one-finger swipe's vertical direction: up increments, down decrements (§8).
    package enum SwipeDirection: Hashable, Sendable {
        /// A swipe up: increment, or the previous custom action.
        case up
        /// A swipe down: decrement, or the next custom action.
        case down
    }

    /// Where a three-finger swipe pages the table (§7): `down` shows later rows.
    /// The way a three-finger swipe pages (public, as ``VoiceOver/scroll(_:)`` takes it).
    package typealias PageDirection = VoiceOverPageDirection

    /// What an app's notification names (UIKit's `UIAccessibility.post(notification:argument:)`).
    package enum NotificationArgument: Hashable, Sendable {
        /// An element to focus.
        case element(AccessibilityElement.ID)
        /// A string to speak.
        case string(String)
    }

    /// What the device must do after an input, in order.
    package enum Action: Hashable, Sendable {
        /// Set `UIAccessibility.isVoiceOverRunning`, post `voiceOverStatusDidChangeNotification` (a trace
        /// line only if the app observes it) and turn cell reuse off (on: true) or back on (§4.1).
        case setRunning(Bool)
        /// Print the utterance.
        case speak(Utterance)
        /// Focus moved to the element; with `reveal`, first scroll it into view by UIKit's rule
        /// (``AccessibilityScrollRule``); then report ``focusArrived(at:)``.
        case moveFocus(to: AccessibilityElement.ID, reveal: Bool)
        /// A quick tap (touch down, touch up) at the point, through the touch path (§5).
        case tap(at: Point)
        /// Perform the element's custom action (§6).
        case perform(AccessibilityElement.CustomAction, on: AccessibilityElement.ID)
        /// Call the focused row's `accessibilityIncrement()` (up) or `accessibilityDecrement()` (down),
        /// then report ``valueAdjusted(_:)``.
        case adjust(AccessibilityElement.ID, SwipeDirection)
        /// Move the section index to the title at the position: `sectionForSectionIndexTitle`, then the
        /// scroll touching that title makes, without touch lines (§8).
        case selectSectionIndexTitle(at: Int)
        /// Page the table with an animated `setContentOffset` finished on the virtual clock, then report
        /// ``pageScrolled(moved:status:firstOnScreen:)`` (§7).
        case scrollPage(PageDirection)
        /// Close the row's Delete confirmation or swipe buttons, as a tap elsewhere does (§9).
        case closeRowButtons(IndexPath)
        /// Ask the focused element, then its ancestors and controllers, to `accessibilityPerformEscape()`,
        /// then report ``escapeFinished(handled:)`` (§9).
        case performEscape(AccessibilityElement.ID?)
        /// Ask the same chain to `accessibilityPerformMagicTap()`; nothing is spoken (§9).
        case performMagicTap(AccessibilityElement.ID?)
    }

    /// Whether VoiceOver runs, and where its focus is.
    package private(set) var state = State.off
    /// The section index position VoiceOver adjusts: starts at the first title, moves only with
    /// VoiceOver's adjustments and touches on the index (§3.3, choice).
    package private(set) var indexPosition = 0
    /// The last element description or announcement spoken: what `expect said` compares (§1).
    package private(set) var lastSaid: String?

    /// Creates a machine with VoiceOver off.
    package init() {}

    /// Whether VoiceOver runs (`UIAccessibility.isVoiceOverRunning`).
    package var isRunning: Bool {
        switch state {
        case .off: false
        case .on: true
        }
    }

    /// The focused element, or nil.
    package var focus: AccessibilityElement.ID? {
        switch state {
        case .off: nil
        case .on(let focus): focus?.element
        }
    }

    /// The focus, or an error when VoiceOver is off.
    private func running() throws(VoiceOverError) -> Focus? {
        switch state {
        case .off: throw .notRunning
        case .on(let focus): return focus
        }
    }

    /// The focus, or an error when VoiceOver is off or nothing has focus.
    private func focused() throws(VoiceOverError) -> Focus {
        guard let focus = try running() else { throw .noFocus }
        return focus
    }

    /// Records the speech and returns it as actions.
    private mutating func say(_ utterances: [Utterance]) -> [Action] {
        for utterance in utterances {
            if let said = utterance.saidText { lastSaid = said }
        }
        return utterances.map(Action.speak)
    }

    /// Moves the focus; the device reveals it and reports ``focusArrived(at:)``.
    private mutating func move(to id: AccessibilityElement.ID, reveal: Bool) -> [Action] {
        state = .on(Focus(id))
        return [.moveFocus(to: id, reveal: reveal)]
    }

    // MARK: On and off (§4.1)

    /// VoiceOver was turned on: the running flag and its notification, then focus on the first element
    /// at least partly on screen, spoken (§4.1). Turning it on again does nothing.
    package mutating func turnOn(firstOnScreen: @autoclosure () -> AccessibilityElement.ID?) -> [Action] {
        switch state {
        case .on:
            return []
        case .off:
            state = .on(nil)
            return [.setRunning(true)] + (firstOnScreen().map { move(to: $0, reveal: false) } ?? [])
        }
    }

    /// VoiceOver was turned off: the flag, its notification, reuse resumes (§10). Off again does nothing.
    package mutating func turnOff() -> [Action] {
        switch state {
        case .off:
            return []
        case .on:
            state = .off
            return [.setRunning(false)]
        }
    }

    // MARK: Moving the focus (§4.2)

    /// The focus landed on the element (scrolled into view if asked): VoiceOver speaks it (§1.1, §4.2).
    /// A report for an element that no longer has focus says nothing.
    package mutating func focusArrived(at element: AccessibilityElement) -> [Action] {
        guard case .on(var focus?) = state, focus.element == element.id else { return [] }
        let utterances = VoiceOverSpeech.utterances(focusing: element)
        focus.spokenDescription = VoiceOverSpeech.description(of: element)
        state = .on(focus)
        return say(utterances)
    }

    /// One-finger swipe right: the next element, revealed; at the end the boundary sound, focus stays
    /// (§4.2). With nothing focused, the first element ([O: Deque#45] from above the table).
    package mutating func next(in table: some AccessibilityNavigable) throws(VoiceOverError) -> [Action] {
        let target = try running().map { table.accessibilityElement(after: $0.element) } ?? table.firstAccessibilityElement
        guard let target else { return say([.sound(.boundary)]) }
        return move(to: target, reveal: true)
    }

    /// One-finger swipe left: the previous element, revealed; at the start the boundary sound (§4.2).
    package mutating func previous(in table: some AccessibilityNavigable) throws(VoiceOverError) -> [Action] {
        let target = try running().map { table.accessibilityElement(before: $0.element) } ?? table.lastAccessibilityElement
        guard let target else { return say([.sound(.boundary)]) }
        return move(to: target, reveal: true)
    }

    /// Four-finger tap near the top: the first element in the order, revealed (choice: even off screen).
    package mutating func first(in table: some AccessibilityNavigable) throws(VoiceOverError) -> [Action] {
        _ = try running()
        guard let target = table.firstAccessibilityElement else { return say([.sound(.boundary)]) }
        return move(to: target, reveal: true)
    }

    /// Four-finger tap near the bottom: the last element in the order, revealed.
    package mutating func last(in table: some AccessibilityNavigable) throws(VoiceOverError) -> [Action] {
        _ = try running()
        guard let target = table.lastAccessibilityElement else { return say([.sound(.boundary)]) }
        return move(to: target, reveal: true)
    }

    /// Touch to explore: a finger on the element moves focus there without scrolling, spoken even when
    /// it already had focus (choice); a finger on no element changes nothing.
    package mutating func touched(_ id: AccessibilityElement.ID?) throws(VoiceOverError) -> [Action] {
        _ = try running()
        guard let id else { return [] }
        return move(to: id, reveal: false)
    }

    // MARK: Acting on the focused element (§5, §6, §8)

    /// Double tap: the picked custom action, else a quick tap at the activation point (§5). The
    /// device reports ``activationFinished(_:)`` afterwards.
    package mutating func activate(_ focused: AccessibilityElement) throws(VoiceOverError) -> [Action] {
        let focus = try self.focused()
        if let picked = focus.selectedAction, focused.customActions.indices.contains(picked) {
            return [.perform(focused.customActions[picked], on: focus.element)]
        }
        return [.tap(at: focused.activationPoint)]
    }

    /// After an activation that left focus in place: the element is spoken again when its description
    /// changed, such as a row that became "Selected" (§5, choice).
    package mutating func activationFinished(_ focused: AccessibilityElement) -> [Action] {
        guard case .on(let focus?) = state, focus.element == focused.id,
              focus.spokenDescription != VoiceOverSpeech.description(of: focused)
        else { return [] }
        return focusArrived(at: focused)
    }

    /// One-finger swipe up or down: moves the section index (up = the previous title), adjusts an
    /// adjustable element, or steps through the custom actions; else the boundary sound (§6, §8).
    package mutating func swipe(
        _ direction: SwipeDirection, on focused: AccessibilityElement, sectionIndexTitles: [String]
    ) throws(VoiceOverError) -> [Action] {
        var focus = try self.focused()
        if focus.element == .sectionIndex {
            // §8: increment (up) is the previous title, decrement the next; at either end the boundary.
            let target = direction == .up ? indexPosition - 1 : indexPosition + 1
            guard sectionIndexTitles.indices.contains(target) else { return say([.sound(.boundary)]) }
            indexPosition = target
            return [.selectSectionIndexTitle(at: target)]
                + say([.announcement(VoiceOverSpeech.spokenIndexTitle(sectionIndexTitles[target]))])
        }
        if focused.traits.contains(.adjustable) { return [.adjust(focus.element, direction)] }
        let actions = focused.customActions
        guard !actions.isEmpty else { return say([.sound(.boundary)]) }
        // Choice: down steps forward and stops at the last action; up steps back to the default
        // action, spoken "Activate", and stops there.
        let picked: Int?
        switch (direction, focus.selectedAction) {
        case (.down, nil): picked = 0
        case (.down, let index?) where index + 1 < actions.count: picked = index + 1
        case (.up, let index?) where index > 0: picked = index - 1
        case (.up, .some): picked = nil
        case (.down, .some), (.up, nil): return say([.sound(.boundary)])
        }
        focus.selectedAction = picked
        state = .on(focus)
        return say([.announcement(picked.map { actions[$0].name } ?? VoiceOverSpeech.activate)])
    }

    /// The app adjusted the focused element's value: VoiceOver speaks the new value (or the whole
    /// description when it has no value).
    package mutating func valueAdjusted(_ focused: AccessibilityElement) -> [Action] {
        guard case .on(var focus?) = state, focus.element == focused.id else { return [] }
        focus.spokenDescription = VoiceOverSpeech.description(of: focused)
        state = .on(focus)
        let value = focused.value.flatMap { $0.isEmpty ? nil : $0 }
        return say([.announcement(value ?? VoiceOverSpeech.description(of: focused))])
    }

    /// The section index moved by a touch: VoiceOver's position follows (§3.3).
    package mutating func sectionIndexTouched(at position: Int) {
        indexPosition = position
    }

    /// The section index titles were loaded again: a position past the new end returns to the last.
    package mutating func sectionIndexTitlesLoaded(count: Int) {
        indexPosition = max(0, min(indexPosition, count - 1))
    }

    /// `vo actions`: speaks each custom action's name, in order (§6; "Activate" not listed, choice);
    /// with none, the boundary sound.
    package mutating func listActions(of focused: AccessibilityElement) throws(VoiceOverError) -> [Action] {
        _ = try self.focused()
        guard !focused.customActions.isEmpty else { return say([.sound(.boundary)]) }
        return say(focused.customActions.map { .announcement($0.name) })
    }

    /// `vo action "Name"`: performs the first custom action with that name (§6, choice for duplicates);
    /// an unknown name is an error naming the actions that exist.
    package mutating func performAction(named name: String, on focused: AccessibilityElement) throws(VoiceOverError) -> [Action] {
        let focus = try self.focused()
        guard let action = focused.customActions.first(where: { $0.name == name }) else {
            throw .noSuchAction(name, on: focus.element, available: focused.customActions.map(\.name))
        }
        return [.perform(action, on: focus.element)]
    }

    /// VoiceOver's cursor landed on a line of an open context menu: the line is spoken
    /// (ContextMenusBehaviour.md).
    package mutating func menuLineFocused(_ description: String) -> [Action] {
        guard isRunning else { return [] }
        return say([.description(description)])
    }

    /// A swipe past the first or last line of an open context menu: the boundary sound.
    package mutating func menuBoundary() -> [Action] {
        guard isRunning else { return [] }
        return say([.sound(.boundary)])
    }

    // MARK: Three-finger scroll (§7)

    /// Three-finger swipe: page the table.
    package mutating func scroll(_ direction: PageDirection) throws(VoiceOverError) -> [Action] {
        _ = try running()
        return [.scrollPage(direction)]
    }

    /// The page scroll finished: the status is spoken, then focus moves to the first element on screen,
    /// spoken; when nothing moved, the boundary sound, the same status, and focus stays (§7).
    package mutating func pageScrolled(
        moved: Bool, status: String, firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) -> [Action] {
        guard isRunning else { return [] }
        guard moved else { return say([.sound(.boundary), .announcement(status)]) }
        return say([.announcement(status)]) + (firstOnScreen().map { move(to: $0, reveal: false) } ?? [])
    }

    // MARK: Escape and Magic Tap (§9)

    /// Two-finger Z: a row's open buttons close and focus returns to the row, spoken (choice); else the
    /// escape chain runs.
    package mutating func escape(rowShowingButtons row: IndexPath?) throws(VoiceOverError) -> [Action] {
        let focus = try running()
        guard let row else { return [.performEscape(focus?.element)] }
        return [.closeRowButtons(row)] + move(to: .row(row), reveal: false)
    }

    /// The escape chain finished: when nothing handled it, the boundary sound (§9).
    package mutating func escapeFinished(handled: Bool) -> [Action] {
        guard isRunning, !handled else { return [] }
        return say([.sound(.boundary)])
    }

    /// Two-finger double tap: the magic-tap chain; nothing is spoken (§9).
    package mutating func magicTap() throws(VoiceOverError) -> [Action] {
        let focus = try running()
        return [.performMagicTap(focus?.element)]
    }

    // MARK: The app's notifications (§10); ignored while VoiceOver is off

    /// `.announcement`: the string is spoken.
    package mutating func announcementPosted(_ text: String) -> [Action] {
        guard isRunning else { return [] }
        return say([.announcement(text)])
    }

    /// `.layoutChanged`: an element takes focus (revealed, spoken); a string is spoken and focus stays;
    /// nil keeps a focus that still exists, else the first element on screen takes it ([A], §10 [I]).
    package mutating func layoutChanged(
        _ argument: NotificationArgument?, in table: some AccessibilityNavigable, firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) -> [Action] {
        guard case .on(let focus) = state else { return [] }
        switch argument {
        case .element(let id):
            return move(to: id, reveal: true)
        case .string(let text):
            return say([.announcement(text)])
        case nil:
            if let focus, table.containsAccessibilityElement(focus.element) { return [] }
            return refocus(firstOnScreen())
        }
    }

    /// `.screenChanged`: the screen-changed sound, then focus on the element given, or on the first
    /// element on screen (after speaking a string: choice), spoken ([A], §10 [O: SO 53346725]).
    package mutating func screenChanged(
        _ argument: NotificationArgument?, firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) -> [Action] {
        guard isRunning else { return [] }
        let sound = say([.sound(.screenChanged)])
        switch argument {
        case .element(let id): return sound + move(to: id, reveal: true)
        case .string(let text): return sound + say([.announcement(text)]) + refocus(firstOnScreen())
        case nil: return sound + refocus(firstOnScreen())
        }
    }

    /// Focus on the first element on screen, spoken; with none, no focus.
    private mutating func refocus(_ firstOnScreen: AccessibilityElement.ID?) -> [Action] {
        guard let firstOnScreen else {
            state = .on(nil)
            return []
        }
        return move(to: firstOnScreen, reveal: false)
    }

    // MARK: The table changed under the focus (§10)

    /// A batch update moved rows and sections: focus follows its row; when its row (or section) was
    /// deleted, it goes to the row now at the old index path, else the previous row of that section,
    /// else the section's header, else the first element on screen, and that element is spoken (§10,
    /// choice). A control of a moved row that no longer shows falls back to the row, not spoken.
    package mutating func rowsUpdated(
        newIndexPath: (IndexPath) -> IndexPath?, newSection: (Int) -> Int?,
        in table: some AccessibilityNavigable, firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) -> [Action] {
        guard case .on(let focus?) = state else { return [] }
        let old = focus.element
        let mapped: AccessibilityElement.ID?
        switch old {
        case .header(let section): mapped = newSection(section).map { .header($0) }
        case .footer(let section): mapped = newSection(section).map { .footer($0) }
        case .tableHeaderView, .tableFooterView, .sectionIndex, .refreshControl, .searchBar: mapped = old
        case .row, .deleteControl, .insertControl, .moreInfo, .deleteButton, .swipeButton, .reorderControl:
            mapped = old.indexPath.flatMap(newIndexPath).map { old.moved(to: $0) }
        }
        if let mapped, table.containsAccessibilityElement(mapped) {
            var moved = focus
            moved.element = mapped
            state = .on(moved)
            return []
        }
        if let mapped, let row = mapped.indexPath, table.containsAccessibilityElement(.row(row)) {
            state = .on(Focus(.row(row)))
            return []
        }
        // The focused element went away: its replacement is chosen in the new table.
        let order = table.accessibilityOrder
        let candidates: [AccessibilityElement.ID]
        switch old {
        case .header(let section), .footer(let section):
            candidates = [.header(section)]
        case .tableHeaderView, .tableFooterView, .sectionIndex, .refreshControl, .searchBar:
            candidates = []
        case .row(let row), .deleteControl(let row), .insertControl(let row), .moreInfo(let row),
             .deleteButton(let row), .swipeButton(let row, _), .reorderControl(let row):
            var rows: [AccessibilityElement.ID] = [.row(row)]
            if row.section < order.numberOfSections {
                let count = order.shape(ofSection: row.section).rows
                if count > 0 { rows.append(.row(IndexPath(row: min(row.row, count) - 1, section: row.section))) }
            }
            candidates = rows + [.header(row.section)]
        }
        if let replacement = candidates.first(where: table.containsAccessibilityElement) {
            return move(to: replacement, reveal: false)
        }
        return refocus(firstOnScreen())
    }

    /// A Move up / Move down action reordered the focused row: focus follows it and VoiceOver says where
    /// it went relative to the neighbour it passed, "Moved above Banana" (§6, choice).
    package mutating func rowMovedByAction(to row: IndexPath, above: Bool, neighbourLabel: String) -> [Action] {
        guard case .on(var focus?) = state, focus.element.indexPath != nil else { return [] }
        focus.element = focus.element.moved(to: row)
        state = .on(focus)
        return say([.announcement(VoiceOverSpeech.moved(above: above, neighbour: neighbourLabel))])
    }

    /// `reloadData()`: focus stays, unspoken, when its element still exists; else the first element on
    /// screen takes it, spoken (§10, choice).
    package mutating func reloaded(
        in table: some AccessibilityNavigable, firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) -> [Action] {
        guard case .on(let focus) = state else { return [] }
        if let focus, table.containsAccessibilityElement(focus.element) { return [] }
        return refocus(firstOnScreen())
    }

    /// `setEditing(_:animated:)`: a focused control of a row returns to the row's text element, not
    /// spoken (§10, choice).
    package mutating func editingChanged() {
        guard case .on(let focus?) = state, let row = focus.element.indexPath else { return }
        if focus.element != .row(row) { state = .on(Focus(.row(row))) }
    }

    /// A row's controls or buttons went away (its cell left the screen, its buttons closed): a focus on
    /// one that no longer exists falls back to the row's text element, not spoken (choice).
    package mutating func rowControlsChanged(_ row: IndexPath, in table: some AccessibilityNavigable) {
        guard case .on(let focus?) = state, focus.element.indexPath == row, focus.element != .row(row),
            !table.containsAccessibilityElement(focus.element)
        else { return }
        state = .on(Focus(.row(row)))
    }

    /// A row showed its Delete confirmation or opened its swipe buttons: focus moves to the first
    /// button, spoken (§2.2, §5 [D: D-cell, a layout change naming it]).
    package mutating func rowButtonsShown(first button: AccessibilityElement.ID) -> [Action] {
        guard isRunning else { return [] }
        return move(to: button, reveal: false)
    }

    /// Every broken invariant, as a sentence each: the focus is an element the table has, and the
    /// index position is a title's (or 0 with no titles).
    package func _checkInvariants(in table: some AccessibilityNavigable, sectionIndexTitleCount: Int) -> [String] {
        var problems: [String] = []
        if let focus, !table.containsAccessibilityElement(focus) { problems.append("focus \(focus) is not an element") }
        if indexPosition < 0 || (indexPosition >= sectionIndexTitleCount && indexPosition != 0) {
            problems.append("index position \(indexPosition) is outside \(sectionIndexTitleCount) titles")
        }
        if case .on(let focus?) = state, let picked = focus.selectedAction, picked < 0 {
            problems.append("picked action \(picked) is negative")
        }
        return problems
    }
}
