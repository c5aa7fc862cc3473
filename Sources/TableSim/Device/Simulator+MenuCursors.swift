/// The assistive technologies' cursors on an open context menu (ContextMenusBehaviour.md, "VoiceOver
/// and the other technologies").
///
/// A context menu is a window above the table: while it is open, each technology that runs keeps its
/// cursor on the menu's lines, VoiceOver's (Simulator+VoiceOverMenu.swift), Full Keyboard Access's
/// focus and Switch Control's highlight, each on a line of its own. Choosing a line touches its
/// centre through the touch path, as a finger does; closing the menu gives each cursor back to the row.

extension Simulator {
    /// A touch on a line of the open menu, at its centre, through the touch path (held for the
    /// long-press duration with `holding`). Whether the cursor that chose it goes to the first line
    /// now: a submenu's line opened or closed a submenu, or the menu's lines changed.
    func touchMenuLine(_ index: Int, holding: Bool = false) -> Bool {
        guard let layout = contextMenuLayout(), layout.lines.indices.contains(index) else { return false }
        let rect = layout.frame(ofLine: index)
        let before = layout.lines.count
        if holding { try? longPress(at: Point(x: rect.midX, y: rect.midY)) } else { try? tap(at: Point(x: rect.midX, y: rect.midY)) }
        guard contextMenu != nil else { return false }
        switch layout.lines[index] {
        case .submenu, .submenuHeader: return true
        case .action, .loading: return contextMenuLayout()?.lines.count != before
        }
    }

    /// A held touch on an element for Full Keyboard Access's Tab-M or Switch Control's Long Press: at
    /// the point given, on a row of a table whose delegate offers context menus (UIKit attaches the
    /// interaction to the table, so every row has it); elsewhere nothing. The technology's line (when
    /// given here) comes first, then exactly a finger's long press.
    func assistiveLongPress(on id: AccessibilityElement.ID, at point: Point?, line: (kind: TraceLine.Kind, text: String)?) {
        guard case .row(let row) = id, tableView.appResponds(to: .contextMenuConfigurationForRowAt), contextMenu == nil,
            let point, tapAt(point, reaches: row)
        else { return }
        if let line { tableView.sink.emit(line.kind, line.text) }
        try? longPress(at: point)
    }

    /// The menu opened: the cursor of each technology that runs goes to its first line.
    func menuCursorsOpened() {
        voiceOverMenuOpened()
        if keyboardFocusMachine.fullKeyboardAccess { fullKeyboardAccessFocusMenuLine(0) }
        if switchControlMachine.isRunning { switchControlHighlightMenuLine(0) }
    }

    /// The menu closed: each cursor leaves it. VoiceOver speaks the row again, Full Keyboard Access's
    /// ring shows on the row again and Switch Control highlights it again (or starts over at the first
    /// item on screen when it went).
    func menuCursorsClosed(row: IndexPath) {
        voiceOverMenuClosed(row: row)
        if fullKeyboardAccessMenuLine != nil {
            fullKeyboardAccessMenuLine = nil
            if let focus = keyboardFocusMachine.fullKeyboardAccessFocus, let element = accessibilityElement(focus) {
                runKeyboardFocus { $0.fullKeyboardAccessArrived(at: element) }
            }
        }
        if switchControlMenuLine != nil {
            switchControlMenuLine = nil
            runSwitchControl { [self] in $0.contextMenuClosed(on: switchControlScreen()) }
        }
    }

    // MARK: Full Keyboard Access

    /// Puts Full Keyboard Access's focus on a line of the open menu: its ring, and a line naming it
    /// as VoiceOver would speak it (`FKA: focus line 0 "Copy, Button"`).
    private func fullKeyboardAccessFocusMenuLine(_ index: Int) {
        guard let layout = contextMenuLayout(), layout.lines.indices.contains(index) else { return }
        fullKeyboardAccessMenuLine = index
        let spoken = Self.voiceOverDescription(of: layout.lines[index])
        tableView.sink.emit(.fullKeyboardAccess, "FKA: focus line \(index) " + spoken.traceDescription)
    }

    /// A key while Full Keyboard Access's focus is on the menu: Down/Tab and Up/Shift-Tab the next and
    /// previous line (stopping at the ends), Space or Return touches the line, Escape dismisses the
    /// menu as a tap outside it does; the other keys do nothing.
    func fullKeyboardAccessMenuKey(_ key: KeyboardKey) {
        guard let index = fullKeyboardAccessMenuLine, let count = contextMenuLayout()?.lines.count else { return }
        switch key {
        case .down, .tab, .up, .shiftTab:
            let target = index + (key == .down || key == .tab ? 1 : -1)
            if (0..<count).contains(target) { fullKeyboardAccessFocusMenuLine(target) }
        case .space, .return:
            if touchMenuLine(index), fullKeyboardAccessMenuLine != nil { fullKeyboardAccessFocusMenuLine(0) }
        case .escape:
            try? dismissContextMenu()
        case .left, .right, .tabZ, .tabM:
            break
        }
    }

    // MARK: Switch Control

    /// Puts Switch Control's highlight on a line of the open menu, or (one past the last line) on the
    /// dimmed screen outside it: `Switch Control: highlight line 0 "Copy"`, `… highlight outside menu`.
    private func switchControlHighlightMenuLine(_ index: Int) {
        guard let layout = contextMenuLayout(), (0...layout.lines.count).contains(index) else { return }
        switchControlMenuLine = index
        let what = index < layout.lines.count ? "line \(index) " + layout.lines[index].title.traceDescription : "outside menu"
        tableView.sink.emit(.switchControl, "Switch Control: highlight " + what)
    }

    /// "Move to next item" on the menu: the next line, then the screen outside the menu, then the
    /// first line again.
    func switchControlMenuNext() {
        guard let index = switchControlMenuLine, let count = contextMenuLayout()?.lines.count else { return }
        switchControlHighlightMenuLine((index + 1) % (count + 1))
    }

    /// "Select item" on the menu: a line is touched at once (**Choice**: a line is a button with one
    /// action, so no scanner menu opens on it); outside the menu, the menu is dismissed as a tap there does.
    func switchControlMenuSelect() {
        guard let index = switchControlMenuLine, let count = contextMenuLayout()?.lines.count else { return }
        guard index < count else {
            tableView.sink.emit(.switchControl, "Switch Control: tap outside menu")
            try? dismissContextMenu()
            return
        }
        tableView.sink.emit(.switchControl, "Switch Control: tap line \(index)")
        if touchMenuLine(index), switchControlMenuLine != nil { switchControlHighlightMenuLine(0) }
    }

    /// The broken invariants of the keyboard's and the scanner's cursors in a menu: each is on a line
    /// of an open menu (the scanner's may be one past the last, outside it), and only while its
    /// technology runs.
    func menuCursorProblems() -> [String] {
        var problems: [String] = []
        let count = contextMenuLayout()?.lines.count
        if let line = fullKeyboardAccessMenuLine, count.map({ !(0..<$0).contains(line) }) ?? true || !keyboardFocusMachine.fullKeyboardAccess {
            problems.append("Full Keyboard Access's focus is on menu line \(line) of \(count ?? 0)")
        }
        if let line = switchControlMenuLine, count.map({ !(0...$0).contains(line) }) ?? true || !switchControlMachine.isRunning {
            problems.append("Switch Control highlights menu line \(line) of \(count ?? 0)")
        }
        return problems
    }
}
