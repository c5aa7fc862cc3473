// tablesim-fuzz: seeded random scenarios, checked for traps, broken invariants, errors without a
// location, and traces that differ between two runs.
//
//   swift run tablesim-fuzz --seconds 600            # the long run (cases in child processes)
//   swift run tablesim-fuzz --seed 1000 --count 5000 # a fixed range of seeds
//   swift run tablesim-fuzz --print 1234              # the scenario of one seed, to save and replay
//   swift run tablesim-fuzz --one 1234                # one case in this process (a trap shows its backtrace)
//   swift run tablesim-fuzz --transcript 1234         # what its lines printed, errors included
//   swift run tablesim-fuzz --file F.scenario [--transcript]  # check (or print) a scenario file the same way
//
// A trap ends the process that hit it, so the parent runs seeds in children (`--child`), each of
// which announces a seed before running it; when a child dies, the last seed it announced is the
// crashing one: the parent saves its scenario as `fuzz-findings/crash-SEED.scenario` and carries on
// with the next seed. Wall-clock time only bounds the run; every case is a pure function of its seed.

import Foundation
import TableSimFuzzing

func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            ("usage: tablesim-fuzz [--seed S] [--count N | --seconds T] [--out DIR] | --one SEED | --print SEED"
                + " | --transcript SEED | --file PATH [--transcript]\n").utf8))
    exit(64)
}

func value(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { usage() }
    return arguments[index + 1]
}

func number(_ name: String, in arguments: [String]) -> UInt64? {
    guard let text = value(name, in: arguments) else { return nil }
    guard let number = UInt64(text) else { usage() }
    return number
}

/// Runs seeds in this process, announcing each one first; prints findings; exits 1 if there were any.
func runChild(from start: UInt64, count: UInt64) -> Never {
    var failed = false
    print("")  // every announcement then follows a newline, which the watchdog looks for
    for seed in start..<(start + count) {
        print("case \(seed)")
        fflush(nil)
        let findings = ScenarioFuzzer.check(ScenarioGenerator.scenario(seed: seed), file: "seed-\(seed).scenario")
        for finding in findings {
            print("finding \(seed) \(finding)")
            failed = true
        }
        fflush(nil)
    }
    exit(failed ? 1 : 0)
}

/// Saves a seed's scenario where the user can replay it with `tablesim run`.
func save(seed: UInt64, kind: String, in folder: String) -> String {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/\(kind)-\(seed).scenario"
    try? ScenarioGenerator.scenario(seed: seed).write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// How long one case may run before it counts as a hang, in seconds (debug builds are slow).
let caseLimit = 20.0

/// A child's standard output, gathered on the pipe's queue and read by the watchdog.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) { lock.withLock { data.append(more) } }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    /// The last seed the child announced.
    func lastCase() -> UInt64? {
        lock.withLock {
            guard let range = data.range(of: Data("\ncase ".utf8), options: .backwards) else { return nil }
            let rest = data[range.upperBound...].prefix { $0 != UInt8(ascii: "\n") }
            return UInt64(String(decoding: rest, as: UTF8.self))
        }
    }
}

