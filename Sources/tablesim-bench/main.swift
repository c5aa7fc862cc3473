// tablesim-bench: the time one interaction takes, and the peak memory, as the table grows.
//
// Build and run in release: `swift run -c release tablesim-bench` (or `--quick` for a short smoke run;
// `--against OTHER_TABLESIM` measures another build's tablesim and this one's side by side).
// Each table size runs in a child process of its own, so that each peak memory (VmHWM) is that size's.
// Wall-clock time is used here, outside the simulation: the simulator itself knows only its virtual clock.

import Foundation
import TableSim
import TableSimFuzzing
import TableSimScenario

/// The app behind the benchmark's tables: counts, cells from one reuse identifier, and the delegate
/// methods a typical app implements, so every interaction makes its usual callbacks.
final class BenchApp: TableViewDataSource, TableViewDelegate {
    /// Rows per section.
    var counts: [Int]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

/// One table to measure.
struct Configuration {
    var name: String
    var counts: [Int]

    static func named(_ name: String) -> Configuration? {
        switch name {
        case "10": Configuration(name: "10 rows", counts: [10])
        case "10k": Configuration(name: "10k rows", counts: [10_000])
        case "1M": Configuration(name: "1M rows", counts: [1_000_000])
        case "10M": Configuration(name: "10M rows", counts: [10_000_000])
        case "100k-sections": Configuration(name: "100k sections × 10", counts: Array(repeating: 10, count: 100_000))
        default: nil
        }
    }
}

let allConfigurations = ["10", "10k", "1M", "10M", "100k-sections"]

/// The peak resident memory of this process so far, in kilobytes (VmHWM, else getrusage's maxrss).
func peakMemoryKilobytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    {
        let digits = line.filter(\.isNumber)
        if let value = Int(digits) { return value }
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss)
}

/// Runs a body `count` times and returns the mean time of one run, in microseconds.
func measure(_ count: Int, _ body: (Int) throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for i in 0..<count { try body(i) }
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(count)
}

/// The time of one run (µs) and the mean number of trace lines (callbacks) one run made.
///
/// The runs are split into 5 batches and the fastest batch's mean is kept: other processes on the
/// machine only ever add time, so the fastest batch is the least disturbed.
func measure(_ count: Int, on table: TableView, _ body: (Int) throws -> Void) rethrows -> [Double] {
    let before = table.trace.count
    let batches = 5
    let perBatch = max(1, count / batches)
    var best = Double.infinity
    for batch in 0..<batches {
        best = min(best, try measure(perBatch) { i in try body(batch * perBatch + i) })
    }
    return [best, Double(table.trace.count - before) / Double(perBatch * batches)]
}

