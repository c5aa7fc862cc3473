import TableSim
import Testing

/// A seeded random walk over a user's own app (their data source and delegate on a `Simulator`):
/// gestures aimed at what is on screen (taps, swipes, editing and its drags, flicks, VoiceOver) and
/// changes of the device (rotation, the keyboard, the text size) interleaved with the app's own
/// actions, checked after every step, and a failure shrunk to the fewest steps that still fail the
/// same way. ``ExplorerResult`` also sums up what the walk reached (``ExplorerReach``).
///
/// The Swift side of `tablesim explore`: the same steps, checks and shrinking, driven through the
/// simulator's API instead of scenario text.
///
/// ```swift
/// var explorer = Explorer(seed: 1, steps: 400) { () -> (Inbox, Simulator) in makeInbox() }
/// explorer.appAction("network update") { inbox, _ in inbox.receive("New mail") }
/// explorer.property("selection is in the model") { inbox, simulator in
///     simulator.tableView.indexPathsForSelectedRows?.first { $0.row >= inbox.mails.count }.map { "\($0) selected" }
/// }
/// explorer.checksFocusOnScreen = true
/// explorer.run()  // records one issue naming the failure and its minimal steps
/// ```
public struct Explorer<App> {
    /// The seed of the walk: the same seed gives the same walk, the same finding and the same steps.
    public var seed: UInt64
    /// The most steps the walk takes before it reports that it found nothing.
    public var steps: Int
    /// The steps after which the walk starts again from a fresh app, as `tablesim explore` does.
    public var walkLength = 40
    /// Whether the walk checks the `focus-on-screen` property: after VoiceOver's own scrolls (`vo next`,
    /// `vo previous`, `vo scroll up|down`) that moved the focus or the content, the focused element shows
    /// on screen. Not after a finger's or the app's scroll: VoiceOver keeps its focus then, on screen or
    /// not (accessibility reference §2.1, §7, §10), as the scenario language's `property focus-on-screen` says.
    public var checksFocusOnScreen = false
    /// Whether the walk also holds a finger on rows (`long-press S.R`) and uses VoiceOver's double tap
    /// and hold (`vo long-press`), then chooses in the context menus they open (`menu "TITLE"`,
    /// `menu dismiss`), on a table whose delegate implements `contextMenuConfigurationForRowAt`. Off,
    /// the walk draws exactly the steps it drew before menus existed.
    public var longPresses = false

    private let make: () -> (App, Simulator)
    private var actions: [(name: String, body: (App, Simulator) -> Void)] = []
    private var properties: [(name: String, check: (App, Simulator) -> String?)] = []

    /// Creates an explorer whose every walk and replay starts from what `make` builds: a fresh app
    /// and the simulator showing its table (the explorer makes it appear if `make` did not).
    public init(seed: UInt64 = 1, steps: Int = 1000, making make: @escaping () -> (App, Simulator)) {
        self.seed = seed
        self.steps = steps
        self.make = make
    }

    /// Adds an action of the app's own, interleaved with the gestures and written `app "NAME"`: a
    /// network update arriving, a row edited elsewhere.
    public mutating func appAction(_ name: String, _ body: @escaping (App, Simulator) -> Void) {
        actions.append((name, body))
    }

    /// Adds a property checked after every step: it returns nil while it holds, or what is wrong.
    public mutating func property(_ name: String, _ check: @escaping (App, Simulator) -> String?) {
        properties.append((name, check))
    }

    /// Walks the app and, on a failure, records one Swift Testing issue naming it and listing the
    /// minimal steps; returns what it found either way.
    @discardableResult
    public func run(sourceLocation: SourceLocation = #_sourceLocation) -> ExplorerResult {
        let result = explore()
        if let report = result.report {
            Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        }
        return result
    }

    /// Walks the app and returns what it found, recording no issue.
    ///
    /// Crashes the walk provokes are its findings, so none reaches the crash reporter that fails a
    /// test on an unexpected crash.
    public func explore() -> ExplorerResult {
        var result: ExplorerResult?
        // The body throws nothing; `catching` only takes the crashes from the reporters.
        _ = UncaughtExceptions.catching { () -> Void in result = walk() }
        guard let result else { preconditionFailure("the walk ran inside catching") }
        return result
    }

    // MARK: Walking

