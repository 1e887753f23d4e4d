/// Store changes held while a ``FetchedDataSource`` is paused or inside its own transaction,
/// merged by identity into one net change against the results the table shows.
struct PendingStoreChanges<Object: Identifiable> {
  enum State {
    case inserted(Object)
    case updated(Object)
    case deleted
  }

  private(set) var states: [Object.ID: State] = [:]
  private var order: [Object.ID] = []

  var isEmpty: Bool { states.isEmpty }

  /// Whether `id` exists after the held changes, given whether it existed before them.
  func exists(_ id: Object.ID, before: (Object.ID) -> Bool) -> Bool {
    switch states[id] {
    case .inserted?, .updated?: true
    case .deleted?: false
    case nil: before(id)
    }
  }

  /// Merges a validated change: an insert then an update is an insert of the new value, an
  /// insert then a delete is nothing, a delete then an insert is an update.
  ///
  /// - Complexity: O(*k*) expected for *k* objects in `change`.
  mutating func merge(_ change: StoreChange<Object>) {
    for id in change.deleted {
      switch states[id] {
      case .inserted?: states[id] = nil
      default: states[id] = .deleted
      }
      order.append(id)
    }
    for object in change.inserted {
      switch states[object.id] {
      case .deleted?: states[object.id] = .updated(object)
      default: states[object.id] = .inserted(object)
      }
      order.append(object.id)
    }
    for object in change.updated {
      switch states[object.id] {
      case .inserted?: states[object.id] = .inserted(object)
      default: states[object.id] = .updated(object)
      }
      order.append(object.id)
    }
  }

  /// The net change, inserts in the order they arrived; the held changes are then forgotten.
  ///
  /// - Complexity: O(*k*) for *k* held changes.
  mutating func take() -> StoreChange<Object> {
    var change = StoreChange<Object>()
    for id in order {
      switch states.removeValue(forKey: id) {
      case .inserted(let object)?: change.inserted.append(object)
      case .updated(let object)?: change.updated.append(object)
      case .deleted?: change.deleted.append(id)
      case nil: continue
      }
    }
    order = []
    return change
  }
}
