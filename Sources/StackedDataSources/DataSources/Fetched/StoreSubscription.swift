import Foundation

/// A fetched data source's registration with its store, removed when the data source goes away.
///
/// The data source is `@MainActor` and its store is not `Sendable`, so the data source cannot
/// reach the store from its own (nonisolated) `deinit`. An `isolated deinit` could, but on Apple
/// platforms before the Swift 6.2 runtime it goes through a back-deployed shim; this object
/// instead owns the pair and removes the observer when it is released: at once on the main
/// thread, where a main-actor object is almost always released, else in a task on the main actor.
final class StoreSubscription<Object: Identifiable & Hashable>: @unchecked Sendable {
  // Read only in `deinit`, on the main actor: the store is touched nowhere else through here.
  private let store: any FetchedStore<Object>
  private let observation: StoreObservation

  @MainActor
  init(
    store: any FetchedStore<Object>, observer: @escaping @MainActor (StoreChange<Object>) -> Void
  ) {
    self.store = store
    self.observation = store.addObserver(observer)
  }

  deinit {
    let store = self.store
    let observation = self.observation
    let remove = UncheckedTransfer { @MainActor in store.removeObserver(observation) }
    if Thread.isMainThread {
      MainActor.assumeIsolated { remove.value() }
    } else {
      Task { @MainActor in remove.value() }
    }
  }
}

/// A value handed across isolation domains where the caller guarantees it is used on one of them
/// only (here: a closure that touches a main-actor store, run on the main actor).
private struct UncheckedTransfer<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
