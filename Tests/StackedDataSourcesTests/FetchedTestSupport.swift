import Foundation

@testable import StackedDataSources

/// A contact-like object for the fetched tests: `rank` sorts, `group` sections, `visible`
/// filters, `note` changes only the content.
struct Card: Identifiable, Hashable, CustomStringConvertible {
  var id: Int
  var rank: Int
  var group: String = "A"
  var visible = true
  var note = ""

  var description: String { "#\(id)(\(group)\(rank)\(visible ? "" : " hidden")\(note))" }
}

enum FetchedFixtures {
  static var byRank: [FetchSortComparator<Card>] {
    [FetchSortComparator(\Card.rank), FetchSortComparator(\Card.id)]
  }

  static func request(
    sectioned: Bool = false, filtered: Bool = true, limit: Int? = nil,
    descending: Bool = false
  ) -> FetchRequest<Card> {
    FetchRequest(
      filter: filtered ? { $0.visible } : nil,
      sortedBy: descending ? byRank.map(\.reversed) : byRank,
      sectionedBy: sectioned ? FetchSectionKey(\Card.group) : nil, limit: limit)
  }

  /// The expected table, computed from scratch: filter, sort by rank then id (or the reverse),
  /// group by `group` in key order, cut at the limit.
  static func expected(
    _ objects: [Card], sectioned: Bool, filtered: Bool = true, limit: Int? = nil,
    descending: Bool = false, hidesEmpty: Bool = false
  ) -> [(title: String?, ids: [Int])] {
    var matching = objects.filter { !filtered || $0.visible }
    matching.sort { ($0.rank, $0.id) < ($1.rank, $1.id) }
    if descending { matching.reverse() }
    var sections: [(title: String?, ids: [Int])]
    if sectioned {
      let groups = Set(matching.map(\.group)).sorted()
      sections = groups.map { g in (g, matching.filter { $0.group == g }.map(\.id)) }
    } else {
      sections = [(nil, matching.map(\.id))]
    }
    if let limit {
      var remaining = limit
      sections = sections.map { section in
        let taken = Array(section.ids.prefix(remaining))
        remaining -= taken.count
        return (section.title, taken)
      }
      if sectioned { sections.removeAll { $0.ids.isEmpty } }
    }
    if hidesEmpty && !sectioned && sections[0].ids.isEmpty { return [] }
    return sections
  }
}

@MainActor
extension FetchedDataSource where Object == Card {
  /// The table as shown: each section's header and object identities.
  var shown: [(title: String?, ids: [Int])] {
    (0..<numberOfSections).map { section in
      (
        titleForHeader(inSection: section),
        (0..<numberOfRows(inSection: section)).map {
          object(at: TablePath(section: section, row: $0))!.id
        }
      )
    }
  }
}

/// Compares two tables by headers and identities.
func sameTable(_ a: [(title: String?, ids: [Int])], _ b: [(title: String?, ids: [Int])]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0.title == $1.title && $0.ids == $1.ids }
}

/// A store whose fetch fails, and which can report arbitrary changes.
@MainActor
final class ScriptedStore: FetchedStore {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk on fire" }
  }

  var objects: [Card]
  var failsFetch = false
  private var observers: [Int: @MainActor (StoreChange<Card>) -> Void] = [:]

  init(_ objects: [Card]) { self.objects = objects }

  func fetchObjects() throws -> [Card] {
    if failsFetch { throw Failure() }
    return objects
  }

  func addObserver(_ observer: @escaping @MainActor (StoreChange<Card>) -> Void)
    -> StoreObservation
  {
    observers[observers.count] = observer
    return StoreObservation(id: observers.count - 1)
  }

  func removeObserver(_ observation: StoreObservation) { observers[observation.id] = nil }

  func report(_ change: StoreChange<Card>) {
    for observer in observers.values { observer(change) }
  }
}
