@_exported import struct Foundation.IndexPath

/// UIKit's table additions to Foundation's `IndexPath`: a section and a row within it.
///
/// Its description is `[0, 2]`, which is how traces print it.
extension IndexPath {
    /// Creates an index path for a row in a section.
    public init(row: Int, section: Int) {
        // The same two-index value as `init(indexes: [section, row])`, without building the array
        // first (half the time; tables make index paths on every frame).
        self = IndexPath(index: section).appending(row)
    }

    /// The index of the section that holds the row.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index of the row within its section.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// UIKit's collection-view names for the same two numbers, which table code uses too.
extension IndexPath {
    /// Creates an index path for an item in a section (the same as a row).
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The index of the item within its section: the row.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
