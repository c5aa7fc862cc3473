import Foundation
import TableSim
import TableSimFuzzing
import Testing

@testable import TableSimScenario

/// The grammar's one table of declarations, and what is derived from it.
@Suite struct GrammarTests {
    /// The language's reference: the manual's article "The scenario language", after its title.
    func languageReference() throws -> String {
        let article = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/TableSim/TableSim.docc/ScenarioLanguage.md"), encoding: .utf8)
        let start = try #require(article.range(of: "# The scenario language\n"))
        #expect(article.distance(from: article.startIndex, to: start.lowerBound) == 0, "the article starts with its title")
        return String(article[start.upperBound...])
    }

    /// The code spans of a text, in order.
    func codeSpans(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    /// The statements the reference lists: the code span that starts each item of its lists, and the
    /// spans of the two paragraphs that list commands inline (app code and looking); only spans that
    /// start with a bare word, not an option (`indent=on`) or a method (`reloadData()`).
    func referenceStatementWords(_ section: String) -> Set<String> {
        var spans: [String] = []
        for line in section.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("- `"), let span = codeSpans(trimmed).first { spans.append(span) }
            if trimmed.hasPrefix("- **App code:**") || trimmed.hasPrefix("- **Looking:**") { spans += codeSpans(trimmed) }
        }
        let words = spans.map { String($0.prefix { $0 != " " }) }
        return Set(words.filter { word in word.allSatisfy { $0.isLowercase || $0 == "-" } && !word.isEmpty })
    }

    @Test func everyDeclaredStatementIsInTheReferenceAndEveryListedOneIsDeclared() throws {
        let section = try languageReference()
        let missing = Grammar.declarations.filter(\.hasHelp).map(\.name).filter { name in
            !section.contains("`\(name) ") && !section.contains("`\(name)`")
        }
        #expect(missing == [], "declared but not in the manual's scenario language")
        let declared = Set(Grammar.declarations.filter(\.hasHelp).compactMap(\.words.first))
        // An item may start with a row region (`accessory` aims at ...): a word of a statement, not one.
        let undeclared = referenceStatementWords(section).subtracting(declared).subtracting(Grammar.regions).sorted()
        #expect(undeclared == [], "listed in the manual's scenario language but not declared")
    }

    /// The reference check reads what it should: the words of the lists, not nothing.
    @Test func theReferenceCheckFindsTheListedStatements() throws {
        let words = referenceStatementWords(try languageReference())
        #expect(["screen", "table", "tap", "swipe", "scroll", "model", "expect", "select", "state", "save"].allSatisfy(words.contains))
    }

    /// Every declaration that says how the fuzzer writes it is written within the first seeds.
    @Test func theGeneratorWritesEveryDeclaredStatement() {
        var firstWords = Set<String>()
        for seed in UInt64(0)..<200 {
            for line in ScenarioGenerator.scenario(seed: seed).split(separator: "\n") {
                // A family's name is its first two words (`vo next`).
                let words = line.split(separator: " ")
                firstWords.insert(String(words.first ?? ""))
                if words.count > 1 { firstWords.insert(words.prefix(2).joined(separator: " ")) }
            }
        }
        let written = Set(Grammar.declarations.filter { !$0.fuzzing.isEmpty }.map(\.name))
        #expect(written.subtracting(firstWords).sorted() == [])
        #expect(written == Set(Grammar.declarations.filter { $0.role != .session && $0.hasHelp }.map(\.name)))
    }

