import Glibc
import TableSim

/// One audit of one scenario's screen: where it was asked for and what it found.
package struct ScenarioAudit: Sendable {
    /// The line of the `audit` command, or the scenario's last line for the screen at its end.
    package var line: Int
    /// The findings in order, each with the first text size that has it when audited at every size.
    package var findings: [(issue: AccessibilityAuditIssue, firstSize: ContentSizeCategory?)]
}

/// What `tablesim audit` found in one scenario.
package struct ScenarioAuditResult: Sendable {
    /// Whether the scenario's screens are clean, have findings, could not be replayed, or left no
    /// running app to audit (the app crashed, as the scenario meant it to, before any `audit` line).
    package enum Status: String, Sendable { case clean, findings, error, skipped }
    /// The file's path as given.
    package var path: String
    /// The audits made, in order.
    package var audits: [ScenarioAudit] = []
    /// The error that stopped the replay (unreadable file, parse error, a command that could not run).
    package var error: ScenarioError?
    /// Why nothing was audited though the scenario ran: the app crashed (its line and UIKit's reason).
    package var skipReason: String?
    /// The wall-clock seconds the replay took (for JUnit's `time`).
    package var duration = 0.0
    /// Every finding of every audit.
    package var findingCount: Int { audits.reduce(0) { $0 + $1.findings.count } }
    /// Whether it is clean, has findings, or could not be replayed.
    package var status: Status {
        if error != nil { return .error }
        if findingCount > 0 { return .findings }
        return audits.isEmpty && skipReason != nil ? .skipped : .clean
    }
}

/// `tablesim audit`: replays scenarios and audits their screens (accessibility reference §12).
///
/// Which screens: each `audit` or `audit all-sizes` line of the scenario, where it stands; a scenario
/// without one is audited once, on the screen at its end (its table made to appear if it never did),
/// unless its app crashed: a dead app's screen is not audited, and the scenario is skipped, saying so.
/// The scenario's own `expect` lines are replayed but not judged: `tablesim run` judges them.
package enum ScenarioAuditor {
    /// Audits scenario text; `allSizes` audits every screen at every text size.
    package static func audit(source: String, path: String, allSizes: Bool) -> ScenarioAuditResult {
        var result = ScenarioAuditResult(path: path)
        let statements: [Statement]
        do throws(ScenarioError) {
            statements = try ScenarioParser(file: path).parse(source)
        } catch {
            result.error = error
            return result
        }
        let loop = StatementLoop()
        for statement in statements {
            let outcome = loop.run(statement)
            if let error = outcome.error {
                result.error = error
                return result
            }
            if case .command(.audit(let everySize)) = statement.kind, let simulator = loop.engine.simulator {
                result.audits.append(audit(simulator, line: statement.location.line, allSizes: everySize || allSizes))
            }
        }
        guard result.audits.isEmpty else { return result }
        if let crash = loop.engine.crashLocation {
            result.skipReason = "the app crashed at line \(crash.line); there is no running app to audit"
            return result
        }
        // The last line: a final line break ends that line rather than starting one.
        let lines = source.scenarioLines
        let end = ScenarioLocation(file: path, line: max(1, lines.count - (lines.last == "" ? 1 : 0)), column: 1)
        if !loop.engine.hasAppeared {
            var implicit: [TraceLine]?
            do throws(ScenarioError) {
                _ = try loop.engine.run(.appear, at: end, implicitAppear: &implicit)
            } catch {
                result.error = error
                return result
            }
        }
        if let simulator = loop.engine.simulator {
            result.audits.append(audit(simulator, line: end.line, allSizes: allSizes))
        }
        return result
    }

    /// Seconds on the monotonic clock, for the reports' durations.
    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func audit(_ simulator: Simulator, line: Int, allSizes: Bool) -> ScenarioAudit {
        let findings: [(issue: AccessibilityAuditIssue, firstSize: ContentSizeCategory?)] =
            allSizes
            ? simulator.performAccessibilityAuditAtAllSizes().map { ($0.issue, $0.firstSize) }
            : simulator.performAccessibilityAudit().map { ($0, nil) }
        return ScenarioAudit(line: line, findings: findings)
    }

    /// Audits files and folders (recursively, `*.scenario`) and writes the report; returns the exit code:
    /// 0 no finding, 1 findings, 2 a file could not be read, parsed or replayed.
    package static func run(
        paths: [String], format: ReportFormat, allSizes: Bool, output: (String) -> Void, errorOutput: (String) -> Void
    ) -> Int32 {
        let files: [String]
        do throws(ScenarioError) {
            files = try ScenarioRunner.scenarioFiles(paths)
        } catch {
            errorOutput(Reports.visible(error.description) + "\n")
            return 2
        }
        var results: [ScenarioAuditResult] = []
        for file in files {
            let isStandardInput = file == ScenarioRunner.standardInputPath
            let name = isStandardInput ? ScenarioRunner.standardInputName : file
            let read = isStandardInput ? ScenarioSource.read(descriptor: 0, file: name) : ScenarioRunner.readScenario(file)
            let started = monotonicSeconds()
            var result: ScenarioAuditResult
            switch read {
            case .success(let source): result = audit(source: source.parsed, path: name, allSizes: allSizes)
            case .failure(let error): result = ScenarioAuditResult(path: name, error: error)
            }
            result.duration = monotonicSeconds() - started
            if format == .text {
                output(AuditReports.text(result))
                if let error = result.error { errorOutput(Reports.visible(error.description) + "\n") }
            }
            results.append(result)
        }
        switch format {
        case .text: output(AuditReports.summary(results))
        case .json: output(AuditReports.json(results))
        case .junit: output(AuditReports.junit(results, context: .current))
        }
        if results.contains(where: { $0.status == .error }) { return 2 }
        return results.contains(where: { $0.status == .findings }) ? 1 : 0
    }
}

