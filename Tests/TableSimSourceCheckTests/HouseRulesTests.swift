import Foundation
import TableSim
import Testing

/// The house rules of the manual's Architecture article, checked so that they stay true: small
/// files, a table view that coordinates parts instead of holding every field, and a public API that
/// is only what an app author or a test writer touches.
@Suite struct HouseRulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")

    /// Every Swift file under `Sources/`, as (path from the root, contents), and the files the
    /// CallbackSurfaces build plugin writes from Sources/Callbacks (as `Sources/<Target>/(generated)/…`):
    /// generated code is compiled, shipped and read like any other, so the rules count it too.
    static func sources() throws -> [(path: String, text: String)] {
        let sources = root.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let written = try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            ("Sources/" + path, try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
        }
        return written + generatedSources
    }

    /// The generated files; a rule that found none would check nothing, so there must be some.
    static let generatedSources = ["TableSim", "TableSimUIKit", "TableSimSourceCheck"].flatMap(GeneratedSources.files(of:))

    @Test func theRulesReadTheGeneratedCallbackSurfaces() {
        let names = Self.generatedSources.map(\.path)
        #expect(names.contains("Sources/TableSim/(generated)/GeneratedCallbacks.swift"), "\(names)")
        #expect(names.contains("Sources/TableSimUIKit/(generated)/GeneratedUITableViewController.swift"), "\(names)")
        #expect(names.contains("Sources/TableSimSourceCheck/(generated)/GeneratedUIKitRequirements.swift"), "\(names)")
    }

    @Test func noSourceFileIsOver700Lines() throws {
        let files = try Self.sources()
        #expect(files.count > 100)
        for file in files {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 700, "\(file.path) has \(lines) lines")
        }
    }

    /// `TableView` keeps each area's state in a part it owns (`TableView+Parts.swift`); its own
    /// stored properties are the parts and the few that belong to no one area.
    @Test func tableViewHasFewerThan25StoredProperties() {
        let names = Mirror(reflecting: TableView(style: .plain)).children.compactMap(\.label)
        #expect(names.count >= 10 && names.count < 25, "\(names)")
        #expect(names.contains("onScreen") && names.contains("loaded") && names.contains("update"))
    }

    static func publicDeclarations(in target: String) throws -> Int {
        // A declaration's access keyword at the start of a line (after attributes).
        let declaration = try Regex(#"^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s"#).anchorsMatchLineEndings()
        return try sources().filter { $0.path.hasPrefix("Sources/\(target)/") }.reduce(0) { count, file in
            count + file.text.matches(of: declaration).count
        }
    }

    /// Targets that are no product (the fuzzer, the source checker) have no consumer outside the
    /// package, so nothing in them is public. The core's public API is what apps and tests touch: it
    /// was 1,063 declarations before machines, height structures and the scenario parser became
    /// `package`, and this bound keeps internals from leaking back unnoticed. It leaves room for the
    /// API each modelled UIKit area brings of its own (the assistive technologies, context menus,
    /// the refresh control, prefetching, Codable elements), whose parsers and machines stay `package`.
    @Test func publicIsOnlyWhatConsumersTouch() throws {
        #expect(try Self.publicDeclarations(in: "TableSimFuzzing") == 0)
        #expect(try Self.publicDeclarations(in: "TableSimSourceCheck") == 0)
        let core = try Self.publicDeclarations(in: "TableSim")
        let scenario = try Self.publicDeclarations(in: "TableSimScenario")
        #expect(core > 300 && core <= 850, "the core declares \(core) public symbols")
        #expect(scenario > 10 && scenario <= 60, "TableSimScenario declares \(scenario) public symbols")
    }
}
