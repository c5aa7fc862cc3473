import Foundation
import Glibc
import Testing

@testable import TableSimScenario

/// A REPL session keeps what grows with every command (its trace, its transcript) in temporary
/// files, so `trace` shows the whole session; without them it falls back to memory as before.
@Suite struct ReplStreamingTests {
    /// A table whose appear traces 12,043 lines, more than the 10,000 the in-memory history keeps.
    static let longAppear = ["rows 12000 \"R{n}\"", "row \"S\" estimated-height=60", "appear", "tap 0.1"]

    /// Runs lines, expecting no errors; returns what they printed.
    static func run(_ lines: [String], in session: ReplSession) -> String {
        var printed = ""
        for line in lines {
            let response = session.handle(line: line)
            #expect(response.error == "", "\(line)")
            printed += response.output
        }
        return printed
    }

    /// A file that takes no writes: every write fails with ENOSPC, as on a full disk.
    static func fullDisk() throws -> SpillFile {
        let descriptor = open("/dev/full", O_RDWR)
        try #require(descriptor >= 0)
        return SpillFile(descriptor: descriptor)
    }

    @Test func traceShowsTheWholeSessionStreamedAsItIsRead() {
        let session = ReplSession()
        let printed = Self.run(Self.longAppear, in: session)
        #expect(printed.split(separator: "\n").count == 12_043 + 5)
        var streamed: [String] = []
        session.streamingOutput = { streamed.append($0) }
        #expect(session.handle(line: "trace") == ReplResponse())
        #expect(streamed.joined() == printed)
        // Read back in pieces of whole lines, not as one string of the session.
        #expect(streamed.count > 1)
        #expect(streamed.allSatisfy { $0.hasSuffix("\n") })
        // Without a stream, the response holds it.
        session.streamingOutput = nil
        #expect(session.handle(line: "trace").output == printed)
    }

