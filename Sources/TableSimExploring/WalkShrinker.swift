import TableSim

/// A step of a random walk over a table that shrinking can change: the rows it aims at can be moved,
/// and it may have simpler versions. `tablesim explore`'s steps and the Swift `Explorer`'s adopt it.
package protocol ShrinkableStep {
    /// The rows the step aims at (none for a step that aims at no row).
    var rowsAimedAt: [IndexPath] { get }
    /// The same step aimed at `new` wherever it aimed at `old`.
    func replacing(_ old: IndexPath, with new: IndexPath) -> Self
    /// Simpler versions of the step, simplest first: earlier rows, shorter distances.
    var simpler: [Self] { get }
}

/// The one shrinking both explorers use: the fewest, simplest steps of a walk that still fail the
/// same way.
package enum WalkShrinker {
    /// The rows tried in place of a row, simplest first: the first row of its section, the one
    /// halfway there, the one just before, then the same row in the first section.
    package static func earlierRows(than indexPath: IndexPath) -> [IndexPath] {
        var candidates: [IndexPath] = []
        if indexPath.row > 0 {
            candidates.append(IndexPath(row: 0, section: indexPath.section))
            if indexPath.row > 1 { candidates.append(IndexPath(row: indexPath.row / 2, section: indexPath.section)) }
            candidates.append(IndexPath(row: indexPath.row - 1, section: indexPath.section))
        }
        if indexPath.section > 0 { candidates.append(IndexPath(row: indexPath.row, section: 0)) }
        return candidates
    }

    /// Shrinks a failing walk: delta debugging over the steps (chunks of halving size dropped while
    /// the walk still fails), then a row several steps aim at moved earlier in all of them at once,
    /// then each step made simpler, until none of these helps.
    ///
    /// `failingAt` replays a candidate from the start and returns the index of the step at which it
    /// fails the same way as the walk, or nil (it does not fail, fails otherwise, or cannot replay);
    /// the steps after that index are cut. A walk that does not fail that way is returned as it is.
    package static func shrink<Step: ShrinkableStep>(_ walk: [Step], failingAt: ([Step]) -> Int?) -> [Step] {
        guard let first = failingAt(walk) else { return walk }
        var steps = Array(walk.prefix(first + 1))
        func attempt(_ candidate: [Step]) -> Bool {
            guard let index = failingAt(candidate) else { return false }
            steps = Array(candidate.prefix(index + 1))
            return true
        }
        var changed = true
        while changed {
            changed = false
            var chunk = max(1, steps.count / 2)
            while chunk >= 1 {
                var start = 0
                var removed = false
                while start < steps.count {
                    var candidate = steps
                    candidate.removeSubrange(start..<min(start + chunk, steps.count))
                    if !candidate.isEmpty, attempt(candidate) {
                        removed = true
                        changed = true
                    } else {
                        start += chunk
                    }
                }
                if !removed { chunk /= 2 }
            }
            // A row several steps aim at (tap it, swipe it) can only become another in all of them at once.
            for indexPath in Set(steps.flatMap(\.rowsAimedAt)).sorted() {
                for earlier in earlierRows(than: indexPath) where attempt(steps.map { $0.replacing(indexPath, with: earlier) }) {
                    changed = true
                    break
                }
            }
            for index in steps.indices {
                var simplified = true
                while simplified, index < steps.count {
                    simplified = false
                    for simpler in steps[index].simpler {
                        var candidate = steps
                        candidate[index] = simpler
                        if attempt(candidate) {
                            simplified = true
                            changed = true
                            break
                        }
                    }
                }
            }
        }
        return steps
    }
}