    private func walk() -> ExplorerResult {
        var random = SeededRandom(seed: seed)
        var reach = ReachCounter()
        var taken = 0
        var walkNumber = 0
        func result(
            _ failure: ExplorerFailure?, walkSteps: [ExplorerStep] = [], steps: [ExplorerStep] = [],
            stepsFailure: ExplorerFailure? = nil, replays: Int = 0
        ) -> ExplorerResult {
            if case .exception(let exception) = failure { reach.exceptions[exception.name + ": " + exception.reason, default: 0] += 1 }
            return ExplorerResult(
                seed: seed, failure: failure, stepsTaken: taken, walk: walkNumber, walkSteps: walkSteps, steps: steps,
                stepsFailure: stepsFailure ?? failure, replays: replays, reach: reach.summary(appActions: actions.map(\.name)))
        }
        while taken < steps {
            walkNumber += 1
            let (app, simulator) = start()
            var path: [ExplorerStep] = []
            if let failure = check(app, simulator, after: nil) { return result(failure) }
            var lastWasSwipe = false
            while path.count < walkLength, taken < steps {
                let step = next(&random, simulator, lastWasSwipe: &lastWasSwipe)
                taken += 1
                var outcome = StepOutcome.refused
                let trace = simulator.record { outcome = take(step, app, simulator) }
                guard case .done(let failure) = outcome else {
                    reach.refused += 1
                    continue
                }
                reach.count(step, trace)
                path.append(step)
                if let failure {
                    var shrinker = Shrinker(explorer: self)
                    let minimal = shrinker.shrink(path, failing: failure)
                    return result(
                        failure, walkSteps: path, steps: minimal, stepsFailure: shrinker.lastFailure, replays: shrinker.replays)
                }
            }
        }
        return result(nil)
    }

    /// A fresh app and its simulator, shown.
    private func start() -> (App, Simulator) {
        let (app, simulator) = make()
        if !simulator.hasAppeared { simulator.appear() }
        return (app, simulator)
    }

    /// The next step, aimed at what is on screen now; a swipe is often followed by its Delete button,
    /// as in `tablesim explore`, so the walk reaches commits.
    private func next(_ random: inout SeededRandom, _ simulator: Simulator, lastWasSwipe: inout Bool) -> ExplorerStep {
        let table = simulator.tableView
        let visible = table.indexPathsForVisibleRows
        if lastWasSwipe, random.chance(0.5) {
            lastWasSwipe = false
            return .tapDeleteButton
        }
        lastWasSwipe = false
        // An open context menu takes every touch: the walk chooses in it or dismisses it.
        if let titles = simulator.contextMenuActionTitles {
            return titles.isEmpty || random.chance(0.3) ? .menuDismiss : .menu(random.pick(titles))
        }
        let draw = random.int(0...99)
        switch draw {
        case 0..<20: if !visible.isEmpty { return .tap(random.pick(visible)) }
        case 20..<32:
            if !visible.isEmpty {
                lastWasSwipe = true
                return .swipe(random.chance(0.8) ? .left : .right, random.pick(visible))
            }
        case 32..<36: return .tapDeleteButton
        case 36..<41: return .edit(!table.isEditingAllRows)
        case 41..<45: if !visible.isEmpty { return .tapEditingControl(random.pick(visible)) }
        case 45..<49:
            // A drag needs a row showing its reorder control: editing mode, and an app that moves rows.
            let movable = visible.filter { table.cellForRow(at: $0)?.isShowingReorderControl == true }
            if !movable.isEmpty { return .drag(random.pick(movable), to: random.pick(visible)) }
        case 49..<57: return .flick(up: random.chance(0.5), distance: random.pick([100, 300, 800]))
        case 57..<59: return .tapStatusBar
        case 59..<61: return .rotate(simulator.screen.orientation == .portrait ? .landscape : .portrait)
        case 61..<64: return simulator.keyboardFrame == nil || random.chance(0.3) ? .keyboardShow(height: 300) : .keyboardHide
        case 64..<66: return .textSize(random.pick(walkTextSizes.filter { $0 != simulator.textSize }))
        case 66..<80: if !actions.isEmpty { return .app(random.pick(actions).name) }
        case 80..<91:
            guard simulator.voiceOver.isRunning else { return .voiceOver(true) }
            return voiceOverStep(&random, simulator, visible: visible)
        // Only on a table with context menus: elsewhere the walk draws the same numbers as before menus existed.
        case 91 where longPresses && table.appResponds(to: .contextMenuConfigurationForRowAt):
            if !visible.isEmpty { return .longPress(random.pick(visible)) }
        default: break
        }
        return .wait(milliseconds: random.chance(0.5) ? 100 : 500)
    }

