import Foundation
import Glibc
import TableSim
import Testing

@testable import TableSimScenario

/// The recorder's history for `trace`: from its file, and from memory when the file fails.
@Suite struct TraceRecorderTests {
    /// 15,000 lines of 11 bytes each (`line 00042` and its line end): the last 10,000 stay in memory.
    static let lines = (0..<15_000).map { "line " + String(repeating: "0", count: 5 - String($0).count) + String($0) }

    /// A recorder that took `lines` into a history file at a path of its own, written out whole, and
    /// the file cut to `bytes`; runs `body` with the recorder, then removes the file.
    static func withHistoryCut(to bytes: Int, _ body: (TraceRecorder) throws -> Void) throws {
        var template = Array("/tmp/tablesim-recorder-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(descriptor >= 0)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let recorder = TraceRecorder()
        recorder.historyFile = SpillFile(descriptor: descriptor)
        recorder.start()
        for line in lines { recorder.append(TraceLine(.callback, line)) }
        // Everything is written (a read writes what is buffered); then the file loses its end.
        var whole = ""
        recorder.writeHistory { whole += $0 }
        #expect(whole == lines.map { $0 + "\n" }.joined())
        #expect(truncate(path, off_t(bytes)) == 0)
        try body(recorder)
    }

    /// When the file cannot be read back past some line, the lines after it come from memory, each
    /// once: none of those already written is written again.
    @Test func aFileThatFailsHalfwayIsNotWrittenTwice() throws {
        try Self.withHistoryCut(to: 110_000) { recorder in
            var pieces = ""
            recorder.writeHistory { pieces += $0 }
            let note = "# the session's trace file could not be read back past line 10000; the last lines follow"
            #expect(pieces == (Self.lines[..<10_000] + [note] + Self.lines[10_000...]).map { $0 + "\n" }.joined())
        }
    }

    /// Failing earlier than the lines memory holds, the note says how many are lost between.
    @Test func aFileThatFailsEarlySaysWhatIsLost() throws {
        try Self.withHistoryCut(to: 33_000) { recorder in
            var pieces = ""
            recorder.writeHistory { pieces += $0 }
            let notes = [
                "# the session's trace file could not be read back past line 3000; the last lines follow",
                "# 2000 earlier lines are not kept; these are the last 10000",
            ]
            #expect(pieces == (Self.lines[..<3_000] + notes + Self.lines[5_000...]).map { $0 + "\n" }.joined())
        }
    }
}
