import Foundation

/// The net change of one store transaction: the objects inserted, updated (their new values) and
/// deleted (their identities).
///
/// An identity appears at most once in a change. Updates say nothing about positions: the data
/// source places the new value itself, so a changed sort or section key becomes a move.
public struct StoreChange<Object: Identifiable> {
  /// New objects, in the order they entered the store.
  public var inserted: [Object]
  /// The new values of changed objects.
  public var updated: [Object]
  /// The identities of removed objects.
  public var deleted: [Object.ID]

  /// Creates a change.
  public init(inserted: [Object] = [], updated: [Object] = [], deleted: [Object.ID] = []) {
    self.inserted = inserted
    self.updated = updated
    self.deleted = deleted
  }

  /// Whether the change has no object in it.
  public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }
}

extension StoreChange: Equatable where Object: Equatable {}

extension StoreChange: Sendable where Object: Sendable, Object.ID: Sendable {}
