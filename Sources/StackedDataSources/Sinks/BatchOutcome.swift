/// How a batch ends, as UIKit would decide it.
enum BatchOutcome: Hashable, Sendable {
  /// UIKit accepts the batch; `resolved` is what it does, for the content replay.
  case valid(resolved: ResolvedBatch, sections: SectionMap)
  /// A table view accepts the batch without checking counts and reloads all its data
  /// (<doc:UIKitBatchRules>, rule 16).
  case reloadFallback
  /// UIKit raises an exception.
  case invalid(BatchViolation)
}
