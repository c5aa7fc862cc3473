/// Row heights of one section with logarithmic row-to-offset and offset-to-row queries.
///
/// Every row has a base height unless set otherwise; only rows that differ from the base are stored,
/// in a sparse Fenwick tree of their differences, so a section of ten million rows that all share one
/// height costs no memory per row, and each query or update costs O(log n).
public struct HeightIndex: Sendable, Equatable {
    /// The number of rows.
    public private(set) var count: Int
    /// The height of a row that was never set otherwise.
    public private(set) var baseHeight: Double
    /// Fenwick nodes (1-based) of the differences from the base; a missing node is 0.
    private var tree: [Int: Double] = [:]
    /// The difference of each row that differs from the base.
    private var deltas: [Int: Double] = [:]

    /// Creates an index of `count` rows that all have `baseHeight`.
    public init(count: Int, baseHeight: Double) {
        precondition(count >= 0 && baseHeight >= 0)
        self.count = count
        self.baseHeight = baseHeight
    }

    /// The height of a row.
    public func height(of row: Int) -> Double {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        return baseHeight + (deltas[row] ?? 0)
    }

    /// Sets the height of a row.
    public mutating func setHeight(_ height: Double, of row: Int) {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        let old = deltas[row] ?? 0
        let new = height - baseHeight
        guard old != new else { return }
        if new == 0 { deltas[row] = nil } else { deltas[row] = new }
        var i = row + 1
        while i <= count {
            let value = (tree[i] ?? 0) + (new - old)
            tree[i] = value == 0 ? nil : value
            i += i & -i
        }
    }

    /// The offset of a row's top from the section's first row: the sum of the heights above it.
    public func offset(of row: Int) -> Double {
        precondition(row >= 0 && row <= count, "row \(row) out of 0...\(count)")
        var sum = Double(row) * baseHeight
        var i = row
        while i > 0 {
            sum += tree[i] ?? 0
            i -= i & -i
        }
        return sum
    }

    /// The sum of all row heights.
    public var totalHeight: Double { offset(of: count) }

    /// The row whose extent holds `y` (measured from the section's first row), clamped to the rows.
    ///
    /// Rows of zero height are skipped over, as they can hold no point.
    public func row(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        // Fenwick descent: the largest prefix of rows whose heights sum to at most y.
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count {
                let span = Double(step) * baseHeight + (tree[next] ?? 0)
                if span <= remaining {
                    position = next
                    remaining -= span
                }
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Replaces the rows with `count` rows of the base height followed by the given changes, as after
    /// an insertion or deletion; `heights` lists the rows that differ from the base.
    public mutating func rebuild(count: Int, heights: [(row: Int, height: Double)]) {
        self.count = count
        tree = [:]
        deltas = [:]
        for (row, height) in heights.sorted(by: { $0.row < $1.row }) { setHeight(height, of: row) }
    }

    /// The rows that differ from the base, in row order, with their heights.
    public var customHeights: [(row: Int, height: Double)] {
        deltas.keys.sorted().map { ($0, baseHeight + deltas[$0]!) }
    }
}

/// Dense prefix sums of non-negative values with logarithmic update, prefix and search (a Fenwick tree).
public struct PrefixSums: Sendable, Equatable {
    private var tree: [Double]
    private var values: [Double]

    /// Creates prefix sums over the values.
    public init(_ values: [Double]) {
        self.values = values
        tree = [0] + values
        let n = values.count
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
    }

    /// The number of values.
    public var count: Int { values.count }

    /// The value at an index.
    public subscript(index: Int) -> Double { values[index] }

    /// Replaces the value at an index.
    public mutating func set(_ value: Double, at index: Int) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the values before an index.
    public func prefix(_ index: Int) -> Double {
        var sum = 0.0
        var i = index
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of every value.
    public var total: Double { prefix(values.count) }

    /// The index whose span holds `y`, clamped to the indexes; zero-sized spans are skipped.
    public func index(at y: Double) -> Int {
        let n = values.count
        guard n > 0 else { return 0 }
        if y <= 0 {
            // The first index with a non-empty span, or 0.
            return 0
        }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= n, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, n - 1)
    }
}
