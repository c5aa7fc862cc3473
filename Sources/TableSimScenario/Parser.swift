import Foundation
import TableSim

/// Parses scenario text into statements, reporting the first mistake with its place and what was expected.
package struct ScenarioParser {
    /// The name used in locations.
    package let file: String

    package init(file: String) { self.file = file }

    /// Parses a whole file: setup lines, commands, `expect` blocks and one-line expectations.
    package func parse(_ source: String) throws(ScenarioError) -> [Statement] {
        var reader = statements(in: source)
        var statements: [Statement] = []
        while let statement = try reader.next() { statements.append(statement) }
        return statements
    }

    /// The statements of a source read one at a time, as `parse` reads them, so that a long file
    /// is never held as an array of statements or of lines.
    package func statements(in source: String) -> StatementReader {
        StatementReader(parser: self, source: source)
    }

    /// The statements of a source that parses whole: its first mistake is thrown before any
    /// statement is handed out, as `parse` throws it, and the statements are then read again one at
    /// a time rather than held.
    package func checkedStatements(in source: String) throws(ScenarioError) -> ParsedStatements {
        var check = statements(in: source)
        while try check.next() != nil {}
        return ParsedStatements(statements(in: source))
    }

    /// Parses one line that is not an `expect` block; nil for a blank or comment line.
    package func parseSingleLine(_ line: String, lineNumber: Int = 1) throws(ScenarioError) -> Statement? {
        let tokens = try Lexer(file: file, lineNumber: lineNumber).tokens(of: line)
        guard let first = tokens.first else { return nil }
        let location = ScenarioLocation(file: file, line: lineNumber, column: first.column)
        if first.text == "expect", tokens.count == 1 {
            throw ScenarioError("an 'expect' block needs several lines; use a scenario file", at: location)
        }
        return Statement(kind: try parseLine(tokens, location: location), location: location, text: line.trimmingBlanks)
    }

    fileprivate func parseLine(_ tokens: [Token], location: ScenarioLocation) throws(ScenarioError) -> Statement.Kind {
        var cursor = Cursor(tokens: tokens, file: file, line: location.line)
        return try Grammar.parseStatement(&cursor)
    }
}

/// The statements of a source that parsed whole once already, read again one at a time:
/// `ScenarioParser.checkedStatements(in:)`.
package struct ParsedStatements: IteratorProtocol {
    private var reader: StatementReader

    fileprivate init(_ reader: StatementReader) {
        self.reader = reader
    }

    /// The next statement, or nil after the last.
    package mutating func next() -> Statement? {
        do throws(ScenarioError) {
            return try reader.next()
        } catch {
            preconditionFailure("the same text parsed without a mistake before: \(error)")
        }
    }
}

/// Reads a scenario's statements one at a time: `ScenarioParser.statements(in:)`.
package struct StatementReader {
    private let parser: ScenarioParser
    private var lines: ScenarioLines
    private var lineNumber = 0

    fileprivate init(parser: ScenarioParser, source: String) {
        self.parser = parser
        lines = ScenarioLines(source)
    }

    /// The next statement, nil after the last, or the first mistake from here on, with its place.
    package mutating func next() throws(ScenarioError) -> Statement? {
        let file = parser.file
        while let raw = lines.next() {
            lineNumber += 1
            let tokens = try Lexer(file: file, lineNumber: lineNumber).tokens(of: raw)
            guard let first = tokens.first else { continue }
            let location = ScenarioLocation(file: file, line: lineNumber, column: first.column)
            if first.kind == .word, first.text == "expect", tokens.count == 1 {
                return try expectBlock(at: location)
            }
            return Statement(
                kind: try parser.parseLine(tokens, location: location), location: location, text: raw.trimmingBlanks)
        }
        return nil
    }

    /// The block after an `expect` line: its lines up to `end`, each a pattern.
    private mutating func expectBlock(at location: ScenarioLocation) throws(ScenarioError) -> Statement {
        var patterns: [TracePattern] = []
        while let line = lines.next() {
            lineNumber += 1
            let body = line.removingComment.trimmingBlanks
            if body == "end" {
                return Statement(kind: .expectBlock(patterns, endLine: lineNumber), location: location, text: "expect")
            }
            if !body.isEmpty { patterns.append(TracePattern(body)) }
        }
        throw ScenarioError("'expect' block is not closed; expected a line 'end'", at: location)
    }
}

