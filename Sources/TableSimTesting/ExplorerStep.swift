import TableSim

/// One step of an ``Explorer`` walk: a gesture aimed at what is on screen, or one of the app's own
/// actions, written as the scenario language writes it (`tap 0.0`, `app "network update"`).
public enum ExplorerStep: Hashable, Sendable, CustomStringConvertible, ShrinkableStep {
    /// `tap S.R`: a quick tap on a row on screen.
    case tap(IndexPath)
    /// `swipe left|right S.R`: uncovers the row's actions.
    case swipe(SwipeDirection, IndexPath)
    /// `tap delete-button`: the Delete button a swipe or editing control uncovered.
    case tapDeleteButton
    /// `edit on|off`: the table's `setEditing(_:animated:)`, where a `UITableViewController`'s Edit/Done
    /// button ends (an override of the controller's own `setEditing` is not called).
    case edit(Bool)
    /// `tap S.R delete-control`: the red minus (or green plus) of editing mode.
    case tapEditingControl(IndexPath)
    /// `flick up|down distance=D`: a finger flick from the middle of the table, with deceleration after it.
    case flick(up: Bool, distance: Int)
    /// `tap status-bar`: scroll to top.
    case tapStatusBar
    /// `wait Nms`: time passes (animations and deceleration run).
    case wait(milliseconds: Int)
    /// `voiceover on|off`.
    case voiceOver(Bool)
    /// `vo next`: VoiceOver's swipe right.
    case voNext
    /// `vo previous`: VoiceOver's swipe left.
    case voPrevious
    /// `vo activate`: VoiceOver's double tap.
    case voActivate
    /// `app "NAME"`: the app action the user named runs (a network update arriving, a row edited elsewhere).
    case app(String)
    /// `screen portrait|landscape`: the device turns, and the table lays out again for the new size.
    case rotate(Orientation)
    /// `keyboard show H`: the keyboard comes up (or changes to this height).
    case keyboardShow(height: Int)
    /// `keyboard hide`: the keyboard goes down.
    case keyboardHide
    /// `text-size CATEGORY`: the user changes the Dynamic Type category while the table is shown.
    case textSize(ContentSizeCategory)
    /// `drag S.R to S.R`: a row dragged by its reorder control in editing mode to where it lands.
    case drag(IndexPath, to: IndexPath)
    /// `vo scroll up|down`: VoiceOver's three-finger scroll, a page toward earlier or later rows.
    case voScroll(up: Bool)
    /// `vo first`: VoiceOver's four-finger tap near the top; focus moves to the first element, revealed.
    case voFirst
    /// `vo last`: VoiceOver's four-finger tap near the bottom; focus moves to the last element, revealed.
    case voLast
    /// `vo focus S.R`: a finger on a row on screen (touch to explore) moves the focus there.
    case voFocus(IndexPath)
    /// `vo up`: VoiceOver's swipe up: the previous custom action, or an increment.
    case voUp
    /// `vo down`: VoiceOver's swipe down: the next custom action, or a decrement.
    case voDown
    /// `vo action "NAME"`: the focused element's custom action with this name (a row's Delete, say).
    case voAction(String)
    /// `vo escape`: VoiceOver's two-finger Z; closes a row's Delete confirmation or swipe buttons.
    case voEscape
    /// `vo magic-tap`: VoiceOver's two-finger double tap.
    case voMagicTap

