import StackFuzz
import StackedDataSources

// `diff.no_change.*` (issue 28): the diff an app makes most often, where nothing changed (a
// model touched but equal, a refresh that returns the same page), against the least any diff must
// do: `==` on the two id arrays. Items are their own ids (one section), as in the peer's
// scenarios, so the diff compares the ids and then the contents, two passes to the baseline's
// one. The new ids are equal to the old ones but not the same values in memory (each `String` is
// a fresh copy, as a decoded page's would be), so neither side's `==` can stop at a shared buffer
// or a shared string.
//
// - `ratio_vs_array_equality`: `Changeset(from:to:)` of two equal snapshots, each built from its
//   own array (the diff compares the ids, then the contents) ÷ `==` on the same two id arrays;
// - `end_to_end_ratio_vs_array_equality`: building the new snapshot from the new array with
//   `reusing:` the old one (read every id into a new array and compare it with the old ids; they
//   are equal, so it keeps the old ones and their index, hashing nothing) and diffing (the ids
//   are then one array, compared in O(1); the contents are compared) ÷ copying the new id array
//   element by element and `==` against the old one;
// - `end_to_end_without_reuse_ratio_vs_array_equality`: the same without `reusing:`, so the build
//   hashes and indexes every id, as ``Snapshot``'s duplicate check needs (no target; shown so the
//   price of leaving `reusing:` out is on record).

/// Runs the no-change figures: Int ids at 100,000 and 36-character String ids at 10,000 (10,000
/// and 1,000 with `--quick`).
func benchmarkNoChange(quick: Bool) {
  let intCount = quick ? 10_000 : 100_000
  let oldInts = Array(0..<intCount)
  let newInts = Array(0..<intCount)
  noChange(name: "diff.no_change.int.n\(intCount)", old: oldInts, new: newInts, runs: 11)
  let stringCount = quick ? 1_000 : 10_000
  var rng = SplitMix64(seed: 28)
  let oldStrings = (0..<stringCount).map { _ in uuidLikeString(&rng) }
  let newStrings = oldStrings.map { String(decoding: Array($0.utf8), as: UTF8.self) }
  noChange(
    name: "diff.no_change.string.n\(stringCount)", old: oldStrings, new: newStrings, runs: 11)
}

/// Times each pipeline alternately with its baseline, each sample repeating both enough times to
/// last about a millisecond, and prints the ratios of medians.
private func noChange<ID: Hashable & Sendable>(name: String, old: [ID], new: [ID], runs: Int) {
  precondition(old == new)
  let repeats = max(1, 2_000_000 / max(1, old.count))
  func build(_ ids: [ID], reusing previous: Snapshot<Int, ID, ID>? = nil) -> Snapshot<Int, ID, ID> {
    try! Snapshot(items: ids, section: 0, identifiedBy: { $0 }, reusing: previous)
  }
  let oldSnapshot = build(old)
  let newSnapshot = build(new)
  let oldIDs = oldSnapshot.itemIdentifiers
  let newIDs = newSnapshot.itemIdentifiers
  precondition(Changeset(from: oldSnapshot, to: newSnapshot).isEmpty)
  precondition(Changeset(from: oldSnapshot, to: build(new, reusing: oldSnapshot)).isEmpty)
  var equalityTimes: [Double] = []
  var diffTimes: [Double] = []
  var copyTimes: [Double] = []
  var endToEndTimes: [Double] = []
  var withoutReuseTimes: [Double] = []
  for _ in 0..<runs {
    equalityTimes.append(
      perCall(repeats) { for _ in 0..<repeats { consume(arrayEquality(oldIDs, newIDs)) } })
    diffTimes.append(
      perCall(repeats) {
        for _ in 0..<repeats { consume(Changeset(from: oldSnapshot, to: newSnapshot).isEmpty) }
      })
    copyTimes.append(
      perCall(repeats) {
        for _ in 0..<repeats { consume(copyAndCompare(new, with: oldIDs)) }
      })
    endToEndTimes.append(
      perCall(repeats) {
        for _ in 0..<repeats {
          consume(Changeset(from: oldSnapshot, to: build(new, reusing: oldSnapshot)).isEmpty)
        }
      })
    withoutReuseTimes.append(
      perCall(repeats) {
        for _ in 0..<repeats { consume(Changeset(from: oldSnapshot, to: build(new)).isEmpty) }
      })
  }
  let equality = median(equalityTimes)
  let copy = median(copyTimes)
  detail("\(name).array_equality_us", equality * 1e6)
  detail("\(name).diff_us", median(diffTimes) * 1e6)
  detail("\(name).copy_and_equality_us", copy * 1e6)
  detail("\(name).end_to_end_us", median(endToEndTimes) * 1e6)
  report("\(name).ratio_vs_array_equality", median(diffTimes) / equality)
  report("\(name).end_to_end_ratio_vs_array_equality", median(endToEndTimes) / copy)
  report(
    "\(name).end_to_end_without_reuse_ratio_vs_array_equality", median(withoutReuseTimes) / copy)
}

// The baselines are calls with a side effect, as the library's are (they allocate): otherwise
// the optimiser sees a pure comparison of loop invariants and hoists it out of the timing loop.

/// Written by each baseline call.
nonisolated(unsafe) private var baselineResults = 0

/// `==` on two id arrays.
@inline(never)
private func arrayEquality<ID: Equatable>(
  _ old: ContiguousArray<ID>, _ new: ContiguousArray<ID>
) -> Bool {
  let equal = old == new
  baselineResults &+= equal ? 1 : 0
  return equal
}

/// A copy of `new`, element by element into a new array, compared with `old`.
@inline(never)
private func copyAndCompare<ID: Equatable>(_ new: [ID], with old: ContiguousArray<ID>) -> Bool {
  var copy = ContiguousArray<ID>()
  copy.reserveCapacity(new.count)
  copy.append(contentsOf: new)
  let equal = copy == old
  baselineResults &+= equal ? 1 : 0
  return equal
}