/// The readers of the statements' parts, which the declarations call.
extension Grammar {
    /// `model insert|delete|move ...`: a change of the data only.
    static func parseModelChange(_ cursor: inout Cursor) throws(ScenarioError) -> ModelChange {
        let verb = try cursor.word("a change of the data: insert, delete or move")
        switch verb {
        case "insert":
            if cursor.skipSectionKeyword() {
                let index = try cursor.section()
                return .insertSection(index, try sectionDeclaration(&cursor))
            }
            let indexPath = try cursor.indexPath()
            let title = try cursor.string("the new row's title in quotes, such as \"Kiwi\"")
            return .insertRow(indexPath, RowDeclaration(title: title, options: try parseRowOptions(&cursor)))
        case "delete":
            return cursor.skipSectionKeyword() ? .deleteSections(try cursor.sections()) : .deleteRows(try cursor.indexPaths())
        case "move":
            if cursor.skipSectionKeyword() {
                let from = try cursor.section()
                try cursor.keyword("to", "'to' and the section's new index, such as 'model move section 0 to 2'")
                return .moveSection(from, to: try cursor.section())
            }
            let from = try cursor.indexPath()
            try cursor.keyword("to", "'to' and the row's new index path, such as 'model move 0.1 to 0.4'")
            return .moveRow(from, to: try cursor.indexPath())
        default:
            throw cursor.error(
                "unknown change of the data '\(verb)'\(Suggestions.didYouMean(verb, among: ["insert", "delete", "move"])); "
                    + "expected insert, delete or move", back: 1)
        }
    }

    static func parseTarget(_ cursor: inout Cursor) throws(ScenarioError) -> TouchTarget {
        guard let token = cursor.peek() else {
            throw cursor.error(
                "expected a row such as 0.2, a point such as 120,300, index \"TITLE\", delete-button, action \"TITLE\" or status-bar")
        }
        if token.kind == .word, token.text == "status-bar" {
            _ = cursor.next()
            return .statusBar
        }
        if token.kind == .word, token.text == "index" {
            _ = cursor.next()
            return .indexTitle(try cursor.string("an index title in quotes, such as \"A\""))
        }
        // Bytes first, then Characters (a comma with a combining mark is no comma): a String search
        // goes through Foundation, which was a fifth of a tap's parse.
        if token.text.utf8.contains(UInt8(ascii: ",")), token.text.contains("," as Character), !token.text.hasPrefix("[") {
            return .point(try cursor.point("a point X,Y"))
        }
        if token.kind == .word, token.text == "delete-button" {
            _ = cursor.next()
            return .deleteButton
        }
        if token.kind == .word, token.text == "action" {
            _ = cursor.next()
            return .action(try cursor.string("the action's title in quotes, such as \"Archive\""))
        }
        let indexPath = try cursor.indexPath()
        var region = RowRegion.content
        if let next = cursor.peek(), next.kind == .word {
            // `insert-control` names the same control as `delete-control`: the green plus instead of the red minus.
            guard let parsed = next.text == "insert-control" ? .editingControl : RowRegion(rawValue: next.text) else {
                throw cursor.error(
                    "unknown row region '\(next.text)'\(Suggestions.didYouMean(next.text, among: Grammar.regions)); "
                        + "expected \(Grammar.regionNames)")
            }
            _ = cursor.next()
            region = parsed
        }
        return .row(indexPath, region)
    }

