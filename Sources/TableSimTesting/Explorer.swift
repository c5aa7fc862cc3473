import TableSim
import Testing

/// A seeded random walk over a user's own app (their data source and delegate on a ``Simulator``):
/// gestures aimed at what is on screen interleaved with the app's own actions, checked after every
/// step, and a failure shrunk to the fewest steps that still fail the same way.
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
/// explorer.run()  // records one issue naming the failure and its minimal steps
/// ```
public struct Explorer<App> {
    /// The seed of the walk: the same seed gives the same walk, the same finding and the same steps.
    public var seed: UInt64
    /// The most steps the walk takes before it reports that it found nothing.
    public var steps: Int
    /// The steps after which the walk starts again from a fresh app, as `tablesim explore` does.
    public var walkLength = 40

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
        var taken = 0
        var walkNumber = 0
        while taken < steps {
            walkNumber += 1
            let (app, simulator) = start()
            var path: [ExplorerStep] = []
            if let failure = check(app, simulator) {
                return ExplorerResult(seed: seed, failure: failure, stepsTaken: taken, walk: walkNumber, walkSteps: [], steps: [], replays: 0)
            }
            var lastWasSwipe = false
            while path.count < walkLength, taken < steps {
                let step = next(&random, simulator, lastWasSwipe: &lastWasSwipe)
                taken += 1
                guard perform(step, app, simulator) else { continue }
                path.append(step)
                if let failure = check(app, simulator) {
                    var shrinker = Shrinker(explorer: self)
                    let minimal = shrinker.shrink(path, failing: failure)
                    return ExplorerResult(
                        seed: seed, failure: failure, stepsTaken: taken, walk: walkNumber, walkSteps: path, steps: minimal,
                        replays: shrinker.replays)
                }
            }
        }
        return ExplorerResult(seed: seed, failure: nil, stepsTaken: taken, walk: walkNumber, walkSteps: [], steps: [], replays: 0)
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
        let draw = random.int(0...99)
        switch draw {
        case 0..<22: if !visible.isEmpty { return .tap(random.pick(visible)) }
        case 22..<36:
            if !visible.isEmpty {
                lastWasSwipe = true
                return .swipe(random.chance(0.8) ? .left : .right, random.pick(visible))
            }
        case 36..<40: return .tapDeleteButton
        case 40..<46: return .edit(!table.isEditingAllRows)
        case 46..<52: if !visible.isEmpty { return .tapEditingControl(random.pick(visible)) }
        case 52..<62: return .flick(up: random.chance(0.5), distance: random.pick([100, 300, 800]))
        case 62..<65: return .tapStatusBar
        case 65..<80: if !actions.isEmpty { return .app(random.pick(actions).name) }
        case 80..<90:
            guard simulator.voiceOver.isRunning else { return .voiceOver(true) }
            return random.pick([.voNext, .voNext, .voPrevious, .voActivate, .voiceOver(false)])
        default: break
        }
        return .wait(milliseconds: random.chance(0.5) ? 100 : 500)
    }

    /// Carries out a step; false when the simulator refuses it (a typed ``SimulationError``: the device
    /// does nothing, so the step is skipped, not a failure), or VoiceOver refuses it.
    fileprivate func perform(_ step: ExplorerStep, _ app: App, _ simulator: Simulator) -> Bool {
        do throws(SimulationError) {
            switch step {
            case .tap(let indexPath): try simulator.tap(indexPath)
            case .swipe(let direction, let indexPath): try simulator.swipe(indexPath, direction)
            case .tapDeleteButton: try simulator.tapDeleteButton()
            case .edit(let on): simulator.tableView.setEditing(on, animated: true)
            case .tapEditingControl(let indexPath): try simulator.tap(indexPath, region: .editingControl)
            case .flick(let up, let distance):
                try simulator.flick(from: simulator.flickStartPoint, distance: Double(up ? -distance : distance), duration: 80)
            case .tapStatusBar: try simulator.tapStatusBar()
            case .wait(let milliseconds): simulator.wait(milliseconds: milliseconds)
            case .voiceOver(let on): on ? simulator.voiceOver.turnOn() : simulator.voiceOver.turnOff()
            case .voNext: return voiceOverAccepts { () throws(VoiceOverError) in try simulator.voiceOver.next() }
            case .voPrevious: return voiceOverAccepts { () throws(VoiceOverError) in try simulator.voiceOver.previous() }
            case .voActivate: return voiceOverAccepts { () throws(VoiceOverError) in try simulator.voiceOver.activate() }
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

    /// The first thing wrong after a step: an uncaught exception, a broken invariant, a property.
    fileprivate func check(_ app: App, _ simulator: Simulator) -> ExplorerFailure? {
        if let exception = simulator.tableView.exception { return .exception(exception) }
        if let problem = simulator._checkInvariants().first { return .invariant(problem) }
        for property in properties {
            if let message = property.check(app, simulator) { return .property(property.name, message: message) }
        }
        return nil
    }

    // MARK: Shrinking

    /// Replays steps from fresh apps and keeps the fewest, simplest that fail the same way.
    private struct Shrinker {
        let explorer: Explorer
        /// How many replays shrinking took.
        var replays = 0

        /// The step at which `steps` replayed from a fresh app fails, and how; nil when it does not
        /// fail or the simulator refuses a step (the steps would not replay as written).
        mutating func replay(_ steps: [ExplorerStep]) -> (failure: ExplorerFailure, index: Int)? {
            replays += 1
            let (app, simulator) = explorer.start()
            if explorer.check(app, simulator) != nil { return nil }
            for (index, step) in steps.enumerated() {
                guard explorer.perform(step, app, simulator) else { return nil }
                if let failure = explorer.check(app, simulator) { return (failure, index) }
            }
            return nil
        }

        /// The fewest, simplest steps that still fail the way `target` did (``WalkShrinker``, as
        /// `tablesim explore` shrinks).
        mutating func shrink(_ path: [ExplorerStep], failing target: ExplorerFailure) -> [ExplorerStep] {
            WalkShrinker.shrink(path) { candidate in
                guard let replayed = replay(candidate), replayed.failure.isSameKind(as: target) else { return nil }
                return replayed.index
            }
        }
    }
}

/// What an ``Explorer`` walk found: the failure and the minimal steps that reproduce it, or nothing.
public struct ExplorerResult: Hashable, Sendable {
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
    /// How many replays shrinking took.
    public var replays: Int

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
        }
        return text
    }
}
