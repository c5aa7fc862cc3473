import TableSim
import TableSimExploring
import TableSimScenario

/// One step of an exploring walk: a gesture, a VoiceOver gesture, a change of the device, or app code
/// (a correct `model` change followed by the matching table call, or with `--wrong-app-code` the call alone).
package enum ExploreAction: Hashable, Sendable, ShrinkableStep {
    /// `tap S.R`: a quick tap on a row on screen.
    case tap(IndexPath)
    /// `swipe left|right S.R`: uncovers the row's actions.
    case swipe(SwipeDirection, IndexPath)
    /// `tap delete-button`: the Delete button a swipe or editing control uncovered.
    case tapDeleteButton
    /// `edit on|off`: the Edit/Done button.
    case edit(Bool)
    /// `tap S.R delete-control`: the red minus (or green plus) of editing mode.
    case tapEditingControl(IndexPath)
    /// `flick up|down distance=D`: a finger flick, with deceleration after it.
    case flick(FlickDirection, distance: Int)
    /// `scroll by DY`: app code moves the content.
    case scrollBy(Int)
    /// `scroll top`: app code moves the content to its top.
    case scrollTop
    /// `scroll bottom`: app code moves the content to its bottom.
    case scrollBottom
    /// `screen portrait|landscape`: the device turns.
    case rotate(Orientation)
    /// `keyboard show H`: the keyboard comes up.
    case keyboardShow(height: Int)
    /// `keyboard hide`: the keyboard goes down.
    case keyboardHide
    /// `text-size CATEGORY`: the user changes the text size while the table is shown.
    case textSize(ContentSizeCategory)
    /// `voiceover on|off`.
    case voiceOver(Bool)
    /// One of VoiceOver's gestures: `vo next`, `vo focus 0.4`, `vo action "Delete"` and the rest.
    case vo(VoiceOverGesture)
    /// `select S.R`: app code selects a row.
    case select(IndexPath)
    /// `deselect S.R`: app code deselects a selected row.
    case deselect(IndexPath)
    /// `reload S.R`: app code reloads a row.
    case reloadRow(IndexPath)
    /// `reload`: app code calls `reloadData()`.
    case reloadData
    /// `model delete S.R` then `delete S.R`; without the model change when not `correct`.
    case deleteRow(IndexPath, correct: Bool)
    /// `model insert S.R "New"` then `insert S.R`; without the model change when not `correct`.
    case insertRow(IndexPath, correct: Bool)
    /// `wait Nms`: time passes (animations and deceleration run).
    case wait(milliseconds: Int)
    /// `drag S.R to S.R`: a row dragged by its reorder control in editing mode.
    case drag(IndexPath, to: IndexPath)
    /// `tap status-bar`: scroll to top.
    case tapStatusBar
    /// `hardware-keyboard on|off` (with `--assistive`).
    case hardwareKeyboard(Bool)
    /// `full-keyboard-access on|off` (with `--assistive`).
    case fullKeyboardAccess(Bool)
    /// `key KEY`: Full Keyboard Access's (or the focus system's) key press (with `--assistive`).
    case key(KeyboardKey)
    /// `voice-control "UTTERANCE"`: a command aimed at what is on screen (with `--assistive`).
    case voiceControl(VoiceControlUtterance)
    /// `switch-control on|off|next|select`, `switch-control menu "NAME"` (with `--assistive`).
    case switchControl(SwitchControlCommand)
    /// `long-press S.R`, `menu "TITLE"`, `menu dismiss`.
    case contextMenu(ContextMenuCommand)
    /// `pull-to-refresh`, `refresh begin|end`, `key "cmd+f"`: on tables with a refresh control or
    /// declared key commands only.
    case controllerFeature(ControllerFeatureCommand)
    /// `search "TEXT"`, `search tap|submit|cancel`, `search scope N` (on a screen with a search bar).
    case search(SearchCommand)
    /// `drop "TEXT" at S.R`, `drop commit`, `drop delete` (on a table with a drop delegate).
    case dragDrop(DragDropCommand)

    /// The scenario lines the step is written as, in order.
    package var lines: [String] {
        switch self {
        case .tap(let indexPath): ["tap \(Self.path(indexPath))"]
        case .swipe(let direction, let indexPath): ["swipe \(direction.rawValue) \(Self.path(indexPath))"]
        case .tapDeleteButton: ["tap delete-button"]
        case .edit(let on): ["edit \(on ? "on" : "off")"]
        case .tapEditingControl(let indexPath): ["tap \(Self.path(indexPath)) delete-control"]
        case .flick(let direction, let distance): ["flick \(direction.rawValue) distance=\(distance)"]
        case .scrollBy(let distance): ["scroll by \(distance)"]
        case .scrollTop: ["scroll top"]
        case .scrollBottom: ["scroll bottom"]
        case .rotate(let orientation): ["screen \(orientation.rawValue)"]
        case .keyboardShow(let height): ["keyboard show \(height)"]
        case .keyboardHide: ["keyboard hide"]
        case .textSize(let category): ["text-size \(category.shortName)"]
        case .voiceOver(let on): ["voiceover \(on ? "on" : "off")"]
        case .vo(let gesture): [gesture.description]
        case .select(let indexPath): ["select \(Self.path(indexPath))"]
        case .deselect(let indexPath): ["deselect \(Self.path(indexPath))"]
        case .reloadRow(let indexPath): ["reload \(Self.path(indexPath))"]
        case .reloadData: ["reload"]
        case .deleteRow(let indexPath, let correct):
            (correct ? ["model delete \(Self.path(indexPath))"] : []) + ["delete \(Self.path(indexPath))"]
        case .insertRow(let indexPath, let correct):
            (correct ? ["model insert \(Self.path(indexPath)) \"New\""] : []) + ["insert \(Self.path(indexPath))"]
        case .wait(let milliseconds): ["wait \(milliseconds)ms"]
        case .drag(let from, let to): ["drag \(Self.path(from)) to \(Self.path(to))"]
        case .tapStatusBar: ["tap status-bar"]
        case .hardwareKeyboard, .fullKeyboardAccess, .key, .voiceControl, .switchControl: assistiveLine.map { [$0] } ?? []
        case .contextMenu(.longPress(let indexPath)): ["long-press \(Self.path(indexPath))"]
        case .contextMenu(.choose(let title)): ["menu \(title.traceDescription)"]
        case .contextMenu(.dismiss): ["menu dismiss"]
        case .contextMenu(.preview): ["menu preview"]
        case .controllerFeature(.pullToRefresh): ["pull-to-refresh"]
        case .controllerFeature(.refresh(let begin)): ["refresh \(begin ? "begin" : "end")"]
        case .controllerFeature(.keyCombination(let combination)): ["key \(combination.description.traceDescription)"]
        case .search(let command): [Self.searchLine(command)]
        case .dragDrop(.dropTexts(let texts, let indexPath)):
            ["drop " + texts.map(\.traceDescription).joined(separator: " ") + " at \(Self.path(indexPath))"]
        case .dragDrop(.commit): ["drop commit"]
        case .dragDrop(.delete): ["drop delete"]
        case .dragDrop(.add(let indexPath)): ["drag add \(Self.path(indexPath))"]
        }
    }

    /// The statement family the reach summary counts the step under (`tap`, `app delete`).
    package var family: String {
        switch self {
        case .tap: "tap"
        case .swipe(let direction, _): "swipe \(direction.rawValue)"
        case .tapDeleteButton: "tap delete-button"
        case .edit: "edit"
        case .tapEditingControl: "tap delete-control"
        case .flick: "flick"
        case .scrollBy: "scroll by"
        case .scrollTop: "scroll top"
        case .scrollBottom: "scroll bottom"
        case .rotate: "screen (rotation)"
        case .keyboardShow: "keyboard show"
        case .keyboardHide: "keyboard hide"
        case .textSize: "text-size"
        case .voiceOver: "voiceover"
        case .vo(let gesture): gesture.kind
        case .select: "select"
        case .deselect: "deselect"
        case .reloadRow: "reload S.R"
        case .reloadData: "reload"
        case .deleteRow(_, let correct): correct ? "model delete + delete" : "delete (wrong: no model change)"
        case .insertRow(_, let correct): correct ? "model insert + insert" : "insert (wrong: no model change)"
        case .wait: "wait"
        case .drag: "drag"
        case .tapStatusBar: "tap status-bar"
        case .hardwareKeyboard, .fullKeyboardAccess, .key, .voiceControl, .switchControl: assistiveFamily ?? ""
        case .contextMenu(.longPress): "long-press"
        case .contextMenu: "menu"
        case .controllerFeature(.pullToRefresh): "pull-to-refresh"
        case .controllerFeature(.refresh): "refresh"
        case .controllerFeature(.keyCombination): "key command"
        case .search: "search"
        case .dragDrop(.dropTexts): "drop"
        case .dragDrop(.add): "drag add"
        case .dragDrop: "drop commit|delete"
        }
    }

    /// Every family a walk without the assistive technologies can take, for the summary's list of those
    /// never reached (``assistiveFamilies`` are the others).
    package static let families: [String] = [
        "tap", "swipe left", "swipe right", "tap delete-button", "edit", "tap delete-control", "flick", "scroll by",
        "scroll top", "scroll bottom", "screen (rotation)", "keyboard show", "keyboard hide", "text-size", "voiceover",
    ] + VoiceOverGesture.kinds + [
        "select", "deselect", "reload S.R", "reload",
        "model delete + delete", "model insert + insert", "delete (wrong: no model change)",
        "insert (wrong: no model change)", "wait", "drag", "tap status-bar",
    ]

    /// Whether the step is app code the walk was asked to get wrong (an exception after it is expected).
    package var isWrongAppCode: Bool {
        switch self {
        case .deleteRow(_, let correct), .insertRow(_, let correct): !correct
        default: false
        }
    }

    /// Smaller versions of the step, simplest first, for shrinking: earlier rows, shorter distances.
    package var simpler: [ExploreAction] {
        let paths = WalkShrinker.earlierRows(than:)
        func shorter(_ distance: Int) -> [Int] {
            abs(distance) > 50 ? [distance / 4, distance / 2] : []
        }
        switch self {
        case .tap(let indexPath): return paths(indexPath).map(ExploreAction.tap)
        case .swipe(let direction, let indexPath): return paths(indexPath).map { .swipe(direction, $0) }
        case .tapEditingControl(let indexPath): return paths(indexPath).map(ExploreAction.tapEditingControl)
        case .select(let indexPath): return paths(indexPath).map(ExploreAction.select)
        case .deselect(let indexPath): return paths(indexPath).map(ExploreAction.deselect)
        case .reloadRow(let indexPath): return paths(indexPath).map(ExploreAction.reloadRow)
        case .vo(let gesture): return gesture.simpler.map(ExploreAction.vo)
        case .deleteRow(let indexPath, let correct): return paths(indexPath).map { .deleteRow($0, correct: correct) }
        case .insertRow(let indexPath, let correct): return paths(indexPath).map { .insertRow($0, correct: correct) }
        case .flick(let direction, let distance): return shorter(distance).map { .flick(direction, distance: $0) }
        case .scrollBy(let distance): return shorter(distance).map(ExploreAction.scrollBy)
        case .wait(let milliseconds): return milliseconds > 100 ? [.wait(milliseconds: 100)] : []
        case .drag(let from, let to): return paths(to).map { .drag(from, to: $0) }
        case .contextMenu(.longPress(let indexPath)): return paths(indexPath).map { .contextMenu(.longPress($0)) }
        case .dragDrop(.dropTexts(let texts, let indexPath)): return paths(indexPath).map { .dragDrop(.dropTexts(texts, at: $0)) }
        case .hardwareKeyboard, .fullKeyboardAccess, .key, .voiceControl, .switchControl: return assistiveSimpler
        default: return []
        }
    }

    /// The rows the step names.
    package var rowsAimedAt: [IndexPath] {
        switch self {
        case .tap(let indexPath), .swipe(_, let indexPath), .tapEditingControl(let indexPath), .select(let indexPath),
            .deselect(let indexPath), .reloadRow(let indexPath), .deleteRow(let indexPath, _), .insertRow(let indexPath, _):
            [indexPath]
        case .drag(let from, let to): [from, to]
        case .vo(let gesture): gesture.rowsAimedAt
        case .contextMenu(.longPress(let indexPath)): [indexPath]
        case .dragDrop(.dropTexts(_, let indexPath)): [indexPath]
        default: []
        }
    }

    /// The step with `old` named as `new` wherever it names a row.
    package func replacing(_ old: IndexPath, with new: IndexPath) -> ExploreAction {
        func swap(_ indexPath: IndexPath) -> IndexPath { indexPath == old ? new : indexPath }
        switch self {
        case .tap(let indexPath): return .tap(swap(indexPath))
        case .swipe(let direction, let indexPath): return .swipe(direction, swap(indexPath))
        case .tapEditingControl(let indexPath): return .tapEditingControl(swap(indexPath))
        case .select(let indexPath): return .select(swap(indexPath))
        case .deselect(let indexPath): return .deselect(swap(indexPath))
        case .reloadRow(let indexPath): return .reloadRow(swap(indexPath))
        case .vo(let gesture): return .vo(gesture.replacing(old, with: new))
        case .deleteRow(let indexPath, let correct): return .deleteRow(swap(indexPath), correct: correct)
        case .insertRow(let indexPath, let correct): return .insertRow(swap(indexPath), correct: correct)
        case .drag(let from, let to): return .drag(swap(from), to: swap(to))
        case .contextMenu(.longPress(let indexPath)): return .contextMenu(.longPress(swap(indexPath)))
        case .dragDrop(.dropTexts(let texts, let indexPath)): return .dragDrop(.dropTexts(texts, at: swap(indexPath)))
        default: return self
        }
    }

    private static func path(_ indexPath: IndexPath) -> String { ScenarioWords.row(indexPath) }

    /// A search step as its scenario line.
    private static func searchLine(_ command: SearchCommand) -> String {
        switch command {
        case .type(let text): "search \(text.traceDescription)"
        case .tap: "search tap"
        case .submit: "search submit"
        case .cancel: "search cancel"
        case .scopeIndex(let index): "search scope \(index)"
        case .scopeTitle(let title): "search scope \(title.traceDescription)"
        }
    }
}
