import Foundation
import Testing

@testable import TableSimScenario

/// The parser that reads a file one statement at a time, on bytes where a line is ASCII: it must
/// read every file exactly as the whole-file, character-by-character reading did.
@Suite struct StreamingParserTests {
    /// Every scenario file of the repository, with its text as the runner reads it.
    static func scenarioSources() throws -> [(path: String, text: String)] {
        let root = GoldenTraceTests.packageRoot.appendingPathComponent("Scenarios")
        let paths = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".scenario") }.sorted()
        return try paths.map { path throws in
            switch ScenarioRunner.readScenario(root.appendingPathComponent(path).path) {
            case .success(let source): return (path, source.parsed)
            case .failure(let error): throw error
            }
        }
    }

    /// The lines as the parser split them before it streamed: on `Character`s, CRLF as one.
    static func characterLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

    /// The statements of a checked read, one at a time.
    static func checked(_ text: String, file: String) throws(ScenarioError) -> [Statement] {
        var statements = try ScenarioParser(file: file).checkedStatements(in: text)
        var all: [Statement] = []
        while let statement = statements.next() { all.append(statement) }
        return all
    }

    /// The first error of a parse, or nil.
    static func firstError(_ read: () throws(ScenarioError) -> [Statement]) -> ScenarioError? {
        do throws(ScenarioError) {
            _ = try read()
            return nil
        } catch {
            return error
        }
    }

    @Test func theCheckedReadGivesTheStatementsOfParseOnEveryScenarioFile() throws {
        let sources = try Self.scenarioSources()
        #expect(sources.count >= 127)
        var statements = 0
        for (path, text) in sources {
            let parsed = try ScenarioParser(file: path).parse(text)
            #expect(try Self.checked(text, file: path) == parsed, "\(path)")
            statements += parsed.count
        }
        #expect(statements > 3000)
    }

    @Test func theByteLexerGivesTheTokensOfTheCharacterLexerOnEveryLine() throws {
        var lines = 0
        for (path, text) in try Self.scenarioSources() {
            for (index, line) in Self.characterLines(text).enumerated() {
                let lexer = Lexer(file: path, lineNumber: index + 1)
                let characters = Result { () throws(ScenarioError) in try lexer.tokens(units: Array(line)) }
                let bytes = Result { () throws(ScenarioError) in try lexer.tokens(of: line[...]) }
                #expect(bytes == characters, "\(path):\(index + 1)")
                lines += 1
            }
        }
        #expect(lines > 5000)
    }

    @Test func theByteLexerGivesTheCharacterLexersTokensAndErrorsOnAwkwardLines() {
        let lines = [
            "tap 0.1", "  row \"A \\\"B\\\" \\\\ \\n\\t\" detail=\"x y\" height=44  # note", "tap [0, 2] content",
            "swipe left [ 1 ,\t3 ]", "row \"A\" cell#1 x=(a=b) f(x)=1", "=x a= b=\"\"", "tap 0.1\r", "tap\r0.1",
            "row \"unterminated", "row \"bad \\q escape\"", "tap 0.\"1\"", "tap [0, 1", "row \"A\"\"B\"", "#only",
            "key=\"quoted value\"rest", "\t\t", "",
        ]
        for line in lines {
            let lexer = Lexer(file: "l", lineNumber: 3)
            let characters = Result { () throws(ScenarioError) in try lexer.tokens(units: Array(line)) }
            let bytes = Result { () throws(ScenarioError) in try lexer.tokens(of: line[...]) }
            #expect(bytes == characters, "\(line)")
        }
    }

    @Test func aLineThatIsNotASCIICountsColumnsInCharacters() throws {
        let error = Self.firstError { () throws(ScenarioError) in
            try ScenarioParser(file: "k.scenario").parse("rows 3 \"R{n}\"\nrow \"한국어 e\u{301}\" accessory=bogus\n")
        }
        #expect(error?.description
            == "k.scenario:2:13: error: 'bogus' is not a valid value; expected one of none, disclosureIndicator, "
            + "detailDisclosureButton, checkmark, detailButton")
        let tokens = try Lexer(file: "k", lineNumber: 1).tokens(of: "row \"한국어\" detail=\"é\" x"[...])
        #expect(tokens.map(\.column) == [1, 5, 11, 22])
        #expect(tokens.map(\.text) == ["row", "한국어", "é", "x"])
    }

    @Test func linesSplitWhereCharactersSplit() {
        let texts = [
            "", "\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "a\r\r\nb", "\r\n\r\n", "a\rb\nc", "\n\r", "é\r\nü\n\u{301}x",
            "x\r", "한\n국\r\n어",
        ]
        for text in texts {
            #expect(Array(ScenarioLines(text).map(String.init)) == Self.characterLines(text), "\(text.debugDescription)")
        }
    }

    @Test func blanksAreTrimmedAsFoundationTrimsWhitespace() {
        let spaces = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            CharacterSet.whitespaces.contains($0) || $0.properties.generalCategory == .spaceSeparator
        }
        #expect(spaces.count == 19)
        var texts = [
            "", " ", "\t tap 0.1 \t", "tap\u{00A0}", "\u{3000}row \"A\"\u{2003}", " \u{301}tap", "tap \u{301}", "\r tap \r",
            "\u{200B}tap\u{200B}", "\u{85}tap\u{85}", "\n tap", "é", " e\u{301} ",
        ]
        texts += spaces.map { "\($0)x\($0)" }
        for text in texts {
            #expect(text.trimmingBlanks == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test func indexPathsAreReadOnBytesAsTheyWereOnCharacters() {
        // The reading before it went to bytes.
        func characterIndexPath(_ text: String) -> IndexPath? {
            var body = Substring(text)
            let separator: Character
            if body.hasPrefix("[") && body.hasSuffix("]") {
                body = body.dropFirst().dropLast()
                separator = ","
            } else {
                separator = "."
            }
            let parts = body.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]), section >= 0, row >= 0 else {
                return nil
            }
            return IndexPath(row: row, section: section)
        }
        let texts = [
            "0.1", "12.345", "[0,2]", "[3,4]", "+1.+2", "-0.0", "-1.2", "1.-2", "0.1.2", "[0,1,2]", "[", "]", "[]", "[0.1]",
            "0,1", ".1", "1.", ".", "", "a.b", "01.007", "9223372036854775807.0", "9223372036854775808.0",
            "0.9223372036854775808", "[ 0,1]", "١.٢", "0.1\u{301}", "[\u{301}0,1]", "0.1e3", "0x1.2", " 0.1", "0.1 ",
        ]
        for text in texts {
            #expect(Cursor.indexPath(text) == characterIndexPath(text), "\(text.debugDescription)")
        }
        #expect(Cursor.indexPath("[0,2]") == IndexPath(row: 2, section: 0))
        #expect(Cursor.indexPath("-0.0") == IndexPath(row: 0, section: 0))
    }

    @Test func aBadFileThrowsItsFirstMistakeBeforeAnyStatementIsRead() {
        let sources = [
            "appear\ntap 0.1\nexpect\n  tableView(_:didSelectRowAt:) [0, 1]\n", "appear\ntap 0.1\nbogus 3\ntap \"x\n",
            "row \"A\"\r\nrow \"B\" height=nan\r\n", "tap 0.1\n\n\n  tap \"unterminated\n",
            "appear\nexpect\n  anything\nend\nexpect focus heading 0\n",
        ]
        for source in sources {
            let whole = Self.firstError { () throws(ScenarioError) in try ScenarioParser(file: "b").parse(source) }
            let checked = Self.firstError { () throws(ScenarioError) in try Self.checked(source, file: "b") }
            #expect(whole != nil)
            #expect(checked == whole, "\(source.debugDescription)")
        }
    }

    @Test func aRunWhoseLastLineDoesNotParseRunsNothing() {
        var printed: [String] = []
        let source = String(repeating: "tap 0.1\n", count: 3) + "tap 0.9 bogus\n"
        let (result, _) = ScenarioRunner.replayWithUpdates(source: source, path: "n.scenario", printTrace: true) {
            printed.append($0.text)
        }
        #expect(printed == [])
        #expect(result.error?.description == "n.scenario:4:9: error: unknown row region 'bogus'; expected content, accessory, disclosure, text-field, "
            + "delete-control, insert-control, reorder-control")
    }
}
