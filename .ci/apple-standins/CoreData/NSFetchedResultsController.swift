// Stand-in for Core Data (not Apple's code): fetch requests and a fetched results controller that
// reports a context's saved changes to its delegate. See README.md.

/// https://developer.apple.com/documentation/coredata/nspersistentstorerequest
open class NSPersistentStoreRequest: NSObject {}

/// https://developer.apple.com/documentation/coredata/nsfetchrequest
///
/// Core Data declares `where ResultType: NSFetchRequestResult`. The stand-in puts that constraint
/// on the initializer instead: without Objective-C, `any NSFetchRequestResult` cannot satisfy it,
/// and the delegate protocol needs `NSFetchedResultsController<any NSFetchRequestResult>`.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
  private let standInEntityName: String

  init(standInEntityName: String) {
    self.standInEntityName = standInEntityName
    super.init()
  }

  /// https://developer.apple.com/documentation/coredata/nsfetchrequest/init(entityname:)
  public convenience init(entityName: String) where ResultType: NSFetchRequestResult {
    self.init(standInEntityName: entityName)
  }

  /// https://developer.apple.com/documentation/coredata/nsfetchrequest/entityname
  open var entityName: String? { standInEntityName }
  /// https://developer.apple.com/documentation/coredata/nsfetchrequest/predicate
  open var predicate: NSPredicate?
  /// https://developer.apple.com/documentation/coredata/nsfetchrequest/sortdescriptors
  ///
  /// Without key-value coding on Linux, only descriptors made with a key path sort
  /// (`NSSortDescriptor(keyPath:ascending:)`); with none, results keep insertion order.
  open var sortDescriptors: [NSSortDescriptor]?
  /// https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchlimit
  open var fetchLimit = 0

  /// Whether `object` is a result of this request.
  func standInMatches(_ object: NSManagedObject) -> Bool {
    object.entity.name == standInEntityName && (predicate?.evaluate(with: object) ?? true)
  }

  /// The results among `objects`, in the request's order.
  func standInResults(_ objects: [NSManagedObject]) -> [NSManagedObject] {
    let results = objects.filter(standInMatches)
    guard let sortDescriptors, !sortDescriptors.isEmpty else { return results }
    return results.enumerated().sorted { lhs, rhs in
      for descriptor in sortDescriptors {
        switch descriptor.compare(lhs.element, to: rhs.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultschangetype
public enum NSFetchedResultsChangeType: UInt, @unchecked Sendable {
  case insert = 1
  case delete = 2
  case move = 3
  case update = 4
}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate
///
/// All three methods are optional in Core Data; the Core Data adapter implements them, so they
/// are required here (see the UIKit stand-in's UITableViewDataSource.swift for why).
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerwillchangecontent(_:)
  func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>)

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchange:at:for:newindexpath:)
  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerdidchangecontent(_:)
  func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

/// What a controller and its type-erased twin share (stand-in internals).
final class StandInResultsState {
  let context: NSManagedObjectContext
  /// The request's results among the context's objects, in order.
  let fetch: ([NSManagedObject]) -> [NSManagedObject]
  var objects: [NSManagedObject]?
  unowned(unsafe) var delegate: (any NSFetchedResultsControllerDelegate)?

  init(
    context: NSManagedObjectContext, fetch: @escaping ([NSManagedObject]) -> [NSManagedObject]
  ) {
    self.context = context
    self.fetch = fetch
  }
}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller
///
/// Core Data's `where ResultType: NSFetchRequestResult` is on the initializer (see
/// `NSFetchRequest`). The delegate receives a `NSFetchedResultsController<any
/// NSFetchRequestResult>` that shares this controller's objects and delegate but is a different
/// object: Swift generics cannot reinterpret one as the other as Objective-C's can.
open class NSFetchedResultsController<ResultType>: NSObject, StandInResultsObserver {
  let standInState: StandInResultsState
  private let standInRequest: NSFetchRequest<ResultType>
  private var standInErasedTwin: NSFetchedResultsController<any NSFetchRequestResult>?

  init(standInState: StandInResultsState, request: NSFetchRequest<ResultType>) {
    self.standInState = standInState
    standInRequest = request
    super.init()
  }

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/init(fetchrequest:managedobjectcontext:sectionnamekeypath:cachename:)
  public convenience init(
    fetchRequest: NSFetchRequest<ResultType>,
    managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?,
    cacheName name: String?
  ) where ResultType: NSFetchRequestResult {
    let state = StandInResultsState(context: context) {
      fetchRequest.standInResults($0.filter { $0 is ResultType })
    }
    self.init(standInState: state, request: fetchRequest)
    context.standInControllers.append { [weak self] in self }
  }

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/fetchrequest
  open var fetchRequest: NSFetchRequest<ResultType> { standInRequest }

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/managedobjectcontext
  open var managedObjectContext: NSManagedObjectContext { standInState.context }

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/delegate
  open var delegate: (any NSFetchedResultsControllerDelegate)? {
    get { standInState.delegate }
    set { standInState.delegate = newValue }
  }

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/fetchedobjects
  open var fetchedObjects: [ResultType]? {
    standInState.objects?.map { $0 as! ResultType }
  }

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/performfetch()
  open func performFetch() throws {
    standInState.objects = standInState.fetch(standInState.context.standInObjects)
  }

  /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/object(at:)
  open func object(at indexPath: IndexPath) -> ResultType {
    standInState.objects![indexPath[1]] as! ResultType
  }

  /// The controller the delegate is given.
  private func standInErased() -> NSFetchedResultsController<any NSFetchRequestResult> {
    if let standInErasedTwin { return standInErasedTwin }
    let request = NSFetchRequest<any NSFetchRequestResult>(
      standInEntityName: standInRequest.entityName ?? "")
    request.predicate = standInRequest.predicate
    request.sortDescriptors = standInRequest.sortDescriptors
    let twin = NSFetchedResultsController<any NSFetchRequestResult>(
      standInState: standInState, request: request)
    standInErasedTwin = twin
    return twin
  }

  func standInContextDidChange(
    inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]
  ) {
    // Without a delegate Core Data does not track changes; before a fetch there is nothing to
    // track.
    guard let delegate, let old = standInState.objects else { return }
    let new = standInState.fetch(standInState.context.standInObjects)
    standInState.objects = new
    let erased = standInErased()
    func path(_ object: NSManagedObject, in objects: [NSManagedObject]) -> IndexPath? {
      objects.firstIndex { $0 === object }.map { IndexPath(indexes: [0, $0]) }
    }
    var changes: [(NSManagedObject, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
    for object in deleted {
      if let at = path(object, in: old) { changes.append((object, at, .delete, nil)) }
    }
    for object in updated {
      switch (path(object, in: old), path(object, in: new)) {
      case (let at?, let to?): changes.append((object, at, at == to ? .update : .move, to))
      case (let at?, nil): changes.append((object, at, .delete, nil))
      case (nil, let to?): changes.append((object, nil, .insert, to))
      case (nil, nil): break
      }
    }
    for object in inserted {
      if let to = path(object, in: new) { changes.append((object, nil, .insert, to)) }
    }
    guard !changes.isEmpty else { return }
    delegate.controllerWillChangeContent(erased)
    for (object, at, type, to) in changes {
      delegate.controller(erased, didChange: object, at: at, for: type, newIndexPath: to)
    }
    delegate.controllerDidChangeContent(erased)
  }
}
