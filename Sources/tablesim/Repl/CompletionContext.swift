/// What the completer needs to know about the line being edited.
enum CompletionContext {
    /// Returns the whitespace-separated words before byte offset `wordStart` of `line` (UTF-8 bytes).
    static func precedingWords(line: some Collection<UInt8>, wordStart: Int) -> [String] {
        let before = line.prefix(max(0, wordStart))
        return before.split(whereSeparator: isSpace).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The characters that end a word for completion: the word being typed runs back to the last of them.
    ///
    /// Only whitespace, so `style=sub` and `"Ap` reach the session whole.
    static let wordBreakCharacters = " \t\n"

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
    }
}
