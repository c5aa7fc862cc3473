import Foundation
import TableSim
import TableSimScenario

// MARK: Declared elements and every core

/// Issue 25's figures before the work on them: `tablesim run` on a file of 1,000,000 `section` lines
/// each with one `row` line, and on a file of 1,000,000 `row` lines, as the issue measured them.
enum BeforeScaleOut {
    static let millionSectionsMegabytes = 954.0
    static let millionRowLinesMegabytes = 412.0
}

/// A temporary scenario file of `count` declared sections of one row each (`rowsOnly`: `count` row
/// lines in one section), for the memory a declared element costs.
func writeDeclaredElementsFile(count: Int, rowsOnly: Bool) throws -> URL {
    let name = rowsOnly ? "rows" : "sections"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tablesim-bench-\(getpid())-\(name)-\(count).scenario")
    var source = "table plain\n"
    source.reserveCapacity(count * 24)
    for index in 0..<count {
        source += rowsOnly ? "row \"Row \(index)\"\n" : "section \"Section \(index)\"\nrow \"Row \(index)\"\n"
    }
    try source.write(to: file, atomically: true, encoding: .utf8)
    return file
}

/// A temporary folder of `files` scenario files, each loading a table and tapping through it, for
/// `run --jobs`.
func writeLibrary(files: Int, taps: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesim-bench-\(getpid())-library")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for index in 0..<files {
        var source = "table plain\nrows 1000 \"Row {n}\"\n"
        for tap in 0..<taps { source += "tap 0.\(tap % 8)\n" }
        try source.write(to: folder.appendingPathComponent("f\(index).scenario"), atomically: true, encoding: .utf8)
    }
    return folder
}

/// What one build measures of declared elements and of more jobs.
struct ScaleOutFigures {
    var sectionsMegabytes = 0.0
    var rowLinesMegabytes = 0.0
    var runSeconds: [Int: Double] = [:]
    var exploreSteps: [Int: Double] = [:]
}

/// Measures a `tablesim`'s memory for a million declared sections and row lines, and (`scaling`)
/// `run` and `explore` at one job and at every processor (best of `rounds`); an older build without
/// `--jobs` is measured for memory alone.
func measureScaleOut(
    tablesim: String, elements: Int, libraryFiles: Int, taps: Int, exploreSteps: Int, rounds: Int, scaling: Bool = true
) throws -> ScaleOutFigures {
    var figures = ScaleOutFigures()
    let sections = try writeDeclaredElementsFile(count: elements, rowsOnly: false)
    let rows = try writeDeclaredElementsFile(count: elements, rowsOnly: true)
    let library = try writeLibrary(files: libraryFiles, taps: taps)
    defer {
        for url in [sections, rows, library] { try? FileManager.default.removeItem(at: url) }
    }
    figures.sectionsMegabytes = try runChild(["run", sections.path], tablesim: tablesim).peakMegabytes
    figures.rowLinesMegabytes = try runChild(["run", rows.path], tablesim: tablesim).peakMegabytes
    for jobs in Set([1, Jobs.machineDefault]).sorted() where scaling {
        for _ in 0..<rounds {
            let run = try runChild(["run", library.path, "--jobs", String(jobs)], tablesim: tablesim)
            figures.runSeconds[jobs] = min(figures.runSeconds[jobs] ?? .infinity, run.seconds)
            let steps = try exploreStepsPerSecond(
                tablesim: tablesim, ["--sample", "--seed", "3", "--steps", String(exploreSteps), "--jobs", String(jobs)])
            figures.exploreSteps[jobs] = max(figures.exploreSteps[jobs] ?? 0, steps)
        }
    }
    return figures
}

/// Prints the memory a declared element costs and what every processor brings to `run` and
/// `explore`, for this build (beside issue 25's figures), or for another build beside this one.
func runScaleOutFigures(against other: String?, elements: Int, libraryFiles: Int, taps: Int, exploreSteps: Int, rounds: Int) throws {
    requireBesideTablesim()
    let cores = Jobs.machineDefault
    let this = try measureScaleOut(
        tablesim: besideTablesim(), elements: elements, libraryFiles: libraryFiles, taps: taps, exploreSteps: exploreSteps,
        rounds: rounds)
    let before = try other.map {
        try measureScaleOut(
            tablesim: $0, elements: elements, libraryFiles: libraryFiles, taps: taps, exploreSteps: exploreSteps, rounds: rounds,
            scaling: false)
    }
    print("")
    print("Declared elements and every core: `tablesim run` on \(grouped(Double(elements))) `section` lines of one row each, and on")
    print("\(grouped(Double(elements))) `row` lines; `run --jobs` on \(libraryFiles) files of \(taps) taps on 1,000 rows; `explore --sample --jobs`")
    print("from seed 3 for \(exploreSteps) steps; best of \(rounds), on \(cores) processors.")
    print(other.map { "before = \($0), measured now (memory; it has no --jobs)" } ?? "before = issue 25's figures (memory)")
    print("")
    func megabytes(_ value: Double) -> String { String(format: "%.0f MB", value) }
    // The issue's figures are for a million of each; a quick run's smaller files have none to compare.
    let issue = elements == 1_000_000
    let count = grouped(Double(elements))
    var rows = [
        ["peak memory, \(count) sections of one row",
         before.map { megabytes($0.sectionsMegabytes) } ?? (issue ? megabytes(BeforeScaleOut.millionSectionsMegabytes) : ""),
         megabytes(this.sectionsMegabytes)],
        ["peak memory, \(count) row lines",
         before.map { megabytes($0.rowLinesMegabytes) } ?? (issue ? megabytes(BeforeScaleOut.millionRowLinesMegabytes) : ""),
         megabytes(this.rowLinesMegabytes)],
    ]
    for jobs in this.runSeconds.keys.sorted() {
        rows.append([
            "run, --jobs \(jobs) (s)", "",
            String(format: "%.2f", this.runSeconds[jobs] ?? 0),
        ])
        rows.append([
            "explore steps a second, --jobs \(jobs)", "",
            grouped(this.exploreSteps[jobs] ?? 0),
        ])
    }
    if cores > 1, let one = this.runSeconds[1], let all = this.runSeconds[cores], let walkOne = this.exploreSteps[1],
        let walkAll = this.exploreSteps[cores]
    {
        rows.append(["run: 1 job ÷ \(cores) jobs", "", String(format: "%.2f×", one / all)])
        rows.append(["explore: \(cores) jobs ÷ 1 job", "", String(format: "%.2f×", walkAll / walkOne)])
    }
    printTable(header: ["figure", "before", "now"], rows: rows)
}