/// Measures one configuration in this process and prints one line of numbers (read by the parent).
func runOne(_ key: String, repetitions: Int) throws {
    guard let configuration = Configuration.named(key) else {
        FileHandle.standardError.write("unknown configuration \(key)\n".data(using: .utf8)!)
        exit(64)
    }
    let app = BenchApp(counts: configuration.counts)
    let table = TableView(style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(tableView: table, screen: .default)
    let load = measure(1) { _ in simulator.appear() }
    let lastSection = configuration.counts.count - 1
    let lastRow = IndexPath(row: configuration.counts[lastSection] - 1, section: lastSection)
    let first = IndexPath(row: 0, section: 0)

    // A tap on a visible row, alternating between two rows so that the selection moves each time.
    let tap = try measure(repetitions, on: table) { i in
        let rows = table.indexPathsForVisibleRows
        try simulator.tap(rows[min(rows.count - 1, 1 + i % 2)])
    }
    // App code scrolls down by a screen, then back up (each counts as one interaction).
    let screen = table.frame.height
    let scrollScreen = measure(repetitions, on: table) { i in
        let y = table.contentOffset.y + (i % 2 == 0 ? screen : -screen)
        table.setContentOffset(Point(x: 0, y: y), animated: false)
    }
    // App code scrolls to the last row, then back to the first.
    let scrollBottom = measure(repetitions, on: table) { i in
        table.scrollToRow(at: i % 2 == 0 ? lastRow : first, at: i % 2 == 0 ? .bottom : .top, animated: false)
    }
    // The peak before the deletes: a batch update asks every section's row count again (as UIKit's
    // endUpdates does), so on 100,000 sections each delete adds 100,000 trace lines, which are the
    // trace's memory, not the table's. Big section counts get fewer deletes for the same reason.
    let peak = peakMemoryKilobytes()
    let deletes = configuration.counts.count > 1_000 ? min(repetitions, 10) : repetitions
    let delete = deleteRowTime(simulator: simulator, app: app, repetitions: deletes)
    // The user's text size goes from L to AX5 and back (each one interaction): the rows on screen
    // are measured again and the others' heights dropped, which costs the sections, not the rows.
    let textSize = measure(repetitions, on: table) { i in
        simulator.setTextSize(i % 2 == 0 ? .accessibilityExtraExtraExtraLarge : .large)
    }
    // A VoiceOver step: `vo next` then `vo previous` between two rows on screen, each a swipe that
    // moves focus, asks the scroll rule and speaks the row (the order is never enumerated).
    simulator.voiceOver.turnOn()
    try simulator.voiceOver.touch(.element(.row(IndexPath(row: 3, section: 0))))
    let voiceOverStep = try measure(repetitions, on: table) { i in
        if i % 2 == 0 { try simulator.voiceOver.next() } else { try simulator.voiceOver.previous() }
    }
    simulator.voiceOver.turnOff()
    // A Full Keyboard Access step: Tab then Shift-Tab between two rows on screen, each moving the
    // cursor along VoiceOver's order (never enumerated) and showing it.
    simulator.hardwareKeyboard.connect()
    simulator.hardwareKeyboard.turnOnFullKeyboardAccess()
    try simulator.hardwareKeyboard.press(.tab)
    try simulator.hardwareKeyboard.press(.tab)
    let keyboardStep = try measure(repetitions, on: table) { i in
        try simulator.hardwareKeyboard.press(i % 2 == 0 ? .tab : .shiftTab)
    }
    simulator.hardwareKeyboard.turnOffFullKeyboardAccess()
    simulator.hardwareKeyboard.disconnect()
    // A Voice Control command: "Tap Row N" for one of two rows on screen, alternating; Voice Control
    // names what is on screen and taps through the touch path (a selection each time).
    let shown = table.indexPathsForVisibleRows.filter { $0.section == table.indexPathsForVisibleRows[1].section }
    let spoken = [shown[1], shown[2]].map { "Tap Row \($0.row)" }
    let voiceControlCommand = try measure(repetitions, on: table) { i in
        try simulator.voiceControl.say(spoken[i % 2])
    }
    // A Switch Control step: "Move to next item", the scanner's highlight moving over what is on
    // screen (a section's group, then its items; past the last it starts again).
    simulator.switchControl.turnOn()
    let switchControlStep = try measure(repetitions, on: table) { _ in try simulator.switchControl.next() }
    simulator.switchControl.turnOff()
    let problems = simulator._checkInvariants()
    guard problems.isEmpty, !table.hasCrashed else {
        print("error \(problems) \(table.exception?.description ?? "")")
        exit(1)
    }
    let fields = ([load] + tap + voiceOverStep + keyboardStep + voiceControlCommand + switchControlStep + scrollScreen + scrollBottom + (delete ?? [-1, -1]) + textSize).map { String($0) }
        + [String(peak)]
    print(fields.joined(separator: " "))
}

/// The time and callbacks of `deleteRows(at:with:)` on a visible row, with the app's data updated
/// first. Each delete is timed alone; the row is then inserted back (untimed), so that the 10-row
/// table never runs out of rows.
func deleteRowTime(simulator: Simulator, app: BenchApp, repetitions: Int) -> [Double]? {
    let table = simulator.tableView
    let clock = ContinuousClock()
    let batches = 5
    let perBatch = max(1, repetitions / batches)
    var best = Double.infinity
    var callbacks = 0
    for _ in 0..<batches {
        var total = Duration.zero
        for _ in 0..<perBatch {
            let rows = table.indexPathsForVisibleRows
            let row = rows[min(rows.count - 1, 1)]
            let before = table.trace.count
            let start = clock.now
            app.counts[row.section] -= 1
            table.deleteRows(at: [row], with: .automatic)
            total += clock.now - start
            callbacks += table.trace.count - before
            app.counts[row.section] += 1
            table.insertRows(at: [row], with: .automatic)
        }
        let (seconds, attoseconds) = total.components
        best = min(best, (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(perBatch))
    }
    return [best, Double(callbacks) / Double(perBatch * batches)]
}

/// Runs every configuration in a child process and prints the table of figures.
func runAll(repetitions: Int, configurations: [String]) throws {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    print("TableSim benchmark: time per interaction in µs (callbacks it made), \(repetitions) repetitions each")
    print("in 5 batches, the fastest batch's mean;")
    print("iPhone 14 screen, 44 pt rows, release build.")
    print("")
    let header = ["table", "load (ms)", "tap", "VoiceOver step", "FKA step", "Voice Control tap", "Switch Control step", "scroll a screen", "scroll to bottom", "delete a row", "text size change", "peak memory"]
    var rows: [[String]] = []
    for key in configurations {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--one", key, "--repetitions", String(repetitions)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let numbers = output.split(separator: " ").compactMap { Double($0) }
        guard process.terminationStatus == 0, numbers.count == 20 else {
            print("\(key): failed (\(output))")
            exit(1)
        }
        let name = Configuration.named(key)!.name
        func micro(_ index: Int) -> String {
            numbers[index] < 0 ? "n/a" : String(format: "%.1f (%.0f)", numbers[index], numbers[index + 1])
        }
        rows.append([
            name, String(format: "%.1f", numbers[0] / 1000), micro(1), micro(3), micro(5), micro(7), micro(9), micro(11),
            micro(13), micro(15), micro(17), String(format: "%.1f MB", numbers[19] / 1024),
        ])
    }
    printTable(header: header, rows: rows)
}

// MARK: Trace, memory and exploring

/// The figures this work started from, measured on 432729f in release on this machine (the issue's
/// own, older figures were 240,000 lines a second, 1.33 GB for 1,000,000 taps and 2.47 GB with
/// `--trace`).
enum Before {
    static let traceLinesPerSecond = 309_000.0
    static let longRunMegabytes = 506.0
    /// `run --trace --format json` on the 1,000,000 taps, measured with 432729f's build on 2026-11-23.
    static let jsonReportMegabytes = 1949.0
    static let exploreStepsSample = 10_000.0
    static let exploreSteps10M = 8_900.0
}

/// What one child `tablesim run` did: its lines, its seconds and its peak memory.
struct ChildRun {
    var lines = 0
    var bytes = 0
    var seconds = 0.0
    var peakMegabytes = 0.0
    /// What it wrote, when asked to keep it.
    var output: [UInt8] = []
}

/// The `tablesim` built beside this executable.
func besideTablesim() -> String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("tablesim").path
}

/// Runs a `tablesim` (by default the one beside this executable) with arguments, counting the lines
/// it writes as they come (never holding them, unless `keeping`), and reads its peak memory from
/// `wait4`.
func runChild(_ arguments: [String], tablesim: String = besideTablesim(), keeping: Bool = false) throws -> ChildRun {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw CocoaError(.fileWriteUnknown) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    let argv = ([tablesim] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, tablesim, &actions, nil, argv, environ) == 0 else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: tablesim])
    }
    posix_spawn_file_actions_destroy(&actions)
    close(fds[1])
    var run = ChildRun()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
        if count <= 0 { break }
        run.bytes += count
        for index in 0..<count where buffer[index] == 10 { run.lines += 1 }
        if keeping { run.output += buffer[0..<count] }
    }
    close(fds[0])
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let (seconds, attoseconds) = (clock.now - start).components
    run.seconds = Double(seconds) + Double(attoseconds) / 1e18
    run.peakMegabytes = Double(usage.ru_maxrss) / 1024
    return run
}

