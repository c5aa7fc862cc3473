/// The scenario a REPL session made so far, line by line, as `save` writes it.
///
/// It grows with every command (each with its `expect` block), so it is kept in a temporary file
/// while one works; without one, or once the file fails (a full disk), it is kept in memory, the
/// lines the file held read back first.
final class SessionTranscript {
    private var file: SpillFile?
    /// The lines, when there is no file.
    private var lines: [String] = []
    /// How many lines the transcript holds.
    private(set) var count = 0
    /// The first line, which tells a fresh session (its header alone) from one that did something.
    private(set) var first: String?
    /// Whether lines the broken file held could not be read back: `save` then refuses to write.
    private(set) var lostLines = false

    /// An empty transcript, kept in `file` while it works, or in memory when nil.
    init(file: SpillFile?) {
        self.file = file
    }

    /// Appends a line.
    func append(_ line: String) {
        if count == 0 { first = line }
        count += 1
        guard let file else { return lines.append(line) }
        if file.isBroken {
            // Broken by a read (`save`) or an emptying since the last line: it takes no more lines.
            moveToMemory(from: file)
            lines.append(line)
        } else if !file.appendLine(line) {
            // Broken by this line's write: the file still holds the line, and reads it back.
            moveToMemory(from: file)
        }
    }

    /// Appends lines in order.
    func append(contentsOf newLines: some Sequence<String>) {
        for line in newLines { append(line) }
    }

    /// Appends a source's lines as the parser splits them: its first `limit`, or, with no limit, all
    /// but the empty lines at its end.
    func append(linesOf source: String, limit: Int? = nil) {
        var emptyLines = 0
        for (number, line) in zip(1..., ScenarioLines(source)) {
            if let limit, number > limit { break }
            if limit == nil, line.isEmpty {
                emptyLines += 1
                continue
            }
            append(contentsOf: repeatElement("", count: emptyLines))
            emptyLines = 0
            append(String(line))
        }
    }

    /// Forgets every line (a new start).
    func removeAll() {
        count = 0
        first = nil
        lines = []
        lostLines = false
        file?.removeAll()
    }

    /// The transcript as a file's text, each line ended; nil when lines were lost.
    var text: String? {
        guard !lostLines else { return nil }
        guard let file else { return lines.joined(separator: "\n") + "\n" }
        var text = ""
        guard file.read({ text += $0 }) else { return nil }
        return count == 0 ? "\n" : text
    }

    private func moveToMemory(from file: SpillFile) {
        var text = ""
        lostLines = !file.read { text += $0 }
        // Split on the byte: as a Character, a line's own trailing "\r" and its "\n" are one "\r\n".
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
        self.file = nil
    }
}
