import Foundation
import Testing

/// Every example in the README runs: its shell commands through the built binary, its REPL
/// walkthrough on a pseudo-terminal, its scenarios through `tablesim run`.
@Suite struct ReadmeExampleTests {
    /// One fenced block of the README: its info string, its lines, and the line its fence is on.
    struct Block {
        let info: String
        let lines: [String]
        let line: Int
    }

    static func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    static func blocks() throws -> [Block] {
        var blocks: [Block] = []
        var open: (info: String, line: Int)?
        var lines: [String] = []
        for (number, line) in try readme().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("```") else {
                if open != nil { lines.append(String(line)) }
                continue
            }
            if let started = open {
                blocks.append(Block(info: started.info, lines: lines, line: started.line))
                open = nil
            } else {
                open = (line.trimmingCharacters(in: .whitespaces).dropFirst(3).trimmingCharacters(in: .whitespaces), number + 1)
                lines = []
            }
        }
        return blocks
    }

    /// Every block says what it is, so that a new example is run rather than skipped.
    @Test func everyBlockIsLabelled() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 10)
        let unlabelled = blocks.filter { !["sh", "console", "scenario", "swift", "text"].contains($0.info) }.map(\.line)
        #expect(unlabelled == [], "README blocks on these lines need sh, console, scenario, swift or text")
    }

    /// The scenario examples parse and pass as they are written.
    @Test func scenarioExamplesPass() throws {
        let scenarios = try Self.blocks().filter { $0.info == "scenario" }
        #expect(!scenarios.isEmpty)
        let directory = try TemporaryDirectory()
        for block in scenarios {
            let file = try directory.write(block.lines.joined(separator: "\n") + "\n", to: "readme-\(block.line).scenario")
            let result = try PipedRun.run(["run", file], in: directory)
            #expect(result.termination == .exited(0), "README line \(block.line): \(result.stdout) \(result.stderr)")
            #expect(result.stdout == "PASS \(file)\nscenarios: 1 passed, 0 failed\n", "README line \(block.line)")
        }
    }

    /// The shell examples' `tablesim` commands exit 0, with `FILE` and `PATH` standing for the
    /// README's own scenario example and `DIR` for an empty folder; the ones that open the REPL are
    /// the walkthrough's business. `tablesim audit` may exit 1, which means it found something (the
    /// example's rows are tappable without saying so), and must then print its findings.
    @Test func shellExamplesRun() throws {
        let blocks = try Self.blocks()
        let directory = try TemporaryDirectory()
        let scenario = try #require(blocks.first { $0.info == "scenario" })
        try FileManager.default.createDirectory(atPath: directory.file("scenarios"), withIntermediateDirectories: true)
        try directory.write(scenario.lines.joined(separator: "\n") + "\n", to: "scenarios/example.scenario")
        try FileManager.default.createDirectory(atPath: directory.file("pictures"), withIntermediateDirectories: true)
        let binaryFolder = URL(fileURLWithPath: try TablesimBinary.path()).deletingLastPathComponent().path
        var ran: [String] = []
        for block in blocks where block.info == "sh" {
            for line in block.lines {
                let command = line.split(separator: "#", maxSplits: 1).first.map(String.init)?
                    .trimmingCharacters(in: .whitespaces) ?? ""
                guard command.hasPrefix("tablesim ") || command.contains("| tablesim") else { continue }
                if command.hasPrefix("tablesim repl") || command.hasPrefix("tablesim [") { continue }
                let runnable = command.replacingOccurrences(of: "PATH...", with: "scenarios")
                    .replacingOccurrences(of: "PATH", with: "scenarios").replacingOccurrences(of: "FILE", with: "scenarios/example.scenario")
                    .replacingOccurrences(of: "DIR", with: "pictures")
                let result = try Self.shell(runnable, in: directory, path: binaryFolder)
                let findings = command.hasPrefix("tablesim audit") && result.status == 1 && result.output.contains("FINDINGS")
                    || command.hasPrefix("tablesim audit") && command.contains("--format") && result.status == 1
                #expect(result.status == 0 || findings, "README line \(block.line): '\(runnable)' exited \(result.status): \(result.output)")
                #expect(!result.output.isEmpty, "'\(runnable)' printed nothing")
                ran.append(command)
            }
        }
        #expect(ran.count >= 5, "the README's command lines: \(ran)")
        #expect(ran.contains("echo 'tap 0.1' | tablesim"))
    }

    /// Each REPL walkthrough (every `console` block) typed at a terminal gives the output it shows; a
    /// `…` line stands for any lines.
    @Test func replWalkthroughsGiveTheOutputShown() throws {
        let blocks = try Self.blocks().filter { $0.info == "console" }
        #expect(blocks.count >= 2, "the general walkthrough and VoiceOver's")
        for block in blocks { try typeWalkthrough(block) }
    }

    private func typeWalkthrough(_ block: Block) throws {
        #expect(block.lines.first == "$ swift run tablesim")
        // Under /tmp whatever TMPDIR says: a typed line with a long folder would not fit the 80
        // columns, and readline would scroll it sideways instead of echoing it whole.
        let directory = try TemporaryDirectory(base: "/tmp")
        // Each step: the line typed at its prompt (none for the start), then the lines shown until the next prompt.
        let prompts = ["tablesim> ", "...> "]
        var steps: [(prompt: String, typed: String?, expected: [String])] = [("", nil, [])]
        for line in block.lines.dropFirst() {
            if let prompt = prompts.first(where: { line.hasPrefix($0) }) {
                steps.append((prompt, String(line.dropFirst(prompt.count)), []))
            } else {
                steps[steps.count - 1].expected.append(line)
            }
        }
        let terminal = try PseudoTerminal(in: directory)
        for (index, step) in steps.enumerated() {
            var expected = step.expected
            if var typed = step.typed {
                // The files a walkthrough writes go to a temporary folder, not the test's working one.
                if let verb = ["save ", "snapshot "].first(where: { typed.hasPrefix($0) }) {
                    let name = String(typed.dropFirst(verb.count))
                    typed = verb + directory.file(name)
                    expected = expected.map { $0.replacingOccurrences(of: name, with: directory.file(name)) }
                }
                terminal.send(typed + PseudoTerminal.Key.enter)
                try terminal.read(until: typed + "\r\n")
            }
            let next = index + 1 < steps.count ? steps[index + 1].prompt : "tablesim> "
            let shown = try terminal.readPrompt(next).replacingOccurrences(of: "\r\n", with: "\n")
            var lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.last == next)
            lines.removeLast()
            #expect(
                Self.matches(expected, lines),
                "after '\(step.typed ?? "the start")': expected\n\(expected.joined(separator: "\n"))\nshown\n\(lines.joined(separator: "\n"))")
        }
        terminal.send(PseudoTerminal.Key.endOfFile)
        #expect(try terminal.waitForExit() == .exited(0))
        guard steps.contains(where: { $0.typed?.hasPrefix("save ") == true }) else { return }
        let saved = try #require(directory.lines(of: "my-session.scenario"))
        #expect(saved.first == "# A TableSim REPL session. Replay it with: tablesim run FILE")
        let replay = try PipedRun.run(["run", directory.file("my-session.scenario")], in: directory)
        #expect(replay.termination == .exited(0), "\(replay.stdout)")
    }

    /// Each Swift example is the code of test files that run: the Explorer's
    /// (`TableSimTests/ReadmeExplorerExample.swift`), the UIKit one
    /// (`TableSimUIKitTests/ReadmeUIKitExample.swift`) and the core one (`TableSimTests/ReadmeSwiftExample.swift`).
    @Test func swiftExamplesAreRunningTests() throws {
        let blocks = try Self.blocks().filter { $0.info == "swift" }
        #expect(blocks.count == 3)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        // In the README's order: Exploring comes before Bring your UIKit code.
        let files = try [
            "TableSimTests/ReadmeExplorerExample.swift", "TableSimUIKitTests/ReadmeUIKitExample.swift",
            "TableSimTests/ReadmeSwiftExample.swift",
        ].map {
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
        for (block, file) in zip(blocks, files) {
            #expect(file.contains(block.lines.joined(separator: "\n")), "README line \(block.line)")
        }
    }

    /// Whether `lines` are `expected`, a `…` line standing for any number of lines.
    static func matches(_ expected: [String], _ lines: [String]) -> Bool {
        guard let first = expected.first else { return lines.isEmpty }
        if first == "…" {
            return (0...lines.count).contains { matches(Array(expected.dropFirst()), Array(lines.dropFirst($0))) }
        }
        return lines.first == first && matches(Array(expected.dropFirst()), Array(lines.dropFirst()))
    }

    /// Runs a command line with `sh -c` in `directory`, the built binary first on the `PATH`.
    static func shell(_ command: String, in directory: TemporaryDirectory, path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        var environment = TablesimBinary.environment(directory: directory, overrides: [:])
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try spawnLock.withLock { _ in try process.run() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
