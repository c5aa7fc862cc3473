import TableSim
import Testing

@Suite struct HeightIndexTests {
    /// The obvious twin: an array of heights, summed on demand.
    struct NaiveHeights {
        var heights: [Double]
        func offset(of row: Int) -> Double { heights[..<row].reduce(0, +) }
        func row(at y: Double) -> Int {
            var top = 0.0
            for (row, height) in heights.enumerated() {
                if y < top + height { return row }
                top += height
            }
            return heights.count - 1
        }
    }

    @Test(arguments: [1, 2, 7, 64, 1000])
    func agreesWithAnArrayOfHeightsOverRandomOperations(count: Int) {
        var random = SeededRandom(seed: UInt64(count))
        var index = HeightIndex(count: count, baseHeight: 44)
        var naive = NaiveHeights(heights: Array(repeating: 44, count: count))
        for _ in 0..<400 {
            let row = Int.random(in: 0..<count, using: &random)
            let height = [0, 22, 43.5, 44, 60, 100][Int.random(in: 0..<6, using: &random)]
            index.setHeight(height, of: row)
            naive.heights[row] = height
            let probe = Int.random(in: 0...count, using: &random)
            #expect(index.offset(of: probe) == naive.offset(of: probe))
            #expect(index.height(of: row) == height)
            let total = naive.offset(of: count)
            #expect(index.totalHeight == total)
            if total > 0 {
                let y = Double.random(in: 0..<total, using: &random).rounded(.down)
                #expect(index.row(at: y) == naive.row(at: y), "y \(y)")
            }
        }
    }

    /// Inserts, deletes and height changes against the plain array, with the tree's invariants.
    @Test(arguments: [0, 1, 5, 100, 2_000])
    func agreesWithAnArrayOverRandomInsertsAndDeletes(initialCount: Int) {
        var random = SeededRandom(seed: UInt64(initialCount) &+ 1_000)
        var index = HeightIndex(count: initialCount, baseHeight: 44)
        var naive = NaiveHeights(heights: Array(repeating: 44, count: initialCount))
        let palette: [Double] = [0, 22, 43.5, 44, 60]
        for _ in 0..<800 {
            let count = naive.heights.count
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                let height = palette.randomElement(using: &random)!
                index.setHeight(height, of: row)
                naive.heights[row] = height
            case 1 where count > 0:
                let row = Int.random(in: 0..<count, using: &random)
                let rows = Int.random(in: 1...min(4, count - row), using: &random)
                index.removeRows(at: row, count: rows)
                naive.heights.removeSubrange(row..<(row + rows))
            default:
                let row = Int.random(in: 0...count, using: &random)
                let rows = Int.random(in: 1...4, using: &random)
                let height = palette.randomElement(using: &random)!
                index.insertRows(at: row, count: rows, height: height)
                naive.heights.insert(contentsOf: Array(repeating: height, count: rows), at: row)
            }
            #expect(index._checkInvariants() == [])
            #expect(index.count == naive.heights.count)
            #expect(index.runs.flatMap { Array(repeating: $0.height, count: $0.count) } == naive.heights)
            let probe = Int.random(in: 0...naive.heights.count, using: &random)
            #expect(index.offset(of: probe) == naive.offset(of: probe))
            let total = naive.offset(of: naive.heights.count)
            #expect(index.totalHeight == total)
            if total > 0.5 {
                let y = (Double.random(in: 0.5..<total, using: &random) * 2).rounded(.down) / 2
                #expect(index.row(at: y) == naive.row(at: y), "y \(y)")
            }
        }
    }

    @Test func equalityComparesHeightsNotTreeShapes() {
        var a = HeightIndex(count: 10, baseHeight: 44)
        var b = HeightIndex(count: 4, baseHeight: 44)
        b.insertRows(at: 4, count: 6, height: 44)
        #expect(a == b)
        a.setHeight(60, of: 3)
        #expect(a != b)
        b.removeRows(at: 3, count: 1)
        b.insertRows(at: 3, count: 1, height: 60)
        #expect(a == b)
    }

    @Test func tenMillionRowsInsertAndDeleteWithoutTouchingEveryRow() {
        var random = SeededRandom(seed: 3)
        var index = HeightIndex(count: 10_000_000, baseHeight: 44)
        index.setHeight(100, of: 5_000_000)
        for _ in 0..<20_000 {
            let row = Int.random(in: 0..<index.count, using: &random)
            if Bool.random(using: &random) {
                index.removeRows(at: row, count: 1)
            } else {
                index.insertRows(at: row, count: 1, height: 44)
            }
        }
        // Uniform heights stay one run on each side of the odd row: the tree stays tiny.
        #expect(index.runs.count == 3)
        #expect(index._checkInvariants() == [])
    }

    @Test func tenMillionUniformRowsNeedNoStorage() {
        var index = HeightIndex(count: 10_000_000, baseHeight: 44)
        #expect(index.offset(of: 9_999_999) == 439_999_956)
        #expect(index.row(at: 439_999_956) == 9_999_999)
        #expect(index.row(at: 439_999_955.5) == 9_999_998)
        index.setHeight(100, of: 5)
        #expect(index.offset(of: 6) == 5 * 44 + 100)
        #expect(index.row(at: 5 * 44 + 99) == 5)
        #expect(index.customHeights.map(\.row) == [5])
    }

    @Test func prefixSumsFollowInsertsAndRemovals() {
        var random = SeededRandom(seed: 11)
        var values: [Double] = []
        var sums = PrefixSums(values)
        for _ in 0..<300 {
            if !values.isEmpty, Bool.random(using: &random) {
                let i = Int.random(in: 0..<values.count, using: &random)
                values.remove(at: i)
                sums.remove(at: i)
            } else {
                let i = Int.random(in: 0...values.count, using: &random)
                let value = Double(Int.random(in: 0...5, using: &random)) * 10
                values.insert(value, at: i)
                sums.insert(value, at: i)
            }
            #expect(sums._checkInvariants() == [])
            #expect(sums.count == values.count)
            let k = Int.random(in: 0...values.count, using: &random)
            #expect(sums.prefix(k) == values[..<k].reduce(0, +))
        }
    }

    @Test func prefixSumsAgreeWithASimpleSum() {
        var random = SeededRandom(seed: 7)
        var values = (0..<50).map { _ in Double(Int.random(in: 0...5, using: &random)) * 10 }
        var sums = PrefixSums(values)
        for _ in 0..<200 {
            let i = Int.random(in: 0..<values.count, using: &random)
            values[i] = Double(Int.random(in: 0...5, using: &random)) * 10
            sums.set(values[i], at: i)
            let k = Int.random(in: 0...values.count, using: &random)
            #expect(sums.prefix(k) == values[..<k].reduce(0, +))
            let total = values.reduce(0, +)
            if total > 0 {
                let y = Double(Int.random(in: 0..<Int(total), using: &random))
                let found = sums.index(at: y)
                #expect(sums.prefix(found) <= y && y < sums.prefix(found) + values[found], "y \(y) index \(found)")
            }
        }
    }
}
