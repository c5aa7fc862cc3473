import Glibc
import TableSimScenario

/// Piped standard input run as a scenario named `<stdin>`, exactly as `tablesim run` runs a file.
enum StandardInputScenario {
    /// The name reported for standard input in diagnostics (`<stdin>:3:1: error: ...`).
    static let name = "<stdin>"

    /// Reads standard input to its end, runs it, and returns the runner's exit code (2 if there is
    /// no input to read or it is not a scenario's text).
    static func run(options: RunOptions = RunOptions()) -> Int32 {
        let output = BufferedOutput()
        // `tablesim <&-`: a closed descriptor is not an empty scenario, which would pass.
        guard fcntl(STDIN_FILENO, F_GETFD) != -1 else {
            output.errorOutput("error: standard input is closed, so there is no scenario to run\n")
            return 2
        }
        let code = ScenarioRunner.run(
            descriptor: STDIN_FILENO, name: name, options: options, output: output.output,
            errorOutput: output.errorOutput)
        return output.finish(code)
    }
}
