import Foundation
import Glibc
import TableSim

/// Writing pictures of the screen: the `snapshot` command and `tablesim run --snapshots DIR`.
///
/// Choices: a relative path in a scenario is relative to the folder of the file the line is in (so a
/// scenario writes the same files wherever it is run from); in the REPL, or for standard input, to
/// the current folder. Files are written atomically (``SafeFileWriter``), and a file that already
/// holds the same picture is left as it is, so re-running a scenario does not touch its committed
/// pictures. The accessibility layer is drawn while VoiceOver is on unless `accessibility=` says.
package enum Snapshots {
    /// The path a `snapshot` line's file names: as written when absolute, else inside the folder of
    /// the scenario file (`<repl>`, `<stdin>` and other names in angle brackets: the current folder).
    package static func resolve(_ path: String, writtenIn file: String) -> String {
        if path.hasPrefix("/") { return path }
        if file.hasPrefix("<"), file.hasSuffix(">") { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }

    /// The file `--snapshots DIR` writes for a scenario: its path with `/` turned into `_` and
    /// `.scenario` into `.svg` (`Scenarios/voiceover/focus.scenario` → `DIR/Scenarios_voiceover_focus.svg`).
    package static func runPicturePath(forScenario scenario: String, in directory: String) -> String {
        var name = scenario
        while name.hasPrefix("./") { name.removeFirst(2) }
        while name.hasPrefix("/") { name.removeFirst() }
        if name.hasPrefix("<"), name.hasSuffix(">") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".scenario") { name.removeLast(".scenario".count) }
        name = name.replacingOccurrences(of: "/", with: "_")
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        return folder + (name.isEmpty ? "scenario" : name) + ".svg"
    }

    /// Writes the picture to a file, unless the file already holds exactly it; returns whether it wrote.
    @discardableResult
    package static func write(_ picture: String, to path: String) throws(FileWriteError) -> Bool {
        if let existing = regularFileText(path), existing == picture { return false }
        try SafeFileWriter.write(picture, to: path)
        return true
    }

    /// A `snapshot` line: draws the simulator's screen and writes it where the line says; returns
    /// what the command prints.
    ///
    /// A line of a scenario file (or of standard input) writes only below the file's folder or one
    /// of `folders` (``ConfinedWrite``); a line typed in the REPL writes where its user says.
    static func snapshot(
        _ simulator: Simulator?, path: String, options: PictureOptions, at location: ScenarioLocation,
        alsoBelow folders: [String]
    ) throws(ScenarioError) -> String {
        guard let simulator else {
            throw ScenarioError(
                "the table has not appeared yet, so there is no screen to draw; 'appear' (or any gesture) shows it",
                at: location)
        }
        let target = resolve(path, writtenIn: location.file)
        let picture = simulator.svgPicture(options: options)
        do throws(FileWriteError) {
            if location.file != "<repl>" {
                try ConfinedWrite(folders: ConfinedWrite.folders(forLinesOf: location.file, extra: folders)).check(target)
            }
            try write(picture, to: target)
        } catch {
            throw ScenarioError("cannot write the picture '\(target)': \(error.message)", at: location)
        }
        let layer = options.showsAccessibilityLayer ?? simulator.voiceOver.isRunning
        return "snapshot \(path) (accessibility layer \(layer ? "on" : "off"))\n"
    }

    /// `--snapshots DIR`: the picture of the screen where the scenario ended (or stopped on an
    /// error), with the accessibility layer while VoiceOver is on. A scenario whose table never
    /// appeared has no screen and gets no picture. A picture that cannot be written is the
    /// scenario's error, unless it already has one.
    static func writeRunPicture(
        of engine: ScenarioEngine, scenario: String, in directory: String, into result: inout ScenarioResult
    ) {
        guard let simulator = engine.simulator else { return }
        let target = runPicturePath(forScenario: scenario, in: directory)
        do throws(FileWriteError) {
            // The folder is the user's; the file in it is named after the scenario, and may not be a link.
            try ConfinedWrite(folders: [directory]).check(target)
            try write(simulator.svgPicture(), to: target)
        } catch {
            guard result.error == nil else { return }
            result.error = ScenarioError(
                "--snapshots cannot write the picture '\(target)': \(error.message)", at: ScenarioRunner.wholeFile(scenario))
        }
    }

    /// The text of a regular file, or nil (no such file, not a regular file, not UTF-8): reading a
    /// FIFO would wait for a writer, so only regular files are read.
    private static func regularFileText(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }
}