    /// `scroll to S.R [top|middle|bottom|none] | scroll by DY | scroll top | scroll bottom`, then `animated=`.
    static func parseScroll(_ cursor: inout Cursor) throws(ScenarioError) -> ScenarioCommand {
        let what = try cursor.word("to, by, top or bottom")
        let scroll: ScrollCommand
        switch what {
        case "to":
            let indexPath = try cursor.indexPath()
            var position = ScrollPosition.top
            if let token = cursor.peek(), token.kind == .word, !cursor.nextIsBareOption(of: scrollOptions) {
                guard let parsed = ScrollPosition(rawValue: token.text) else {
                    throw cursor.error(
                        "unknown scroll position '\(token.text)'"
                            + Suggestions.didYouMean(token.text, among: ScrollPosition.allCases.map(\.rawValue))
                            + "; expected top, middle, bottom or none")
                }
                _ = cursor.next()
                position = parsed
            }
            scroll = .toRow(indexPath, position)
        case "by":
            guard let token = cursor.peek(), token.kind == .word, let distance = Double(token.text), distance.isFinite
            else { throw cursor.error("expected a distance in points such as 300 or -120") }
            _ = cursor.next()
            scroll = .by(distance)
        case "top": scroll = .top
        case "bottom": scroll = .bottom
        default:
            throw cursor.error(
                "unknown scroll '\(what)'\(Suggestions.didYouMean(what, among: ["to", "by", "top", "bottom"])); "
                    + "expected to, by, top or bottom", back: 1)
        }
        var animated = false
        try cursor.options(scrollOptions, into: &animated)
        return .scroll(scroll, animated: animated)
    }

    /// `flick up|down [S.R|X,Y] [distance=N] [duration=D]`.
    static func parseFlick(_ cursor: inout Cursor) throws(ScenarioError) -> ScenarioCommand {
        let word = try cursor.word("up or down")
        guard let direction = FlickDirection(rawValue: word) else {
            throw cursor.error(
                "unknown flick direction '\(word)'\(Suggestions.didYouMean(word, among: ["up", "down"])); expected up or down",
                back: 1)
        }
        var from: TouchTarget?
        if let token = cursor.peek(), token.kind == .word {
            from = try parseTarget(&cursor)
        }
        var values = (distance: 200.0, milliseconds: 80)
        try cursor.options(flickOptions, into: &values)
        return .flick(direction, from: from, distance: values.distance, milliseconds: values.milliseconds)
    }

    /// `index [search] "T"... | index [search] auto`, then `map=`, `collation=` and
    /// `minimum-display-row-count=` options.
    static func parseIndex(_ cursor: inout Cursor) throws(ScenarioError) -> IndexDeclaration {
        var index = IndexDeclaration()
        if let token = cursor.peek(), token.kind == .word, token.text == "search" {
            _ = cursor.next()
            index.search = true
        }
        if let token = cursor.peek(), token.kind == .word, token.text == "auto" {
            _ = cursor.next()
        } else {
            var titles: [String] = []
            while let token = cursor.peek(), token.kind == .string {
                titles.append(token.text)
                _ = cursor.next()
            }
            guard !titles.isEmpty else {
                throw cursor.error("expected index titles in quotes such as \"A\" \"B\", or auto")
            }
            index.titles = titles
        }
        try cursor.options(indexOptions, into: &index)
        return index
    }

