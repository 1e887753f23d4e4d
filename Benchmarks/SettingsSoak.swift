#if canImport(StackedSettings)
  import Foundation
  import StackFuzz

  // `swift run -c release Benchmarks settings-soak [--seeds K] [--steps N] [--seed S]`
  //
  // The settings store's fuzz (`StackFuzz.SettingsFuzzer`) over K seeds from S, N steps each,
  // each turn ended by a transaction on each screen; prints `settings_soak.violations: 0`, or the
  // first failure and exits 1. CI runs it on seeds taken from the commit's hash, as the soak.

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  func runSettingsSoak(_ arguments: [String]) {
    func value(_ flag: String, default fallback: Int) -> Int {
      integer(flag, in: arguments, default: fallback)
    }
    let seeds = value("--seeds", default: 100)
    let steps = value("--steps", default: 400)
    let first = UInt64(value("--seed", default: 1))
    var batches = 0
    for seed in first..<first + UInt64(seeds) {
      let fuzzer = SettingsFuzzer(seed: seed)
      do {
        for _ in 0..<steps where try fuzzer.step() {
          fuzzer.flushTurn()
          try fuzzer.check()
        }
        fuzzer.flushTurn()
        try fuzzer.check()
      } catch {
        print("settings_soak.steps: \(fuzzer.steps)")
        print("settings_soak.violations: 1")
        print("settings_soak.first_failure: \(error)")
        print(
          "repeat: .build/release/Benchmarks settings-soak --seeds 1 --steps \(steps) --seed \(seed)"
        )
        exit(1)
      }
      batches += fuzzer.batches
    }
    print("settings_soak.seeds: \(seeds)")
    print("settings_soak.steps: \(seeds * steps)")
    print("settings_soak.batches: \(batches)")
    print("settings_soak.violations: 0")
  }
#endif
