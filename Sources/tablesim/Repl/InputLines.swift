/// Splitting of what one terminal read returned into the lines to run.
enum InputLines {
    /// Returns the lines of `chunk`: a bracketed paste can return several lines joined by newlines.
    ///
    /// A trailing newline does not make an extra empty line, and a carriage return before a
    /// newline is dropped, so `"a\r\nb\n"` gives `["a", "b"]`.
    static func split(_ chunk: String) -> [String] {
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        var lines = chunk.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.count > 1 && lines.last == "" {
            lines.removeLast()
        }
        return lines
    }
}