    /// The step in the scenario language's words.
    public var description: String {
        switch self {
        case .tap(let indexPath): "tap \(Self.path(indexPath))"
        case .swipe(let direction, let indexPath): "swipe \(direction.rawValue) \(Self.path(indexPath))"
        case .tapDeleteButton: "tap delete-button"
        case .edit(let on): "edit \(on ? "on" : "off")"
        case .tapEditingControl(let indexPath): "tap \(Self.path(indexPath)) delete-control"
        case .flick(let up, let distance): "flick \(up ? "up" : "down") distance=\(distance)"
        case .tapStatusBar: "tap status-bar"
        case .wait(let milliseconds): "wait \(milliseconds)ms"
        case .voiceOver(let on): "voiceover \(on ? "on" : "off")"
        case .voNext: "vo next"
        case .voPrevious: "vo previous"
        case .voActivate: "vo activate"
        case .app(let name): "app \(ScenarioWords.quoted(name))"
        case .rotate(let orientation): "screen \(orientation.rawValue)"
        case .keyboardShow(let height): "keyboard show \(height)"
        case .keyboardHide: "keyboard hide"
        case .textSize(let category): "text-size \(category.shortName)"
        case .drag(let from, let to): "drag \(Self.path(from)) to \(Self.path(to))"
        case .voScroll(let up): "vo scroll \(up ? "up" : "down")"
        case .voFirst: "vo first"
        case .voLast: "vo last"
        case .voFocus(let indexPath): "vo focus \(Self.path(indexPath))"
        case .voUp: "vo up"
        case .voDown: "vo down"
        case .voAction(let name): "vo action \(ScenarioWords.quoted(name))"
        case .voEscape: "vo escape"
        case .voMagicTap: "vo magic-tap"
        }
    }

    /// The kind of step the reach summary counts it under, as `tablesim explore` names its statement
    /// families (`swipe left`, `screen (rotation)`), an app action by its own name (`app "NAME"`).
    public var kind: String {
        switch self {
        case .tap: "tap"
        case .swipe(let direction, _): "swipe \(direction.rawValue)"
        case .tapDeleteButton: "tap delete-button"
        case .edit: "edit"
        case .tapEditingControl: "tap delete-control"
        case .flick: "flick"
        case .tapStatusBar: "tap status-bar"
        case .wait: "wait"
        case .voiceOver: "voiceover"
        case .voNext: "vo next"
        case .voPrevious: "vo previous"
        case .voActivate: "vo activate"
        case .voScroll: "vo scroll"
        case .voFirst: "vo first"
        case .voLast: "vo last"
        case .voFocus: "vo focus"
        case .voUp: "vo up"
        case .voDown: "vo down"
        case .voAction: "vo action"
        case .voEscape: "vo escape"
        case .voMagicTap: "vo magic-tap"
        case .app: description
        case .rotate: "screen (rotation)"
        case .keyboardShow: "keyboard show"
        case .keyboardHide: "keyboard hide"
        case .textSize: "text-size"
        case .drag: "drag"
        }
    }

    /// Every kind of gesture or device step a walk can take, in the summary's order (app actions,
    /// which the user names, are listed after them).
    public static let gestureKinds: [String] = [
        "tap", "swipe left", "swipe right", "tap delete-button", "edit", "tap delete-control", "drag", "flick",
        "tap status-bar", "screen (rotation)", "keyboard show", "keyboard hide", "text-size", "voiceover", "vo next",
        "vo previous", "vo activate", "vo scroll", "vo first", "vo last", "vo focus", "vo up", "vo down", "vo action",
        "vo escape", "vo magic-tap", "wait",
    ]

    /// Whether the step is one of VoiceOver's own moves that scroll the table for its focus: after it the
    /// focus must be on screen when it moved (the `focus-on-screen` property, as the scenario language checks it).
    public var isVoiceOverScroll: Bool {
        switch self {
        case .voNext, .voPrevious, .voScroll, .voFirst, .voLast: true
        default: false
        }
    }

