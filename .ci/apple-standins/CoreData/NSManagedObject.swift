// Stand-in for Core Data (not Apple's code): objects, their IDs and an in-memory context that
// tells fetched results controllers about inserts, updates and deletes when it saves.
// Test-only API in StandInHooks.swift. See README.md.
@_exported import Foundation

/// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
public protocol NSFetchRequestResult: NSObjectProtocol {}

/// https://developer.apple.com/documentation/coredata/nsentitydescription
open class NSEntityDescription: NSObject {
  /// https://developer.apple.com/documentation/coredata/nsentitydescription/name
  open var name: String?

  init(standInName: String) {
    name = standInName
    super.init()
  }
}

/// https://developer.apple.com/documentation/coredata/nsmanagedobjectid
///
/// Two IDs are equal when they name the same object, as in Core Data.
open class NSManagedObjectID: NSObject, NSCopying, NSFetchRequestResult, @unchecked Sendable {
  let standInEntityName: String
  let standInKey: Int

  init(standInEntityName entityName: String, key: Int) {
    standInEntityName = entityName
    standInKey = key
    super.init()
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectid/istemporaryid
  open var isTemporaryID: Bool { false }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectid/urirepresentation()
  open func uriRepresentation() -> URL {
    URL(string: "x-coredata://stand-in/\(standInEntityName)/p\(standInKey)")!
  }

  /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    return other.standInKey == standInKey && other.standInEntityName == standInEntityName
  }

  open override var hash: Int { standInKey }

  open override var description: String { uriRepresentation().absoluteString }
}

/// https://developer.apple.com/documentation/coredata/nsmanagedobject
open class NSManagedObject: NSObject, NSFetchRequestResult {
  private let standInObjectID: NSManagedObjectID
  private let standInEntity: NSEntityDescription
  weak var standInContext: NSManagedObjectContext?

  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(entity:insertinto:)
  public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    standInEntity = entity
    standInObjectID = NSManagedObjectID(
      standInEntityName: entity.name ?? "", key: NSManagedObjectContext.standInNextKey())
    super.init()
    context?.insert(self)
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(context:)
  ///
  /// The entity is named after the class, as a model generated from the classes would name it.
  public convenience init(context moc: NSManagedObjectContext) {
    let name = String(describing: Self.self)
    self.init(entity: NSEntityDescription(standInName: name), insertInto: moc)
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/objectid
  open var objectID: NSManagedObjectID { standInObjectID }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/entity
  open var entity: NSEntityDescription { standInEntity }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/managedobjectcontext
  open var managedObjectContext: NSManagedObjectContext? { standInContext }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/isdeleted
  open var isDeleted: Bool { standInContext?.standInDeleted.contains(objectID) ?? false }
}

/// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext
open class NSManagedObjectContext: NSObject {
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype
  public enum ConcurrencyType: UInt, @unchecked Sendable {
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
  }

  nonisolated(unsafe) private static var standInLastKey = 0

  static func standInNextKey() -> Int {
    standInLastKey += 1
    return standInLastKey
  }

  private let standInConcurrencyType: ConcurrencyType
  /// The objects the context holds, in insertion order.
  private(set) var standInObjects: [NSManagedObject] = []
  private var standInInserted: [NSManagedObject] = []
  private(set) var standInUpdated: [NSManagedObject] = []
  private(set) var standInDeleted: Set<NSManagedObjectID> = []
  private var standInDeletedObjects: [NSManagedObject] = []
  /// The controllers to tell about changes, held weakly.
  var standInControllers: [() -> StandInResultsObserver?] = []

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/init(concurrencytype:)
  public init(concurrencyType ct: NSManagedObjectContext.ConcurrencyType) {
    standInConcurrencyType = ct
    super.init()
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/concurrencytype
  open var concurrencyType: NSManagedObjectContext.ConcurrencyType { standInConcurrencyType }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/registeredobjects
  open var registeredObjects: Set<NSManagedObject> { Set(standInObjects) }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/haschanges
  open var hasChanges: Bool {
    !standInInserted.isEmpty || !standInUpdated.isEmpty || !standInDeletedObjects.isEmpty
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/insert(_:)
  open func insert(_ object: NSManagedObject) {
    guard object.standInContext == nil else { return }
    object.standInContext = self
    standInObjects.append(object)
    standInInserted.append(object)
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/delete(_:)
  open func delete(_ object: NSManagedObject) {
    guard object.standInContext === self, !standInDeleted.contains(object.objectID) else { return }
    standInDeleted.insert(object.objectID)
    standInDeletedObjects.append(object)
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/obtainpermanentids(for:)
  ///
  /// The stand-in's IDs are permanent from the start.
  open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/processpendingchanges()
  ///
  /// Tells every fetched results controller over this context what changed, as Core Data's
  /// objects-did-change notification does.
  open func processPendingChanges() {
    guard hasChanges else { return }
    let inserted = standInInserted.filter { !standInDeleted.contains($0.objectID) }
    let updated = standInUpdated.filter { object in
      !standInDeleted.contains(object.objectID) && !inserted.contains { $0 === object }
    }
    let deleted = standInDeletedObjects
    standInObjects.removeAll { standInDeleted.contains($0.objectID) }
    for object in deleted { object.standInContext = nil }
    standInInserted = []
    standInUpdated = []
    standInDeletedObjects = []
    standInDeleted = []
    standInControllers = standInControllers.filter { $0() != nil }
    for controller in standInControllers.compactMap({ $0() }) {
      controller.standInContextDidChange(inserted: inserted, updated: updated, deleted: deleted)
    }
  }

  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save()
  open func save() throws {
    processPendingChanges()
  }

  func standInMarkUpdated(_ object: NSManagedObject) {
    guard object.standInContext === self, !standInUpdated.contains(where: { $0 === object })
    else { return }
    standInUpdated.append(object)
  }
}

/// What a context tells a fetched results controller (stand-in internals).
protocol StandInResultsObserver: AnyObject {
  func standInContextDidChange(
    inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject])
}
