import Foundation
import StackFuzz

/// `Benchmarks soak --ops N [--seeds K] [--seed S] [--large-every L] [--trace]`: runs the
/// model-based fuzz test for N steps in all, spread over K seeds starting at S (N/K steps each;
/// without `--seeds`, 2,000 steps a seed), with stacks that may grow past 256 groups in every
/// L-th seed (every seed by default; the others grow to 15–17 groups, and run about ten times
/// as many steps a second, as every step checks the whole table). Prints `soak.ops`, `soak.seeds`,
/// `soak.batches`, what the runs reached, and `soak.violations`, or the first failing seed and
/// step — and then exits with status 1, so that a script running it (`.ci/run`) fails. Each seed
/// is announced on standard error before it runs, so that a trap names its seed too.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func runSoak(_ arguments: [String]) {
  func value(_ flag: String, default fallback: Int) -> Int {
    integer(flag, in: arguments, default: fallback)
  }
  let total = value("--ops", default: 100_000)
  let firstSeed = UInt64(value("--seed", default: 1))
  let seeds = value("--seeds", default: 0)
  let largeEvery = UInt64(max(1, value("--large-every", default: 1)))
  let stepsPerSeed = seeds > 0 ? max(1, total / seeds) : 2_000
  var done = 0
  var seed = firstSeed
  var batches = 0
  var coverage = StackFuzzer.Coverage()
  while done < total {
    FileHandle.standardError.write(Data("soak: seed \(seed)\n".utf8))
    let fuzzer = StackFuzzer(seed: seed, growsLarge: seed % largeEvery == 0)
    if arguments.contains("--trace") { fuzzer.trace = { print($0) } }
    let steps = min(stepsPerSeed, total - done)
    do {
      try fuzzer.run(steps: steps)
    } catch {
      print("soak.ops: \(done + fuzzer.steps)")
      print("soak.violations: 1")
      print("soak.first_failure: \(error)")
      exit(1)
    }
    done += steps
    batches += fuzzer.batches
    coverage.meddles += fuzzer.coverage.meddles
    coverage.stacksOf16 += fuzzer.coverage.stacksOf16
    coverage.stacksOf256 += fuzzer.coverage.stacksOf256
    coverage.pinsInTransactions += fuzzer.coverage.pinsInTransactions
    coverage.snapshotsInTransactions += fuzzer.coverage.snapshotsInTransactions
    coverage.endsAfterRemoval += fuzzer.coverage.endsAfterRemoval
    coverage.userMovesAccepted += fuzzer.coverage.userMovesAccepted
    coverage.userMovesRefused += fuzzer.coverage.userMovesRefused
    coverage.userMovesFromTargetPath += fuzzer.coverage.userMovesFromTargetPath
    coverage.placeholderChanges += fuzzer.coverage.placeholderChanges
    coverage.transactionsFromSinkCalls += fuzzer.coverage.transactionsFromSinkCalls
    coverage.callbackEdits.merge(fuzzer.coverage.callbackEdits, uniquingKeysWith: +)
    coverage.userActions.merge(fuzzer.coverage.userActions, uniquingKeysWith: +)
    coverage.placeholderCancellations += fuzzer.coverage.placeholderCancellations
    coverage.snapshotReports += fuzzer.coverage.snapshotReports
    coverage.sectionResizes += fuzzer.coverage.sectionResizes
    coverage.pauseChanges += fuzzer.coverage.pauseChanges
    coverage.add(followed: fuzzer.coverage)
    coverage.add(input: fuzzer.coverage)
    seed += 1
  }
  print("soak.ops: \(done)")
  print("soak.seeds: \(seed - firstSeed)")
  print("soak.batches: \(batches)")
  print("soak.edits_from_sink_calls: \(coverage.meddles)")
  print("soak.stacks_grown_past_16: \(coverage.stacksOf16)")
  print("soak.stacks_grown_past_256: \(coverage.stacksOf256)")
  print("soak.pins_in_transactions: \(coverage.pinsInTransactions)")
  print("soak.snapshots_in_transactions: \(coverage.snapshotsInTransactions)")
  print("soak.ends_after_removal: \(coverage.endsAfterRemoval)")
  print("soak.user_moves_followed: \(coverage.userMovesAccepted)")
  print("soak.user_moves_put_back: \(coverage.userMovesRefused)")
  print("soak.user_moves_to_target_path: \(coverage.userMovesFromTargetPath)")
  print("soak.placeholder_changes: \(coverage.placeholderChanges)")
  print("soak.transactions_from_sink_calls: \(coverage.transactionsFromSinkCalls)")
  print("soak.callback_edits: \(coverage.callbackEdits.values.reduce(0, +))")
  print("soak.user_actions: \(coverage.userActions.values.reduce(0, +))")
  print("soak.placeholder_cancellations: \(coverage.placeholderCancellations)")
  print("soak.snapshot_reports_checked: \(coverage.snapshotReports)")
  print("soak.followed_bursts: \(coverage.followedBursts)")
  print("soak.followed_edits_in_transactions: \(coverage.followedEditsInTransactions)")
  print("soak.followed_edits_from_sink_calls: \(coverage.followedEditsFromSinkCalls)")
  print("soak.followed_edits_from_callbacks: \(coverage.followedEditsFromCallbacks)")
  print("soak.followed_flushes_checked: \(coverage.followedFlushes)")
  print("soak.followed_direct_edits_reported: \(coverage.followedDirectEdits)")
  print("soak.followed_history_breaks: \(coverage.followedHistoryBreaks)")
  print("soak.followed_user_moves: \(coverage.followedUserMoves)")
  print("soak.followed_nested_flushes: \(coverage.followedNestedFlushes)")
  print("soak.followed_pending_checks: \(coverage.followedPendingChecks)")
  print("soak.row_identity_batches_checked: \(coverage.identityBatches)")
  print("soak.section_resizes: \(coverage.sectionResizes)")
  print("soak.pauses_flushes_resumes: \(coverage.pauseChanges)")
  func counts(_ counts: [String: Int]) -> String {
    counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  }
  print("soak.control_inputs: \(counts(coverage.controlKinds))")
  print("soak.inputs_in_open_transactions: \(counts(coverage.shownRowInputs))")
  print("soak.inputs_into_paused_sources: \(counts(coverage.pausedInputs))")
  print("soak.inputs_from_sink_calls: \(counts(coverage.deliveryInputs))")
  print("soak.followed_control_inputs: \(counts(coverage.followedControlInputs))")
  print("soak.violations: 0")
}
