// Matching of `expect` blocks against trace lines lives in the core so that scenario files and
// Swift tests (`expectTrace` in TableSimTesting, `XCTAssertTrace` in TableSimXCTest) share one rule:
// a block passes or fails the same way wherever it is written.

/// One line of a trace expectation: exact text, a prefix (` ...`), or `...` (any lines).
public enum TracePattern: Hashable, Sendable, CustomStringConvertible {
    /// The whole line.
    case exact(String)
    /// The start of a line, written `TEXT ...`.
    case prefix(String)
    /// `...`: any number of lines, none included.
    case anyLines

    /// The pattern a block's line writes: `...`, `TEXT ...` or an exact line.
    public init(_ text: String) {
        if text == "..." {
            self = .anyLines
        } else if text.hasSuffix(" ...") {
            self = .prefix(String(text.dropLast(4)))
        } else {
            self = .exact(text)
        }
    }

    /// Whether the pattern matches one trace line (never true for `...`).
    ///
    /// An exception line matches whatever the runs of spaces: UIKit's texts have two spaces after
    /// `section 0.` in some iOS versions and one in others, and a scenario may quote either.
    public func matches(_ line: String) -> Bool {
        switch self {
        case .exact(let text):
            line == text
                || (line.hasPrefix(TracePattern.exceptionPrefix) && line.collapsingSpaces == text.collapsingSpaces)
        case .prefix(let prefix):
            line.hasPrefix(prefix)
                || (line.hasPrefix(TracePattern.exceptionPrefix)
                    && line.collapsingSpaces.hasPrefix(prefix.collapsingSpaces))
        case .anyLines: false
        }
    }

    private static let exceptionPrefix = "*** Terminating app due to uncaught exception"

    /// The line as a block writes it.
    public var description: String {
        switch self {
        case .exact(let text): text
        case .prefix(let prefix): prefix + " ..."
        case .anyLines: "..."
        }
    }
}

