import StackedDataSources

/// Fetched results in the fuzz test: a source over its own in-memory store joins trees as a group
/// or a pinned group, and follows a random store workload — inserts, sort and section key
/// changes, deletes, multi-object store transactions, pause and resume, request replacement.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  func makeFetched(owner: SectionGroupStack, depth: Int) -> FuzzNode {
    let objects = (0..<random.int(0...6)).map { _ in newObject() }
    let store = try! InMemoryStore(objects, name: "store\(nextItem)")
    let source = FetchedDataSource(
      store: store, request: request(threshold: random.int(0...2)), name: "fetched\(nextItem)",
      hidesEmptySection: random.chance(0.5))
    try! source.performFetch()
    return FuzzNode(kind: .fetched(source, store), owner: owner, depth: depth)
  }

  private func request(threshold: Int) -> FetchRequest<FuzzObject> {
    FetchRequest(
      filter: { $0.rank >= threshold },
      sortedBy: [FetchSortComparator(\.rank), FetchSortComparator(\.name)],
      sectionedBy: random.chance(0.7) ? FetchSectionKey(\.group) : nil)
  }

  func newObject() -> FuzzObject {
    nextItem += 1
    return FuzzObject(
      id: nextItem, rank: random.int(0...9), group: random.int(0...2), name: "o\(nextItem)")
  }

  private func changed(_ object: FuzzObject) -> FuzzObject {
    var object = object
    switch random.int(0..<3) {
    case 0: object.rank = random.int(0...9)
    case 1: object.group = random.int(0...2)
    default:
      nextItem += 1
      object.name = "o\(nextItem)"
    }
    return object
  }

  /// One store operation: insert, update or delete.
  private func storeOperation(_ store: InMemoryStore<FuzzObject>) {
    let objects = store.objects
    switch random.int(0..<3) {
    case 0 where objects.count < 12:
      try! store.insert(newObject())
    case 1 where !objects.isEmpty:
      try! store.update(changed(objects[random.int(0..<objects.count)]))
    case 2 where !objects.isEmpty:
      try! store.delete(id: objects[random.int(0..<objects.count)].id)
    default:
      break
    }
  }

  func mutateFetched(_ source: FetchedDataSource<FuzzObject>, store: InMemoryStore<FuzzObject>) {
    switch random.int(0..<12) {
    case 0..<5:
      storeOperation(store)
    case 5..<7:
      store.transaction {
        for _ in 0..<random.int(2...4) { storeOperation(store) }
      }
    case 7:
      if source.isPaused { source.resume() } else { source.pause() }
    case 8:
      try! source.replaceRequest(request(threshold: random.int(0...4)))
    case 9:
      source.hidesEmptySection.toggle()
    default:
      expectRejected(
        { try store.delete(id: -1) }, "deleting an object the store never had")
      if source.isPaused { source.resume() }
    }
  }
}
