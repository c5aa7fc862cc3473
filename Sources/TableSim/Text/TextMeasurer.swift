/// A deterministic stand-in for a font engine: how wide a string is, where it wraps, and how tall
/// it stands at a point size, the same on every machine.
///
/// TableSim has no fonts, so it measures text by a published rule rather than by glyph outlines:
///
/// - **Advance per character**, in ems (multiples of the point size), by the character's first
///   Unicode scalar: a space 1/4; narrow Latin letters (`f i j l r t`, `I`) and punctuation 1/4;
///   other lowercase Latin letters 1/2; digits 9/16 (tabular); wide letters (`m w`, `M W`) and
///   other capitals 3/4; other letters (Greek, Cyrillic, Arabic, Hebrew, Thai...) 1/2, or 3/4 when
///   uppercase; CJK ideographs, Hangul, kana and full-width forms 1; emoji 5/4. A character is one
///   grapheme cluster, so combining marks and emoji modifiers add nothing to the character they
///   join; a combining mark standing alone is 0.
/// - **Wrapping**, greedy, line by line: a line breaks at spaces (the spaces at a break hang and
///   take no width; no-break spaces do not break) and before or after any CJK character; a word
///   longer than a whole line starts a line and breaks inside, after as many characters as fit (at
///   least one a line). A newline ends a line; one at the very end adds no empty line. Spaces at the
///   start of a paragraph are text.
/// - **Line height**: the point size times 22/17 (the body style's 22 pt lines at 17 pt), rounded up
///   to a whole point; so 17 pt text has 22 pt lines, 15 pt 20, 13 pt 17.
/// - **Height**: the number of lines (at most `numberOfLines`, unless 0) times the line height; no
///   text, or empty text, is 0 high.
///
/// The widths are multiples of 1/16 em, so sums are exact in `Double` and the same values come out
/// in every test and on every machine.
///
/// - **Bold Text** (the user's display setting, ``DisplaySettings/boldText``): every advance is 21/20
///   of the rule's, 5 % wider (**Choice** of the assistive-tech reference section 5.1: one factor for every
///   glyph and weight, as no per-weight widths are known); widths are then multiples of 1/320 em,
///   still exact. Lines keep their height.
package struct TextMeasurer: Hashable, Sendable {
    /// The font size, in points.
    package var pointSize: Double
    /// Whether the text is drawn in the heavier face Bold Text gives, 5 % wider.
    package var isBold: Bool

    /// Creates a measurer for text at a point size, bolder when the user's Bold Text is on.
    package init(pointSize: Double, isBold: Bool = false) {
        self.pointSize = pointSize
        self.isBold = isBold
    }

    /// How many units an em has, and how many units a sixteenth of the rule's advance counts: 16 and
    /// 1 as the rule is written; 320 and 21 (a twentieth wider) with Bold Text.
    private var unitsPerEm: Int { isBold ? 320 : 16 }
    private var factor: Int { isBold ? 21 : 1 }

    /// The height of one line of text: the point size × 22/17, rounded up to a whole point.
    package var lineHeight: Double { max(0, (pointSize * 22 / 17).rounded(.up)) }

    /// The width of a string laid out on one line.
    package func width(of text: String) -> Double {
        var sixteenths = 0
        for character in text where !character.isNewline {
            sixteenths += Self.advance(of: character)
        }
        guard isBold else { return Double(sixteenths) * pointSize / 16 }
        return Double(sixteenths * factor) * pointSize / Double(unitsPerEm)
    }

    /// The lines a string wraps into at a width, each without the spaces it breaks at.
    ///
    /// A newline ends a line; one at the very end of the text adds no empty line after it.
    package func lines(of text: String, width: Double) -> [String] {
        guard !text.isEmpty else { return [] }
        // Widths are compared in whole units (sixteenths of an em; 320ths with Bold Text), exactly.
        let fitting = width * Double(unitsPerEm) / pointSize
        let available: Int =
            fitting.isNaN || fitting <= 0 ? 0 : fitting >= Double(Self.unlimited) ? Self.unlimited : Int(fitting.rounded(.down))
        var lines: [String] = []
        var paragraph: [Character] = []
        for character in text {
            if character.isNewline {
                Self.wrap(paragraph, fitting: available, factor: factor, into: &lines)
                paragraph.removeAll(keepingCapacity: true)
            } else {
                paragraph.append(character)
            }
        }
        if !paragraph.isEmpty || !(text.last?.isNewline ?? false) {
            Self.wrap(paragraph, fitting: available, factor: factor, into: &lines)
        }
        return lines
    }

    /// A width no text reaches: what fits a width too large (or a point size too small) to matter.
    private static let unlimited = Int.max / 4

    /// The height of a string wrapped at a width, showing at most `numberOfLines` lines (0: all).
    package func height(of text: String?, width: Double, numberOfLines: Int = 0) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        var count = lines(of: text, width: width).count
        if numberOfLines > 0 { count = min(count, numberOfLines) }
        return Double(count) * lineHeight
    }

    // MARK: The rule

    /// A character's advance in sixteenths of an em.
    package static func advance(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x80 {
            if scalars.count > 1, isEmojiSequence(scalars) { return 20 }  // a keycap: 1️⃣
            return asciiAdvance[Int(value)]
        }
        let properties = first.properties
        if properties.isEmojiPresentation || (properties.isEmoji && isEmojiSequence(scalars)) { return 20 }
        if isFullWidth(value) { return 16 }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: return 0
        case .spaceSeparator: return 4
        case .uppercaseLetter, .titlecaseLetter: return 12
        case .decimalNumber: return 9
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return 4
        default: return 8
        }
    }

    /// Whether a cluster is drawn as an emoji: it asks for emoji presentation (U+FE0F) or is a keycap.
    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// Whether a scalar is a full-em CJK character: ideographs, Hangul, kana, CJK punctuation and
    /// full-width forms.
    static func isFullWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,  // Hangul leading jamo
            0x2E80...0x303E,  // CJK radicals, ideographic description, CJK symbols and punctuation
            0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, CJK enclosed and compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE30...0xFE4F,  // CJK compatibility forms
            0xFF00...0xFF60,  // full-width forms
            0xFFE0...0xFFE6,
            0x20000...0x3FFFD:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }

    /// Whether a line may break before or after a character anywhere (CJK text has no spaces).
    static func breaksAnywhere(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.value >= 0x1100 && isFullWidth(first.value)
    }

    /// The advance of each ASCII character in sixteenths of an em.
    private static let asciiAdvance: [Int] = (0..<128).map { code in
        switch UInt8(code) {
        case UInt8(ascii: " "): 4
        case UInt8(ascii: "f"), UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "r"),
            UInt8(ascii: "t"), UInt8(ascii: "I"):
            4
        case UInt8(ascii: "m"), UInt8(ascii: "w"): 12
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 8
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): 12
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 9
        case 0x21...0x7E: 4  // punctuation and symbols
        default: 0  // control characters
        }
    }

    /// Greedy wrapping of one paragraph (no newlines) into lines that fit `available` units, each
    /// sixteenth of an advance counting `factor` units.
    private static func wrap(_ characters: [Character], fitting available: Int, factor: Int, into lines: inout [String]) {
        func advance(of character: Character) -> Int { Self.advance(of: character) * factor }
        let firstLine = lines.count
        var line: [Character] = []
        var lineWidth = 0
        func endLine() {
            lines.append(String(line))
            line.removeAll(keepingCapacity: true)
            lineWidth = 0
        }
        var index = 0
        while index < characters.count {
            // The spaces before the next word: they separate it from the line's text, and hang (are
            // dropped) when the word goes to a new line.
            var spaces = index
            while spaces < characters.count, isBreakingSpace(characters[spaces]) { spaces += 1 }
            guard spaces < characters.count else { break }  // trailing spaces hang
            var end = spaces + 1
            if !breaksAnywhere(characters[spaces]) {
                while end < characters.count, !isBreakingSpace(characters[end]), !breaksAnywhere(characters[end]) {
                    end += 1
                }
            }
            // Spaces at the very start of a paragraph are text; elsewhere they only join words.
            let keepsSpaces = !line.isEmpty || lines.count == firstLine
            let spacing = keepsSpaces ? characters[index..<spaces].reduce(0) { $0 + advance(of: $1) } : 0
            let word = characters[spaces..<end]
            let wordWidth = word.reduce(0) { $0 + advance(of: $1) }
            if lineWidth + spacing + wordWidth <= available {
                if keepsSpaces { line += characters[index..<spaces] }
                line += word
                lineWidth += spacing + wordWidth
            } else {
                if !line.isEmpty { endLine() }
                // A word longer than a whole line breaks inside, after as many characters as fit.
                for character in word {
                    let characterWidth = advance(of: character)
                    if lineWidth + characterWidth > available, !line.isEmpty { endLine() }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            index = end
        }
        if !line.isEmpty || lines.count == firstLine { endLine() }
    }

    /// Whether a character is a space a line may break at (a no-break space is not).
    private static func isBreakingSpace(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.value {
        case 0x20: return true
        case 0xA0, 0x2007, 0x202F: return false
        default: return first.value > 0x7F && first.properties.generalCategory == .spaceSeparator
        }
    }
}
