import ArgumentParser
import TableSimScenario

/// The `tablesim` command: the REPL on a terminal, a scenario run on piped input, and the `repl` and `run` subcommands.
@main
struct TableSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablesim",
        abstract: "A UITableView simulator that prints the delegate callbacks UIKit would make.",
        usage: """
            tablesim [--quiet]
            tablesim repl <file> [--quiet]
            tablesim run <paths> ... [--trace] [--update] [--format <format>]
            """,
        discussion: """
            With no subcommand, tablesim opens the REPL on the built-in sample table when standard \
            input is a terminal. Otherwise it runs standard input as a scenario, exactly like \
            'tablesim run' on that file, with no prompt and no banner.

            History is kept in ~/.tablesim_history; set TABLESIM_HISTFILE to move it, or to an \
            empty value to turn it off. NO_COLOR turns colour off.

            Exit codes: 0 every expectation held (and always after an interactive session); \
            1 an expectation failed; 2 a file could not be read or parsed; 64 a bad command-line option.
            """,
        version: "0.1.0",
        subcommands: [ReplCommand.self, RunCommand.self]
    )

    @OptionGroup var replOptions: ReplOptions

    /// Opens the REPL on the sample table, or runs piped standard input as a scenario.
    func run() throws {
        let terminal = Terminal.current
        guard terminal.stdinIsInteractive else {
            throw ExitCode(StandardInputScenario.run())
        }
        var repl = Repl(session: ReplSession(), quiet: replOptions.quiet, terminal: terminal)
        throw ExitCode(repl.run())
    }
}
