/// One line of a trace: a callback the app received, or another event a user needs to see.
///
/// A line keeps what happened as values (the method, its arguments, its result) and is written out
/// only when it is printed or matched: a run that streams its trace, or checks only some commands,
/// never builds the text of the lines nobody reads.
public struct TraceLine: Hashable, Sendable, CustomStringConvertible {
    /// What kind of event the line records.
    public enum Kind: String, Sendable {
        /// A data-source, delegate or scroll-view-delegate method call.
        case callback
        /// A notification the app observes (keyboard notifications).
        case notification
        /// What VoiceOver speaks.
        case speech
        /// What Full Keyboard Access shows: its cursor and its actions menu (`FKA: …`).
        case fullKeyboardAccess
        /// What Voice Control heard, shows on screen or did (`Voice Control: …`).
        case voiceControl
        /// What Switch Control's scanner highlights, shows or did (`Switch Control: …`).
        case switchControl
        /// An exception UIKit raises; the app has crashed.
        case exception
        /// TableSim's own note, `[tablesim] …`, where it cannot do what UIKit would (a cell layout
        /// it cannot size), so that nothing is skipped without a word.
        case note
    }

    /// What a line starts with: a callback's selector, or text already written.
    enum Head: Hashable, Sendable {
        case selector(CallbackSelector)
        case text(String)
    }

    /// What kind of event the line records.
    public var kind: Kind
    private var head: Head
    private var arguments: TraceArguments
    /// The callback's result, once it returned; nil for a method that returns nothing (or has not
    /// returned yet).
    private var result: TraceValue?

    /// Creates a line from its text.
    public init(_ kind: Kind, _ text: String) {
        self.init(kind, head: .text(text), arguments: TraceArguments())
    }

    /// Creates a line from its parts, written out when read.
    init(_ kind: Kind, head: Head, arguments: TraceArguments) {
        self.kind = kind
        self.head = head
        self.arguments = arguments
    }

    /// The line as printed: `tableView(_:cellForRowAt:) [0, 2] -> cell#3`.
    public var text: String {
        get {
            var text = ""
            text.reserveCapacity(64)
            write(to: &text)
            return text
        }
        set {
            head = .text(newValue)
            arguments = TraceArguments()
            result = nil
        }
    }

    /// Appends the line as printed, without a line end, to `output`.
    public func write(to output: inout String) {
        writeText(to: &output)
    }

    /// Appends the line as printed, without a line end, to `output` as UTF-8: what `--trace` prints,
    /// without the bookkeeping a `String` does on each append.
    public func write(to output: inout [UInt8]) {
        writeText(to: &output)
    }

    private func writeText(to output: inout some TraceTextOutput) {
        switch head {
        case .selector(let selector): output.writeTrace(selector.rawValue)
        case .text(let text): output.writeTrace(text)
        }
        arguments.forEach { value in
            output.writeTrace(" ")
            value.writeText(to: &output)
        }
        if let result {
            output.writeTrace(" -> ")
            result.writeText(to: &output)
        }
    }

    /// What the line is about without its arguments: a callback's selector
    /// (`tableView(_:cellForRowAt:)`), a notification's name, or the first word of other lines. Read
    /// without writing the line out, for tools that count what a run reached.
    public var name: String {
        switch head {
        case .selector(let selector): selector.rawValue
        case .text(let text): String(text.prefix { $0 != " " })
        }
    }

    /// Sets the result a callback returned.
    mutating func setResult(_ value: TraceValue) {
        result = value
    }

    /// Whether the line is a call of the given method.
    func isCall(of selector: CallbackSelector) -> Bool {
        head == .selector(selector)
    }

    /// The line as a trace prints it.
    public var description: String { text }

    /// Two lines are equal when they record the same kind of event with the same text.
    public static func == (lhs: TraceLine, rhs: TraceLine) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text
    }

    /// Hashes the kind and the text, the parts equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
    }
}

extension TraceLine {
    /// How many arguments the line shows after its head, and whether it shows a result: what a
    /// callback's declared trace shape says it shows.
    var shape: (arguments: Int, hasResult: Bool) {
        var count = 0
        arguments.forEach { _ in count += 1 }
        return (count, result != nil)
    }
}

/// A value in a trace line, kept as it was when the line was made and written out when it is read.
public enum TraceValue: Hashable, Sendable {
    /// A whole number, printed in decimal.
    case int(Int)
    /// A Boolean, printed `true` or `false`.
    case bool(Bool)
    /// A number such as an offset or a velocity, printed without a trailing `.0`.
    case double(Double)
    /// A row's index path, printed `[0, 2]`.
    case indexPath(section: Int, row: Int)
    /// A string, printed quoted and escaped.
    case string(String)
    /// A cell, printed `cell#3`.
    case cell(Int)
    /// A header or footer view, printed `header#1` or `footer#1`.
    case headerFooter(isHeader: Bool, number: Int)
    /// No value, printed `nil`.
    case none
    /// A value already written as a trace prints it.
    case written(String)