/// Steps a second of `tablesim explore`'s walk, in process, on a table, from a fixed seed.
func exploreStepsPerSecond(_ setup: ExploreSetup, steps: Int) -> Double {
    var options = ExploreOptions()
    options.seed = 3
    options.steps = steps
    options.seconds = 600
    let clock = ContinuousClock()
    let start = clock.now
    let result = ScenarioExplorer(setup: setup, options: options).run()
    let (seconds, attoseconds) = (clock.now - start).components
    if let failure = result.failure {
        // Shrinking's replays take time but count no steps: the figure would not be the walk's speed.
        print("note: the walk found a failure after \(result.steps) steps (\(failure)); its figure includes shrinking")
    }
    return Double(result.steps) / (Double(seconds) + Double(attoseconds) / 1e18)
}

/// Prints the trace throughput of `--trace`, the memory of a long run and explore's speed, beside
/// the figures this work started from.
func runTraceFigures(taps: Int, exploreSteps: Int) throws {
    requireBesideTablesim()
    let file = try writeTapsFile(taps: taps)
    defer { try? FileManager.default.removeItem(at: file) }
    let traced = try runChild(["run", file.path, "--trace"])
    let quiet = try runChild(["run", file.path])
    let report = try runChild(["run", file.path, "--trace", "--format", "json"])
    let tenMillion = try ExploreSetup(source: "table plain\nrows 10000000 \"Item {n}\"\n", file: "<10M rows>")
    let sampleSteps = exploreStepsPerSecond(.sample, steps: exploreSteps)
    let bigSteps = exploreStepsPerSecond(tenMillion, steps: exploreSteps)

    print("")
    print("Trace, memory and exploring: `tablesim run --trace` on a file of \(taps) taps on the sample table")
    print("(\(traced.lines) lines out, \(traced.bytes / 1_000_000) MB), counted as they stream through a pipe;")
    print("explore from seed 3 for \(exploreSteps) steps; before = 432729f on this machine on 2026-11-23, with 1,000,000 taps")
    print("and 200,000 steps. The machine's speed drifts about twofold from day to day: to compare two builds, measure")
    print("them side by side with --against OTHER_TABLESIM.")
    print("")
    let rows = [
        ["trace lines a second through --trace", grouped(Before.traceLinesPerSecond), grouped(Double(traced.lines) / traced.seconds)],
        ["peak memory, run --trace", String(format: "%.0f MB", Before.longRunMegabytes), String(format: "%.1f MB", traced.peakMegabytes)],
        ["peak memory, run", String(format: "%.0f MB", Before.longRunMegabytes), String(format: "%.1f MB", quiet.peakMegabytes)],
        ["peak memory, run --trace --format json", String(format: "%.0f MB", Before.jsonReportMegabytes), String(format: "%.1f MB", report.peakMegabytes)],
        ["explore steps a second, sample table", grouped(Before.exploreStepsSample), grouped(sampleSteps)],
        ["explore steps a second, 10M rows", grouped(Before.exploreSteps10M), grouped(bigSteps)],
    ]
    let header = ["figure", "before", "now"]
    printTable(header: header, rows: rows)
}

