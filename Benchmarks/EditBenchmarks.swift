import Foundation
import StackFuzz
import StackedDataSources

// `swift run -c release Benchmarks edit [--quick]`
//
// What one edit costs in a large source, against the same edit to a plain `Array`. The source is
// an `ArrayDataSource<Int>` of n rows, the middle group of a stack of three, whose sink only
// counts batches: the figure covers the source's own array, the transaction, the netting, the
// translation through the stack and the batch's sink calls. Both sides insert at the same random
// positions; each insert is undone, untimed, so the sizes stay put. `--quick` takes fewer samples.

@MainActor
func runEditBenchmarks(_ arguments: [String]) {
  let quick = arguments.contains("--quick")
  let runs = quick ? 3 : 7
  benchmarkOneInsert(count: 1_000_000, inserts: quick ? 50 : 200, runs: runs)
  benchmarkTransaction(count: 1_000_000, inserts: 1_000, runs: quick ? 2 : 5)
  benchmarkInsertGrowth(small: 10_000, large: 1_000_000, inserts: quick ? 500 : 3_000, runs: runs)
  benchmarkValidatingSink(count: 100_000, inserts: quick ? 30 : 200, runs: quick ? 2 : 5)
  benchmarkContentCheckGrowth(
    small: 1_000, large: 1_000_000, inserts: quick ? 300 : 2_000, runs: runs)
  benchmarkBatchSizeGrowth(small: 100, large: 10_000, runs: runs)
}

/// A stack of a 3-row group, an n-row `ArrayDataSource` and another 3-row group, on a sink that
/// counts batches.
@MainActor
private struct EditScenario {
  let stack: SectionGroupStack
  let rows: ArrayDataSource<Int>
  let sink = NullSink()

  init(count: Int, sink: (any TableSink)? = nil) {
    rows = ArrayDataSource(Array(0..<count), name: "Rows")
    let rows = rows
    stack = SectionGroupStack(name: "Screen") {
      ArrayDataSource([-1, -2, -3], name: "Header")
      rows
      ArrayDataSource([-4, -5, -6], name: "Footer")
    }
    stack.sink = sink ?? self.sink
  }
}

/// `edit.array.one_insert.n<count>.ratio_vs_array`: one `insert(_:at:)` committed through the
/// stack ÷ `Array.insert(_:at:)` at the same position of an array of as many `Int`s.
@MainActor
private func benchmarkOneInsert(count: Int, inserts: Int, runs: Int) {
  let scenario = EditScenario(count: count)
  var plain = Array(0..<count)
  var random = SplitMix64(seed: 21)
  let positions = (0..<inserts).map { _ in random.below(count + 1) }
  var sourceTimes: [Double] = []
  var arrayTimes: [Double] = []
  for _ in 0...runs {  // the first repetition warms up and is dropped
    var source = 0.0
    var array = 0.0
    for position in positions {
      source += seconds { try! scenario.rows.insert(-7, at: position) }
      _ = try! scenario.rows.remove(at: position)
      array += seconds { plain.insert(-7, at: position) }
      plain.remove(at: position)
    }
    sourceTimes.append(source / Double(inserts))
    arrayTimes.append(array / Double(inserts))
  }
  let expected = 2 * inserts * (runs + 1)
  guard scenario.sink.batches == expected, scenario.rows.count == count else {
    fatalError("edit: \(scenario.sink.batches) batches for \(expected) edits")
  }
  detail("edit.array.one_insert.n\(count).us", median(sourceTimes.dropFirst()) * 1e6)
  detail("edit.array.one_insert.n\(count).array_us", median(arrayTimes.dropFirst()) * 1e6)
  report(
    "edit.array.one_insert.n\(count).ratio_vs_array",
    median(sourceTimes.dropFirst()) / median(arrayTimes.dropFirst()))
}

