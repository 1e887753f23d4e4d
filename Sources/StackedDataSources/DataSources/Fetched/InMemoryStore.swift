import Foundation

/// A ``FetchedStore`` that keeps its objects in memory: insert, update and delete them, alone or
/// in a ``transaction(_:)``, and every observer hears one ``StoreChange`` per transaction.
///
/// ```swift
/// let store = try InMemoryStore([Note(id: 1, title: "Groceries")], name: "Notes")
/// let notes = FetchedDataSource(store: store, request: FetchRequest(sortedBy: [.init(\.title)]))
/// try notes.performFetch()
/// try store.transaction {
///   try store.insert(Note(id: 2, title: "Books"))
///   try store.update(Note(id: 1, title: "Groceries and wine"))
/// }                                          // one batch: an insert and a reload
/// ```
///
/// The store's order is the order of first insertion: an update keeps an object's place, and an
/// object deleted and inserted again within one transaction keeps it too (it is reported as an
/// update).
@MainActor
public final class InMemoryStore<Object: Identifiable & Hashable>: FetchedStore {
  private struct Stored {
    var object: Object
    var order: Int
  }

  private enum Pending {
    case inserted
    case updated
    case deleted
  }

  /// A name for errors, such as `"Notes"`.
  public var name: String
  private var storage: [Object.ID: Stored] = [:]
  private var nextOrder = 0
  private var observers: [Int: @MainActor (StoreChange<Object>) -> Void] = [:]
  private var nextObserver = 0
  private var depth = 0
  private var pending: [Object.ID: Pending] = [:]
  private var pendingOrder: [Object.ID] = []

  /// Creates a store holding `objects`, in order.
  ///
  /// - Throws: ``StoreError/duplicateIdentifier(store:identifier:)`` when two objects share an
  ///   identity.
  /// - Complexity: O(*n*) expected.
  public init(_ objects: [Object] = [], name: String = "InMemoryStore") throws(StoreError) {
    self.name = name
    for object in objects {
      guard storage[object.id] == nil else {
        throw .duplicateIdentifier(store: name, identifier: "\(object.id)")
      }
      storage[object.id] = Stored(object: object, order: nextOrder)
      nextOrder += 1
    }
  }

  /// The number of objects.
  public var count: Int { storage.count }

  /// The object with identity `id`, or `nil` when there is none.
  ///
  /// - Complexity: O(1) expected.
  public subscript(id: Object.ID) -> Object? { storage[id]?.object }

  /// Every object, in the store's order.
  ///
  /// - Complexity: O(*n* log *n*).
  public var objects: [Object] {
    storage.values.sorted { $0.order < $1.order }.map(\.object)
  }

  // MARK: FetchedStore

  /// Every object, in the store's order; never throws.
  ///
  /// - Complexity: O(*n* log *n*).
  public func fetchObjects() throws -> [Object] { objects }

  /// Registers `observer` for every later change, one per transaction.
  public func addObserver(_ observer: @escaping @MainActor (StoreChange<Object>) -> Void)
    -> StoreObservation
  {
    nextObserver += 1
    observers[nextObserver] = observer
    return StoreObservation(id: nextObserver)
  }

  /// Stops an observer; an unknown token is ignored.
  public func removeObserver(_ observation: StoreObservation) {
    observers[observation.id] = nil
  }

  /// The number of observers.
  public var observerCount: Int { observers.count }

  // MARK: Changes

  /// Adds `object` after every other object.
  ///
  /// - Throws: ``StoreError/duplicateIdentifier(store:identifier:)`` when an object with its
  ///   identity is stored; nothing changes.
  /// - Complexity: O(1) expected, plus the observers' work when not in a transaction.
  public func insert(_ object: Object) throws(StoreError) {
    try insert(contentsOf: [object])
  }