    @Test func withoutFilesTraceShowsTheLatestLinesAfterANote() {
        let session = ReplSession(invariants: .failInDebugBuilds, traceHistory: nil, transcript: nil)
        let printed = Self.run(Self.longAppear, in: session)
        let last = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().suffix(10_000)
        #expect(
            session.handle(line: "trace").output
                == "# 2048 earlier lines are not kept; these are the last 10000\n" + last.map { $0 + "\n" }.joined())
    }

    @Test func onAFullDiskTraceFallsBackToTheLatestLines() throws {
        let session = ReplSession(invariants: .failInDebugBuilds, traceHistory: try Self.fullDisk(), transcript: nil)
        let printed = Self.run(Self.longAppear, in: session)
        let last = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().suffix(10_000)
        var streamed = ""
        session.streamingOutput = { streamed += $0 }
        #expect(session.handle(line: "trace") == ReplResponse())
        #expect(streamed == "# 2048 earlier lines are not kept; these are the last 10000\n" + last.map { $0 + "\n" }.joined())
    }

    @Test func aSavedSessionIsTheSameFromAFileFromMemoryAndAfterTheDiskFilledUp() throws {
        let lines = ["rows 2000 \"R{n}\"", "row \"S\" estimated-height=60", "appear"]
            + (0..<60).map { "tap 0.\($0 % 5)" } + ["expect selected 0.4", "state"]
        let folder = try temporaryFolder()
        var texts: [String] = []
        for (name, transcript) in [("file", SpillFile.temporary()), ("memory", nil), ("full", try Self.fullDisk())] {
            let session = ReplSession(invariants: .failInDebugBuilds, traceHistory: nil, transcript: transcript)
            _ = Self.run(lines, in: session)
            let path = folder.appendingPathComponent("\(name).scenario").path
            #expect(session.handle(line: "save \(path)") == ReplResponse(output: "Saved the session to \(path).\n"))
            texts.append(try String(contentsOfFile: path, encoding: .utf8))
        }
        // More than the file buffers, so that the full disk refuses a write mid-session.
        #expect(texts[0].utf8.count > 65_536)
        #expect(texts[0].hasPrefix("# A TableSim REPL session. Replay it with: tablesim run FILE\nrows 2000 \"R{n}\"\n"))
        #expect(texts[1] == texts[0])
        #expect(texts[2] == texts[0])
        #expect(ScenarioRunner.replay(source: texts[0], path: "saved.scenario").status == .passed)
    }

    /// A short session's first write is at `save`: when the disk is full then, the next line goes to
    /// memory with the ones before it, and the next `save` still replays.
    @Test func aLineAfterASaveThatFoundTheDiskFullIsKept() throws {
        let folder = try temporaryFolder()
        let session = ReplSession(invariants: .failInDebugBuilds, traceHistory: nil, transcript: try Self.fullDisk())
        _ = Self.run(["table plain", "section", "rows 5 \"r{n}\""], in: session)
        let first = folder.appendingPathComponent("a.scenario").path
        #expect(session.handle(line: "save \(first)") == ReplResponse(output: "Saved the session to \(first).\n"))
        _ = Self.run(["tap 0.1"], in: session)
        let second = folder.appendingPathComponent("b.scenario").path
        #expect(session.handle(line: "save \(second)") == ReplResponse(output: "Saved the session to \(second).\n"))
        let text = try String(contentsOfFile: second, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == [
            "# A TableSim REPL session. Replay it with: tablesim run FILE", "table plain", "section",
            "rows 5 \"r{n}\"", "appear", "expect",
        ])
        #expect(ScenarioRunner.replay(source: text, path: "b.scenario").status == .passed)
    }

    /// A line that ends in a carriage return keeps it when the transcript moves to memory.
    @Test func aLineEndingInACarriageReturnSurvivesTheMoveToMemory() throws {
        let transcript = SessionTranscript(file: try Self.fullDisk())
        let long = String(repeating: "x", count: 70_000)
        transcript.append("# a")
        // The line whose write fills the buffer (and fails) is the last the file hands back.
        transcript.append(long + "\r")
        transcript.append("# b")
        #expect(transcript.text == "# a\n" + long + "\r\n# b\n")
    }

    /// A trace past the lines a command keeps ends with a line saying how many were not kept, whether
    /// the command is `appear`, the implicit appear before a command, or a loaded file's.
    @Test func appearPastTheKeptLinesSaysHowManyWereNotKept() throws {
        let note = "# … and 11043 more lines, not kept (a command keeps 1000)"
        let session = ReplSession()
        session.engine.commandTraceLimit = 1_000
        let appeared = Self.run(Array(Self.longAppear.prefix(3)), in: session).split(separator: "\n").map(String.init)
        #expect(appeared.count == 1_001)
        #expect(appeared.last == note)

        let implicit = ReplSession()
        implicit.engine.commandTraceLimit = 1_000
        let tapped = Self.run(Array(Self.longAppear.prefix(2)) + ["tap 0.1"], in: implicit).split(separator: "\n").map(String.init)
        #expect(tapped.first == "# the table appeared:")
        #expect(tapped[1_001] == note)
        #expect(tapped[1_002] == "tableView(_:shouldHighlightRowAt:) [0, 1] -> true")

        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("long.scenario").path
        try (Array(Self.longAppear.prefix(2)) + ["tap 0.1"]).map { $0 + "\n" }.joined().write(toFile: file, atomically: true, encoding: .utf8)
        let loading = ReplSession()
        loading.engine.commandTraceLimit = 1_000
        let loaded = loading.handle(line: "load \(file)").output.split(separator: "\n").map(String.init)
        #expect(loaded.first == "# 3: appear (implicit)")
        #expect(loaded[1_001] == note)
        #expect(loaded[1_002] == "# 3: tap 0.1")
    }

    /// A loaded file's `trace` streams the session's whole trace after the lines before it and its
    /// own header, as a typed `trace` does, instead of building it as one string.
    @Test func aLoadedTraceStreamsAfterItsHeader() throws {
        let session = ReplSession()
        let printed = Self.run(Self.longAppear, in: session)
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("trace.scenario").path
        try "tap 0.2\ntrace\n".write(toFile: file, atomically: true, encoding: .utf8)
        var streamed: [String] = []
        session.streamingOutput = { streamed.append($0) }
        let response = session.handle(line: "load \(file)")
        #expect(response.output == "Loaded \(file): 2 statement(s).\n")
        let tap = "# 1: tap 0.2\ntableView(_:shouldHighlightRowAt:) [0, 2] -> true\n"
        let text = streamed.joined()
        #expect(text.hasPrefix(tap))
        let afterHeader = try #require(text.range(of: "# 2: trace\n")).upperBound
        #expect(text[afterHeader...].hasPrefix(printed))
        #expect(streamed.count > 2)
    }

    /// `save` and `load` take a name in double quotes as the language writes text: the quotes are
    /// not part of the file's name.
    @Test func aQuotedFileNameHasNoQuotes() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("my session.scenario").path
        let session = ReplSession()
        _ = Self.run(["table plain", "rows 3 \"R{n}\"", "tap 0.1"], in: session)
        #expect(session.handle(line: "save \"\(path)\"") == ReplResponse(output: "Saved the session to \(path).\n"))
        #expect(FileManager.default.fileExists(atPath: path))
        let loading = ReplSession()
        #expect(loading.handle(line: "load \"\(path)\"").output.hasSuffix("Loaded \(path): 6 statement(s).\n"))
        #expect(ReplSession.fileName(" \"a\" ") == "a")
        #expect(ReplSession.fileName("\"") == "\"")
        #expect(ReplSession.fileName("plain.scenario") == "plain.scenario")
    }

    @Test func aNewTableOrATakenBackStartEmptiesTheSessionsTrace() {
        let session = ReplSession()
        session.showSampleTable()
        // A setup line takes the sample table back: its appear is no longer the session's.
        let appeared = Self.run(["rows 2 \"R{n}\"", "appear"], in: session)
        #expect(session.handle(line: "trace").output == appeared)
        let again = Self.run(["table plain", "rows 1 \"Only\"", "appear"], in: session)
        #expect(session.handle(line: "trace").output == again)
        #expect(again.hasPrefix("numberOfSections(in:) -> 1\ntableView(_:numberOfRowsInSection:) 0 -> 1\n"))
    }

    @Test func loadStreamsALongFilesTracesBeforeItsSummary() throws {
        let file = try temporaryFolder().appendingPathComponent("long.scenario").path
        try (Self.longAppear + (0..<2000).map { "tap 0.\($0 % 5)" }).joined(separator: "\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let quiet = ReplSession().handle(line: "load \(file)")
        let session = ReplSession()
        var streamed: [String] = []
        session.streamingOutput = { streamed.append($0) }
        let response = session.handle(line: "load \(file)")
        #expect(response.error == "")
        #expect(streamed.count > 2)
        #expect(streamed.joined() + response.output == quiet.output)
        #expect(response.output.hasSuffix("Loaded \(file): 2004 statement(s).\n"))
        #expect(quiet.output.hasPrefix("# 3: appear\nnumberOfSections(in:) -> 1\n"))
    }

    @Test func aSpillFileGivesBackWhatItTookInWholeLines() throws {
        let file = try #require(SpillFile.temporary())
        let lines = (0..<5000).map { "line \($0): 한국어 é \u{1F600}" }
        for line in lines { #expect(file.appendLine(line)) }
        var pieces: [String] = []
        #expect(file.read { pieces.append($0) })
        #expect(pieces.count > 2)
        #expect(pieces.joined() == lines.map { $0 + "\n" }.joined())
        file.removeAll()
        file.appendLine("after")
        var text = ""
        #expect(file.read { text += $0 })
        #expect(text == "after\n")
    }

    @Test func noSpillFileCanBeMadeInAFolderThatIsNotThere() {
        #expect(SpillFile.temporary(in: "/nonexistent-tablesim-folder") == nil)
    }
}
