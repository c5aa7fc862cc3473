import Foundation
import Testing

@testable import TableSimScenario

/// The whole `tablesim run Scenarios --trace` output, recorded before the device-layer refactoring.
///
/// Every scenario named in the golden file must still print its trace byte for byte. New scenario
/// files do not disturb it (only the files it names are replayed); a change of an existing trace must
/// be made on purpose, by re-recording the file in the commit that explains why.
@Suite struct GoldenTraceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/scenarios-trace.txt").path

    @Test func everyRecordedScenarioPrintsTheSameTrace() throws {
        let golden = try String(contentsOfFile: Self.goldenPath, encoding: .utf8)
        let files = golden.split(separator: "\n").filter { $0.hasPrefix("== ") }.map { String($0.dropFirst(3)) }
        #expect(files.count == 127)
        // Absolute paths (tests run in parallel, so the working folder is not ours to change), printed
        // relative to the package as the command line prints them.
        let root = Self.packageRoot.path + "/"
        var output = ""
        var errors = ""
        let code = ScenarioRunner.run(
            paths: files.map { root + $0 }, options: RunOptions(printTrace: true),
            output: { output += $0.replacingOccurrences(of: root, with: "") }, errorOutput: { errors += $0 })
        #expect(code == 0)
        #expect(errors == "")
        let expectedLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = output.split(separator: "\n", omittingEmptySubsequences: false)
        // The first differing line, so a failure points at the scenario and command that changed.
        if let first = zip(expectedLines, actualLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            let header = expectedLines[..<first.offset].last { $0.hasPrefix("== ") } ?? "?"
            Issue.record("line \(first.offset + 1) (\(header)): expected \(first.element.0), got \(first.element.1)")
        }
        #expect(expectedLines.count == actualLines.count)
        #expect(output == golden)
    }
}
