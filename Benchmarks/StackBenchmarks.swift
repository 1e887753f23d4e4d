import Foundation
import HeapStatistics
import StackFuzz
import StackedDataSources

// `swift run -c release Benchmarks stack [--quick]`
//
// Every figure is a ratio of medians of interleaved repetitions measured in this run: the
// library's `SectionGroupStack` against the linear walk of StackBaseline.swift, or against
// itself at another size or depth. Stacks hold small `ArrayDataSource`s (1–4 rows), every
// eighth group has a pinned group of 1–3 rows (half of them active), and every eighth pinned
// group has a pin of its own. `--quick` takes fewer samples and repetitions at the same sizes,
// so that the names stay true; the whole suite then runs in a few seconds. The suite ends with
// the heap bytes per group of such a stack (on Linux), an absolute figure rather than a ratio.

@MainActor
func runStackBenchmarks(_ arguments: [String]) {
  if let index = arguments.firstIndex(of: "--profile") {
    // `--profile resolve|commit [groups]`: one operation, repeated, for perf or callgrind.
    let rest = arguments.dropFirst(index + 1)
    profileStack(
      kind: rest.first ?? "resolve", groups: rest.dropFirst().first.flatMap { Int($0) } ?? 100_000)
    return
  }
  let quick = arguments.contains("--quick")
  let runs = quick ? 5 : 9
  benchmarkResolveSpeedup(groups: 10_000, samples: quick ? 200 : 1_000, runs: runs)
  benchmarkResolveGrowth(small: 1_000, large: 100_000, samples: quick ? 20_000 : 40_000, runs: runs)
  benchmarkCommitGrowth(small: 1_000, large: 100_000, commits: quick ? 300 : 3_000, runs: runs)
  benchmarkTranslateDepth(groupsPerLevel: 1_000, samples: quick ? 20_000 : 40_000, runs: runs)
  benchmarkBytesPerGroup(groups: 100_000)
}

// MARK: Figures

/// `stack.resolve.speedup_vs_linear.g<n>`: time per linear resolve ÷ time per `resolve(_:)`,
/// over the same random table paths; both must name the same data source and local path.
@MainActor
private func benchmarkResolveSpeedup(groups: Int, samples: Int, runs: Int) {
  let scenario = StackScenario(groups: groups, seed: 1)
  let paths = scenario.randomPaths(samples, seed: 2)
  for path in paths {
    let fast = scenario.stack.resolve(path)
    let slow = scenario.linear.resolve(path)
    guard let fast, let slow, fast.dataSource === slow.dataSource, fast.path == slow.path else {
      fatalError("stack: resolve(\(path)) disagrees with the linear walk")
    }
  }
  var linearTimes: [Double] = []
  var stackTimes: [Double] = []
  for _ in 0...runs {  // the first repetition warms up and is dropped
    linearTimes.append(
      perCall(paths.count) {
        for path in paths { consume(scenario.linear.resolve(path)?.path.row) }
      })
    stackTimes.append(
      perCall(paths.count) {
        for path in paths { consume(scenario.stack.resolve(path)?.path.row) }
      })
  }
  report(
    "stack.resolve.speedup_vs_linear.g\(groups)",
    median(linearTimes.dropFirst()) / median(stackTimes.dropFirst()))
}

/// `stack.resolve.growth.g<small>_to_g<large>`: time per `resolve(_:)` at `large` groups ÷ at
/// `small`, random table paths in both.
@MainActor
private func benchmarkResolveGrowth(small: Int, large: Int, samples: Int, runs: Int) {
  let scenarios = [StackScenario(groups: small, seed: 3), StackScenario(groups: large, seed: 3)]
  let paths = scenarios.map { $0.randomPaths(samples, seed: 4) }
  var times: [[Double]] = [[], []]
  for _ in 0...runs {
    for index in scenarios.indices {
      let stack = scenarios[index].stack
      let list = paths[index]
      times[index].append(
        perCall(list.count) { for path in list { consume(stack.resolve(path)?.path.row) } })
    }
  }
  detail("stack.resolve.g\(small).ns", median(times[0].dropFirst()) * 1e9)
  detail("stack.resolve.g\(large).ns", median(times[1].dropFirst()) * 1e9)
  report(
    "stack.resolve.growth.g\(small)_to_g\(large)",
    median(times[1].dropFirst()) / median(times[0].dropFirst()))
}