/// Matching of trace expectations and the diff shown when they fail.
package enum TraceMatcher {
    /// Whether the patterns match the lines exactly (`...` takes any number of lines).
    package static func matches(_ patterns: [TracePattern], _ lines: [String]) -> Bool {
        // reachable[i][j]: patterns[i...] can match lines[j...]
        let p = patterns.count, n = lines.count
        var next = [Bool](repeating: false, count: n + 1)
        next[n] = true
        for i in stride(from: p - 1, through: 0, by: -1) {
            var current = [Bool](repeating: false, count: n + 1)
            for j in stride(from: n, through: 0, by: -1) {
                switch patterns[i] {
                case .anyLines: current[j] = next[j] || (j < n && current[j + 1])
                default: current[j] = j < n && patterns[i].matches(lines[j]) && next[j + 1]
                }
            }
            next = current
        }
        return next[0]
    }

    /// One step of aligning an expect block's patterns with the actual lines.
    package enum Step: Equatable {
        /// A pattern that matched a line (an exact or prefix pattern).
        case matched(TracePattern, String)
        /// A line a `...` took; `pattern` is the index of that `...` in the block.
        case swallowed(pattern: Int, String)
        /// A `...` that took no line.
        case emptyWildcard(pattern: Int)
        /// A pattern no line matched.
        case expectedOnly(TracePattern)
        /// A line no pattern matched.
        case actualOnly(String)
    }

    /// The alignment that keeps the most of the block's own lines: a `...` takes actual lines for
    /// free but never counts as keeping one, or it would take the very lines the block names.
    /// The one source of both the failure diff and the block `--update` writes.
    package static func alignment(_ patterns: [TracePattern], _ lines: [String]) -> [Step] {
        let p = patterns.count, n = lines.count
        // score[i][j]: how many of patterns[i...] can be kept against lines[j...].
        var score = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: p + 1)
        for i in stride(from: p - 1, through: 0, by: -1) {
            for j in stride(from: n, through: 0, by: -1) {
                var best = max(score[i + 1][j], j < n ? score[i][j + 1] : 0)
                if j < n, patterns[i].matches(lines[j]) {
                    best = max(best, score[i + 1][j + 1] + 1)
                }
                score[i][j] = best
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        var swallowedByCurrent = false
        while i < p || j < n {
            if i < p, j < n, patterns[i].matches(lines[j]), score[i][j] == score[i + 1][j + 1] + 1 {
                steps.append(.matched(patterns[i], lines[j]))
                i += 1
                j += 1
            } else if i < p, case .anyLines = patterns[i] {
                if j < n, score[i][j] == score[i][j + 1] {
                    steps.append(.swallowed(pattern: i, lines[j]))
                    swallowedByCurrent = true
                    j += 1
                } else {
                    if !swallowedByCurrent { steps.append(.emptyWildcard(pattern: i)) }
                    swallowedByCurrent = false
                    i += 1
                }
            } else if i < p, j == n || score[i + 1][j] >= score[i][j + 1] {
                steps.append(.expectedOnly(patterns[i]))
                i += 1
            } else {
                steps.append(.actualOnly(lines[j]))
                j += 1
            }
        }
        return steps
    }

    /// A line diff of expected patterns against actual lines: `  ` kept, `- ` expected only, `+ ` actual only.
    package static func diff(_ patterns: [TracePattern], _ lines: [String]) -> [String] {
        alignment(patterns, lines).compactMap { step in
            switch step {
            case .matched(_, let line), .swallowed(_, let line): "  " + line
            case .emptyWildcard: nil
            case .expectedOnly(let pattern): "- " + pattern.description
            case .actualOnly(let line): "+ " + line
            }
        }
    }

    /// The body `--update` writes for a failed block: the author's `...` and prefix lines stay
    /// wherever they still match, and only what differs is replaced by the actual lines, so the
    /// new block matches the actual trace without turning exhaustive; also the wildcard lines that
    /// had to go because they match nothing now.
    ///
    /// A line of the block that matches nothing is replaced by the actual line in its place, even
    /// where a `...` beside it could take that line: a `...` after it gives up its first line, one
    /// before it its last. Otherwise the `...` would take everything and the block would check
    /// nothing (`tableView(_:shouldHighlightRowAt:) [0, 1] -> false` then `...` became `...` alone).
    package static func updatedBody(_ patterns: [TracePattern], _ lines: [String]) -> (lines: [String], dropped: [String]) {
        var body: [String] = []
        var dropped: [String] = []
        /// The `...` being written: its index in the block, and the lines it took that may still
        /// go to a line of the block after it that matches nothing.
        var wildcard: (index: Int, lines: [String])?
        /// The lines it gave up, in order: they follow it.
        var givenUp: [String] = []
        /// Lines of the block that matched nothing, waiting for the actual line in their place.
        var unmatched = 0
        func endWildcard() {
            guard wildcard != nil else { return }
            body.append(TracePattern.anyLines.description)
            body += givenUp
            wildcard = nil
            givenUp = []
        }
        for step in alignment(patterns, lines) {
            switch step {
            case .matched(let pattern, _):
                endWildcard()
                unmatched = 0
                body.append(pattern.description)
            case .swallowed(let index, let line):
                if wildcard?.index != index {
                    endWildcard()
                    wildcard = (index, [])
                }
                if unmatched > 0, wildcard?.lines.isEmpty == true {
                    // The `...` gives up its first lines to the unmatched lines before it.
                    body.append(line)
                    unmatched -= 1
                } else {
                    wildcard?.lines.append(line)
                }
            case .emptyWildcard(let index):
                if wildcard?.index != index {
                    endWildcard()
                    wildcard = (index, [])
                }
            case .expectedOnly(let pattern):
                if case .prefix = pattern { dropped.append(pattern.description) }
                if case .anyLines = pattern { continue }
                if let last = wildcard?.lines.popLast() {
                    // The `...` before it gives up its last line, which takes this line's place.
                    givenUp.insert(last, at: 0)
                } else {
                    endWildcard()
                    unmatched += 1
                }
            case .actualOnly(let line):
                endWildcard()
                unmatched = max(0, unmatched - 1)
                body.append(line)
            }
        }
        endWildcard()
        return (body, dropped)
    }
}

extension String {
    /// The text with every run of spaces made one space (how exception texts are compared).
    package var collapsingSpaces: String {
        var out = ""
        var lastWasSpace = false
        for character in self {
            let isSpace = character == " "
            if !(isSpace && lastWasSpace) { out.append(character) }
            lastWasSpace = isSpace
        }
        return out
    }
}
