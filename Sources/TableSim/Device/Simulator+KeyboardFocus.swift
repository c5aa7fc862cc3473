/// A hardware keyboard on a simulated device: the UIKit focus system (iPad) and Full Keyboard Access,
/// the same verbs as the scenario language's `hardware-keyboard`, `full-keyboard-access` and `key`
/// commands (FullKeyboardAccess.md).
///
/// Every key press runs to its end before it returns, so the trace holds the callbacks, the scroll and
/// Full Keyboard Access's `FKA:` lines. Nothing is connected and Full Keyboard Access is off until a
/// test says so, as on a new device.
public struct HardwareKeyboard {
    /// The device the keyboard is connected to.
    public let simulator: Simulator

    /// Whether a hardware keyboard is connected.
    public var isConnected: Bool { simulator.keyboardFocusMachine.hardwareKeyboard }
    /// Whether Full Keyboard Access is on (Settings › Accessibility › Keyboards; off by default).
    public var isFullKeyboardAccessOn: Bool { simulator.keyboardFocusMachine.fullKeyboardAccess }
    /// Whether keys go to the UIKit focus system: a keyboard on an iPad, Full Keyboard Access off.
    public var runsFocusSystem: Bool { simulator.keyboardFocusMachine.mode(isPad: simulator.isPad) == .focusSystem }
    /// The row the focus system focuses, or nil.
    public var focusedRow: IndexPath? { simulator.keyboardFocusMachine.focusedRow }
    /// The element Full Keyboard Access focuses, or nil.
    public var fullKeyboardAccessFocus: AccessibilityElement.ID? { simulator.keyboardFocusMachine.fullKeyboardAccessFocus }
    /// The focus the keys move now: Full Keyboard Access's element while it is on, else the focus
    /// system's row (what `expect key-focus` compares).
    public var focus: AccessibilityElement.ID? { simulator.keyboardFocusMachine.focus }
    /// The names in Full Keyboard Access's open actions menu (Tab-Z), or nil while it is closed.
    public var actionsMenu: [String]? { simulator.keyboardFocusMachine.menu?.names }

    /// Connects a hardware keyboard (the focus system starts on an iPad; nothing is focused until a key).
    public func connect() { simulator.keyboardFocusMachine.connectKeyboard(true) }
    /// Disconnects it: the focus system's focus goes, without callbacks.
    /// A search bar that is first responder then raises the software keyboard.
    public func disconnect() {
        simulator.keyboardFocusMachine.connectKeyboard(false)
        simulator.hardwareKeyboardDisconnected()
    }
    /// Turns Full Keyboard Access on: its focus goes to the first element on screen, shown.
    /// With a context menu open, the focus then goes to its first line.
    public func turnOnFullKeyboardAccess() {
        let wasOn = isFullKeyboardAccessOn
        simulator.runKeyboardFocus { [simulator] in $0.setFullKeyboardAccess(true, firstOnScreen: simulator.firstAccessibilityElementOnScreen()) }
        if !wasOn, simulator.contextMenu != nil { simulator.menuCursorsOpened() }
    }
    /// Turns Full Keyboard Access off.
    public func turnOffFullKeyboardAccess() {
        simulator.fullKeyboardAccessMenuLine = nil
        simulator.runKeyboardFocus { $0.setFullKeyboardAccess(false, firstOnScreen: nil) }
    }
    /// The line of an open context menu Full Keyboard Access's focus is on, or nil.
    public var contextMenuLine: Int? { simulator.fullKeyboardAccessMenuLine }

    /// Presses a key: the focus system's or Full Keyboard Access's response, by the reference's order.
    public func press(_ key: KeyboardKey) throws(KeyboardFocusError) {
        if isFullKeyboardAccessOn, simulator.fullKeyboardAccessMenuLine != nil { return simulator.fullKeyboardAccessMenuKey(key) }
        let machine = simulator.keyboardFocusMachine
        let focused = machine.fullKeyboardAccessFocus.flatMap(simulator.accessibilityElement)
        let isPad = simulator.isPad
        try simulator.runKeyboardFocus { [simulator] machine throws(KeyboardFocusError) in
            try machine.press(
                key, isPad: isPad, in: simulator.tableView, focused: focused,
                firstOnScreen: simulator.firstAccessibilityElementOnScreen())
        }
    }
}

