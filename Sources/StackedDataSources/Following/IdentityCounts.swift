/// How many items of a followed ``TrackedArray`` carry each id, so that a follow applying the
/// array's edits refuses the ones that leave an id twice without scanning the array.
@MainActor
final class IdentityCounts<Item: Identifiable> {
  private var counts: [Item.ID: Int] = [:]

  /// Counts the ids of `items`, the value the source now shows.
  ///
  /// - Complexity: O(*n*).
  func reset(to items: [Item]) {
    counts = Dictionary(items.lazy.map { ($0.id, 1) }, uniquingKeysWith: +)
  }

  /// Takes in `edits` when the array they lead to has no id twice; otherwise throws and
  /// keeps the counts.
  ///
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)`` naming
  ///   each repeated id once, in the order the edits inserted them.
  /// - Complexity: O(*k*) for the *k* elements the edits remove and insert.
  func take(_ edits: ArraySlice<EditLog<Item>.Edit>, dataSource: String) throws(DataSourceError) {
    var change: [Item.ID: Int] = [:]
    var inserted: [Item.ID] = []
    for case .replace(_, let removed, let new) in edits {
      for item in removed { change[item.id, default: 0] -= 1 }
      for item in new {
        change[item.id, default: 0] += 1
        inserted.append(item.id)
      }
    }
    var reported = Set<Item.ID>()
    let duplicates = inserted.filter {
      counts[$0, default: 0] + change[$0, default: 0] > 1 && reported.insert($0).inserted
    }
    guard duplicates.isEmpty else {
      throw .duplicateItemIdentifiers(
        dataSource: dataSource, identifiers: duplicates.map { String(describing: $0) })
    }
    for (id, delta) in change where delta != 0 {
      let count = counts[id, default: 0] + delta
      counts[id] = count == 0 ? nil : count
    }
  }
}
