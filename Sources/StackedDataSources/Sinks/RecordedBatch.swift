/// The operations of one batch as the sink received them, in call order.
struct RecordedBatch: Hashable, Sendable {
  /// Section and row deletes, before the batch.
  var deletes: [UpdateKey] = []
  /// Section and row inserts, after the batch.
  var inserts: [UpdateKey] = []
  /// Section and row reloads, before the batch.
  var reloads: [UpdateKey] = []
  /// Section and row moves.
  var moves: [KeyMove] = []
  /// Rows whose cells are refreshed in place, before the batch.
  var reconfigures: [TablePath] = []
}
