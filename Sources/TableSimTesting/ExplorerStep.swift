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
    /// One of VoiceOver's gestures: `vo next`, `vo focus 0.4`, `vo action "Delete"` and the rest.
    case vo(VoiceOverGesture)
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
    /// `long-press S.R`: a finger held on a row; a row with a context menu opens it (drawn only when
    /// the delegate implements `contextMenuConfigurationForRowAt`).
    case longPress(IndexPath)
    /// `menu "TITLE"`: a tap on the open menu's action with this title.
    case menu(String)
    /// `menu dismiss`: a tap outside the open menu.
    case menuDismiss

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
        case .vo(let gesture): gesture.description
        case .app(let name): "app \(ScenarioWords.quoted(name))"
        case .rotate(let orientation): "screen \(orientation.rawValue)"
        case .keyboardShow(let height): "keyboard show \(height)"
        case .keyboardHide: "keyboard hide"
        case .textSize(let category): "text-size \(category.shortName)"
        case .drag(let from, let to): "drag \(Self.path(from)) to \(Self.path(to))"
        case .longPress(let indexPath): "long-press \(Self.path(indexPath))"
        case .menu(let title): "menu \(ScenarioWords.quoted(title))"
        case .menuDismiss: "menu dismiss"
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
        case .vo(let gesture): gesture.kind
        case .app: description
        case .rotate: "screen (rotation)"
        case .keyboardShow: "keyboard show"
        case .keyboardHide: "keyboard hide"
        case .textSize: "text-size"
        case .drag: "drag"
        case .longPress: "long-press"
        case .menu, .menuDismiss: "menu"
        }
    }

    /// Every kind of gesture or device step a walk can take, in the summary's order (app actions,
    /// which the user names, are listed after them).
    public static let gestureKinds: [String] = [
        "tap", "swipe left", "swipe right", "tap delete-button", "edit", "tap delete-control", "drag", "flick",
        "tap status-bar", "screen (rotation)", "keyboard show", "keyboard hide", "text-size", "voiceover",
    ] + VoiceOverGesture.kinds + ["wait"]

    /// Whether the step is one of VoiceOver's own moves that scroll the table for its focus: after it the
    /// focus must be on screen when it moved (the `focus-on-screen` property, as the scenario language checks it).
    public var isVoiceOverScroll: Bool {
        if case .vo(let gesture) = self { gesture.scrollsForFocus } else { false }
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
        case .vo(let gesture): gesture.simpler.map(ExplorerStep.vo)
        case .longPress(let indexPath): WalkShrinker.earlierRows(than: indexPath).map(ExplorerStep.longPress)
        case .tapDeleteButton, .edit, .tapStatusBar, .voiceOver, .app, .rotate, .keyboardShow, .keyboardHide, .menu, .menuDismiss:
            []
        }
    }

    /// The row the step aims at, if any.
    public var rowsAimedAt: [IndexPath] {
        switch self {
        case .tap(let indexPath), .swipe(_, let indexPath), .tapEditingControl(let indexPath), .longPress(let indexPath): [indexPath]
        case .drag(let from, let to): [from, to]
        case .vo(let gesture): gesture.rowsAimedAt
        case .tapDeleteButton, .edit, .flick, .tapStatusBar, .wait, .voiceOver, .app, .rotate, .keyboardShow, .keyboardHide,
            .textSize, .menu, .menuDismiss:
            []
        }
    }

    /// The step with `old` named as `new` where it aims at a row.
    public func replacing(_ old: IndexPath, with new: IndexPath) -> ExplorerStep {
        switch self {
        case .tap(let indexPath) where indexPath == old: .tap(new)
        case .swipe(let direction, let indexPath) where indexPath == old: .swipe(direction, new)
        case .tapEditingControl(let indexPath) where indexPath == old: .tapEditingControl(new)
        case .longPress(let indexPath) where indexPath == old: .longPress(new)
        case .vo(let gesture): .vo(gesture.replacing(old, with: new))
        case .drag(let from, let to): .drag(from == old ? new : from, to: to == old ? new : to)
        default: self
        }
    }

    private static func path(_ indexPath: IndexPath) -> String { ScenarioWords.row(indexPath) }
}
