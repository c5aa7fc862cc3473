import TableSim

/// What the declared app does with `UIContentSizeCategory.didChangeNotification`
/// (`text-size-change=` on the `table` line).
package enum TextSizeChangeHandling: String, Hashable, Sendable, CaseIterable {
    /// It does not observe it: no trace line.
    case ignore
    /// It observes it and does nothing more: the notification's line.
    case observe
    /// It observes it and calls `reloadData()`: the line, then the reload's trace.
    case reload
}

extension Grammar {
    /// The text-size words and the category names completion offers (short names; UIKit's are
    /// accepted too).
    static let textSizeNames = ContentSizeCategory.allCases.map(\.shortName)

    /// What a text size may be written as, for errors.
    static let textSizeExpected =
        "a text size: " + textSizeNames.joined(separator: ", ") + ", or UIKit's name such as UICTContentSizeCategoryXXXL"

    /// Reads a text size: a short name (any case), UIKit's name, or the Swift case name.
    static func parseTextSize(_ cursor: inout Cursor) throws(ScenarioError) -> ContentSizeCategory {
        let word = try cursor.word(textSizeExpected)
        guard let category = ContentSizeCategory(parsing: word) else {
            throw cursor.error(
                "unknown text size '\(word)'\(Suggestions.didYouMean(word, among: textSizeNames)); expected \(textSizeExpected)",
                back: 1)
        }
        return category
    }

    /// Dynamic Type: `text-size CATEGORY`, before the table appears or while it is shown.
    static let textSizeDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "text-size", .setup,
            synopsis: "text-size xS|S|M|L|XL|XXL|XXXL|AX1|AX2|AX3|AX4|AX5",
            summary: "The user's text size (also UIKit's names, UICTContentSizeCategoryXXXL). Before the table appears it sets the size it loads at; after, the change while shown: the app's notification line (text-size-change=observe|reload on the table), a reload if the app does one, else the rows on screen measured again without new cells, off-screen heights dropped and the first row on screen kept in place. Self-sizing stock rows take their text's height (max(44, lines + 22)); rows with a fixed height keep it.",
            example: "text-size AX5",
            parse: { cursor throws(ScenarioError) in .setup(.textSize(try parseTextSize(&cursor))) },
            complete: { request in request.words.count == 1 ? textSizeNames : [] },
            fuzzing: [
                .setup { writer in writer.emit("text-size " + writer.pick(textSizeNames)) },
                // After the table appeared, a `text-size` line is the change while shown: a command.
                .command(weight: 1) { writer in
                    writer.emit("text-size " + writer.pick(textSizeNames + ["UICTContentSizeCategoryXL"]))
                },
            ])
    ]

    /// The text-size option of a `table` line.
    static let textSizeTableOptions: [OptionDeclaration<TableOptions>] = [
        .choice("text-size-change") { $0.textSizeChange = $1 }
    ]

    /// The fonts a row option names: the text styles, then `fixed:17` and `body-max:28` forms.
    static let fontSuggestions = TextStyle.allCases.map(\.rawValue) + ["fixed:17", "body-max:28"]

    /// The text-size options of a row: the title's and detail's fonts and the title's lines.
    static let textSizeRowOptions: [OptionDeclaration<RowOptions>] = [
        font("font") { $0.font = $1 },
        font("detail-font") { $0.detailFont = $1 },
        OptionDeclaration("lines", write: { writer in writer.pick(["0", "1", "2"]) }) {
            options, value, cursor throws(ScenarioError) in
            guard let lines = Int(value.text), lines >= 0, lines <= 1000 else {
                throw cursor.error(
                    "expected lines=N, a number of lines from 0 to 1000 (0: as many as the text needs), found '\(value.text)'",
                    at: value)
            }
            options.lines = lines
        },
    ]

    /// A font option: `body` (a text style), `fixed:17` (a size that never changes) or `body-max:28`
    /// (a text style capped at a size).
    private static func font(
        _ key: String, _ set: @escaping @Sendable (inout RowOptions, CellFont) -> Void
    ) -> OptionDeclaration<RowOptions> {
        OptionDeclaration(
            key, suggestions: fontSuggestions,
            write: { writer in writer.pick(fontSuggestions + ["footnote-max:20", "caption1"]) }
        ) { options, value, cursor throws(ScenarioError) in
            set(&options, try parseFont(value, cursor))
        }
    }

    /// Reads a font value; an error names the option's value and says what a font is.
    static func parseFont(_ value: Token, _ cursor: Cursor) throws(ScenarioError) -> CellFont {
        let expected = "a text style (" + TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
            + "), fixed:SIZE such as fixed:17, or STYLE-max:SIZE such as body-max:28"
        let text = value.text
        func size(_ written: Substring) throws(ScenarioError) -> Double {
            guard let size = Double(written), size.isFinite, size >= 1, size <= 1000 else {
                throw cursor.error("expected a point size from 1 to 1000 in '\(text)'; expected \(expected)", at: value)
            }
            return size
        }
        if text.hasPrefix("fixed:") { return .fixed(try size(text.dropFirst("fixed:".count))) }
        if let dash = text.range(of: "-max:") {
            guard let style = TextStyle(rawValue: String(text[..<dash.lowerBound])) else {
                throw cursor.error("unknown text style in '\(text)'; expected \(expected)", at: value)
            }
            return .scaled(style, maximumPointSize: try size(text[dash.upperBound...]))
        }
        guard let style = TextStyle(rawValue: text) else {
            throw cursor.error(
                "unknown font '\(text)'\(Suggestions.didYouMean(text, among: fontSuggestions)); expected \(expected)", at: value)
        }
        return .textStyle(style)
    }
}
