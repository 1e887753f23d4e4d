/// A sink that wants to hear about edits made while it receives a batch (from inside one of its
/// own calls), which UIKit forbids.
@MainActor
protocol EditDuringBatchObserver: AnyObject {
  /// `dataSource` tried to change while the batch was delivered; the edit was refused, or
  /// applied after the batch when `deferred`.
  func dataSourceEditedDuringBatch(_ dataSource: String, deferred: Bool)
}
