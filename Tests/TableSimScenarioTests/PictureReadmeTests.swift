import Foundation
import Testing

@testable import TableSimScenario

/// The README's pictures are made by the scenarios in `Scenarios/pictures/` and committed next to
/// them: each scenario, run in a copy, must draw exactly the committed files, and every committed
/// picture must come from a scenario.
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
}
