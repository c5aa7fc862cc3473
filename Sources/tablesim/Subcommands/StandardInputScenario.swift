import TableSimScenario

/// Piped standard input run as a scenario named `<stdin>`, exactly as `tablesim run` runs a file.
enum StandardInputScenario {
    /// The name reported for standard input in diagnostics (`<stdin>:3:1: error: ...`).
    static let name = "<stdin>"

    /// Reads standard input to its end, runs it, and returns the runner's exit code (2 if it is not UTF-8).
    static func run(options: RunOptions = RunOptions()) -> Int32 {
        let output = BufferedOutput()
        defer { output.flush() }
        switch UTF8Input.decode(StandardStreams.readAllInput()) {
        case .failure(let position):
            output.errorOutput("\(name):\(position.line):\(position.column): error: the input is not valid UTF-8\n")
            return 2
        case .success(let source):
            return ScenarioRunner.run(
                source: source, name: name, options: options, output: output.output,
                errorOutput: output.errorOutput)
        }
    }
}
