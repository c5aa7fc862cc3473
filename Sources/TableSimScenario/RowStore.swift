import Foundation

/// The rows of a declared section, stored as runs so that `rows 10000000 "Item {n}"` costs one run.
public struct RowStore: Hashable, Sendable {
    private enum Run: Hashable, Sendable {
        case single(RowDeclaration)
        /// `count` rows titled from `template`, `{n}` standing for `firstNumber`, `firstNumber + 1`, ...
        case template(firstNumber: Int, count: Int, template: String, options: RowOptions)

        var count: Int {
            switch self {
            case .single: 1
            case .template(_, let count, _, _): count
            }
        }

        func row(at offset: Int) -> RowDeclaration {
            switch self {
            case .single(let row):
                return row
            case .template(let first, _, let template, let options):
                let title = template.replacingOccurrences(of: "{n}", with: String(first + offset))
                return RowDeclaration(title: title, options: options)
            }
        }

        /// The run split at an offset: the rows before it and the rows from it on.
        func split(at offset: Int) -> (Run?, Run?) {
            switch self {
            case .single:
                return offset == 0 ? (nil, self) : (self, nil)
            case .template(let first, let count, let template, let options):
                let head: Run? = offset > 0 ? .template(firstNumber: first, count: offset, template: template, options: options) : nil
                let tail: Run? =
                    offset < count
                    ? .template(firstNumber: first + offset, count: count - offset, template: template, options: options)
                    : nil
                return (head, tail)
            }
        }
    }

    private var runs: [Run] = []
    /// The number of rows.
    public private(set) var count = 0

    public init() {}

    /// Appends one row.
    public mutating func append(_ row: RowDeclaration) {
        runs.append(.single(row))
        count += 1
    }

    /// Appends `count` rows titled from a template in which `{n}` counts from 1.
    public mutating func append(count: Int, template: String, options: RowOptions) {
        guard count > 0 else { return }
        runs.append(.template(firstNumber: 1, count: count, template: template, options: options))
        self.count += count
    }

    private func locate(_ index: Int) -> (run: Int, offset: Int) {
        var remaining = index
        for (i, run) in runs.enumerated() {
            if remaining < run.count { return (i, remaining) }
            remaining -= run.count
        }
        return (runs.count, 0)
    }

    /// The row at an index.
    public subscript(index: Int) -> RowDeclaration {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        let (run, offset) = locate(index)
        return runs[run].row(at: offset)
    }

    /// Replaces the row at an index.
    public mutating func replace(at index: Int, with row: RowDeclaration) {
        remove(at: index)
        insert(row, at: index)
    }

    /// Inserts a row before an index (or at the end).
    public mutating func insert(_ row: RowDeclaration, at index: Int) {
        precondition(index >= 0 && index <= count)
        let (run, offset) = locate(index)
        if run == runs.count {
            runs.append(.single(row))
        } else {
            let (head, tail) = runs[run].split(at: offset)
            runs.replaceSubrange(run...run, with: [head, .single(row), tail].compactMap { $0 })
        }
        count += 1
    }

    /// Removes and returns the row at an index.
    @discardableResult
    public mutating func remove(at index: Int) -> RowDeclaration {
        precondition(index >= 0 && index < count)
        let (run, offset) = locate(index)
        let removed = runs[run].row(at: offset)
        let (head, rest) = runs[run].split(at: offset)
        let tail = rest?.split(at: 1).1
        runs.replaceSubrange(run...run, with: [head, tail].compactMap { $0 })
        count -= 1
        return removed
    }

    /// Whether any row satisfies a predicate on its options (checked once per run).
    public func anyOptions(_ predicate: (RowOptions) -> Bool) -> Bool {
        runs.contains { run in
            switch run {
            case .single(let row): predicate(row.options)
            case .template(_, _, _, let options): predicate(options)
            }
        }
    }
}
