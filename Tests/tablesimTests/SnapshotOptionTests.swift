import Foundation
import Testing

/// `tablesim run … --snapshots DIR` from the shell: one picture per scenario, named after its path.
@Suite struct SnapshotOptionTests {
    @Test func runWritesOnePicturePerScenario() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.write("appear\nselect 0.2\n", to: "first.scenario")
        let second = try directory.write("voiceover on\nvo next\n", to: "second.scenario")
        let folder = directory.file("pictures")
        #expect(mkdir(folder, 0o755) == 0)
        let result = try PipedRun.run(["run", first, second, "--snapshots", folder], in: directory)
        #expect(result.termination == .exited(0))
        #expect(result.stderr == "")
        func name(_ path: String) -> String {
            String(path.dropFirst().replacingOccurrences(of: "/", with: "_").dropLast(".scenario".count)) + ".svg"
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(written == [name(first), name(second)].sorted())
        let voice = try String(contentsOfFile: folder + "/" + name(second), encoding: .utf8)
        #expect(voice.contains("class=\"voiceover-focus\"") && voice.hasSuffix("</svg>\n"))
    }

    /// Piped input may be anyone's file (`curl … | tablesim`): its `snapshot` lines write only below
    /// the current folder or the `--snapshots` folder (issue 25).
    @Test func pipedInputWritesSnapshotLinesOnlyWhereItMay() throws {
        let directory = try TemporaryDirectory()
        let target = directory.file("piped.svg")
        let refused = try PipedRun.run([], input: "appear\nsnapshot \(target) accessibility=on\n", in: directory)
        #expect(refused.termination == .exited(2))
        #expect(refused.stderr.contains("<stdin>:2:1: error: cannot write the picture '\(target)': it is outside"))
        #expect(!FileManager.default.fileExists(atPath: target))
        let allowed = try PipedRun.run(
            ["run", "-", "--snapshots", directory.path], input: "appear\nsnapshot \(target) accessibility=on\n", in: directory)
        #expect(allowed.termination == .exited(0))
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test func helpNamesTheOption() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run(["run", "--help"], in: directory)
        #expect(result.stdout.contains("--snapshots <dir>"))
        #expect(result.stdout.contains("  --snapshots <dir>       Write a picture (SVG) of each scenario's last screen\n"))
    }
}
