import Glibc
import TableSim

/// Where and when a JUnit report was made: the attributes stricter consumers (the Ant schema, CI
/// dashboards) require of a test suite.
struct JUnitContext {
    /// The start of the run, `YYYY-MM-DDTHH:MM:SS` in UTC (the Ant schema allows no time zone).
    var timestamp: String
    /// The machine's name, or `localhost`.
    var hostname: String

    /// This machine, now.
    static var current: JUnitContext {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S", &parts)
        var name = [CChar](repeating: 0, count: 256)
        let host = gethostname(&name, name.count - 1) == 0 ? text(name) : ""
        return JUnitContext(
            timestamp: text(buffer),
            hostname: host.isEmpty || host.contains(where: \.isWhitespace) ? "localhost" : host)
    }

    private static func text(_ characters: [CChar]) -> String {
        String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The reports of `tablesim run`: text for people, JUnit XML and JSON for machines.
enum Reports {
    /// One scenario's lines of the text report: its status, then each failure with its diff, then
    /// what `--update` could not do.
    static func text(_ result: ScenarioResult) -> String {
        var out = ""
        switch result.status {
        case .passed: out += "PASS \(result.path)"
        case .failed: out += "FAIL \(result.path)"
        case .error: out += "ERROR \(result.path)"
        }
        if result.updatedBlocks > 0 { out += " (updated \(result.updatedBlocks) expect block(s))" }
        out += "\n"
        for failure in result.failures {
            out += visible("\(failure.location.file):\(failure.location.line): error: \(failure.message)") + "\n"
            if !failure.diff.isEmpty {
                out += "  --- expected\n  +++ actual\n"
                out += failure.diff.map { "  " + visible($0) + "\n" }.joined()
            }
        }
        for note in result.updateNotes { out += visible("\(result.path): note: \(note)") + "\n" }
        return out
    }

    /// The text report's last line: passed, failed (an expectation did not hold) and, when there
    /// are any, errors (the scenario could not be run), counted as JSON and JUnit count them.
    static func summary(_ results: [ScenarioResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        let errorCount = errors == 0 ? "" : errors == 1 ? ", 1 error" : ", \(errors) errors"
        return "scenarios: \(passed) passed, \(failed) failed\(errorCount)\n"
    }

    /// A JUnit report that the Ant JUnit schema accepts: one suite, a test case per scenario
    /// (`classname` its folder, `name` its file), at most one `<failure>` or `<error>` per case with
    /// the other failures in its text, and with `--trace` the traces in the suite's `system-out`
    /// (the schema allows it only there), each after an `== path` line as in the text report.
    static func junit(_ results: [ScenarioResult], context: JUnitContext, includeTrace: Bool) -> String {
        var out = ""
        junit(results, context: context, traces: includeTrace ? traceOutput(of: results) : nil) { out += $0 }
        return out
    }

    /// The trace lines of scenario `index` of a report, each handed to `body` without its line end.
    typealias TraceLines = (_ index: Int, _ body: (Substring) -> Void) -> Void

    /// The traces the results hold (`ScenarioResult.traceOutput`).
    static func traceOutput(of results: [ScenarioResult]) -> TraceLines {
        { index, body in results[index].traceOutput.forEach { body($0[...]) } }
    }

    /// The JUnit report written piece by piece to `output`, with the traces `traces` gives (none when nil).
    static func junit(
        _ results: [ScenarioResult], context: JUnitContext, traces: TraceLines?, output: (String) -> Void
    ) {
        var out = junitSuiteOpening(
            name: "tablesim", tests: results.count, failures: results.filter { $0.status == .failed }.count,
            errors: results.filter { $0.status == .error }.count, time: results.reduce(0) { $0 + $1.duration },
            context: context)
        for result in results {
            out += junitTestCaseOpening(path: result.path, time: result.duration)
            switch result.status {
            case .passed:
                out += "/>\n"
            case .failed:
                let messages = result.failures.map { "\($0.location.file):\($0.location.line): \($0.message)" }
                let more = messages.count > 1 ? " (and \(messages.count - 1) more failed expectation(s))" : ""
                let body = zip(messages, result.failures).map { message, failure in
                    ([message] + failure.diff).joined(separator: "\n")
                }.joined(separator: "\n\n")
                out += ">\n      <failure type=\"expectation\" message=\"\(xml(messages[0] + more))\">"
                out += xml(body) + "</failure>\n    </testcase>\n"
            case .error:
                let message = result.error?.description ?? ""
                out += ">\n      <error type=\"scenario error\" message=\"\(xml(message))\">\(xml(message))</error>\n"
                out += "    </testcase>\n"
            }
        }
        if let traces {
            // Each scenario that traced anything, after an `== path` line, a piece at a time.
            output(out + "    <system-out>")
            for (index, result) in results.enumerated() {
                var piece = ""
                var traced = false
                traces(index) { line in
                    if !traced {
                        piece += xml("== \(result.path)\n", keepingLineBreaks: true)
                        traced = true
                    }
                    piece += xml(String(line), keepingLineBreaks: true) + "\n"
                    if piece.utf8.count >= 65_536 {
                        output(piece)
                        piece = ""
                    }
                }
                if !piece.isEmpty { output(piece) }
            }
            out = "</system-out>\n"
        } else {
            out += "    <system-out/>\n"
        }
        out += "    <system-err/>\n  </testsuite>\n</testsuites>\n"
        output(out)
    }

    /// The start of a JUnit report of one suite, up to its first test case.
    static func junitSuiteOpening(
        name: String, tests: Int, failures: Int, errors: Int, time: Double, context: JUnitContext
    ) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        out += "  <testsuite name=\"\(xml(name))\" package=\"tablesim\" id=\"0\" tests=\"\(tests)\" "
        out += "failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\" "
        out += "timestamp=\"\(xml(context.timestamp))\" hostname=\"\(xml(context.hostname))\">\n"
        out += "    <properties/>\n"
        return out
    }

    /// A scenario's `<testcase` element up to its attributes' end (the caller closes or fills it).
    static func junitTestCaseOpening(path: String, time: Double) -> String {
        "    <testcase classname=\"\(xml(className(of: path)))\" name=\"\(xml(fileName(of: path)))\" "
            + "time=\"\(seconds(time))\""
    }

    /// A JUnit `classname`: the scenario's folder with dots for slashes, as test dashboards group
    /// classes by package (`Scenarios/editing/x.scenario` is `Scenarios.editing`).
    static func className(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "scenarios" }
        let folder = path[..<slash].split(separator: "/").filter { $0 != "." }.joined(separator: ".")
        return folder.isEmpty ? "scenarios" : folder
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Seconds with three decimals, as `xs:decimal` reads them.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    static func json(_ results: [ScenarioResult], includeTrace: Bool) -> String {
        var out = ""
        json(results, traces: includeTrace ? traceOutput(of: results) : nil) { out += $0 }
        return out
    }

    /// The JSON report written piece by piece to `output`, each file's `trace` (last of its fields)
    /// from `traces` (no `trace` when nil).
    static func json(_ results: [ScenarioResult], traces: TraceLines?, output: (String) -> Void) {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        output("{\n  \"passed\": \(passed), \"failed\": \(failed), \"errors\": \(errors),\n  \"files\": [\n")
        for (index, result) in results.enumerated() {
            var fields = ["\"path\": \(json(result.path))", "\"status\": \(json(result.status.rawValue))"]
            let failures = result.failures.map { failure in
                "{\"line\": \(failure.location.line), \"command\": \(json(failure.command)), "
                    + "\"commandLine\": \(failure.commandLine), \"message\": \(json(failure.message)), "
                    + "\"diff\": [\(failure.diff.map(json).joined(separator: ", "))]}"
            }
            fields.append("\"failures\": [\(failures.joined(separator: ", "))]")
            if let error = result.error {
                fields.append(
                    "\"error\": {\"line\": \(error.location.line), \"column\": \(error.location.column), "
                        + "\"message\": \(json(error.message))}")
            }
            if result.updatedBlocks > 0 { fields.append("\"updatedBlocks\": \(result.updatedBlocks)") }
            if !result.updateNotes.isEmpty {
                fields.append("\"updateNotes\": [\(result.updateNotes.map(json).joined(separator: ", "))]")
            }
            var piece = (index == 0 ? "" : ",\n") + "    {" + fields.joined(separator: ", ")
            if let traces {
                piece += ", \"trace\": ["
                var first = true
                traces(index) { line in
                    piece += (first ? "" : ", ") + json(String(line))
                    first = false
                    if piece.utf8.count >= 65_536 {
                        output(piece)
                        piece = ""
                    }
                }
                piece += "]"
            }
            output(piece + "}")
        }
        output("\n  ]\n}\n")
    }

    /// Text for XML content and attributes: markup escaped, line breaks and tabs as references, and
    /// the characters XML 1.0 forbids even as references (other controls, U+FFFE, U+FFFF) made visible.
    /// `keepingLineBreaks` writes line breaks as they are, for element text read as a block (the
    /// trace in `system-out`).
    static func xml(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += keepingLineBreaks ? "\n" : "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case "\u{FFFE}", "\u{FFFF}": out += visible(String(scalar))
            default:
                if scalar.value < 0x20 {
                    out += visible(String(scalar))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A message with its control characters shown rather than sent to the terminal: NUL as `\\0`,
    /// others as `\\u{1B}`; tabs and line breaks stay, so a message keeps its shape. The invisible
    /// characters that reorder or hide text are shown too (bidi overrides, embeddings, isolates and
    /// marks, a byte-order mark inside the text, line and paragraph separators): a terminal would
    /// otherwise draw a line of a scenario as if it were another.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isHidden($0) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\0" {
                out += "\\0"
            } else if isHidden(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0xFFFE, 0xFFFF: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
