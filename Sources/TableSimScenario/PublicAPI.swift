import TableSim

/// What the REPL shows after a line: the output to print, and whether the session should end.
public struct ReplResponse: Sendable, Equatable {
    /// Text for standard output (trace lines, `state`, `show`, `help`), newline-terminated or empty.
    public var output: String
    /// Text for standard error (an error in the line), newline-terminated or empty.
    public var error: String
    /// Whether the user asked to leave (`quit`, `exit`).
    public var wantsExit: Bool

    public init(output: String = "", error: String = "", wantsExit: Bool = false) {
        self.output = output
        self.error = error
        self.wantsExit = wantsExit
    }
}

/// An interactive session: the lines typed at the REPL, run one at a time on a live table.
public final class ReplSession {
    /// Starts on the built-in sample table.
    public init() {}

    /// Starts by replaying a scenario file; its errors are thrown as a message naming file:line:column.
    public convenience init(replaying path: String) throws {
        self.init()
    }

    /// The banner printed when the REPL starts on a terminal.
    public var banner: String { "TableSim — a UITableView simulator. Type 'help' for commands, Ctrl-D to leave.\n" }

    /// Runs one typed line (a command, `help`, `save FILE`, `quit`, ...).
    public func handle(line: String) -> ReplResponse {
        ReplResponse(output: "", error: "error: not built yet\n")
    }

    /// The candidates completing the word being typed, given the words before it on the line.
    public func completions(precedingWords: [String], prefix: String) -> [String] {
        []
    }
}

/// How `tablesim run` reports its results.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, junit, json
}

/// The options of `tablesim run`.
public struct RunOptions: Sendable {
    public var printTrace = false
    public var update = false
    public var format = ReportFormat.text
    public init(printTrace: Bool = false, update: Bool = false, format: ReportFormat = .text) {
        self.printTrace = printTrace
        self.update = update
        self.format = format
    }
}

/// Replays scenario files and reports, with the exit codes of the contract (0, 1, 2).
public enum ScenarioRunner {
    /// Replays files and folders (recursively, `*.scenario`); returns the exit code.
    public static func run(
        paths: [String], options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        0
    }

    /// Replays a scenario given as text (piped standard input); returns the exit code.
    public static func run(
        source: String, name: String, options: RunOptions, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        0
    }
}
