/// A data source built on ``TransactionCore``.
@MainActor
protocol TransactionNode: DataSourceProtocol {
  var core: TransactionCore { get }
}
