/// A data source built on ``TransactionCore``.
@MainActor
protocol TransactionNode: DataSourceProtocol {
  var core: TransactionCore { get }

  /// The first way the node's own state disagrees with itself, or `nil`; checked after every
  /// edit in debug builds (a stack checks its layout against its groups).
  func invariantViolation() -> String?
}

extension TransactionNode {
  func invariantViolation() -> String? { nil }
}
