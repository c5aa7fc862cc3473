import Testing

@testable import TableSim

/// `tablesim run --trace` writes lines as UTF-8 bytes, matching and `trace` as strings: the two ways
/// must print the same text.
@Suite struct TraceBytesTests {
    /// The bytes of a line written for printing.
    private func bytes(_ line: TraceLine) -> [UInt8] {
        var output: [UInt8] = []
        line.write(to: &output)
        return output
    }

    @Test(arguments: [
        TraceValue.int(0), .int(7), .int(-1), .int(1_234_567_890), .int(Int.max), .int(Int.min),
        .bool(true), .bool(false), .double(0), .double(-2.5), .double(1e300), .double(44),
        .indexPath(section: 0, row: 10), .indexPath(section: -1, row: Int.min),
        .string("Apple"), .string(""), .string("say \"hi\" \\ bye\n"), .string("bell\u{7}\u{202E} 👩‍💻 한글"),
        .cell(3), .headerFooter(isHeader: true, number: 12), .headerFooter(isHeader: false, number: 0),
        .none, .written("[0, 1, 2]"),
    ])
    func aValueWritesTheSameBytesAsItsText(_ value: TraceValue) {
        var arguments = TraceArguments()
        arguments.append(value)
        let line = TraceLine(.callback, head: .selector(.willSelectRowAt), arguments: arguments)
        #expect(bytes(line) == Array(line.text.utf8))
        #expect(line.text == "tableView(_:willSelectRowAt:) " + value.text)
    }

    @Test func aLineWithManyArgumentsAndAResultWritesTheSameBytesAsItsText() {
        var line = TraceLine(
            .callback, head: .selector(.commitEditingStyle),
            arguments: TraceArguments([.written(".delete"), .indexPath(section: 1, row: 2), .int(-40), .string("é\t")]))
        line.setResult(.indexPath(section: 0, row: 0))
        let text = #"tableView(_:commit:forRowAt:) .delete [1, 2] -40 "é\t" -> [0, 0]"#
        #expect(line.text == text)
        #expect(bytes(line) == Array(text.utf8))
        let plain = TraceLine(.speech, "VoiceOver: \"Apple\", button")
        #expect(bytes(plain) == Array(plain.text.utf8))
    }
}