/// `stack.commit_one_row.growth.g<small>_to_g<large>`: time for `append(_:)` of one row to the
/// last group outside a transaction (one batch through the stack to a sink that does nothing) at
/// `large` groups ÷ at `small`. Each append is undone, untimed, so the group keeps its size.
@MainActor
private func benchmarkCommitGrowth(small: Int, large: Int, commits: Int, runs: Int) {
  let scenarios = [StackScenario(groups: small, seed: 5), StackScenario(groups: large, seed: 5)]
  let sinks = scenarios.map { scenario in
    let sink = NullSink()
    scenario.stack.sink = sink
    return sink
  }
  var times: [[Double]] = [[], []]
  for _ in 0...runs {
    for index in scenarios.indices {
      let last = scenarios[index].groups.last!
      var total: UInt64 = 0
      for value in 0..<commits {
        let start = DispatchTime.now().uptimeNanoseconds
        last.append(value)
        total += DispatchTime.now().uptimeNanoseconds - start
        try! last.remove(at: last.count - 1)
      }
      times[index].append(Double(total) / Double(commits))
    }
  }
  let expected = 2 * commits * (runs + 1)
  for sink in sinks where sink.batches != expected {
    fatalError("stack: \(sink.batches) batches for \(expected) commits")
  }
  report(
    "stack.commit_one_row.growth.g\(small)_to_g\(large)",
    median(times[1].dropFirst()) / median(times[0].dropFirst()))
}

/// `stack.translate.depth4_over_depth1`: time per `topLevelPath(of:in:)` for a group four stacks
/// deep ÷ for a group of the root stack itself. Every stack on the way has `groupsPerLevel`
/// groups, and the stack (or group) one level down sits in its middle.
@MainActor
private func benchmarkTranslateDepth(groupsPerLevel: Int, samples: Int, runs: Int) {
  let shallow = NestedScenario(depth: 1, groupsPerLevel: groupsPerLevel, seed: 6)
  let deep = NestedScenario(depth: 4, groupsPerLevel: groupsPerLevel, seed: 7)
  let scenarios = [shallow, deep]
  let rows = scenarios.map { scenario in
    var rng = SplitMix64(seed: 8)
    return (0..<samples).map { _ in TablePath(section: 0, row: rng.below(scenario.target.count)) }
  }
  for (scenario, list) in zip(scenarios, rows) {
    guard let top = scenario.root.topLevelPath(of: list[0], in: scenario.target),
      let owner = scenario.root.resolve(top), owner.dataSource === scenario.target,
      owner.path == list[0]
    else { fatalError("stack: topLevelPath and resolve disagree at depth \(scenario.depth)") }
  }
  var times: [[Double]] = [[], []]
  for _ in 0...runs {
    for index in scenarios.indices {
      let root = scenarios[index].root
      let target = scenarios[index].target
      let list = rows[index]
      times[index].append(
        perCall(list.count) {
          for path in list { consume(root.topLevelPath(of: path, in: target)?.row) }
        })
    }
  }
  report(
    "stack.translate.depth4_over_depth1",
    median(times[1].dropFirst()) / median(times[0].dropFirst()))
}

/// `stack.bytes_per_group.g<n>`: the heap in use after building `n` groups like the other
/// figures' (1–4 rows; every eighth with a pinned group, every sixty-fourth pinned group with one
/// of its own) and a stack of them, minus before, ÷ `n`. It counts the groups (array sources,
/// their items and the pinned groups) and the stack's bookkeeping; `stack.group_bytes_per_group`
/// counts the groups alone, built before the stack, and `stack.bookkeeping_bytes_per_group` the
/// rest: what joining the stack costs (slots, proxies, pins, indexes, and each group's
/// transaction state, which it makes when the stack becomes its sink). Heap in use is glibc's
/// `mallinfo2()`, small blocks and mapped ones, so the figure is printed only on Linux.
@MainActor
private func benchmarkBytesPerGroup(groups count: Int) {
  #if os(Linux)
    func heapInUse() -> Int {
      let info = mallinfo2()
      return Int(info.uordblks + info.hblkhd)
    }
    var rng = SplitMix64(seed: 9)
    let start = heapInUse()
    let groups = (0..<count).map { index in
      ArrayDataSource(Array(0..<1 + rng.below(4)), name: "g\(index)")
    }
    let pinned = stride(from: 3, to: count, by: 8).map { index in
      (parent: index, group: ArrayDataSource(Array(0..<1 + rng.below(3)), name: "p\(index)"))
    }
    let nested = pinned.filter { $0.parent % 64 == 11 }.map { pin in
      (parent: pin.group, group: ArrayDataSource(Array(0..<1 + rng.below(3)), name: "n"))
    }
    let built = heapInUse()
    let stack = try! SectionGroupStack(name: "stack.g\(count)", groups: groups)
    for (index, pin) in pinned.enumerated() {
      try! stack.pin(
        pin.group, under: TablePath(section: 0, row: 0), of: groups[pin.parent],
        isActive: index % 2 == 0)
    }
    for pin in nested {
      try! stack.pin(pin.group, under: TablePath(section: 0, row: 0), of: pin.parent)
    }
    let stacked = heapInUse()
    withExtendedLifetime((groups, pinned, nested, stack)) {}
    report("stack.bytes_per_group.g\(count)", Double(stacked - start) / Double(count), digits: 0)
    report(
      "stack.group_bytes_per_group.g\(count)", Double(built - start) / Double(count), digits: 0)
    report(
      "stack.bookkeeping_bytes_per_group.g\(count)", Double(stacked - built) / Double(count),
      digits: 0)
  #endif
}

