import TableSim
import TableSimFuzzing
import Testing

@testable import TableSimScenario

/// Inputs the fuzzer found, kept as regressions, and a short fuzz run (the long one is `tablesim-fuzz`).
@Suite struct RobustnessTests {
    func error(in source: String) -> String? {
        do throws(ScenarioError) {
            _ = try ScenarioParser(file: "r.scenario").parse(source)
            return nil
        } catch {
            return error.description
        }
    }

    /// A few hundred seeded scenarios: no trap, the invariants after every line, located errors, and
    /// the same transcript twice. A trap ends the test process; `tablesim-fuzz --one SEED` then finds it.
    @Test func shortFuzzRunFindsNothing() {
        for seed in UInt64(0)..<120 {
            let findings = ScenarioFuzzer.check(ScenarioGenerator.scenario(seed: seed), file: "seed-\(seed).scenario")
            #expect(findings.isEmpty, "seed \(seed): \(findings.prefix(3).map(\.description).joined(separator: "; "))")
        }
    }

    @Test func generatorIsDeterministic() {
        #expect(ScenarioGenerator.scenario(seed: 42) == ScenarioGenerator.scenario(seed: 42))
        #expect(ScenarioGenerator.scenario(seed: 42) != ScenarioGenerator.scenario(seed: 43))
    }
}
