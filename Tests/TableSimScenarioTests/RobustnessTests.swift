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

    /// `screen 1e308xinf` made every one of 10 million rows visible; an infinite inset or height made
    /// the section sums infinite. Lengths are finite and at most 100000 points.
    @Test func infiniteAndHugeLengthsAreParseErrors() {
        #expect(error(in: "screen 1e308xinf")
            == "r.scenario:1:8: error: expected a size WIDTHxHEIGHT such as 390x844 (each side more than 0 and at most "
                + "100000 points), found '1e308xinf'")
        #expect(error(in: "screen 0x0")?.hasPrefix("r.scenario:1:8: error: expected a size WIDTHxHEIGHT") == true)
        #expect(error(in: "screen 390x844 safe-area=inf,0,0,0")
            == "r.scenario:1:16: error: expected four lengths TOP,LEFT,BOTTOM,RIGHT such as 47,0,34,0, found 'inf,0,0,0'")
        #expect(error(in: "table plain content-inset=1,x,2,3,4")
            == "r.scenario:1:13: error: expected four lengths TOP,LEFT,BOTTOM,RIGHT such as 47,0,34,0, found '1,x,2,3,4'")
        #expect(error(in: "table plain estimated-row-height=1e308")
            == "r.scenario:1:13: error: expected a length in points such as 44 or automatic (at most 100000), found '1e308'")
        #expect(error(in: "row \"A\" height=nan")
            == "r.scenario:1:9: error: expected a length in points such as 44 or automatic (at most 100000), found 'nan'")
        #expect(error(in: "screen 100000x100000 safe-area=100000,0,0,0") == nil)
    }

    /// `model` on a table with no sections said "expected a section from 0 to -1".
    @Test func modelOnEmptyDataSaysThereIsNothing() {
        let noSections = ScenarioRunner.replay(source: "table plain\nappear\nmodel delete section 0\n", path: "r.scenario")
        #expect(noSections.error?.description
            == "r.scenario:3:1: error: the data has no sections; insert one with 'model insert section 0'")
        let noRows = ScenarioRunner.replay(source: "table plain\nsection\nmodel move 0.0 to 0.0\n", path: "r.scenario")
        #expect(noRows.error?.description == "r.scenario:3:1: error: the data has no rows in section 0")
    }

    /// A few hundred seeded scenarios: no trap, the invariants after every line, located errors, and
    /// the same transcript twice. A trap ends the test process; `tablesim-fuzz --one SEED` then finds it.
    @Test func shortFuzzRunFindsNothing() {
        for seed in UInt64(0)..<120 {
            let source = ScenarioGenerator.scenario(seed: seed)
            let findings = ScenarioFuzzer.check(source, file: "seed-\(seed).scenario")
            #expect(findings.isEmpty, "seed \(seed): \(findings.prefix(3).map(\.description).joined(separator: "; "))")
        }
    }

    @Test func generatorIsDeterministic() {
        #expect(ScenarioGenerator.scenario(seed: 42) == ScenarioGenerator.scenario(seed: 42))
        #expect(ScenarioGenerator.scenario(seed: 42) != ScenarioGenerator.scenario(seed: 43))
    }

    /// A Windows file is read line by line as the parser reads it: its CRLF ends lines, so an error
    /// on its third line names a line the file has.
    @Test func aCRLFFileIsCheckedLineByLine() {
        let findings = ScenarioFuzzer.check("table plain\r\nrow \"A\"\r\ntap 0.9\r\n", file: "windows.scenario")
        #expect(findings.map(\.description) == [])
    }
}
