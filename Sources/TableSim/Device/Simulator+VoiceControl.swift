import Foundation

/// Voice Control on a simulated device: spoken commands acting on VoiceOver's elements (assistive-tech
/// reference, section 2), with the trace lines of what it heard, showed and did.
///
/// Voice Control names and numbers only the elements on screen that respond to user interaction,
/// so each command costs what the screen holds, never the number of rows. A tap it makes is a quick
/// tap through the device's touch path at the element's activation point, so its callbacks are those
/// of `tap`; a swipe is the finger's swipe across the row; a scroll is an animated page finished on
/// the virtual clock. The app cannot tell that Voice Control runs (no flag or notification exists),
/// so there is nothing to turn on: each command is heard as it is said.
public struct VoiceControl {
    /// The device Voice Control runs on.
    public let simulator: Simulator

    /// The elements Voice Control can act on now, numbered in VoiceOver's order, with their names.
    public var targets: [VoiceControlTarget] { simulator.voiceControlTargets() }
    /// The name "Show names" draws on each element that has one, in the targets' order.
    public var names: [(element: AccessibilityElement.ID, name: String)] {
        targets.compactMap { target in target.name.map { (target.element, $0) } }
    }
    /// What the overlay shows now (numbers while an ambiguous name waits for a number).
    public var overlay: VoiceControlOverlay { simulator.voiceControlState.overlay }
    /// The badges the overlay draws now: a number or a name on each element it marks.
    public var badges: [VoiceControlBadge] { simulator.voiceControlBadges() }

    /// Hears one utterance ("Tap Banana", "Show numbers", "Scroll down") and does what Voice Control
    /// would: the heard line, then what it showed or did, then the table's callbacks.
    ///
    /// An utterance that names nothing on screen, or is no command, does nothing but say so in the
    /// trace, as Voice Control leaves it on a device. Throws only when the touch cannot be made (the
    /// table has not appeared, a finger is already down).
    public func say(_ utterance: String) throws(SimulationError) {
        try simulator.hearVoiceControl(utterance)
    }
}

/// One mark Voice Control's overlay draws on an element.
public struct VoiceControlBadge: Hashable, Sendable, CustomStringConvertible {
    /// The element marked.
    public var element: AccessibilityElement.ID
    /// The text drawn: a number ("3") or a name ("Banana").
    public var text: String
    /// Whether the text is a number.
    public var isNumber: Bool
    /// Where the element is on screen (the badge sits at its top-left corner).
    public var frame: Rect

    /// The badge as the trace shows it: `3 on 0.2 "Banana"` or `"Banana" on 0.2`.
    public var description: String {
        isNumber ? text + " on " + element.description : text.traceDescription + " on " + element.description
    }
}

extension Simulator {
    /// Voice Control on this device.
    public var voiceControl: VoiceControl { VoiceControl(simulator: self) }

    // MARK: What Voice Control sees

    /// The elements on screen that respond to user interaction, numbered from 1 in VoiceOver's order.
    func voiceControlTargets() -> [VoiceControlTarget] {
        guard tableView.hasLoadedData else { return [] }
        var targets: [VoiceControlTarget] = []
        for element in accessibilityElementsOnScreen() where respondsToUserInteraction(element) {
            guard let shown = shownPart(of: element) else { continue }
            let point = shown.contains(element.activationPoint) ? element.activationPoint : Point(x: shown.midX, y: shown.midY)
            targets.append(VoiceControlTarget(element: element.id, names: voiceControlNames(of: element), number: targets.count + 1, point: point))
        }
        return targets
    }

