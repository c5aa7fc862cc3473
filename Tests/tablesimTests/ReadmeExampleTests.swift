import Foundation
import Testing

/// Every example in the README and in the manual (the DocC catalogs under `Sources/`) runs: its shell
/// commands through the built binary, its REPL walkthroughs on a pseudo-terminal, its scenarios through
/// `tablesim run`, its Swift code as test files that run.
@Suite struct ReadmeExampleTests {
    /// One fenced block of a document: the file it is in, its info string, its lines, and the line its fence is on.
    struct Block {
        let file: String
        let info: String
        let lines: [String]
        let line: Int

        /// Where the block is, for a failure's message: `README.md:25`.
        var place: String { "\(file):\(line)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The documents whose examples run: the README, then every article of every catalog, by path.
    static func documents() throws -> [(path: String, text: String)] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var articles: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".md") && path.contains(".docc/") { articles.append("Sources/" + path) }
        }
        #expect(articles.count >= 20, "the manual's articles: \(articles)")
        return try [("README.md", readme())]
            + articles.sorted().map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The fenced blocks of every document, or of the README alone.
    static func blocks(readmeOnly: Bool = false) throws -> [Block] {
        var blocks: [Block] = []
        for document in try documents() where !readmeOnly || document.path == "README.md" {
            blocks += Self.blocks(of: document.text, in: document.path)
        }
        return blocks
    }

