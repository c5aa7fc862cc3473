import TableSimSourceCheck
import Testing

/// The scanner keeps names and punctuation with their positions and drops comments, strings and inactive `#if` branches.
@Suite struct SwiftScannerTests {
    /// The scanned words and punctuation, with literals shown as `"` and positions dropped.
    private func texts(_ source: String) -> [String] {
        SwiftScanner.tokens(in: source).map { $0.kind == .literal ? "\"" : $0.text }
    }

    @Test func commentsOfEveryKindAreSkipped() {
        let source = """
            a // func tableView(
            /* func b /* nested */ still comment */ c
            /// doc func d
            e
            """
        #expect(texts(source) == ["a", "c", "e"])
    }

    @Test func stringsOfEveryFormAreOneLiteral() {
        let source = ###"""
            a "func x() \" { " b
            c """
              func tableView(_ t: T) {
              \(1 + ")") "
              """ d
            e #"raw \(not) " { "# f
            g ##"x "# still \##("y" + ")") "## h
            i "\("nested \("deeper") )")" j
            """###
        #expect(texts(source) == ["a", "\"", "b", "c", "\"", "d", "e", "\"", "f", "g", "\"", "h", "i", "\"", "j"])
    }

    @Test func theFirstBranchOfAnIfIsKeptAndTheOthersSkipped() {
        let source = """
            #if canImport(UIKit)
            class A: UIViewController {
            #elseif os(macOS)
            class A: NSViewController {
            #else
            class A {
            #endif
            }
            """
        #expect(texts(source) == ["class", "A", ":", "UIViewController", "{", "}"])
    }

    @Test func positionsAreLinesAndUTF8Columns() {
        let tokens = SwiftScanner.tokens(in: "let é = 1\n  `class` -> x")
        #expect(tokens.map(\.text) == ["let", "é", "=", "0", "class", "->", "x"])
        #expect(tokens.map(\.line) == [1, 1, 1, 1, 2, 2, 2])
        #expect(tokens.map(\.column) == [1, 5, 8, 10, 3, 11, 14])
        #expect(tokens[4].kind == .word(isEscaped: true))
        #expect(!tokens[4].isKeyword("class"))
    }

    @Test func unterminatedCommentsAndStringsEndTheScanWithoutTrapping() {
        #expect(texts("a /* never closed") == ["a"])
        #expect(texts("a \"\"\"\nnever closed") == ["a"])
        #expect(texts("a \"open\nb") == ["a", "\"", "b"])
        #expect(texts("#if X\na") == ["a"])
        #expect(texts("#endif\n#else\nb") == ["b"])  // a stray directive closes nothing
    }

    @Test func regexLiteralsWithDelimitersAreSkipped() {
        #expect(texts(#"a #/"{/# b"#) == ["a", "b"])
    }
}
