import Foundation
import TableSim

/// What one command did: its own trace, and text to print.
package struct CommandOutcome: Sendable {
    /// The command's own trace.
    package var trace: [TraceLine] = []
    /// Text the command prints (`state`, `show`, `trace`).
    package var printed = ""
    /// Whether the command itself ran: false when the app crashed in the implicit `appear` before it.
    package var ran = true
}

/// Runs setup lines and commands on a live simulator: the interpreter both the runner and the REPL use.
package final class ScenarioEngine {
    /// The table the setup lines describe so far.
    package private(set) var setup: TableSetup
    /// The simulator, once the table appeared.
    package private(set) var simulator: Simulator?
    private var app: DeclaredApp?
    /// The trace of the last command: its first `commandTraceLimit` lines.
    package private(set) var lastTrace: [TraceLine] = []
    /// How many lines of the last command's trace were not kept, beyond `commandTraceLimit`.
    package private(set) var lastTraceNotKept = 0
    /// How many lines of the last command's implicit `appear` were not kept (0 when it had none).
    package private(set) var implicitAppearNotKept = 0
    /// The most lines of one command's trace kept for `expect` and for printing; the rest are
    /// counted, so a load that asks about millions of rows does not hold millions of lines.
    package var commandTraceLimit: Int {
        get { recorder.commandLimit }
        set { recorder.commandLimit = newValue }
    }
    /// Asked once per frame of the simulator's clock; yes stops the command (the REPL's Ctrl-C).
    package var interruptionRequested: (() -> Bool)?
    /// What a traced line belongs to, for a listener that prints lines as they happen.
    package enum TracePart: Sendable {
        /// The `appear` a command made first because the table had not appeared.
        case implicitAppear
        /// The command itself (or a rotation).
        case command
    }

    /// Hears every line as soon as it is finished, kept or not (`--trace` streams through it).
    package var traceListener: ((TraceLine, TracePart) -> Void)?
    /// Where `trace` writes the history as it reads it, rather than into its printed text, which
    /// for a long REPL session would be one string of the whole session.
    var traceHistoryOutput: ((String) -> Void)?
    /// The file that keeps the whole run's trace for `trace` (the REPL's), or nil for the latest lines only.
    var traceHistoryFile: SpillFile? {
        get { recorder.historyFile }
        set { recorder.historyFile = newValue }
    }
    /// Whether the last command run was stopped by an interruption.
    package private(set) var lastCommandInterrupted = false
    private let recorder = TraceRecorder()
    /// The exception the last command raised, if it raised one.
    package private(set) var lastException: UIKitException?
    /// Folders besides the scenario's own that `snapshot` lines may write below (`--snapshots`).
    package var snapshotFolders: [String] = []
    /// Where the app crashed, once it did.
    package private(set) var crashLocation: ScenarioLocation?
    /// Whether the controller is in editing mode (its Edit button reads Done).
    package private(set) var controllerIsEditing = false
    /// Where each `begin updates` still waiting for its `end updates` was written, outermost first.
    package private(set) var openBatches: [ScenarioLocation] = []
    /// VoiceOver's focus and the scroll position before the last `vo` gesture: `property focus-on-screen`
    /// checks the focus only when one of VoiceOver's own scrolls moved either.
    private(set) var voiceOverBefore: (focus: AccessibilityElement.ID?, offsetY: Double)?

    /// Starts on the built-in sample table.
    package init() {
        setup = SampleTable.setup
    }

    /// Whether the table appeared.
    package var hasAppeared: Bool { simulator != nil }

    /// The table view, once the table appeared.
    package var tableView: TableView? { simulator?.tableView }

    // MARK: Setup

    /// Applies a setup line; a `screen` line after the table appeared is a rotation, which acts on the
    /// table like a command: its trace is returned (and becomes the last trace), else nil.
    @discardableResult
    package func apply(_ line: SetupLine, at location: ScenarioLocation) throws(ScenarioError) -> [TraceLine]? {
        if case .table(let options) = line {
            // The screen, the text size and the display settings are the device's: a new table keeps them.
            let screen = setup.screen, textSize = setup.textSize, settings = setup.displaySettings
            setup = TableSetup()
            setup.screen = screen
            setup.textSize = textSize
            setup.displaySettings = settings
            setup.options = options
            simulator = nil
            app = nil
            lastTrace = []
            lastTraceNotKept = 0
            recorder.reset()
            lastException = nil
            crashLocation = nil
            controllerIsEditing = false
            openBatches = []
            return nil
        }
        if case .screen(let screen) = line {
            return try changeScreen(to: screen, at: location)
        }
        if case .rotate(let orientation) = line {
            return try changeScreen(to: setup.screen.rotated(to: orientation), at: location)
        }
        if case .textSize(let category) = line {
            // The device's setting: it keeps the sample table, as a `screen` line does.
            guard let simulator else {
                setup.textSize = category
                return nil
            }
            return try changeTextSize(to: category, on: simulator, at: location)
        }
        if case .setting(let setting, let isOn) = line {
            // The device's setting, as `text-size` is.
            guard let simulator else {
                setup.displaySettings[setting] = isOn
                return nil
            }
            return try changeWhileShown("a display-setting change", on: simulator, at: location) {
                setup.displaySettings[setting] = isOn
                simulator.setDisplaySetting(setting, isOn)
            }
        }
        guard !hasAppeared else {
            throw ScenarioError(
                "setup lines must come before the table appears; start a new table with a 'table' line", at: location)
        }
        if setup.isSample {
            // Describing rows without a `table` line starts a default plain table.
            let screen = setup.screen, textSize = setup.textSize, settings = setup.displaySettings
            setup = TableSetup()
            setup.screen = screen
            setup.textSize = textSize
            setup.displaySettings = settings
        }
        setup.declare(line)
        return nil
    }

    /// A new screen: before the table appears it is the device; after, a rotation that re-lays it out.
    private func changeScreen(to screen: Screen, at location: ScenarioLocation) throws(ScenarioError) -> [TraceLine]? {
        // Every refusal comes before any change: a refused line leaves the session as it was.
        if simulator != nil { try refuseInsideBatch("a rotation", at: location) }
        if simulator != nil, let crash = crashLocation {
            throw ScenarioError(
                "the app crashed at line \(crash.line); only 'expect' lines or a new 'table' may follow", at: location)
        }
        setup.screen = screen
        guard let simulator else { return nil }
        let before = simulator.tableView.exception
        let trace = record(simulator) {
            simulator.setScreen(screen)
            // The controller lays its views out again for the new size (viewDidLayoutSubviews).
            app?.pinOverlay(in: simulator.tableView)
        }
        lastTrace = trace
        lastTraceNotKept = recorder.notKept
        lastException = before == nil ? simulator.tableView.exception : nil
        if lastException != nil { crashLocation = location }
        return trace
    }

    /// Refuses what is not app code between `begin updates` and `end updates` (a gesture, a rotation,
    /// a text-size change: the user's doings, which the batch's app code cannot contain).
    private func refuseInsideBatch(_ what: String?, at location: ScenarioLocation) throws(ScenarioError) {
        guard let open = openBatches.last else { return }
        throw ScenarioError(
            (what.map { "\($0) is not app code: " } ?? "")
                + "only app code (insert, delete, move, reload, select, deselect, model, begin/end updates) may come "
                + "between 'begin updates' (line \(open.line)) and 'end updates'",
            at: location)
    }

    /// The text size changes while the table is shown (`text-size` after it appeared).
    private func changeTextSize(
        to category: ContentSizeCategory, on simulator: Simulator, at location: ScenarioLocation
    ) throws(ScenarioError) -> [TraceLine] {
        try changeWhileShown("a text-size change", on: simulator, at: location) {
            setup.textSize = category
            simulator.setTextSize(category)
        }
    }

    /// A change of the device's settings while the table is shown (`text-size`, `setting`): refused
    /// after a crash and inside a batch; its trace becomes the last trace.
    private func changeWhileShown(
        _ what: String, on simulator: Simulator, at location: ScenarioLocation, _ change: () -> Void
    ) throws(ScenarioError) -> [TraceLine] {
        if let crash = crashLocation {
            throw ScenarioError(
                "the app crashed at line \(crash.line); only 'expect' lines or a new 'table' may follow", at: location)
        }
        try refuseInsideBatch(what, at: location)
        let before = simulator.tableView.exception
        let trace = record(simulator) { change() }
        lastTrace = trace
        lastTraceNotKept = recorder.notKept
        lastException = before == nil ? simulator.tableView.exception : nil
        if lastException != nil { crashLocation = location }
        return trace
    }

    // MARK: Commands

    /// Runs a command; an implicit `appear` comes first when the table has not appeared.
    ///
    /// The implicit appear's trace is written to `implicitAppear` as soon as it happened, so that
    /// the caller has it even when the command then fails.
    package func run(
        _ command: ScenarioCommand, at location: ScenarioLocation, implicitAppear: inout [TraceLine]?
    ) throws(ScenarioError) -> CommandOutcome {
        if let crash = crashLocation {
            throw ScenarioError(
                "the app crashed at line \(crash.line); only 'expect' lines or a new 'table' may follow", at: location)
        }
        if !command.isAppCode, !command.isLook { try refuseInsideBatch(nil, at: location) }
        var outcome = CommandOutcome()
        lastCommandInterrupted = false
        implicitAppearNotKept = 0
        if !hasAppeared, command != .appear, !command.isLook {
            let trace = appearNow(as: .implicitAppear)
            implicitAppear = trace
            implicitAppearNotKept = lastTraceNotKept
            if crashLocation == nil, lastException != nil { crashLocation = location }
            if crashLocation != nil {
                lastTrace = trace
                outcome.ran = false
                return outcome
            }
        }
        if command == .appear {
            if hasAppeared {
                outcome.trace = reappear()
            } else {
                outcome.trace = appearNow(as: .command)
            }
        } else if case .snapshot(let path, let options) = command {
            outcome.printed = try Snapshots.snapshot(
                simulator, path: path, options: options, at: location, alsoBelow: snapshotFolders)
        } else if command.isLook {
            outcome.printed = look(command)
        } else {
            guard let simulator else { preconditionFailure("the table appeared above") }
            let before = simulator.tableView.exception
            do {
                outcome.trace = try record(simulator) { try simulate(command, on: simulator) }
            } catch let error as SimulationError {
                throw ScenarioError(error.scenarioMessage, at: location)
            } catch let error as CommandError {
                throw ScenarioError(error.message, at: location)
            } catch {
                preconditionFailure("only simulation errors are thrown: \(error)")
            }
            if let stoppedAt = simulator.interruptedAt {
                simulator.interruptedAt = nil
                lastCommandInterrupted = true
                lastTrace = outcome.trace
                lastTraceNotKept = recorder.notKept
                throw ScenarioError(interruptionMessage(simulator, stoppedAt: stoppedAt), at: location)
            }
            lastException = before == nil ? simulator.tableView.exception : nil
            switch command {
            case .beginUpdates: openBatches.append(location)
            case .endUpdates: openBatches.removeLast()
            default: break
            }
        }
        if !command.isLook {
            lastTrace = outcome.trace
            lastTraceNotKept = recorder.notKept
        }
        if lastException != nil, crashLocation == nil { crashLocation = location }
        return outcome
    }

    private func appearNow(as part: TracePart) -> [TraceLine] {
        let tableView = TableView(style: setup.options.style)
        // A scenario's own `expect` lines judge its crashes, not the test that replays it.
        tableView.reportsUncaughtExceptions = false
        configure(tableView)
        let app = DeclaredApp(setup: setup)
        // viewDidLoad: the overlay and its insets come before the table's delegate is set.
        app.installOverlay(in: tableView)
        tableView.dataSource = app
        tableView.delegate = app
        configureControllerFeatures(tableView, app: app)
        configureDragDrop(tableView, app: app)
        let simulator = Simulator(tableView: tableView, screen: setup.screen)
        tableView.traceConsumer = { [recorder] in recorder.append($0) }
        simulator.interruptionRequested = { [weak self] in self?.interruptionRequested?() ?? false }
        switch setup.options.keyboard {
        case .auto: simulator.keyboardAvoidance = .tableViewController
        case .manual: simulator.addKeyboardObserver(app)
        case .none: break
        }
        if setup.options.textSizeChange != .ignore { simulator.addTextSizeObserver(app) }
        if setup.sizesStockRowsByText { simulator.setTextSize(setup.textSize ?? .default) }
        configureDisplaySettings(simulator, app: app)
        installKeyCommands(on: simulator)
        configureSearch(tableView, app: app, simulator: simulator)
        self.app = app
        self.simulator = simulator
        let trace = record(simulator, as: part) {
            // A diffable app applies its first snapshot in viewDidLoad: identifiers UIKit refuses
            // crash it there, before the table asks anything.
            app.applyFirstSnapshot(to: tableView)
            simulator.appear()
            if !tableView.hasCrashed { app.pinOverlay(in: tableView) }
        }
        lastException = tableView.exception
        lastTrace = trace
        lastTraceNotKept = recorder.notKept
        return trace
    }

    /// The controller's view appears again (coming back to it). A table view controller does what
    /// UITableViewController.h says: "it reloads the table's data if it's empty" (no row in any
    /// section; a model filled meanwhile shows its rows), "otherwise, it deselects all rows" with
    /// `deselectRow`, which no delegate hears of; a multiple selection is kept [O].
    private func reappear() -> [TraceLine] {
        guard let simulator, let tableView, setup.options.controller == .table else { return [] }
        if tableView.hasNoRows {
            return record(simulator) { tableView.reloadData() }
        }
        guard !tableView.allowsMultipleSelection else { return [] }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        return []
    }

    private func configure(_ tableView: TableView) {
        let options = setup.options
        if let rowHeight = options.rowHeight { tableView.rowHeight = rowHeight }
        if let estimate = options.estimatedRowHeight { tableView.estimatedRowHeight = estimate }
        tableView.allowsSelection = options.selection != .none
        tableView.allowsMultipleSelection = options.selection == .multiple
        tableView.allowsSelectionDuringEditing = options.editingSelection != .none
        tableView.allowsMultipleSelectionDuringEditing = options.editingSelection == .multiple
        tableView.delaysContentTouches = options.delaysContentTouches
        tableView.contentInset = options.contentInset
        tableView.contentInsetAdjustmentBehavior = options.insetAdjustment
        tableView.verticalScrollIndicatorInsets = options.indicatorInset
        if let padding = options.headerTopPadding { tableView.sectionHeaderTopPadding = padding }
        tableView.bounces = options.bounces
        tableView.scrollsToTop = options.scrollsToTop
        configureFocus(tableView)
        tableView.decelerationRate = options.deceleration.value
        if let count = setup.index?.minimumDisplayRowCount { tableView.sectionIndexMinimumDisplayRowCount = count }
    }

    private func simulate(_ command: ScenarioCommand, on simulator: Simulator) throws {
        let tableView = simulator.tableView
        switch command {
        case .appear, .state, .show, .trace, .elements, .audit, .snapshot:
            break
        case .voiceOver(let on):
            if on { simulator.voiceOver.turnOn() } else { simulator.voiceOver.turnOff() }
        case .vo(let gesture):
            voiceOverBefore = (simulator.voiceOver.focus, tableView.contentOffset.y)
            try voiceOver(gesture, on: simulator)
        case .hardwareKeyboard, .fullKeyboardAccess, .key:
            try keyboardFocus(command, on: simulator)
        case .controllerFeature(let command):
            try performControllerFeature(command, on: simulator)
        case .search(let command):
            try performSearch(command, on: simulator)
        case .dragDrop(let command):
            guard let app else { break }
            try performDragDrop(command, on: simulator, app: app)
        case .voiceControl(let utterance):
            try simulator.voiceControl.say(utterance)
        case .switchControl(let input):
            try switchControl(input, on: simulator)
        case .contextMenu(let input):
            if case .longPress(let row) = input { try requireRow(row, in: tableView) }
            try contextMenu(input, on: simulator)
        case .announce(let text):
            simulator.voiceOver.announce(text)
        case .post(let kind, let row):
            if let row { try requireRow(row, in: tableView) }
            switch kind {
            case .layoutChanged: simulator.voiceOver.postLayoutChanged(row.map { .row($0) })
            case .screenChanged: simulator.voiceOver.postScreenChanged(row.map { .row($0) })
            }
        case .tap(.statusBar):
            try simulator.tapStatusBar()
        case .tap(.row(let indexPath, let region)):
            // Aimed and touched in one layout of the screen.
            try simulator.tap(indexPath, region: region)
        case .tap(let target):
            try simulator.tap(at: point(of: target, on: simulator))
        case .touchDown(let target):
            try simulator.touchDown(at: point(of: target, on: simulator))
        case .touchMove(let dx, let dy):
            try simulator.touchMove(by: dx, dy)
        case .touchUp:
            try simulator.touchUp()
        case .touchCancel:
            try simulator.touchCancel()
        case .wait(let milliseconds):
            simulator.wait(milliseconds: milliseconds)
        case .select(let indexPath):
            try requireRow(indexPath, in: tableView)
            tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        case .deselect(let indexPath):
            try requireRow(indexPath, in: tableView)
            tableView.deselectRow(at: indexPath, animated: false)
        case .reloadData:
            tableView.reloadData()
        case .edit(let editing):
            // A UITableViewController forwards setEditing to its table; a plain view controller does not.
            controllerIsEditing = editing
            if setup.options.controller == .table { tableView.setEditing(editing, animated: true) }
        case .swipe(let direction, let indexPath):
            try requireRow(indexPath, in: tableView)
            try simulator.swipe(indexPath, direction)
        case .drag(let source, let destination):
            try requireRow(source, in: tableView)
            try simulator.drag(source, to: destination)
        case .insertRows(let indexPaths):
            tableView.insertRows(at: indexPaths, with: .automatic)
        case .deleteRows(let indexPaths):
            tableView.deleteRows(at: indexPaths, with: .automatic)
        case .moveRow(let from, let to):
            tableView.moveRow(at: from, to: to)
        case .reloadRows(let indexPaths):
            tableView.reloadRows(at: indexPaths, with: .automatic)
        case .insertSections(let sections):
            tableView.insertSections(IndexSet(sections), with: .automatic)
        case .deleteSections(let sections):
            tableView.deleteSections(IndexSet(sections), with: .automatic)
        case .moveSection(let from, let to):
            tableView.moveSection(from, toSection: to)
        case .reloadSections(let sections):
            tableView.reloadSections(IndexSet(sections), with: .automatic)
        case .beginUpdates:
            tableView.beginUpdates()
        case .endUpdates:
            guard !openBatches.isEmpty else {
                throw CommandError("'end updates' has no 'begin updates' before it")
            }
            tableView.endUpdates()
        case .model(let change):
            try applyModel(change)
        case .apply(let request):
            guard let app else { preconditionFailure("the table appeared before any command") }
            try app.apply(request, to: tableView)
        case .keyboardShow(let height):
            try simulator.showKeyboard(height: height)
        case .keyboardHide:
            try simulator.hideKeyboard()
        case .scroll(let scroll, let animated):
            try self.scroll(scroll, animated: animated, on: tableView)
        case .flick(let direction, let from, let distance, let milliseconds):
            let start = try from.map { (target) throws in try point(of: target, on: simulator) }
                ?? simulator.flickStartPoint
            try simulator.flick(from: start, distance: direction == .up ? -distance : distance, duration: milliseconds)
        }
    }

    /// A VoiceOver gesture; VoiceOver's refusals become the command's error, in the language's words.
    private func voiceOver(_ gesture: VoiceOverCommand, on simulator: Simulator) throws {
        let voiceOver = simulator.voiceOver
        do {
            switch gesture {
            case .next: try voiceOver.next()
            case .previous: try voiceOver.previous()
            case .first: try voiceOver.first()
            case .last: try voiceOver.last()
            case .focus(let target): try voiceOver.touch(target)
            case .activate: try voiceOver.activate()
            case .up: try voiceOver.swipeUp()
            case .down: try voiceOver.swipeDown()
            case .actions: try voiceOver.listActions()
            case .action(let name): try voiceOver.performAction(named: name)
            case .scroll(let direction): try voiceOver.scroll(direction)
            case .escape: try voiceOver.escape()
            case .magicTap: try voiceOver.magicTap()
            case .longPress: try voiceOver.doubleTapAndHold()
            }
        } catch {
            switch error {
            case .notRunning: throw CommandError("VoiceOver is off; 'voiceover on' turns it on")
            case .noFocus: throw CommandError("no element has VoiceOver's focus; 'vo next' or 'vo focus S.R' moves it to one")
            case .noSuchAction, .notOnScreen, .covered, .activationPointCovered: throw CommandError(error.description)
            }
        }
    }

    /// App code scrolls: `scrollToRow(at:at:animated:)` or `setContentOffset(_:animated:)`.
    private func scroll(_ scroll: ScrollCommand, animated: Bool, on tableView: TableView) throws {
        switch scroll {
        case .toRow(let indexPath, let position):
            tableView.scrollToRow(at: indexPath, at: position, animated: animated)
        case .by(let distance):
            let y = min(max(tableView.contentOffset.y + distance, tableView.minimumContentOffsetY),
                tableView.maximumContentOffsetY)
            tableView.setContentOffset(Point(x: tableView.contentOffset.x, y: y), animated: animated)
        case .top:
            tableView.setContentOffset(Point(x: tableView.contentOffset.x, y: tableView.minimumContentOffsetY), animated: animated)
        case .bottom:
            tableView.setContentOffset(Point(x: tableView.contentOffset.x, y: tableView.maximumContentOffsetY), animated: animated)
        }
    }

    /// Changes the app's data only: the table hears nothing until app code tells it.
    ///
    /// Deletes name rows and sections as they were before the change (as UIKit's deletes do); a
    /// move takes the row or section out, then puts it at the new place.
    private func applyModel(_ change: ModelChange) throws {
        guard let app else { preconditionFailure("the table appeared before any command") }
        // `removing`: how many the move takes out first, so a refused move is checked before it changes anything.
        func requireSection(_ section: Int, allowingEnd: Bool = false, removing: Int = 0) throws {
            let count = app.setup.sections.count - removing
            guard section < count || (allowingEnd && section == count) else {
                if count == 0 { throw CommandError("the data has no sections; insert one with 'model insert section 0'") }
                throw CommandError(
                    "the data has \(count) sections; expected a section from 0 to \(allowingEnd ? count : count - 1)")
            }
        }
        func requireRow(_ indexPath: IndexPath, allowingEnd: Bool = false, removing: Int = 0) throws {
            try requireSection(indexPath.section)
            let count = app.setup.sections[indexPath.section].rows.count - removing
            guard indexPath.row < count || (allowingEnd && indexPath.row == count) else {
                if count == 0 { throw CommandError("the data has no rows in section \(indexPath.section)") }
                throw CommandError(
                    "the data has \(count) rows in section \(indexPath.section); expected a row from 0 to "
                        + "\(allowingEnd ? count : count - 1)")
            }
        }
        switch change {
        case .insertRow(let indexPath, let row):
            try requireRow(indexPath, allowingEnd: true)
            app.setup.sections[indexPath.section].rows.insert(row, at: indexPath.row)
        case .deleteRows(let indexPaths):
            for indexPath in indexPaths { try requireRow(indexPath) }
            for indexPath in Set(indexPaths).sorted(by: >) {
                app.setup.sections[indexPath.section].rows.remove(at: indexPath.row)
            }
        case .moveRow(let from, let to):
            try requireRow(from)
            try requireRow(to, allowingEnd: true, removing: to.section == from.section ? 1 : 0)
            let row = app.setup.sections[from.section].rows.remove(at: from.row)
            app.setup.sections[to.section].rows.insert(row, at: to.row)
        case .insertSection(let index, let section):
            try requireSection(index, allowingEnd: true)
            app.setup.sections.insert(section, at: index)
        case .deleteSections(let indexes):
            for index in indexes { try requireSection(index) }
            for index in Set(indexes).sorted(by: >) { app.setup.sections.remove(at: index) }
        case .moveSection(let from, let to):
            try requireSection(from)
            try requireSection(to, allowingEnd: true, removing: 1)
            let section = app.setup.sections.remove(at: from)
            app.setup.sections.insert(section, at: to)
        }
    }

    /// The app's data as it is now (the declared rows, changed by `model` and by the app's own
    /// `commit` and `moveRowAt`), or the setup before the table appeared.
    package var data: [SectionDeclaration] { app?.setup.sections ?? setup.sections }

    private func point(of target: TouchTarget, on simulator: Simulator) throws -> Point {
        switch target {
        case .statusBar:
            guard let bar = simulator.statusBarArea else {
                throw SimulationError.noStatusBar
            }
            return Point(x: bar.midX, y: bar.midY)
        case .point(let point): return point
        case .row(let indexPath, let region): return try simulator.point(ofRow: indexPath, region: region)
        case .indexTitle(let title): return try simulator.point(ofSectionIndexTitle: title)
        case .deleteButton: return try simulator.point(ofAction: nil)
        case .action(let title): return try simulator.point(ofAction: title)
        }
    }

    private func requireRow(_ indexPath: IndexPath, in tableView: TableView) throws {
        guard tableView.contains(indexPath) else {
            let sections = tableView.numberOfSections
            let detail =
                indexPath.section < sections
                ? "section \(indexPath.section) has \(tableView.numberOfRows(inSection: indexPath.section)) rows"
                : "the table has \(sections) sections"
            throw CommandError("row \(indexPath) does not exist (\(detail))")
        }
    }

    /// Runs a block on the simulator and returns the lines it traced, as many as the recorder keeps.
    private func record(
        _ simulator: Simulator, as part: TracePart = .command, _ body: () throws -> Void
    ) rethrows -> [TraceLine] {
        recorder.start(listener: traceListener, part: part)
        defer {
            simulator.tableView.flushTrace()
            recorder.stopListening()
        }
        try body()
        simulator.tableView.flushTrace()
        return recorder.lines
    }

    /// What an interrupted command left: when it stopped, the finger, the content, and how to go on.
    private func interruptionMessage(_ simulator: Simulator, stoppedAt: Int) -> String {
        let table = simulator.tableView
        var parts = ["interrupted (Ctrl-C) at \(formatNumber(Double(stoppedAt) / 1000))s of virtual time, before the command finished"]
        if let finger = simulator.fingerLocation {
            parts.append("the finger is still down at \(finger) (lift it with 'touch up' or 'touch cancel')")
        }
        parts.append(
            "the content offset is \(formatNumber(table.contentOffset.y)) and the content is \(StateChecker.scrollingWord(table))")
        let notKept = recorder.notKept > 0 ? " (the first \(recorder.lines.count) kept)" : ""
        parts.append(
            "it traced \(recorder.lines.count + recorder.notKept) lines\(notKept) before it stopped; 'state', 'show' and 'trace' "
                + "show where the table is")
        return parts.joined(separator: "; ")
    }

    // MARK: Looking

    private func look(_ command: ScenarioCommand) -> String {
        switch command {
        case .state: return Rendering.state(of: self)
        case .show: return Rendering.screen(of: self)
        case .elements: return Rendering.elements(of: self)
        case .audit(let allSizes): return AuditReport.text(of: self, allSizes: allSizes)
        case .trace:
            guard hasAppeared else { return "" }
            if let output = traceHistoryOutput {
                recorder.writeHistory(to: output)
                return ""
            }
            return recorder.historyText
        default: return ""
        }
    }
}
