import StackFuzz

/// `Benchmarks soak --ops N --seed S [--trace]`: runs the model-based fuzz test for N steps and
/// prints `soak.ops` and `soak.violations`, or the first failing seed and step.
@MainActor
func runSoak(_ arguments: [String]) {
  func value(_ flag: String, default fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
      let value = Int(arguments[index + 1])
    else { return fallback }
    return value
  }
  let total = value("--ops", default: 100_000)
  let firstSeed = UInt64(value("--seed", default: 1))
  let stepsPerSeed = 2_000
  var done = 0
  var seed = firstSeed
  var batches = 0
  while done < total {
    let fuzzer = StackFuzzer(seed: seed)
    if arguments.contains("--trace") { fuzzer.trace = { print($0) } }
    let steps = min(stepsPerSeed, total - done)
    do {
      try fuzzer.run(steps: steps)
    } catch {
      print("soak.ops: \(done + fuzzer.steps)")
      print("soak.violations: 1")
      print("soak.first_failure: \(error)")
      return
    }
    done += steps
    batches += fuzzer.batches
    seed += 1
  }
  print("soak.ops: \(done)")
  print("soak.batches: \(batches)")
  print("soak.violations: 0")
}
