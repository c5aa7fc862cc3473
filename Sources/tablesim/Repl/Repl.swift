import TableSimScenario

/// The read-run-print loop: reads lines, hands each to the session, and prints what it answers.
struct Repl {
    /// The prompt shown before each line on a terminal.
    static let prompt = "tablesim> "
    /// The prompt shown before each line of an `expect` block, until its `end`.
    static let continuationPrompt = "...> "
    /// What Ctrl-C at the continuation prompt prints before the main prompt comes back.
    static let abandonedBlockNote = "(the expect block was abandoned)\n"

    private let session: ReplSession
    private var reader: any LineReader
    private let terminal: Terminal
    private let showsBanner: Bool

    /// Creates a loop over `session`, with readline when standard input is a terminal and plain reads otherwise.
    init(session: ReplSession, quiet: Bool, terminal: Terminal = .current) {
        self.session = session
        self.terminal = terminal
        self.showsBanner = terminal.stdinIsInteractive && !quiet
        _ = Interruption.take()  // created before the SIGINT handler can touch it
        session.interruptionRequested = Interruption.take
        // `trace` reads a long session back from its file: printed as read, never one string of it all.
        session.streamingOutput = { StandardStreams.writeOutput($0) }
        if terminal.stdinIsInteractive {
            let history = HistoryPolicy.usable(HistoryPolicy.currentPath)
            if let warning = history.warning { StandardStreams.writeError(warning) }
            reader = ReadlineLineReader(historyPath: history.path) { [session] words, prefix in
                session.completions(precedingWords: words, prefix: prefix)
            }
        } else {
            reader = PlainLineReader()
        }
    }

    /// Runs until end of input or `quit`; returns 0 on a terminal, and off one 1 if any line failed.
    mutating func run() -> Int32 {
        let interactive = terminal.stdinIsInteractive
        // On a terminal the sample table is on screen from the start, so `show` and completion work at once.
        if interactive {
            session.showSampleTable()
        }
        if showsBanner {
            StandardStreams.writeOutput(session.banner)
        }
        var anyLineFailed = false
        while true {
            let prompt = session.isInBlock ? Self.continuationPrompt : Self.prompt
            guard let line = reader.readLine(prompt: interactive ? prompt : "") else {
                if interactive {
                    StandardStreams.writeOutput("\n")  // Ctrl-D leaves the cursor after the prompt
                    // Ctrl-D inside an expect block abandons the block, as Ctrl-C does; a second one leaves.
                    if session.abandonBlock() {
                        StandardStreams.writeOutput(Self.abandonedBlockNote)
                        continue
                    }
                }
                break
            }
            if reader.takeInterruption() {
                session.abandonBlock()
            }
            let response = session.handle(line: line)
            StandardStreams.writeOutput(response.output)
            if !response.error.isEmpty {
                anyLineFailed = true
                StandardStreams.writeError(terminal.errorStyled(response.error))
            }
            if response.wantsExit {
                break
            }
        }
        reader.finish()
        return interactive || !anyLineFailed ? 0 : 1
    }
}
