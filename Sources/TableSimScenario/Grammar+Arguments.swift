import TableSim

/// A positional argument of a statement, declared by its kind: the parser, completion, the fuzz
/// generator and the synopsis are derived from it.
///
/// Statements whose syntax is a fixed sequence (`select S.R`, `swipe left|right S.R`,
/// `drag S.R to S.R`, and VoiceOver's `vo next`, `vo focus S.R`, `vo action "Name"`) declare their
/// arguments; statements with alternatives and options (`tap`, `scroll`, `row`) parse in their
/// declaration's own closure.
indirect enum StatementArgument: Sendable, Equatable {
    /// Which rows completion offers for an index path, and how wild the fuzz generator may be.
    enum Rows: Sendable, Equatable {
        /// A row a gesture aims at: the visible and selected rows.
        case onScreen
        /// A row app code names: as on screen, but the fuzzer rarely names one that does not exist.
        case appCode
        /// A visible row whose cell holds a text field.
        case withTextField
    }

    /// A row, `0.2` or `[0, 2]`.
    case indexPath(Rows)
    /// One word of a fixed list (`left|right`); `noun` names it in errors (`swipe direction`).
    case choice([String], noun: String)
    /// `on` or `off` (also `yes`/`no`, `true`/`false`).
    case bool
    /// A duration, `150ms` or `0.3s`, in whole milliseconds.
    case duration
    /// A fixed word between arguments (`to`); `missing` says what was expected without it.
    case keyword(String, missing: String)
    /// A quoted string, shown as `placeholder` in the synopsis; `what` says what was expected.
    case string(placeholder: String, what: String)
    /// An argument that may be left out at the end of the line (`post layout-changed [S.R]`).
    case optional(StatementArgument)

    /// The argument as the synopsis writes it: `S.R`, `left|right`, `DURATION`, `to`.
    var synopsis: String {
        switch self {
        case .indexPath: "S.R"
        case .choice(let words, _): words.joined(separator: "|")
        case .bool: "on|off"
        case .duration: "DURATION"
        case .keyword(let word, _): word
        case .string(let placeholder, _): placeholder
        case .optional(let argument): "[" + argument.synopsis + "]"
        }
    }
}

/// The values of a statement's declared arguments, in order, read by its declaration.
struct ArgumentValues {
    /// One parsed argument.
    enum Value {
        case indexPath(IndexPath)
        case word(String)
        case bool(Bool)
        case milliseconds(Int)
        case keyword
        case string(String)
        case absent
    }

    let values: [Value]

    /// The row an optional argument named, or nil when it was left out.
    func optionalIndexPath(_ index: Int) -> IndexPath? {
        if case .absent = values[index] { return nil }
        return indexPath(index)
    }

    func indexPath(_ index: Int) -> IndexPath {
        guard case .indexPath(let value) = values[index] else { preconditionFailure("argument \(index) is a row") }
        return value
    }

    func word(_ index: Int) -> String {
        guard case .word(let value) = values[index] else { preconditionFailure("argument \(index) is a word") }
        return value
    }

    func bool(_ index: Int) -> Bool {
        guard case .bool(let value) = values[index] else { preconditionFailure("argument \(index) is on or off") }
        return value
    }

    func milliseconds(_ index: Int) -> Int {
        guard case .milliseconds(let value) = values[index] else { preconditionFailure("argument \(index) is a duration") }
        return value
    }

    func string(_ index: Int) -> String {
        guard case .string(let value) = values[index] else { preconditionFailure("argument \(index) is a string") }
        return value
    }
}

extension StatementDeclaration {
    /// Where the fuzz generator writes a statement with declared arguments.
    enum FuzzRole {
        case setup, command(weight: Double), appCode(weight: Double)
    }

    /// A statement whose syntax is its words and a fixed sequence of arguments: its synopsis,
    /// parser, completion and fuzz writing are all derived from them.
    init(
        _ words: String, _ role: Role, arguments: [StatementArgument], summary: String, example: String,
        fuzz: [FuzzRole] = [],
        afterWriting: (@Sendable (any ScenarioWriter) -> Void)? = nil,
        build: @escaping @Sendable (ArgumentValues) -> Statement.Kind
    ) {
        let wordCount = words.split(separator: " ").count
        let write: @Sendable (any ScenarioWriter) -> Void = { writer in
            writer.emit(([words] + arguments.map { $0.written(by: writer) }.filter { !$0.isEmpty }).joined(separator: " "))
            afterWriting?(writer)
        }
        self.init(
            words, role, synopsis: ([words] + arguments.map(\.synopsis)).joined(separator: " "), summary: summary,
            example: example,
            parse: { cursor throws(ScenarioError) in
                var values: [ArgumentValues.Value] = []
                for argument in arguments { values.append(try argument.parse(&cursor)) }
                return build(ArgumentValues(values: values))
            },
            complete: { request in
                let position = request.words.count - wordCount
                return arguments.indices.contains(position) ? arguments[position].candidates(request) : []
            },
            fuzzing: fuzz.map { role in
                switch role {
                case .setup: .setup(write)
                case .command(let weight): .command(weight: weight, write)
                case .appCode(let weight): .appCode(weight: weight, write)
                }
            })
    }
}

extension StatementArgument {
    func parse(_ cursor: inout Cursor) throws(ScenarioError) -> ArgumentValues.Value {
        switch self {
        case .indexPath:
            return .indexPath(try cursor.indexPath())
        case .choice(let words, let noun):
            let expected = words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
            let word = try cursor.word(expected)
            guard words.contains(word) else {
                throw cursor.error(
                    "unknown \(noun) '\(word)'\(Suggestions.didYouMean(word, among: words)); expected \(expected)", back: 1)
            }
            return .word(word)
        case .bool:
            guard let token = cursor.next() else { throw cursor.error("expected on or off") }
            return .bool(try cursor.bool(token))
        case .duration:
            return .milliseconds(try cursor.duration())
        case .keyword(let word, let missing):
            guard cursor.peek()?.text == word, cursor.peek()?.kind == .word else { throw cursor.error("expected \(missing)") }
            _ = cursor.next()
            return .keyword
        case .string(_, let what):
            return .string(try cursor.string(what))
        case .optional(let argument):
            return cursor.peek() == nil ? .absent : try argument.parse(&cursor)
        }
    }

    func candidates(_ request: CompletionRequest) -> [String] {
        switch self {
        case .indexPath(.onScreen), .indexPath(.appCode): request.rows()
        case .indexPath(.withTextField): request.textFieldRows()
        case .choice(let words, _): words
        case .bool: ["on", "off"]
        case .duration: ["150ms", "200ms", "1s"]
        case .keyword(let word, _): [word]
        case .string: []
        case .optional(let argument): argument.candidates(request)
        }
    }

    func written(by writer: any ScenarioWriter) -> String {
        switch self {
        case .indexPath(.appCode): writer.indexPath(allowingEnd: false, wild: writer.appWildness)
        case .indexPath: writer.indexPath(allowingEnd: false, wild: 0.2)
        case .choice(let words, _): writer.pick(words)
        case .bool: writer.pick(["on", "off"])
        case .duration: writer.duration()
        case .keyword(let word, _): word
        case .string: writer.title()
        case .optional(let argument): writer.chance(0.5) ? argument.written(by: writer) : ""
        }
    }
}
