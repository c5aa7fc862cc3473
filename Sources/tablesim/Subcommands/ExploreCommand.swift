import ArgumentParser
import TableSimFuzzing
import TableSimScenario

/// `tablesim explore PATH|--sample`: a seeded random walk that finds a failing sequence and writes
/// it, shrunk, as a scenario.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Walk a table at random from a seed, and write the shortest scenario that breaks it.",
        discussion: """
            The walk starts from the scenario's setup lines (or the built-in sample table) and takes \
            gestures, VoiceOver gestures, rotations, the keyboard, text sizes and app code aimed at \
            the rows on screen. After every step it checks the table's invariants, that no UIKit \
            exception follows correct app code, and the file's 'property' lines. A failure is shrunk \
            (fewer steps, then simpler ones) and written with expect blocks of its traces. A trap in \
            TableSim ends the process: the walk up to it is written, not shrunk, where a finding would go.

            Exit codes: 0 nothing found; 1 a failure found and written; 2 the file could not be read, \
            parsed, or the finding written; 64 a bad command-line option.
            """
    )

    @Argument(help: "A scenario file whose setup lines describe the table.")
    var path: String?

    @Flag(help: "Explore the built-in sample table instead of a file.")
    var sample = false

    @Option(help: "The seed: the same seed gives the same walk and the same file.")
    var seed: UInt64 = 1

    @Option(help: "The most steps to take.")
    var steps = 1_000_000

    @Option(help: ArgumentHelp("The most wall-clock time to walk, such as 10s, 500ms or 2m (a bare number is seconds).", valueName: "duration"))
    var time = "10s"

    @Flag(help: "Make app code wrong at times (a table call without its model change); the exception after it is expected.")
    var wrongAppCode = false

    @Flag(help: "Walk with Full Keyboard Access, Voice Control and Switch Control too, and check after every step that each row on screen keeps its actions reachable by them (property assistive-reach).")
    var assistive = false

    @Option(help: ArgumentHelp("How many walks to take at once (default: the machine's processors); the walks, the finding and the output are the same as with 1.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Take only shard I of N of the seed's walks, for a CI matrix of N machines (such as 2/4).", valueName: "I/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Where to write the finding (default: beside the file, NAME.found-SEED.scenario).", valueName: "file"))
    var out: String?

    @ParentCommand var top: TableSimCommand

    /// Rejects a missing or doubled table, bad numbers and the top command's options.
    func validate() throws {
        if (path == nil) == !sample { throw ValidationError("give a scenario file or --sample, not both or neither") }
        if steps < 1 { throw ValidationError("--steps must be at least 1") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let shard, Shard(shard) == nil { throw ValidationError(ShardArgument.explain(shard)) }
        if ExploreRunner.seconds(parsing: time) == nil {
            if ExploreRunner.seconds(parsing: time, allowingZero: true) != nil {
                throw ValidationError("--time '\(time)' walks for no time; expected more than 0, such as 10s")
            }
            throw ValidationError("--time '\(time)' is not a duration; expected a number with ms, s or m, such as 10s")
        }
        if top.trace || top.format != nil || top.replOptions.quiet {
            throw ValidationError("explore takes no --trace, --format or --quiet")
        }
    }

    /// Explores and exits with the explorer's code.
    func run() throws {
        var options = ExploreOptions()
        options.seed = seed
        options.steps = steps
        options.seconds = ExploreRunner.seconds(parsing: time) ?? 10
        options.wrongAppCode = wrongAppCode
        options.assistiveTechnologies = assistive
        options.jobs = jobs ?? Jobs.machineDefault
        options.shard = shard.flatMap(Shard.init)
        let output = BufferedOutput()
        // A few lines a second at most: each goes out at once, so progress shows as the walk goes
        // and nothing waits in the buffer when a trap ends the process.
        let code = ExploreRunner.run(
            path: sample ? nil : path, options: options, outputPath: out, recordingTraps: true,
            output: { output.output($0); output.flush() }, errorOutput: output.errorOutput)
        throw ExitCode(output.finish(code))
    }
}
