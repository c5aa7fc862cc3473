import ArgumentParser
import TableSimScenario

/// `tablesim audit PATH...`: replays scenarios and reports the accessibility audit of their screens.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Replay scenario files and audit their screens for accessibility, as Xcode's performAccessibilityAudit.",
        discussion: """
            Each 'audit' (or 'audit all-sizes') line of a scenario audits the screen where it stands; \
            a scenario without one is audited on the screen at its end. The scenario's own expect \
            lines are not judged here ('tablesim run' judges them). --all-sizes audits every screen \
            at every text size (xS to AX5) and names the first size that has each finding.

            Exit codes: 0 no finding; 1 a finding; 2 a file could not be read, parsed or replayed; \
            64 a bad command-line option.
            """
    )

    @Argument(help: "Scenario files, folders searched recursively for *.scenario files, or - for standard input.")
    var paths: [String]

    @Option(help: "The report format.")
    var format = FormatArgument(.text)

    @Flag(help: "Audit at every text size, naming the first size that has each finding.")
    var allSizes = false

    /// The top command, which declares `--format` for piped input too: ArgumentParser hands a flag
    /// both declare to the parent, wherever it is written.
    @ParentCommand var top: TableSimCommand

    /// Rejects the top command's options that mean nothing here.
    func validate() throws {
        if top.trace || top.replOptions.quiet {
            throw ValidationError("audit takes no --trace or --quiet; it prints every finding")
        }
    }

    /// Audits the scenarios, printing the report, and exits with the audit's code.
    func run() throws {
        let output = BufferedOutput()
        let code = ScenarioAuditor.run(
            paths: paths, format: top.format?.format ?? format.format, allSizes: allSizes, output: output.output,
            errorOutput: output.errorOutput)
        throw ExitCode(output.finish(code))
    }
}
