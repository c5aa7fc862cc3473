import Foundation
import TableSim
import Testing

@testable import TableSimScenario

/// The audit in the scenario language: `audit`, `audit all-sizes`, `expect audit`, the header-view
/// options, and `tablesim audit`'s runner and reports.
@Suite struct AuditLanguageTests {
    /// What the `audit` lines of a scenario printed, with `--trace`, in order.
    private func auditLines(_ source: String) -> [String] {
        let result = ScenarioRunner.replay(source: source, path: "a.scenario", printTrace: true)
        #expect(result.error == nil)
        #expect(result.failures.isEmpty)
        return result.traceOutput.filter { $0.hasPrefix("Audit:") }
    }

    private func error(in source: String) -> String? {
        ScenarioRunner.replay(source: source, path: "a.scenario").error?.description
    }

    @Test func everyAuditScenarioPasses() {
        let run = runScenarios([packageRoot.appendingPathComponent("Scenarios/audit").path])
        #expect(run.code == 0)
        #expect(run.err == "")
        #expect(!run.out.contains("FAIL"))
    }

    @Test func auditPrintsOneLinePerFindingLikeElements() {
        let source = """
            table plain row-height=30
            omit tableView(_:didSelectRowAt:)
            section "Settings"
            row "Wi-Fi" accessory=disclosureIndicator
            row ""
            appear
            audit

            """
        #expect(auditLines(source) == [
            #"Audit: hitRegion "Hit area is too small" row [0, 0] {{0, 75}, {390, 30}}"#,
            #"Audit: sufficientElementDescription "Element has no description" row [0, 1] {{0, 105}, {390, 30}}"#,
        ])
        let clean = "table plain\nomit tableView(_:didSelectRowAt:)\nrow \"Apple\"\nappear\naudit\n"
        #expect(auditLines(clean) == ["Audit: none"])
    }

    @Test func allSizesNamesTheFirstSizeAndTracesNothing() {
        let source = """
            table plain row-height=44
            omit tableView(_:didSelectRowAt:)
            row "Meeting notes"
            row "Draft" font=fixed:17
            appear
            audit all-sizes
            expect audit textClipped 0.0 from XL
            expect audit dynamicType 0.1 from xS
            expect audit tablesim.unannouncedTap 0.0 from xS

            """
        let result = ScenarioRunner.replay(source: source, path: "a.scenario", printTrace: true)
        let printed = result.traceOutput.drop { $0 != "# 6: audit all-sizes" }
        #expect(Array(printed) == [
            "# 6: audit all-sizes",
            #"Audit: textClipped "Text clipped" row [0, 0] {{0, 47}, {390, 44}} from AX3"#,
            #"Audit: dynamicType "Dynamic Type font sizes are unsupported" row [0, 1] {{0, 91}, {390, 44}} from xS"#,
        ])
        #expect(result.failures.map(\.message) == [
            "expected audit textClipped 0.0 from XL, but it first finds it at AX3",
            #"expected audit tablesim.unannouncedTap 0.0 from xS, but at no size does it find that; the audit found none of that type"#,
        ])
    }

    @Test func theAuditIsALookThatNeedsTheTable() {
        let result = ScenarioRunner.replay(source: "audit\n", path: "a.scenario", printTrace: true)
        #expect(result.traceOutput == ["# 1: audit", "(the table has not appeared yet)"])
    }

    /// The sample table audits clean (issue 22: a plain selectable row is not a trait finding, §12
    /// corrected in turn 3); before the correction it had nine trait findings.
    @Test func theSampleTableAuditsClean() {
        #expect(auditLines("appear\naudit\n") == ["Audit: none"])
    }

    @Test func expectAuditHoldsOrSaysWhatTheAuditFound() {
        let source = """
            table plain
            section "A"
            row "Apple"
            row "Pear" accessory=disclosureIndicator
            row "Docs" traits=button,link
            appear
            expect audit tablesim.unannouncedTap 0.0
            expect audit tablesim.unannouncedTap 0.1
            expect audit none
            expect audit hitRegion 0.0

            """
        let result = ScenarioRunner.replay(source: source, path: "a.scenario")
        #expect(result.error == nil)
        #expect(result.failures.map(\.message) == [
            #"expected audit tablesim.unannouncedTap 0.1, but it is not found; the audit found: Audit: tablesim.unannouncedTap "Tappable row says nothing of its action" row [0, 0] {{0, 75}, {390, 44}}"#,
            #"expected audit none, but it found trait "Element has an incorrect trait" row [0, 2] {{0, 163}, {390, 44}}"#,
            "expected audit hitRegion 0.0, but it is not found; the audit found none of that type",
        ])
    }

    @Test func aRowMatchesItsControlsAndAControlOnlyItself() {
        let source = """
            table plain row-height=30
            omit tableView(_:didSelectRowAt:)
            row "A"
            edit on
            expect audit hitRegion 0.0
            expect audit hitRegion delete-control 0.0
            expect audit hitRegion more-info 0.0

            """
        let result = ScenarioRunner.replay(source: source, path: "a.scenario")
        #expect(result.failures.map(\.location.line) == [7])
    }

    @Test func expectAuditMistakesAreParseErrorsWithTheirColumn() {
        #expect(error(in: "expect audit hitregion 0.1\n")
            == "a.scenario:1:14: error: unknown audit type 'hitregion' (did you mean 'hitRegion'?); expected 'none' or one of "
            + "contrast, elementDetection, hitRegion, sufficientElementDescription, dynamicType, textClipped, trait, "
            + "tablesim.swipeActionsHidden, tablesim.duplicateDescription, tablesim.headerTrait, tablesim.unannouncedTap"
                + ", tablesim.unreachable")
        #expect(error(in: "expect audit none extra\n") == "a.scenario:1:19: error: unexpected 'extra'; expected the end of the line")
        #expect(error(in: "expect audit trait\n")?.hasPrefix("a.scenario:1:19: error: expected an element (S.R, header S") == true)
        #expect(error(in: "expect audit trait 0.1 since XL\n")
            == "a.scenario:1:24: error: expected 'from' and the first text size that has the finding, such as 'from XXXL', found 'since'")
        #expect(error(in: "expect audit trait 0.1 from huge\n")
            == "a.scenario:1:29: error: unknown text size 'huge'; expected xS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5")
    }

    @Test func headerViewOptionsAreCheckedAndDocumented() {
        #expect(error(in: "section \"A\" header-view=title header-traits=none\n")
            == "a.scenario:1:13: error: header-traits= sets traits on the app's own header view, which header-view=title "
            + "leaves out; use header-view=custom")
        // header-traits= alone implies the app's own view.
        let implied = ScenarioRunner.replay(
            source: "section \"A\" header-traits=none\nrow \"x\"\nappear\nexpect audit tablesim.headerTrait header 0\n",
            path: "a.scenario")
        #expect(implied.error == nil)
        #expect(implied.failures.isEmpty)
        #expect(error(in: "section \"A\" header-view=fancy\n")
            == "a.scenario:1:13: error: unknown header view 'fancy'; expected title or custom")
        #expect(error(in: "section \"A\" header-view=custom header-traits=heading\n")?.hasPrefix(
            "a.scenario:1:32: error: unknown trait 'heading'; expected button, link") == true)
        #expect(Grammar.optionSynopsis(of: "section")?.contains("header-view=title|custom header-traits=none|button|") == true)
    }

    @Test func onlyAnAppWithACustomHeaderViewImplementsViewForHeader() {
        let titles = ScenarioRunner.replay(source: "section \"A\"\nrow \"x\"\nappear\n", path: "a.scenario", printTrace: true)
        #expect(!titles.traceOutput.contains { $0.contains("viewForHeaderInSection") })
        let custom = ScenarioRunner.replay(
            source: "section \"A\"\nrow \"x\"\nsection \"B\" header-view=custom\nrow \"y\"\nappear\n", path: "a.scenario",
            printTrace: true)
        #expect(custom.traceOutput.filter { $0.contains("HeaderView") || $0.contains("viewForHeader") } == [
            "tableView(_:viewForHeaderInSection:) 0 -> nil",
            "tableView(_:willDisplayHeaderView:forSection:) header#1 0",
            "tableView(_:viewForHeaderInSection:) 1 -> header#2",
            "tableView(_:willDisplayHeaderView:forSection:) header#2 1",
        ])
    }

    @Test func auditIsDeclaredWithHelpCompletionAndFuzzing() {
        let audit = Grammar.declaration(named: "audit")
        let allSizes = Grammar.declaration(named: "audit all-sizes")
        #expect(audit?.example == "audit")
        #expect(allSizes?.example == "audit all-sizes")
        #expect(audit?.fuzzing.isEmpty == false)
        #expect(allSizes?.fuzzing.isEmpty == false)
        #expect(Grammar.completions(precedingWords: ["audit"], prefix: "", tableView: nil) == ["all-sizes"])
        #expect(Grammar.completions(precedingWords: [], prefix: "aud", tableView: nil) == ["audit"])
    }

    // MARK: tablesim audit

    private func write(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func audit(_ paths: [String], format: ReportFormat = .text, allSizes: Bool = false) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let code = ScenarioAuditor.run(
            paths: paths, format: format, allSizes: allSizes, output: { out += $0 }, errorOutput: { err += $0 })
        return (code, out, err)
    }

    private static let clean = "table plain\nomit tableView(_:didSelectRowAt:)\nrow \"Apple\"\n"
    private static let small = "table plain row-height=30\nomit tableView(_:didSelectRowAt:)\nrow \"Apple\" accessory=disclosureIndicator\n"

    @Test func exitCodesSayCleanFindingsOrUnreadable() throws {
        let folder = try write(["clean.scenario": Self.clean, "small.scenario": Self.small, "bad.scenario": "tap 9.9 sideways\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = audit([folder.appendingPathComponent("clean.scenario").path])
        #expect(clean.code == 0)
        #expect(clean.out == "CLEAN \(folder.path)/clean.scenario\naudit: 1 clean, 0 with findings (0 findings)\n")
        let small = audit([folder.appendingPathComponent("small.scenario").path])
        #expect(small.code == 1)
        #expect(small.out == """
            FINDINGS \(folder.path)/small.scenario (1)
            \(folder.path)/small.scenario:3: Audit: hitRegion "Hit area is too small" row [0, 0] {{0, 47}, {390, 30}}
            audit: 0 clean, 1 with findings (1 findings)

            """)
        let all = audit([folder.path])
        #expect(all.code == 2)
        #expect(all.out.hasPrefix("ERROR \(folder.path)/bad.scenario\nCLEAN \(folder.path)/clean.scenario\nFINDINGS"))
        #expect(all.out.hasSuffix("audit: 1 clean, 1 with findings (1 findings), 1 error\n"))
        #expect(all.err.hasPrefix("\(folder.path)/bad.scenario:1:9: error: "))
        let missing = audit([folder.appendingPathComponent("none.scenario").path])
        #expect(missing.code == 2)
        #expect(missing.out == "")
    }

    @Test func eachAuditLineIsAScreenAndWithoutOneTheEnd() throws {
        let source = Self.small + "appear\naudit\nscroll by 0\nedit on\naudit\n"
        let result = ScenarioAuditor.audit(source: source, path: "a.scenario", allSizes: false)
        #expect(result.audits.map(\.line) == [5, 8])
        #expect(result.audits.map(\.findings.count) == [1, 2])
        let end = ScenarioAuditor.audit(source: Self.small + "appear\n\n", path: "a.scenario", allSizes: false)
        #expect(end.audits.map(\.line) == [5])
    }

    @Test func aScenarioWhoseAppCrashedIsSkippedNotAudited() throws {
        // The classic bug: `delete` without `model delete` crashes the app; its screen is a dead app's.
        let crash = Self.small + "appear\ndelete 0.0\nexpect exception none\n"
        let result = ScenarioAuditor.audit(source: crash, path: "x/crash.scenario", allSizes: false)
        #expect(result.status == .skipped && result.audits.isEmpty)
        #expect(AuditReports.text(result) == "SKIPPED x/crash.scenario: the app crashed at line 5; there is no running app to audit\n")
        #expect(AuditReports.summary([result]) == "audit: 0 clean, 0 with findings (0 findings), 1 skipped\n")
        let junit = AuditReports.junit([result], context: JUnitContext(timestamp: "2026-01-01T00:00:00", hostname: "h"))
        #expect(junit.contains("""
                <testcase classname="x" name="crash.scenario" time="0.000">
                  <skipped message="the app crashed at line 5; there is no running app to audit"/>
                </testcase>
            """))
        // An audit line before the crash still counts: that screen was a running app's.
        let audited = ScenarioAuditor.audit(source: Self.small + "appear\naudit\ndelete 0.0\n", path: "a.scenario", allSizes: false)
        #expect(audited.status == .findings && audited.audits.map(\.line) == [5])
        let folder = try write(["crash.scenario": crash])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(audit([folder.path]).code == 0)
    }

    @Test func theJSONReportListsEveryFindingWithItsFrame() throws {
        let folder = try write(["small.scenario": Self.small])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("small.scenario").path
        let json = audit([path], format: .json)
        #expect(json.code == 1)
        #expect(json.out == """
            {
              "clean": 0, "withFindings": 1, "errors": 0, "skipped": 0, "findings": 1,
              "files": [
                {"path": "\(path)", "status": "findings", "findings": [{"line": 3, "type": "hitRegion", "rawValue": 4, "compactDescription": "Hit area is too small", "detailedDescription": "The size of this element is too small for user to interact.", "element": "row [0, 0]", "label": "Apple", "frame": {"x": 0, "y": 47, "width": 390, "height": 30}}]}
              ]
            }

            """)
        #expect(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) is [String: Any])
    }

    @Test func theJUnitReportFailsACaseWithFindings() throws {
        let folder = try write(["small.scenario": Self.small, "clean.scenario": Self.clean])
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = [
            ScenarioAuditor.audit(source: Self.clean, path: "x/clean.scenario", allSizes: false),
            ScenarioAuditor.audit(source: Self.small, path: "x/small.scenario", allSizes: false),
        ]
        let junit = AuditReports.junit(results, context: JUnitContext(timestamp: "2026-01-01T00:00:00", hostname: "h"))
        #expect(junit == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="tablesim audit" package="tablesim" id="0" tests="2" failures="1" errors="0" time="0.000" timestamp="2026-01-01T00:00:00" hostname="h">
                <properties/>
                <testcase classname="x" name="clean.scenario" time="0.000"/>
                <testcase classname="x" name="small.scenario" time="0.000">
                  <failure type="accessibility audit" message="1 accessibility audit finding(s)">x/small.scenario:3: Audit: hitRegion &quot;Hit area is too small&quot; row [0, 0] {{0, 47}, {390, 30}}</failure>
                </testcase>
                <system-out/>
                <system-err/>
              </testsuite>
            </testsuites>

            """)
        let run = audit([folder.path], format: .junit)
        #expect(run.code == 1)
        #expect(run.out.contains("tests=\"2\" failures=\"1\" errors=\"0\""))
    }
}
