/// VoiceOver and the context menu (ContextMenusBehaviour.md, "VoiceOver and the other technologies").
///
/// VoiceOver's double tap and hold passes a held touch through to the focused element's activation
/// point, so a row with a menu opens it as a finger's long press does. While a menu is open under
/// VoiceOver, VoiceOver's cursor is on the menu's lines, a window above the table (modal: the rows
/// behind are not reached): swipes step through the lines, each spoken as a button, a double tap
/// touches the line through the touch path, and the two-finger scrub dismisses the menu. When the
/// menu closes, the cursor returns to the row, spoken again.

extension VoiceOver {
    /// Double tap and hold: a touch held at the focused element's activation point for the
    /// long-press duration, through the touch path (a row with a menu opens it); on an open menu,
    /// at the centre of the line the cursor is on (the lift there acts as a tap's does).
    public func doubleTapAndHold() throws(VoiceOverError) {
        let element = try simulator.focusedElementOrThrow()
        if simulator.voiceOverMenuLine != nil { return simulator.voiceOverMenuActivate(holding: true) }
        try simulator.voiceOverHold(at: element)
    }

    /// The line of the open context menu VoiceOver's cursor is on, or nil.
    public var contextMenuLine: Int? { simulator.voiceOverMenuLine }
}

extension Simulator {
    /// The double tap and hold, at an element's activation point.
    func voiceOverHold(at element: AccessibilityElement) throws(VoiceOverError) {
        let point = element.activationPoint
        if let row = element.id.indexPath, contextMenu == nil, !tapAt(point, reaches: row) {
            throw .activationPointCovered(element.id, at: point)
        }
        try? longPress(at: point)
    }

    /// What VoiceOver says on a line of the menu: an action as a button, "Selected" first when its
    /// state is on, "Dimmed" when disabled (a destructive action sounds like any other: only its
    /// colour differs); a submenu's line and the open submenu's title as buttons; a loading line as
    /// its text.
    static func voiceOverDescription(of line: ContextMenuLayout.Line) -> String {
        switch line {
        case .action(let action):
            var traits: AccessibilityTraits = .button
            if action.attributes.contains(.disabled) { traits.insert(.notEnabled) }
            let selected = action.state == .on ? ["Selected"] : []
            return (selected + [action.title] + VoiceOverSpeech.traitWords(traits, value: nil)).joined(separator: ", ")
        case .submenu(let menu), .submenuHeader(let menu):
            return ([menu.title] + VoiceOverSpeech.traitWords(.button, value: nil)).joined(separator: ", ")
        case .loading:
            return line.title
        }
    }

    /// The menu opened while VoiceOver runs: the cursor goes to its first line, spoken.
    func voiceOverMenuOpened() {
        guard voiceOverMachine.isRunning else { return }
        voiceOverFocusMenuLine(0)
    }

    /// Puts the cursor on a line of the open menu and speaks it.
    private func voiceOverFocusMenuLine(_ index: Int) {
        guard let layout = contextMenuLayout(), layout.lines.indices.contains(index) else { return }
        voiceOverMenuLine = index
        runVoiceOver { $0.menuLineFocused(Self.voiceOverDescription(of: layout.lines[index])) }
    }

    /// The menu closed: the cursor leaves it and returns to the row, spoken, when the row is still
    /// an element (a deleted row's focus has already moved with the update).
    func voiceOverMenuClosed(row: IndexPath) {
        guard voiceOverMenuLine != nil else { return }
        voiceOverMenuLine = nil
        guard voiceOverMachine.isRunning, let focus = voiceOverMachine.focus, tableView.containsAccessibilityElement(focus) else { return }
        runVoiceOver { [tableView] in $0.layoutChanged(.element(focus), in: tableView, firstOnScreen: nil) }
    }

    /// A swipe in the menu: the next (or previous) line, spoken; past either end the boundary sound.
    func voiceOverMenuStep(by step: Int) {
        guard let current = voiceOverMenuLine, let count = contextMenuLayout()?.lines.count else { return }
        let target = current + step
        guard (0..<count).contains(target) else { return runVoiceOver { $0.menuBoundary() } }
        voiceOverFocusMenuLine(target)
    }

    /// A four-finger tap in the menu: its first or last line.
    func voiceOverMenuEnd(last: Bool) {
        guard let count = contextMenuLayout()?.lines.count, count > 0 else { return }
        voiceOverFocusMenuLine(last ? count - 1 : 0)
    }

    /// A double tap in the menu: a quick tap at the line's centre, through the touch path (held for
    /// the long-press duration with `holding`). A submenu that opens puts the cursor on its first line.
    func voiceOverMenuActivate(holding: Bool = false) {
        guard let index = voiceOverMenuLine else { return }
        if touchMenuLine(index, holding: holding), voiceOverMenuLine != nil { voiceOverFocusMenuLine(0) }
    }

    /// The broken invariants of VoiceOver in a menu: its cursor is on a line of an open menu.
    func voiceOverMenuProblems() -> [String] {
        guard let line = voiceOverMenuLine else { return [] }
        guard let layout = contextMenuLayout() else { return ["VoiceOver's cursor is on menu line \(line) with no menu open"] }
        return layout.lines.indices.contains(line) ? [] : ["VoiceOver's cursor is on menu line \(line) of \(layout.lines.count)"]
    }
}
