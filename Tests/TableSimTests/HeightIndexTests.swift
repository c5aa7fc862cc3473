import TableSim
import Testing

/// A small deterministic generator (SplitMix64), so randomized tests replay identically.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
        var random = SeededGenerator(state: UInt64(count))
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

    @Test func prefixSumsAgreeWithASimpleSum() {
        var random = SeededGenerator(state: 7)
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