/// Runs seeds in chunks of child processes until the count or the time is used up.
func runParent(from start: UInt64, count: UInt64?, seconds: Double?, folder: String) -> Never {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let deadline = Date().addingTimeInterval(seconds ?? .infinity)
    let end = count.map { start + $0 } ?? UInt64.max
    var next = start
    var crashes: [UInt64] = []
    var failing: Set<UInt64> = []
    var hangs: [UInt64] = []
    let chunk: UInt64 = 200
    while next < end, Date() < deadline {
        let size = min(chunk, end - next)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--child", String(next), String(size)]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // a trap ends the child at once, without a backtrace
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let collected = Collected()
        pipe.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        do { try process.run() } catch {
            print("cannot start \(executable.path): \(error)")
            exit(2)
        }
        // A watchdog: a case that runs longer than the limit is a hang (or work that grows with the data).
        var hung: UInt64?
        var lastSeen: (seed: UInt64, since: Date)?
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
            if let seed = collected.lastCase(), seed != lastSeen?.seed { lastSeen = (seed, Date()) }
            if let lastSeen, Date().timeIntervalSince(lastSeen.since) > caseLimit {
                hung = lastSeen.seed
                process.terminate()
                process.waitUntilExit()
            }
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        collected.append(pipe.fileHandleForReading.readDataToEndOfFile())
        let output = collected.text
        if let seed = hung {
            hangs.append(seed)
            print("seed \(seed): HANG (over \(Int(caseLimit)) s); saved \(save(seed: seed, kind: "hang", in: folder))")
            next = seed + 1
            continue
        }
        var last: UInt64?
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2)
            if words.first == "case", words.count == 2 { last = UInt64(words[1]) }
            if words.first == "finding", words.count == 3, let seed = UInt64(words[1]) {
                if failing.insert(seed).inserted {
                    // The first finding of a seed is the one to fix; the rest usually follow from it.
                    print("seed \(seed): \(words[2])")
                    print("  saved \(save(seed: seed, kind: "finding", in: folder)); details: tablesim-fuzz --one \(seed)")
                }
            }
        }
        if process.terminationReason == .uncaughtSignal || (process.terminationStatus != 0 && process.terminationStatus != 1) {
            guard let seed = last else {
                print("a child died before its first case (status \(process.terminationStatus))")
                exit(2)
            }
            crashes.append(seed)
            print("seed \(seed): CRASH (signal \(process.terminationStatus)); saved \(save(seed: seed, kind: "crash", in: folder))")
            // This very binary: a crash found by an AddressSanitizer build reproduces only in that build.
            print("  reproduce: \(executable.path) --one \(seed)")
            next = seed + 1
        } else {
            next += size
        }
        fflush(nil)
    }
    print("ran seeds \(start)..<\(next): \(crashes.count) crashes, \(hangs.count) hangs, \(failing.count) with findings")
    exit(crashes.isEmpty && hangs.isEmpty && failing.isEmpty ? 0 : 1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
// Every option but these flags takes a value; anything else (`--help` included) gets the usage line.
let flags: Set<String> = ["--transcript"]
let valued: Set<String> = ["--seed", "--count", "--seconds", "--out", "--one", "--print", "--file", "--transcript"]
if arguments.first != "--child" {
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        guard valued.contains(argument) || flags.contains(argument) else { usage() }
        let takesValue = valued.contains(argument) && !(argument == "--transcript" && arguments.contains("--file"))
        index += takesValue ? 2 : 1
    }
}
if arguments.first == "--child" {
    guard arguments.count == 3, let start = UInt64(arguments[1]), let count = UInt64(arguments[2]) else { usage() }
    runChild(from: start, count: count)
}
if let seed = number("--print", in: arguments) {
    print(ScenarioGenerator.scenario(seed: seed), terminator: "")
    exit(0)
}
if let path = value("--file", in: arguments) {
    // A saved or hand-written scenario, checked (or, with --transcript, printed) line by line.
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        print("cannot read \(path) as UTF-8 text")
        exit(2)
    }
    var findings: [FuzzFinding] = []
    if arguments.contains("--transcript") {
        print(ScenarioFuzzer.transcript(of: source, file: path, findings: &findings), terminator: "")
        exit(0)
    }
    findings = ScenarioFuzzer.check(source, file: path)
    for finding in findings { print("\(path): \(finding)") }
    exit(findings.isEmpty ? 0 : 1)
}
if let seed = number("--transcript", in: arguments) {
    var findings: [FuzzFinding] = []
    print(ScenarioFuzzer.transcript(of: ScenarioGenerator.scenario(seed: seed), file: "seed-\(seed).scenario", findings: &findings), terminator: "")
    exit(0)
}
if let seed = number("--one", in: arguments) {
    let findings = ScenarioFuzzer.check(ScenarioGenerator.scenario(seed: seed), file: "seed-\(seed).scenario")
    for finding in findings { print("seed \(seed): \(finding)") }
    exit(findings.isEmpty ? 0 : 1)
}
let seconds = value("--seconds", in: arguments).map { Double($0) ?? { usage() }() }
runParent(
    from: number("--seed", in: arguments) ?? 0, count: number("--count", in: arguments) ?? (seconds == nil ? 2_000 : nil),
    seconds: seconds, folder: value("--out", in: arguments) ?? "fuzz-findings")
