import Foundation
import StackedDataSources

// The measuring helpers every suite shares: clocks, medians, printing, and a sink that only
// counts batches, so that a figure times the library rather than a table.

/// A sink that only counts the batches it receives, and its calls.
@MainActor
final class NullSink: TableSink {
  private(set) var batches = 0
  /// Every call, boundaries and loose reconfigures included.
  private(set) var calls = 0
  private var depth = 0

  func beginUpdates() {
    depth += 1
    calls += 1
  }
  func endUpdates() {
    depth -= 1
    if depth == 0 { batches += 1 }
  }
  func reconfigureRows(at paths: [TablePath]) { calls += 1 }
  func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
  func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
  func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
  func moveSection(_ section: Int, toSection newSection: Int) {}
  func insertRows(at paths: [TablePath], with animation: RowAnimation) {}
  func deleteRows(at paths: [TablePath], with animation: RowAnimation) {}
  func reloadRows(at paths: [TablePath], with animation: RowAnimation) {}
  func moveRow(at path: TablePath, to newPath: TablePath) {}
  func reloadData() {}
}

/// Seconds taken by `body`.
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Seconds per call of `body`, which makes `calls` calls.
func perCall(_ calls: Int, _ body: () -> Void) -> Double {
  seconds(body) / Double(calls)
}

func median(_ values: some Collection<Double>) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func format(_ value: Double, digits: Int = 2) -> String {
  String(format: "%.\(digits)f", value)
}

/// Prints one `name: value` figure.
func report(_ name: String, _ value: Double, digits: Int = 2) {
  print("\(name): \(format(value, digits: digits))")
}

/// Keeps a result alive so that the optimiser cannot drop the call that made it.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Prints an absolute figure only with `STACK_BENCH_DETAIL=1`, for profiling.
func detail(_ name: String, _ value: Double) {
  guard ProcessInfo.processInfo.environment["STACK_BENCH_DETAIL"] == "1" else { return }
  print("\(name): \(format(value, digits: 1))")
}

/// The integer after `flag` in `arguments` (`--seeds 10`), or `fallback`.
func integer(_ flag: String, in arguments: [String], default fallback: Int) -> Int {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
    let value = Int(arguments[index + 1])
  else { return fallback }
  return value
}
