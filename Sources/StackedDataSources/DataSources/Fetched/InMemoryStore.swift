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
///
/// Objects are kept in an array in the store's order, so a fetch needs no sort, and one made when
/// nothing was deleted since the last compaction hands out that array without copying it.
@MainActor
public final class InMemoryStore<Object: Identifiable & Hashable>: FetchedStore {
  private enum Pending {
    case inserted
    case updated
    case deleted
  }

  /// A name for errors, such as `"Notes"`.
  public var name: String
  /// The objects in the store's order. A deleted object leaves a hole, still holding its last
  /// value, until the holes outnumber the objects (``compactIfSparse()``).
  private var slots: [Object] = []
  /// Whether each slot holds a stored object rather than a hole.
  private var isLive: [Bool] = []
  /// The number of holes.
  private var holes = 0
  /// The slot of each stored object.
  private var slotOfID: [Object.ID: Int] = [:]
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
    slotOfID.reserveCapacity(objects.count)
    for slot in objects.indices {
      guard slotOfID.updateValue(slot, forKey: objects[slot].id) == nil else {
        throw .duplicateIdentifier(store: name, identifier: "\(objects[slot].id)")
      }
    }
    slots = objects
    isLive = Array(repeating: true, count: objects.count)
  }

  /// The number of objects.
  public var count: Int { slotOfID.count }

  /// The object with identity `id`, or `nil` when there is none.
  ///
  /// - Complexity: O(1) expected.
  public subscript(id: Object.ID) -> Object? { slotOfID[id].map { slots[$0] } }

  /// Every object, in the store's order.
  ///
  /// - Complexity: O(1) when no object was deleted since the holes were last closed, else O(*n*).
  public var objects: [Object] {
    guard holes > 0 else { return slots }
    var objects: [Object] = []
    objects.reserveCapacity(slotOfID.count)
    for slot in slots.indices where isLive[slot] { objects.append(slots[slot]) }
    return objects
  }

  // MARK: FetchedStore

  /// Every object, in the store's order; never throws.
  ///
  /// - Complexity: O(1) when no object was deleted since the holes were last closed, else O(*n*).
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
  package var observerCount: Int { observers.count }

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
    for object in objects where slotOfID[object.id] != nil || !seen.insert(object.id).inserted {
      throw .duplicateIdentifier(store: name, identifier: "\(object.id)")
    }
    change {
      for object in objects {
        if let slot = deletedSlot(object.id) {
          slots[slot] = object
          isLive[slot] = true
          slotOfID[object.id] = slot
          holes -= 1
          note(object.id, .updated)
        } else {
          slotOfID[object.id] = slots.count
          slots.append(object)
          isLive.append(true)
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
    guard let slot = slotOfID[object.id] else {
      throw .unknownIdentifier(store: name, identifier: "\(object.id)")
    }
    change {
      slots[slot] = object
      note(object.id, .updated)
    }
  }

  /// Removes the object with identity `id`.
  ///
  /// - Throws: ``StoreError/unknownIdentifier(store:identifier:)``; nothing changes.
  /// - Complexity: O(1) expected.
  public func delete(id: Object.ID) throws(StoreError) {
    guard let slot = slotOfID[id] else {
      throw .unknownIdentifier(store: name, identifier: "\(id)")
    }
    change {
      slotOfID[id] = nil
      isLive[slot] = false
      holes += 1
      deletedSlots[id] = slot
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

  /// The slots of the objects deleted in the open transaction, which an insert of the same
  /// identity takes back.
  private var deletedSlots: [Object.ID: Int] = [:]

  private func deletedSlot(_ id: Object.ID) -> Int? {
    guard depth > 0 || !pending.isEmpty, pending[id] == .deleted else { return nil }
    return deletedSlots[id]
  }

  /// Closes the holes once they are a third of the slots, so a fetch stays O(*n*) in the
  /// objects stored, deleted values are not kept long, and each delete is O(1) amortised. Only
  /// between transactions: `deletedSlots` names slots.
  private func compactIfSparse() {
    guard holes > 0, 2 * holes >= slotOfID.count || slotOfID.isEmpty else { return }
    slots = objects
    isLive = Array(repeating: true, count: slots.count)
    for slot in slots.indices { slotOfID[slots[slot].id] = slot }
    holes = 0
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
      // An inserted or updated identity is stored: a later delete turned its entry into one.
      switch (pending[id], self[id]) {
      case (.inserted?, let object?): change.inserted.append(object)
      case (.updated?, let object?): change.updated.append(object)
      case (.deleted?, _): change.deleted.append(id)
      default: continue
      }
      pending[id] = nil
    }
    pending = [:]
    pendingOrder = []
    deletedSlots = [:]
    compactIfSparse()
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