    static func parseScreen(_ cursor: inout Cursor) throws(ScenarioError) -> SetupLine {
        guard let token = cursor.next() else {
            throw cursor.error("expected a size such as 390x844, a preset such as \"iPhone 15\", or portrait/landscape")
        }
        if token.kind == .word, let orientation = Orientation(rawValue: token.text) {
            try cursor.end()
            return .rotate(orientation)
        }
        var screen: Screen
        if token.kind == .string {
            guard let preset = Screen.preset(named: token.text) else {
                throw cursor.error(
                    "unknown screen \"\(token.text)\"; expected one of "
                        + Screen.presets.compactMap { $0.name.map { "\"\($0)\"" } }.joined(separator: ", "), back: 1)
            }
            screen = preset
        } else {
            let parts = token.text.split(separator: "x")
            // Bounded, so a screen cannot show millions of rows at once (or infinitely many).
            let sides = 0.0...Cursor.maximumLength
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
                sides.contains(w), sides.contains(h)
            else {
                throw cursor.error(
                    "expected a size WIDTHxHEIGHT such as 390x844 (each side more than 0 and at most "
                        + "\(Int(Cursor.maximumLength)) points), found '\(token.text)'", back: 1)
            }
            screen = Screen(size: Size(width: w, height: h), safeArea: .zero)
        }
        if let word = cursor.peek(), word.kind == .word {
            guard let orientation = Orientation(rawValue: word.text) else {
                throw cursor.error(
                    "unknown orientation '\(word.text)'"
                        + Suggestions.didYouMean(word.text, among: Orientation.allCases.map(\.rawValue))
                        + "; expected portrait or landscape")
            }
            _ = cursor.next()
            if let name = screen.name, let preset = Screen.preset(named: name, orientation: orientation) {
                screen = preset
            } else {
                screen.orientation = orientation
            }
        }
        try cursor.options(screenOptions, into: &screen)
        return .screen(screen)
    }

    static func parseTable(_ cursor: inout Cursor) throws(ScenarioError) -> SetupLine {
        var options = TableOptions()
        if let token = cursor.peek(), token.kind == .word, !cursor.nextIsBareOption(of: tableOptions) {
            guard let style = TableViewStyle(rawValue: token.text) else {
                throw cursor.error(
                    "unknown table style '\(token.text)'"
                        + Suggestions.didYouMean(token.text, among: TableViewStyle.allCases.map(\.rawValue))
                        + "; expected plain, grouped or insetGrouped")
            }
            _ = cursor.next()
            options.style = style
        }
        try cursor.options(tableOptions, into: &options)
        return .table(options)
    }

    /// `section ["Header"] [options]`.
    static func parseSection(_ cursor: inout Cursor) throws(ScenarioError) -> Statement.Kind {
        let section = try sectionDeclaration(&cursor)
        return .setup(
            .section(
                header: section.header, footer: section.footer, headerHeight: section.headerHeight,
                footerHeight: section.footerHeight,
                headerView: section.customHeaderView ? HeaderViewDeclaration(traits: section.headerTraits) : nil))
    }

    /// A section's header in quotes, then its options.
    static func sectionDeclaration(_ cursor: inout Cursor) throws(ScenarioError) -> SectionDeclaration {
        var section = SectionDeclaration()
        if let token = cursor.peek(), token.kind == .string {
            section.header = token.text
            _ = cursor.next()
        }
        try cursor.options(sectionOptions, into: &section)
        // Traits are set on the app's own view: header-traits= implies header-view=custom.
        if section.headerTraits != nil {
            if let title = cursor.tokens.first(where: { $0.kind == .option(key: "header-view") && $0.text == "title" }) {
                throw cursor.error(
                    "header-traits= sets traits on the app's own header view, which header-view=title leaves out; "
                        + "use header-view=custom", at: title)
            }
            section.customHeaderView = true
        }
        return section
    }

    static func parseRowOptions(_ cursor: inout Cursor) throws(ScenarioError) -> RowOptions {
        var options = RowOptions()
        try cursor.options(rowOptions, into: &options)
        return options
    }

