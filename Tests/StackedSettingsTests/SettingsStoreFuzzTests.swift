import StackFuzz
import Testing

/// The settings store's fuzz (`StackFuzz.SettingsFuzzer`: outside writes, the app's writes, the
/// user's input into two screens inside and outside transactions, resets; its oracle computes
/// every row from a reference dictionary), with the main actor's real turns ending the turns,
/// and with transactions ending them as the soak does (`Benchmarks settings-soak`).
@MainActor
@Suite("Settings store fuzz")
struct SettingsStoreFuzzTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("outside writes, the app's writes, the user's input and resets", arguments: 0..<24)
  func fuzz(seed: UInt64) async throws {
    let fuzzer = SettingsFuzzer(seed: seed)
    for _ in 0..<120 where try fuzzer.step() {
      await endOfTurn()
      try fuzzer.check()
    }
    await endOfTurn()
    try fuzzer.check()
    #expect(fuzzer.batches > 0, "the seed sent batches for the oracle to check")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the same, each turn ended by a transaction", arguments: 100..<112)
  func fuzzEndingTurnsWithTransactions(seed: UInt64) throws {
    let fuzzer = SettingsFuzzer(seed: seed)
    for _ in 0..<120 where try fuzzer.step() {
      fuzzer.flushTurn()
      try fuzzer.check()
    }
    fuzzer.flushTurn()
    try fuzzer.check()
  }
}