extension Simulator {
    /// The hardware keyboard: the focus system and Full Keyboard Access.
    public var hardwareKeyboard: HardwareKeyboard { HardwareKeyboard(simulator: self) }

    /// Whether the screen is an iPad's, where the UIKit focus system runs: a preset named "iPad…", or a
    /// screen whose shorter side is at least 744 pt (iPad mini's) (**Choice**, FullKeyboardAccess.md).
    public var isPad: Bool {
        if screen.name?.hasPrefix("iPad") == true { return true }
        return min(screen.size.width, screen.size.height) >= 744
    }

    /// Runs one input of the keyboard machine and carries out what it decided.
    func runKeyboardFocus<E: Error>(
        _ input: (inout KeyboardFocusStateMachine) throws(E) -> [KeyboardFocusStateMachine.Action]
    ) throws(E) {
        let actions = try input(&keyboardFocusMachine)
        for action in actions {
            guard !tableView.hasCrashed else { return }
            carryOut(action)
        }
    }

    private func carryOut(_ action: KeyboardFocusStateMachine.Action) {
        switch action {
        case .enterTable(let remembered):
            enterTable(remembered: remembered)
        case .searchRow(let from, let forward):
            searchRow(from: from, forward: forward)
        case .select(let row):
            guard tableView.contains(row), tableView.isEditing ? tableView.allowsSelectionDuringEditing : tableView.allowsSelection
            else { return }
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.userSelectRow(at: row) }
        case .moveFullKeyboardAccessFocus(let id):
            reveal(id)
            if case .row(let row) = id, tableView.cellForRow(at: row) != nil {
                // As for VoiceOver (the accessibility reference, §6): the row's swipe actions are asked when focus lands.
                var found: (leading: [ContextualAction], trailing: [ContextualAction]) = ([], [])
                tableView.runCrashingOnException { () throws(UIKitException) in found = try tableView.accessibilitySwipeActions(forRowAt: row) }
                focusedRowSwipeActions = (row, found.leading, found.trailing)
            }
            guard !tableView.hasCrashed, let element = accessibilityElement(id) else { return }
            runKeyboardFocus { $0.fullKeyboardAccessArrived(at: element) }
        case .activate(let id):
            // The element's activation: a quick tap at its activation point, as VoiceOver's double tap
            // (inferred); a point something else covers is not tapped.
            guard let element = accessibilityElement(id) else { return }
            let point = element.activationPoint
            if let row = id.indexPath, !tapAt(point, reaches: row) { return }
            try? tap(at: point)
        case .longPress(let id):
            // Tab-M: held at the activation point, as Space taps there.
            assistiveLongPress(on: id, at: accessibilityElement(id)?.activationPoint, line: (.fullKeyboardAccess, "FKA: long press \(id)"))
        case .perform(let custom, let id):
            guard let row = id.indexPath else { return }
            perform(custom, onRow: row)
        case .closeRowButtons:
            guard tableView.rowActions.row != nil else { return }
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.hideRowActions() }
        case .show(let line):
            // Its own kind: what Full Keyboard Access shows is not speech (a transcript leaves it out).
            tableView.sink.emit(.fullKeyboardAccess, line)
        }
    }

    // MARK: The focus system (FullKeyboardAccess.md)

    /// Whether a row may take focus: `canFocusRowAt`, or `allowsFocus` without it.
    private func canFocus(_ row: IndexPath) -> Bool {
        var answer = false
        tableView.runCrashingOnException { () throws(UIKitException) in answer = try tableView.callCanFocusRow(at: row) }
        return answer && !tableView.hasCrashed
    }

    /// The rows at least partly inside the visible bounds less the insets, in order.
    private var rowsOnScreen: [IndexPath] {
        let visible = visibleContentRect
        return tableView.indexPathsForVisibleRows.filter { tableView.rectForRow(at: $0).intersection(visible) != nil }
    }

    /// Focus enters the table: the remembered row when the table remembers it, else the delegate's
    /// preferred row (**Choice**: asked only when no remembered row applies), else the first focusable
    /// row on screen.
    private func enterTable(remembered: IndexPath?) {
        var target: IndexPath?
        if tableView.remembersLastFocusedIndexPath, let remembered, tableView.contains(remembered), canFocus(remembered) {
            target = remembered
        }
        if target == nil {
            var preferred: IndexPath?
            tableView.runCrashingOnException { () throws(UIKitException) in preferred = try tableView.callIndexPathForPreferredFocusedView() }
            if let preferred, tableView.contains(preferred), canFocus(preferred) { target = preferred }
        }
        if target == nil, !tableView.hasCrashed { target = rowsOnScreen.first(where: canFocus) }
        guard let target, !tableView.hasCrashed else { return }
        proposeMove(from: nil, to: target)
    }

    /// The next focusable row in the direction, across sections, asking `canFocusRowAt` of each
    /// candidate. **Choice**: the search looks at most one screenful of rows past the focus (the
    /// focus engine searches near the focused item), so a step never walks the whole table; finding
    /// none, the key is refused (no wrap).
    private func searchRow(from: IndexPath, forward: Bool) {
        let limit = max(1, rowsOnScreen.count) + 1
        var candidate = from
        var steps = 0
        while steps < limit {
            guard let next = neighbour(of: candidate, forward: forward, budget: limit - steps) else { return }
            steps += next.cost
            candidate = next.row
            if canFocus(candidate) {
                proposeMove(from: from, to: candidate)
                return
            }
            if tableView.hasCrashed { return }
        }
    }

    /// The row after (or before) one, skipping empty sections; its cost counts the sections crossed.
    private func neighbour(of row: IndexPath, forward: Bool, budget: Int) -> (row: IndexPath, cost: Int)? {
        if forward, row.row + 1 < tableView.numberOfRows(inSection: row.section) {
            return (IndexPath(row: row.row + 1, section: row.section), 1)
        }
        if !forward, row.row > 0 { return (IndexPath(row: row.row - 1, section: row.section), 1) }
        var section = row.section
        var cost = 1
        while cost <= budget {
            section += forward ? 1 : -1
            guard section >= 0, section < tableView.numberOfSections else { return nil }
            let count = tableView.numberOfRows(inSection: section)
            if count > 0 { return (IndexPath(row: forward ? 0 : count - 1, section: section), cost) }
            cost += 1
        }
        return nil
    }

    /// TableSim's order for one move: `shouldUpdateFocusIn` (false cancels), the scroll that shows the row, then
    /// `didUpdateFocusIn`, then selection following focus.
    private func proposeMove(from: IndexPath?, to row: IndexPath) {
        let context = TableViewFocusUpdateContext(previouslyFocusedIndexPath: from, nextFocusedIndexPath: row)
        var allowed = false
        tableView.runCrashingOnException { () throws(UIKitException) in allowed = try tableView.callShouldUpdateFocus(in: context) }
        guard allowed, !tableView.hasCrashed else { return }
        keyboardFocusMachine.focusMoved(to: row)
        revealFocusedRow(row)
        tableView.runCrashingOnException { () throws(UIKitException) in try tableView.callDidUpdateFocus(in: context) }
        guard tableView.selectionFollowsFocus, !tableView.hasCrashed, tableView.allowsSelection, !tableView.isEditing,
            !tableView.selection.selectedRows.contains(row)
        else { return }
        tableView.runCrashingOnException { () throws(UIKitException) in
            if try tableView.callSelectionFollowsFocus(forRowAt: row) { try tableView.userSelectRow(at: row) }
        }
    }

    /// Scrolls the focused row fully into view, by the least distance and without animation
    /// (**Choice**; inferred): one `scrollViewDidScroll`, and the rows coming and going.
    private func revealFocusedRow(_ row: IndexPath) {
        let rect = tableView.rectForRow(at: row)
        let visible = visibleContentRect
        var y = tableView.contentOffset.y
        if rect.minY < visible.minY {
            y -= visible.minY - rect.minY
        } else if rect.maxY > visible.maxY {
            y += min(rect.maxY - visible.maxY, rect.minY - visible.minY)
        } else {
            return
        }
        let target = tableView.clampedOffsetY(y)
        guard target != tableView.contentOffset.y else { return }
        tableView.runCrashingOnException { () throws(UIKitException) in
            try tableView.moveContent(to: Point(x: tableView.contentOffset.x, y: target))
        }
    }
}
