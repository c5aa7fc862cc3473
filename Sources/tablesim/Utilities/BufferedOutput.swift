import TableSimScenario

/// Standard output gathered in memory and written in large pieces, flushed before any standard-error text.
///
/// `tablesim run` may print thousands of trace lines; one `write` per line would be slow, and
/// flushing before each error keeps the two streams in order on a shared terminal. A failed write
/// (`> /dev/full`, a closed descriptor) is remembered: a report that never arrived must fail the run.
final class BufferedOutput {
    private var pending = ""
    private let limit = 65_536
    /// The error number of the first failed write to standard output, if one failed.
    private(set) var writeFailure: Int32?

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
        if let failure = StandardStreams.writeOutput(pending), writeFailure == nil { writeFailure = failure }
        pending = ""
    }

    /// Flushes, and returns `code`, or 2 after saying on standard error that the output was lost.
    func finish(_ code: Int32) -> Int32 {
        flush()
        guard let failure = writeFailure else { return code }
        StandardStreams.writeError(
            "error: cannot write the report to standard output: \(systemMessage(failure))\n")
        return 2
    }
}
