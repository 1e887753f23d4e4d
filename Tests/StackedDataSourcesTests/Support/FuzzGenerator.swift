import StackFuzz

/// The seeded generator of the randomized tests (SplitMix64), so a failing case can be replayed
/// from the seed it prints.
typealias FuzzGenerator = SplitMix64
