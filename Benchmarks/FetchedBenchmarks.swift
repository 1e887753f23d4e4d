import Foundation
import StackedDataSources

// `swift run -c release Benchmarks fetched [--quick]`
//
// The cost of one store transaction that changes one object's sort key, at a small and a large
// number of fetched objects (the ratio shows the growth: O(log n + chunk) would be ~1–2), and
// against what a source without incremental results must do for the same change: re-fetch,
// re-sort and diff with `Changeset(from:to:)`. Then the first fetch of the large store against a
// plain sort of the same objects. Medians of many runs, measured in this process. The sink does
// nothing, so only the data source is timed.

private struct Ticket: Identifiable, Hashable {
  var id: Int
  var rank: Int
}

private var ticketOrder: [FetchSortComparator<Ticket>] {
  [FetchSortComparator(\Ticket.rank), FetchSortComparator(\Ticket.id)]
}

@MainActor
func runFetchedBenchmarks(_ arguments: [String]) {
  if arguments.contains("--profile-first-fetch") {
    // Only the first fetch and its baseline, for perf.
    let (fetch, sort) = firstFetchAndSort(count: 1_000_000, runs: 3)
    print("fetched.first_fetch.n1000000.ratio_vs_sort: \(format(fetch / sort))")
    return
  }
  if arguments.contains("--profile") {
    // Only the incremental path, repeated, for perf.
    print("fetched.profile_us: \(format(changeOne(count: 100_000, runs: 20_000) * 1e6))")
    return
  }
  let quick = arguments.contains("--quick")
  let (small, large) = quick ? (1_000, 20_000) : (10_000, 1_000_000)
  let smallTime = changeOne(count: small, runs: quick ? 101 : 301)
  let largeTime = changeOne(count: large, runs: quick ? 101 : 301)
  let refetch = refetchAndDiff(count: large, runs: quick ? 3 : 5)
  let (firstFetch, sort) = firstFetchAndSort(count: large, runs: quick ? 3 : 5)
  print("fetched.change_one.n\(small)_us: \(format(smallTime * 1e6))")
  print("fetched.change_one.n\(large)_us: \(format(largeTime * 1e6))")
  print("fetched.refetch_and_diff.n\(large)_ms: \(format(refetch * 1e3))")
  print("fetched.change_one.growth.n\(small)_to_n\(large): \(format(largeTime / smallTime))")
  print(
    "fetched.change_one.speedup_vs_refetch.n\(large): \(format(refetch / largeTime, digits: 0))")
  print("fetched.first_fetch.n\(large)_ms: \(format(firstFetch * 1e3))")
  print("fetched.first_fetch.n\(large).ratio_vs_sort: \(format(firstFetch / sort))")
}

@MainActor
private func makeStore(count: Int) -> InMemoryStore<Ticket> {
  var random = SystemRandomNumberGenerator()
  let tickets = (0..<count).map { Ticket(id: $0, rank: Int.random(in: 0..<count, using: &random)) }
  return try! InMemoryStore(tickets)
}

/// The median time of a store transaction that gives one random object a random new rank.
@MainActor
private func changeOne(count: Int, runs: Int) -> Double {
  let store = makeStore(count: count)
  let source = FetchedDataSource(store: store, request: FetchRequest(sortedBy: ticketOrder))
  try! source.performFetch()
  let sink = NullSink()
  source.sink = sink
  var random = SystemRandomNumberGenerator()
  var times: [Double] = []
  for run in 0..<runs + 20 {
    let id = Int.random(in: 0..<count, using: &random)
    // A new rank, so that the change is a real one: a move, or a reconfigure in place.
    let old = store[id]?.rank ?? 0
    let ticket = Ticket(id: id, rank: (old + Int.random(in: 1..<count, using: &random)) % count)
    let calls = sink.calls
    let start = DispatchTime.now().uptimeNanoseconds
    try! store.update(ticket)
    // The first runs warm caches and allocators up.
    if run >= 20 { times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
    precondition(sink.calls > calls, "every change must reach the sink")
  }
  return median(times)
}

/// The median time of what a non-incremental source does for the same change: fetch every
/// object, sort them, build the new snapshot and diff it against the shown one.
///
/// The sort is the benchmark's own compiled-in comparator (rank, then id: the request's order),
/// the fastest a hand-written source could sort, so the speedup it yields is not inflated.
@MainActor
private func refetchAndDiff(count: Int, runs: Int) -> Double {
  let store = makeStore(count: count)
  func sortedSnapshot() -> Snapshot<Int, Int, Ticket> {
    let objects = try! store.fetchObjects().sorted(by: ticketsInOrder)
    return try! Snapshot(items: objects, section: 0, identifiedBy: \.id)
  }
  var shown = sortedSnapshot()
  var random = SystemRandomNumberGenerator()
  var times: [Double] = []
  for _ in 0..<runs {
    let id = Int.random(in: 0..<count, using: &random)
    try! store.update(Ticket(id: id, rank: Int.random(in: 0..<count, using: &random)))
    let start = DispatchTime.now().uptimeNanoseconds
    let latest = sortedSnapshot()
    let changes = Changeset(from: shown, to: latest)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    precondition(!changes.isEmpty || latest.numberOfItems == count)
    shown = latest
  }
  return median(times)
}

/// `ticketOrder` compiled into the benchmark: rank, then id (ids are unique, so no ties remain).
private func ticketsInOrder(_ lhs: Ticket, _ rhs: Ticket) -> Bool {
  lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.id < rhs.id
}

/// The median times of a first fetch and of a plain sort of the same objects, interleaved.
///
/// - First fetch: create a `FetchedDataSource` over an `InMemoryStore` of `count` tickets with
///   the request `ticketOrder` (rank, then id; no filter, no sections) and call
///   `performFetch()`: the store hands out its objects in its order, the results index them by
///   id, filter, sort and chunk them.
/// - Sort: `sorted(by: ticketsInOrder)` of the same objects, already in an array in the store's
///   order: the least work any fetch that shows them in this order must do.
@MainActor
private func firstFetchAndSort(count: Int, runs: Int) -> (fetch: Double, sort: Double) {
  let store = makeStore(count: count)
  let objects = store.objects
  var fetchTimes: [Double] = []
  var sortTimes: [Double] = []
  for _ in 0..<runs {
    var start = DispatchTime.now().uptimeNanoseconds
    let source = FetchedDataSource(store: store, request: FetchRequest(sortedBy: ticketOrder))
    try! source.performFetch()
    fetchTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    precondition(source.numberOfObjects == count)
    start = DispatchTime.now().uptimeNanoseconds
    let sorted = objects.sorted(by: ticketsInOrder)
    sortTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    precondition(sorted.count == count)
  }
  return (median(fetchTimes), median(sortTimes))
}
