import Foundation

/// The rows of a declared section, stored as runs so that `rows 10000000 "Item {n}"` costs one run.
package struct RowStore: Hashable, Sendable {
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
                return RowDeclaration(title: RowStore.title(template, number: first + offset), options: options)
            }
        }

        var options: RowOptions {
            switch self {
            case .single(let row): row.options
            case .template(_, _, _, let options): options
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

    /// A slice of the runs with the running total of their rows, so that finding a row is a binary
    /// search and an edit moves only this chunk's runs.
    private struct Chunk: Sendable {
        var runs: [Run] = []
        /// `ends[i]`: the rows in `runs[0...i]`.
        var ends: [Int] = []

        var count: Int { ends.last ?? 0 }

        /// The run holding a row of the chunk, and the row's offset in it.
        func locate(_ offset: Int) -> (run: Int, offset: Int) {
            let run = firstIndex(in: ends, greaterThan: offset)
            return (run, offset - (run > 0 ? ends[run - 1] : 0))
        }

        mutating func append(_ run: Run) {
            runs.append(run)
            ends.append(count + run.count)
        }

        /// Replaces one run by zero or more, and recounts the runs from there on.
        mutating func replace(run index: Int, with replacement: [Run]) {
            runs.replaceSubrange(index...index, with: replacement)
            ends.removeSubrange(index...)
            var total = index > 0 ? ends[index - 1] : 0
            for run in runs[index...] {
                total += run.count
                ends.append(total)
            }
        }
    }

    /// Runs per chunk: a chunk is split when it doubles, so an edit moves at most twice this many runs
    /// (and the chunk totals after it), however many single `row` lines the data has.
    private static let chunkCapacity = 128

    private var chunks: [Chunk] = []
    /// `chunkEnds[i]`: the rows in `chunks[0...i]`.
    private var chunkEnds: [Int] = []
    /// The number of rows.
    package private(set) var count = 0

    package init() {}

    /// Appends one row.
    package mutating func append(_ row: RowDeclaration) {
        append(run: .single(row))
    }

    /// Appends `count` rows titled from a template in which `{n}` counts from 1.
    package mutating func append(count: Int, template: String, options: RowOptions) {
        guard count > 0 else { return }
        append(run: .template(firstNumber: 1, count: count, template: template, options: options))
    }

    private mutating func append(run: Run) {
        if chunks.isEmpty || chunks[chunks.count - 1].runs.count >= RowStore.chunkCapacity {
            chunks.append(Chunk())
            chunkEnds.append(count)
        }
        chunks[chunks.count - 1].append(run)
        count += run.count
        chunkEnds[chunks.count - 1] = count
    }

    /// The chunk, run and offset of a row.
    private func locate(_ index: Int) -> (chunk: Int, run: Int, offset: Int) {
        let chunk = firstIndex(in: chunkEnds, greaterThan: index)
        let (run, offset) = chunks[chunk].locate(index - (chunk > 0 ? chunkEnds[chunk - 1] : 0))
        return (chunk, run, offset)
    }

    /// Replaces one run by zero or more, keeping chunks between none and twice their capacity.
    private mutating func replace(chunk: Int, run: Int, with replacement: [Run]) {
        chunks[chunk].replace(run: run, with: replacement)
        if chunks[chunk].runs.isEmpty {
            chunks.remove(at: chunk)
        } else if chunks[chunk].runs.count > 2 * RowStore.chunkCapacity {
            var head = Chunk()
            var tail = Chunk()
            for (index, run) in chunks[chunk].runs.enumerated() {
                if index < RowStore.chunkCapacity { head.append(run) } else { tail.append(run) }
            }
            chunks.replaceSubrange(chunk...chunk, with: [head, tail])
        }
        chunkEnds.removeSubrange(min(chunk, chunkEnds.count)...)
        var total = chunk > 0 ? chunkEnds[chunk - 1] : 0
        for chunk in chunks[chunk...] {
            total += chunk.count
            chunkEnds.append(total)
        }
        count = total
    }

    /// The row at an index.
    package subscript(index: Int) -> RowDeclaration {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        let (chunk, run, offset) = locate(index)
        return chunks[chunk].runs[run].row(at: offset)
    }

    /// The options of the row at an index, without making its title.
    package func options(at index: Int) -> RowOptions {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        let (chunk, run, _) = locate(index)
        return chunks[chunk].runs[run].options
    }

    /// A template's title for a row: each `{n}` replaced by the number. Rows are titled on every
    /// `cellForRowAt`, so an ASCII template is scanned as bytes rather than searched with Foundation;
    /// any other is read by `Character`, so that a `}` carrying a combining mark (`{n}\u{301}`) is not
    /// a `{n}`, as Foundation's search never took it for one.
    static func title(_ template: String, number: Int) -> String {
        let bytes = template.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return characterTitle(template, number: number) }
        var title = ""
        var copied = bytes.startIndex
        var index = bytes.startIndex
        var replaced = false
        while index != bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "{") else {
                index = bytes.index(after: index)
                continue
            }
            let n = bytes.index(after: index)
            guard n != bytes.endIndex, bytes[n] == UInt8(ascii: "n") else {
                index = n
                continue
            }
            let close = bytes.index(after: n)
            guard close != bytes.endIndex, bytes[close] == UInt8(ascii: "}") else {
                index = close
                continue
            }
            title += template[copied..<index]
            title += String(number)
            index = bytes.index(after: close)
            copied = index
            replaced = true
        }
        guard replaced else { return template }
        title += template[copied...]
        return title
    }

    /// `title(_:number:)` for a template that is not ASCII: `{`, `n` and `}` must each be a whole
    /// character.
    private static func characterTitle(_ template: String, number: Int) -> String {
        let characters = Array(template)
        var title = ""
        var index = 0
        while index < characters.count {
            if index + 2 < characters.count, characters[index] == "{", characters[index + 1] == "n", characters[index + 2] == "}" {
                title += String(number)
                index += 3
            } else {
                title.append(characters[index])
                index += 1
            }
        }
        return title
    }

    /// Replaces the row at an index.
    package mutating func replace(at index: Int, with row: RowDeclaration) {
        remove(at: index)
        insert(row, at: index)
    }

    /// Inserts a row before an index (or at the end).
    package mutating func insert(_ row: RowDeclaration, at index: Int) {
        precondition(index >= 0 && index <= count)
        guard index < count else { return append(row) }
        let (chunk, run, offset) = locate(index)
        let (head, tail) = chunks[chunk].runs[run].split(at: offset)
        replace(chunk: chunk, run: run, with: [head, .single(row), tail].compactMap { $0 })
    }

    /// Removes and returns the row at an index.
    @discardableResult
    package mutating func remove(at index: Int) -> RowDeclaration {
        precondition(index >= 0 && index < count)
        let (chunk, run, offset) = locate(index)
        let removed = chunks[chunk].runs[run].row(at: offset)
        let (head, rest) = chunks[chunk].runs[run].split(at: offset)
        let tail = rest?.split(at: 1).1
        replace(chunk: chunk, run: run, with: [head, tail].compactMap { $0 })
        return removed
    }

    /// Whether any row satisfies a predicate on its options (checked once per run).
    package func anyOptions(_ predicate: (RowOptions) -> Bool) -> Bool {
        chunks.contains { chunk in
            chunk.runs.contains { run in
                switch run {
                case .single(let row): predicate(row.options)
                case .template(_, _, _, let options): predicate(options)
                }
            }
        }
    }

    /// Stores are equal when they hold the same runs, however they are chunked.
    package static func == (left: RowStore, right: RowStore) -> Bool {
        left.count == right.count && left.chunks.lazy.flatMap(\.runs).elementsEqual(right.chunks.lazy.flatMap(\.runs))
    }

    /// Hashes the runs, not their chunking.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for chunk in chunks {
            for run in chunk.runs { hasher.combine(run) }
        }
    }
}

/// The first index whose running total exceeds `value` (the totals are increasing).
private func firstIndex(in ends: [Int], greaterThan value: Int) -> Int {
    var low = 0
    var high = ends.count
    while low < high {
        let middle = (low + high) / 2
        if ends[middle] > value { high = middle } else { low = middle + 1 }
    }
    return low
}
