// Benchmarks for StackedDataSources: `swift run -c release Benchmarks <suite> [options]`.
//
// Every figure is a ratio measured in this run against a baseline this executable also runs, and
// is printed as one `name: value` line.

let arguments = Array(CommandLine.arguments.dropFirst())

/// Runs the suite `name` that follows models (or fuzzes sources that do) where the
/// `Observation` module does; elsewhere says so.
@MainActor
func runWhereObservationRuns(_ name: String, _ arguments: [String]) {
  guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else {
    print("this suite needs macOS 14 or later")
    return
  }
  switch name {
  case "identities": runIdentityBenchmarks(arguments)
  case "observe": runObserveBenchmarks(arguments)
  default: runSoak(arguments)
  }
}
/// The rules suite, whose model changes reach the table when the main-actor turn ends: it
/// awaits them (top-level code that awaits runs on the main actor, which runs their jobs).
@MainActor
func runRules(_ arguments: [String]) async {
  guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else {
    print("this suite needs macOS 14 or later")
    return
  }
  await runRulesBenchmarks(arguments)
}
/// The settings suite, which awaits batches sent when the main-actor turn ends, as the rules.
@MainActor
func runSettings(_ arguments: [String]) async {
  guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else {
    print("this suite needs macOS 14 or later")
    return
  }
  #if canImport(StackedSettings)
    await runSettingsBenchmarks(arguments)
  #endif
}
/// Search across a tree of settings pages.
@MainActor
func runSearch(_ arguments: [String]) {
  guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else {
    print("this suite needs macOS 14 or later")
    return
  }
  #if canImport(StackedSettings)
    runSearchBenchmarks(arguments)
  #endif
}
/// The settings store's fuzz, as a soak.
@MainActor
func runSettingsSoakSuite(_ arguments: [String]) {
  guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else {
    print("this suite needs macOS 14 or later")
    return
  }
  #if canImport(StackedSettings)
    runSettingsSoak(arguments)
  #endif
}
let suites: [(name: String, run: @MainActor ([String]) async -> Void)] = [
  ("controls", runControlsBenchmarks),
  ("diff", runDiffBenchmarks),
  ("edit", runEditBenchmarks),
  ("fetched", runFetchedBenchmarks),
  ("identities", { runWhereObservationRuns("identities", $0) }),
  ("observe", { runWhereObservationRuns("observe", $0) }),
  ("rules", runRules),
  ("search", runSearch),
  ("settings", runSettings),
  ("settings-soak", runSettingsSoakSuite),
  ("soak", { runWhereObservationRuns("soak", $0) }),
  ("stack", runStackBenchmarks),
]

let requested = arguments.first ?? "all"
if requested == "all" {
  for suite in suites { await suite.run([]) }
} else if let suite = suites.first(where: { $0.name == requested }) {
  await suite.run(Array(arguments.dropFirst()))
} else {
  print("usage: Benchmarks [all | \(suites.map(\.name).joined(separator: " | "))] [options]")
}
