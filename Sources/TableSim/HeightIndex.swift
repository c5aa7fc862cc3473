/// Row heights of one section with logarithmic row-to-offset and offset-to-row queries, height
/// changes, and row insertion and removal.
///
/// Rows are kept as maximal runs of equal height in a treap ordered by position; every node also
/// holds its subtree's row count and height sum. A section of ten million rows that share one height
/// is a single run, so it costs no memory per row, and every operation costs O(log r) for r runs,
/// whatever the number of rows: inserting or deleting one row of a ten-million-row section touches
/// a handful of nodes, as a batch update on a huge table needs.
package struct HeightIndex: Sendable {
    private struct Node: Sendable {
        var left = -1
        var right = -1
        var priority: UInt64
        /// The rows of this node's own run.
        var runCount: Int
        /// The height of each row of the run.
        var height: Double
        /// The rows of the whole subtree.
        var totalCount: Int
        /// The height of the whole subtree.
        var totalHeight: Double
    }

    private var nodes: [Node] = []
    private var freeSlots: [Int] = []
    private var root = -1
    /// The sequence the priorities come from (seeded, so shapes replay).
    private var priorities = SeededRandom(seed: 0x5DEE_CE66_D1CE_4E5B)

    /// The height of a row that was never set otherwise.
    package private(set) var baseHeight: Double

    /// The number of rows.
    package var count: Int { root < 0 ? 0 : nodes[root].totalCount }

    /// Creates an index of `count` rows that all have `baseHeight`.
    package init(count: Int, baseHeight: Double) {
        precondition(count >= 0 && baseHeight >= 0)
        self.baseHeight = baseHeight
        if count > 0 { root = makeNode(count: count, height: baseHeight) }
    }

    // MARK: Queries

    /// The height of a row.
    package func height(of row: Int) -> Double {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        var node = root
        var index = row
        while true {
            let left = nodes[node].left
            let leftCount = left >= 0 ? nodes[left].totalCount : 0
            if index < leftCount {
                node = left
            } else if index < leftCount + nodes[node].runCount {
                return nodes[node].height
            } else {
                index -= leftCount + nodes[node].runCount
                node = nodes[node].right
            }
        }
    }

    /// The offset of a row's top from the section's first row: the sum of the heights above it.
    package func offset(of row: Int) -> Double {
        precondition(row >= 0 && row <= count, "row \(row) out of 0...\(count)")
        var sum = 0.0
        var node = root
        var index = row
        while node >= 0, index > 0 {
            let left = nodes[node].left
            let leftCount = left >= 0 ? nodes[left].totalCount : 0
            if index <= leftCount {
                node = left
                continue
            }
            if left >= 0 { sum += nodes[left].totalHeight }
            index -= leftCount
            let run = nodes[node].runCount
            if index <= run { return sum + Double(index) * nodes[node].height }
            sum += Double(run) * nodes[node].height
            index -= run
            node = nodes[node].right
        }
        return sum
    }

    /// The sum of all row heights.
    package var totalHeight: Double { root < 0 ? 0 : nodes[root].totalHeight }

    /// The row whose extent holds `y` (measured from the section's first row), clamped to the rows.
    ///
    /// Rows of zero height are skipped over, as they can hold no point.
    package func row(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        // The largest number of leading rows whose heights sum to at most y is the row that holds y.
        var position = 0
        var remaining = y
        var node = root
        while node >= 0 {
            let left = nodes[node].left
            let leftHeight = left >= 0 ? nodes[left].totalHeight : 0
            if leftHeight > remaining {
                node = left
                continue
            }
            remaining -= leftHeight
            position += left >= 0 ? nodes[left].totalCount : 0
            let run = nodes[node].runCount
            let height = nodes[node].height
            if height > 0 {
                let fitting = (remaining / height).rounded(.down)
                if fitting < Double(run) {
                    position += Int(fitting)
                    break
                }
                remaining -= Double(run) * height
            }
            position += run
            node = nodes[node].right
        }
        return min(position, count - 1)
    }

    /// The runs of equal height, in row order: how many rows, and their height.
    package var runs: [(count: Int, height: Double)] {
        var out: [(count: Int, height: Double)] = []
        forEachRun { out.append(($0, $1)) }
        return out
    }

    /// The rows that differ from the base, in row order, with their heights (one entry per row).
    package var customHeights: [(row: Int, height: Double)] {
        var out: [(row: Int, height: Double)] = []
        var row = 0
        forEachRun { count, height in
            if height != baseHeight { for offset in 0..<count { out.append((row + offset, height)) } }
            row += count
        }
        return out
    }

    private func forEachRun(_ body: (Int, Double) -> Void) {
        var stack: [Int] = []
        var node = root
        while node >= 0 || !stack.isEmpty {
            while node >= 0 {
                stack.append(node)
                node = nodes[node].left
            }
            let top = stack.removeLast()
            body(nodes[top].runCount, nodes[top].height)
            node = nodes[top].right
        }
    }

    // MARK: Changes

    /// Sets the height of a row.
    package mutating func setHeight(_ height: Double, of row: Int) {
        precondition(row >= 0 && row < count, "row \(row) out of 0..<\(count)")
        precondition(height >= 0, "negative height \(height)")
        guard self.height(of: row) != height else { return }
        let (before, rest) = split(root, row)
        let (single, after) = split(rest, 1)
        freeSubtree(single)
        root = join(before, run: 1, height: height, after)
    }

    /// Inserts `count` rows of a height before a row (or at the end), moving the rows from it down.
    package mutating func insertRows(at row: Int, count rows: Int, height: Double) {
        precondition(row >= 0 && row <= count, "row \(row) out of 0...\(count)")
        precondition(rows >= 0 && height >= 0)
        guard rows > 0 else { return }
        let (before, after) = split(root, row)
        root = join(before, run: rows, height: height, after)
    }

    /// Removes `count` rows from a row on, moving the rows after them up.
    package mutating func removeRows(at row: Int, count rows: Int) {
        precondition(row >= 0 && rows >= 0 && row + rows <= count, "rows \(row)..<\(row + rows) out of 0..<\(count)")
        guard rows > 0 else { return }
        let (before, rest) = split(root, row)
        let (removed, after) = split(rest, rows)
        freeSubtree(removed)
        // The runs on both sides of the gap may now share a height: they become one run.
        if before >= 0, after >= 0, let height = firstHeight(after), lastHeight(before) == height {
            let (tail, runCount) = popFirst(after)
            growLast(before, by: runCount)
            root = merge(before, tail)
        } else {
            root = merge(before, after)
        }
    }

    // MARK: Treap internals

    private mutating func makeNode(count: Int, height: Double) -> Int {
        let node = Node(
            priority: priorities.next(), runCount: count, height: height, totalCount: count,
            totalHeight: Double(count) * height)
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            return slot
        }
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func refresh(_ node: Int) {
        var count = nodes[node].runCount
        var height = Double(count) * nodes[node].height
        let left = nodes[node].left
        let right = nodes[node].right
        if left >= 0 {
            count += nodes[left].totalCount
            height += nodes[left].totalHeight
        }
        if right >= 0 {
            count += nodes[right].totalCount
            height += nodes[right].totalHeight
        }
        nodes[node].totalCount = count
        nodes[node].totalHeight = height
    }

    /// Splits a subtree into its first `k` rows and the rest, cutting a run in two where needed.
    private mutating func split(_ node: Int, _ k: Int) -> (Int, Int) {
        guard node >= 0 else { return (-1, -1) }
        let left = nodes[node].left
        let leftCount = left >= 0 ? nodes[left].totalCount : 0
        let run = nodes[node].runCount
        if k <= leftCount {
            let (a, b) = split(left, k)
            nodes[node].left = b
            refresh(node)
            return (a, node)
        }
        if k >= leftCount + run {
            let (a, b) = split(nodes[node].right, k - leftCount - run)
            nodes[node].right = a
            refresh(node)
            return (node, b)
        }
        let head = k - leftCount
        let tail = makeNode(count: run - head, height: nodes[node].height)
        // The tail takes the cut node's place under its ancestors: its priority must not exceed it.
        let limit = nodes[node].priority
        nodes[tail].priority = limit == 0 ? 0 : nodes[tail].priority % limit
        let right = nodes[node].right
        nodes[node].runCount = head
        nodes[node].right = -1
        refresh(node)
        let rest = merge(tail, right)
        return (node, rest)
    }

    private mutating func merge(_ a: Int, _ b: Int) -> Int {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[a].priority > nodes[b].priority {
            let merged = merge(nodes[a].right, b)
            nodes[a].right = merged
            refresh(a)
            return a
        }
        let merged = merge(a, nodes[b].left)
        nodes[b].left = merged
        refresh(b)
        return b
    }

    /// Joins `before`, a run of `rows` rows of `height`, and `after`, folding the run into a
    /// neighbouring run of the same height so that runs stay maximal.
    private mutating func join(_ before: Int, run rows: Int, height: Double, _ after: Int) -> Int {
        var rows = rows
        var after = after
        if after >= 0, firstHeight(after) == height {
            let (tail, runCount) = popFirst(after)
            after = tail
            rows += runCount
        }
        if before >= 0, lastHeight(before) == height {
            growLast(before, by: rows)
            return merge(before, after)
        }
        return merge(merge(before, makeNode(count: rows, height: height)), after)
    }

    private func firstHeight(_ node: Int) -> Double? {
        guard node >= 0 else { return nil }
        var node = node
        while nodes[node].left >= 0 { node = nodes[node].left }
        return nodes[node].height
    }

    private func lastHeight(_ node: Int) -> Double? {
        guard node >= 0 else { return nil }
        var node = node
        while nodes[node].right >= 0 { node = nodes[node].right }
        return nodes[node].height
    }

    /// Adds rows to the last run of a subtree.
    private mutating func growLast(_ node: Int, by rows: Int) {
        let right = nodes[node].right
        if right >= 0 {
            growLast(right, by: rows)
        } else {
            nodes[node].runCount += rows
        }
        refresh(node)
    }

    /// Removes the first run of a subtree; returns the rest and the run's row count.
    private mutating func popFirst(_ node: Int) -> (rest: Int, count: Int) {
        let left = nodes[node].left
        if left >= 0 {
            let (rest, count) = popFirst(left)
            nodes[node].left = rest
            refresh(node)
            return (node, count)
        }
        let rest = nodes[node].right
        let count = nodes[node].runCount
        freeSlots.append(node)
        return (rest, count)
    }

    private mutating func freeSubtree(_ node: Int) {
        guard node >= 0 else { return }
        var stack = [node]
        while let top = stack.popLast() {
            if nodes[top].left >= 0 { stack.append(nodes[top].left) }
            if nodes[top].right >= 0 { stack.append(nodes[top].right) }
            freeSlots.append(top)
        }
    }

    // MARK: Invariants

    /// Every broken invariant of the tree, as a sentence each; empty when the index is consistent.
    ///
    /// Subtree counts and sums agree with the runs; priorities form a heap; runs are non-empty, of
    /// non-negative height, and maximal (neighbours differ in height); free slots are unreachable.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        // Explorers check after every step: no allocation per node.
        var reachable = [Bool](repeating: false, count: nodes.count)
        func visit(_ node: Int) -> (count: Int, height: Double) {
            guard node >= 0 else { return (0, 0) }
            if reachable[node] {
                problems.append("node \(node) is reached twice")
                return (0, 0)
            }
            reachable[node] = true
            let n = nodes[node]
            if n.runCount <= 0 { problems.append("node \(node) holds an empty run") }
            if n.height < 0 { problems.append("node \(node) has a negative height") }
            if n.left >= 0, nodes[n.left].priority > n.priority { problems.append("node \(n.left) breaks the heap order") }
            if n.right >= 0, nodes[n.right].priority > n.priority {
                problems.append("node \(n.right) breaks the heap order")
            }
            let left = visit(n.left)
            let right = visit(n.right)
            let count = left.count + n.runCount + right.count
            let height = left.height + Double(n.runCount) * n.height + right.height
            if n.totalCount != count { problems.append("node \(node) counts \(n.totalCount), not \(count)") }
            if abs(n.totalHeight - height) > 1e-6 * max(1, abs(height)) {
                problems.append("node \(node) sums \(n.totalHeight), not \(height)")
            }
            return (count, height)
        }
        _ = visit(root)
        if freeSlots.contains(where: { reachable[$0] }) { problems.append("a free slot is still in the tree") }
        var index = 0
        var previous: Double?
        forEachRun { _, height in
            if previous == height { problems.append("runs \(index - 1) and \(index) share a height") }
            previous = height
            index += 1
        }
        return problems
    }
}

