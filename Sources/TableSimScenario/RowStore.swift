import Foundation

/// A row's options, shared: most rows of a file have the defaults or their neighbour's options, so a
/// run holds a reference to one copy instead of the options' ~500 bytes.
final class SharedRowOptions: Hashable, Sendable {
    let options: RowOptions

    init(_ options: RowOptions) {
        self.options = options
    }

    /// The defaults, which every `row "Title"` line without options shares.
    static let defaults = SharedRowOptions(RowOptions())

    /// The defaults' copy when `options` are the defaults, else a new one.
    static func sharing(_ options: RowOptions) -> SharedRowOptions {
        options == defaults.options ? defaults : SharedRowOptions(options)
    }

    static func == (left: SharedRowOptions, right: SharedRowOptions) -> Bool {
        left === right || left.options == right.options
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(options)
    }
}

/// The rows of a declared section, stored as runs so that `rows 10000000 "Item {n}"` costs one run.
///
/// A section of one run (one `row` line, or one `rows N` template) keeps it inline, with nothing on the
/// heap; more runs go into chunks with running totals, so that finding a row is a binary search and
/// an edit moves only one chunk's runs. A run is a title (or a template and a count) and a reference
/// to its options. So a million one-row sections cost no allocation for their rows.
package struct RowStore: Hashable, Sendable {
    private enum Run: Hashable, Sendable {
        case single(title: String, options: SharedRowOptions)
        /// `count` rows titled from `template`, `{n}` standing for `firstNumber`, `firstNumber + 1`, ...
        case template(firstNumber: Int, count: Int, template: String, options: SharedRowOptions)
        /// The rows of a template run numbered `firstNumber ..< firstNumber + span` whose titles hold a
        /// search text (`matches` of them), found by their numbers without making the other titles.
        case matching(firstNumber: Int, span: Int, matches: Int, matcher: TitleMatcher, options: SharedRowOptions)

        var count: Int {
            switch self {
            case .single: 1
            case .template(_, let count, _, _): count
            case .matching(_, _, let matches, _, _): matches
            }
        }

        func row(at offset: Int) -> RowDeclaration {
            switch self {
            case .single(let title, let options):
                return RowDeclaration(title: title, options: options.options)
            case .template(let first, _, let template, let options):
                return RowDeclaration(title: RowStore.title(template, number: first + offset), options: options.options)
            case .matching(let first, let span, _, let matcher, let options):
                let number = matcher.number(ofMatch: offset, from: first, through: first + span - 1)
                return RowDeclaration(title: RowStore.title(matcher.template, number: number), options: options.options)
            }
        }

        var shared: SharedRowOptions {
            switch self {
            case .single(_, let options): options
            case .template(_, _, _, let options): options
            case .matching(_, _, _, _, let options): options
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
            case .matching(let first, let span, let matches, let matcher, let options):
                guard offset > 0 else { return (nil, self) }
                guard offset < matches else { return (self, nil) }
                let number = matcher.number(ofMatch: offset, from: first, through: first + span - 1)
                return (
                    .matching(firstNumber: first, span: number - first, matches: offset, matcher: matcher, options: options),
                    .matching(firstNumber: number, span: first + span - number, matches: matches - offset, matcher: matcher, options: options)
                )
            }
        }
    }

    /// A slice of the runs with the running total of their rows, so that finding a row is a binary
    /// search and an edit moves only this chunk's runs.
    private struct Chunk: Sendable {
        var runs: [Run] = []
        /// `ends[i]`: the rows in `runs[0...i]`.
        var ends: [Int] = []
        /// The rows in this chunk and every chunk before it in the store.
        var storeEnd = 0

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

    /// The store's only run, while it has exactly one and `chunks` is empty.
    private var only: Run?
    private var chunks: [Chunk] = []
    /// The number of rows.
    package var count: Int { only?.count ?? chunks.last?.storeEnd ?? 0 }

    package init() {}

    /// Appends one row.
    package mutating func append(_ row: RowDeclaration) {
        append(run: .single(title: row.title, options: share(row.options)))
    }

    /// Appends `count` rows titled from a template in which `{n}` counts from 1.
    package mutating func append(count: Int, template: String, options: RowOptions) {
        guard count > 0 else { return }
        append(run: .template(firstNumber: 1, count: count, template: template, options: share(options)))
    }

    /// The options as a shared copy: the defaults', the last run's when they are the same, else new.
    private func share(_ options: RowOptions) -> SharedRowOptions {
        if let last = (only ?? chunks.last?.runs.last)?.shared, last.options == options { return last }
        return SharedRowOptions.sharing(options)
    }

    private mutating func append(run: Run) {
        if only == nil, chunks.isEmpty {
            only = run
            return
        }
        unpack()
        if chunks.isEmpty || chunks[chunks.count - 1].runs.count >= RowStore.chunkCapacity {
            chunks.append(Chunk(storeEnd: count))
        }
        chunks[chunks.count - 1].storeEnd += run.count
        chunks[chunks.count - 1].append(run)
    }

    /// Moves the only run into a chunk, before an edit or a second run.
    private mutating func unpack() {
        guard let run = only else { return }
        only = nil
        var chunk = Chunk(storeEnd: run.count)
        chunk.append(run)
        chunks = [chunk]
    }

    /// The run holding a row, and the row's offset in it.
    private func run(holding index: Int) -> (run: Run, offset: Int) {
        if let only { return (only, index) }
        let (chunk, run, offset) = locate(index)
        return (chunks[chunk].runs[run], offset)
    }

    /// Every run, in order.
    private var runs: some Sequence<Run> {
        ([only.map { [$0] } ?? []] + chunks.map(\.runs)).lazy.joined()
    }

    /// The chunk, run and offset of a row (the store unpacked).
    private func locate(_ index: Int) -> (chunk: Int, run: Int, offset: Int) {
        let chunk = firstIndex(count: chunks.count, greaterThan: index) { chunks[$0].storeEnd }
        let (run, offset) = chunks[chunk].locate(index - (chunk > 0 ? chunks[chunk - 1].storeEnd : 0))
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
        var total = chunk > 0 ? chunks[chunk - 1].storeEnd : 0
        for index in chunks.indices[chunk...] {
            total += chunks[index].count
            chunks[index].storeEnd = total
        }
    }

    /// The row at an index.
    package subscript(index: Int) -> RowDeclaration {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        let (run, offset) = run(holding: index)
        return run.row(at: offset)
    }

    /// The options of the row at an index, without making its title.
    package func options(at index: Int) -> RowOptions {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        return run(holding: index).run.shared.options
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
        unpack()
        let (chunk, run, offset) = locate(index)
        let (head, tail) = chunks[chunk].runs[run].split(at: offset)
        let new = Run.single(title: row.title, options: SharedRowOptions.sharing(row.options))
        replace(chunk: chunk, run: run, with: [head, new, tail].compactMap { $0 })
    }

    /// Removes and returns the row at an index.
    @discardableResult
    package mutating func remove(at index: Int) -> RowDeclaration {
        precondition(index >= 0 && index < count)
        unpack()
        let (chunk, run, offset) = locate(index)
        let removed = chunks[chunk].runs[run].row(at: offset)
        let (head, rest) = chunks[chunk].runs[run].split(at: offset)
        let tail = rest?.split(at: 1).1
        replace(chunk: chunk, run: run, with: [head, tail].compactMap { $0 })
        return removed
    }

    /// The rows whose title contains a lowercased, non-empty text, ignoring case, as the declared app's
    /// search keeps them (`holds` tells whether a title does): a row of its own is read, a template run
    /// is counted by a ``TitleMatcher`` without making its titles (read title by title only when the
    /// matcher cannot take it), so the cost follows the runs, not the rows.
    package func filtered(containing query: String, holds: (String) -> Bool) -> RowStore {
        var kept = RowStore()
        func keepEach(_ run: Run) {
            for offset in 0..<run.count {
                let row = run.row(at: offset)
                if holds(row.title) { kept.append(run: .single(title: row.title, options: run.shared)) }
            }
        }
        for run in runs {
            switch run {
            case .single(let title, _):
                if holds(title) { kept.append(run: run) }
            case .template(let first, let count, let template, let options):
                guard TitleMatcher.counts(first), TitleMatcher.counts(first + count),
                    let matcher = TitleMatcher.make(template: template, query: query)
                else {
                    keepEach(run)
                    continue
                }
                let matches = matcher.count(through: first + count - 1) - matcher.count(through: first - 1)
                if matches == count {
                    kept.append(run: run)
                } else if matches > 0 {
                    kept.append(run: .matching(firstNumber: first, span: count, matches: matches, matcher: matcher, options: options))
                }
            case .matching:
                keepEach(run)
            }
        }
        return kept
    }

    /// Whether any row satisfies a predicate on its options (checked once per run).
    package func anyOptions(_ predicate: (RowOptions) -> Bool) -> Bool {
        runs.contains { run in predicate(run.shared.options) }
    }

    /// Stores are equal when they hold the same runs, however they are chunked.
    package static func == (left: RowStore, right: RowStore) -> Bool {
        left.count == right.count && left.runs.elementsEqual(right.runs)
    }

    /// Hashes the runs, not their chunking.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for run in runs { hasher.combine(run) }
    }
}

/// The first index whose running total exceeds `value` (the totals are increasing).
private func firstIndex(in ends: [Int], greaterThan value: Int) -> Int {
    firstIndex(count: ends.count, greaterThan: value) { ends[$0] }
}

/// The first of `count` indices whose running total `end` exceeds `value` (the totals are increasing).
private func firstIndex(count: Int, greaterThan value: Int, end: (Int) -> Int) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if end(middle) > value { high = middle } else { low = middle + 1 }
    }
    return low
}