    /// Smaller versions of the step, simplest first, for shrinking: earlier rows, shorter distances,
    /// the default text size (the choices of `tablesim explore`'s shrinking, and the default size).
    public var simpler: [ExplorerStep] {
        switch self {
        case .tap(let indexPath): WalkShrinker.earlierRows(than: indexPath).map(ExplorerStep.tap)
        case .swipe(let direction, let indexPath): WalkShrinker.earlierRows(than: indexPath).map { .swipe(direction, $0) }
        case .tapEditingControl(let indexPath): WalkShrinker.earlierRows(than: indexPath).map(ExplorerStep.tapEditingControl)
        case .flick(let up, let distance): distance > 50 ? [.flick(up: up, distance: distance / 4), .flick(up: up, distance: distance / 2)] : []
        case .wait(let milliseconds): milliseconds > 100 ? [.wait(milliseconds: 100)] : []
        case .drag(let from, let to): WalkShrinker.earlierRows(than: to).map { .drag(from, to: $0) }
        case .textSize(let category): category == .large ? [] : [.textSize(.large)]
        case .voFocus(let indexPath): WalkShrinker.earlierRows(than: indexPath).map(ExplorerStep.voFocus)
        case .tapDeleteButton, .edit, .tapStatusBar, .voiceOver, .voNext, .voPrevious, .voActivate, .app, .rotate,
            .keyboardShow, .keyboardHide, .voScroll, .voFirst, .voLast, .voUp, .voDown, .voAction, .voEscape, .voMagicTap:
            []
        }
    }

    /// The row the step aims at, if any.
    public var rowsAimedAt: [IndexPath] {
        switch self {
        case .tap(let indexPath), .swipe(_, let indexPath), .tapEditingControl(let indexPath), .voFocus(let indexPath):
            [indexPath]
        case .drag(let from, let to): [from, to]
        case .tapDeleteButton, .edit, .flick, .tapStatusBar, .wait, .voiceOver, .voNext, .voPrevious, .voActivate, .app,
            .rotate, .keyboardShow, .keyboardHide, .textSize, .voScroll, .voFirst, .voLast, .voUp, .voDown, .voAction,
            .voEscape, .voMagicTap:
            []
        }
    }

    /// The step with `old` named as `new` where it aims at a row.
    public func replacing(_ old: IndexPath, with new: IndexPath) -> ExplorerStep {
        switch self {
        case .tap(let indexPath) where indexPath == old: .tap(new)
        case .swipe(let direction, let indexPath) where indexPath == old: .swipe(direction, new)
        case .tapEditingControl(let indexPath) where indexPath == old: .tapEditingControl(new)
        case .voFocus(let indexPath) where indexPath == old: .voFocus(new)
        case .drag(let from, let to): .drag(from == old ? new : from, to: to == old ? new : to)
        default: self
        }
    }

    private static func path(_ indexPath: IndexPath) -> String { ScenarioWords.row(indexPath) }
}

/// How an ``Explorer`` walk broke the app: the kind that "fails the same way" compares while shrinking.
public enum ExplorerFailure: Hashable, Sendable, CustomStringConvertible {
    /// The app crashed with an uncaught UIKit exception.
    case exception(UIKitException)
    /// A property the user gave stopped holding: its name and what is wrong.
    case property(String, message: String)
    /// The table or the device broke one of its own invariants (a bug in TableSim).
    case invariant(String)

    /// Whether another failure is the same failure: the same exception name and reason (numbers
    /// aside, since dropping steps changes the counts UIKit quotes), the same property, the same invariant.
    public func isSameKind(as other: ExplorerFailure) -> Bool {
        switch (self, other) {
        case (.exception(let mine), .exception(let theirs)):
            mine.isSameKind(as: theirs)
        case (.property(let mine, _), .property(let theirs, _)): mine == theirs
        case (.invariant(let mine), .invariant(let theirs)): mine == theirs
        default: false
        }
    }

    /// The failure in a sentence: UIKit's console line, the property and what is wrong, or the invariant.
    public var description: String {
        switch self {
        case .exception(let exception): exception.description
        case .property(let name, let message): "property \"\(name)\" does not hold: \(message)"
        case .invariant(let message): "TableSim broke its own invariants (a bug in TableSim; please report it): \(message)"
        }
    }
}
