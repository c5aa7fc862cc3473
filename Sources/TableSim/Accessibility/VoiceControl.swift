/// What Voice Control understood in one utterance (the assistive-tech reference, section 2).
///
/// Words are compared without case and punctuation, as speech recognition gives no commas:
/// "tap   BANANA" and "Tap Banana." are the same command. A phrase Voice Control has no command for
/// is ``unrecognized``; one it has but TableSim does not carry out is ``notModelled(_:)``.
package enum VoiceControlCommand: Hashable, Sendable {
    /// "Show names" (until the next command that acts) or "Show names continuously".
    case showNames(continuously: Bool)
    /// "Show numbers" (until the next command that acts) or "Show numbers continuously".
    case showNumbers(continuously: Bool)
    /// "Hide names".
    case hideNames
    /// "Hide numbers".
    case hideNumbers
    /// "Tap <name>" or "Tap <number>".
    case tap(VoiceControlReference)
    /// "Swipe left on <name>" or "Swipe right on <number>".
    case swipe(SwipeDirection, VoiceControlReference)
    /// "Scroll down", "Scroll up", "Scroll left", "Scroll right", "Scroll to top", "Scroll to bottom".
    case scroll(VoiceControlScroll)
    /// A number alone ("2"), which picks one of the numbers shown.
    case choose(Int)
    /// "Long press <name>" or "Long press <number>": a held touch at the element's activation point
    /// (a row's context menu opens where the delegate gives one).
    case longPress(VoiceControlReference)
    /// A command Voice Control has that TableSim does not carry out ("Long press", "Double tap"…),
    /// by its verb as heard.
    case notModelled(String)
    /// Nothing Voice Control would take for a command.
    case unrecognized

    /// The command in an utterance.
    package init(parsing utterance: String) {
        // The verbs are read without case; a name keeps the case it was said with, for the trace.
        let said = utterance.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let words = said.map { $0.lowercased() }
        func reference(_ rest: ArraySlice<String>) -> VoiceControlReference? {
            guard !rest.isEmpty else { return nil }
            if rest.count == 1, let number = Int(rest[rest.startIndex]), number > 0 { return .number(number) }
            return .name(said[rest.indices].joined(separator: " "))
        }
        switch words.first {
        case "show", "hide":
            let show = words[0] == "show"
            let continuously = words.count == 3 && words[2] == "continuously"
            guard words.count == 2 || (show && continuously) else { self = .unrecognized; return }
            switch words[1] {
            case "names": self = show ? .showNames(continuously: continuously) : .hideNames
            case "numbers": self = show ? .showNumbers(continuously: continuously) : .hideNumbers
            case "grid": self = .notModelled(said.joined(separator: " "))
            default: self = .unrecognized
            }
        case "tap":
            self = reference(words.dropFirst()).map { .tap($0) } ?? .unrecognized
        case "swipe":
            guard words.count >= 2 else { self = .unrecognized; return }
            let direction: SwipeDirection? = words[1] == "left" ? .left : words[1] == "right" ? .right : nil
            guard let direction else {
                self = words[1] == "up" || words[1] == "down" ? .notModelled(said.prefix(2).joined(separator: " ")) : .unrecognized
                return
            }
            guard words.count >= 4, words[2] == "on", let target = reference(words.dropFirst(3)) else {
                self = .unrecognized
                return
            }
            self = .swipe(direction, target)
        case "scroll":
            let rest = words.dropFirst().joined(separator: " ")
            self = VoiceControlScroll(rawValue: rest).map { .scroll($0) } ?? .unrecognized
        case "long" where words.count >= 3 && words[1] == "press":
            self = reference(words.dropFirst(2)).map { .longPress($0) } ?? .unrecognized
        case "long", "double", "zoom", "drag", "go", "open", "press":
            // "Long press X", "Double tap X", "Zoom in", "Drag X to Y", "Go back", "Open <app>", "Press…":
            // commands of Voice Control's list that reach beyond the table or need gestures TableSim lacks.
            self = words.count >= 2 ? .notModelled(said.prefix(2).joined(separator: " ")) : .unrecognized
        default:
            if words.count == 1, let number = Int(words[0]), number > 0 {
                self = .choose(number)
            } else {
                self = .unrecognized
            }
        }
    }

    /// The utterance's words, lower-cased, split at anything but letters and digits.
    static func words(of text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}

/// What a command names: an element's name, or a number Voice Control shows.
package enum VoiceControlReference: Hashable, Sendable, CustomStringConvertible {
    /// A name, as heard (compared without case and punctuation).
    case name(String)
    /// A number from 1.
    case number(Int)

    /// The name quoted, or the number.
    package var description: String {
        switch self {
        case .name(let name): name.traceDescription
        case .number(let number): String(number)
        }
    }
}

/// Where a Voice Control scroll command moves the content.
package enum VoiceControlScroll: String, Hashable, Sendable, CaseIterable {
    /// "Scroll down": a page toward later rows.
    case down
    /// "Scroll up": a page toward earlier rows.
    case up
    /// "Scroll left": a one-column table does not move sideways.
    case left
    /// "Scroll right": a one-column table does not move sideways.
    case right
    /// "Scroll to top": to the first row.
    case top = "to top"
    /// "Scroll to bottom": to the last row.
    case bottom = "to bottom"
}

/// What Voice Control draws over the screen.
public enum VoiceControlOverlay: String, Hashable, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// Each actionable element's name.
    case names
    /// A number on each actionable element (or on the elements an ambiguous name matched).
    case numbers
}

/// An element Voice Control can act on: on screen, responding to user interaction, with its names
/// and the number "Show numbers" gives it.
public struct VoiceControlTarget: Hashable, Sendable, CustomStringConvertible {
    /// The accessibility element.
    public var element: AccessibilityElement.ID
    /// Its names, primary first (`accessibilityUserInputLabels`, else the label); empty when it has
    /// none and is reachable by number only.
    public var names: [String]
    /// Its number from 1, in VoiceOver's element order among the targets on screen.
    public var number: Int
    /// Where a tap on it lands: the activation point, or the centre of the element's shown part when
    /// the activation point is off screen or covered.
    public var point: Point

    /// The name "Show names" draws, or nil.
    public var name: String? { names.first }

    /// Whether a heard name is one of the element's names (case and punctuation aside, whole names only).
    public func answers(to heard: String) -> Bool {
        let spoken = VoiceControlCommand.words(of: heard)
        return !spoken.isEmpty && names.contains { VoiceControlCommand.words(of: $0) == spoken }
    }

    /// `3 0.2 "Banana" "Yellow"`: the number, the element and its names.
    public var description: String {
        ([String(number), element.description] + names.map(\.traceDescription)).joined(separator: " ")
    }
}

/// Voice Control's overlay and pending choice on a device (a part of the `Simulator`).
struct VoiceControlState {
    /// What Settings › Voice Control › Overlay (or "… continuously") keeps on screen.
    var continuous = VoiceControlOverlay.none
    /// What "Show names"/"Show numbers" shows until the next command that acts.
    var shown = VoiceControlOverlay.none
    /// The elements an ambiguous name matched, numbered from 1, and what to do with the one chosen.
    var choosing: (candidates: [AccessibilityElement.ID], action: PendingAction)?

    /// What a chosen number does.
    enum PendingAction: Equatable {
        case tap
        case swipe(SwipeDirection)
        case longPress
    }

    /// What the overlay shows now: numbers while a choice waits, else the shown or continuous overlay.
    var overlay: VoiceControlOverlay {
        if choosing != nil { return .numbers }
        return shown != .none ? shown : continuous
    }
}
