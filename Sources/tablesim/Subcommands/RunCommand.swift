import ArgumentParser
import TableSim
import TableSimScenario

/// `tablesim run PATH...`: replays scenario files and exits with the runner's code.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay scenario files and check their expectations.",
        discussion: """
            Exit codes: 0 every expectation held; 1 an expectation failed; \
            2 a file could not be read or parsed.
            """
    )

    @Argument(help: "Scenario files, folders searched recursively for *.scenario files, or - for standard input.")
    var paths: [String]

    @Flag(help: "Also print every trace line.")
    var trace = false

    @Flag(help: "Rewrite the expect blocks with the actual traces (atomic write); TABLESIM_RECORD=1 does the same.")
    var update = false

    @Flag(help: "With --update: rewrite a read-only scenario file too (it is refused otherwise).")
    var force = false

    @Option(help: "The report format.")
    var format = FormatArgument(.text)

    @Option(
        help: ArgumentHelp(
            "Write a picture (SVG) of each scenario's last screen into this folder, named after the scenario's path.",
            valueName: "dir"))
    var snapshots: String?

    @Option(help: ArgumentHelp("How many files to replay at once (default: the machine's processors); the output is the same as with 1.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Replay only shard I of N of the sorted files, for a CI matrix of N machines (such as 2/4).", valueName: "I/N"))
    var shard: String?

    /// The top command, which declares `--trace` and `--format` for piped input too: ArgumentParser
    /// hands a flag both declare to the parent, wherever it is written.
    @ParentCommand var top: TableSimCommand

    /// Rejects a number of jobs below 1.
    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let shard, Shard(shard) == nil { throw ValidationError(ShardArgument.explain(shard)) }
    }

    /// Runs the scenarios, printing the runner's report, and exits with its code.
    func run() throws {
        let output = BufferedOutput()
        let code = ScenarioRunner.run(
            paths: paths, options: options, output: output.output, errorOutput: output.errorOutput,
            scenarioFinished: output.flush)
        throw ExitCode(output.finish(code))
    }

    /// The runner options these flags ask for.
    var options: RunOptions {
        var options = RunOptions(
            printTrace: trace || top.trace, update: update || RecordSwitch.current?.updatesScenarios == true,
            format: top.format?.format ?? format.format,
            snapshotsDirectory: snapshots, jobs: jobs ?? Jobs.machineDefault, shard: shard.flatMap(Shard.init))
        options.force = force
        return options
    }
}

/// A `--format` value: one of the runner's report formats, named by its raw value.
struct FormatArgument: ExpressibleByArgument {
    /// The chosen format.
    let format: ReportFormat

    /// Wraps a format.
    init(_ format: ReportFormat) {
        self.format = format
    }

    /// Parses `text`, `junit` or `json`.
    init?(argument: String) {
        guard let format = ReportFormat(rawValue: argument) else { return nil }
        self.format = format
    }

    /// The format's name, shown as the default in help.
    var defaultValueDescription: String { format.rawValue }

    /// Every accepted value, listed in help and completion scripts.
    static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
}

/// What `--shard` is told when its value is not `I/N`: ArgumentParser's own message would not say
/// what a shard is.
enum ShardArgument {
    /// The sentence for a bad value.
    static func explain(_ text: String) -> String {
        "--shard '\(text)' is not a shard; expected I/N with 1 ≤ I ≤ N, such as 2/4 (the second of four machines)"
    }
}