/// Repeats resolves of random paths, or one-row commits to the last group, for a profiler.
@MainActor
private func profileStack(kind: String, groups: Int) {
  let scenario = StackScenario(groups: groups, seed: 3)
  let start = DispatchTime.now().uptimeNanoseconds
  let calls: Int
  if kind == "commit" {
    scenario.stack.sink = NullSink()
    let last = scenario.groups.last!
    calls = 200_000
    for value in 0..<calls {
      last.append(value)
      try! last.remove(at: last.count - 1)
    }
  } else {
    let paths = scenario.randomPaths(100_000, seed: 4)
    calls = 20 * paths.count
    for _ in 0..<20 {
      for path in paths { consume(scenario.stack.resolve(path)?.path.row) }
    }
  }
  let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls)
  print("\(kind).g\(groups): \(String(format: "%.1f", nanoseconds)) ns per call")
}

// MARK: Scenarios

/// A stack of `groups` small array groups with pins, and the linear baseline's mirror of it.
@MainActor
private struct StackScenario {
  let stack: SectionGroupStack
  let groups: [ArrayDataSource<Int>]
  var linear = LinearStack()

  init(groups count: Int, seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    groups = (0..<count).map { index in
      ArrayDataSource(Array(0..<1 + rng.below(4)), name: "g\(index)")
    }
    stack = try! SectionGroupStack(name: "stack.g\(count)", groups: groups)
    linear.children = groups.map(LinearGroup.init)
    var serial = 0
    for (index, parent) in linear.children.enumerated() where index % 8 == 3 {
      let pinned = Self.pin(under: parent, in: stack, serial: &serial, rng: &rng)
      if index % 64 == 11 { _ = Self.pin(under: pinned, in: stack, serial: &serial, rng: &rng) }
    }
  }

  /// Pins a new group of 1–3 rows under a random row of `parent`, active or not at random, in
  /// the stack and in the mirror; returns the mirror of the new group.
  private static func pin(
    under parent: LinearGroup, in stack: SectionGroupStack, serial: inout Int,
    rng: inout SplitMix64
  ) -> LinearGroup {
    serial += 1
    let group = ArrayDataSource(Array(0..<1 + rng.below(3)), name: "pin\(serial)")
    let anchor = rng.below(parent.source.numberOfRows(inSection: 0))
    let isActive = rng.below(2) == 0
    try! stack.pin(
      group, under: TablePath(section: 0, row: anchor), of: parent.source, isActive: isActive)
    let mirror = LinearGroup(group)
    var list = parent.pins[0]
    list.insert(
      LinearPin(anchor: anchor, isActive: isActive, group: mirror),
      at: list.firstIndex { $0.anchor > anchor } ?? list.count)
    parent.pins[0] = list
    return mirror
  }

  /// `count` table paths drawn uniformly among sections, then among the section's rows.
  func randomPaths(_ count: Int, seed: UInt64) -> [TablePath] {
    var rng = SplitMix64(seed: seed)
    let sections = stack.numberOfSections
    return (0..<count).map { _ in
      let section = rng.below(sections)
      return TablePath(section: section, row: rng.below(stack.numberOfRows(inSection: section)))
    }
  }
}

/// Stacks nested `depth` deep, `groupsPerLevel` groups each (some with pins); `target` is a
/// group of the innermost stack.
@MainActor
private struct NestedScenario {
  let depth: Int
  let root: SectionGroupStack
  let target: ArrayDataSource<Int>
  /// Every stack and group, kept alive.
  private var members: [any DataSourceProtocol] = []

  init(depth: Int, groupsPerLevel: Int, seed: UInt64) {
    self.depth = depth
    var rng = SplitMix64(seed: seed)
    target = ArrayDataSource(Array(0..<8), name: "target")
    var inner: any DataSourceProtocol = target
    var stack: SectionGroupStack?
    for level in (0..<depth).reversed() {
      var groups: [any DataSourceProtocol] = (0..<groupsPerLevel - 1).map { index in
        ArrayDataSource(Array(0..<1 + rng.below(4)), name: "l\(level).g\(index)")
      }
      groups.insert(inner, at: groups.count / 2)
      let next = try! SectionGroupStack(name: "level\(level)", groups: groups)
      for index in stride(from: 3, to: groups.count, by: 8) where groups[index] !== inner {
        let pinned = ArrayDataSource(Array(0..<1 + rng.below(3)), name: "l\(level).p\(index)")
        try! next.pin(
          pinned, under: TablePath(section: 0, row: 0), of: groups[index],
          isActive: rng.below(2) == 0)
        members.append(pinned)
      }
      members += groups
      inner = next
      stack = next
    }
    root = stack!
  }
}

// MARK: Measuring
