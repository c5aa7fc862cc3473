/// Which numbers of a `rows N "Item {n}"` template give a title that contains a search text, ignoring
/// case, counted and found without making the titles: so the declared app's search filters ten
/// million templated rows in the time it filters ten (the manual's Benchmark page, "Search").
///
/// A template with one `{n}` titles row `n` as `prefix + digits(n) + suffix`. A text is found in a
/// title by a string-matching automaton (Knuth–Morris–Pratt's) reading it byte by byte; the prefix
/// leaves the automaton in one state for every row, so only the digits differ, and a count over the
/// digits of the numbers up to a bound (a digit dynamic programme) tells how many of them end in a
/// state from which the suffix completes the match. Finding the k-th match is a binary search on that
/// count. Both cost the digits of the numbers times the text's length, whatever the number of rows.
///
/// Only plain ASCII is taken this way (template and text without a carriage return, whose pair with a
/// line feed is one `Character`), so that matching bytes is exactly what matching the lowercased
/// `String`s does; ``make(template:query:)`` answers nil otherwise, and the caller reads each title.
final class TitleMatcher: Hashable, Sendable {
    /// The template and lowercased text the matcher was made for (its identity).
    let template: String
    let query: String
    /// The automaton's state after the prefix, for every row.
    private let start: Int
    /// `digitStep[state * 10 + d]`: the state after reading the digit `d`.
    private let digitStep: [Int]
    /// `matching[r][state]`: how many strings of `r` digits lead from `state` to a match once the
    /// suffix is read (the accepting state keeps accepting).
    private let matching: [[Int]]
    /// Whether the prefix alone holds the text: every row matches.
    let matchesEveryRow: Bool

    /// The most digits a counted number has: bounds below 10^18 keep every count inside `Int`.
    private static let maxDigits = 18

    private init(template: String, query: String, start: Int, digitStep: [Int], matching: [[Int]], accept: Int) {
        self.template = template
        self.query = query
        self.start = start
        self.digitStep = digitStep
        self.matching = matching
        matchesEveryRow = start == accept
    }

    /// A matcher for a template with exactly one `{n}` and a lowercased, non-empty text, both plain
    /// ASCII without a carriage return; nil otherwise.
    static func make(template: String, query: String) -> TitleMatcher? {
        let text = Array(query.utf8)
        guard !text.isEmpty, text.allSatisfy(isPlain), template.utf8.allSatisfy(isPlain),
            let (prefix, suffix) = onePlaceholder(template)
        else { return nil }
        // The failure function of Knuth–Morris–Pratt over the text.
        var failure = [Int](repeating: 0, count: text.count)
        var k = 0
        for i in 1..<max(1, text.count) {
            while k > 0, text[i] != text[k] { k = failure[k - 1] }
            if text[i] == text[k] { k += 1 }
            failure[i] = k
        }
        let accept = text.count
        func step(_ state: Int, _ byte: UInt8) -> Int {
            if state == accept { return accept }
            var state = state
            while state > 0, text[state] != byte { state = failure[state - 1] }
            return text[state] == byte ? state + 1 : 0
        }
        func read(_ bytes: [UInt8], from state: Int) -> Int { bytes.reduce(state) { step($0, lowercase($1)) } }
        let states = accept + 1
        var digitStep = [Int](repeating: 0, count: states * 10)
        for state in 0..<states {
            for digit in 0..<10 { digitStep[state * 10 + digit] = step(state, UInt8(ascii: "0") + UInt8(digit)) }
        }
        var matching = [(0..<states).map { read(suffix, from: $0) == accept ? 1 : 0 }]
        for _ in 0..<maxDigits {
            let previous = matching[matching.count - 1]
            matching.append((0..<states).map { state in (0..<10).reduce(0) { $0 + previous[digitStep[state * 10 + $1]] } })
        }
        return TitleMatcher(
            template: template, query: query, start: read(prefix, from: 0), digitStep: digitStep, matching: matching,
            accept: accept)
    }

    /// How many numbers in `1...bound` title a matching row (0 for a bound below 1).
    func count(through bound: Int) -> Int {
        guard bound >= 1 else { return 0 }
        let digits = String(bound).utf8.map { Int($0 - UInt8(ascii: "0")) }
        precondition(digits.count <= Self.maxDigits, "row number \(bound) is too large to count")
        var total = 0
        // Every number with fewer digits: a first digit of 1 to 9, then any.
        for length in 1..<max(1, digits.count) {
            for first in 1...9 { total += matching[length - 1][digitStep[start * 10 + first]] }
        }
        // Numbers of the bound's length below it, digit by digit, then the bound itself.
        var state = start
        for (position, digit) in digits.enumerated() {
            for smaller in (position == 0 ? 1 : 0)..<digit {
                total += matching[digits.count - 1 - position][digitStep[state * 10 + smaller]]
            }
            state = digitStep[state * 10 + digit]
        }
        return total + matching[0][state]
    }

    /// The number of the `index`-th matching row (from 0) among the numbers from `first` on.
    func number(ofMatch index: Int, from first: Int, through last: Int) -> Int {
        let wanted = count(through: first - 1) + index + 1
        var low = first
        var high = last
        while low < high {
            let middle = low + (high - low) / 2
            if count(through: middle) >= wanted { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether a number can be counted: positive and below 10^18.
    static func counts(_ number: Int) -> Bool { number >= 1 && number < 1_000_000_000_000_000_000 }

    static func == (left: TitleMatcher, right: TitleMatcher) -> Bool {
        left === right || (left.template == right.template && left.query == right.query)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(template)
        hasher.combine(query)
    }

    /// A byte the matcher takes as it is: ASCII other than a carriage return.
    private static func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// The bytes before and after the template's one `{n}`, found as `RowStore.title` finds it
    /// (left to right, a `{n}` starting at the first `{` followed by `n}`); nil for none or several.
    private static func onePlaceholder(_ template: String) -> ([UInt8], [UInt8])? {
        let bytes = Array(template.utf8)
        var found: Int?
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "n"),
                bytes[index + 2] == UInt8(ascii: "}")
            {
                guard found == nil else { return nil }
                found = index
                index += 3
            } else {
                index += 1
            }
        }
        guard let found else { return nil }
        return (Array(bytes[..<found]), Array(bytes[(found + 3)...]))
    }
}