/// Stops with a message when there is no `tablesim` beside this executable.
func requireBesideTablesim() {
    guard FileManager.default.isExecutableFile(atPath: besideTablesim()) else {
        print("\nTrace and memory figures need tablesim beside this executable: swift build -c release --product tablesim")
        exit(1)
    }
}

/// A temporary scenario file of `appear` and `taps` taps on the sample table's first five rows.
func writeTapsFile(taps: Int) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tablesim-bench-\(getpid())-\(taps).scenario")
    var source = "appear\n"
    source.reserveCapacity(taps * 9 + 8)
    for index in 0..<taps { source += "tap 0.\(index % 5)\n" }
    try source.write(to: file, atomically: true, encoding: .utf8)
    return file
}

// MARK: Side by side with another build

/// The figures of one build in a side-by-side comparison.
struct SideFigures {
    var linesPerSecond = 0.0
    var sampleSteps = 0.0
    var bigSteps = 0.0
}

/// Steps a second that a `tablesim explore` child printed (`0.5 s, 37842 steps/s`). A finding goes to
/// a temporary file, removed after, and is named: its walk was shorter, and its time includes shrinking.
func exploreStepsPerSecond(tablesim: String, _ arguments: [String]) throws -> Double {
    let finding = FileManager.default.temporaryDirectory.appendingPathComponent("tablesim-bench-\(getpid())-finding.scenario")
    defer { try? FileManager.default.removeItem(at: finding) }
    let run = try runChild(["explore"] + arguments + ["--out", finding.path], tablesim: tablesim, keeping: true)
    let text = String(decoding: run.output, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("found after ") {
        print("note: \(tablesim) explore \(arguments.joined(separator: " ")): \(line.prefix(160))")
    }
    for line in text.split(separator: "\n") where line.hasSuffix(" steps/s") {
        if let figure = line.dropLast(" steps/s".count).split(separator: " ").last.flatMap({ Double($0) }) {
            return figure
        }
    }
    print("\(tablesim) explore \(arguments.joined(separator: " ")) printed no steps/s:\n\(text.prefix(2000))")
    exit(1)
}

/// Measures this build's `tablesim` and another (an older commit's release build, say) on the same
/// minutes, alternating them, and keeps each one's best of `rounds`: the machine's speed drifts with
/// its neighbours, by up to half from one minute to the next and about twice from one day to another,
/// so only figures taken side by side compare two builds.
func runSideBySide(against other: String, taps: Int, exploreSteps: Int, rounds: Int) throws {
    requireBesideTablesim()
    guard FileManager.default.isExecutableFile(atPath: other) else {
        print("--against needs an executable tablesim: \(other)")
        exit(64)
    }
    let file = try writeTapsFile(taps: taps)
    defer { try? FileManager.default.removeItem(at: file) }
    let big = FileManager.default.temporaryDirectory.appendingPathComponent("tablesim-bench-\(getpid())-10M.scenario")
    try "table plain\nrows 10000000 \"Item {n}\"\n".write(to: big, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: big) }
    let builds = [other, besideTablesim()]
    var best = [SideFigures(), SideFigures()]
    for _ in 0..<rounds {
        for (index, tablesim) in builds.enumerated() {
            let traced = try runChild(["run", file.path, "--trace"], tablesim: tablesim)
            best[index].linesPerSecond = max(best[index].linesPerSecond, Double(traced.lines) / traced.seconds)
            let walk = ["--seed", "3", "--steps", String(exploreSteps)]
            best[index].sampleSteps = max(best[index].sampleSteps, try exploreStepsPerSecond(tablesim: tablesim, ["--sample"] + walk))
            best[index].bigSteps = max(best[index].bigSteps, try exploreStepsPerSecond(tablesim: tablesim, [big.path] + walk))
        }
    }
    print("")
    print("Side by side: \(other) (other) against \(besideTablesim()) (this build), alternating, best of \(rounds);")
    print("`run --trace` on \(taps) taps on the sample table; `explore` from seed 3 for \(exploreSteps) steps, as printed by each.")
    print("")
    func ratio(_ new: Double, _ old: Double) -> String { String(format: "%.2f×", new / old) }
    let rows = [
        ["trace lines a second through --trace", grouped(best[0].linesPerSecond), grouped(best[1].linesPerSecond),
         ratio(best[1].linesPerSecond, best[0].linesPerSecond)],
        ["explore steps a second, sample table", grouped(best[0].sampleSteps), grouped(best[1].sampleSteps),
         ratio(best[1].sampleSteps, best[0].sampleSteps)],
        ["explore steps a second, 10M rows", grouped(best[0].bigSteps), grouped(best[1].bigSteps), ratio(best[1].bigSteps, best[0].bigSteps)],
    ]
    printTable(header: ["figure", "other", "this build", "ratio"], rows: rows)
}

