import TableSim

/// Groups objects into index sections by the device's language (UIKit's
/// `UILocalizedIndexedCollation`): A–Z then `#` (27 titles) in English, TableSim's default, and the
/// 14 basic consonants ㄱ…ㅎ first (41 titles) in Korean.
///
/// The device's language is ``locale``, never the host machine's, so a test collates the same
/// everywhere: set `UILocalizedIndexedCollation.locale = Locale(identifier: "ko")` for a Korean
/// device. UIKit's selector forms take a `Selector` naming a stored property, as apps write
/// `Selector("name")` (`#selector` does not compile on Linux), or a closure or key path:
/// `section(for: contact, collationStringSelector: \.name)` or any `(T) -> String`.
@preconcurrency @MainActor
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

    /// The section an object belongs to, by the string in its stored property that the selector
    /// names (`Selector("self")`: the object itself, a string); any other object files under the
    /// last section, `#`, with `collationString(of:selector:)`'s reasons.
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        guard let string = Self.collationString(of: object, selector: selector) else {
            return collation.sectionTitles.count - 1
        }
        return collation.section(for: string)
    }

    /// The objects sorted by the string in their stored property that the selector names; objects
    /// with equal strings keep their order, and those without a string follow all others, as they
    /// file under `#`.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let strings = array.map { Self.collationString(of: $0, selector: selector) }
        let named = zip(array, strings).compactMap { object, string in string.map { (object, $0) } }
        let unnamed = zip(array, strings).filter { $0.1 == nil }.map(\.0)
        return collation.sortedArray(from: named) { $0.1 }.map(\.0) + unnamed
    }

    /// The string UIKit's `performSelector:` would get from the object: the stored property the
    /// selector names, found by `Mirror` up the class chain (Linux has no Objective-C runtime to
    /// send the selector), or the object itself for `self`.
    ///
    /// Nil when no stored `String` (or `String?` holding one) has that name. UIKit would raise
    /// "unrecognized selector" for a missing method, but the collation belongs to no table whose
    /// trace could take the exception, and a name `Mirror` cannot see may be a computed property
    /// or a method that a device answers: raising would crash an app that runs on a device. So the
    /// object files under `#`, where a test sees it.
    static func collationString(of object: Any, selector: Selector) -> String? {
        if selector.description == "self" { return object as? String }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == selector.description }) {
                // A cast from `Any` unwraps an optional, so a `String?` holding text is read too.
                return child.value as? String
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
