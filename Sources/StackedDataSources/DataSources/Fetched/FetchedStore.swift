import Foundation

/// A store of identified objects that a ``FetchedDataSource`` can show and follow.
///
/// Put your own persistence behind it: ``InMemoryStore`` is one; a database wrapper is another.
/// On Apple platforms an `NSFetchedResultsController` fits too: return its `fetchedObjects` from
/// ``fetchObjects()``, and in `controllerDidChangeContent(_:)` deliver the inserted, updated and
/// deleted objects its delegate collected since `controllerWillChangeContent(_:)` as one
/// ``StoreChange`` (moves are updates: the data source works out positions itself).
///
/// The data source filters, sorts and sections the objects itself, so that a change to *k*
/// objects costs O(*k* log *n*) rather than a re-fetch.
///
/// ```swift
/// final class NotesStore: FetchedStore {
///   func fetchObjects() throws -> [Note] { try database.allNotes() }
///   func addObserver(_ observer: @escaping @MainActor (StoreChange<Note>) -> Void)
///     -> StoreObservation { … }
///   func removeObserver(_ observation: StoreObservation) { … }
/// }
/// ```
@MainActor
public protocol FetchedStore<Object>: AnyObject {
  /// The stored objects: identified, and `Hashable` so that a table can tell when one changed.
  associatedtype Object: Identifiable & Hashable

  /// Every object in the store, in the store's order (which breaks ties between objects the sort
  /// comparators call equal).
  ///
  /// - Throws: Any error of the store; the data source reports it as
  ///   ``DataSourceError/fetchFailed(dataSource:reason:)``.
  func fetchObjects() throws -> [Object]

  /// Registers `observer` to receive every later change, one ``StoreChange`` per store
  /// transaction, and returns the token that removes it.
  func addObserver(_ observer: @escaping @MainActor (StoreChange<Object>) -> Void)
    -> StoreObservation

  /// Stops the observer that `observation` names; an unknown token is ignored.
  func removeObserver(_ observation: StoreObservation)
}

/// The token of one observer of a ``FetchedStore``.
public struct StoreObservation: Hashable, Sendable {
  /// A number unique within its store.
  public var id: Int

  /// Creates a token.
  public init(id: Int) { self.id = id }
}

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
