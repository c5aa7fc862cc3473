import ArgumentParser
import TableSimScenario

/// The `tablesim` command: the REPL on a terminal, a scenario run on piped input, and the `repl`, `run` and `check-uikit` subcommands.
@main
struct TableSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablesim",
        abstract: "A UITableView simulator that prints the delegate callbacks UIKit would make.",
        usage: """
            tablesim [--quiet]
            tablesim [--trace] [--format <format>] < scenario
            tablesim repl <file> [--quiet]
            tablesim run <paths> ... [--trace] [--update] [--format <format>]
            tablesim run - [--trace] [--format <format>] < scenario
            tablesim check-uikit <paths> ...
            tablesim audit <paths> ... [--all-sizes] [--format <format>]
            tablesim explore <path> | --sample [--seed N] [--steps N] [--time DURATION] [--wrong-app-code] [--out FILE]
            """,
        discussion: """
            With no subcommand, tablesim opens the REPL on the built-in sample table when standard \
            input is a terminal. Otherwise it runs standard input as a scenario, exactly like \
            'tablesim run' on that file (or 'tablesim run -'), with no prompt and no banner; \
            --trace and --format act there as they do for 'run'.

            'tablesim check-uikit' reads an app's UIKit Swift code and reports the data-source and \
            delegate methods Swift would never call (see 'tablesim help check-uikit').

            History is kept in ~/.tablesim_history; set TABLESIM_HISTFILE to move it, or to an \
            empty value to turn it off. NO_COLOR turns colour off.

            Exit codes: 0 every expectation held (and always after an interactive session); \
            1 an expectation failed; 2 a file could not be read or parsed; 64 a bad command-line option.
            """,
        version: "0.1.0",
        subcommands: [ReplCommand.self, RunCommand.self, CheckUIKitCommand.self, AuditCommand.self, ExploreCommand.self]
    )

    @OptionGroup var replOptions: ReplOptions

    @Flag(help: "With piped input: also print every trace line.")
    var trace = false

    @Option(help: "With piped input: the report format.")
    var format: FormatArgument?

    /// Opens the REPL on the sample table, or runs piped standard input as a scenario.
    func run() throws {
        let terminal = Terminal.current
        guard terminal.stdinIsInteractive else {
            let options = RunOptions(printTrace: trace, format: format?.format ?? .text)
            throw ExitCode(StandardInputScenario.run(options: options))
        }
        if trace || format != nil {
            // The REPL prints every command's trace already, and has no report to format.
            throw ValidationError(
                "--trace and --format apply to a scenario piped into standard input; the REPL prints every trace")
        }
        var repl = Repl(session: ReplSession(), quiet: replOptions.quiet, terminal: terminal)
        throw ExitCode(repl.run())
    }
}