/// The reports of `tablesim audit`: text for people, JSON and JUnit XML for machines, in the shapes
/// of `tablesim run`'s.
enum AuditReports {
    /// A finding as the reports write it: the `audit` command's line, with the scenario's line first.
    static func line(_ path: String, _ audit: ScenarioAudit, _ finding: (issue: AccessibilityAuditIssue, firstSize: ContentSizeCategory?)) -> String {
        "\(path):\(audit.line): " + AuditReport.line(finding.issue, from: finding.firstSize)
    }

    /// One scenario's lines: `CLEAN path`, `FINDINGS path (N)` then a line per finding, or `ERROR path`.
    static func text(_ result: ScenarioAuditResult) -> String {
        switch result.status {
        case .clean: return "CLEAN \(result.path)\n"
        case .error: return "ERROR \(result.path)\n"
        case .skipped: return "SKIPPED \(result.path): \(result.skipReason ?? "")\n"
        case .findings:
            var out = "FINDINGS \(result.path) (\(result.findingCount))\n"
            for audit in result.audits {
                out += audit.findings.map { Reports.visible(line(result.path, audit, $0)) + "\n" }.joined()
            }
            return out
        }
    }

    /// The text report's last line.
    static func summary(_ results: [ScenarioAuditResult]) -> String {
        let clean = results.filter { $0.status == .clean }.count
        let withFindings = results.filter { $0.status == .findings }
        let errors = results.filter { $0.status == .error }.count
        let findings = withFindings.reduce(0) { $0 + $1.findingCount }
        let errorCount = errors == 0 ? "" : errors == 1 ? ", 1 error" : ", \(errors) errors"
        let skipped = results.filter { $0.status == .skipped }.count
        let skippedCount = skipped == 0 ? "" : ", \(skipped) skipped"
        return "audit: \(clean) clean, \(withFindings.count) with findings (\(findings) findings)\(errorCount)\(skippedCount)\n"
    }

