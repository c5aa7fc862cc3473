/// One line of a trace: a callback the app received, or another event a user needs to see.
public struct TraceLine: Hashable, Sendable, CustomStringConvertible {
    /// What kind of event the line records.
    public enum Kind: String, Sendable {
        /// A data-source, delegate or scroll-view-delegate method call.
        case callback
        /// A notification the app observes (keyboard notifications).
        case notification
        /// What VoiceOver speaks.
        case speech
        /// An exception UIKit raises; the app has crashed.
        case exception
    }

    /// What kind of event the line records.
    public var kind: Kind
    /// The line as printed.
    public var text: String

    /// Creates a line.
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    public var description: String { text }
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
        lines.append(TraceLine(kind, text))
        return lines.count - 1
    }

    /// Adds a callback's result to its line: `… -> result`.
    mutating func appendResult(_ result: String, toLineAt index: Int) {
        lines[index].text += " -> " + result
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
}

extension IndexPath: TraceFormattable { public var traceDescription: String { description } }
extension Int: TraceFormattable { public var traceDescription: String { String(self) } }
extension Bool: TraceFormattable { public var traceDescription: String { self ? "true" : "false" } }
extension Double: TraceFormattable { public var traceDescription: String { formatNumber(self) } }
extension EditingStyle: TraceFormattable { public var traceDescription: String { description } }
extension Point: TraceFormattable { public var traceDescription: String { description } }
extension TableViewCell: TraceFormattable { public var traceDescription: String { traceName } }
extension HeaderFooterView: TraceFormattable { public var traceDescription: String { traceName } }
extension String: TraceFormattable {
    /// The string quoted, with `"`, `\` and line ends escaped, and every other control character and
    /// bidirectional override shown as `\0`, `\t` or `\u{1B}`, so a trace line is one visible line.
    public var traceDescription: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.isBidiControl {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
extension Optional: TraceFormattable where Wrapped: TraceFormattable {
    public var traceDescription: String { self?.traceDescription ?? "nil" }
}
extension Array: TraceFormattable where Element: TraceFormattable {
    public var traceDescription: String { "[" + map(\.traceDescription).joined(separator: ", ") + "]" }
}
