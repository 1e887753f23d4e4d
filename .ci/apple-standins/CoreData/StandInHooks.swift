// STAND-IN HOOKS: NOT CORE DATA API. They exist only in the stand-in, where objects have no
// key-value observing: a test says which objects it changed. Adapters must never use these.

extension NSManagedObject {
  /// Marks the object changed, as setting a managed property would; the next `save()` or
  /// `processPendingChanges()` reports it as an update (or a move, if its place changed).
  public func standInMarkUpdated() {
    standInContext?.standInMarkUpdated(self)
  }
}

extension NSManagedObjectContext {
  /// The objects the context holds, in insertion order (deleted objects go at the next save).
  public var standInAllObjects: [NSManagedObject] { standInObjects }
}
