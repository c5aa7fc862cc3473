import TableSim

/// A place in a scenario file: 1-based line and column (columns count characters).
public struct ScenarioLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    public var description: String { "\(file):\(line):\(column)" }
}

extension String {
    /// The lines of a scenario source. Swift reads Windows' "\r\n" as one Character, so splitting on
    /// "\n" alone would see a CRLF file as one long line.
    var scenarioLines: [String] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

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

    /// The line ending a rewritten source should keep: CRLF when the source uses it.
    var scenarioLineEnding: String { contains("\r\n") ? "\r\n" : "\n" }
}

/// A mistake in a scenario: where it is and what was expected there.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: ScenarioLocation
    public var message: String
    public init(_ message: String, at location: ScenarioLocation) {
        self.location = location
        self.message = message
    }
    /// `file:line:column: error: message`, the form compilers print.
    public var description: String { "\(location): error: \(message)" }
}

/// One word of a scenario line.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A bare word: a command, a number, an index path, a selector name.
        case word
        /// A double-quoted string, unescaped.
        case string
        /// `key=value`; the value is in `value`.
        case option(key: String)
    }
    public var kind: Kind
    /// The word, the string's contents, or the option's value.
    public var text: String
    /// Whether an option's value was quoted.
    public var quoted = false
    /// The column the token starts at.
    public var column: Int

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

    func tokens(of line: String) throws(ScenarioError) -> [Token] {
        let chars = Array(line)
        var tokens: [Token] = []
        var i = 0
        func location(_ index: Int) -> ScenarioLocation {
            ScenarioLocation(file: file, line: lineNumber, column: index + 1)
        }
        func readString(from start: Int) throws(ScenarioError) -> (String, Int) {
            var text = ""
            var j = start + 1
            while j < chars.count {
                let c = chars[j]
                if c == "\"" { return (text, j + 1) }
                if c == "\\" {
                    guard j + 1 < chars.count else { break }
                    switch chars[j + 1] {
                    case "\"": text.append("\"")
                    case "\\": text.append("\\")
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    default:
                        throw ScenarioError(
                            "unknown escape '\\\(chars[j + 1])' in a string; expected \\\", \\\\ or \\n",
                            at: location(j))
                    }
                    j += 2
                    continue
                }
                text.append(c)
                j += 1
            }
            throw ScenarioError("unterminated string; expected a closing '\"'", at: location(start))
        }
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" {
                i += 1
                continue
            }
            if c == "#" { break }
            if c == "\"" {
                let (text, next) = try readString(from: i)
                tokens.append(Token(kind: .string, text: text, column: i + 1))
                i = next
                continue
            }
            if c == "[" {
                // An index path written [0, 2]: one token, spaces inside allowed.
                var j = i + 1
                while j < chars.count, chars[j] != "]" { j += 1 }
                guard j < chars.count else {
                    throw ScenarioError("unterminated index path; expected ']'", at: location(i))
                }
                let inner = String(chars[(i + 1)..<j]).replacingSpaces()
                tokens.append(Token(kind: .word, text: "[" + inner + "]", column: i + 1))
                i = j + 1
                continue
            }
            let start = i
            var word = ""
            // `#` starts a comment only where a word could start, so `cell#1` is one word.
            while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "\r" {
                if chars[i] == "=" , !word.isEmpty, !word.contains("(") {
                    // key=value
                    let key = word
                    i += 1
                    if i < chars.count, chars[i] == "\"" {
                        let (text, next) = try readString(from: i)
                        tokens.append(Token(kind: .option(key: key), text: text, quoted: true, column: start + 1))
                        i = next
                    } else {
                        var value = ""
                        while i < chars.count, chars[i] != " ", chars[i] != "\t" {
                            value.append(chars[i])
                            i += 1
                        }
                        tokens.append(Token(kind: .option(key: key), text: value, column: start + 1))
                    }
                    word = ""
                    break
                }
                if chars[i] == "\"" {
                    throw ScenarioError("unexpected '\"' inside a word; put a space before the string", at: location(i))
                }
                word.append(chars[i])
                i += 1
            }
            if !word.isEmpty { tokens.append(Token(kind: .word, text: word, column: start + 1)) }
        }
        return tokens
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { filter { $0 != " " && $0 != "\t" } }
}
