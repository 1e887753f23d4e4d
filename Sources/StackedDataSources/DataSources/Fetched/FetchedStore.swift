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
