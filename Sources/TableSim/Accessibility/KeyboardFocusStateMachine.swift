/// A key on a hardware keyboard, as the focus system and Full Keyboard Access read it
/// (the manual's FullKeyboardAccess article).
public enum KeyboardKey: String, CaseIterable, Hashable, Sendable {
    /// Tab: the next focus group (focus system) or the next element (Full Keyboard Access).
    case tab
    /// Shift-Tab: the previous focus group or element.
    case shiftTab = "shift-tab"
    /// Up arrow: the row above (focus system) or the previous element (Full Keyboard Access).
    case up
    /// Down arrow: the row below, or the next element.
    case down
    /// Left arrow: nothing in a one-column table.
    case left
    /// Right arrow: nothing in a one-column table.
    case right
    /// Return: selects the focused row (focus system on iPadOS).
    case `return`
    /// Space: activates the focused element (Full Keyboard Access).
    case space
    /// Escape: closes Full Keyboard Access's actions menu, or a row's open buttons.
    case escape
    /// Tab-Z: Full Keyboard Access's actions menu for the focused element.
    case tabZ = "tab-z"
    /// Tab-M: Full Keyboard Access's context menu for the focused element (a held touch on a row of a
    /// table that offers context menus).
    case tabM = "tab-m"
}

/// A key press refused as bad input; its text says what to do instead.
public enum KeyboardFocusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A key while no hardware keyboard is connected and Full Keyboard Access is off.
    case noKeyboard
    /// A key on an iPhone without Full Keyboard Access: the UIKit focus system runs on iPadOS only.
    case noFocusSystem

    /// The message, in UIKit's terms.
    public var description: String {
        switch self {
        case .noKeyboard:
            return "no hardware keyboard is connected and Full Keyboard Access is off: connect a keyboard or turn Full Keyboard Access on"
        case .noFocusSystem:
            return "the UIKit focus system runs on iPadOS (15 and later), not on an iPhone: use an iPad screen, or turn Full Keyboard Access on"
        }
    }
}

