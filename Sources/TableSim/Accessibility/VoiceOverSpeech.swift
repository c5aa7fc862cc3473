extension VoiceOverSpeech {
    /// What VoiceOver's typing echo says for a space typed (SearchBehaviour.md).
    package static let space = "space"
}

/// One thing VoiceOver says or plays, as one trace line.
package enum Utterance: Hashable, Sendable, CustomStringConvertible {
    /// An element's description, spoken when focus lands on it: `VoiceOver: "Apple, Button"`.
    case description(String)
    /// The cue that the element has custom actions: `VoiceOver: "Actions Available"`.
    case actionsAvailable
    /// A hint, the app's or the system's: `VoiceOver hint: "…"`.
    case hint(String)
    /// Anything else spoken: an app's announcement, a page status, an index title, an action's name.
    case announcement(String)
    /// A sound: `VoiceOver sound: boundary`.
    case sound(VoiceOverSound)

    /// The line the trace prints (§1).
    package var traceLine: TraceLine { TraceLine(.speech, description) }

    /// The text `expect said` compares, or nil: descriptions and announcements count, the cue, hints
    /// and sounds do not (§1, choice).
    package var saidText: String? {
        switch self {
        case .description(let text), .announcement(let text): text
        case .actionsAvailable, .hint, .sound: nil
        }
    }

    /// The trace line's text.
    package var description: String {
        switch self {
        case .description(let text), .announcement(let text): "VoiceOver: " + text.traceDescription
        case .actionsAvailable: "VoiceOver: " + VoiceOverSpeech.actionsAvailable.traceDescription
        case .hint(let text): "VoiceOver hint: " + text.traceDescription
        case .sound(let sound): "VoiceOver sound: " + sound.rawValue
        }
    }
}

/// The sounds VoiceOver plays (§1, token spelling a choice).
package enum VoiceOverSound: String, Hashable, Sendable, CaseIterable {
    /// Nothing further that way, or an adjustment that failed.
    case boundary
    /// The app said the screen changed.
    case screenChanged = "screen-changed"
}

