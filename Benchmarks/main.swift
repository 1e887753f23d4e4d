// Benchmarks for StackedDataSources: `swift run -c release Benchmarks <suite> [options]`.
//
// Every figure is a ratio measured in this run against a baseline this executable also runs, and
// is printed as one `name: value` line.

let arguments = Array(CommandLine.arguments.dropFirst())

/// Says that a suite following models (or fuzzing sources that do) needs the `Observation`
/// module's OS floor.
func observationIsMissing() {
  print("this suite needs macOS 14 or later")
}
let suites: [(name: String, run: @MainActor ([String]) -> Void)] = [
  ("diff", runDiffBenchmarks),
  ("edit", runEditBenchmarks),
  ("fetched", runFetchedBenchmarks),
  (
    "identities",
    { arguments in
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        runIdentityBenchmarks(arguments)
      } else {
        observationIsMissing()
      }
    }
  ),
  (
    "observe",
    { arguments in
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        runObserveBenchmarks(arguments)
      } else {
        observationIsMissing()
      }
    }
  ),
  (
    "soak",
    { arguments in
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        runSoak(arguments)
      } else {
        observationIsMissing()
      }
    }
  ),
  ("stack", runStackBenchmarks),
]

let requested = arguments.first ?? "all"
if requested == "all" {
  for suite in suites { suite.run([]) }
} else if let suite = suites.first(where: { $0.name == requested }) {
  suite.run(Array(arguments.dropFirst()))
} else {
  print("usage: Benchmarks [all | \(suites.map(\.name).joined(separator: " | "))] [options]")
}
