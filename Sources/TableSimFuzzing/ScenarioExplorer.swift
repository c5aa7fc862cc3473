import Foundation
import TableSim
import TableSimExploring
import TableSimScenario

extension ExplorerFailure {
    /// The failure in a sentence, as `tablesim run` words it (a property's message is already its sentence).
    package var scenarioWording: String {
        switch self {
        case .property(_, let message): message
        default: description
        }
    }
}

/// The table an exploration starts from: a scenario file's setup lines, or the built-in sample.
package struct ExploreSetup: Sendable {
    /// The setup lines as written, copied into the scenario a finding writes.
    package var lines: [String]
    /// The lines parsed.
    var statements: [Statement]
    /// The file's name, for the statements' locations.
    var file: String

    /// The built-in sample table (no setup lines: a scenario without any acts on it).
    package static let sample = ExploreSetup(lines: [], statements: [], file: "<sample>")

    /// The setup lines of a scenario's text up to its first command (the rest of the file is ignored).
    package init(source: String, file: String) throws(ScenarioError) {
        let parsed = try ScenarioParser(file: file).parse(source)
        var statements: [Statement] = []
        for statement in parsed {
            guard case .setup = statement.kind else { break }
            statements.append(statement)
        }
        self.init(lines: statements.map(\.text), statements: statements, file: file)
    }

    private init(lines: [String], statements: [Statement], file: String) {
        self.lines = lines
        self.statements = statements
        self.file = file
    }
}

/// What an exploration is allowed to do and for how long.
package struct ExploreOptions: Sendable {
    /// The seed: the same seed gives the same walk, the same finding and the same file.
    package var seed: UInt64 = 1
    /// The most steps over all walks.
    package var steps = 1_000_000
    /// The most wall-clock seconds (checked every 256 steps; the walk itself never reads the clock).
    package var seconds = 10.0
    /// Whether app code is sometimes wrong (a table call without its model change); the exception
    /// that follows such a step is expected, not a finding.
    package var wrongAppCode = false
    /// The steps of one walk before the table starts again from its setup.
    package var walkLength = 40
    /// Whether the walk also uses Full Keyboard Access, Voice Control and Switch Control, and checks
    /// the `assistive-reach` property after every step (`--assistive`); off, the walk draws exactly
    /// the steps it drew before they existed.
    package var assistiveTechnologies = false
    /// How many walks are taken at once, on as many threads (`--jobs`); the result is the same with any number.
    package var jobs = 1
    /// `--shard I/N`: only walks I - 1, I - 1 + N, … of the seed's walks, for a CI matrix; nil: all.
    package var shard: Shard?
    /// The default options.
    package init() {}
}

/// What an exploration found and reached.
package struct ExploreResult: Sendable {
    /// The failure, if a walk found one.
    package var failure: ExplorerFailure?
    /// The steps of the walk up to the failure, before shrinking.
    package var foundSteps: [ExploreAction] = []
    /// The shrunk steps: the fewest that still fail the same way.
    package var shrunkSteps: [ExploreAction] = []
    /// How the shrunk steps fail: the same kind of failure as the walk's, in their own words (nil
    /// until shrinking replayed them).
    package var shrunkFailure: ExplorerFailure?
    /// The scenario the shrunk steps make, with `expect` blocks of their traces.
    package var scenario: String?
    /// The steps run over all walks (shrinking's replays not counted).
    package var steps = 0
    /// The walks started.
    package var walks = 0
    /// How many replays shrinking made.
    package var shrinkReplays = 0
    /// How often each callback (a trace line's method) was traced.
    package var callbacks: [String: Int] = [:]
    /// How often each UIKit exception reason ended a walk.
    package var exceptions: [String: Int] = [:]
    /// How often each statement family was run.
    package var statements: [String: Int] = [:]
    /// The families the walk could take, for the summary's list of those never reached.
    package var families = ExploreAction.families
}