    /// Whether Voice Control marks the element (a choice of the assistive-tech reference, 2.1): the app's own answer for a row, else a row
    /// that can be selected in the table's mode, or has actions, or is a button, link, adjustable or
    /// toggle; every control of a row (buttons all); a header or footer only when it is a button; never
    /// the section index (see VoiceControlBehaviour.md). Switch Control scans the same elements.
    func respondsToUserInteraction(_ element: AccessibilityElement) -> Bool {
        switch element.id {
        case .row(let row):
            let cell = tableView.cellForRow(at: row)
            if let answer = cell?.accessibilityRespondsToUserInteraction { return answer }
            if !element.traits.isDisjoint(with: [.button, .link, .adjustable, .toggleButton]) || !element.customActions.isEmpty { return true }
            // A table whose delegate gives context menus has a long press on every row (ContextMenusBehaviour.md).
            if tableView.appResponds(to: .contextMenuConfigurationForRowAt) { return true }
            if cell?.shownAccessoryView != nil || cell?.hasTextField == true { return true }
            // Editing mode, not a row's open swipe: the rows stay elements a tap reaches (it closes the buttons).
            return tableView.isEditingAllRows ? tableView.allowsSelectionDuringEditing : tableView.allowsSelection
        case .deleteControl, .insertControl, .moreInfo, .deleteButton, .swipeButton, .reorderControl:
            return true
        case .header, .footer:
            return element.traits.contains(.button)
        case .tableHeaderView, .searchBar:
            // A search bar in the table's header or the navigation bar is a text field: it takes a tap (SearchBehaviour.md).
            return element.traits.contains(.searchField)
        case .tableFooterView, .sectionIndex, .refreshControl:
            return false
        }
    }

