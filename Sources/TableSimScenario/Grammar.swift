import TableSim

/// One statement form of the scenario language, declared once: its words, its help, how it is
/// parsed, how tab completion offers its next word, and how the fuzz generator writes it.
///
/// The parser, `help`, the REPL's completion and `tablesim-fuzz`'s generator all read
/// ``Grammar/declarations``; adding a command is one declaration here plus its case in the engine.
package struct StatementDeclaration: Sendable {
    /// Where a statement may come, and where `help` lists it.
    package enum Role: Sendable, Equatable {
        /// A setup line: it describes the screen, the table, its data and what the app answers.
        case setup
        /// A command: a gesture, app code, or a look at the table.
        case command
        /// A one-line `expect KEY VALUE...` (or an `expect` block, which the parser reads before any declaration).
        case expectation
        /// A REPL-only word (`save`, `help`, `quit`): listed by help, refused in a scenario file.
        case session
    }

    /// How the fuzz generator writes a statement.
    package enum Fuzzing: Sendable {
        /// Written by the generator's setup phase, by name (`table`, `row`...).
        case setup(@Sendable (any ScenarioWriter) -> Void)
        /// A gesture or a look, picked among commands with this weight.
        case command(weight: Double, @Sendable (any ScenarioWriter) -> Void)
        /// App code, picked among app code (inside a batch, or the app-code share of commands) with this weight.
        case appCode(weight: Double, @Sendable (any ScenarioWriter) -> Void)
    }

    /// The words that start the statement: one (`tap`), or two for a family (`vo next`).
    package let words: [String]
    /// Where the statement may come.
    package let role: Role
    /// The syntax, as `help COMMAND` prints it.
    package let synopsis: String
    /// What it does, in a sentence or two.
    package let summary: String
    /// One example line.
    package let example: String
    /// Reads the rest of the line, the cursor standing after the words.
    let parse: @Sendable (inout Cursor) throws(ScenarioError) -> Statement.Kind
    /// The candidates for the next word, given the words typed so far and the live table.
    let complete: @Sendable (CompletionRequest) -> [String]
    /// How the fuzz generator writes it; empty for words it never writes (REPL words).
    package let fuzzing: [Fuzzing]

    /// The words as one name: `tap`, `vo next`.
    package var name: String { words.joined(separator: " ") }

    init(
        _ words: String, _ role: Role, synopsis: String = "", summary: String = "", example: String = "",
        parse: @escaping @Sendable (inout Cursor) throws(ScenarioError) -> Statement.Kind = { _ in
            preconditionFailure("REPL words are refused before their parser")
        },
        complete: @escaping @Sendable (CompletionRequest) -> [String] = { _ in [] },
        fuzzing: [Fuzzing] = []
    ) {
        self.words = words.split(separator: " ").map(String.init)
        self.role = role
        self.synopsis = synopsis
        self.summary = summary
        self.example = example
        self.parse = parse
        self.complete = complete
        self.fuzzing = fuzzing
    }
}

/// What a declaration may ask of the fuzz generator while writing a line: its random choices, values
/// that are usually valid and sometimes absurd, and its rough model of the app's data.
///
/// The declarations say what a statement is made of; the generator decides how wild each value is.
package protocol ScenarioWriter: AnyObject {
    /// Appends a line to the scenario.
    func emit(_ line: String)
    /// True with probability `p`.
    func chance(_ p: Double) -> Bool
    /// A whole number in `range`.
    func int(_ range: ClosedRange<Int>) -> Int
    /// One of `items`.
    func pick(_ items: [String]) -> String
    /// A row, usually one the model holds; `wild` is the share that names one that does not exist.
    func indexPath(allowingEnd: Bool, wild: Double) -> String
    /// A section, usually one the model holds.
    func section(wild: Double) -> Int
    /// A touch target: a row and region, a point, the Delete button, an action, an index title, the status bar.
    func target() -> String
    /// A quoted title, sometimes empty, Korean, or with escapes.
    func title() -> String
    /// A boolean word in any of its spellings.
    func bool() -> String
    /// A length: usually one of `typical`, sometimes an edge value.
    func length(typical: [Double]) -> String
    /// A signed number: usually one of `typical`, sometimes an edge value.
    func number(typical: [Double]) -> String
    /// A duration word such as `150ms`.
    func duration() -> String
    /// A height: a length or `automatic`.
    func heightValue() -> String
    /// Four lengths `T,L,B,R`.
    func insets() -> String
    /// A quoted list of swipe actions.
    func actions() -> String
    /// The operand of a `screen` line.
    func screen() -> String
    /// Whether this table may have millions of rows (then nothing that is asked for every row at load).
    var isHuge: Bool { get }
    /// How often app code names rows or sections that do not exist.
    var appWildness: Double { get }
    /// How many `begin updates` are open.
    var batchDepth: Int { get set }
    /// Whether the last `table` line declared a diffable data source (`apply` is written only then).
    var tableIsDiffable: Bool { get set }
    /// The number of sections in the model of the data.
    var sectionCount: Int { get }
    /// Adds `count` rows to the last section of the model (starting one if there is none).
    func addRows(_ count: Int)
    /// Adds a section to the end of the model.
    func addSection()
    /// Changes the row count of the section a written index path names.
    func adjustRows(at indexPath: String, by delta: Int)
    /// Inserts an empty section into the model.
    func insertSection(at index: Int)
    /// Removes a section from the model.
    func removeSection(at index: Int)
    /// Notes that the last command opened a row's swipe buttons or Delete confirmation.
    func buttonsMayBeOpen()
}