/// Hears each walk as it is taken, before its steps run: what a crash handler needs to write the walk
/// that trapped (``ExploreTrapRecord``).
package protocol ExploreWalkListener: AnyObject {
    /// A walk starts again from the setup lines; its `appear` runs next.
    func walkStarted()
    /// A step is about to run, written as these scenario lines.
    func willTake(_ lines: [String])
    /// The step just announced did nothing (it was refused) and is not part of the walk.
    func refused()
    /// The walking is over (shrinking, if anything was found, replays other steps).
    func walkingEnded()
}

/// A seeded random walk over what a user and the app can do to a declared table, run in process on
/// ``StatementLoop``; it checks invariants, exceptions and the declared properties after every step,
/// and shrinks a failing walk to a minimal scenario.
///
/// Each statement's text is parsed once and kept: the walk reuses the parsed statement whenever it
/// takes that step again, so a step costs the table's work, not the parser's.
package final class ScenarioExplorer {
    private let setup: ExploreSetup
    private let options: ExploreOptions
    private var random: FuzzRandom
    private var parsed: [String: Statement] = [:]
    private let problems = InvariantBox()
    private var result = ExploreResult()
    /// The walk being taken.
    private var current = WalkOutcome()
    /// The row the last step aimed at: the walk comes back to it often, so sequences on one row
    /// (select it, swipe it, delete it) are likely.
    private var lastRow: IndexPath?
    private var lastWasSwipe = false
    /// Hears each walk before its steps run.
    package weak var listener: (any ExploreWalkListener)?

    /// An explorer of a table with options.
    package init(setup: ExploreSetup, options: ExploreOptions) {
        self.setup = setup
        self.options = options
        random = FuzzRandom(seed: options.seed)
        result.families = ExploreAction.families(assistive: options.assistiveTechnologies)
    }

    /// Walks until a failure, the step budget or the time limit; a failure is shrunk and written.
    /// `progress` hears a sentence now and then (at most one a second).
    ///
    /// Walk `k` draws from a generator of its own, seeded from the seed and `k`
    /// (``walkSeed(_:walk:)``), so that walks can be taken on several threads at once (`jobs`) and
    /// still be counted in their order: the result, the finding and its file are the same with any
    /// number of jobs. The time limit is checked as each walk starts.
    package func run(progress: (String) -> Void = { _ in }) -> ExploreResult {
        let start = Date()
        let deadline = start.addingTimeInterval(options.seconds)
        var lastReport = start
        let budget = options.steps
        // Every walk takes a step at least (or ends the exploration), so there are no more walks than steps.
        let most = budget
        // With `--shard I/N`, the walks this shard takes are I - 1, I - 1 + N, ...
        let shard = options.shard ?? .whole
        /// Counts a walk in; false when the exploration ends with it.
        func count(_ number: Int, _ taken: WalkOutcome) -> Bool {
            var walk = taken
            if walk.outOfTime { return false }
            if walk.steps > budget - result.steps {
                // Only part of this walk fits the budget: taken again with what is left, it draws
                // the same steps up to there.
                walk = takeWalk(number, steps: budget - result.steps, deadline: .distantFuture)
            }
            result.walks += 1
            result.steps += walk.steps
            result.statements.merge(walk.statements, uniquingKeysWith: +)
            result.callbacks.merge(walk.callbacks, uniquingKeysWith: +)
            result.exceptions.merge(walk.exceptions, uniquingKeysWith: +)
            if let failure = walk.failure {
                result.failure = failure
                result.foundSteps = walk.actions
                return false
            }
            let now = Date()
            if now.timeIntervalSince(lastReport) >= 1 {
                lastReport = now
                progress("\(result.steps) steps, \(result.walks) walks, nothing found yet")
            }
            return result.steps < budget
        }
        if options.jobs > 1 {
            let workers = ExplorerPool(setup: setup, options: options, listener: listener)
            let walkLength = options.walkLength
            OrderedJobs.run(count: most, threads: options.jobs) { position in
                workers.withExplorer {
                    $0.takeWalk(shard.item(position), steps: walkLength, deadline: deadline)
                }
            } handle: { position, walk in
                count(shard.item(position), walk)
            }
        } else {
            for position in 0..<most {
                let number = shard.item(position)
                if !count(number, takeWalk(number, steps: options.walkLength, deadline: deadline)) { break }
            }
        }
        listener?.walkingEnded()
        if let failure = result.failure {
            result.shrunkSteps = shrink(result.foundSteps, failing: failure)
            result.scenario = scenario(of: result.shrunkSteps, failure: result.shrunkFailure ?? failure)
        }
        return result
    }

    /// The seed of walk `walk`'s own generator: the `walk`-th number the seed's own SplitMix64
    /// sequence draws (reached in one step: the generator's state moves by a constant per draw).
    /// Walks of one seed, and walks of nearby seeds, so draw unrelated sequences; seeding walk `k` with
    /// `seed + k` would make seed 2's walks seed 1's from its second walk on.
    package static func walkSeed(_ seed: UInt64, walk: Int) -> UInt64 {
        var generator = FuzzRandom(seed: seed &+ UInt64(walk) &* 0x9E37_79B9_7F4A_7C15)
        return generator.next()
    }

    /// What one walk did: its steps and what they reached, and how it ended.
    struct WalkOutcome: Sendable {
        /// The steps drawn (refused ones too: they count against the budget).
        var steps = 0
        var statements: [String: Int] = [:]
        var callbacks: [String: Int] = [:]
        var exceptions: [String: Int] = [:]
        /// The steps that ran, up to and including a failing one.
        var actions: [ExploreAction] = []
        var failure: ExplorerFailure?
        /// The time limit had passed when the walk was to start: it did not.
        var outOfTime = false
    }

    /// Takes walk `number` from the setup: up to `steps` steps, or until a failure.
    func takeWalk(_ number: Int, steps: Int, deadline: Date) -> WalkOutcome {
        current = WalkOutcome()
        guard Date() < deadline else {
            current.outOfTime = true
            return current
        }
        random = FuzzRandom(seed: Self.walkSeed(options.seed, walk: number))
        let loop = freshLoop()
        listener?.walkStarted()
        _ = loop.run(statement("appear"))
        if loop.engine.crashLocation != nil, let exception = loop.engine.lastException {
            // The app crashes as the table loads: the finding is the file itself, with no step.
            current.failure = .exception(exception)
            return current
        }
        lastRow = nil
        lastWasSwipe = false
        for _ in 0..<steps {
            let action = Self.outsideSearch(nextAction(loop.engine), loop.engine)
            current.steps += 1
            current.statements[action.family, default: 0] += 1
            listener?.willTake(action.lines)
            switch perform(action, on: loop, counting: true) {
            case .ok:
                current.actions.append(action)
            case .ignored:
                listener?.refused()
            case .crashedAsAsked:
                return current
            case .failed(let failure):
                current.actions.append(action)
                current.failure = failure
                return current
            }
        }
        return current
    }

    // MARK: Steps

    enum StepResult {
        case ok
        /// The step was refused (a row no longer there, no Delete button to tap): nothing happened.
        case ignored
        /// Wrong app code crashed the app, as it was asked to.
        case crashedAsAsked
        case failed(ExplorerFailure)
    }

    private func freshLoop() -> StatementLoop {
        let box = problems
        box.found = []
        let loop = StatementLoop(invariants: .report { _, found in box.found += found })
        for statement in setup.statements { _ = loop.run(statement) }
        return loop
    }

    /// The parsed statement of a line the walk writes.
    private func statement(_ line: String) -> Statement {
        if let known = parsed[line] { return known }
        do throws(ScenarioError) {
            guard let statement = try ScenarioParser(file: setup.file).parseSingleLine(line) else {
                preconditionFailure("the explorer writes statements, not blank lines: '\(line)'")
            }
            parsed[line] = statement
            return statement
        } catch {
            preconditionFailure("the explorer writes valid statements: '\(line)': \(error)")
        }
    }

    private func perform(_ action: ExploreAction, on loop: StatementLoop, counting: Bool) -> StepResult {
        for line in action.lines {
            let statement = statement(line)
            let outcome = loop.run(statement)
            if counting {
                // Callbacks only, as the Swift Explorer counts them: notifications and VoiceOver's
                // speech are the statements' own (keyboard, vo), counted there.
                for traced in outcome.trace ?? [] where traced.kind == .callback {
                    current.callbacks[traced.name, default: 0] += 1
                }
            }
            if let problem = problems.found.first { return .failed(.invariant(problem)) }
            if outcome.error != nil {
                if case .command(let command) = statement.kind, let broken = loop.engine.brokenProperty(after: command) {
                    return .failed(.property(broken.property.rawValue, message: broken.message))
                }
                if case .setup = statement.kind, let broken = loop.engine.brokenProperty(after: nil) {
                    return .failed(.property(broken.property.rawValue, message: broken.message))
                }
                return .ignored
            }
            if loop.engine.crashLocation != nil, let exception = loop.engine.lastException {
                if counting { current.exceptions[exception.name + ": " + exception.reason, default: 0] += 1 }
                return action.isWrongAppCode ? .crashedAsAsked : .failed(.exception(exception))
            }
        }
        if options.assistiveTechnologies, let problem = AssistiveReach.problem(in: loop.engine) {
            return .failed(.property(AssistiveReach.name, message: problem))
        }
        return .ok
    }

    /// The next step, aimed at what is on screen now.
    private func nextAction(_ engine: ScenarioEngine) -> ExploreAction {
        guard let table = engine.tableView else { preconditionFailure("the walk's table appeared") }
        let visible = table.indexPathsForVisibleRows
        func row() -> IndexPath? {
            if let lastRow, table.contains(lastRow), random.chance(0.6) { return lastRow }
            guard !visible.isEmpty else { return nil }
            let picked = random.pick(visible)
            lastRow = picked
            return picked
        }
        if lastWasSwipe, random.chance(0.5) {
            lastWasSwipe = false
            return .tapDeleteButton
        }
        lastWasSwipe = false
        // An open context menu takes every touch: the walk chooses in it or dismisses it.
        if let titles = engine.simulator?.contextMenuActionTitles {
            return .contextMenu(titles.isEmpty || random.chance(0.3) ? .dismiss : .choose(random.pick(titles)))
        }
        // Only on a screen with a search bar: elsewhere the walk draws the same numbers as before search existed.
        if let search = engine.simulator?.searchController {
            if let step = searchStep(search) { return step }
        }
        // A placeholder row a drop inserted waits for its data: the app finishes it now and then. Only
        // after a drop, so other walks draw the same numbers as before drops existed.
        // The data source's index paths differ from the table's while one shows, so app code waits for it.
        if !table.placeholderRows.isEmpty { return .dragDrop(random.chance(0.7) ? .commit : .delete) }
        // Only with the option: without it the walk draws the same numbers as before these steps existed.
        if options.assistiveTechnologies, let simulator = engine.simulator, random.chance(AssistiveSteps.share(simulator)) {
            return AssistiveSteps.next(simulator, &random)
        }
        let draw = random.int(0...99)
        switch draw {
        case 0..<14: if let row = row() { return .tap(row) }
        case 14..<24:
            if let row = row() {
                lastWasSwipe = true
                return .swipe(random.chance(0.8) ? .left : .right, row)
            }
        case 24..<27: return .tapDeleteButton
        case 27..<31: return .edit(!engine.controllerIsEditing)
        case 31..<35: if let row = row() { return .tapEditingControl(row) }
        case 35..<41: return .flick(random.chance(0.5) ? .up : .down, distance: random.pick([100, 300, 800]))
        case 41..<44: return .scrollBy(random.pick([-500, -100, 100, 500]))
        case 44..<46: return random.chance(0.5) ? .scrollTop : .scrollBottom
        case 46..<49: return .rotate(random.chance(0.5) ? .landscape : .portrait)
        case 49..<52: return random.chance(0.5) ? .keyboardShow(height: 300) : .keyboardHide
        case 52..<54: return .textSize(random.pick([.large, .extraSmall, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]))
        case 54..<56: return .voiceOver(random.chance(0.7))
        case 56..<64: return voiceOverStep(engine, row: row)
        case 64..<68: if let row = row() { return .select(row) }
        case 68..<71:
            if let selected = table.indexPathsForSelectedRows, !selected.isEmpty { return .deselect(random.pick(selected)) }
        case 71..<74: if let row = row() { return .reloadRow(row) }
        case 74..<76: return .reloadData
        case 76..<86:
            if let row = row() { return .deleteRow(row, correct: !(options.wrongAppCode && random.chance(0.3))) }
        case 86..<94:
            if let row = row() { return .insertRow(row, correct: !(options.wrongAppCode && random.chance(0.3))) }
        case 94..<96:
            if let row = row(), !visible.isEmpty { return .drag(row, to: random.pick(visible)) }
        case 96..<97: return .tapStatusBar
        // Only on a table with context menus: elsewhere the walk draws the same numbers as before menus existed.
        case 97 where table.appResponds(to: .contextMenuConfigurationForRowAt):
            if let row = row() { return .contextMenu(.longPress(row)) }
        // Likewise only with a refresh control, and only with declared key commands.
        case 98 where table.refreshControl != nil && (table.dropDelegate == nil || random.chance(0.5)):
            return .controllerFeature(random.pick([.pullToRefresh, .refresh(begin: true), .refresh(begin: false)]))
        case 99 where !(engine.simulator?.keyCommands.isEmpty ?? true):
            guard let simulator = engine.simulator, simulator.hardwareKeyboard.isConnected else { return .hardwareKeyboard(true) }
            return .controllerFeature(.keyCombination(random.pick(simulator.keyCommands).combination))
        // Only on a table with a drop delegate, likewise: a drop from another app at a row on screen (it
        // shares its number with the refresh control's steps, half and half on a table with both).
        case 98 where table.dropDelegate != nil:
            if let row = row() { return .dragDrop(.dropTexts([random.pick(["Kiwi", "Lime"])], at: row)) }
        default: return .wait(milliseconds: random.pick([100, 500]))
        }
        return .wait(milliseconds: 100)
    }

    /// The app's row changes while a search shows filtered rows become a Cancel: the declared app's
    /// model changes act on all its rows, not on those the search shows.
    private static func outsideSearch(_ action: ExploreAction, _ engine: ScenarioEngine) -> ExploreAction {
        guard let search = engine.simulator?.searchController, search.isActive else { return action }
        switch action {
        case .deleteRow, .insertRow: return search.isCancelButtonShown ? .search(.cancel) : .wait(milliseconds: 100)
        default: return action
        }
    }

    /// A search step a tenth of the time.
    private func searchStep(_ search: SearchController) -> ExploreAction? {
        guard random.chance(0.1) else { return nil }
        switch random.int(0...5) {
        case 0: return .search(.tap)
        case 1, 2: return .search(.type(random.pick(["a", "e", "Row", "zz"])))
        case 3: return search.isEditing ? .search(.submit) : .search(.tap)
        case 4: return search.isScopeBarShown ? .search(.scopeIndex(random.int(0...(search.scopeButtonTitles.count - 1)))) : .search(.tap)
        default: return search.isCancelButtonShown ? .search(.cancel) : .search(.tap)
        }
    }

    /// A VoiceOver gesture: the focused element's own custom actions (a row's Delete, say) a quarter
    /// of the time it has some, else a gesture, a row on screen for a finger.
    private func voiceOverStep(_ engine: ScenarioEngine, row: () -> IndexPath?) -> ExploreAction {
        let names = engine.simulator?.voiceOver.actionNames ?? []
        if !names.isEmpty, random.chance(0.25) { return .vo(.action(random.pick(names))) }
        switch random.int(0...15) {
        case 0, 1: return .vo(.next)
        case 2: return .vo(.previous)
        case 3, 4: return .vo(.activate)
        case 5: return .vo(.scroll(up: true))
        case 6: return .vo(.scroll(up: false))
        case 7: return .vo(.first)
        case 8: return .vo(.last)
        case 9, 10, 11: return .vo(row().map(VoiceOverGesture.focus) ?? .next)
        case 12: return .vo(.up)
        case 13: return .vo(.down)
        case 14: return .vo(.escape)
        // Double tap and hold, only on a table with menus (elsewhere the same numbers as before).
        case 15 where engine.tableView?.appResponds(to: .contextMenuConfigurationForRowAt) == true && random.chance(0.5):
            return .vo(.longPress)
        default: return .vo(.magicTap)
        }
    }

    // MARK: Shrinking

    /// The step at which `actions` replayed from the setup fails, and how; nil when it does not fail,
    /// or a step is refused (a scenario with a refused command would not run).
    package func replay(_ actions: [ExploreAction]) -> (failure: ExplorerFailure, index: Int)? {
        result.shrinkReplays += 1
        let loop = freshLoop()
        for (index, action) in actions.enumerated() {
            switch perform(action, on: loop, counting: false) {
            case .ok: continue
            case .ignored, .crashedAsAsked: return nil
            case .failed(let failure): return (failure, index)
            }
        }
        return nil
    }

    /// The fewest, simplest steps that still fail the way `target` did (``WalkShrinker``).
    package func shrink(_ actions: [ExploreAction], failing target: ExplorerFailure) -> [ExploreAction] {
        WalkShrinker.shrink(actions) { candidate in
            guard let replayed = replay(candidate), replayed.failure.isSameKind(as: target) else { return nil }
            // The shrinker keeps every candidate that fails so: the last one's words (focus on
            // another row, say) are the shrunk steps', and the file says what running it says.
            result.shrunkFailure = replayed.failure
            return replayed.index
        }
    }

    // MARK: Writing

    /// The scenario of `actions`: the setup lines, each command with an `expect` block of its trace
    /// (as `--update` writes them), ending in the failing one.
    package func scenario(of actions: [ExploreAction], failure: ExplorerFailure) -> String {
        let shard = options.shard.map { ", shard \($0)" } ?? ""
        var text = "# Found by tablesim explore (seed \(options.seed)\(shard)): \(failure.scenarioWording)\n"
        text += actions.isEmpty
            ? "# The app crashes as the table appears.\n"
            : "# Shrunk from a walk of \(result.foundSteps.count) steps to \(actions.count).\n"
        text += setup.lines.map { $0 + "\n" }.joined()
        if !setup.lines.isEmpty { text += "\n" }
        let loop = freshLoop()
        let steps = actions.isEmpty ? [["appear"]] : actions.map(\.lines)
        for (index, lines) in steps.enumerated() {
            for line in lines {
                if index == steps.count - 1, line == lines.last, case .property(let property, _) = failure {
                    text += "# The next command breaks property \(property).\n"
                }
                text += line + "\n"
                let outcome = loop.run(statement(line))
                guard outcome.error == nil, let trace = outcome.trace, !trace.isEmpty,
                    loop.engine.lastTraceNotKept == 0
                else { continue }
                text += "expect\n"
                text += TraceMatcher.updatedBody([], trace.map(\.text)).lines.map { "  " + $0 + "\n" }.joined()
                text += "end\n"
            }
        }
        return text
    }
}

/// Explorers for the walks taken on worker threads (`jobs`): one per thread at a time, each keeping
/// its parsed statements from walk to walk.
private final class ExplorerPool: @unchecked Sendable {
    private let setup: ExploreSetup
    private let options: ExploreOptions
    private weak var listener: (any ExploreWalkListener)?
    private let lock = ThreadCondition()
    private var idle: [ScenarioExplorer] = []

    init(setup: ExploreSetup, options: ExploreOptions, listener: (any ExploreWalkListener)?) {
        self.setup = setup
        self.options = options
        self.listener = listener
    }

    /// Runs `body` with an explorer no other thread is using.
    func withExplorer<T>(_ body: (ScenarioExplorer) -> T) -> T {
        let explorer = lock.withLock { idle.popLast() } ?? {
            let made = ScenarioExplorer(setup: setup, options: options)
            made.listener = listener
            return made
        }()
        defer { lock.withLock { idle.append(explorer) } }
        return body(explorer)
    }
}

/// The invariant problems the current loop reported.
private final class InvariantBox: @unchecked Sendable {
    // One explorer on one thread writes and reads it; Sendable only because the report closure must be.
    var found: [String] = []
}
