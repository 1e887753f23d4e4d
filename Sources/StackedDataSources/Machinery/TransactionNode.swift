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

  /// Commits the user's drag of the row at `source` to `destination` (its final path); see
  /// ``DataSourceProtocol/commitMove(from:to:)``. A source whose rows the user may drag is a
  /// ``UserMovableSource``.
  func commitUserMove(from source: TablePath, to destination: TablePath) throws(DataSourceError)

  /// `proposed` when ``commitUserMove(from:to:)`` would accept the row there, else `source`.
  func proposedTarget(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath

  /// Replaces the placeholder row's content (``PlaceholderDataSource/placeholder``); a source
  /// that shows one is a ``PlaceholderSource``.
  func setPlaceholder(_ newValue: RowContent?)

  /// Makes the table's queries read a copy of what they read now (``PausableDataSource``).
  func freezeDisplayed()

  /// Makes the table's queries read the model again.
  func thawDisplayed()
}

extension TransactionNode {
  func invariantViolation() -> String? { nil }

  func receiving(_ receiver: any EditReceiver) -> any EditReceiver { receiver }

  func commitUserMove(from source: TablePath, to destination: TablePath) throws(DataSourceError) {
    try checkRowExists(source)
    throw .rowNotMovable(dataSource: name, from: source, to: destination)
  }

  func proposedTarget(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath { source }

  func setPlaceholder(_ newValue: RowContent?) {}

  func freezeDisplayed() {}

  func thawDisplayed() {}
}
