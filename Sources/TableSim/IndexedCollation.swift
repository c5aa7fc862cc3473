import Foundation

/// Groups strings into index sections the way UIKit's `UILocalizedIndexedCollation` does for the
/// device's language: for English A–Z then `#` for everything else (27 titles); for Korean the 14
/// basic initial consonants ㄱ…ㅎ first (41 titles). TableSim models these two languages; every
/// other language collates as English.
///
/// A Hangul syllable belongs to its initial consonant (초성), computed from Unicode arithmetic and
/// then mapped by a table into the compatibility-jamo block that index titles are written in; double
/// consonants fold into their single one (까 is under ㄱ). Latin letters fold case and diacritics
/// (é is under E). Bare consonants (ㄷ, ᄃ) belong to themselves. The titles Apple's Korean collation
/// uses are not published; these are TableSim's modelled choice (see <doc:IndexCollation>).
public struct IndexedCollation: Hashable, Sendable {
    /// The titles of the sections strings are grouped into, in order.
    public let sectionTitles: [String]
    /// The titles the section index shows, in order (the same as ``sectionTitles``).
    public let sectionIndexTitles: [String]

    /// The section index of the first Latin letter, A.
    private let latinStart: Int

    /// The collation of a Korean-language device (`UILocalizedIndexedCollation.current()` there).
    public static let korean = IndexedCollation(hangulTitles: IndexedCollation.basicConsonants)

    /// The collation of an English-language device, and of every language TableSim does not model.
    public static let english = IndexedCollation(hangulTitles: [])

    /// The collation of TableSim's default device language, English: the simulator never reads the
    /// host's locale, so a run collates the same on every machine.
    public static func current() -> IndexedCollation { english }

    /// The collation of a locale's language: Korean for `ko`, English for every other.
    public init(locale: Locale) {
        self = locale.language.languageCode?.identifier == "ko" ? .korean : .english
    }

    private init(hangulTitles: [String]) {
        let latin = (UInt32(65)...UInt32(90)).map { String(Character(Unicode.Scalar($0)!)) }
        sectionTitles = hangulTitles + latin + ["#"]
        sectionIndexTitles = sectionTitles
        latinStart = hangulTitles.count
    }

