import TableSim

/// A place in a scenario file: 1-based line and column (columns count characters).
public struct ScenarioLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given (`<stdin>` for standard input).
    public var file: String
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in characters.
    public var column: Int
    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    /// `file:line:column`, the form compilers and editors read.
    public var description: String { "\(file):\(line):\(column)" }
}

extension String {
    /// The lines of a scenario source. Swift reads Windows' "\r\n" as one Character, so splitting on
    /// "\n" alone would see a CRLF file as one long line.
    package var scenarioLines: [String] {
        Array(ScenarioLines(self).lazy.map(String.init))
    }
}

/// The lines of a scenario source one at a time, as slices of it: a long file is never copied into
/// an array of lines.
///
/// A line ends at LF, or at CRLF taken as one ending, exactly where Swift's `Character`s split it:
/// a CR or LF is always a character of its own (CRLF excepted), so the bytes can be searched
/// without decoding. A lone CR stays in its line, as it does in a split on characters.
struct ScenarioLines: Sequence, IteratorProtocol {
    private let text: Substring
    private var position: String.Index
    private var finished = false

    /// The lines of `text`; an empty text is one empty line, as a split gives.
    init(_ text: String) {
        self.text = text[...]
        position = self.text.startIndex
    }

    /// The next line without its ending, or nil after the last.
    mutating func next() -> Substring? {
        guard !finished else { return nil }
        let bytes = text.utf8
        guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
            finished = true
            return text[position...]
        }
        var end = newline
        if end > position {
            let before = bytes.index(before: end)
            if bytes[before] == UInt8(ascii: "\r") { end = before }
        }
        defer { position = bytes.index(after: newline) }
        return text[position..<end]
    }
}

extension StringProtocol {
    /// The line without its comment, read as the lexer reads it: `#` outside quotes, where a word
    /// could start (so `cell#1` stays), runs to the end of the line. For `expect` block lines, which
    /// are matched as text rather than tokens.
    var removingComment: String {
        var kept = ""
        var inQuotes = false
        var escaped = false
        var previous: Character = " "
        for character in self {
            if inQuotes {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "#", previous == " " || previous == "\t" {
                break
            }
            kept.append(character)
            previous = character
        }
        return kept
    }
}

extension String {
    /// The text without the blanks around it (see `Substring.trimmingBlanks`).
    var trimmingBlanks: String { self[...].trimmingBlanks }
}

extension Substring {
    /// The text without the blanks around it: tabs, Unicode's space separators (general category
    /// Zs) and the zero-width space, the set Foundation's `CharacterSet.whitespaces` trims, scalar by
    /// scalar as it does, without Foundation's cost on every line of a long file.
    var trimmingBlanks: String {
        // Most lines have nothing to trim; a blank scalar starts with a tab, a space, or a byte above ASCII.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return String(self)
        }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isBlank { scalars.formIndex(after: &start) }
        while start < end {
            let before = scalars.index(before: end)
            guard scalars[before].isBlank else { break }
            end = before
        }
        return String(scalars[start..<end])
    }
}

extension Unicode.Scalar {
    /// A tab or a space separator: what `trimmingBlanks` trims.
    fileprivate var isBlank: Bool {
        if isASCII { return self == " " || self == "\t" }
        return self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }
}

/// A mistake in a scenario: where it is and what was expected there.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the mistake is.
    public var location: ScenarioLocation
    /// What was expected there, in a sentence.
    public var message: String
    /// Creates an error with its message and location.
    public init(_ message: String, at location: ScenarioLocation) {
        self.location = location
        self.message = message
    }
    /// `file:line:column: error: message`, the form compilers print, with control and bidi
    /// characters shown escaped (`\\u{202E}`) so that a message cannot disguise itself in a terminal.
    public var description: String { Reports.visible("\(location): error: \(message)") }
}

/// One word of a scenario line.
package struct Token: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A bare word: a command, a number, an index path, a selector name.
        case word
        /// A double-quoted string, unescaped.
        case string
        /// `key=value`; the value is in `value`.
        case option(key: String)
    }
    package var kind: Kind
    /// The word, the string's contents, or the option's value.
    package var text: String
    /// Whether an option's value was quoted.
    package var quoted = false
    /// The column the token starts at.
    package var column: Int

    /// The token as it was written (near enough), for error messages: `key=value`, `"string"`, `word`.
    var spelling: String {
        let written = kind == .string || quoted ? "\"" + text + "\"" : text
        if case .option(let key) = kind { return key + "=" + written }
        return written
    }
}

/// Splits one line into tokens; `#` outside quotes starts a comment.
struct Lexer {
    let file: String
    let lineNumber: Int

    /// The line's tokens.
    func tokens(of line: String) throws(ScenarioError) -> [Token] {
        try tokens(of: line[...])
    }