    /// A VoiceOver gesture while VoiceOver runs: the focused element's own custom actions (its
    /// Delete, say) a quarter of the time it has some, else a gesture, a row on screen for a finger.
    private func voiceOverStep(_ random: inout SeededRandom, _ simulator: Simulator, visible: [IndexPath]) -> ExplorerStep {
        let names = simulator.voiceOver.actionNames
        if !names.isEmpty, random.chance(0.25) { return .vo(.action(random.pick(names))) }
        switch random.int(0...15) {
        case 0, 1: return .vo(.next)
        case 2: return .vo(.previous)
        case 3, 4: return .vo(.activate)
        case 5: return .vo(.scroll(up: false))
        case 6: return .vo(.scroll(up: true))
        case 7: return .voiceOver(false)
        case 8: return .vo(.first)
        case 9: return .vo(.last)
        case 10, 11: return .vo(visible.isEmpty ? .next : .focus(random.pick(visible)))
        case 12: return .vo(.up)
        case 13: return .vo(.down)
        case 14: return .vo(.escape)
        // Double tap and hold, only on a table with menus (elsewhere the same numbers as before).
        case 15 where longPresses && simulator.tableView.appResponds(to: .contextMenuConfigurationForRowAt) && random.chance(0.5):
            return .vo(.longPress)
        default: return .vo(.magicTap)
        }
    }

    /// What a step came to: refused by the device (nothing happened), or carried out, with the first
    /// thing wrong after it.
    fileprivate enum StepOutcome {
        case refused
        case done(ExplorerFailure?)
    }

    /// Carries out a step and checks the app after it.
    fileprivate func take(_ step: ExplorerStep, _ app: App, _ simulator: Simulator) -> StepOutcome {
        let focusBefore = step.isVoiceOverScroll ? FocusState(simulator) : nil
        guard perform(step, app, simulator) else { return .refused }
        return .done(check(app, simulator, after: focusBefore.map { (step, $0) }))
    }

    /// Carries out a step; false when the simulator refuses it (a typed ``SimulationError``: the device
    /// does nothing, so the step is skipped, not a failure), or VoiceOver refuses it.
    private func perform(_ step: ExplorerStep, _ app: App, _ simulator: Simulator) -> Bool {
        do throws(SimulationError) {
            switch step {
            case .tap(let indexPath): try simulator.tap(indexPath)
            case .swipe(let direction, let indexPath): try simulator.swipe(indexPath, direction)
            case .tapDeleteButton: try simulator.tapDeleteButton()
            case .edit(let on): simulator.tableView.setEditing(on, animated: true)
            case .tapEditingControl(let indexPath): try simulator.tap(indexPath, region: .editingControl)
            case .drag(let from, let to): try simulator.drag(from, to: to)
            case .flick(let up, let distance):
                try simulator.flick(from: simulator.flickStartPoint, distance: Double(up ? -distance : distance), duration: 80)
            case .tapStatusBar: try simulator.tapStatusBar()
            case .wait(let milliseconds): simulator.wait(milliseconds: milliseconds)
            case .rotate(let orientation):
                guard orientation != simulator.screen.orientation else { return false }
                simulator.setScreen(simulator.screen.rotated(to: orientation))
            case .keyboardShow(let height): try simulator.showKeyboard(height: Double(height))
            case .keyboardHide: try simulator.hideKeyboard()
            case .textSize(let category):
                guard category != simulator.textSize else { return false }
                simulator.setTextSize(category)
            case .voiceOver(let on): on ? simulator.voiceOver.turnOn() : simulator.voiceOver.turnOff()
            case .longPress(let indexPath): try simulator.longPress(indexPath)
            case .menu(let title): try simulator.chooseContextMenuAction(titled: title)
            case .menuDismiss: try simulator.dismissContextMenu()
            case .vo(let gesture): return voiceOverAccepts { () throws(VoiceOverError) in try gesture.perform(on: simulator.voiceOver) }
            case .app(let name):
                guard let action = actions.first(where: { $0.name == name }) else { return false }
                action.body(app, simulator)
            }
            return true
        } catch {
            return false
        }
    }