    /// `expect KEY VALUE...`; `expect focus` names an element as `vo focus` does.
    static func parseExpectation(_ cursor: inout Cursor) throws(ScenarioError) -> StateExpectation {
        let key = try cursor.word("an expectation key (\(StateKey.allNames))")
        guard let stateKey = StateKey(rawValue: key) else {
            throw cursor.error(
                "unknown expectation key '\(key)'\(Suggestions.didYouMean(key, among: StateKey.allCases.map(\.rawValue))); "
                    + "expected one of \(StateKey.allNames)", back: 1)
        }
        let values = cursor.rest()
        guard !values.isEmpty else { throw cursor.error("expected a value after 'expect \(key)'") }
        if stateKey == .focus, values.map(\.text) != ["none"] {
            // Checked here so that a misspelt element is a parse error with its column.
            var elementCursor = Cursor(tokens: values, file: cursor.file, line: cursor.line)
            _ = try Grammar.parseElement(&elementCursor, allowingPoint: false)
            try elementCursor.end()
        }
        if stateKey == .audit { _ = try Grammar.parseAuditExpectation(values, file: cursor.file, line: cursor.line) }
        return StateExpectation(key: key, values: values)
    }
}

/// Reads the tokens of one line in order, with typed readers that say what they expected.
struct Cursor {
    /// The largest length a screen side or an inset may have, in points: far beyond any device, and
    /// finite, so geometry stays finite and a screen never shows millions of rows at once.
    static let maximumLength = 100_000.0

    let tokens: [Token]
    let file: String
    let line: Int
    private(set) var position = 0

    init(tokens: [Token], file: String, line: Int) {
        self.tokens = tokens
        self.file = file
        self.line = line
    }

    func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

    mutating func next() -> Token? {
        defer { position += 1 }
        return peek()
    }

    mutating func rest() -> [Token] {
        defer { position = tokens.count }
        return Array(tokens[min(position, tokens.count)...])
    }

    /// An error at the current token (or `back` tokens before it), or at the end of the line.
    func error(_ message: String, back: Int = 0) -> ScenarioError {
        let index = position - back
        let column: Int
        if index < tokens.count, index >= 0 {
            column = tokens[index].column
        } else if let last = tokens.last {
            column = last.column + last.text.count + (last.kind == .string ? 2 : 0)
        } else {
            column = 1
        }
        return ScenarioError(message, at: ScenarioLocation(file: file, line: line, column: column))
    }

    func error(_ message: String, at token: Token) -> ScenarioError {
        ScenarioError(message, at: ScenarioLocation(file: file, line: line, column: token.column))
    }

    mutating func end() throws(ScenarioError) {
        if let token = peek() { throw error("unexpected '\(token.spelling)'; expected the end of the line", at: token) }
    }

    mutating func word(_ what: String) throws(ScenarioError) -> String {
        guard let token = peek(), token.kind == .word else { throw error("expected \(what)") }
        position += 1
        return token.text
    }

    mutating func string(_ what: String) throws(ScenarioError) -> String {
        guard let token = peek(), token.kind == .string else { throw error("expected \(what)") }
        position += 1
        return token.text
    }

    mutating func integer(_ what: String, range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        guard let token = peek(), token.kind == .word, let value = Int(token.text), range.contains(value) else {
            throw error("expected \(what) (a whole number from \(range.lowerBound) to \(range.upperBound))")
        }
        position += 1
        return value
    }

    mutating func indexPath() throws(ScenarioError) -> IndexPath {
        guard let token = peek() else { throw error("expected a row such as 0.2 or [0, 2]") }
        // Only a bare word is a row: an option's value or a string is not (`delete x=0.3` is a mistake).
        guard token.kind == .word, let indexPath = Cursor.indexPath(token.text) else {
            throw error("expected a row such as 0.2 or [0, 2], found '\(token.spelling)'")
        }
        position += 1
        return indexPath
    }

    /// One or more index paths, to the end of the line.
    mutating func indexPaths() throws(ScenarioError) -> [IndexPath] {
        var paths = [try indexPath()]
        while peek() != nil { paths.append(try indexPath()) }
        return paths
    }

    /// A section index.
    mutating func section() throws(ScenarioError) -> Int {
        try integer("a section number such as 1", range: 0...100_000_000)
    }

    /// One or more section indexes, to the end of the line.
    mutating func sections() throws(ScenarioError) -> [Int] {
        var sections = [try section()]
        while peek() != nil { sections.append(try section()) }
        return sections
    }