    /// An element's names (assistive-tech reference 2.2): a row's `accessibilityUserInputLabels` (trimmed, empty ones dropped),
    /// else its label; none when the label is empty.
    private func voiceControlNames(of element: AccessibilityElement) -> [String] {
        func cleaned(_ names: [String]) -> [String] {
            var seen = Set<[String]>()
            return names.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty && seen.insert(VoiceControlCommand.words(of: $0)).inserted }
        }
        if case .row(let row) = element.id, let inputs = tableView.cellForRow(at: row)?.accessibilityUserInputLabels {
            let names = cleaned(inputs)
            if !names.isEmpty { return names }
        }
        return cleaned([element.label ?? ""])
    }

    /// The badges the overlay draws now.
    func voiceControlBadges() -> [VoiceControlBadge] {
        let targets = voiceControlTargets()
        func frame(of id: AccessibilityElement.ID) -> Rect {
            accessibilityElement(id).flatMap { shownPart(ofAccessibilityFrame: $0.frame) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
        if let choosing = voiceControlState.choosing {
            return choosing.candidates.enumerated().map { index, id in
                VoiceControlBadge(element: id, text: String(index + 1), isNumber: true, frame: frame(of: id))
            }
        }
        switch voiceControlState.overlay {
        case .none:
            return []
        case .numbers:
            return targets.map { VoiceControlBadge(element: $0.element, text: String($0.number), isNumber: true, frame: frame(of: $0.element)) }
        case .names:
            return targets.compactMap { target in
                target.name.map { VoiceControlBadge(element: target.element, text: $0, isNumber: false, frame: frame(of: target.element)) }
            }
        }
    }

    // MARK: Hearing

    /// One utterance: the heard line, then what Voice Control shows or does (assistive-tech reference 2.3 and 2.4).
    func hearVoiceControl(_ utterance: String) throws(SimulationError) {
        guard tableView.hasLoadedData else { throw .notAppeared }
        traceVoiceControl(utterance.traceDescription)
        let command = VoiceControlCommand(parsing: utterance)
        switch command {
        case .showNames(let continuously), .showNumbers(let continuously):
            let overlay: VoiceControlOverlay = if case .showNames = command { .names } else { .numbers }
            voiceControlState.choosing = nil
            if continuously { voiceControlState.continuous = overlay } else { voiceControlState.shown = overlay }
            let badges = voiceControlBadges()
            if badges.isEmpty { traceVoiceControl("nothing to show") }
            for badge in badges { traceVoiceControl("shows " + badge.description) }
        case .hideNames, .hideNumbers:
            let overlay: VoiceControlOverlay = command == .hideNames ? .names : .numbers
            voiceControlState.choosing = nil
            if voiceControlState.shown == overlay { voiceControlState.shown = .none }
            if voiceControlState.continuous == overlay { voiceControlState.continuous = .none }
        case .tap(let reference):
            try act(on: reference, .tap)
        case .swipe(let direction, let reference):
            try act(on: reference, .swipe(direction))
        case .longPress(let reference):
            try act(on: reference, .longPress)
        case .choose(let number):
            try act(on: .number(number), voiceControlState.choosing?.action ?? .tap)
        case .scroll(let scroll):
            finishCommand()
            voiceControlScroll(scroll)
        case .notModelled(let verb):
            tableView.sink.emit(.note, "[tablesim] Voice Control's \(verb.traceDescription) is not modelled; nothing happens")
        case .unrecognized:
            traceVoiceControl("not recognized")
        }
    }

    /// A command that names an element: by number while numbers show, else by name (an ambiguous name
    /// shows numbers on the elements it matched and waits).
    private func act(on reference: VoiceControlReference, _ action: VoiceControlState.PendingAction) throws(SimulationError) {
        let targets = voiceControlTargets()
        var matched: [AccessibilityElement.ID] = []
        var byNumber: Int?
        if case .number(let number) = reference, voiceControlState.overlay == .numbers {
            byNumber = number
        }
        if let number = byNumber {
            if let choosing = voiceControlState.choosing {
                if choosing.candidates.indices.contains(number - 1) { matched = [choosing.candidates[number - 1]] }
            } else if targets.indices.contains(number - 1) {
                matched = [targets[number - 1].element]
            }
            // A chosen element must still be on screen to be acted on.
            matched = matched.filter { id in targets.contains { $0.element == id } }
        } else {
            let heard: String
            switch reference {
            case .name(let name): heard = name
            case .number(let number): heard = String(number)
            }
            matched = targets.filter { $0.answers(to: heard) }.map(\.element)
            if matched.count > 1 {
                voiceControlState.choosing = (matched, action)
                traceVoiceControl("ambiguous " + heard.traceDescription)
                for badge in voiceControlBadges() { traceVoiceControl("shows " + badge.description) }
                return
            }
        }
        guard let id = matched.first, let target = targets.first(where: { $0.element == id }) else {
            traceVoiceControl("not recognized")
            return
        }
        finishCommand()
        switch action {
        case .tap:
            traceVoiceControl("tap " + id.description)
            try tap(at: target.point)
        case .swipe(let direction):
            guard let row = id.indexPath else {
                traceVoiceControl("swipe \(direction.rawValue) on " + id.description)
                tableView.sink.emit(.note, "[tablesim] a swipe on \(id) is not modelled; nothing happens")
                return
            }
            traceVoiceControl("swipe \(direction.rawValue) on " + id.description)
            try swipe(row, direction)
        case .longPress:
            traceVoiceControl("long press " + id.description)
            try longPress(at: target.point)
        }
    }

    /// A command that acts ends the overlay shown until then and any pending choice.
    private func finishCommand() {
        voiceControlState.shown = .none
        voiceControlState.choosing = nil
    }

    /// "Scroll …": an animated page (the screen's visible height, as VoiceOver's three-finger scroll),
    /// or to an end, finished on the virtual clock; no `accessibilityScroll`, no status (assistive-tech reference 2.4, a choice).
    private func voiceControlScroll(_ scroll: VoiceControlScroll) {
        traceVoiceControl("scroll " + scroll.rawValue)
        switch scroll {
        case .down: _ = scrollOnePage(down: true)
        case .up: _ = scrollOnePage(down: false)
        case .top: _ = scrollAnimated(toY: tableView.minimumContentOffsetY)
        case .bottom: _ = scrollAnimated(toY: tableView.maximumContentOffsetY)
        case .left, .right: break  // a one-column table has nothing sideways
        }
    }

    /// Appends a `Voice Control: …` line.
    private func traceVoiceControl(_ text: String) {
        tableView.sink.emit(.voiceControl, "Voice Control: " + text)
    }
}
