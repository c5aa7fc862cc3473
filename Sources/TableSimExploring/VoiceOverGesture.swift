import TableSim

/// A VoiceOver gesture as both explorers take it (`tablesim explore` and the Swift `Explorer`): the
/// scenario language's `vo` commands aimed at what is on screen, in the language's words.
public enum VoiceOverGesture: Hashable, Sendable, CustomStringConvertible {
    /// `vo next`: one-finger swipe right.
    case next
    /// `vo previous`: one-finger swipe left.
    case previous
    /// `vo first`: four-finger tap near the top; focus moves to the first element, revealed.
    case first
    /// `vo last`: four-finger tap near the bottom; focus moves to the last element, revealed.
    case last
    /// `vo focus S.R`: a finger on a row (touch to explore) moves the focus there.
    case focus(IndexPath)
    /// `vo activate`: double tap.
    case activate
    /// `vo up`: swipe up, the previous custom action or an increment.
    case up
    /// `vo down`: swipe down, the next custom action or a decrement.
    case down
    /// `vo action "NAME"`: the focused element's custom action with this name (a row's Delete, say).
    case action(String)
    /// `vo scroll up|down`: three-finger scroll, a page toward earlier or later rows.
    case scroll(up: Bool)
    /// `vo escape`: two-finger Z; closes a row's Delete confirmation or swipe buttons.
    case escape
    /// `vo magic-tap`: two-finger double tap.
    case magicTap
    /// `vo long-press`: double tap and hold; a row with a context menu opens it (drawn only on
    /// tables with menus, so it is not among ``kinds``).
    case longPress

    /// The gesture in the scenario language's words: `vo focus 0.4`, `vo action "Delete"`.
    public var description: String {
        switch self {
        case .next: "vo next"
        case .previous: "vo previous"
        case .first: "vo first"
        case .last: "vo last"
        case .focus(let indexPath): "vo focus \(ScenarioWords.row(indexPath))"
        case .activate: "vo activate"
        case .up: "vo up"
        case .down: "vo down"
        case .action(let name): "vo action \(ScenarioWords.quoted(name))"
        case .scroll(let up): "vo scroll \(up ? "up" : "down")"
        case .escape: "vo escape"
        case .magicTap: "vo magic-tap"
        case .longPress: "vo long-press"
        }
    }

    /// The kind a reach summary counts it under: the command without its argument (`vo focus`).
    public var kind: String {
        switch self {
        case .focus: "vo focus"
        case .action: "vo action"
        case .scroll: "vo scroll"
        default: description
        }
    }

    /// Every kind, in the order the summaries list them.
    public static let kinds = [
        "vo next", "vo previous", "vo activate", "vo scroll", "vo first", "vo last", "vo focus", "vo up", "vo down",
        "vo action", "vo escape", "vo magic-tap",
    ]

    /// Whether it is one of VoiceOver's own moves that scroll the table for its focus, after which
    /// the focus must show on screen (`property focus-on-screen`, as the scenario language checks it).
    public var scrollsForFocus: Bool {
        switch self {
        case .next, .previous, .first, .last, .scroll: true
        default: false
        }
    }

    /// The row it aims at, if any.
    public var rowsAimedAt: [IndexPath] {
        if case .focus(let indexPath) = self { [indexPath] } else { [] }
    }

    /// The gesture aimed at `new` where it aimed at `old`.
    public func replacing(_ old: IndexPath, with new: IndexPath) -> VoiceOverGesture {
        if case .focus(let indexPath) = self, indexPath == old { .focus(new) } else { self }
    }

    /// Simpler versions, simplest first: a finger on an earlier row.
    public var simpler: [VoiceOverGesture] {
        if case .focus(let indexPath) = self { WalkShrinker.earlierRows(than: indexPath).map(VoiceOverGesture.focus) } else { [] }
    }

    /// Carries the gesture out on a device's VoiceOver; throws what VoiceOver refuses (off, no focus,
    /// no such action, a row not on screen).
    public func perform(on voiceOver: VoiceOver) throws(VoiceOverError) {
        switch self {
        case .next: try voiceOver.next()
        case .previous: try voiceOver.previous()
        case .first: try voiceOver.first()
        case .last: try voiceOver.last()
        case .focus(let indexPath): try voiceOver.touch(.element(.row(indexPath)))
        case .activate: try voiceOver.activate()
        case .up: try voiceOver.swipeUp()
        case .down: try voiceOver.swipeDown()
        case .action(let name): try voiceOver.performAction(named: name)
        case .scroll(let up): try voiceOver.scroll(up ? .up : .down)
        case .escape: try voiceOver.escape()
        case .magicTap: try voiceOver.magicTap()
        case .longPress: try voiceOver.doubleTapAndHold()
        }
    }
}
