import Foundation
import TableSim
import TableSimScenario

/// A property a fuzzed scenario broke.
package struct FuzzFinding: Sendable, CustomStringConvertible {
    /// The scenario's line (1-based) the finding is about, or 0 for the whole scenario.
    package var line: Int
    /// What went wrong, in a sentence.
    package var message: String

    /// The finding as the fuzzer prints it: `line N: message`, or the message alone.
    package var description: String { line > 0 ? "line \(line): \(message)" : message }
}

/// Runs a scenario's lines one by one, the way the REPL does, and checks the robustness properties.
///
/// Properties: no line traps (a trap ends the process; `tablesim-fuzz` runs cases in a child process
/// to survive it); every error carries a location on the line that caused it and says what it expected
/// or what went wrong; the table keeps its invariants after every line, until the app crashes; a second
/// run gives a byte-identical transcript; a refused line leaves the whole session (device and table,
/// ``ScenarioEngine/stateDump``) as it was; the lines also go through a `ReplSession` (with tab
/// completion after each) and the whole file through `ScenarioRunner`.
package enum ScenarioFuzzer {
    /// The findings for one scenario text; empty when every property held.
    package static func check(_ source: String, file: String = "fuzz.scenario") -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        let first = transcript(of: source, file: file, findings: &findings)
        var ignored: [FuzzFinding] = []
        let second = transcript(of: source, file: file, findings: &ignored)
        if first != second {
            let firstLines = first.split(separator: "\n", omittingEmptySubsequences: false)
            let secondLines = second.split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(firstLines, secondLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(firstLines.count, secondLines.count)
            findings.append(
                FuzzFinding(
                    line: 0,
                    message: "a second run differs at transcript line \(index + 1): "
                        + "'\(index < firstLines.count ? firstLines[index] : "")' vs "
                        + "'\(index < secondLines.count ? secondLines[index] : "")'"))
        }
        // The REPL's path: each line typed, then tab pressed after it, mid-word and after a space.
        // Its invariant breaks are the transcript's findings; here they must not trap a debug build.
        let session = ReplSession(invariants: .report { _, _ in })
        for line in source.scenarioLines {
            let words = line.split(separator: " ").map(String.init)
            _ = session.completions(precedingWords: Array(words.dropLast()), prefix: words.last ?? "")
            _ = session.completions(precedingWords: words, prefix: "")
            if words.first == "save" { continue }
            _ = session.handle(line: String(line))
            _ = session.completions(precedingWords: words, prefix: "")
        }
        // The runner's path: one parse of the whole file, stopping at the first error.
        let result = ScenarioRunner.replay(source: source, path: file, printTrace: true)
        if let error = result.error { findings += locationProblems(error, lineCount: lineCount(source), line: nil) }
        let again = ScenarioRunner.replay(source: source, path: file, printTrace: true)
        if again.traceOutput != result.traceOutput || again.error != result.error {
            findings.append(FuzzFinding(line: 0, message: "a second replay through ScenarioRunner differs"))
        }
        return findings
    }

    /// Everything the lines produced (traces, printed text, errors), with invariant checks on the way.
    package static func transcript(of source: String, file: String, findings: inout [FuzzFinding]) -> String {
        let problems = InvariantProblems()
        let loop = StatementLoop(invariants: .report { statement, found in problems.add(statement.location.line, found) })
        loop.engine.snapshotFolders = ["/tmp"]  // where the generator's `snapshot` lines write
        let parser = ScenarioParser(file: file)
        var out = ""
        let lines = source.scenarioLines
        for (offset, text) in lines.enumerated() {
            let number = offset + 1
            let statement: Statement
            do throws(ScenarioError) {
                guard let parsed = try parser.parseSingleLine(text, lineNumber: number) else { continue }
                statement = parsed
            } catch {
                findings += locationProblems(error, lineCount: lines.count, line: number)
                out += "\(error.location): error: \(error.message)\n"
                continue
            }
            let before = refusalCheckable(statement, loop.engine) ? loop.engine.stateDump : nil
            let outcome = loop.run(statement)
            // A refused line has an error and no trace (a property that fails after a command ran
            // is not a refusal); an implicit `appear` before it happened all the same (its own step).
            if let before, outcome.error != nil, outcome.trace == nil, outcome.implicitAppearTrace == nil,
                loop.engine.stateDump != before
            {
                findings.append(FuzzFinding(line: number, message: "a refused line changed the session: \(text)"))
            }
            out += ((outcome.implicitAppearTrace ?? []) + (outcome.trace ?? [])).map { $0.text + "\n" }.joined()
            out += outcome.printed
            if let error = outcome.error {
                findings += locationProblems(error, lineCount: lines.count, line: number)
                out += "\(error.location): error: \(error.message)\n"
            }
        }
        findings += problems.found.map { FuzzFinding(line: $0.line, message: "invariant: \($0.problem)") }
        return out
    }

    /// Whether a refusal of the statement is checked for leaving the session as it was: setup lines
    /// and commands, on tables small enough to dump whole at every line.
    private static func refusalCheckable(_ statement: Statement, _ engine: ScenarioEngine) -> Bool {
        switch statement.kind {
        case .setup, .command: engine.data.reduce(0) { $0 + $1.rows.count } <= 2_000
        case .expectBlock, .expectState: false
        }
    }

    private static func locationProblems(_ error: ScenarioError, lineCount: Int, line: Int?) -> [FuzzFinding] {
        var problems: [String] = []
        let location = error.location
        if let line, location.line != line { problems.append("error names line \(location.line)") }
        if location.line < 1 || location.line > max(1, lineCount) { problems.append("error names no line of the file") }
        if location.column < 1 { problems.append("error has no column") }
        if error.message.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("error says nothing") }
        return problems.map { FuzzFinding(line: line ?? location.line, message: "\($0): \(error)") }
    }

    private static func lineCount(_ source: String) -> Int {
        source.scenarioLines.count
    }
}

/// The invariant problems a statement loop reported, in order.
private final class InvariantProblems: @unchecked Sendable {
    // One loop on one thread reports into it; Sendable only because the report closure must be.
    private(set) var found: [(line: Int, problem: String)] = []

    func add(_ line: Int, _ problems: [String]) {
        found += problems.map { (line, $0) }
    }
}