    /// How many of the seeds open a row's buttons, move the row away (app code scrolls it, the device
    /// turns, the data changes) and then aim at its buttons, within a few lines.
    func seedsAimingAtRowsThatLeft(_ seeds: Range<UInt64>, aims: Bool) -> Int {
        seeds.filter { seed in
            let lines = ScenarioGenerator.scenario(seed: seed, aimsAtRowsThatLeft: aims).split(separator: "\n").map(String.init)
            return lines.indices.contains { index in
                guard lines[index].hasPrefix("swipe ") || lines[index].hasSuffix(" delete-control") else { return false }
                let after = lines[(index + 1)..<min(lines.count, index + 5)]
                return after.indices.contains { mover in
                    let moves = ["scroll ", "screen ", "flick ", "model delete "].contains { after[mover].hasPrefix($0) }
                    let aim = mover + 1 < after.endIndex
                        && (after[mover + 1] == "tap delete-button" || after[mover + 1].hasPrefix("tap action "))
                    return moves && aim
                }
            }
        }.count
    }

    /// Issue 12: the traps lived where a row's buttons are aimed at after the row left the screen.
    @Test func theGeneratorAimsAtRowsThatLeftTheScreen() {
        let aiming = seedsAimingAtRowsThatLeft(0..<200, aims: true)
        let plain = seedsAimingAtRowsThatLeft(0..<200, aims: false)
        #expect(aiming >= 40, "\(aiming) of 200 seeds")
        #expect(plain * 4 <= aiming, "\(plain) without aiming, \(aiming) with")
    }

    /// VoiceOver's commands fit the declaration form: two-word heads (`vo next`), quoted names
    /// (`vo action "Name"`) and targets that may be left out (`post layout-changed [S.R]`).
    @Test func voiceOverShapedStatementsAreOneDeclarationEach() throws {
        let family = [
            StatementDeclaration("vo next", .command, arguments: [], summary: "The next element.", example: "vo next") { _ in
                .command(.state)
            },
            StatementDeclaration(
                "vo action", .command,
                arguments: [.string(placeholder: "\"Name\"", what: "the action's name in quotes, such as \"Delete\"")],
                summary: "Performs a custom action.", example: "vo action \"Delete\""
            ) { arguments in .command(.tap(.action(arguments.string(0)))) },
            StatementDeclaration(
                "post layout-changed", .command, arguments: [.optional(.indexPath(.onScreen))],
                summary: "Posts a layout change.", example: "post layout-changed 0.2"
            ) { arguments in .command(arguments.optionalIndexPath(0).map { .select($0) } ?? .reloadData) },
        ]
        func parse(_ line: String) throws -> Statement.Kind {
            var cursor = Cursor(tokens: try Lexer(file: "t", lineNumber: 1).tokens(of: line), file: "t", line: 1)
            return try Grammar.parseStatement(&cursor, in: family)
        }
        #expect(family.map(\.synopsis) == ["vo next", "vo action \"Name\"", "post layout-changed [S.R]"])
        #expect(try parse("vo next") == .command(.state))
        #expect(try parse("vo action \"Delete\"") == .command(.tap(.action("Delete"))))
        #expect(try parse("post layout-changed") == .command(.reloadData))
        #expect(try parse("post layout-changed 0.2") == .command(.select(IndexPath(row: 2, section: 0))))
        #expect(throws: ScenarioError("unknown 'vo later'; expected vo next, vo action", at: ScenarioLocation(file: "t", line: 1, column: 4))) {
            _ = try parse("vo later")
        }
        #expect(throws: ScenarioError(
            "expected the action's name in quotes, such as \"Delete\"", at: ScenarioLocation(file: "t", line: 1, column: 10))) {
            _ = try parse("vo action")
        }
        #expect(Grammar.completions(precedingWords: ["vo"], prefix: "", tableView: nil, in: family) == ["next", "action"])
        #expect(Grammar.completions(precedingWords: [], prefix: "p", tableView: nil, in: family) == ["post"])
    }

    /// VoiceOver's keys check what VoiceOver did; `expect focus` reads its element as `vo focus` does.
    @Test func voiceOverKeysCheckWhatVoiceOverDid() {
        let passing = ScenarioRunner.replay(
            source: "appear\nexpect voiceover off\nvoiceover on\nexpect voiceover on\nexpect focus header 0\n"
                + "expect said \"Fruits, Heading\"\nvo next\nexpect focus 0.0\nexpect custom-actions \"Delete\"\n"
                + "expect actions \"Delete\"\n",
            path: "v")
        #expect(passing.status == .passed, "\(passing.failures.map(\.message)) \(String(describing: passing.error))")
        let failing = ScenarioRunner.replay(source: "voiceover on\nexpect said \"Apple\"\n", path: "v")
        #expect(failing.failures.map(\.message) == ["expected said \"Apple\", but it is \"Fruits, Heading\""])
        #expect(throws: ScenarioError(
            "unknown element 'heading'; expected an element (S.R, header S, footer S, index, table-header, table-footer, refresh-control, search-bar, "
                + "more-info S.R, delete-control S.R, insert-control S.R, reorder-control S.R, delete-button S.R, swipe-button S.R)",
            at: ScenarioLocation(file: "v", line: 1, column: 14))) {
            _ = try ScenarioParser(file: "v").parseSingleLine("expect focus heading 0")
        }
    }

    /// Issue 12: the first command failed after the table had appeared implicitly; `save` left that
    /// `appear` out, so a rotation saved next replayed as a setup line and its `expect` block failed.
    @Test func aSavedSessionKeepsTheAppearBeforeAFailedFirstCommand() throws {
        let session = ReplSession()
        let failed = session.handle(line: "swipe left 0.99")
        #expect(failed.error == "swipe left 0.99\n^\nerror: row [0, 99] does not exist (section 0 has 5 rows)\n")
        #expect(failed.output.hasPrefix("# the table appeared:\nnumberOfSections(in:) -> 3\n"))
        #expect(session.handle(line: "screen landscape").error == "")
        #expect(session.handle(line: "expect visible 0.0").output == "ok\n")
        let file = try temporaryFolder().appendingPathComponent("s.scenario").path
        #expect(session.handle(line: "save \(file)").error == "")
        let saved = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let appearBlock = try #require(saved.firstIndex(of: "end"))
        #expect(Array(saved[1...2]) == ["appear", "expect"])
        #expect(saved[appearBlock + 1] == "screen landscape")
        #expect(saved.last == "expect visible 0.0")
        let result = ScenarioRunner.replay(source: saved.joined(separator: "\n") + "\n", path: file)
        #expect(result.status == .passed, "\(String(describing: result.error)) \(result.failures.map(\.diff))")
    }
}