    /// Appends the value as a trace prints it.
    public func write(to output: inout String) {
        writeText(to: &output)
    }

    fileprivate func writeText(to output: inout some TraceTextOutput) {
        switch self {
        case .int(let value): output.writeTrace(value)
        case .bool(let value): output.writeTrace(value ? "true" : "false")
        case .double(let value): output.writeTrace(formatNumber(value))
        case .indexPath(let section, let row):
            output.writeTrace("[")
            output.writeTrace(section)
            output.writeTrace(", ")
            output.writeTrace(row)
            output.writeTrace("]")
        case .string(let value): value.writeQuoted(to: &output)
        case .cell(let number):
            output.writeTrace("cell#")
            output.writeTrace(number)
        case .headerFooter(let isHeader, let number):
            output.writeTrace(isHeader ? "header#" : "footer#")
            output.writeTrace(number)
        case .none: output.writeTrace("nil")
        case .written(let text): output.writeTrace(text)
        }
    }

    /// The value as a trace prints it.
    public var text: String {
        var text = ""
        write(to: &text)
        return text
    }
}

/// A callback's arguments, the first two kept inline so that most lines need no storage of their own.
struct TraceArguments: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var first: TraceValue?
    private var second: TraceValue?
    private var rest: [TraceValue] = []

    init() {}

    init(_ values: [TraceValue]) {
        for value in values { append(value) }
    }

    init(arrayLiteral elements: any TraceFormattable...) {
        for element in elements { append(element.traceValue) }
    }

    mutating func append(_ value: TraceValue) {
        if first == nil {
            first = value
        } else if second == nil {
            second = value
        } else {
            rest.append(value)
        }
    }

    func forEach(_ body: (TraceValue) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        rest.forEach(body)
    }
}

/// The one way into a table's trace: the callbacks gateway, the keyboard's notifications, speech
/// and the exception that ends the app all append through it, and nothing outside the core can.
///
/// A callback's line is appended before the app's code runs (calls it makes back into the table
/// follow it); its result is added when it returns, and an unimplemented method's line is taken back.
struct TraceSink {
    /// Every line so far, in order; with a consumer, every line not handed to it yet.
    private(set) var lines: [TraceLine] = []
    /// Where finished lines go, if set, so that `lines` stays short.
    var consumer: ((TraceLine) -> Void)?
    /// How many lines gather before `flushIfLong` hands them on.
    static let flushCount = 1024

    /// Hands every line to the consumer (if there is one) and forgets them; only between callbacks,
    /// when no line waits for its result.
    mutating func flush() {
        guard let consumer else { return }
        lines.forEach(consumer)
        lines.removeAll(keepingCapacity: true)
    }

    /// Flushes once many lines gathered, between callbacks.
    mutating func flushIfLong() {
        if consumer != nil, lines.count >= Self.flushCount { flush() }
    }

    /// Appends a line and returns its index.
    @discardableResult
    mutating func emit(_ kind: TraceLine.Kind, _ text: String) -> Int {
        emit(TraceLine(kind, text))
    }

    /// Appends a line and returns its index.
    @discardableResult
    mutating func emit(_ line: TraceLine) -> Int {
        lines.append(line)
        return lines.count - 1
    }

    /// Adds a callback's result to its line: `… -> result`.
    mutating func appendResult(_ result: TraceValue, toLineAt index: Int) {
        lines[index].setResult(result)
    }

    /// Takes back the line of a method found unimplemented when called (its default ran instead).
    mutating func retract(lineAt index: Int) {
        lines.remove(at: index)
    }
}

/// An exception UIKit raises for an app bug, such as an inconsistent batch update.
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name, such as `NSInternalInconsistencyException`.
    public var name: String
    /// UIKit's reason text.
    public var reason: String

    /// Creates an exception.
    public init(name: String = "NSInternalInconsistencyException", reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The line Xcode's console prints when the exception ends the app.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    /// Whether another exception says the same thing: the same name and reason with their numbers
    /// taken out (a shrunk walk has fewer rows, which changes the counts UIKit's reason quotes, not
    /// what went wrong). The explorers compare failures by it.
    public func isSameKind(as other: UIKitException) -> Bool {
        name == other.name && Self.withoutNumbers(reason) == Self.withoutNumbers(other.reason)
    }

    /// A reason with each run of digits written `#`.
    private static func withoutNumbers(_ reason: String) -> String {
        var text = ""
        for character in reason where !(character.isNumber && text.last == "#") {
            text.append(character.isNumber ? "#" : character)
        }
        return text
    }
}