    /// Skips the word `section` (or `sections`) if it comes next; tells whether it did.
    mutating func skipSectionKeyword() -> Bool {
        guard let token = peek(), token.kind == .word, token.text == "section" || token.text == "sections" else {
            return false
        }
        position += 1
        return true
    }

    /// Reads a required word, or says what was expected.
    mutating func keyword(_ word: String, _ what: String) throws(ScenarioError) {
        guard let token = peek(), token.kind == .word, token.text == word else {
            if let token = peek() { throw error("expected \(what), found '\(token.spelling)'", at: token) }
            throw error("expected \(what)")
        }
        position += 1
    }

    /// `S.R` or `[S,R]`: two whole numbers (each as `Int` reads one: an optional sign, then digits)
    /// at least 0. Read on bytes, as every tap reads one: a text that is not ASCII is never a row.
    static func indexPath(_ text: String) -> IndexPath? {
        var bytes = text.utf8[...]
        let separator: UInt8
        if bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") {
            bytes = bytes.dropFirst().dropLast()
            separator = UInt8(ascii: ",")
        } else {
            separator = UInt8(ascii: ".")
        }
        guard let split = bytes.firstIndex(of: separator), let section = wholeNumber(bytes[..<split]),
            let row = wholeNumber(bytes[bytes.index(after: split)...]), section >= 0, row >= 0
        else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The number `Int` reads from ASCII bytes (`+`/`-` then decimal digits), or nil.
    private static func wholeNumber(_ bytes: Substring.UTF8View) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let digit = Int(byte - UInt8(ascii: "0"))
            let (sum, overflowAgain) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            guard !overflow, !overflowAgain else { return nil }
            value = sum
        }
        return value
    }

    mutating func point(_ what: String) throws(ScenarioError) -> Point {
        guard let token = peek() else { throw error("expected \(what)") }
        let parts = token.text.split(separator: ",", omittingEmptySubsequences: false)
        guard token.kind == .word, parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite,
            y.isFinite
        else {
            throw error("expected \(what), found '\(token.spelling)'")
        }
        position += 1
        return Point(x: x, y: y)
    }

    mutating func duration() throws(ScenarioError) -> Int {
        guard let token = peek() else { throw error("expected a duration such as 150ms or 0.3s") }
        let value = try duration(token)
        position += 1
        return value
    }

    /// A duration written as a token (a word or an option's value), in whole milliseconds.
    func duration(_ token: Token) throws(ScenarioError) -> Int {
        guard let milliseconds = Cursor.milliseconds(token.text) else {
            if Cursor.isBeyondDurationLimit(token.text) {
                throw error("a duration may be at most a day (86400s, 86400000ms), found '\(token.text)'", at: token)
            }
            throw error(
                "expected a duration such as 150ms or 0.3s (whole milliseconds), found '\(token.text)'", at: token)
        }
        return milliseconds
    }

    /// `150ms` or `0.3s` in whole milliseconds (at most a day), or nil.
    static func milliseconds(_ text: String) -> Int? {
        var value: Double?
        if text.hasSuffix("ms") {
            value = Double(text.dropLast(2))
        } else if text.hasSuffix("s") {
            value = Double(text.dropLast()).map { $0 * 1000 }
        }
        // Seconds times 1000 is not exact in binary (1.005 * 1000 = 1004.9999999999999): allow the error.
        guard let value, value >= 0, value <= 86_400_000, abs(value - value.rounded()) < 1e-6 else { return nil }
        return Int(value.rounded())
    }

    /// Whether `text` is a well-formed duration longer than the limit (a day).
    static func isBeyondDurationLimit(_ text: String) -> Bool {
        let number = text.hasSuffix("ms") ? Double(text.dropLast(2)) : text.hasSuffix("s") ? Double(text.dropLast()).map { $0 * 1000 } : nil
        return number.map { $0.isFinite && $0 > 86_400_000 } ?? false
    }

    func choice<T: RawRepresentable & CaseIterable>(_ value: Token, _ type: T.Type) throws(ScenarioError) -> T
    where T.RawValue == String {
        guard let choice = T(rawValue: value.text) else {
            let all = T.allCases.map(\.rawValue)
            throw error(
                "'\(value.text)' is not a valid value\(Suggestions.didYouMean(value.text, among: all)); expected one of "
                    + all.joined(separator: ", "), at: value)
        }
        return choice
    }

    func bool(_ value: Token) throws(ScenarioError) -> Bool {
        switch value.text {
        case "on", "yes", "true": return true
        case "off", "no", "false": return false
        default:
            throw error(
                "expected on/off, yes/no or true/false, found '\(value.text)'"
                    + Suggestions.didYouMean(value.text, among: ["on", "off", "yes", "no", "true", "false"]), at: value)
        }
    }

    func length(_ value: Token, allowAutomatic: Bool) throws(ScenarioError) -> Double {
        if allowAutomatic, value.text == "automatic" { return TableView.automaticDimension }
        guard let number = Double(value.text), (0...Cursor.maximumLength).contains(number) else {
            throw error(
                "expected a length in points such as 44\(allowAutomatic ? " or automatic" : "") (at most "
                    + "\(Int(Cursor.maximumLength))), found '\(value.text)'",
                at: value)
        }
        return number
    }

    func heightSpec(_ value: Token) throws(ScenarioError) -> HeightSpec {
        let number = try length(value, allowAutomatic: true)
        return number == TableView.automaticDimension ? .automatic : .points(number)
    }

    func redirect(_ value: Token) throws(ScenarioError) -> RowRedirect {
        switch value.text {
        case "self": return .same
        case "nil": return .none
        default:
            guard let indexPath = Cursor.indexPath(value.text) else {
                throw error("expected self, nil or a row such as 0.5, found '\(value.text)'", at: value)
            }
            return .other(indexPath)
        }
    }

    /// `"Archive,Delete:destructive"`: titles separated by commas, each with an optional `:normal` or
    /// `:destructive` style; an empty string is a configuration with no actions.
    func actions(_ value: Token) throws(ScenarioError) -> [ActionDeclaration] {
        if value.text.isEmpty { return [] }
        var actions: [ActionDeclaration] = []
        for item in value.text.split(separator: ",", omittingEmptySubsequences: false) {
            var title = Substring(item)
            var style = ContextualAction.Style.normal
            if let colon = item.lastIndex(of: ":") {
                let name = String(item[item.index(after: colon)...])
                guard let parsed = ContextualAction.Style(rawValue: name) else {
                    throw error(
                        "unknown action style '\(name)'; expected normal or destructive, as in \"Archive,Delete:destructive\"",
                        at: value)
                }
                style = parsed
                title = item[..<colon]
            }
            guard !title.isEmpty else {
                throw error("expected action titles separated by commas, such as \"Archive,Delete:destructive\"", at: value)
            }
            actions.append(ActionDeclaration(title: String(title), style: style))
        }
        return actions
    }

    func moveTarget(_ value: Token) throws(ScenarioError) -> MoveTarget {
        switch value.text {
        case "proposed": return .proposed
        case "section": return .section
        default:
            guard let indexPath = Cursor.indexPath(value.text) else {
                throw error("expected proposed, section or a row such as 0.2, found '\(value.text)'", at: value)
            }
            return .fixed(indexPath)
        }
    }

    func insets(_ value: Token) throws(ScenarioError) -> EdgeInsets {
        let parts = value.text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
            .filter { (0...Cursor.maximumLength).contains($0) }
        guard parts.count == 4, value.text.split(separator: ",", omittingEmptySubsequences: false).count == 4 else {
            throw error("expected four lengths TOP,LEFT,BOTTOM,RIGHT such as 47,0,34,0, found '\(value.text)'", at: value)
        }
        return EdgeInsets(top: parts[0], left: parts[1], bottom: parts[2], right: parts[3])
    }
}
