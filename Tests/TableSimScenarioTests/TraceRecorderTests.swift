import Foundation
import Glibc
import TableSim
import Testing

@testable import TableSimScenario

/// The recorder's history for `trace`: from its file, and from memory when the file fails.
@Suite struct TraceRecorderTests {
    /// When the file cannot be read back past some line, the lines after it come from memory, each
    /// once: none of those already written is written again.
    @Test func aFileThatFailsHalfwayIsNotWrittenTwice() throws {
        var template = Array("/tmp/tablesim-recorder-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(descriptor >= 0)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let recorder = TraceRecorder()
        recorder.historyFile = SpillFile(descriptor: descriptor)
        // 15,000 lines of 11 bytes: the last 10,000 stay in memory.
        let lines = (0..<15_000).map { "line " + String(repeating: "0", count: 5 - String($0).count) + String($0) }
        recorder.start()
        for line in lines { recorder.append(TraceLine(.callback, line)) }
        // Everything is written (a read writes what is buffered); then the file loses its end.
        var whole = ""
        recorder.writeHistory { whole += $0 }
        #expect(whole == lines.map { $0 + "\n" }.joined())
        #expect(truncate(path, 110_000) == 0)
        var pieces = ""
        recorder.writeHistory { pieces += $0 }
        let note = "# the session's trace file could not be read back past line 10000; the last lines follow"
        #expect(pieces == (lines[..<10_000] + [note] + lines[10_000...]).map { $0 + "\n" }.joined())
    }

    /// Failing earlier than the lines memory holds, the note says how many are lost between.
    @Test func aFileThatFailsEarlySaysWhatIsLost() throws {
        var template = Array("/tmp/tablesim-recorder-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(descriptor >= 0)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let recorder = TraceRecorder()
        recorder.historyFile = SpillFile(descriptor: descriptor)
        let lines = (0..<15_000).map { "line " + String(repeating: "0", count: 5 - String($0).count) + String($0) }
        recorder.start()
        for line in lines { recorder.append(TraceLine(.callback, line)) }
        recorder.writeHistory { _ in }
        #expect(truncate(path, 33_000) == 0)
        var pieces = ""
        recorder.writeHistory { pieces += $0 }
        let notes = [
            "# the session's trace file could not be read back past line 3000; the last lines follow",
            "# 2000 earlier lines are not kept; these are the last 10000",
        ]
        #expect(pieces == (lines[..<3_000] + notes + lines[5_000...]).map { $0 + "\n" }.joined())
    }
}
