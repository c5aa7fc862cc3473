/// A path to a row in a table view: a section and a row within it, as UIKit's `IndexPath` for tables.
///
/// Its description is `[0, 2]`, exactly like Swift's `IndexPath`, which is how traces print it.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section that holds the row.
    public var section: Int
    /// The index of the row within its section.
    public var row: Int

    /// Creates an index path for a row in a section.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// A description in the form Swift's `IndexPath` prints: `[section, row]`.
    public var description: String { "[\(section), \(row)]" }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
