import Foundation
import Testing

@testable import TableSimFuzzing
@testable import TableSimScenario

/// A refused line changes nothing: in every state that refuses lines, for every declared setup
/// line and command (walked from the declaration list, so a new command is covered at once), the
/// whole device-and-table dump is the same before and after the refusal.
@Suite struct AtomicRefusalTests {
    /// States in which some lines are refused, each as the lines that reach it.
    static let refusingStates: [(name: String, source: String)] = [
        ("after the app crashed", "table plain\nsection\nrow \"A\"\nrow \"B\"\nomit tableView(_:cellForRowAt:)\nappear\n"),
        ("inside a batch", "table plain\nsection\nrow \"A\"\nrow \"B\"\nrow \"C\"\nappear\nbegin updates\n"),
        ("after the table appeared", "table plain\nsection\nrow \"A\"\nrow \"B\"\nrow \"C\"\nappear\n"),
        ("before the table appeared", "table grouped\nsection\nrow \"A\"\n"),
    ]

    /// A loop that ran a state's lines, its statements read as if from `file`.
    static func loop(after source: String, file: String) throws -> StatementLoop {
        let loop = StatementLoop()
        for statement in try ScenarioParser(file: file).parse(source) {
            if let error = loop.run(statement).error { Issue.record("the state's own line failed: \(error)") }
        }
        return loop
    }

    @Test func everyDeclaredLineRefusedInEveryRefusingStateChangesNothing() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("atomic.scenario").path
        let declarations = Grammar.declarations.filter { $0.role == .setup || $0.role == .command }
        #expect(declarations.count > 40)
        var refusals: [String: Int] = [:]
        var declarationsRefused = Set<String>()
        for state in Self.refusingStates {
            for declaration in declarations {
                let lines = [declaration.example] + ScenarioGenerator.sampleLines(of: declaration, seed: 7, rounds: 3)
                for line in lines where !line.isEmpty {
                    guard let statement = try? ScenarioParser(file: file).parseSingleLine(line, lineNumber: 100) else {
                        continue  // refused by the parser, before the session saw it
                    }
                    let loop = try Self.loop(after: state.source, file: file)
                    let before = loop.engine.stateDump
                    let outcome = loop.run(statement)
                    guard outcome.error != nil, outcome.trace == nil else { continue }  // refused: an error, no trace
                    refusals[state.name, default: 0] += 1
                    declarationsRefused.insert(declaration.name)
                    // An implicit `appear` before the command is a step of its own that happened (its
                    // trace was printed, and `save` writes it): the refused command changed nothing after it.
                    let expected = outcome.implicitAppearTrace == nil
                        ? before : try Self.loop(after: state.source + "appear\n", file: file).engine.stateDump
                    let after = loop.engine.stateDump
                    #expect(after == expected, "\(state.name): '\(line)' was refused but changed the session")
                }
            }
        }
        // Every state refuses something, and after a crash every command is refused.
        for state in Self.refusingStates { #expect(refusals[state.name, default: 0] > 0, "\(state.name)") }
        #expect(declarationsRefused.count > 40)
    }

    /// Issue 25's reproducer: after the app crashed, `screen landscape` is refused and the device does not turn.
    @Test func aRotationRefusedAfterACrashDoesNotTurnTheDevice() throws {
        let loop = try Self.loop(after: Self.refusingStates[0].source, file: "crash.scenario")
        let before = loop.engine.stateDump
        let statement = try #require(try ScenarioParser(file: "crash.scenario").parseSingleLine("screen landscape", lineNumber: 7))
        let outcome = loop.run(statement)
        #expect(
            outcome.error?.description
                == "crash.scenario:7:1: error: the app crashed at line 6; only 'expect' lines or a new 'table' may follow")
        #expect(loop.engine.setup.screen.orientation == .portrait)
        #expect(loop.engine.stateDump == before)
    }

    /// The REPL leaves a refused line out of what `save` writes: the saved session replays as it ran.
    @Test func aSavedSessionWithARefusedRotationReplaysTheSame() throws {
        let folder = try temporaryFolder()
        let session = ReplSession()
        for line in Self.refusingStates[0].source.split(separator: "\n") { _ = session.handle(line: String(line)) }
        #expect(session.handle(line: "screen landscape").error.contains("the app crashed at line"))
        let path = folder.appendingPathComponent("saved.scenario").path
        #expect(session.handle(line: "save \(path)").error == "")
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!saved.contains("landscape"))
        let replayed = ScenarioRunner.replay(source: saved, path: path)
        #expect(replayed.status == .passed, "\(saved)\n\(String(describing: replayed.error))")
        // The device did not turn: a new table on it is laid out in portrait.
        #expect(session.handle(line: "table plain").error == "")
        #expect(session.handle(line: "state").output.hasPrefix("screen \"iPhone 14\" 390x844 safe-area=47,0,34,0 portrait\n"))
    }

    /// Fuzz seed 11: a model move to a row past the end took the row out and put it back, which
    /// left the same rows in a different store; now it is checked before anything moves.
    @Test func aRefusedModelMoveLeavesTheDataAsItWas() throws {
        let loop = try Self.loop(after: "table plain\nsection\nrows 466 \"Item {n}\"\nappear\n", file: "m.scenario")
        let before = loop.engine.stateDump
        let statement = try #require(try ScenarioParser(file: "m.scenario").parseSingleLine("model move 0.447 to 0.467", lineNumber: 5))
        let outcome = loop.run(statement)
        #expect(
            outcome.error?.message == "the data has 465 rows in section 0; expected a row from 0 to 465")
        #expect(loop.engine.stateDump == before)
    }

    /// The fuzzer checks the same property: a refused line that changed the session is a finding.
    @Test func theFuzzerReportsARefusalThatChangedTheSession() {
        let findings = ScenarioFuzzer.check(Self.refusingStates[0].source + "screen landscape\ntap 0.0\n")
        #expect(findings.allSatisfy { !$0.description.contains("refused") })
    }
}
