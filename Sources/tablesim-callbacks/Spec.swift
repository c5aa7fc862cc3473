// The callback declaration files (`Sources/Callbacks/*.callbacks`) read into values: one protocol
// per file, its callbacks in order, and the type map shared by all files.

// A declaration file is made of `key value` lines, `#` comments and blank lines between entries.

/// A parameter of a Swift method signature: `label name: Type` (label `_` when unlabelled).
struct Parameter {
    var label: String
    var name: String
    var type: String
}

/// A Swift method signature as UIKit's Swift interface writes it: `func name(parameters) -> Answer`.
struct Signature {
    var name: String
    var parameters: [Parameter]
    var answer: String?

    /// The Swift selector, `tableView(_:cellForRowAt:)`.
    var selector: String { name + "(" + parameters.map { $0.label + ":" }.joined() + ")" }

    init(parsing text: String) throws {
        var rest = Substring(text.trimmingSpaces)
        guard rest.hasPrefix("func ") else { throw SpecError(description: "a signature starts with func: \(text)") }
        rest = rest.dropFirst(5)
        guard let open = rest.firstIndex(of: "(") else { throw SpecError(description: "no ( in \(text)") }
        name = String(rest[..<open]).trimmingSpaces
        var depth = 0
        var close: Substring.Index?
        for index in rest[open...].indices {
            switch rest[index] {
            case "(", "<", "[": depth += 1
            case ")", ">", "]":
                // `->` inside a closure parameter is no closing bracket.
                if rest[index] == ">" && index > rest.startIndex && rest[rest.index(before: index)] == "-" { continue }
                depth -= 1
                if depth == 0 && rest[index] == ")" { close = index }
            default: break
            }
            if close != nil { break }
        }
        guard let close else { throw SpecError(description: "unbalanced brackets in \(text)") }
        let inside = rest[rest.index(after: open)..<close]
        parameters = try splitTopLevel(inside).map { piece in
            guard let colon = piece.firstIndex(of: ":") else { throw SpecError(description: "no type in \(piece)") }
            let names = piece[..<colon].split(separator: " ").map(String.init)
            let type = String(piece[piece.index(after: colon)...]).trimmingSpaces
            guard let name = names.last else { throw SpecError(description: "no name in \(piece)") }
            return Parameter(label: names.first ?? name, name: name, type: type)
        }
        let after = rest[rest.index(after: close)...].trimmingSpaces
        answer = after.hasPrefix("->") ? String(after.dropFirst(2)).trimmingSpaces : nil
    }

    /// The signature as written, with a type map applied to every type name.
    func text(mapping map: (String) -> String) -> String {
        let list = parameters.map { parameter in
            (parameter.label == parameter.name ? parameter.name : parameter.label + " " + parameter.name) + ": "
                + map(parameter.type)
        }
        return "func \(name)(\(list.joined(separator: ", ")))" + (answer.map { " -> " + map($0) } ?? "")
    }
}

/// Splits a parameter list at its top-level commas.
func splitTopLevel(_ text: Substring) -> [String] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
        switch character {
        case "(", "<", "[": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous != "-": depth -= 1
        case "," where depth == 0:
            pieces.append(current.trimmingSpaces)
            current = ""
            previous = character
            continue
        default: break
        }
        current.append(character)
        previous = character
    }
    if !current.trimmingSpaces.isEmpty { pieces.append(current.trimmingSpaces) }
    return pieces
}

/// One callback entry.
struct CallbackSpec {
    var caseName: String
    var section: String?
    var uikit: Signature
    var objectiveC = ""
    var selectorDoc = ""
    var doc: [String] = []
    var coreDoc: [String] = []
    var responds = "foundOnFirstCall"
    var defaultValue: String?
    var defaultInput: (name: String, type: String)?
    var coreInput: String?
    var uikitInput: String?
    var defaultDoc: [String] = []
    var uikitBody: [String] = []
    var bridgeHandWritten = false
    /// Whether the core models it (a selector, a declaration, a core requirement); `model no` for a
    /// UIKit method TableSim declares for apps to compile but never calls.
    var modelled = true
}

/// One declaration file: a UIKit protocol and its callbacks.
struct ProtocolSpec {
    var file: String
    var uikitName = ""
    var uikitInherits = ""
    var owner = ""
    var order = 0
    var bridgeApp = ""
    var doc: [String] = []
    /// Whether `UITableViewController` adopts the protocol and so declares its methods `open`
    /// (`controller no` for a protocol it does not adopt, such as UITableViewDataSourcePrefetching).
    var inController = true
    var coreName = ""
    var coreInherits = ""
    var coreDoc: [String] = []
    var callbacks: [CallbackSpec] = []
}

/// The type map: UIKit type name to core type name, and the bridge's conversions.
struct TypeMap {
    var coreName: [String: String] = [:]
    var toUIKit: [String: String] = [:]
    var toCore: [String: String] = [:]

    /// A type with every mapped name replaced (`UnsafeMutablePointer<CGPoint>` → `UnsafeMutablePointer<Point>`).
    func core(_ type: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += coreName[word] ?? word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        let characters = Array(self)
        var start = 0
        var end = characters.count
        while start < end && characters[start].isWhitespace { start += 1 }
        while end > start && characters[end - 1].isWhitespace { end -= 1 }
        return String(characters[start..<end])
    }
}

