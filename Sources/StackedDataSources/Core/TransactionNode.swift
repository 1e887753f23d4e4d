/// A data source built on ``TransactionCore``, as the core sees it: what the core asks of the
/// source it serves.
@MainActor
protocol TransactionNode: TransactionalDataSource {

  /// The first way the node's own state disagrees with itself, or `nil`; checked after every
  /// edit in debug builds (a stack checks its layout against its groups).
  func invariantViolation() -> String?

  /// The receiver this node's own edits go to, given the one its core hands them to: the same,
  /// or one in front of it that adds what the node shows besides its model (placeholder rows).
  /// Called once per edit, before the node's model changes.
  func receiving(_ receiver: any EditReceiver) -> any EditReceiver

  /// Makes the table's queries read a copy of what they read now (``PausableDataSource``).
  func freezeDisplayed()

  /// Makes the table's queries read the model again.
  func thawDisplayed()
}

extension TransactionNode {
  func invariantViolation() -> String? { nil }

  func receiving(_ receiver: any EditReceiver) -> any EditReceiver { receiver }

  func freezeDisplayed() {}

  func thawDisplayed() {}
}