/// The hardware keyboard's two machines as one value (FullKeyboardAccess.md): the UIKit focus
/// system (iPad), which moves a focus over rows and calls the table's focus delegate methods, and Full
/// Keyboard Access (FKA), which walks VoiceOver's element tree and calls nothing in the app but the
/// element's activation and actions. Each input is one mutating function returning ``Action``s for the
/// device to carry out; the machine never calls the table.
///
/// **Choice**: with FKA on, every key goes to FKA, even on an iPad (assistive technology first).
package struct KeyboardFocusStateMachine: Hashable, Sendable {
    /// Who answers a key now.
    package enum Mode: Hashable, Sendable {
        /// No keyboard, or a keyboard on an iPhone without FKA.
        case none
        /// The UIKit focus system (an iPad with a hardware keyboard, FKA off).
        case focusSystem
        /// Full Keyboard Access.
        case fullKeyboardAccess
    }

    /// FKA's actions menu (Tab-Z): the focused element's custom action names and the highlighted one.
    package struct ActionsMenu: Hashable, Sendable {
        /// The names, in the element's order.
        package var names: [String]
        /// The highlighted name's position.
        package var highlighted: Int
    }

    /// What the device must do after an input, in order.
    package enum Action: Hashable, Sendable {
        /// Focus enters the table: the remembered row (when the table remembers it), else the delegate's
        /// preferred row, else the first focusable row on screen; then ``proposeMove(from:to:)``.
        case enterTable(remembered: IndexPath?)
        /// Find the next focusable row after (or before) this one, asking `canFocusRowAt` of each
        /// candidate, then ``proposeMove(from:to:)``; none: the key is refused (no wrap).
        case searchRow(from: IndexPath, forward: Bool)
        /// Select the focused row as Return does: the selection path of a tap, without highlight.
        case select(IndexPath)
        /// FKA: move the focus to the element, scroll it into view by VoiceOver's rule, then report
        /// ``fullKeyboardAccessArrived(at:)``.
        case moveFullKeyboardAccessFocus(to: AccessibilityElement.ID)
        /// FKA: activate the element (a tap at its activation point, as VoiceOver's double tap).
        case activate(AccessibilityElement.ID)
        /// FKA: hold a touch on the element for the long-press duration (its context menu).
        case longPress(AccessibilityElement.ID)
        /// FKA: perform the element's custom action.
        case perform(AccessibilityElement.CustomAction, on: AccessibilityElement.ID)
        /// FKA: close a row's open swipe buttons or Delete confirmation.
        case closeRowButtons
        /// FKA: print a line (`FKA: …`).
        case show(String)
    }

    /// Whether a hardware keyboard is connected.
    package private(set) var hardwareKeyboard = false
    /// Whether Settings › Accessibility › Keyboards › Full Keyboard Access is on (off by default).
    package private(set) var fullKeyboardAccess = false
    /// The focus system's focused row, or nil when focus is outside the table.
    package private(set) var focusedRow: IndexPath?
    /// The row the focus system last left the table from (for `remembersLastFocusedIndexPath`).
    package private(set) var rememberedRow: IndexPath?
    /// FKA's focused element, or nil.
    package private(set) var fullKeyboardAccessFocus: AccessibilityElement.ID?
    /// FKA's open actions menu, or nil.
    package private(set) var menu: ActionsMenu?

    /// Creates a machine with no keyboard and FKA off.
    package init() {}

    /// Who answers a key, on an iPad or not.
    package func mode(isPad: Bool) -> Mode {
        if fullKeyboardAccess { return .fullKeyboardAccess }
        return hardwareKeyboard && isPad ? .focusSystem : .none
    }

    /// The focus a key moves now: the focus system's row or FKA's element.
    package var focus: AccessibilityElement.ID? {
        fullKeyboardAccess ? fullKeyboardAccessFocus : focusedRow.map { .row($0) }
    }

    // MARK: Settings

    /// A hardware keyboard was connected or disconnected. Disconnecting drops the focus system's
    /// focus without callbacks (UIKit defers it; **Choice**: the focus is forgotten, the remembered row kept).
    package mutating func connectKeyboard(_ connected: Bool) {
        hardwareKeyboard = connected
        if !connected {
            if let focusedRow { rememberedRow = focusedRow }
            focusedRow = nil
        }
    }

    /// FKA was turned on or off. **Choice**: on, its focus goes to the first element on screen, shown;
    /// off, its focus and menu go.
    package mutating func setFullKeyboardAccess(
        _ on: Bool, firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) -> [Action] {
        guard on != fullKeyboardAccess else { return [] }
        fullKeyboardAccess = on
        menu = nil
        fullKeyboardAccessFocus = nil
        guard on, let first = firstOnScreen() else { return [] }
        return moveFullKeyboardAccess(to: first)
    }

    // MARK: One key

    /// A key press. `focused` is FKA's focused element as it is now (for Space and Tab-Z);
    /// `firstOnScreen` is worked out only when FKA has no focus to move from.
    package mutating func press(
        _ key: KeyboardKey, isPad: Bool, in table: some AccessibilityNavigable, focused: AccessibilityElement?,
        firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) throws(KeyboardFocusError) -> [Action] {
        switch mode(isPad: isPad) {
        case .none:
            throw hardwareKeyboard ? .noFocusSystem : .noKeyboard
        case .focusSystem:
            return focusSystem(key, in: table)
        case .fullKeyboardAccess:
            return fullKeyboardAccess(key, in: table, focused: focused, firstOnScreen: firstOnScreen())
        }
    }

    /// Arrows move within the table (Up/Down across sections, Left/Right nothing), Tab and Shift-Tab
    /// move between focus groups, Return selects. **Choice**: the table is the screen's only focus group,
    /// so Tab (or an arrow) brings focus into it and, once inside, Tab and Shift-Tab have nowhere to go.
    private mutating func focusSystem(_ key: KeyboardKey, in table: some AccessibilityNavigable) -> [Action] {
        if let row = focusedRow, !table.accessibilityOrder.contains(slot: .row(row)) { focusedRow = nil }
        guard let row = focusedRow else {
            switch key {
            case .tab, .shiftTab, .up, .down: return [.enterTable(remembered: rememberedRow)]
            case .left, .right, .return, .space, .escape, .tabZ, .tabM: return []
            }
        }
        switch key {
        case .down: return [.searchRow(from: row, forward: true)]
        case .up: return [.searchRow(from: row, forward: false)]
        case .return: return [.select(row)]
        // Space selects on Mac Catalyst, not on iPadOS (Apple, WWDC21 session 10260).
        case .tab, .shiftTab, .left, .right, .space, .escape, .tabZ, .tabM: return []
        }
    }

    /// The device found that focus may move (`shouldUpdateFocusIn` said yes): the focus is the row now.
    package mutating func focusMoved(to row: IndexPath) {
        focusedRow = row
        rememberedRow = row
    }

    /// The rows moved under the focus (an update): the focus system's focus follows its row, or drops
    /// when it went. Full Keyboard Access's cursor follows its row too; when its row went, it stays at
    /// the same place, on the row that took it (**Choice**, as VoiceOver's focus does; the next key
    /// starts afresh if no row is there), and its actions menu closes.
    package mutating func rowsUpdated(newIndexPath: (IndexPath) -> IndexPath?) {
        if let row = focusedRow { focusedRow = newIndexPath(row) }
        if let row = rememberedRow { rememberedRow = newIndexPath(row) }
        if let focus = fullKeyboardAccessFocus, let row = focus.indexPath {
            if let moved = newIndexPath(row) {
                fullKeyboardAccessFocus = focus.moved(to: moved)
            } else {
                fullKeyboardAccessFocus = .row(row)
                menu = nil
            }
        }
    }

    // MARK: Full Keyboard Access

    private mutating func moveFullKeyboardAccess(to id: AccessibilityElement.ID) -> [Action] {
        fullKeyboardAccessFocus = id
        return [.moveFullKeyboardAccessFocus(to: id)]
    }

    /// FKA's default keys: Tab/Down the next element, Shift-Tab/Up the previous (**Choice**: a table is one
    /// list, so the arrows step as Tab does; at either end nothing happens), Space activates, Tab-Z the
    /// actions menu, Tab-M the context menu, Escape closes it (or a row's open buttons). Return and Left/Right do nothing
    /// (**Choice**; FKA's defaults give Return no command).
    private mutating func fullKeyboardAccess(
        _ key: KeyboardKey, in table: some AccessibilityNavigable, focused: AccessibilityElement?,
        firstOnScreen: @autoclosure () -> AccessibilityElement.ID?
    ) -> [Action] {
        if let focus = fullKeyboardAccessFocus, !table.containsAccessibilityElement(focus) {
            fullKeyboardAccessFocus = focused?.id == focus ? focus : nil
            if fullKeyboardAccessFocus == nil { menu = nil }
        }
        if var menu { return actionsMenu(key, &menu, focused: focused) }
        switch key {
        case .tab, .down:
            let target = fullKeyboardAccessFocus.map { table.accessibilityElement(after: $0) } ?? firstOnScreen()
            return target.map { moveFullKeyboardAccess(to: $0) } ?? []
        case .shiftTab, .up:
            let target = fullKeyboardAccessFocus.map { table.accessibilityElement(before: $0) } ?? firstOnScreen()
            return target.map { moveFullKeyboardAccess(to: $0) } ?? []
        case .space:
            guard let id = fullKeyboardAccessFocus else { return [] }
            return [.activate(id)]
        case .tabZ:
            guard let focused, focused.id == fullKeyboardAccessFocus, !focused.customActions.isEmpty else { return [] }
            let names = focused.customActions.map(\.name)
            menu = ActionsMenu(names: names, highlighted: 0)
            return [.show("FKA: actions " + names.map(\.traceDescription).joined(separator: ", "))]
        case .tabM:
            guard let id = fullKeyboardAccessFocus else { return [] }
            return [.longPress(id)]
        case .escape:
            return [.closeRowButtons]
        case .return, .left, .right:
            return []
        }
    }

    /// Keys while the actions menu is open: Down/Tab and Up/Shift-Tab move the highlight (stopping at
    /// the ends), Space or Return performs the highlighted action and closes the menu, Escape closes it.
    private mutating func actionsMenu(_ key: KeyboardKey, _ open: inout ActionsMenu, focused: AccessibilityElement?) -> [Action] {
        switch key {
        case .down, .tab, .up, .shiftTab:
            let step = key == .down || key == .tab ? 1 : -1
            let target = open.highlighted + step
            guard open.names.indices.contains(target) else { return [] }
            open.highlighted = target
            menu = open
            return [.show("FKA: action " + open.names[target].traceDescription)]
        case .space, .return:
            menu = nil
            guard let focused, let id = fullKeyboardAccessFocus, focused.customActions.indices.contains(open.highlighted)
            else { return [] }
            return [.perform(focused.customActions[open.highlighted], on: id)]
        case .escape:
            menu = nil
            return []
        case .left, .right, .tabZ, .tabM:
            return []
        }
    }

    /// FKA's focus landed (scrolled into view): its ring shows; the line names the element and what
    /// VoiceOver would say of it (**Choice**, FullKeyboardAccess.md).
    package func fullKeyboardAccessArrived(at element: AccessibilityElement) -> [Action] {
        guard fullKeyboardAccessFocus == element.id else { return [] }
        return [.show("FKA: focus \(element.id) " + VoiceOverSpeech.description(of: element).traceDescription)]
    }

    /// A row's buttons showed (a swipe action's Delete confirmation): FKA's focus moves to the first,
    /// as VoiceOver's does (the accessibility reference, §2.2).
    package mutating func rowButtonsShown(first button: AccessibilityElement.ID) -> [Action] {
        guard fullKeyboardAccess else { return [] }
        return moveFullKeyboardAccess(to: button)
    }

    /// Every broken invariant, as a sentence each.
    package func _checkInvariants(in table: some AccessibilityNavigable) -> [String] {
        var problems: [String] = []
        if let row = focusedRow, !table.accessibilityOrder.contains(slot: .row(row)) {
            problems.append("focused row \(row) is not a row of the table")
        }
        if focusedRow != nil, !hardwareKeyboard { problems.append("a row has the focus system's focus with no keyboard") }
        if fullKeyboardAccessFocus != nil, !fullKeyboardAccess { problems.append("FKA has a focus while off") }
        if let menu {
            if menu.names.isEmpty { problems.append("the actions menu is open with no actions") }
            if !menu.names.indices.contains(menu.highlighted) { problems.append("the menu highlights \(menu.highlighted)") }
            if fullKeyboardAccessFocus == nil { problems.append("the actions menu is open with no focus") }
        }
        return problems
    }
}