/// A `key=value` option, declared once: its key, the values completion offers, what it sets, and
/// how the fuzz generator writes a value.
struct OptionDeclaration<Target>: Sendable {
    /// The key before `=`.
    let key: String
    /// The values completion offers after `key=`.
    let suggestions: [String]
    /// What the key written alone means (`text-field` is `text-field=on`), or nil when it needs a value.
    let bareValue: String?
    /// Reads the value into the target.
    let apply: @Sendable (inout Target, Token, Cursor) throws(ScenarioError) -> Void
    /// A value as the fuzz generator writes it, or nil when it must not write this option now.
    let write: @Sendable (any ScenarioWriter) -> String?

    init(
        _ key: String, suggestions: [String] = [], bareValue: String? = nil,
        write: @escaping @Sendable (any ScenarioWriter) -> String?,
        apply: @escaping @Sendable (inout Target, Token, Cursor) throws(ScenarioError) -> Void
    ) {
        self.key = key
        self.suggestions = suggestions
        self.bareValue = bareValue
        self.write = write
        self.apply = apply
    }
}

extension OptionDeclaration {
    /// The option as `help` lists it: `accessory=none|checkmark|…`, `text-field[=on|off]`, `detail=…`.
    var synopsis: String {
        if bareValue != nil { return key + "[=" + suggestions.joined(separator: "|") + "]" }
        return key + "=" + (suggestions.isEmpty ? "…" : suggestions.joined(separator: "|") + (acceptsOtherValues ? "|…" : ""))
    }

    /// Whether values beyond the suggestions are accepted (a row, a length), so the synopsis says `|…`.
    private var acceptsOtherValues: Bool { ["automatic", "self", "proposed"].contains(suggestions.first ?? "") }
}

extension Array {
    /// The options' synopses, one line: what `help` prints after a statement's syntax.
    func optionSynopsis<Target>() -> String where Element == OptionDeclaration<Target> {
        map(\.synopsis).joined(separator: " ")
    }
}

/// Reads `key=value` options declared as a table, to the end of the line; a boolean option's key
/// alone means `on`.
extension Cursor {
    mutating func options<Target>(_ declarations: [OptionDeclaration<Target>], into target: inout Target)
        throws(ScenarioError)
    {
        let keys = declarations.map(\.key)
        while let token = peek() {
            let key: String
            var value = token
            switch token.kind {
            case .option(let written):
                key = written
            case .word:
                if let declaration = declarations.first(where: { $0.key == token.text }), declaration.bareValue == nil {
                    throw error("expected a value for '\(token.text)': \(declaration.synopsis)", at: token)
                }
                guard let declaration = declarations.first(where: { $0.key == token.text }), let bare = declaration.bareValue
                else {
                    throw error(
                        "unexpected '\(token.text)'\(Suggestions.didYouMean(token.text, among: keys)); "
                            + "expected an option key=value (\(keys.joined(separator: ", ")))", at: token)
                }
                key = token.text
                value = Token(kind: .option(key: key), text: bare, column: token.column)
            case .string:
                throw error(
                    "unexpected '\(token.text)'; expected an option key=value (\(keys.joined(separator: ", ")))", at: token)
            }
            guard let declaration = declarations.first(where: { $0.key == key }) else {
                throw error(
                    "unknown option '\(key)'\(Suggestions.didYouMean(key, among: keys)); expected one of "
                        + keys.joined(separator: ", "), at: token)
            }
            _ = next()
            try declaration.apply(&target, value, self)
        }
    }

