/// A seeded pseudo-random generator (SplitMix64): the same seed gives the same sequence on every
/// machine, so a fuzzed scenario or an exploring walk replays from its seed alone.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Starts the sequence of `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One element of a non-empty array.
    package mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}
