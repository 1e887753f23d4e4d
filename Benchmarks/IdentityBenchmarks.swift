import StackFuzz
import StackedDataSources

// `swift run -c release Benchmarks identities [--quick]`
//
// What keeping row identities costs. An `ArrayDataSource<Int>` of n rows, the middle group of a
// stack, sends its batches through a `RowIdentities` to a sink that counts them; the baseline is
// the same stack on the counting sink alone. Both insert at the same random positions (where
// the source's own array insert, O(n), dominates both sides), or append (O(1) for the array, so
// the growth shows the identities' own cost); each edit is undone, untimed (the undo is a batch
// of its own for the identities too).

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func runIdentityBenchmarks(_ arguments: [String]) {
  let quick = arguments.contains("--quick")
  let runs = quick ? 3 : 7
  let inserts = quick ? 200 : 1_000
  let large = identityInsert(count: 1_000_000, inserts: inserts, runs: runs, appends: false)
  report("identities.one_insert.n1000000.ratio_vs_without", large.with / large.without)
  let smallAppend = identityInsert(count: 1_000, inserts: inserts, runs: runs, appends: true)
  let largeAppend = identityInsert(count: 1_000_000, inserts: inserts, runs: runs, appends: true)
  report("identities.one_append.n1000000.ratio_vs_without", largeAppend.with / largeAppend.without)
  report("identities.one_append.growth.n1000_to_n1000000", largeAppend.with / smallAppend.with)
}

/// The median seconds of one insert committed through a stack whose sink keeps identities, and
/// through the same stack without them.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private func identityInsert(count: Int, inserts: Int, runs: Int, appends: Bool) -> (
  with: Double, without: Double
) {
  func scenario() -> (SectionGroupStack, ArrayDataSource<Int>) {
    let rows = ArrayDataSource(Array(0..<count), name: "Rows")
    let stack = SectionGroupStack(name: "Screen") {
      ArrayDataSource([-1, -2, -3], name: "Header")
      rows
      ArrayDataSource([-4, -5, -6], name: "Footer")
    }
    return (stack, rows)
  }
  let (kept, keptRows) = scenario()
  let identities = RowIdentities(dataSource: kept, downstream: NullSink())
  kept.sink = identities
  let (plain, plainRows) = scenario()
  plain.sink = NullSink()
  var random = SplitMix64(seed: 33)
  let positions = (0..<inserts).map { _ in appends ? count : random.below(count + 1) }
  var withTimes: [Double] = []
  var withoutTimes: [Double] = []
  for _ in 0...runs {  // the first repetition warms up and is dropped
    var with = 0.0
    var without = 0.0
    for position in positions {
      with += seconds { try! keptRows.insert(-7, at: position) }
      _ = try! keptRows.remove(at: position)
      without += seconds { try! plainRows.insert(-7, at: position) }
      _ = try! plainRows.remove(at: position)
    }
    withTimes.append(with / Double(inserts))
    withoutTimes.append(without / Double(inserts))
  }
  guard identities.sections[1].rows.count == count else { fatalError("identities: lost rows") }
  let kind = appends ? "one_append" : "one_insert"
  detail("identities.\(kind).n\(count).us", median(withTimes.dropFirst()) * 1e6)
  detail("identities.\(kind).n\(count).without_us", median(withoutTimes.dropFirst()) * 1e6)
  return (median(withTimes.dropFirst()), median(withoutTimes.dropFirst()))
}
