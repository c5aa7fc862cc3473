import ArgumentParser
import TableSimSourceCheck

/// `tablesim check-uikit PATH...`: reports table methods that Swift, unlike UIKit, would never call.
struct CheckUIKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-uikit",
        abstract: "Find data-source and delegate methods in UIKit code that Swift would never call.",
        discussion: """
            UIKit finds a table method wherever the class hierarchy puts it; Swift only calls the \
            methods of the class that adopts the protocol and its superclasses. This reports, as \
            file:line:col: error, a method written only in a subclass of the adopting class, and, \
            as warnings, near misses in an adopting class: UIKit's selector with other types \
            (a height returning Double) or an old or mistyped selector (heightForRowAtIndexPath).

            Exit codes: 0 no errors (warnings allowed); 1 an error was found; \
            2 a path could not be read or holds no Swift file.
            """
    )

    @Argument(help: "Swift files, or folders searched recursively for *.swift files.")
    var paths: [String]

    /// The top command, which takes `--trace`, `--format` and `--quiet` wherever they are written.
    @ParentCommand var top: TableSimCommand

    /// Rejects the top command's options, which would otherwise be accepted here and do nothing.
    func validate() throws {
        if top.trace || top.format != nil || top.replOptions.quiet {
            throw ValidationError("check-uikit takes no --trace, --format or --quiet; it prints every finding")
        }
    }

    /// Checks the files, printing findings and a summary, and exits with the check's code.
    func run() throws {
        let output = BufferedOutput()
        let code = CheckUIKitRun.run(paths: paths, output: output.output, errorOutput: output.errorOutput)
        throw ExitCode(output.finish(code))
    }
}
