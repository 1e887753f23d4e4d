import Foundation
import StackedDataSources

// `swift run -c release Benchmarks diff [--quick]`
//
// Every ratio compares the library's diff (`Changeset(from:to:)`, normalisation included) with a
// baseline run in the same process, interleaved, as medians: timings drift ~20 % between runs on
// a shared VM, ratios measured side by side do not. Each pipeline is divided by the floor that
// starts from the same input:
//
// - `ratio_vs_floor`: the diff of two prebuilt snapshots ÷ `floorDiff` over two prebuilt id
//   arrays (dictionary over the old ids, probe with the new ones, LIS);
// - `snapshot_build_ratio_vs_floor`: building the new snapshot from its rows ÷ the same floor;
// - `end_to_end_ratio_vs_floor`: building the new snapshot from its rows and diffing it against
//   the prebuilt old one (what an app does for each new model) ÷ `floorFromNew` (read the new
//   ids from the rows, hash them into a dictionary, probe the prebuilt old dictionary, LIS);
// - `from_arrays_ratio_vs_floor`: building both snapshots from their rows and diffing them ÷
//   `floorFromArrays` (read the ids from the rows, dictionary over the old, probe the new, LIS).
//
// `diff.no_change.*` (DiffNoChange.swift) divide the diff where nothing changed by `==` on the two
// id arrays.

func runDiffBenchmarks(_ arguments: [String]) {
  if let index = arguments.firstIndex(of: "--profile") {
    // `--profile int|string|sectioned [--end-to-end]`: only the diff (of prebuilt snapshots,
    // or of a snapshot built each time), repeated, for perf or callgrind.
    profile(
      kind: arguments.dropFirst(index + 1).first ?? "int",
      endToEnd: arguments.contains("--end-to-end"))
    return
  }
  let quick = arguments.contains("--quick")
  if arguments.contains("--no-change") {
    // Only the `diff.no_change.*` figures, for profiling them.
    benchmarkNoChange(quick: quick)
    return
  }
  let sizes = quick ? [5_000] : [100_000, 1_000_000]
  for size in sizes {
    let runs = size >= 1_000_000 ? 5 : 11
    if size >= 1_000_000 { resetPeakRSS() }
    benchmarkIntFlat(count: size, runs: runs, reportMoves: size == 100_000 || quick) {
      if size >= 1_000_000 {
        print("diff.flat.int.n\(size).peak_rss_mb: \(format(peakRSSMegabytes()))")
      }
    }
    benchmarkString(count: size, sectionSize: nil, runs: runs)
    benchmarkString(count: size, sectionSize: 100, runs: runs)
  }
  benchmarkNoChange(quick: quick)
  benchmarkCollectionDifference(count: quick ? 1_000 : 5_000, runs: quick ? 3 : 5)
}

