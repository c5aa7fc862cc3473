/// One token of Swift source, as far as the dispatch check needs to tell tokens apart.
///
/// Comments, string literals and the inactive branches of `#if` never become tokens, so no text
/// inside them can look like a declaration.
package struct SwiftToken: Equatable, Sendable {
    /// What a token is.
    package enum Kind: Equatable, Sendable {
        /// A name or keyword; `isEscaped` is true for a backticked name, which is never a keyword.
        case word(isEscaped: Bool)
        /// One punctuation or operator character, or the two-character `->`.
        case punctuation
        /// A number or string literal, whose text is not kept.
        case literal
    }

    /// The token's kind.
    package let kind: Kind
    /// The token's text: a name without its backticks, or the punctuation itself.
    package let text: String
    /// The 1-based line the token starts on.
    package let line: Int
    /// The 1-based column the token starts at, in UTF-8 bytes as the Swift compiler counts them.
    package let column: Int
    /// The byte offset of the token's first byte in the source.
    package let start: Int
    /// The byte offset just past the token's last byte.
    package let end: Int

    /// Whether the token is the unescaped word `keyword`.
    package func isKeyword(_ keyword: String) -> Bool {
        kind == .word(isEscaped: false) && text == keyword
    }

    /// Whether the token is the punctuation `symbol`.
    package func isPunctuation(_ symbol: String) -> Bool {
        kind == .punctuation && text == symbol
    }

    /// Whether the token is a name or keyword.
    package var isWord: Bool {
        if case .word = kind { return true }
        return false
    }
}