    /// The section of the index title at a position of ``sectionIndexTitles`` (UIKit's
    /// `section(forSectionIndexTitle:)`); every index title names its own section here.
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        min(max(index, 0), sectionTitles.count - 1)
    }

    /// The section a string belongs to, by its first character.
    public func section(for string: String) -> Int {
        guard let first = string.unicodeScalars.first else { return sectionTitles.count - 1 }
        // Without Hangul titles (English), Hangul files under `#` with every other script.
        if latinStart > 0, let consonant = IndexedCollation.initialConsonant(of: first),
            let index = IndexedCollation.basicConsonants.firstIndex(of: String(Character(consonant)))
        {
            return index
        }
        if let letter = IndexedCollation.latinLetter(of: first) {
            return latinStart + Int(letter.value - 65)
        }
        return sectionTitles.count - 1
    }

    /// The title of the section a string belongs to: `ㄷ` for "다람쥐", `E` for "éclair", `#` for "7".
    public func sectionTitle(for string: String) -> String { sectionTitles[section(for: string)] }

    /// The section an object belongs to, by the string it collates under (UIKit's
    /// `section(for:collationStringSelector:)`).
    public func section<T>(for object: T, collationString: (T) -> String) -> Int {
        section(for: collationString(object))
    }

    /// The objects sorted by the string they collate under (UIKit's `sortedArray(from:collationStringSelector:)`).
    ///
    /// Strings compare by Unicode scalar values, which orders Hangul syllables as the dictionary does.
    public func sortedArray<T>(from objects: [T], collationString: (T) -> String) -> [T] {
        objects.enumerated().sorted { a, b in
            let x = collationString(a.element), y = collationString(b.element)
            return x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars) { $0.value < $1.value }
                || (x.unicodeScalars.elementsEqual(y.unicodeScalars) && a.offset < b.offset)
        }.map(\.element)
    }

    // MARK: Hangul

    /// The 14 basic consonants in the compatibility-jamo block (U+3131…), as index titles write them.
    public static let basicConsonants = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]

    /// The first Hangul syllable, 가 (U+AC00).
    static let firstSyllable: UInt32 = 0xAC00
    /// The last Hangul syllable, 힣 (U+D7A3).
    static let lastSyllable: UInt32 = 0xD7A3
    /// The syllables that share one initial consonant: 21 vowels × 28 finals.
    static let syllablesPerInitial: UInt32 = 588

    /// The 19 initial consonants of the choseong block (U+1100…U+1112) in the compatibility block.
    ///
    /// The two blocks are ordered differently (the compatibility block interleaves the clusters that
    /// only end a syllable, such as ㄳ), so no constant offset maps one onto the other.
    static let compatibilityForChoseong: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// The basic consonant each compatibility consonant (U+3131…U+314E) files under: doubles fold
    /// to their single consonant, clusters to their first.
    static let basicForCompatibility: [UInt32: UInt32] = [
        0x3131: 0x3131, 0x3132: 0x3131, 0x3133: 0x3131,  // ㄱ ㄲ ㄳ
        0x3134: 0x3134, 0x3135: 0x3134, 0x3136: 0x3134,  // ㄴ ㄵ ㄶ
        0x3137: 0x3137, 0x3138: 0x3137,  // ㄷ ㄸ
        0x3139: 0x3139, 0x313A: 0x3139, 0x313B: 0x3139, 0x313C: 0x3139, 0x313D: 0x3139, 0x313E: 0x3139,
        0x313F: 0x3139, 0x3140: 0x3139,  // ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ
        0x3141: 0x3141,  // ㅁ
        0x3142: 0x3142, 0x3143: 0x3142, 0x3144: 0x3142,  // ㅂ ㅃ ㅄ
        0x3145: 0x3145, 0x3146: 0x3145,  // ㅅ ㅆ
        0x3147: 0x3147,  // ㅇ
        0x3148: 0x3148, 0x3149: 0x3148,  // ㅈ ㅉ
        0x314A: 0x314A, 0x314B: 0x314B, 0x314C: 0x314C, 0x314D: 0x314D, 0x314E: 0x314E,  // ㅊ ㅋ ㅌ ㅍ ㅎ
    ]

    /// The initial consonant of a Hangul syllable in the choseong block (U+1100…), by Unicode
    /// arithmetic; nil for anything that is not a syllable.
    public static func choseong(of syllable: Unicode.Scalar) -> Unicode.Scalar? {
        let value = syllable.value
        guard value >= firstSyllable, value <= lastSyllable else { return nil }
        return Unicode.Scalar(0x1100 + (value - firstSyllable) / syllablesPerInitial)
    }

    /// The compatibility-jamo consonant (U+3131…) that a choseong (U+1100…U+1112) is written as.
    public static func compatibilityJamo(forChoseong choseong: Unicode.Scalar) -> Unicode.Scalar? {
        let value = choseong.value
        guard value >= 0x1100, value <= 0x1112 else { return nil }
        return Unicode.Scalar(compatibilityForChoseong[Int(value - 0x1100)])
    }

    /// The basic consonant (one of ``basicConsonants``) a character files under: a syllable's
    /// initial, a bare choseong or compatibility consonant, folded; nil for anything else.
    public static func initialConsonant(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        var compatibility = scalar.value
        if let choseong = choseong(of: scalar) {
            compatibility = compatibilityJamo(forChoseong: choseong)!.value
        } else if let mapped = compatibilityJamo(forChoseong: scalar) {
            compatibility = mapped.value
        }
        return basicForCompatibility[compatibility].flatMap(Unicode.Scalar.init)
    }

    // MARK: Latin

    /// The capital letter A–Z a Latin letter files under, folding case and diacritics; nil otherwise.
    ///
    /// It reads the letter off the character's Unicode name ("LATIN SMALL LETTER E WITH ACUTE" is E;
    /// a ligature such as Æ or Œ is its first letter; ß, "SHARP S", is S), so it needs no folding table.
    static func latinLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        if value >= 65, value <= 90 { return scalar }
        if value >= 97, value <= 122 { return Unicode.Scalar(value - 32) }
        guard value >= 0xC0, let name = scalar.properties.name else { return nil }
        let words = name.split(separator: " ")
        guard words.contains("LATIN") else { return nil }
        // Œ, ĳ and ﬁ are named LIGATURE, not LETTER ("LATIN CAPITAL LIGATURE OE"): the letters follow.
        if let ligature = words.firstIndex(of: "LIGATURE"), ligature + 1 < words.count,
            let first = words[ligature + 1].unicodeScalars.first, first.value >= 65, first.value <= 90
        {
            return first
        }
        guard let letter = words.firstIndex(of: "LETTER") else { return nil }
        for word in words[(letter + 1)...] where word != "SMALL" && word != "CAPITAL" {
            if word.count == 1 || word.count == 2, word.allSatisfy({ $0 >= "A" && $0 <= "Z" }) {
                return word.unicodeScalars.first
            }
        }
        return nil
    }
}
