import StackFuzz
import Testing

@MainActor
@Suite("Model-based fuzz test of stacks, pins and transactions")
struct StackFuzzTests {
  @Test(
    "random trees and operations keep the table legal and equal to the model", arguments: 1...20)
  func fuzz(seed: UInt64) {
    let fuzzer = StackFuzzer(seed: seed)
    do {
      try fuzzer.run(steps: 1_000)
    } catch {
      Issue.record("\(error)")
    }
    #expect(fuzzer.batches > 100, "seed \(seed) checked too few batches")
  }
}
