import Foundation
import Testing

/// `tablesim audit PATH...` run as a process: its options, report and exit codes.
@Suite struct AuditCommandTests {
    /// What a run printed and how it ended.
    private struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the `tablesim` built beside this test bundle, with `input` on standard input.
    private func tablesim(_ arguments: [String], input: String = "") throws -> Result {
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("tablesim")
        process.arguments = arguments
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    private let small = "table plain row-height=30\nomit tableView(_:didSelectRowAt:)\nrow \"Apple\" accessory=disclosureIndicator\n"

    @Test func standardInputWithFindingsExitsOne() throws {
        let run = try tablesim(["audit", "-"], input: small)
        #expect(run.status == 1)
        #expect(run.stdout == """
            FINDINGS <stdin> (1)
            <stdin>:3: Audit: hitRegion "Hit area is too small" row [0, 0] {{0, 47}, {390, 30}}
            audit: 0 clean, 1 with findings (1 findings)

            """)
        #expect(run.stderr == "")
    }

    @Test func aCleanScenarioExitsZeroInEveryFormat() throws {
        let clean = "table plain\nomit tableView(_:didSelectRowAt:)\nrow \"Apple\"\n"
        #expect(try tablesim(["audit", "-"], input: clean).status == 0)
        let json = try tablesim(["audit", "-", "--format", "json"], input: clean)
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{\n  \"clean\": 1, \"withFindings\": 0, \"errors\": 0, \"skipped\": 0, \"findings\": 0,"))
        let junit = try tablesim(["audit", "-", "--all-sizes", "--format", "junit"], input: clean)
        #expect(junit.status == 0)
        #expect(junit.stdout.contains("<testcase classname=\"scenarios\" name=\"&lt;stdin&gt;\""))
    }

    @Test func aParseErrorExitsTwoAndABadOptionSixtyFour() throws {
        let parse = try tablesim(["audit", "-"], input: "row \"A\" colour=red\n")
        #expect(parse.status == 2)
        #expect(parse.stdout == "ERROR <stdin>\naudit: 0 clean, 0 with findings (0 findings), 1 error\n")
        #expect(parse.stderr.hasPrefix("<stdin>:1:9: error: unknown option 'colour'"))
        let option = try tablesim(["audit", "-", "--every-size"])
        #expect(option.status == 64)
        let format = try tablesim(["audit", "-", "--format", "xml"])
        #expect(format.status == 64)
        let trace = try tablesim(["audit", "-", "--trace"])
        #expect(trace.status == 64)
        #expect(trace.stderr.contains("audit takes no --trace or --quiet"))
    }
}
