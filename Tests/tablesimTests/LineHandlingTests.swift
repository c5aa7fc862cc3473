import Testing

@testable import tablesim

/// Pure helpers of the REPL: splitting pastes into lines, and completion context.
@Suite struct LineHandlingTests {
    @Test(arguments: [
        ("tap 0.1", ["tap 0.1"]),
        ("", [""]),
        ("tap 0.1\nshow", ["tap 0.1", "show"]),
        ("tap 0.1\r\nshow\n", ["tap 0.1", "show"]),
        ("a\n\nb", ["a", "", "b"]),
    ])
    func pastedChunksSplitIntoLines(chunk: String, lines: [String]) {
        #expect(InputLines.split(chunk) == lines)
    }

    @Test func precedingWordsAreTheWhitespaceSeparatedWordsBeforeTheCursorWord() {
        let line = Array("row  \"사과\"\tstyle=sub".utf8)
        let wordStart = line.count - "style=sub".utf8.count
        #expect(CompletionContext.precedingWords(line: line, wordStart: wordStart) == ["row", "\"사과\""])
        #expect(CompletionContext.precedingWords(line: line, wordStart: 0) == [])
        #expect(CompletionContext.precedingWords(line: Array("ta".utf8), wordStart: 0) == [])
        #expect(CompletionContext.precedingWords(line: Array("tap ".utf8), wordStart: 4) == ["tap"])
    }

    @Test func completionWordsBreakOnlyOnWhitespace() {
        #expect(CompletionContext.wordBreakCharacters == " \t\n")
    }
}