extension HeightIndex: Equatable {
    /// Two indexes are equal when they hold the same heights row for row (their tree shapes may differ).
    package static func == (lhs: HeightIndex, rhs: HeightIndex) -> Bool {
        let a = lhs.runs
        let b = rhs.runs
        return lhs.baseHeight == rhs.baseHeight && a.count == b.count
            && zip(a, b).allSatisfy { $0.count == $1.count && $0.height == $1.height }
    }
}

/// Dense prefix sums of non-negative values with logarithmic update, prefix and search (a Fenwick tree).
///
/// Inserting or removing a value rebuilds the tree in O(n): it serves the sections of a table, whose
/// row counts UIKit itself asks again for every section after each batch update.
package struct PrefixSums: Sendable, Equatable {
    private var tree: [Double]
    private var values: [Double]

    /// Creates prefix sums over the values.
    package init(_ values: [Double]) {
        self.values = values
        tree = PrefixSums.build(values)
    }

    private static func build(_ values: [Double]) -> [Double] {
        var tree = [0] + values
        let n = values.count
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
        return tree
    }

    /// The number of values.
    package var count: Int { values.count }

    /// The value at an index.
    package subscript(index: Int) -> Double { values[index] }

    /// Replaces the value at an index.
    package mutating func set(_ value: Double, at index: Int) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Inserts a value before an index (or at the end), moving the later values up by one.
    package mutating func insert(_ value: Double, at index: Int) {
        values.insert(value, at: index)
        tree = PrefixSums.build(values)
    }

    /// Removes the value at an index, moving the later values down by one.
    package mutating func remove(at index: Int) {
        values.remove(at: index)
        tree = PrefixSums.build(values)
    }

    /// The sum of the values before an index.
    package func prefix(_ index: Int) -> Double {
        var sum = 0.0
        var i = index
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of every value.
    package var total: Double { prefix(values.count) }

    /// The index whose span holds `y`, clamped to the indexes; zero-sized spans are skipped.
    package func index(at y: Double) -> Int {
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

    /// Every broken invariant, as a sentence each: each prefix agrees with a plain sum of the values.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        if tree.count != values.count + 1 { problems.append("tree size \(tree.count) for \(values.count) values") }
        var sum = 0.0
        for index in 0...values.count {
            if abs(prefix(index) - sum) > 1e-6 * max(1, abs(sum)) { problems.append("prefix \(index) is wrong") }
            if index < values.count { sum += values[index] }
        }
        return problems
    }
}
