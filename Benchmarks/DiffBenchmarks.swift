func runDiffBenchmarks(_ arguments: [String]) {
  print("diff: not yet implemented")
}