    static func blocks(of text: String, in file: String) -> [Block] {
        var blocks: [Block] = []
        var open: (info: String, line: Int)?
        var lines: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("```") else {
                if open != nil { lines.append(String(line)) }
                continue
            }
            if let started = open {
                blocks.append(Block(file: file, info: started.info, lines: lines, line: started.line))
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
        let unlabelled = blocks.filter { !["sh", "console", "scenario", "swift", "text"].contains($0.info) }.map(\.place)
        #expect(unlabelled == [], "these blocks need sh, console, scenario, swift or text")
    }

    /// The scenario examples parse and pass as they are written.
    @Test func scenarioExamplesPass() throws {
        let scenarios = try Self.blocks().filter { $0.info == "scenario" }
        #expect(!scenarios.isEmpty)
        // The README's own scenario is among them, and it asserts something.
        let readmeScenario = try #require(try Self.blocks(readmeOnly: true).first { $0.info == "scenario" })
        #expect(readmeScenario.lines.contains { $0.hasPrefix("expect ") }, "the README's scenario has expect blocks")
        let directory = try TemporaryDirectory()
        for (index, block) in scenarios.enumerated() {
            let file = try directory.write(block.lines.joined(separator: "\n") + "\n", to: "example-\(index).scenario")
            let result = try PipedRun.run(["run", file], in: directory)
            #expect(result.termination == .exited(0), "\(block.place): \(result.stdout) \(result.stderr)")
            #expect(result.stdout == "PASS \(file)\nscenarios: 1 passed, 0 failed\n", "\(block.place)")
        }
    }

    /// The shell examples' `tablesim` commands, in the README and the manual, exit 0, with `FILE` and
    /// `PATH` standing for the README's own scenario example and `DIR` for an empty folder; the ones that open the REPL are
    /// the walkthrough's business. `tablesim audit` may exit 1, which means it found something (the
    /// example's rows are tappable without saying so), and must then print its findings.
    @Test func shellExamplesRun() throws {
        let blocks = try Self.blocks()
        let directory = try TemporaryDirectory()
        let scenario = try #require(try Self.blocks(readmeOnly: true).first { $0.info == "scenario" })
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
                #expect(result.status == 0 || findings, "\(block.place): '\(runnable)' exited \(result.status): \(result.output)")
                #expect(!result.output.isEmpty, "'\(runnable)' printed nothing")
                ran.append(command)
            }
        }
        #expect(ran.count >= 5, "the command lines: \(ran)")
        #expect(ran.contains("echo 'tap 0.1' | tablesim"))
    }

    /// Each REPL walkthrough (every `console` block) typed at a terminal gives the output it shows; a
    /// `…` line stands for any lines.
    @Test func replWalkthroughsGiveTheOutputShown() throws {
        let blocks = try Self.blocks().filter { $0.info == "console" }
        #expect(blocks.count >= 3, "the README's exchange, the general walkthrough and VoiceOver's")
        #expect(try Self.blocks(readmeOnly: true).contains { $0.info == "console" }, "the README shows a REPL exchange")
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

    /// The test files whose code the Swift examples show: the Explorer's, the UIKit one, the core one
    /// and the XCTest one.
    static let exampleFiles = [
        "ConsumerTests/ReadmeExplorerExample.swift", "ConsumerTests/ReadmeUIKitExample.swift",
        "ConsumerTests/ReadmeSwiftExample.swift", "ConsumerTests/DiffableDataSourceTests.swift",
        "ConsumerTests/MainActorXCTestTests.swift",
    ]

    /// Each Swift example is the code of a test file that runs, word for word, and each of those files
    /// is shown somewhere: the Explorer's (`ConsumerTests/ReadmeExplorerExample.swift`), the UIKit one
    /// (`ConsumerTests/ReadmeUIKitExample.swift`, in the README too) and the core one
    /// (`ConsumerTests/ReadmeSwiftExample.swift`). A consumer's `Package.swift` is the manifest check's.
    @Test func swiftExamplesAreRunningTests() throws {
        let blocks = try Self.blocks().filter { $0.info == "swift" && !Self.isManifest($0) }
        #expect(blocks.count >= 4)
        let tests = Self.root.appendingPathComponent("Tests")
        let files = try Self.exampleFiles.map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
        for block in blocks {
            #expect(files.contains { $0.contains(block.lines.joined(separator: "\n")) }, "\(block.place) is not the code of a test file")
        }
        for (name, file) in zip(Self.exampleFiles, files) {
            #expect(blocks.contains { file.contains($0.lines.joined(separator: "\n")) && $0.lines.count >= 10 }, "no example shows \(name)")
        }
        let readme = try Self.blocks(readmeOnly: true).filter { $0.info == "swift" && !Self.isManifest($0) }
        #expect(readme.contains { files[1].contains($0.lines.joined(separator: "\n")) }, "the README shows the UIKit test")
    }

    static func isManifest(_ block: Block) -> Bool { block.lines.contains { $0.contains(".package(url:") } }

    /// The README's `Package.swift` snippet: its package is this one (the URL's last part is the
    /// package's name, which SwiftPM uses as `package:`), at the version `tablesim --version` prints,
    /// and the products it names are libraries this package declares.
    @Test func theManifestSnippetNamesThisPackage() throws {
        let snippet = try #require(try Self.blocks(readmeOnly: true).first(where: Self.isManifest)).lines.joined(separator: "\n")
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let name = try #require(manifest.firstMatch(of: /let package = Package\(\s*name: "([^"]+)"/)).1
        let dependency = try #require(snippet.firstMatch(of: /\.package\(url: "([^"]+)", from: "([^"]+)"\)/))
        #expect(dependency.1.hasSuffix("/\(name)"), "the URL \(dependency.1) names the package \(name)")
        let version = try PipedRun.run(["--version"], in: try TemporaryDirectory())
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == dependency.2)
        let libraries = Set(manifest.matches(of: /\.library\(name: "([^"]+)"/).map { String($0.1) })
        let products = snippet.matches(of: /\.product\(name: "([^"]+)", package: "([^"]+)"\)/)
        #expect(products.count >= 2)
        for product in products {
            #expect(libraries.contains(String(product.1)), "\(product.1) is not a library of Package.swift")
            #expect(product.2 == name)
        }
    }

    /// The README's links into the repository (the manual's articles, the picture) name files that exist.
    @Test func theReadmeLinksFilesThatExist() throws {
        let targets = try Self.readme().matches(of: /\]\(((?:Sources|Scenarios|Tests)\/[^)#]+)\)/).map { String($0.1) }
        #expect(targets.count >= 10, "the README links the manual's articles: \(targets)")
        for target in targets {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path), "README links \(target)")
        }
    }

    /// The README's two set-up commands are what CI runs: the tests through `swift test` after
    /// installing the same packages `.ci/run` installs, and the REPL through `swift run tablesim`.
    @Test func theSetUpCommandsAreWhatCIRuns() throws {
        let commands = try Self.blocks(readmeOnly: true).filter { $0.info == "sh" }.flatMap(\.lines)
            .filter { $0.hasPrefix("apt-get ") }
        let test = try #require(commands.first { $0.hasSuffix("&& swift test") })
        #expect(commands.contains { $0.hasSuffix("&& swift run tablesim") })
        let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let installed = try #require(ci.firstMatch(of: /packages=\(([^)]*)\)/)).1.split(separator: " ").map(String.init)
        let readmeInstalls = try #require(test.firstMatch(of: /apt-get install -y -q ([^&]+)&&/)).1
            .split(separator: " ").map(String.init)
        #expect(readmeInstalls.sorted() == installed.sorted())
        #expect(ci.contains("\nswift test"), ".ci/run runs the README's test command")
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