    /// Whether VoiceOver carries out a gesture rather than refusing it (off, or nothing to focus).
    private func voiceOverAccepts(_ gesture: () throws(VoiceOverError) -> Void) -> Bool {
        do throws(VoiceOverError) {
            try gesture()
            return true
        } catch {
            return false
        }
    }

    /// The first thing wrong after a step: an uncaught exception, a broken invariant, the focus off
    /// screen after VoiceOver's own scroll (when asked), a property.
    private func check(_ app: App, _ simulator: Simulator, after voiceOverScroll: (ExplorerStep, FocusState)?) -> ExplorerFailure? {
        if let exception = simulator.tableView.exception { return .exception(exception) }
        if let problem = simulator._checkInvariants().first { return .invariant(problem) }
        if checksFocusOnScreen, let (step, before) = voiceOverScroll, let problem = before.focusOffScreen(after: step, simulator) {
            return .property(Self.focusOnScreen, message: problem)
        }
        for property in properties {
            if let message = property.check(app, simulator) { return .property(property.name, message: message) }
        }
        return nil
    }

    /// The name a broken `focus-on-screen` property fails under, as the scenario language spells it.
    private static var focusOnScreen: String { "focus-on-screen" }

    // MARK: Shrinking

    /// Replays steps from fresh apps and keeps the fewest, simplest that fail the same way.
    private struct Shrinker {
        let explorer: Explorer
        /// How many replays shrinking took.
        var replays = 0
        /// How the last steps shrinking kept fail: the shrunk steps' own words for the failure.
        var lastFailure: ExplorerFailure?

        /// The step at which `steps` replayed from a fresh app fails, and how; nil when it does not
        /// fail or the simulator refuses a step (the steps would not replay as written).
        mutating func replay(_ steps: [ExplorerStep]) -> (failure: ExplorerFailure, index: Int)? {
            replays += 1
            let (app, simulator) = explorer.start()
            if explorer.check(app, simulator, after: nil) != nil { return nil }
            for (index, step) in steps.enumerated() {
                guard case .done(let failure) = explorer.take(step, app, simulator) else { return nil }
                if let failure { return (failure, index) }
            }
            return nil
        }

        /// The fewest, simplest steps that still fail the way `target` did (``WalkShrinker``, as
        /// `tablesim explore` shrinks).
        mutating func shrink(_ path: [ExplorerStep], failing target: ExplorerFailure) -> [ExplorerStep] {
            WalkShrinker.shrink(path) { candidate in
                guard let replayed = replay(candidate), replayed.failure.isSameKind(as: target) else { return nil }
                lastFailure = replayed.failure
                return replayed.index
            }
        }
    }
}

