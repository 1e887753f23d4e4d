/// A data source built on ``TransactionCore``.
@MainActor
protocol TransactionNode: DataSourceProtocol {
  var core: TransactionCore { get }

  /// The first way the node's own state disagrees with itself, or `nil`; checked after every
  /// edit in debug builds (a stack checks its layout against its groups).
  func invariantViolation() -> String?

  /// The receiver this node's own edits go to, given the one its core hands them to: the same,
  /// or one in front of it that adds what the node shows besides its model (placeholder rows).
  /// Called once per edit, before the node's model changes.
  func receiving(_ receiver: any EditReceiver) -> any EditReceiver
}

extension TransactionNode {
  func invariantViolation() -> String? { nil }

  func receiving(_ receiver: any EditReceiver) -> any EditReceiver { receiver }
}