/// A lexical scanner for Swift source that keeps names and punctuation and drops everything else.
///
/// It skips line and nested block comments, string literals of every form (single-line,
/// multi-line, raw with any number of `#`, with interpolations that hold further strings), and
/// `#/…/#` regex literals. `#if` is kept simple: the first branch of every `#if` is scanned and its
/// `#elseif` and `#else` branches are skipped, which keeps the braces of the usual
/// `#if canImport(UIKit)` pattern balanced without evaluating conditions. Malformed source (an
/// unterminated string or comment) ends the token stream early instead of trapping.
package struct SwiftScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [SwiftToken] = []
    /// One entry per open `#if`: whether its current branch is scanned.
    private var conditionStack: [Bool] = []

    /// Scans `source` and returns its tokens in order.
    package static func tokens(in source: String) -> [SwiftToken] {
        var scanner = SwiftScanner(bytes: Array(source.utf8))
        scanner.run()
        return scanner.tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private var isActive: Bool { conditionStack.allSatisfy { $0 } }

    /// Moves one byte on, counting lines.
    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func emit(_ kind: SwiftToken.Kind, text: String, from start: Int, line startLine: Int, column: Int) {
        guard isActive else { return }
        tokens.append(SwiftToken(kind: kind, text: text, line: startLine, column: column, start: start, end: index))
    }

    private mutating func run() {
        while let byte = peek() {
            let start = index, startLine = line, column = index - lineStart + 1
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard skipBlockComment() else { return }
            case UInt8(ascii: "\""):
                guard skipString(pounds: 0) else { return }
                emit(.literal, text: "\"\"", from: start, line: startLine, column: column)
            case UInt8(ascii: "#"):
                guard scanPound(start: start, line: startLine, column: column) else { return }
            case UInt8(ascii: "`"):
                advance()
                let nameStart = index
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { advance() }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if peek() == UInt8(ascii: "`") { advance() }
                emit(.word(isEscaped: true), text: name, from: start, line: startLine, column: column)
            case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                advance()
                advance()
                emit(.punctuation, text: "->", from: start, line: startLine, column: column)
            default:
                if Self.isIdentifierHead(byte) {
                    while let next = peek(), Self.isIdentifierBody(next) { advance() }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self)
                    emit(.word(isEscaped: false), text: word, from: start, line: startLine, column: column)
                } else if Self.isDigit(byte) {
                    while let next = peek(), Self.isIdentifierBody(next) || next == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true {
                        advance()
                    }
                    emit(.literal, text: "0", from: start, line: startLine, column: column)
                } else {
                    advance()
                    emit(.punctuation, text: String(UnicodeScalar(byte)), from: start, line: startLine, column: column)
                }
            }
        }
    }

    /// Skips a block comment, nested ones included; false when it never ends.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while peek() != nil {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance()
                advance()
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance()
                advance()
                if depth == 0 { return true }
            } else {
                advance()
            }
        }
        return false
    }

    /// Scans what starts with `#`: a raw string, a regex literal, a compiler directive or a `#word`.
    private mutating func scanPound(start: Int, line startLine: Int, column: Int) -> Bool {
        var pounds = 0
        while peek(pounds) == UInt8(ascii: "#") { pounds += 1 }
        if peek(pounds) == UInt8(ascii: "\"") {
            for _ in 0..<pounds { advance() }
            guard skipString(pounds: pounds) else { return false }
            emit(.literal, text: "\"\"", from: start, line: startLine, column: column)
            return true
        }
        if peek(pounds) == UInt8(ascii: "/") {
            for _ in 0...pounds { advance() }
            return skipRegex(pounds: pounds)
        }
        advance()
        let wordStart = index
        while let next = peek(), Self.isIdentifierBody(next) { advance() }
        let word = String(decoding: bytes[wordStart..<index], as: UTF8.self)
        switch word {
        case "if":
            conditionStack.append(true)
            skipRestOfLine()
        case "elseif", "else":
            if !conditionStack.isEmpty { conditionStack[conditionStack.count - 1] = false }
            skipRestOfLine()
        case "endif":
            if !conditionStack.isEmpty { conditionStack.removeLast() }
        default:
            emit(.punctuation, text: "#" + word, from: start, line: startLine, column: column)
        }
        return true
    }

    /// Skips a directive's condition, which runs to the end of its line.
    private mutating func skipRestOfLine() {
        while let next = peek(), next != UInt8(ascii: "\n") {
            if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                guard skipBlockComment() else { return }
            } else {
                advance()
            }
        }
    }

    /// Skips a `#/…/#` regex literal, whose opening delimiter is consumed; false when it never ends.
    private mutating func skipRegex(pounds: Int) -> Bool {
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") {
                advance()
                if peek() != nil { advance() }
                continue
            }
            advance()
            if byte == UInt8(ascii: "/"), (0..<pounds).allSatisfy({ peek($0) == UInt8(ascii: "#") }) {
                for _ in 0..<pounds { advance() }
                return true
            }
        }
        return false
    }

    /// Skips a string literal starting at its opening quote, after `pounds` `#` of a raw string.
    ///
    /// An interpolation's expression may hold strings and parentheses of its own, so it is
    /// skipped by scanning it as code until its closing parenthesis. False when the string never
    /// ends; a single-line string also ends, unterminated, at its line's end.
    private mutating func skipString(pounds: Int) -> Bool {
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        for _ in 0..<(isMultiline ? 3 : 1) { advance() }
        while let byte = peek() {
            // In a raw string only a backslash followed by as many `#` as opened it escapes.
            if byte == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                for _ in 0...pounds { advance() }
                if peek() == UInt8(ascii: "(") {
                    advance()
                    guard skipInterpolation() else { return false }
                } else if let next = peek(), next != UInt8(ascii: "\n") || isMultiline {
                    advance()
                }
                continue
            }
            if byte == UInt8(ascii: "\n"), !isMultiline { return true }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                let closes = (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") }
                    && (0..<pounds).allSatisfy { peek(quotes + $0) == UInt8(ascii: "#") }
                if closes {
                    for _ in 0..<(quotes + pounds) { advance() }
                    return true
                }
            }
            advance()
        }
        return false
    }

    /// Skips an interpolation's expression up to and including its closing parenthesis.
    private mutating func skipInterpolation() -> Bool {
        var depth = 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                advance()
            case UInt8(ascii: ")"):
                depth -= 1
                advance()
                if depth == 0 { return true }
            case UInt8(ascii: "\""):
                guard skipString(pounds: 0) else { return false }
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"):
                var pounds = 0
                while peek(pounds) == UInt8(ascii: "#") { pounds += 1 }
                guard peek(pounds) == UInt8(ascii: "\"") else {
                    advance()
                    continue
                }
                for _ in 0..<pounds { advance() }
                guard skipString(pounds: pounds) else { return false }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard skipBlockComment() else { return false }
            default:
                advance()
            }
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether a byte can start a name: a letter, `_`, `$`, or any byte of a non-ASCII character.
    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }
}
