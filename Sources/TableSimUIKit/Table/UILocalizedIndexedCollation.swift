import TableSim

/// Groups objects into index sections by the device's language (UIKit's
/// `UILocalizedIndexedCollation`): A–Z then `#` (27 titles) in English, TableSim's default, and the
/// 14 basic consonants ㄱ…ㅎ first (41 titles) in Korean.
///
/// The device's language is ``locale``, never the host machine's, so a test collates the same
/// everywhere: set `UILocalizedIndexedCollation.locale = Locale(identifier: "ko")` for a Korean
/// device. UIKit's selector forms take a closure here (`#selector` does not compile on Linux):
/// write `section(for: contact, collationStringSelector: \.name)` or pass any `(T) -> String`.
@MainActor
open class UILocalizedIndexedCollation: NSObject {
    /// The language of the simulated device (English by default); `current()` follows it.
    public static var locale = Locale(identifier: "en")

    /// The core collation of the language.
    private let collation: IndexedCollation

    private init(collation: IndexedCollation) {
        self.collation = collation
        super.init()
    }

    /// The collation of the device's language, ``locale``.
    open class func current() -> UILocalizedIndexedCollation {
        UILocalizedIndexedCollation(collation: IndexedCollation(locale: locale))
    }

    /// The titles of the sections objects are grouped into, in order.
    open var sectionTitles: [String] { collation.sectionTitles }

    /// The titles the section index shows, in order.
    open var sectionIndexTitles: [String] { collation.sectionIndexTitles }

    /// The section of the index title at a position of ``sectionIndexTitles``.
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        collation.section(forSectionIndexTitleAt: indexTitleIndex)
    }

    /// The section an object belongs to, by the string it collates under (UIKit passes a selector
    /// of a method returning that string; here a closure or key path returns it).
    open func section<T>(for object: T, collationStringSelector collationString: (T) -> String) -> Int {
        collation.section(for: object, collationString: collationString)
    }

    /// The objects sorted by the string they collate under (closure or key path in place of UIKit's
    /// selector); objects with equal strings keep their order.
    open func sortedArray<T>(from array: [T], collationStringSelector collationString: (T) -> String) -> [T] {
        collation.sortedArray(from: array, collationString: collationString)
    }
}
