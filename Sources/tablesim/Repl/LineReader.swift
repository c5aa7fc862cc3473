/// A source of REPL input lines.
protocol LineReader {
    /// Returns the next line without its newline, showing `prompt` if the reader prompts; nil at end of input.
    ///
    /// A reader that catches Ctrl-C forgets, as the line is entered, a stop asked for before it
    /// (`Interruption`), so that only a Ctrl-C pressed after the line stops it.
    mutating func readLine(prompt: String) -> String?

    /// Saves what must outlive the session, such as history; called once when the REPL ends.
    mutating func finish()

    /// Returns whether Ctrl-C was pressed at a continuation prompt since the last call, and forgets it.
    mutating func takeInterruption() -> Bool
}

/// Reads plain lines from standard input with no prompt, editing or history, for pipes and files.
struct PlainLineReader: LineReader {
    /// Creates a reader of standard input.
    init() {}

    /// Returns the next line of standard input; the prompt is never shown.
    mutating func readLine(prompt: String) -> String? {
        Swift.readLine(strippingNewline: true)
    }

    /// Does nothing: plain input keeps no history.
    mutating func finish() {}

    /// Returns false: without a terminal there is no Ctrl-C to read.
    mutating func takeInterruption() -> Bool { false }
}