/// Prints a Markdown table with its columns padded to one width.
func printTable(header: [String], rows: [[String]]) {
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
        "| " + cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
            .joined(separator: " | ") + " |"
    }
    print(line(header))
    print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    for row in rows { print(line(row)) }
}

/// A number with thousands separated by commas: 1,234,567.
func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { out += "," }
        out.append(digit)
    }
    return out
}

let usage = "usage: tablesim-bench [--quick] [--repetitions N] | --drag|--search|--prefetch-refresh-keys [--repetitions N] | [--quick] --against OTHER_TABLESIM | [--quick] --scale-out [--against OTHER_TABLESIM]\n"
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
    print(usage, terminator: "")
    exit(0)
}
var repetitions: Int?
if let index = arguments.firstIndex(of: "--repetitions") {
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value >= 1 else {
        FileHandle.standardError.write("--repetitions needs a whole number of at least 1\n\(usage)".data(using: .utf8)!)
        exit(64)
    }
    repetitions = value
    arguments.removeSubrange(index...(index + 1))
}
if let index = arguments.firstIndex(of: "--scale-out") {
    arguments.remove(at: index)
    let quick = arguments.contains("--quick")
    let other = arguments.firstIndex(of: "--against").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    try runScaleOutFigures(
        against: other, elements: quick ? 100_000 : 1_000_000, libraryFiles: quick ? 8 : 40, taps: quick ? 200 : 3_000,
        exploreSteps: quick ? 4_000 : 200_000, rounds: quick ? 1 : 3)
} else if let index = arguments.firstIndex(of: "--against"), index + 1 < arguments.count {
    let quick = arguments.contains("--quick")
    try runSideBySide(
        against: arguments[index + 1], taps: quick ? 100_000 : 1_000_000, exploreSteps: quick ? 20_000 : 200_000,
        rounds: quick ? 1 : 3)
} else if let index = arguments.firstIndex(of: "--one"), index + 1 < arguments.count {
    try runOne(arguments[index + 1], repetitions: repetitions ?? 200)
} else if arguments == ["--quick"] {
    try runAll(repetitions: repetitions ?? 20, configurations: ["10", "10M"])
    runDiffableFigures(items: 10_000, repetitions: repetitions ?? 20)
    try runPrefetchRefreshKeyFigures(repetitions: repetitions ?? 20)
    try runDragFigures(repetitions: repetitions ?? 20)
    try runSearchFigures(repetitions: repetitions ?? 20)
    try runTraceFigures(taps: 100_000, exploreSteps: 20_000)
    try runScaleOutFigures(against: nil, elements: 100_000, libraryFiles: 8, taps: 200, exploreSteps: 4_000, rounds: 1)
} else if arguments == ["--drag"] {
    // The long-press drag step alone.
    try runDragFigures(repetitions: repetitions ?? 200)
} else if arguments == ["--prefetch-refresh-keys"] {
    // Prefetching, pull to refresh and key commands alone.
    try runPrefetchRefreshKeyFigures(repetitions: repetitions ?? 200)
} else if arguments == ["--search"] {
    // Typing in the declared app's search bar alone.
    try runSearchFigures(repetitions: repetitions ?? 200)
} else if arguments.isEmpty {
    try runAll(repetitions: repetitions ?? 200, configurations: allConfigurations)
    runDiffableFigures(items: 10_000, repetitions: repetitions ?? 200)
    try runPrefetchRefreshKeyFigures(repetitions: repetitions ?? 200)
    try runDragFigures(repetitions: repetitions ?? 200)
    try runSearchFigures(repetitions: repetitions ?? 200)
    try runTraceFigures(taps: 1_000_000, exploreSteps: 200_000)
    try runScaleOutFigures(against: nil, elements: 1_000_000, libraryFiles: 40, taps: 3_000, exploreSteps: 200_000, rounds: 3)
} else {
    FileHandle.standardError.write(usage.data(using: .utf8)!)
    exit(64)
}
