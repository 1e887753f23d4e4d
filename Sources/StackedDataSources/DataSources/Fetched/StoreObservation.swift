import Foundation

/// The token of one observer of a ``FetchedStore``.
public struct StoreObservation: Hashable, Sendable {
  /// A number unique within its store.
  public var id: Int

  /// Creates a token.
  public init(id: Int) { self.id = id }
}
