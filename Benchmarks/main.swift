// Benchmarks for StackedDataSources: `swift run -c release Benchmarks <suite> [options]`.
//
// Every figure is a ratio measured in this run against a baseline this executable also runs, and
// is printed as one `name: value` line.

let arguments = Array(CommandLine.arguments.dropFirst())
let suites: [(name: String, run: @MainActor ([String]) -> Void)] = [
  ("diff", runDiffBenchmarks),
  ("edit", runEditBenchmarks),
  ("fetched", runFetchedBenchmarks),
  ("observe", runObserveBenchmarks),
  ("soak", runSoak),
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
