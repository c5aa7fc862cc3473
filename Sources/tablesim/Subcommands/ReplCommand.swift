import ArgumentParser
import TableSimScenario

/// `tablesim repl FILE`: the REPL, after replaying a scenario file.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the REPL after replaying a scenario file.",
        discussion: "Exits 2 if the file cannot be read or parsed. Off a terminal, exits 1 if any line failed."
    )

    @Argument(help: "The scenario file to replay first.")
    var file: String

    @OptionGroup var replOptions: ReplOptions

    /// Replays the file into a session, then hands the session to the REPL loop.
    func run() throws {
        let session: ReplSession
        do {
            session = try ReplSession(replaying: file)
        } catch {
            let message = String(describing: error)
            StandardStreams.writeError(message.hasSuffix("\n") ? message : message + "\n")
            throw ExitCode(2)
        }
        var repl = Repl(session: session, quiet: replOptions.quiet)
        throw ExitCode(repl.run())
    }
}