/// A value as a trace prints it: index paths `[0, 2]`, strings quoted, booleans `true`/`false`.
public protocol TraceFormattable {
    /// The value as a trace prints it.
    var traceDescription: String { get }
    /// The value as a trace line keeps it, to be written out when the line is read.
    var traceValue: TraceValue { get }
}

extension TraceFormattable {
    public var traceValue: TraceValue { .written(traceDescription) }
}

/// An index path prints as `[section, row]`.
extension IndexPath: TraceFormattable {
    public var traceDescription: String { description }
    public var traceValue: TraceValue { count == 2 ? .indexPath(section: self[0], row: self[1]) : .written(description) }
}
/// An integer prints in decimal.
extension Int: TraceFormattable {
    public var traceDescription: String { String(self) }
    public var traceValue: TraceValue { .int(self) }
}
/// A Boolean prints as `true` or `false`.
extension Bool: TraceFormattable {
    public var traceDescription: String { self ? "true" : "false" }
    public var traceValue: TraceValue { .bool(self) }
}
/// A length prints without a fraction when it is whole, as `formatNumber(_:)` writes it.
extension Double: TraceFormattable {
    public var traceDescription: String { formatNumber(self) }
    public var traceValue: TraceValue { .double(self) }
}
extension EditingStyle: TraceFormattable { public var traceDescription: String { description } }
/// A point prints as `(x, y)`, its lengths as traces write them.
extension Point: TraceFormattable { public var traceDescription: String { description } }
extension TableViewCell: TraceFormattable {
    public var traceDescription: String { traceName }
    public var traceValue: TraceValue { .cell(traceNumber ?? 0) }
}
extension HeaderFooterView: TraceFormattable {
    public var traceDescription: String { traceName }
    public var traceValue: TraceValue { .headerFooter(isHeader: isHeader, number: traceNumber) }
}
/// A string prints quoted and escaped, on one line.
extension String: TraceFormattable {
    /// The string quoted, with `"`, `\` and line ends escaped, and every other control character and
    /// bidirectional override shown as `\0`, `\t` or `\u{1B}`, so a trace line is one visible line.
    public var traceDescription: String {
        var out = ""
        writeQuoted(to: &out)
        return out
    }

    public var traceValue: TraceValue { .string(self) }

    /// Appends the string as `traceDescription` writes it.
    func writeQuoted(to out: inout some TraceTextOutput) {
        // Most strings are plain printable ASCII: copied whole.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out.writeTrace("\"")
            out.writeTrace(self)
            out.writeTrace("\"")
            return
        }
        out.writeTrace("\"")
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out.writeTrace("\\\"")
            case "\\": out.writeTrace("\\\\")
            case "\n": out.writeTrace("\\n")
            case "\r": out.writeTrace("\\r")
            case "\t": out.writeTrace("\\t")
            case "\0": out.writeTrace("\\0")
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.isBidiControl {
                    out.writeTrace("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
                } else {
                    out.writeTrace(scalar)
                }
            }
        }
        out.writeTrace("\"")
    }
}

/// Where a trace line is written out: a `String` (to match or keep) or UTF-8 bytes (to print).
protocol TraceTextOutput {
    mutating func writeTrace(_ text: String)
    mutating func writeTrace(_ number: Int)
    mutating func writeTrace(_ scalar: Unicode.Scalar)
}

extension String: TraceTextOutput {
    mutating func writeTrace(_ text: String) { self += text }
    mutating func writeTrace(_ number: Int) { self += String(number) }
    mutating func writeTrace(_ scalar: Unicode.Scalar) { unicodeScalars.append(scalar) }
}

extension Array: TraceTextOutput where Element == UInt8 {
    mutating func writeTrace(_ text: String) { append(contentsOf: text.utf8) }

    mutating func writeTrace(_ number: Int) {
        // Decimal digits straight into the bytes, most significant first (Int.min has no positive twin).
        guard number != 0 else { return append(UInt8(ascii: "0")) }
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = count
        while magnitude > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        self[start...].reverse()
    }

    mutating func writeTrace(_ scalar: Unicode.Scalar) { append(contentsOf: scalar.utf8) }
}
/// An optional prints its value, or `nil`.
extension Optional: TraceFormattable where Wrapped: TraceFormattable {
    public var traceDescription: String { self?.traceDescription ?? "nil" }
    public var traceValue: TraceValue { self?.traceValue ?? .none }
}
/// An array prints its elements in brackets, separated by commas.
extension Array: TraceFormattable where Element: TraceFormattable {
    public var traceDescription: String { "[" + map(\.traceDescription).joined(separator: ", ") + "]" }
}
