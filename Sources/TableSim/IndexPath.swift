@_exported import struct Foundation.IndexPath

/// UIKit's table additions to Foundation's `IndexPath`: a section and a row within it.
///
/// Its description is `[0, 2]`, which is how traces print it.
extension IndexPath {
    /// Creates an index path for a row in a section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
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