/// `edit.array.k<inserts>_tx.n<count>.ratio_vs_array`: `inserts` random `insert(_:at:)` calls in
/// one transaction, committed through the stack as one batch ÷ the same inserts into an `Array`.
@MainActor
private func benchmarkTransaction(count: Int, inserts: Int, runs: Int) {
  let scenario = EditScenario(count: count)
  var plain = Array(0..<count)
  var random = SplitMix64(seed: 22)
  let positions = (0..<inserts).map { index in random.below(count + index + 1) }
  var sourceTimes: [Double] = []
  var arrayTimes: [Double] = []
  for _ in 0...runs {
    sourceTimes.append(
      seconds {
        try! scenario.rows.performBatchUpdates {
          for position in positions { try scenario.rows.insert(-7, at: position) }
        }
      })
    try! scenario.rows.performBatchUpdates {
      for position in positions.reversed() { _ = try scenario.rows.remove(at: position) }
    }
    arrayTimes.append(seconds { for position in positions { plain.insert(-7, at: position) } })
    for position in positions.reversed() { plain.remove(at: position) }
  }
  guard scenario.sink.batches == 2 * (runs + 1), scenario.rows.items == plain else {
    fatalError("edit: the transactions did not undo to the plain array")
  }
  report(
    "edit.array.k\(inserts)_tx.n\(count).ratio_vs_array",
    median(sourceTimes.dropFirst()) / median(arrayTimes.dropFirst()))
}

/// `edit.one_insert.growth.n<small>_to_n<large>`: one `insert(_:at:)` committed through the stack
/// at `large` rows ÷ at `small`. The row goes before the last one, where the source's own array
/// moves one element, so the figure shows how the library's work grows with the row count.
@MainActor
private func benchmarkInsertGrowth(small: Int, large: Int, inserts: Int, runs: Int) {
  let scenarios = [EditScenario(count: small), EditScenario(count: large)]
  var times: [[Double]] = [[], []]
  for _ in 0...runs {
    for (index, scenario) in scenarios.enumerated() {
      let position = scenario.rows.count - 1
      var total = 0.0
      for _ in 0..<inserts {
        total += seconds { try! scenario.rows.insert(-7, at: position) }
        _ = try! scenario.rows.remove(at: position)
      }
      times[index].append(total / Double(inserts))
    }
  }
  detail("edit.one_insert.n\(small).us", median(times[0].dropFirst()) * 1e6)
  detail("edit.one_insert.n\(large).us", median(times[1].dropFirst()) * 1e6)
  report(
    "edit.one_insert.growth.n\(small)_to_n\(large)",
    median(times[1].dropFirst()) / median(times[0].dropFirst()))
}

/// `edit.array.one_insert.n<count>.validating_over_null_sink` and `…content_check_over_null_sink`:
/// one insert committed to a `ValidatingSink` without a content check (UIKit's batch rules:
/// O(sections) per batch), and to one with the default, incremental content check (it reads the
/// inserted row and shifts its mirror of the section as the source shifts its array), ÷ the same
/// insert committed to a sink that only counts. `…full_content_check_over_null_sink` is the full
/// check (`contentCheck: .full`, which re-reads every row: O(rows) per batch), for comparison.
@MainActor
private func benchmarkValidatingSink(count: Int, inserts: Int, runs: Int) {
  let null = EditScenario(count: count)
  let validating = EditScenario(count: count)
  let checking = EditScenario(count: count)
  let checkingAll = EditScenario(count: count)
  let sinks = [
    ValidatingSink(dataSource: validating.stack, contentCheck: .off),
    ValidatingSink(dataSource: checking.stack),
    ValidatingSink(dataSource: checkingAll.stack, contentCheck: .full),
  ]
  validating.stack.sink = sinks[0]
  checking.stack.sink = sinks[1]
  checkingAll.stack.sink = sinks[2]
  let scenarios = [null, validating, checking, checkingAll]
  var random = SplitMix64(seed: 23)
  let positions = (0..<inserts).map { _ in random.below(count + 1) }
  var times: [[Double]] = [[], [], [], []]
  for _ in 0...runs {
    for (index, scenario) in scenarios.enumerated() {
      // The full check costs 10,000 times the edit: a few of its inserts are enough.
      let sample = index == 3 ? positions.prefix(3) : positions[...]
      var total = 0.0
      for position in sample {
        total += seconds { try! scenario.rows.insert(-7, at: position) }
        _ = try! scenario.rows.remove(at: position)
      }
      times[index].append(total / Double(sample.count))
    }
  }
  guard sinks[1].incrementalCheckCount > 0 else { fatalError("edit: no incremental check ran") }
  guard sinks.allSatisfy(\.isValid) else { fatalError("edit: \(sinks.map(\.violations))") }
  let base = median(times[0].dropFirst())
  report(
    "edit.array.one_insert.n\(count).validating_over_null_sink", median(times[1].dropFirst()) / base
  )
  report(
    "edit.array.one_insert.n\(count).content_check_over_null_sink",
    median(times[2].dropFirst()) / base)
  detail(
    "edit.array.one_insert.n\(count).full_content_check_over_null_sink",
    median(times[3].dropFirst()) / base)
}