    /// Whether the next token is a boolean option's key written alone, which option parsing reads.
    func nextIsBareOption<Target>(of declarations: [OptionDeclaration<Target>]) -> Bool {
        guard let token = peek(), token.kind == .word else { return false }
        return declarations.contains { $0.key == token.text && $0.bareValue != nil }
    }
}

/// The state a completion reads: the words typed so far (the statement's words first), the word
/// being typed, and the live table.
struct CompletionRequest {
    /// Every word before the one being typed, the statement's own words included.
    let words: [String]
    /// The part of the word typed so far.
    let prefix: String
    /// The table on screen, once it appeared.
    let tableView: TableView?

    /// The visible rows, then the selected ones, each once.
    func rows() -> [String] {
        guard let tableView else { return [] }
        var paths = tableView.indexPathsForVisibleRows.map { "\($0.section).\($0.row)" }
        if let selected = tableView.indexPathsForSelectedRows { paths += selected.map { "\($0.section).\($0.row)" } }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The titles of the buttons a row shows now, quoted.
    func actionTitles() -> [String] {
        guard let tableView, tableView.indexPathForRowShowingActions != nil else { return [] }
        return tableView.shownActions.compactMap { $0.title?.traceDescription }
    }

    /// Every section, and the index one past the last (where an insert may go).
    func sections() -> [String] {
        guard let tableView else { return [] }
        return (0...tableView.numberOfSections).map(String.init)
    }

    /// The live index titles, quoted as a scenario writes them.
    func indexTitles() -> [String] {
        guard let tableView, tableView.showsSectionIndex else { return [] }
        return (tableView.sectionIndexTitles ?? []).map(\.traceDescription)
    }

    /// The visible rows whose cells hold a text field.
    func textFieldRows() -> [String] {
        guard let tableView else { return [] }
        return tableView.indexPathsForVisibleRows.filter { tableView.cellForRow(at: $0)?.hasTextField == true }
            .map { "\($0.section).\($0.row)" }
    }

    /// What may follow a gesture's verb: a row, `index` when the table shows one, the buttons, the status bar.
    func targets() -> [String] {
        rows() + (indexTitles().isEmpty ? [] : ["index"]) + ["delete-button", "action", "status-bar"]
    }

    /// `[section] A to B`: the places, then `to`, then the new place.
    func moveCandidates(_ words: [String]) -> [String] {
        let isSection = words.first == "section"
        let places = isSection ? Array(words.dropFirst()) : words
        switch places.count {
        case 0: return isSection ? sections() : rows() + ["section"]
        case 1: return ["to"]
        case 2: return isSection ? sections() : rows()
        default: return []
        }
    }

    /// `key=` while a key is typed (and a boolean's key alone), `key=value` once the `=` is there.
    func options<Target>(_ declarations: [OptionDeclaration<Target>]) -> [String] {
        if let equals = prefix.firstIndex(of: "=") {
            let key = String(prefix[..<equals])
            return declarations.first { $0.key == key }.map { $0.suggestions.map { key + "=" + $0 } } ?? []
        }
        return declarations.sorted { $0.key < $1.key }.flatMap { $0.bareValue == nil ? [$0.key + "="] : [$0.key, $0.key + "="] }
    }
}

/// The scenario language's statements, declared once, and what is derived from them.
package enum Grammar {
    /// Every statement form, in the order `help` lists them.
    package static let declarations: [StatementDeclaration] = setupDeclarations + commandDeclarations
        + lookDeclarations + voiceOverDeclarations + keyDeclarations + voiceControlDeclarations + switchControlDeclarations
        + sessionDeclarations + textSizeDeclarations + settingsDeclarations
        + auditDeclarations
        + snapshotDeclarations + propertyDeclarations
        + contextMenuDeclarations
        + controllerFeatureDeclarations
        + searchDeclarations
        + dragDropDeclarations

    /// The declaration named `name` (`tap`, `vo next`), if there is one with help.
    package static func declaration(named name: String) -> StatementDeclaration? {
        declarations.first { $0.name == name && $0.hasHelp }
    }

    /// The declarations `help` lists.
    static var documented: [StatementDeclaration] { declarations.filter(\.hasHelp) }

    /// The setup lines' names, as errors list them.
    static var setupNames: String { documented.filter { $0.role == .setup }.map(\.name).joined(separator: ", ") }

    /// The commands' names, as errors list them.
    static var commandNames: String { documented.filter { $0.role == .command }.map(\.name).joined(separator: ", ") }

    /// The words a line can start with, as completion offers them.
    static var firstWords: [String] { firstWords(of: declarations) }

    /// The first words of the documented declarations, each once, in order.
    static func firstWords(of declarations: [StatementDeclaration]) -> [String] {
        var seen = Set<String>()
        return declarations.filter(\.hasHelp).compactMap(\.words.first).filter { seen.insert($0).inserted }
    }

    /// The row regions a tap can name, as the parser reads them.
    package static let regionNames = "content, accessory, disclosure, text-field, delete-control, insert-control, reorder-control"

    /// The row regions, one word each.
    package static let regions = regionNames.split(separator: ", ").map(String.init)

    /// The declarations by their first word, so that reading a line does not search them all.
    private static let declarationsByFirstWord = Dictionary(grouping: declarations) { $0.words.first ?? "" }

    /// Reads one line's statement: finds its declaration by its words (among all when nil), then
    /// lets it parse the rest.
    static func parseStatement(
        _ cursor: inout Cursor, in declarations: [StatementDeclaration]? = nil
    ) throws(ScenarioError) -> Statement.Kind {
        let head = try cursor.word("a command")
        let candidates = declarations.map { all in all.filter { $0.words.first == head } } ?? declarationsByFirstWord[head] ?? []
        let families = candidates.filter { $0.words.count == 2 }
        var chosen = candidates.first { $0.words.count == 1 }
        if !families.isEmpty, let next = cursor.peek(), next.kind == .word,
            let family = families.first(where: { $0.words[1] == next.text })
        {
            _ = cursor.next()
            chosen = family
        } else if chosen == nil, !families.isEmpty {
            let expected = families.map(\.name).joined(separator: ", ")
            guard let next = cursor.peek() else { throw cursor.error("expected \(expected)") }
            let meant = Suggestions.nearest(to: next.text, among: families.map { $0.words[1] })
            throw cursor.error(
                "unknown '\(head) \(next.spelling)'\(meant.map { " (did you mean '\(head) \($0)'?)" } ?? ""); expected \(expected)",
                at: next)
        }
        guard let declaration = chosen, declaration.role != .session else {
            throw cursor.error(
                "unknown command '\(head)'\(Suggestions.didYouMean(head, among: firstWords)); "
                    + "expected a setup line (\(setupNames)) or a command (\(commandNames))",
                back: 1)
        }
        let kind = try declaration.parse(&cursor)
        try cursor.end()
        return kind
    }

    /// Candidates completing `prefix`, given the words before it and the live table.
    static func completions(
        precedingWords: [String], prefix: String, tableView: TableView?,
        in declarations: [StatementDeclaration] = declarations
    ) -> [String] {
        let candidates: [String]
        if let first = precedingWords.first {
            let request = CompletionRequest(words: precedingWords, prefix: prefix, tableView: tableView)
            let family = declarations.first { $0.words.count > 1 && precedingWords.starts(with: $0.words) }
            // The second word of a family: `vo` then `next`, `action`...; `drag` then `add` beside the rows.
            let secondWords = precedingWords.count == 1 && family == nil
                ? declarations.filter { $0.words.count == 2 && $0.words[0] == first && $0.hasHelp }.map { $0.words[1] } : []
            if let declaration = family ?? declarations.first(where: { $0.words == [first] }) {
                let own = declaration.complete(request)
                candidates = own + secondWords.filter { !own.contains($0) }
            } else if !secondWords.isEmpty {
                candidates = secondWords
            } else {
                candidates = []
            }
        } else {
            candidates = firstWords(of: declarations)
        }
        return candidates.filter { $0.hasPrefix(prefix) }
    }
}

extension StatementDeclaration {
    /// Whether `help` lists it: every declaration does.
    var hasHelp: Bool { true }
}
