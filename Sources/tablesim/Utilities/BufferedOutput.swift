/// Standard output gathered in memory and written in large pieces, flushed before any standard-error text.
///
/// `tablesim run` may print thousands of trace lines; one `write` per line would be slow, and
/// flushing before each error keeps the two streams in order on a shared terminal.
final class BufferedOutput {
    private var pending = ""
    private let limit = 65_536

    /// Creates an empty buffer.
    init() {}

    /// Appends text for standard output, writing the buffer out once it is large.
    func output(_ text: String) {
        pending += text
        if pending.utf8.count >= limit { flush() }
    }

    /// Writes the buffered output, then `text` to standard error.
    func errorOutput(_ text: String) {
        flush()
        StandardStreams.writeError(text)
    }

    /// Writes whatever is buffered to standard output.
    func flush() {
        StandardStreams.writeOutput(pending)
        pending = ""
    }
}
