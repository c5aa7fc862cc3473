import Foundation
import Testing

@testable import TableSimScenario

/// The pictures of the README and the manual are made by the scenarios in `Scenarios/pictures/` and
/// committed next to them: each scenario, run in a copy, must draw exactly the committed files, and
/// every committed picture must come from a scenario. The manual's catalog holds copies (DocC reads
/// images from the catalog only), which must be the same files.
@Suite struct PictureReadmeTests {
    static let folder = GoldenTraceTests.packageRoot.appendingPathComponent("Scenarios/pictures")

    @Test func theCommittedPicturesAreCurrent() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        let scenarios = names.filter { $0.hasSuffix(".scenario") }
        let committed = names.filter { $0.hasSuffix(".svg") }
        #expect(scenarios.count >= 2)
        // A copy, so the test never writes into the source tree.
        let copy = try temporaryFolder()
        for scenario in scenarios {
            try FileManager.default.copyItem(
                at: Self.folder.appendingPathComponent(scenario), to: copy.appendingPathComponent(scenario))
        }
        let run = runScenarios(scenarios.map { copy.appendingPathComponent($0).path })
        #expect(run.code == 0, "\(run.err)")
        let drawn = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(drawn == committed, "the scenarios draw \(drawn); Scenarios/pictures holds \(committed)")
        for name in drawn where committed.contains(name) {
            let fresh = try String(contentsOf: copy.appendingPathComponent(name), encoding: .utf8)
            let old = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(
                fresh == old,
                "Scenarios/pictures/\(name) is out of date: regenerate it with 'swift run tablesim run Scenarios/pictures' and commit it"
            )
        }
    }

    @Test func theManualShowsTheCommittedPictures() throws {
        let root = GoldenTraceTests.packageRoot
        let resources = root.appendingPathComponent("Sources/TableSim/TableSim.docc/Resources")
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".svg") }.sorted()
        let copies = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(copies == committed, "copy Scenarios/pictures/*.svg to the catalog's Resources")
        for name in copies where committed.contains(name) {
            let copy = try Data(contentsOf: resources.appendingPathComponent(name))
            #expect(copy == (try Data(contentsOf: Self.folder.appendingPathComponent(name))), "the catalog's \(name) is out of date")
        }
        // The README shows a committed picture by its path in the repository.
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = readme.matches(of: /!\[[^\]]*\]\(([^)]+)\)/).map { String($0.1) }
        #expect(!shown.isEmpty)
        for path in shown {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "the README shows \(path)")
        }
    }
}
