import TableSim

/// The reports of `tablesim run`: text for people, JUnit XML and JSON for machines.
enum Reports {
    static func text(_ results: [ScenarioResult], printTrace: Bool) -> String {
        var out = ""
        for result in results {
            if printTrace, !result.traceOutput.isEmpty {
                out += "== \(result.path)\n"
                out += result.traceOutput.map { $0 + "\n" }.joined()
            }
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
        }
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.count - passed
        let errors = results.filter { $0.status == .error }.count
        if errors > 0 { out += "\(errors) of the failed could not be run\n" }
        out += "scenarios: \(passed) passed, \(failed) failed\n"
        return out
    }

    static func junit(_ results: [ScenarioResult]) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out += "  <testsuite name=\"tablesim\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for result in results {
            out += "    <testcase classname=\"scenarios\" name=\"\(xml(result.path))\""
            switch result.status {
            case .passed:
                out += "/>\n"
            case .failed:
                out += ">\n"
                for failure in result.failures {
                    let body = ([failure.message] + failure.diff).joined(separator: "\n")
                    out += "      <failure message=\"\(xml("\(failure.location.file):\(failure.location.line): \(failure.message)"))\">"
                    out += xml(body) + "</failure>\n"
                }
                out += "    </testcase>\n"
            case .error:
                out += ">\n      <error message=\"\(xml(result.error?.description ?? ""))\"/>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func json(_ results: [ScenarioResult]) -> String {
        var files: [String] = []
        for result in results {
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
            files.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        return "{\n  \"passed\": \(passed), \"failed\": \(failed), \"errors\": \(errors),\n  \"files\": [\n"
            + files.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// Text for XML content and attributes: markup escaped, line breaks and tabs as references, and
    /// the characters XML 1.0 forbids even as references (other controls, U+FFFE, U+FFFF) made visible.
    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
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
    /// others as `\\u{1B}`; tabs and line breaks stay, so a message keeps its shape.
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
