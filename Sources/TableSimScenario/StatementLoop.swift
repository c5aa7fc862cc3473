import TableSim

/// What running one statement did, for the runner, the REPL or the fuzzer to show.
package struct StatementOutcome: Sendable {
    /// The trace of the `appear` that happened implicitly before a command, if one did; set even
    /// when the command then failed, because the table appeared all the same.
    package var implicitAppearTrace: [TraceLine]?
    /// The trace of a command, or of a rotation (a `screen` line after the table appeared); nil for
    /// other setup lines, expectations, and a command the app's crash kept from running.
    package var trace: [TraceLine]?
    /// How many lines of `trace` were made but not kept (past the lines a command keeps).
    package var traceNotKept = 0
    /// How many lines of `implicitAppearTrace` were made but not kept.
    package var implicitAppearNotKept = 0
    /// Text a look printed (`state`, `show`, `trace`).
    package var printed = ""
    /// Whether a command ran: false when the app crashed in the implicit `appear` before it.
    package var ran = true
    /// The expectation that did not hold, for an `expect` statement.
    package var failure: ExpectationFailure?
    /// For a failed `expect` block: what `--update` writes in its place.
    package var blockUpdate: BlockUpdate?
    /// The mistake that stopped the statement: a scenario error, with its place.
    package var error: ScenarioError?
}

/// The new body of a failed `expect` block, as `--update` writes it.
package struct BlockUpdate: Sendable {
    /// The line of the block's `expect`.
    package var start: Int
    /// The line of the block's `end`.
    package var end: Int
    /// The new body: the author's `...` and prefix lines where they still match, and the actual lines.
    package var lines: [String]
    /// The prefix lines that match no line of the trace now, and so are not in the new body.
    package var droppedWildcards: [String]
}

