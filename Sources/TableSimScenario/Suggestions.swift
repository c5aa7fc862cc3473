/// "Did you mean" for a mistyped word: the nearest allowed word by edit distance.
enum Suggestions {
    /// ` (did you mean 'tap'?)` when one allowed word is near `word`, else empty: ready to follow the quoted word.
    static func didYouMean(_ word: String, among allowed: [String]) -> String {
        nearest(to: word, among: allowed).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The allowed word nearest to `word`, if it is near enough to be what was meant.
    ///
    /// Near enough is one edit for words of up to four letters (`tpa`, `hlep`) and two for longer
    /// ones (`acessory`, `detialButton`); case differences are free, so `detailbutton` finds
    /// `detailButton`. A tie goes to the word listed first, as the declarations order them.
    static func nearest(to word: String, among allowed: [String]) -> String? {
        guard !word.isEmpty, !allowed.contains(word) else { return nil }
        let typed = Array(word.lowercased())
        let limit = typed.count <= 4 ? 1 : 2
        var best: (word: String, distance: Int)?
        for candidate in allowed {
            let distance = editDistance(typed, Array(candidate.lowercased()), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.word
    }

    /// The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
    /// neighbours, each 1); anything above `limit` is reported as `limit + 1`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            if current.min()! > limit { return limit + 1 }
            twoBack = previous
            previous = current
        }
        return min(previous[b.count], limit + 1)
    }
}
