#if canImport(CoreData)
  import CoreData
  import StackedDataSources

  /// A ``FetchedStore`` backed by an `NSFetchedResultsController`.
  ///
  /// The data source needs value objects: it keeps each object's previous value to find its old
  /// row by its sort keys and to tell whether its content changed, and a managed object is
  /// changed in place and compares by identity. So the store turns each managed object into a
  /// value with `makeObject`, whose identity is the managed object's `objectID`.
  ///
  /// ``fetchObjects()`` performs the fetch and returns the snapshots of `fetchedObjects`. Between
  /// `controllerWillChangeContent(_:)` and `controllerDidChangeContent(_:)` the store collects
  /// the controller's inserts, updates (moves are updates: the data source places objects
  /// itself) and deletes, then sends them to every observer as one ``StoreChange``.
  ///
  /// The controller's context must be a main-queue context (delegate calls are checked to run
  /// on the main actor), and its objects must have permanent IDs: an object saved after being
  /// inserted with a temporary ID would come back as an unknown identity, so call
  /// `obtainPermanentIDs(for:)` before saving.
  ///
  /// ```swift
  /// struct Note: Identifiable, Hashable { var id: NSManagedObjectID; var title: String }
  /// let store = FetchedResultsStore(controller: controller) { entity in
  ///   Note(id: entity.objectID, title: entity.title ?? "")
  /// }
  /// ```
  @MainActor
  public final class FetchedResultsStore<Entity: NSManagedObject, Object: Identifiable & Hashable>:
    NSObject, FetchedStore, @preconcurrency NSFetchedResultsControllerDelegate
  where Object.ID == NSManagedObjectID {
    /// The controller; the store is its delegate.
    public let controller: NSFetchedResultsController<Entity>
    private let makeObject: @MainActor (Entity) -> Object
    private var observers: [Int: @MainActor (StoreChange<Object>) -> Void] = [:]
    private var nextObserver = 0
    private var inserted: [Entity] = []
    private var updated: [Entity] = []
    private var deleted: [NSManagedObjectID] = []

    /// Creates a store over `controller`, becoming its delegate.
    ///
    /// - Parameter makeObject: The value the data source shows for a managed object; its `id`
    ///   must be the object's `objectID`.
    public init(
      controller: NSFetchedResultsController<Entity>,
      makeObject: @escaping @MainActor (Entity) -> Object
    ) {
      self.controller = controller
      self.makeObject = makeObject
      super.init()
      controller.delegate = self
    }

    /// Performs the controller's fetch and returns its objects, in its order.
    ///
    /// - Complexity: The fetch, plus O(*n*) `makeObject` calls.
    public func fetchObjects() throws -> [Object] {
      try controller.performFetch()
      return (controller.fetchedObjects ?? []).map(makeObject)
    }

    public func addObserver(_ observer: @escaping @MainActor (StoreChange<Object>) -> Void)
      -> StoreObservation
    {
      defer { nextObserver += 1 }
      observers[nextObserver] = observer
      return StoreObservation(id: nextObserver)
    }

    public func removeObserver(_ observation: StoreObservation) {
      observers[observation.id] = nil
    }

    // The delegate methods live in the class body: `@objc` members are not allowed in
    // extensions of generic classes.

    public func controllerWillChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      inserted = []
      updated = []
      deleted = []
    }

    public func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
      didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
      newIndexPath: IndexPath?
    ) {
      guard let entity = anObject as? Entity else { return }
      switch type {
      case .insert: inserted.append(entity)
      case .delete: deleted.append(entity.objectID)
      case .update, .move: updated.append(entity)
      @unknown default: updated.append(entity)
      }
    }

    public func controllerDidChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      // Snapshot at the end, so each value is the object's state after the whole transaction.
      let change = StoreChange(
        inserted: inserted.map(makeObject), updated: updated.map(makeObject), deleted: deleted)
      inserted = []
      updated = []
      deleted = []
      guard !change.isEmpty else { return }
      for observer in observers.values { observer(change) }
    }
  }
#endif