/// The one loop that runs statements on an engine, for the runner, the REPL line, the REPL's replay
/// of a file and the fuzzer alike.
///
/// It applies setup lines, runs commands (with their implicit `appear`), checks expectations
/// against the command before them, and, in debug builds, checks the table's invariants after every
/// setup line and command, as swift-collections checks its own after every mutation. A broken
/// invariant fails the statement rather than trapping: some are still reachable from input (issue
/// 12's highlighted row scrolled away), and a REPL session must survive them.
package final class StatementLoop {
    /// What to do when the table breaks one of its invariants.
    package enum InvariantCheck: Sendable {
        /// Fail the statement in debug builds, naming what broke; check nothing in release builds.
        case failInDebugBuilds
        /// Report the problems, in every build: the fuzzer turns them into findings.
        case report(@Sendable (Statement, [String]) -> Void)
    }

    /// The interpreter the statements run on.
    package let engine: ScenarioEngine
    /// The last command (or rotation) run, which an expectation is about.
    package private(set) var lastCommand: Statement?
    private let invariantCheck: InvariantCheck
    /// How the table's invariants are read; tests break them on purpose through it.
    var invariantProblems: (TableView) -> [String] = { $0._checkInvariants() }

    /// A loop over a fresh engine on the built-in sample table.
    package init(engine: ScenarioEngine = ScenarioEngine(), invariants: InvariantCheck = .failInDebugBuilds) {
        self.engine = engine
        self.invariantCheck = invariants
    }

    /// Runs one statement; a mistake comes back in the outcome's `error`, after what did happen.
    package func run(_ statement: Statement) -> StatementOutcome {
        var outcome = StatementOutcome()
        do throws(ScenarioError) {
            try run(statement, into: &outcome)
        } catch {
            outcome.error = error
        }
        switch statement.kind {
        case .setup, .command:
            if let broken = checkInvariants(after: statement), outcome.error == nil { outcome.error = broken }
            if outcome.error == nil, let broken = brokenProperty(after: statement, outcome) { outcome.error = broken }
        case .expectBlock, .expectState: break
        }
        return outcome
    }

    /// The check at the end of a file: every batch opened is closed (unless the app crashed first).
    package func finish() throws(ScenarioError) {
        if engine.crashLocation == nil, let open = engine.openBatches.first {
            throw ScenarioError("'begin updates' is never closed; expected 'end updates' after it", at: open)
        }
    }

    private func run(_ statement: Statement, into outcome: inout StatementOutcome) throws(ScenarioError) {
        switch statement.kind {
        case .setup(let line):
            if let trace = try engine.apply(line, at: statement.location) {
                // A rotation of the table on screen: it acts like a command.
                lastCommand = statement
                outcome.trace = trace
                outcome.traceNotKept = engine.lastTraceNotKept
            }
        case .command(let command):
            do throws(ScenarioError) {
                defer { if outcome.implicitAppearTrace != nil { outcome.implicitAppearNotKept = engine.implicitAppearNotKept } }
                let result = try engine.run(command, at: statement.location, implicitAppear: &outcome.implicitAppearTrace)
                lastCommand = statement
                outcome.ran = result.ran
                outcome.printed = result.printed
                if result.ran, !command.isLook {
                    outcome.trace = result.trace
                    outcome.traceNotKept = engine.lastTraceNotKept
                }
            } catch {
                if outcome.implicitAppearTrace != nil {
                    // The table appeared before the command failed: what follows is about that appear.
                    lastCommand = Statement(kind: .command(.appear), location: statement.location, text: "appear")
                }
                throw error
            }
        case .expectBlock(let patterns, let endLine):
            guard let command = lastCommand else {
                throw ScenarioError("'expect' must follow a command", at: statement.location)
            }
            if engine.lastTraceNotKept > 0 {
                throw ScenarioError(
                    "the trace of '\(command.text)' (line \(command.location.line)) has "
                        + "\(engine.lastTrace.count + engine.lastTraceNotKept) lines, more than the \(engine.commandTraceLimit) "
                        + "a run keeps of one command; check it with 'expect' keys instead, or split the command",
                    at: statement.location)
            }
            let actual = engine.lastTrace.map(\.text)
            if !TraceMatcher.matches(patterns, actual) {
                outcome.failure = ExpectationFailure(
                    location: statement.location, command: command.text, commandLine: command.location.line,
                    message: "the trace of '\(command.text)' (line \(command.location.line)) differs",
                    diff: TraceMatcher.diff(patterns, actual))
                let body = TraceMatcher.updatedBody(patterns, actual)
                outcome.blockUpdate = BlockUpdate(
                    start: statement.location.line, end: endLine, lines: body.lines, droppedWildcards: body.dropped)
            }
        case .expectState(let expectation):
            guard let command = lastCommand else {
                throw ScenarioError("'expect' must follow a command", at: statement.location)
            }
            if let message = StateChecker.check(expectation, in: engine) {
                outcome.failure = ExpectationFailure(
                    location: statement.location, command: command.text, commandLine: command.location.line,
                    message: message, diff: [])
            }
        }
    }

    /// The error a broken `property` makes after a command that ran, or a rotation or text-size change.
    private func brokenProperty(after statement: Statement, _ outcome: StatementOutcome) -> ScenarioError? {
        let command: ScenarioCommand?
        switch statement.kind {
        case .command(let ran):
            guard outcome.ran, !ran.isLook else { return nil }
            command = ran
        case .setup:
            guard outcome.trace != nil else { return nil }
            command = nil
        case .expectBlock, .expectState:
            return nil
        }
        return engine.brokenProperty(after: command).map { ScenarioError($0.message, at: statement.location) }
    }

    /// The error a broken invariant makes in debug builds, or nil.
    private func checkInvariants(after statement: Statement) -> ScenarioError? {
        switch invariantCheck {
        case .failInDebugBuilds:
            #if DEBUG
            let problems = currentInvariantProblems()
            if !problems.isEmpty {
                return ScenarioError(
                    "TableSim broke its own invariants after this line (a bug in TableSim; please report it): "
                        + problems.joined(separator: "; "), at: statement.location)
            }
            #endif
            return nil
        case .report(let report):
            let problems = currentInvariantProblems()
            if !problems.isEmpty { report(statement, problems) }
            return nil
        }
    }

    /// The table's broken invariants; none before it appeared or once the app crashed.
    private func currentInvariantProblems() -> [String] {
        guard let tableView = engine.tableView, engine.crashLocation == nil else { return [] }
        // The search bar's state agrees with the keyboard's (Simulator+Search.swift).
        return invariantProblems(tableView) + (engine.simulator?.searchStateProblem.map { [$0] } ?? [])
    }
}