    /// The line's tokens. An ASCII line (nearly every line) is read as bytes, where a byte is a
    /// character; any other is read as `Character`s, so columns count characters either way.
    func tokens(of line: Substring) throws(ScenarioError) -> [Token] {
        guard line.utf8.allSatisfy({ $0 < 0x80 }) else { return try tokens(units: Array(line)) }
        var line = line
        let lexed = line.withUTF8 { bytes in
            Result { () throws(ScenarioError) -> [Token] in try tokens(units: bytes) }
        }
        return try lexed.get()
    }

    func tokens<Units: RandomAccessCollection>(units chars: Units) throws(ScenarioError) -> [Token]
    where Units.Element: LexicalUnit, Units.Index == Int {
        typealias Unit = Units.Element
        let space = Unit(ascii: " "), tab = Unit(ascii: "\t"), carriageReturn = Unit(ascii: "\r")
        let quote = Unit(ascii: "\""), backslash = Unit(ascii: "\\"), equals = Unit(ascii: "=")
        let count = chars.endIndex
        var tokens: [Token] = []
        tokens.reserveCapacity(8)
        var i = chars.startIndex
        func location(_ index: Int) -> ScenarioLocation {
            ScenarioLocation(file: file, line: lineNumber, column: index + 1)
        }
        func readString(from start: Int) throws(ScenarioError) -> (String, Int) {
            var text = ""
            var run = start + 1
            var j = run
            while j < count {
                let c = chars[j]
                if c == quote { return (text + Unit.text(chars[run..<j]), j + 1) }
                if c == backslash {
                    guard j + 1 < count else { break }
                    text += Unit.text(chars[run..<j])
                    switch chars[j + 1] {
                    case quote: text.append("\"")
                    case backslash: text.append("\\")
                    case Unit(ascii: "n"): text.append("\n")
                    case Unit(ascii: "t"): text.append("\t")
                    default:
                        throw ScenarioError(
                            "unknown escape '\\\(Unit.text(chars[(j + 1)...(j + 1)]))' in a string; expected \\\", \\\\ or \\n",
                            at: location(j))
                    }
                    j += 2
                    run = j
                    continue
                }
                j += 1
            }
            throw ScenarioError("unterminated string; expected a closing '\"'", at: location(start))
        }
        while i < count {
            let c = chars[i]
            if c == space || c == tab || c == carriageReturn {
                i += 1
                continue
            }
            if c == Unit(ascii: "#") { break }
            if c == quote {
                let (text, next) = try readString(from: i)
                tokens.append(Token(kind: .string, text: text, column: i + 1))
                i = next
                continue
            }
            if c == Unit(ascii: "[") {
                // An index path written [0, 2]: one token, spaces inside allowed.
                var j = i + 1
                while j < count, chars[j] != Unit(ascii: "]") { j += 1 }
                guard j < count else {
                    throw ScenarioError("unterminated index path; expected ']'", at: location(i))
                }
                let inner = Unit.text(chars[(i + 1)..<j].lazy.filter { $0 != space && $0 != tab })
                tokens.append(Token(kind: .word, text: "[" + inner + "]", column: i + 1))
                i = j + 1
                continue
            }
            let start = i
            var sawParenthesis = false
            var readOption = false
            // `#` starts a comment only where a word could start, so `cell#1` is one word.
            while i < count, chars[i] != space, chars[i] != tab, chars[i] != carriageReturn {
                if chars[i] == equals, i > start, !sawParenthesis {
                    // key=value
                    let key = Unit.text(chars[start..<i])
                    i += 1
                    if i < count, chars[i] == quote {
                        let (text, next) = try readString(from: i)
                        tokens.append(Token(kind: .option(key: key), text: text, quoted: true, column: start + 1))
                        i = next
                    } else {
                        let valueStart = i
                        while i < count, chars[i] != space, chars[i] != tab { i += 1 }
                        tokens.append(Token(kind: .option(key: key), text: Unit.text(chars[valueStart..<i]), column: start + 1))
                    }
                    readOption = true
                    break
                }
                if chars[i] == quote {
                    throw ScenarioError("unexpected '\"' inside a word; put a space before the string", at: location(i))
                }
                if chars[i] == Unit(ascii: "(") { sawParenthesis = true }
                i += 1
            }
            if !readOption, i > start { tokens.append(Token(kind: .word, text: Unit.text(chars[start..<i]), column: start + 1)) }
        }
        return tokens
    }
}

/// What the lexer reads a line in: a byte of an ASCII line, or a `Character` of any other line.
protocol LexicalUnit: Equatable {
    /// The unit that is this ASCII character.
    init(ascii: Unicode.Scalar)
    /// The text the units spell.
    static func text(_ units: some Collection<Self>) -> String
}

extension UInt8: LexicalUnit {
    static func text(_ units: some Collection<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

extension Character: LexicalUnit {
    init(ascii: Unicode.Scalar) { self.init(ascii) }
    static func text(_ units: some Collection<Character>) -> String { String(units) }
}