/// `validate.content_check.growth.n<small>_to_n<large>`: one insert per batch committed through
/// the stack to a `ValidatingSink` with the default, incremental content check, at `large` rows
/// ÷ at `small`. The row goes before the last one, where the source's array and the sink's
/// mirror each move one element, so the figure shows how validating a batch grows with the
/// table's size.
@MainActor
private func benchmarkContentCheckGrowth(small: Int, large: Int, inserts: Int, runs: Int) {
  let scenarios = [EditScenario(count: small), EditScenario(count: large)]
  let sinks = scenarios.map { ValidatingSink(dataSource: $0.stack) }
  for (scenario, sink) in zip(scenarios, sinks) { scenario.stack.sink = sink }
  var times: [[Double]] = [[], []]
  for _ in 0...runs {
    for (index, scenario) in scenarios.enumerated() {
      let position = scenario.rows.count - 1
      var total = 0.0
      for _ in 0..<inserts {
        total += seconds { try! scenario.rows.insert(-7, at: position) }
        _ = try! scenario.rows.remove(at: position)
      }
      times[index].append(total / Double(inserts))
    }
  }
  guard sinks.allSatisfy({ $0.isValid && $0.incrementalCheckCount == $0.validatedBatchCount })
  else { fatalError("validate: \(sinks.map(\.violations))") }
  detail("validate.content_check.n\(small).us", median(times[0].dropFirst()) * 1e6)
  detail("validate.content_check.n\(large).us", median(times[1].dropFirst()) * 1e6)
  report(
    "validate.content_check.growth.n\(small)_to_n\(large)",
    median(times[1].dropFirst()) / median(times[0].dropFirst()))
}

/// `validate.batch_size.growth.k<small>_to_k<large>`: time per operation for a `ValidatingSink`
/// (UIKit's rules, no content check) to take one batch of k operations, at `large` ÷ at `small`:
/// k/2 moves reversing the first rows, then k/4 rows deleted and k/4 inserted at the same
/// places further down, in a section of 2k rows that the batch leaves at its size. UIKit checks
/// each operation against the others pairwise (k² steps); the sink finds the same first
/// failure in O(k log k), so the figure stays near 1 where a pairwise check would reach 100.
@MainActor
private func benchmarkBatchSizeGrowth(small: Int, large: Int, runs: Int) {
  let sizes = [small, large]
  let scenarios = sizes.map { size in
    let rows = ArrayDataSource(Array(0..<2 * size), name: "Rows")
    let sink = ValidatingSink(dataSource: rows, contentCheck: .off)
    rows.sink = sink
    return (size: size, rows: rows, sink: sink)
  }
  var times: [[Double]] = [[], []]
  for _ in 0...runs {
    for (index, scenario) in scenarios.enumerated() {
      let half = scenario.size / 2
      let quarter = scenario.size / 4
      let changed = (0..<quarter).map { TablePath(section: 0, row: half + 2 * $0) }
      let sink = scenario.sink
      let time = seconds {
        sink.performBatchUpdates {
          for row in 0..<half {
            sink.moveRow(
              at: TablePath(section: 0, row: row), to: TablePath(section: 0, row: half - 1 - row))
          }
          sink.deleteRows(at: changed, with: .automatic)
          sink.insertRows(at: changed, with: .automatic)
        }
      }
      times[index].append(time / Double(scenario.size))
    }
  }
  let sinks = scenarios.map(\.sink)
  guard sinks.allSatisfy({ $0.isValid && $0.validatedBatchCount == runs + 1 }) else {
    fatalError("validate: \(sinks.map(\.violations))")
  }
  detail("validate.batch_size.k\(small).ns_per_operation", median(times[0].dropFirst()) * 1e9)
  detail("validate.batch_size.k\(large).ns_per_operation", median(times[1].dropFirst()) * 1e9)
  report(
    "validate.batch_size.growth.k\(small)_to_k\(large)",
    median(times[1].dropFirst()) / median(times[0].dropFirst()))
}
