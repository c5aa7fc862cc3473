import Glibc

/// What the process's terminal allows, decided once at start-up.
struct Terminal: Sendable {
    /// Whether standard input is a terminal, which makes the session interactive (prompt, banner, readline).
    let stdinIsInteractive: Bool
    /// Whether messages written to standard error may carry ANSI colour.
    let colorsStandardError: Bool

    /// The terminal of this process, read from its file descriptors and environment.
    static let current = Terminal(
        stdinIsTTY: isatty(STDIN_FILENO) != 0,
        stderrIsTTY: isatty(STDERR_FILENO) != 0,
        environment: { name in getenv(name).map { String(cString: $0) } }
    )

    /// Decides interactivity and colour from the given facts.
    ///
    /// Colour follows the common convention: `NO_COLOR` (non-empty) turns it off, then
    /// `FORCE_COLOR` (non-empty) turns it on, then `TERM=dumb` turns it off, else it is on
    /// when the stream is a terminal. `TERM=dumb` does not make the session non-interactive.
    init(stdinIsTTY: Bool, stderrIsTTY: Bool, environment: (String) -> String?) {
        stdinIsInteractive = stdinIsTTY
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty {
            colorsStandardError = false
        } else if let force = environment("FORCE_COLOR"), !force.isEmpty {
            colorsStandardError = true
        } else if environment("TERM") == "dumb" {
            colorsStandardError = false
        } else {
            colorsStandardError = stderrIsTTY
        }
    }

    /// Returns `text` painted red when colour is on, keeping a trailing newline outside the colour.
    func errorStyled(_ text: String) -> String {
        guard colorsStandardError, !text.isEmpty else { return text }
        if text.hasSuffix("\n") {
            return "\u{1B}[31m" + text.dropLast() + "\u{1B}[0m\n"
        }
        return "\u{1B}[31m" + text + "\u{1B}[0m"
    }
}