/// The keys a line may start with, two-word keys first.
private let keys = [
    "selector doc", "default doc", "default input", "core input", "uikit input", "uikit body", "core doc",
    "to uikit", "to core", "protocol", "owner", "order", "bridge", "doc", "core", "callback", "uikit", "objc",
    "responds", "default", "section", "model", "type", "controller",
]

/// Splits a line into its key and value.
private func keyAndValue(_ line: String) throws -> (String, String) {
    for key in keys where line == key || line.hasPrefix(key + " ") {
        return (key, String(line.dropFirst(key.count)).trimmingSpaces)
    }
    throw SpecError(description: "unknown key in: \(line)")
}

/// Reads one declaration file into the type map and, when it declares one, a protocol.
func read(file: String, text: String, into map: inout TypeMap) throws -> ProtocolSpec? {
    var spec = ProtocolSpec(file: file)
    var section: String?
    var isProtocol = false
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.trimmingSpaces
        if line.isEmpty || line.hasPrefix("#") { continue }
        do {
            let (key, value) = try keyAndValue(line)
            func colonPair() throws -> (String, String) {
                guard let colon = value.firstIndex(of: ":") else { throw SpecError(description: "expected `name: value`") }
                return (value[..<colon].trimmingSpaces, value[value.index(after: colon)...].trimmingSpaces)
            }
            func update(_ body: (inout CallbackSpec) throws -> Void) throws {
                guard !spec.callbacks.isEmpty else { throw SpecError(description: "`\(key)` before any `callback`") }
                try body(&spec.callbacks[spec.callbacks.count - 1])
            }
            switch key {
            case "type":
                let sides = value.split(separator: "=").map { $0.trimmingSpaces }
                guard sides.count == 2 else { throw SpecError(description: "expected `type UIKit = Core`") }
                map.coreName[sides[0]] = sides[1]
            case "to uikit": let (type, expression) = try colonPair(); map.toUIKit[type] = expression
            case "to core": let (type, expression) = try colonPair(); map.toCore[type] = expression
            case "protocol":
                isProtocol = true
                let (name, inherits) = try colonPair()
                spec.uikitName = name
                spec.uikitInherits = inherits
            case "owner": spec.owner = value
            case "order": spec.order = Int(value) ?? 0
            case "controller":
                guard value == "yes" || value == "no" else { throw SpecError(description: "controller is yes or no") }
                spec.inController = value == "yes"
            case "section": section = value
            case "callback":
                spec.callbacks.append(
                    CallbackSpec(caseName: value, section: section, uikit: try Signature(parsing: "func x()")))
                section = nil
            case "uikit": try update { $0.uikit = try Signature(parsing: value) }
            case "objc": try update { $0.objectiveC = value }
            case "selector doc": try update { $0.selectorDoc = value }
            case "doc":
                if spec.callbacks.isEmpty { spec.doc.append(value) } else { try update { $0.doc.append(value) } }
            case "core doc":
                if spec.callbacks.isEmpty { spec.coreDoc.append(value) } else { try update { $0.coreDoc.append(value) } }
            case "core":
                let (name, inherits) = try colonPair()
                spec.coreName = name
                spec.coreInherits = inherits
            case "bridge":
                if spec.callbacks.isEmpty {
                    spec.bridgeApp = value
                } else {
                    guard value == "hand-written" else { throw SpecError(description: "`bridge` of a callback is `hand-written`") }
                    try update { $0.bridgeHandWritten = true }
                }
            case "responds":
                let rules = ["required": "required", "asked": "askedBeforeCalling", "on first call": "foundOnFirstCall"]
                guard let rule = rules[value] else { throw SpecError(description: "responds is required, asked or on first call") }
                try update { $0.responds = rule }
            case "default": try update { $0.defaultValue = value }
            case "default input": let pair = try colonPair(); try update { $0.defaultInput = (pair.0, pair.1) }
            case "core input": try update { $0.coreInput = value }
            case "uikit input": try update { $0.uikitInput = value }
            case "default doc": try update { $0.defaultDoc.append(value) }
            case "uikit body": try update { $0.uikitBody.append(value) }
            case "model":
                guard value == "yes" || value == "no" else { throw SpecError(description: "model is yes or no") }
                try update { $0.modelled = value == "yes" }
            default: throw SpecError(description: "unknown key \(key)")
            }
        } catch let error as SpecError {
            throw SpecError(description: "\(file):\(number + 1): error: \(error.description)")
        }
    }
    guard isProtocol else { return nil }
    for callback in spec.callbacks where callback.uikit.name == "x" || callback.doc.isEmpty {
        throw SpecError(description: "\(file): error: callback \(callback.caseName) needs `uikit` and `doc`")
    }
    for callback in spec.callbacks where callback.modelled && callback.selectorDoc.isEmpty {
        throw SpecError(description: "\(file): error: callback \(callback.caseName) needs `selector doc`")
    }
    for callback in spec.callbacks where !callback.modelled && callback.uikit.answer != nil && callback.uikitBody.isEmpty {
        throw SpecError(description: "\(file): error: \(callback.caseName) is not modelled, so it needs a `uikit body`")
    }
    return spec
}