/// The text sizes a walk changes to: the default, the smallest, the largest before the accessibility
/// sizes and the largest of all (as `tablesim explore` picks them).
private let walkTextSizes: [ContentSizeCategory] = [.large, .extraSmall, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

/// What an ``Explorer`` walk found: the failure and the minimal steps that reproduce it, or nothing.
public struct ExplorerResult: Hashable, Sendable, CustomStringConvertible {
    /// The seed of the walk.
    public var seed: UInt64
    /// What broke, or nil when the walk found nothing.
    public var failure: ExplorerFailure?
    /// The steps the walk drew, refused ones included, up to the failure or the limit.
    public var stepsTaken: Int
    /// Which walk from a fresh app failed (or the last one walked), counting from 1.
    public var walk: Int
    /// The steps of the failing walk as taken, before shrinking.
    public var walkSteps: [ExplorerStep]
    /// The fewest, simplest steps from a fresh app that fail the same way (empty when the app fails as
    /// it appears, or nothing was found).
    public var steps: [ExplorerStep]
    /// How `steps` fail: the same kind of failure as `failure`, in their own words (focus on another
    /// row, say); `failure` itself when nothing was shrunk.
    public var stepsFailure: ExplorerFailure?
    /// How many replays shrinking took.
    public var replays: Int
    /// What the walk exercised and how often, and what it never reached.
    public var reach: ExplorerReach

    /// The failure and its minimal steps as the issue words them, one step a line in the scenario
    /// language's words; nil when nothing was found.
    public var report: String? {
        guard let failure else { return nil }
        var text = "Explorer (seed \(seed)) found after \(stepsTaken) steps (walk \(walk)): \(failure)\n"
        if steps.isEmpty {
            text += "The app fails as its table appears."
        } else {
            text += "shrunk from \(walkSteps.count) steps to \(steps.count) in \(replays) replays:\n"
            text += steps.map { "  \($0)" }.joined(separator: "\n")
            if let stepsFailure, stepsFailure != failure { text += "\nwhich fail with: \(stepsFailure)" }
        }
        return text
    }

    /// The whole outcome to read: the finding and its minimal steps (or that there was none), then the
    /// reach summary, as `tablesim explore` prints them.
    public var description: String {
        (report ?? "Explorer (seed \(seed)) found nothing in \(stepsTaken) steps (\(walk) walks)") + "\n" + reach.description
    }
}

/// What an ``Explorer`` walk exercised: how often each kind of step was carried out, each callback
/// (by selector) traced and each UIKit exception raised, and which it never reached, so a user sees
/// what was and was not explored. Steps and callbacks are those of the walk itself (the tables'
/// appearance at each fresh start and shrinking's replays are not counted), as `tablesim explore` counts.
public struct ExplorerReach: Hashable, Sendable, CustomStringConvertible {
    /// How often each kind of step (``ExplorerStep/kind``) was carried out.
    public var steps: [String: Int]
    /// How many drawn steps the device refused (and so did nothing).
    public var refusedSteps: Int
    /// How often each callback was traced, by its selector (`tableView(_:didSelectRowAt:)`).
    public var callbacks: [String: Int]
    /// How often each UIKit exception (`name: reason`) was raised.
    public var exceptions: [String: Int]
    /// The kinds of step the walk can take (the app's actions included) that it never carried out.
    public var neverReachedSteps: [String]
    /// The callbacks TableSim models that were never traced, by selector, sorted.
    public var neverReachedCallbacks: [String]

    /// The summary as `tablesim explore` prints its reach: each count, most first, then what was never reached.
    public var description: String {
        "reach:\n" + ReachText.counts("steps (\(refusedSteps) refused)", steps) + ReachText.counts("callbacks", callbacks)
            + ReachText.counts("exceptions", exceptions) + ReachText.neverReached("steps", neverReachedSteps)
            + ReachText.neverReached("callbacks", neverReachedCallbacks)
    }
}

/// The counts a walk gathers for its ``ExplorerReach``.
struct ReachCounter {
    var steps: [String: Int] = [:]
    var refused = 0
    var callbacks: [String: Int] = [:]
    var exceptions: [String: Int] = [:]

    /// Counts a step carried out and the callbacks it traced.
    mutating func count(_ step: ExplorerStep, _ trace: [TraceLine]) {
        steps[step.kind, default: 0] += 1
        for line in trace where line.kind == .callback {
            callbacks[line.name, default: 0] += 1
        }
    }

    /// The summary, with the app's actions among the kinds of step a walk can take.
    func summary(appActions: [String]) -> ExplorerReach {
        let kinds = ExplorerStep.gestureKinds + appActions.map { ExplorerStep.app($0).kind }
        return ExplorerReach(
            steps: steps, refusedSteps: refused, callbacks: callbacks, exceptions: exceptions,
            neverReachedSteps: kinds.filter { steps[$0] == nil },
            neverReachedCallbacks: CallbackSelector.allCases.map(\.rawValue).filter { callbacks[$0] == nil }.sorted())
    }
}

/// VoiceOver's focus and the table's scroll position before one of VoiceOver's own scrolls, to tell
/// whether the gesture moved either (at a boundary it moves neither, and the focus stays where it was).
struct FocusState {
    let focus: AccessibilityElement.ID?
    let offsetY: Double

    init(_ simulator: Simulator) {
        focus = simulator.voiceOver.focus
        offsetY = simulator.tableView.contentOffset.y
    }

    /// What is wrong when the gesture moved the focus or the content and the focused element does not
    /// show on screen; nil when it shows, nothing is focused, or nothing moved.
    func focusOffScreen(after step: ExplorerStep, _ simulator: Simulator) -> String? {
        guard let element = simulator.voiceOver.focusedElement,
            element.id != focus || simulator.tableView.contentOffset.y != offsetY,
            simulator.shownPart(ofAccessibilityFrame: element.frame) == nil
        else { return nil }
        return "after \(step) VoiceOver's focus is on \(element.id), which does not show on screen (its frame \(element.frame))"
    }
}