/// The one statement loop's check of the table's invariants after every statement.
@Suite struct StatementLoopTests {
    func statement(_ line: String) throws -> Statement {
        try #require(try ScenarioParser(file: "i").parseSingleLine(line))
    }

    @Test func aBrokenInvariantFailsTheStatementInDebugBuilds() throws {
        let loop = StatementLoop()
        loop.invariantProblems = { _ in ["row [0, 1] is broken", "so is the pool"] }
        let outcome = loop.run(try statement("tap 0.1"))
        #expect(outcome.trace?.isEmpty == false)
        #if DEBUG
        #expect(outcome.error?.description
            == "i:1:1: error: TableSim broke its own invariants after this line (a bug in TableSim; please report it): "
                + "row [0, 1] is broken; so is the pool")
        #else
        #expect(outcome.error == nil)
        #endif
    }

    @Test func aReportedInvariantNamesItsStatementInEveryBuild() throws {
        let reported = Reported()
        let loop = StatementLoop(invariants: .report { statement, problems in reported.add(statement.text, problems) })
        loop.invariantProblems = { _ in ["row [0, 1] is broken"] }
        #expect(loop.run(try statement("table plain")).error == nil)
        #expect(loop.run(try statement("tap 0.1")).error?.message == "row [0, 1] does not exist")
        #expect(reported.all == ["tap 0.1: row [0, 1] is broken"])
    }
}

/// What a loop reported, in order.
private final class Reported: @unchecked Sendable {
    // One loop on the test's thread reports into it.
    private(set) var all: [String] = []
    func add(_ text: String, _ problems: [String]) { all += problems.map { "\(text): \($0)" } }
}
