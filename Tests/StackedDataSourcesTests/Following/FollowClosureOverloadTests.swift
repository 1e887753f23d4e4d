import Observation
import Testing

@testable import StackedDataSources

/// A model a closure reads, as a newcomer's closure does: a few statements, then `return`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class Drafts {
  var titles = ["Plan", "Notes"]
  var fields = [IdentifiedField(id: "name", text: "")]
  var tracked: TrackedArray<String> = ["Plan", "Notes"]
}

/// `follow { …; return [...] }` with a closure of several statements picks its overload without
/// a type annotation (issue 35): this file does not compile while the closure forms of an array
/// source's follow (items or a ``TrackedArray``, by value or by `id`) are ambiguous for an array
/// literal. Each case also checks the form chosen, by the batch a change makes: matched by value
/// a changed item is a delete and an insert, matched by id or applied as a tracked array's own
/// edit it is a reconfigure.
@MainActor
@Suite("A follow closure of several statements needs no type annotation")
struct FollowClosureOverloadTests {
  /// The updates `change` makes to `source`, once the follow applied it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func updates(
    of source: some DataSourceProtocol, following: Following, after change: () -> Void
  ) -> [TableUpdate] {
    let recorder = RecordingSink()
    source.sink = recorder
    change()
    following.flush()
    return recorder.updates
  }

  static let replaced: [TableUpdate] = [
    .beginUpdates, .deleteRows([[0, 0]], .automatic), .insertRows([[0, 0]], .automatic),
    .endUpdates,
  ]

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an array source: an array literal is items, matched by value")
  func arrayLiteral() {
    let drafts = Drafts()
    let source = ArrayDataSource<String>(name: "Titles")
    let following = source.follow {
      let first = drafts.titles[0]
      return [first, "New"]
    }
    #expect(source.items == ["Plan", "New"])
    #expect(
      updates(of: source, following: following) { drafts.titles[0] = "Trip" } == Self.replaced)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an array source of Identifiable items: an array literal is items, matched by id")
  func arrayLiteralOfIdentifiable() {
    let drafts = Drafts()
    let source = ArrayDataSource<IdentifiedField>(name: "Fields")
    let following = source.follow {
      let name = drafts.fields[0]
      return [name]
    }
    let updates = updates(of: source, following: following) { drafts.fields[0].text = "Ada" }
    #expect(updates == [.reconfigureRows([[0, 0]])])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an array source: a tracked array returned is applied as its own edits")
  func trackedArray() {
    let drafts = Drafts()
    let source = ArrayDataSource<String>(name: "Titles")
    let following = source.follow {
      let titles = drafts.tracked
      return titles
    }
    let updates = updates(of: source, following: following) { drafts.tracked[0] = "Trip" }
    #expect(updates == [.reconfigureRows([[0, 0]])], "a set element is the row changed")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a sectioned source: a literal of sections, items matched by value")
  func sectionedLiteral() throws {
    let drafts = Drafts()
    let source = try SectionedDataSource<String, String>(name: "Titles")
    let following = source.follow {
      let titles = drafts.titles
      return [TableSection(id: "all", items: titles)]
    }
    #expect(source.sections[0].items == ["Plan", "Notes"])
    #expect(
      updates(of: source, following: following) { drafts.titles[0] = "Trip" } == Self.replaced)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("sectioned and expanding sources of Identifiable items: items matched by id")
  func sectionedLiteralOfIdentifiable() throws {
    let drafts = Drafts()
    let sectioned = try SectionedDataSource<String, IdentifiedField>(name: "Fields")
    let expanding = try ExpandingDataSource<String, IdentifiedField>(
      name: "Collapsed", collapsedRowCount: 1)
    let sectionedFollowing = sectioned.follow {
      let fields = drafts.fields
      return [TableSection(id: "you", items: fields)]
    }
    let expandingFollowing = expanding.follow {
      let fields = drafts.fields
      return [TableSection(id: "you", items: fields)]
    }
    let updates = updates(of: sectioned, following: sectionedFollowing) {
      drafts.fields[0].text = "Ada"
    }
    #expect(updates == [.reconfigureRows([[0, 0]])])
    let expandingUpdates = self.updates(of: expanding, following: expandingFollowing) {
      drafts.fields[0].text = "Grace"
    }
    #expect(expandingUpdates == [.reconfigureRows([[0, 0]])])
  }
}
