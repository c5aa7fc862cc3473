import CReadline
import Glibc

/// Reads lines from a terminal with GNU readline: line editing, a history file, TAB completion and Ctrl-C.
///
/// Readline is one global state, so this reader's own state is static; create one per process.
/// Every callback runs inside `readline()` on the calling thread, which makes the
/// `nonisolated(unsafe)` statics safe in practice.
struct ReadlineLineReader: LineReader {
    /// Candidates for the word being typed, given the words before it on the line.
    typealias Completer = (_ precedingWords: [String], _ prefix: String) -> [String]

    nonisolated(unsafe) fileprivate static var completer: Completer = { _, _ in [] }
    nonisolated(unsafe) fileprivate static var matches: [String] = []
    /// Whether `readline()` is running; the SIGINT handler only touches readline then.
    nonisolated(unsafe) fileprivate static var isReading = false
    /// The prompt Ctrl-C goes back to when it comes at another (a continuation prompt), or nil.
    nonisolated(unsafe) fileprivate static var interruptPrompt: UnsafeMutablePointer<CChar>?
    /// Whether Ctrl-C came at a continuation prompt since the REPL last asked.
    nonisolated(unsafe) fileprivate static var interruptedContinuation = false

    private let historyPath: String?
    private var pendingLines: [String] = []
    private var reportedHistoryFailure = false

    /// Sets readline up: its name, completion, history (loaded from `historyPath`) and the Ctrl-C handler.
    init(historyPath: String?, completer: @escaping Completer) {
        self.historyPath = historyPath
        Self.completer = completer
        Self.matches = []
        Self.isReading = false
        crl_set_readline_name(strdup("tablesim"))
        crl_set_basic_word_break_characters(strdup(CompletionContext.wordBreakCharacters))
        crl_set_attempted_completion(readlineAttemptedCompletion)
        using_history()
        stifle_history(HistoryPolicy.capacity)
        if let historyPath {
            _ = read_history(historyPath)  // a missing file (ENOENT) is a first run, not an error
        }
        _ = rl_initialize()
        signal(SIGINT, readlineInterruptHandler)
    }

    /// Returns the next line typed (or pasted) at the terminal, recording it in history; nil on Ctrl-D.
    mutating func readLine(prompt: String) -> String? {
        if !pendingLines.isEmpty {
            Interruption.clear()  // a Ctrl-C that stopped the pasted line before this one is spent
            return pendingLines.removeFirst()
        }
        // A Ctrl-C that came while the last command ran, after it stopped checking, is spent. From the
        // moment readline accepts the line, a Ctrl-C is for the command the line is: the handler asks
        // it to stop, whether readline is still on its way out (restoring the terminal, printing the
        // line end) or the line is being recorded in the history file, which can be slow (a busy
        // disk, a network home). Either way the command stops when it starts instead of running on.
        Interruption.clear()
        crl_forget_line_accepted()  // a Ctrl-C before readline() starts is at the prompt, not for the last line
        Self.isReading = true
        Self.interruptPrompt = prompt == Repl.prompt ? nil : strdup(Repl.prompt)
        let raw = readline(prompt)
        Self.isReading = false
        // A Ctrl-C readline caught after its last look at signals, as it left, is still pending in it.
        if rl_pending_signal() == SIGINT { Interruption.request() }
        free(Self.interruptPrompt)
        Self.interruptPrompt = nil
        guard let raw else { return nil }
        let chunk = String(cString: raw)
        free(raw)
        var lines = InputLines.split(chunk)
        record(lines)
        let first = lines.removeFirst()
        pendingLines = lines
        return first
    }

    /// Returns whether Ctrl-C came at a continuation prompt since the last call, and forgets it.
    mutating func takeInterruption() -> Bool {
        defer { Self.interruptedContinuation = false }
        return Self.interruptedContinuation
    }

    /// Trims the history file to its capacity one last time; every line is already in it.
    mutating func finish() {
        guard let historyPath, access(historyPath, F_OK) == 0 else { return }
        check(history_truncate_file(historyPath, HistoryPolicy.capacity), writing: historyPath)
    }

    private mutating func record(_ lines: [String]) {
        var added: Int32 = 0
        for line in lines where HistoryPolicy.shouldRecord(line, newest: crl_last_history_line().map { String(cString: $0) }) {
            add_history(line)
            added += 1
        }
        if added > 0 {
            appendToHistoryFile(added)  // after every line, so a crash or a kill loses nothing
        }
    }

    /// Appends the newest `count` entries to the history file, then trims it.
    ///
    /// Appending, rather than rewriting the file from memory, keeps the lines of another session
    /// running at the same time. A missing file is created whole (mode 0600); readline itself
    /// trims through a temporary file and a rename.
    private mutating func appendToHistoryFile(_ count: Int32) {
        guard let historyPath else { return }
        var status = access(historyPath, F_OK) == 0 ? append_history(count, historyPath) : write_history(historyPath)
        if status == 0 {
            status = history_truncate_file(historyPath, HistoryPolicy.capacity)
        }
        check(status, writing: historyPath)
    }

    /// Reports the first failure to write the history file; the session goes on without it.
    private mutating func check(_ status: Int32, writing path: String) {
        guard status != 0, !reportedHistoryFailure else { return }
        reportedHistoryFailure = true
        StandardStreams.writeError("warning: cannot write history file \(path): \(String(cString: strerror(status)))\n")
    }
}

/// Clears the half-typed line and shows a fresh prompt; Ctrl-C never ends the REPL.
///
/// At a continuation prompt it also leaves the `expect` block: the fresh prompt is the main one,
/// and the REPL drops the block before it runs the next line. Readline catches SIGINT itself,
/// restores the terminal, and re-raises it to this handler at a safe point, so calling readline
/// from here is what its manual prescribes. Outside `readline()` a command is running and
/// readline's state must not be touched: the signal asks the command to stop at its next
/// frame instead (`Interruption`), as does a Ctrl-C after readline accepted the line, while it is
/// still on its way out; Ctrl-\ still ends a runaway process.
private func readlineInterruptHandler(_ signalNumber: Int32) {
    guard ReadlineLineReader.isReading, crl_line_accepted() == 0 else { return Interruption.request() }
    rl_replace_line("", 0)
    rl_crlf()
    if let prompt = ReadlineLineReader.interruptPrompt {
        ReadlineLineReader.interruptedContinuation = true
        let note = Repl.abandonedBlockNote
        _ = note.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        rl_set_prompt(prompt)
    }
    rl_on_new_line()
    rl_redisplay()
}

/// Hands the word being typed, and the words before it, to the completer; never falls back to file names.
private func readlineAttemptedCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    crl_set_attempted_completion_over(1)
    let prefix = text.map { String(cString: $0) } ?? ""
    var precedingWords: [String] = []
    if let line = crl_line_buffer() {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: strlen(line))
        precedingWords = CompletionContext.precedingWords(line: bytes, wordStart: Int(start))
    }
    ReadlineLineReader.matches = ReadlineLineReader.completer(precedingWords, prefix)
    return rl_completion_matches(text, readlineCompletionGenerator)
}

/// Returns the `state`-th candidate as a `strdup`'d string that readline frees, or nil after the last.
private func readlineCompletionGenerator(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    let index = Int(state)
    let matches = ReadlineLineReader.matches
    return index < matches.count ? strdup(matches[index]) : nil
}