  /// Adds `objects`, in order, after every other object, as one transaction.
  ///
  /// - Throws: ``StoreError/duplicateIdentifier(store:identifier:)`` when an identity is stored
  ///   or repeated; nothing changes.
  /// - Complexity: O(*k*) expected for *k* objects.
  public func insert(contentsOf objects: [Object]) throws(StoreError) {
    var seen = Set<Object.ID>()
    for object in objects where storage[object.id] != nil || !seen.insert(object.id).inserted {
      throw .duplicateIdentifier(store: name, identifier: "\(object.id)")
    }
    change {
      for object in objects {
        if let order = deletedOrder(object.id) {
          storage[object.id] = Stored(object: object, order: order)
          note(object.id, .updated)
        } else {
          storage[object.id] = Stored(object: object, order: nextOrder)
          nextOrder += 1
          note(object.id, .inserted)
        }
      }
    }
  }

  /// Replaces the stored object that has `object`'s identity, keeping its place.
  ///
  /// - Throws: ``StoreError/unknownIdentifier(store:identifier:)``; nothing changes.
  /// - Complexity: O(1) expected.
  public func update(_ object: Object) throws(StoreError) {
    guard storage[object.id] != nil else {
      throw .unknownIdentifier(store: name, identifier: "\(object.id)")
    }
    change {
      storage[object.id]!.object = object
      note(object.id, .updated)
    }
  }

  /// Removes the object with identity `id`.
  ///
  /// - Throws: ``StoreError/unknownIdentifier(store:identifier:)``; nothing changes.
  /// - Complexity: O(1) expected.
  public func delete(id: Object.ID) throws(StoreError) {
    guard storage[id] != nil else {
      throw .unknownIdentifier(store: name, identifier: "\(id)")
    }
    change {
      deletedOrders[id] = storage.removeValue(forKey: id)!.order
      note(id, .deleted)
    }
  }

  /// Runs `body` as one transaction: observers hear the net change of everything inside it once,
  /// when the outermost transaction ends, or nothing when nothing changed. Transactions nest.
  ///
  /// Changes made before `body` throws are kept and reported.
  ///
  /// ```swift
  /// try store.transaction {
  ///   try store.delete(id: 3)
  ///   try store.insert(Note(id: 4, title: "Trip"))
  /// }
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* changed objects, plus the observers' work.
  public func transaction<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    depth += 1
    defer {
      depth -= 1
      if depth == 0 { publish() }
    }
    return try body()
  }

  private var deletedOrders: [Object.ID: Int] = [:]

  private func deletedOrder(_ id: Object.ID) -> Int? {
    guard depth > 0 || !pending.isEmpty, pending[id] == .deleted else { return nil }
    return deletedOrders[id]
  }

  private func change(_ body: () -> Void) {
    transaction(body)
  }

  private func note(_ id: Object.ID, _ kind: Pending) {
    guard let previous = pending[id] else {
      pending[id] = kind
      pendingOrder.append(id)
      return
    }
    switch (previous, kind) {
    case (.inserted, .deleted): pending[id] = nil
    case (.inserted, _): break
    case (.deleted, .updated): pending[id] = .updated
    default: pending[id] = kind
    }
  }

  private func publish() {
    var change = StoreChange<Object>()
    for id in pendingOrder {
      switch pending[id] {
      case .inserted?: change.inserted.append(storage[id]!.object)
      case .updated?: change.updated.append(storage[id]!.object)
      case .deleted?: change.deleted.append(id)
      case nil: continue
      }
      pending[id] = nil
    }
    pending = [:]
    pendingOrder = []
    deletedOrders = [:]
    guard !change.isEmpty else { return }
    for key in observers.keys.sorted() {
      observers[key]?(change)
    }
  }
}

/// A rejected request to an ``InMemoryStore``; nothing changed.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An object with this identity is already stored (or was given twice).
  case duplicateIdentifier(store: String, identifier: String)
  /// No stored object has this identity.
  case unknownIdentifier(store: String, identifier: String)

  /// The error as a sentence naming the store and the identity.
  public var description: String {
    switch self {
    case .duplicateIdentifier(let store, let identifier):
      "\(store): an object with the identifier \(identifier) is already stored"
    case .unknownIdentifier(let store, let identifier):
      "\(store): no object has the identifier \(identifier)"
    }
  }
}