    /// `{"clean": N, "withFindings": N, "errors": N, "findings": N, "files": [...]}`, each file with its
    /// status and findings (line, type, raw value, texts, element, frame, and `firstSize` for all sizes).
    static func json(_ results: [ScenarioAuditResult]) -> String {
        let json: (String) -> String = Reports.json
        var files: [String] = []
        for result in results {
            var fields = ["\"path\": \(json(result.path))", "\"status\": \(json(result.status.rawValue))"]
            var findings: [String] = []
            for audit in result.audits {
                for (issue, size) in audit.findings {
                    let frame = issue.frame
                    var finding = [
                        "\"line\": \(audit.line)", "\"type\": \(json(issue.auditType.description))",
                        "\"rawValue\": \(issue.auditType.rawValue)",
                        "\"compactDescription\": \(json(issue.compactDescription))",
                        "\"detailedDescription\": \(json(issue.detailedDescription))",
                        "\"element\": \(json(issue.elementName))",
                        "\"label\": \(json(issue.element.label ?? ""))",
                        "\"frame\": {\"x\": \(formatNumber(frame.minX)), \"y\": \(formatNumber(frame.minY)), "
                            + "\"width\": \(formatNumber(frame.width)), \"height\": \(formatNumber(frame.height))}",
                    ]
                    if let size { finding.append("\"firstSize\": \(json(size.shortName))") }
                    findings.append("{" + finding.joined(separator: ", ") + "}")
                }
            }
            fields.append("\"findings\": [\(findings.joined(separator: ", "))]")
            if let reason = result.skipReason, result.status == .skipped { fields.append("\"skipped\": \(json(reason))") }
            if let error = result.error {
                fields.append(
                    "\"error\": {\"line\": \(error.location.line), \"column\": \(error.location.column), "
                        + "\"message\": \(json(error.message))}")
            }
            files.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let clean = results.filter { $0.status == .clean }.count
        let withFindings = results.filter { $0.status == .findings }
        let errors = results.filter { $0.status == .error }.count
        let skipped = results.filter { $0.status == .skipped }.count
        let total = withFindings.reduce(0) { $0 + $1.findingCount }
        return "{\n  \"clean\": \(clean), \"withFindings\": \(withFindings.count), \"errors\": \(errors), "
            + "\"skipped\": \(skipped), \"findings\": \(total),\n"
            + "  \"files\": [\n" + files.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// A JUnit report the Ant schema accepts: a test case per scenario, failed (`type="accessibility
    /// audit"`) with its findings, one per line, when it has any, and in error when it could not be replayed.
    static func junit(_ results: [ScenarioAuditResult], context: JUnitContext) -> String {
        let xml = { (text: String) in Reports.xml(text) }
        var out = Reports.junitSuiteOpening(
            name: "tablesim audit", tests: results.count, failures: results.filter { $0.status == .findings }.count,
            errors: results.filter { $0.status == .error }.count, time: results.reduce(0) { $0 + $1.duration },
            context: context)
        for result in results {
            out += Reports.junitTestCaseOpening(path: result.path, time: result.duration)
            switch result.status {
            case .clean:
                out += "/>\n"
            case .findings:
                let lines = result.audits.flatMap { audit in audit.findings.map { line(result.path, audit, $0) } }
                let message = "\(result.findingCount) accessibility audit finding(s)"
                out += ">\n      <failure type=\"accessibility audit\" message=\"\(xml(message))\">"
                out += xml(lines.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
            case .error:
                let message = result.error?.description ?? ""
                out += ">\n      <error type=\"scenario error\" message=\"\(xml(message))\">\(xml(message))</error>\n"
                out += "    </testcase>\n"
            case .skipped:
                out += ">\n      <skipped message=\"\(xml(result.skipReason ?? ""))\"/>\n    </testcase>\n"
            }
        }
        out += "    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n"
        return out
    }
}