private func profile(kind: String, endToEnd: Bool) {
  func run<Row: Identifiable & Hashable & Sendable>(_ scenario: DiffScenario<Row>)
  where Row.ID: Sendable {
    let old = snapshot(scenario.old)
    let new = snapshot(scenario.new)
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<30 {
      // With `--end-to-end`, build the new snapshot from its rows each time too.
      let latest = endToEnd ? snapshot(scenario.new) : new
      consume(Changeset(from: old, to: latest).operationCount)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    print("\(kind): \(elapsed / 30e6) ms per \(endToEnd ? "build and diff" : "diff")")
  }
  if kind == "int" {
    run(
      makeScenario(
        count: 100_000, sectionSize: nil, seed: 42,
        makeRow: { index, _ in IntRow(id: index, content: index) },
        update: { IntRow(id: $0.id, content: $0.content + 1) }))
  } else {
    run(
      makeScenario(
        count: 100_000, sectionSize: kind == "sectioned" ? 100 : nil, seed: 7,
        makeRow: { _, rng in StringRow(id: uuidLikeString(&rng), content: "v1") },
        update: { StringRow(id: $0.id, content: $0.content + "*") }))
  }
}

private func benchmarkIntFlat(
  count: Int, runs: Int, reportMoves: Bool, afterPrebuiltRuns: () -> Void
) {
  let scenario = makeScenario(
    count: count, sectionSize: nil, seed: 42,
    makeRow: { index, _ in IntRow(id: index, content: index) },
    update: { IntRow(id: $0.id, content: $0.content + 1) })
  let changes = compare(
    name: "diff.flat.int.n\(count)", scenario: scenario, runs: runs,
    afterPrebuiltRuns: afterPrebuiltRuns)
  if reportMoves {
    let minimal = minimalMoves(
      old: scenario.old.map { $0.map(\.id) }, new: scenario.new.map { $0.map(\.id) })
    print("diff.flat.int.n\(count).moves: \(changes.movedRows.count)")
    print(
      "diff.flat.int.n\(count).moves_over_minimal: \(format(Double(changes.movedRows.count) / Double(minimal), digits: 4))"
    )
    // Every row operation the public diff sends over the scenario's minimum: each deleted,
    // inserted, moved and updated row (N/10 of each) needs exactly one operation. An updated row
    // is one reload or reconfigure; one that also moves needs its move and a reconfigure.
    let operations =
      changes.deletedRows.count + changes.insertedRows.count + changes.movedRows.count
      + changes.reloadedRows.count + changes.reconfiguredRows.count
    print(
      "diff.flat.int.n\(count).ops_over_minimal: \(format(Double(operations) / Double(4 * (count / 10)), digits: 4))"
    )
  }
}

private func benchmarkString(count: Int, sectionSize: Int?, runs: Int) {
  let scenario = makeScenario(
    count: count, sectionSize: sectionSize, seed: 7,
    makeRow: { _, rng in StringRow(id: uuidLikeString(&rng), content: "v1") },
    update: { StringRow(id: $0.id, content: $0.content + "*") })
  let layout = sectionSize == nil ? "flat" : "sectioned"
  _ = compare(name: "diff.\(layout).string.n\(count)", scenario: scenario, runs: runs)
}

/// Times each pipeline alternately with its floor; prints the ratios of medians and returns the
/// diff of the prebuilt snapshots.
private func compare<Row: Identifiable & Hashable & Sendable>(
  name: String, scenario: DiffScenario<Row>, runs: Int, afterPrebuiltRuns: () -> Void = {}
) -> Changeset where Row.ID: Sendable {
  let old = snapshot(scenario.old)
  let new = snapshot(scenario.new)
  let oldIDs = ContiguousArray(scenario.old.joined().map(\.id))
  let newIDs = ContiguousArray(scenario.new.joined().map(\.id))
  var floorTimes: [Double] = []
  var diffTimes: [Double] = []
  var buildTimes: [Double] = []
  var result = Changeset()
  for _ in 0..<runs {
    floorTimes.append(seconds { consume(floorDiff(old: oldIDs, new: newIDs).lis) })
    diffTimes.append(seconds { result = Changeset(from: old, to: new) })
    buildTimes.append(seconds { consume(snapshot(scenario.new).numberOfItems) })
  }
  // The peak-RSS figure covers the test data, both snapshots and the floor; read it before the
  // pipelines below add their own snapshots.
  afterPrebuiltRuns()
  let oldIndex = Dictionary(uniqueKeysWithValues: oldIDs.enumerated().map { ($1, $0) })
  var fromNewFloorTimes: [Double] = []
  var endToEndTimes: [Double] = []
  var fromArraysFloorTimes: [Double] = []
  var fromArraysTimes: [Double] = []
  for _ in 0..<runs {
    fromNewFloorTimes.append(
      seconds { consume(floorFromNew(new: scenario.new, oldIndex: oldIndex).lis) })
    endToEndTimes.append(
      seconds { consume(Changeset(from: old, to: snapshot(scenario.new)).operationCount) })
    fromArraysFloorTimes.append(
      seconds { consume(floorFromArrays(old: scenario.old, new: scenario.new).lis) })
    fromArraysTimes.append(
      seconds {
        let changes = Changeset(from: snapshot(scenario.old), to: snapshot(scenario.new))
        consume(changes.operationCount)
      })
  }
  let floor = median(floorTimes)
  let diff = median(diffTimes)
  print("\(name).floor_ms: \(format(floor * 1e3))")
  print("\(name).diff_ms: \(format(diff * 1e3))")
  print("\(name).ratio_vs_floor: \(format(diff / floor))")
  print("\(name).snapshot_build_ratio_vs_floor: \(format(median(buildTimes) / floor))")
  print(
    "\(name).end_to_end_ratio_vs_floor: "
      + format(median(endToEndTimes) / median(fromNewFloorTimes)))
  print(
    "\(name).from_arrays_ratio_vs_floor: "
      + format(median(fromArraysTimes) / median(fromArraysFloorTimes)))
  return result
}

private func benchmarkCollectionDifference(count: Int, runs: Int) {
  let scenario = makeScenario(
    count: count, sectionSize: nil, seed: 5,
    makeRow: { index, _ in IntRow(id: index, content: index) },
    update: { IntRow(id: $0.id, content: $0.content + 1) })
  let old = snapshot(scenario.old)
  let new = snapshot(scenario.new)
  let oldIDs = scenario.old[0].map(\.id)
  let newIDs = scenario.new[0].map(\.id)
  // One diff takes tens of microseconds, the standard library's tens of milliseconds: each of
  // our samples times a run of diffs, so that a descheduling on a loaded machine is a small part
  // of it rather than the whole sample; the first sample of each warms up and is dropped.
  let repetitions = 64
  var stdlibTimes: [Double] = []
  var diffTimes: [Double] = []
  for _ in 0...runs {
    stdlibTimes.append(
      seconds { consume(newIDs.difference(from: oldIDs).inferringMoves().count) })
    diffTimes.append(
      seconds {
        for _ in 0..<repetitions { consume(Changeset(from: old, to: new).operationCount) }
      } / Double(repetitions))
  }
  stdlibTimes.removeFirst()
  diffTimes.removeFirst()
  print(
    "diff.flat.int.n\(count).speedup_vs_collectiondifference: "
      + format(median(stdlibTimes) / median(diffTimes), digits: 1))
}

/// A snapshot of `sections` (numbered), identified by the rows' `id`, as an app builds one.
private func snapshot<Row: Identifiable & Sendable>(_ sections: [[Row]]) -> Snapshot<
  Int, Row.ID, Row
> where Row.ID: Sendable {
  let named = sections.enumerated().map { (id: $0.offset, items: $0.element) }
  return try! Snapshot(sections: named)
}

/// Resets the kernel's peak-RSS mark (Linux ≥ 4.0), so the next reading covers what follows.
private func resetPeakRSS() {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// `VmHWM` from `/proc/self/status` in MB, or -1 where there is no such file.
private func peakRSSMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return -1 }
  let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? -1
  return kilobytes / 1024
}
