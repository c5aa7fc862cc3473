import Foundation
import Testing

/// `TABLESIM_RECORD`, the record switch Swift tests share (TableSimSnapshotTesting maps it onto
/// swift-snapshot-testing's record mode): in `tablesim run` it does what `--update` does.
@Suite struct RecordSwitchTests {
    static let scenario = """
        table plain selection=single
        row "Apple"
        tap 0.0
        expect
          tableView(_:didSelectRowAt:) [0, 1]
        end

        """

    @Test(arguments: ["1", "failed", "all"]) func recordSwitchUpdatesAsUpdateDoes(_ value: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.scenario, to: "fruits.scenario")
        let off = try PipedRun.run(["run", file], in: directory, environment: ["TABLESIM_RECORD": "0"])
        #expect(off.termination == .exited(1), "\(off.stdout)")
        #expect(directory.lines(of: "fruits.scenario")?.contains("  tableView(_:didSelectRowAt:) [0, 1]") == true)
        _ = try PipedRun.run(["run", file], in: directory, environment: ["TABLESIM_RECORD": value])
        let lines = try #require(directory.lines(of: "fruits.scenario"))
        #expect(!lines.contains("  tableView(_:didSelectRowAt:) [0, 1]"))
        #expect(lines.contains("  tableView(_:didSelectRowAt:) [0, 0]"), "\(lines)")
        let again = try PipedRun.run(["run", file], in: directory)
        #expect(again.termination == .exited(0), "\(again.stdout)")
    }

    /// The library's other modes record nothing in a scenario: `missing` has nothing missing to write.
    @Test(arguments: ["missing", "never", "0", ""]) func otherValuesLeaveTheFileAlone(_ value: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.scenario, to: "fruits.scenario")
        let result = try PipedRun.run(["run", file], in: directory, environment: ["TABLESIM_RECORD": value])
        #expect(result.termination == .exited(1))
        #expect(directory.lines(of: "fruits.scenario")?.contains("  tableView(_:didSelectRowAt:) [0, 1]") == true)
    }
}