/// What VoiceOver says about elements, with the reference's exact strings: a pure formatter.
package enum VoiceOverSpeech {
    /// The cue after the description of an element with custom actions (§1.1, AS's capitalisation).
    package static let actionsAvailable = "Actions Available"
    /// The system hint of an adjustable element (§1.1 [R: AS]).
    package static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    /// The system hint of an element with custom actions (§1.1 [O: `vot` logs]).
    package static let customActionsHint = "Swipe up or down to select a custom action, then double tap to activate."
    /// The system hint of a switch (§2.2 [R: AS]).
    package static let switchHint = "Double tap to toggle setting."
    /// The label of the section index (§3.3).
    package static let tableIndex = "Table index"
    /// The label and action name of a detail button (§2.2, §6).
    package static let moreInfo = "More Info"
    /// The first word of a delete control's label (§2.2).
    package static let delete = "Delete"
    /// The first word of an insert control's label (§2.2, choice).
    package static let insert = "Insert"
    /// The first word of a reorder control's label (§2.2).
    package static let reorder = "Reorder"
    /// The action that moves a row above the previous one (§6, choice).
    package static let moveUp = "Move up"
    /// The drag and drop actions of a row (DragAndDropBehaviour.md, Choice).
    package static let drag = "Drag"
    package static let dropBefore = "Drop before"
    package static let dropAfter = "Drop after"
    /// The action that moves a row below the next one (§6, choice).
    package static let moveDown = "Move down"
    /// What VoiceOver says for the default action when stepping back past the first custom action.
    package static let activate = "Activate"
    /// How the search glyph of the section index is spoken (§8, choice).
    package static let search = "Search"

    /// The words of the traits, in AS's fixed order after the label and value (§1.1 step 4).
    static func traitWords(_ traits: AccessibilityTraits, value: String?) -> [String] {
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append("Dimmed") }
        // §1.1: "Button" is dropped for a keyboard key, a switch or a tab.
        if traits.contains(.button), traits.isDisjoint(with: [.keyboardKey, .toggleButton, .tabBar]) {
            words.append("Button")
        }
        if traits.contains(.toggleButton) {
            // [R: AS] "Switch Button" only with the Button trait; the state comes from the value.
            if traits.contains(.button) { words.append("Switch Button") }
            switch value {
            case "1": words.append("On")
            case "0": words.append("Off")
            case "2": words.append("Mixed")
            case let other?: if !other.isEmpty { words.append(other) }
            case nil: break
            }
        }
        if traits.contains(.tabBar) { words.append("Tab") }
        if traits.contains(.header) { words.append("Heading") }
        if traits.contains(.link) { words.append("Link") }
        if traits.contains(.adjustable) { words.append("Adjustable") }
        if traits.contains(.image) { words.append("Image") }
        if traits.contains(.searchField) { words.append("Search Field") }
        return words
    }

    /// The parts before the hint fallback: Selected, the label, the value, the trait words (§1.1).
    private static func parts(of element: AccessibilityElement) -> [String] {
        var parts: [String] = []
        if element.traits.contains(.selected) { parts.append("Selected") }
        if let label = element.label, !label.isEmpty { parts.append(label) }
        // [R: AS] a switch speaks its value as a state word, not as a value.
        if let value = element.value, !value.isEmpty, !element.traits.contains(.toggleButton) { parts.append(value) }
        return parts + traitWords(element.traits, value: element.value)
    }

    /// The element's description: its parts joined by ", ", or its hint when they are all empty (§1.1).
    package static func description(of element: AccessibilityElement) -> String {
        let parts = parts(of: element)
        if parts.isEmpty, let hint = element.hint, !hint.isEmpty { return hint }
        return parts.joined(separator: ", ")
    }

    /// The hint line's text, or nil: the app's hint, the switch's or adjustable's system hint (after
    /// the app's), else the custom-actions hint (§1.1).
    package static func hint(of element: AccessibilityElement) -> String? {
        let traits = element.traits
        let appHint = element.hint.flatMap { $0.isEmpty ? nil : $0 }
        // §1.1 step 5: a hint that became the description is not spoken again.
        if parts(of: element).isEmpty { return nil }
        func appending(_ systemHint: String) -> String {
            guard let appHint else { return systemHint }
            return (appHint.hasSuffix(".") ? String(appHint.dropLast()) : appHint) + ". " + systemHint
        }
        if traits.contains(.toggleButton), !traits.contains(.notEnabled) { return appending(switchHint) }
        // [R: AS] no adjustable hint for a dimmed element or a switch.
        if traits.contains(.adjustable), !traits.contains(.notEnabled) { return appending(adjustableHint) }
        // §1.1: custom actions plus an app hint speak the app's hint only (choice).
        if let appHint { return appHint }
        return element.customActions.isEmpty ? nil : customActionsHint
    }

    /// What VoiceOver says when focus lands on the element: the description, the "Actions Available"
    /// cue, the hint (§1.1; hints printed at once, a choice).
    package static func utterances(focusing element: AccessibilityElement) -> [Utterance] {
        var lines = [Utterance.description(description(of: element))]
        if !element.customActions.isEmpty { lines.append(.actionsAvailable) }
        if let hint = hint(of: element) { lines.append(.hint(hint)) }
        return lines
    }

    /// The status after a three-finger scroll (§7): "Rows X to Y of Z", or "Row X of Z" when one row
    /// shows; X and Y count from 1 over all sections. With no row on screen, "No rows" (choice).
    package static func pageStatus(visibleRows: ClosedRange<Int>?, totalRows: Int) -> String {
        guard let rows = visibleRows else { return "No rows" }
        let first = rows.lowerBound + 1, last = rows.upperBound + 1
        return first == last ? "Row \(first) of \(totalRows)" : "Rows \(first) to \(last) of \(totalRows)"
    }

    /// A section index title as VoiceOver says it: as given, the search glyph as "Search" (§8, choice).
    package static func spokenIndexTitle(_ title: String) -> String {
        title == TableView.indexSearch ? search : title
    }

    /// The announcement after a Move up / Move down action: "Moved above Banana" (§6, choice).
    package static func moved(above: Bool, neighbour label: String) -> String {
        (above ? "Moved above " : "Moved below ") + label
    }
}
