import TableSim

/// The fuzzer's and the scenario explorer's generator: the core's seeded SplitMix64, which the Swift
/// `Explorer` uses too, so the same seed gives the same sequence everywhere.
package typealias FuzzRandom = SeededRandom
