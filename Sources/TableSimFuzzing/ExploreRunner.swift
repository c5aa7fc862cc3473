import Foundation
import TableSim
import TableSimExploring
import TableSimScenario

/// `tablesim explore` without its command line: reads the setup, explores, writes the finding and
/// reports, with the exit codes of the contract (0 nothing found, 1 found and written, 2 a bad file).
package enum ExploreRunner {
    /// Explores the table of the scenario at `path` (nil: the built-in sample) and returns the exit code.
    /// The finding goes to `outputPath`, or beside the scenario as `NAME.found-SEED.scenario`; with
    /// `recordingTraps` (the command line), so does the walk up to a trap, which ends the process
    /// (``ExploreTrapRecord``).
    package static func run(
        path: String?, options: ExploreOptions, outputPath: String?, recordingTraps: Bool = false,
        output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        let setup: ExploreSetup
        if let path {
            do throws(ScenarioError) {
                // As `run` reads a file: a folder, a missing file, a dangling link or bad UTF-8 is
                // named at its place and in words.
                setup = try ExploreSetup(source: try ScenarioRunner.readScenarioFile(path).get().parsed, file: path)
            } catch {
                errorOutput("\(error.location): error: \(error.message)\n")
                return 2
            }
        } else {
            setup = .sample
        }
        let name = path ?? "the sample table"
        output("exploring \(name) from seed \(options.seed)" + (options.shard.map { ", shard \($0)" } ?? "")
            + (options.wrongAppCode ? ", with wrong app code" : "")
            + (options.assistiveTechnologies ? ", with the assistive technologies" : "") + "\n")
        let target = outputPath ?? defaultOutputPath(for: path, seed: options.seed)
        let explorer = ScenarioExplorer(setup: setup, options: options)
        let trapRecord = recordingTraps ? ExploreTrapRecord(setupLines: setup.lines, seed: options.seed, path: target) : nil
        explorer.listener = trapRecord
        let start = Date()
        let result = explorer.run { output($0 + "\n") }
        explorer.listener = nil
        let seconds = Date().timeIntervalSince(start)
        var code: Int32 = 0
        if let failure = result.failure, let scenario = result.scenario {
            output("found after \(result.steps) steps (walk \(result.walks)): \(failure.scenarioWording)\n")
            output("shrunk from \(result.foundSteps.count) steps to \(result.shrunkSteps.count) in \(result.shrinkReplays) replays\n")
            do throws(FileWriteError) {
                // The default name is beside the scenario, in a folder the repository fills: never a link there.
                if outputPath == nil { try ConfinedWrite(folders: [SafeFileWriter.folder(of: target)]).check(target) }
                try SafeFileWriter.write(scenario, to: target)
                output("wrote \(target)\n")
                code = 1
            } catch {
                errorOutput("\(target): error: cannot write the scenario: \(error)\n")
                return 2
            }
        } else {
            output("nothing found in \(result.steps) steps (\(result.walks) walks)\n")
        }
        output(String(format: "%.1f s, %.0f steps/s\n", seconds, Double(result.steps) / max(seconds, 1e-9)))
        output(reach(result))
        return code
    }

    /// Where a finding goes by default: beside the scenario, or in the current folder for the sample.
    static func defaultOutputPath(for path: String?, seed: UInt64) -> String {
        guard let path else { return "sample.found-\(seed).scenario" }
        let stem = path.hasSuffix(".scenario") ? String(path.dropLast(".scenario".count)) : path
        return "\(stem).found-\(seed).scenario"
    }

    /// The reach summary: what the walk exercised and how often, most first, then what it never reached.
    package static func reach(_ result: ExploreResult) -> String {
        let neverStatements = result.families.filter { result.statements[$0] == nil }
        let neverCallbacks = CallbackSelector.allCases.map(\.rawValue).filter { result.callbacks[$0] == nil }.sorted()
        return "reach:\n" + ReachText.counts("statements", result.statements) + ReachText.counts("callbacks", result.callbacks)
            + ReachText.counts("exceptions", result.exceptions) + ReachText.neverReached("statements", neverStatements)
            + ReachText.neverReached("callbacks", neverCallbacks)
    }

    /// Seconds from a duration such as `10s`, `500ms`, `2m` or a bare number of seconds; nil if not
    /// one, or if it is not more than 0 (unless `allowingZero`).
    package static func seconds(parsing text: String, allowingZero: Bool = false) -> Double? {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("", 1)]
        for (unit, scale) in units where text.hasSuffix(unit) {
            if let value = Double(text.dropLast(unit.count)), value > 0 || (allowingZero && value == 0), value.isFinite {
                return value * scale
            }
        }
        return nil
    }
}
