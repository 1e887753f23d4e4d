import Foundation
import Testing

@testable import StackedDataSources

/// `targetPath(forMoveFrom:proposed:)` promises a drop only where the row's owner would accept
/// it (issue 18, defect 2): a proposal that `commitMove` then refuses makes the table show the
/// row at a place the user was told is fine, then animate it back. Each test drags as a table
/// in editing mode does, through `ValidatingSink.userMovedRow(from:to:)`, so the validator's
/// content check also proves the table and the model agree after each commit.
@MainActor
@Suite("A drop targetPath proposes is one commitMove accepts")
struct DragTargetAgreementTests {
  /// A fresh screen: the data source the table shows, validated, with the sources behind it.
  @MainActor
  final class Fixture {
    let root: any DataSourceProtocol
    let validator: ValidatingSink

    init(_ root: any DataSourceProtocol) {
      self.root = root
      validator = ValidatingSink(dataSource: root)
      root.sink = validator
    }

    /// The user's drag, then the bridge's commit.
    func drag(from source: TablePath, to destination: TablePath) throws(DataSourceError) {
      validator.userMovedRow(from: source, to: destination)
      try root.commitMove(from: source, to: destination)
    }
  }

  // MARK: The two reported cases

  /// Rows A, a1, a2, B with A expanded.
  static func outline() throws -> OutlineDataSource<String, String> {
    let outline = try OutlineDataSource(
      name: "Outline",
      roots: [
        OutlineNode("A", children: [OutlineNode("a1"), OutlineNode("a2")]), OutlineNode("B"),
      ])
    _ = try outline.expand("A")
    outline.canMove = { _ in true }
    return outline
  }

  @Test("an outline row is not proposed outside its parent's subtree")
  func outlineOutsideParent() throws {
    let outline = try Self.outline()
    #expect(outline.targetPath(forMoveFrom: [0, 1], proposed: [0, 3]) == [0, 1])
    #expect(outline.targetPath(forMoveFrom: [0, 1], proposed: [0, 2]) == [0, 2])
    // Before the fix targetPath answered [0, 3]; the commit refuses it either way.
    let fixture = Fixture(outline)
    #expect(
      throws: DataSourceError.rowNotMovable(dataSource: "Outline", from: [0, 1], to: [0, 3])
    ) {
      try fixture.drag(from: [0, 1], to: [0, 3])
    }
    #expect(fixture.validator.isValid, "\(fixture.validator.violations)")
  }

  @Test("a fetched row without onMove is not proposed anywhere; with onMove it is")
  func fetchedWithoutOnMove() throws {
    let store = try InMemoryStore((0..<3).map { Card(id: $0, rank: $0) })
    let cards = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "Cards")
    try cards.performFetch()
    cards.canMove = { _ in true }
    #expect(cards.targetPath(forMoveFrom: [0, 0], proposed: [0, 2]) == [0, 0])
    cards.onMove = { card, _, destination in
      var moved = card
      moved.rank = destination.row * 10 + 5
      try? store.update(moved)
    }
    #expect(cards.targetPath(forMoveFrom: [0, 0], proposed: [0, 2]) == [0, 2])
  }

  @Test("inside a stack the outline's refusal reaches the stack's targetPath")
  func outlineInStack() throws {
    let outline = try Self.outline()
    let stack = SectionGroupStack(name: "Screen") {
      ArrayDataSource(["top"], name: "Top")
      outline
    }
    #expect(stack.targetPath(forMoveFrom: [1, 1], proposed: [1, 3]) == [1, 1])
    #expect(stack.targetPath(forMoveFrom: [1, 2], proposed: [1, 1]) == [1, 1])
  }

  // MARK: Every drag of small screens

  /// Small screens of every source kind, alone and composed, each built afresh for every drag.
  struct Shape: Sendable {
    let name: String
    /// Whether some drops must be accepted, and some refused.
    let accepts: Bool, refuses: Bool
    let make: @MainActor @Sendable () throws -> any DataSourceProtocol

    init(
      _ name: String, accepts: Bool = true, refuses: Bool = true,
      _ make: @escaping @MainActor @Sendable () throws -> any DataSourceProtocol
    ) {
      (self.name, self.accepts, self.refuses, self.make) = (name, accepts, refuses, make)
    }
  }

  static let shapes: [Shape] = [
    Shape("array, some rows fixed") {
      let array = ArrayDataSource(["a", "b", "c", "d"], name: "Array")
      array.canMove = { $0 != "b" }
      return array
    },
    Shape("sectioned with an empty placeholder section and one that empties") {
      let sectioned = SectionedDataSource<String, String>(name: "Sectioned") {
        TableSection(id: "x", items: ["x0", "x1"])
        TableSection(id: "y", items: [])
        TableSection(id: "z", items: ["z0"])
      }
      sectioned.placeholder = RowContent("None")
      sectioned.canMove = { $0 != "x1" }
      return sectioned
    },
    Shape("expanding, collapsed under a cap of two", refuses: false) {
      let expanding = try ExpandingDataSource(
        name: "Expanding",
        sections: [
          TableSection(id: "c", items: ["c0", "c1", "c2"]),
          TableSection(id: "m", items: ["m0"]),
        ], collapsedRowCount: 2)
      expanding.canMove = { _ in true }
      return expanding
    },
    Shape("outline, no onMove") { try Self.outline() },
    Shape("outline, deeper, a collapsed node") {
      let outline = try OutlineDataSource(
        name: "Deep",
        roots: [
          OutlineNode("A", children: [OutlineNode("a1", children: [OutlineNode("x")])]),
          OutlineNode("B", children: [OutlineNode("b1")]), OutlineNode("C"),
        ])
      _ = try outline.expand("A")
      _ = try outline.expand("a1")
      outline.canMove = { $0.id != "C" }
      return outline
    },
    Shape("outline with onMove", refuses: false) {
      let outline = try Self.outline()
      outline.onMove = { _, _, _ in }
      return outline
    },
    Shape("snapshot of two sections", refuses: false) {
      let source = SnapshotDataSource<String, String, Row>(
        name: "Snapshot", snapshot: snapshot([("A", ["a", "b"]), ("B", ["c"])]))
      source.canMove = { _ in true }
      return source
    },
    Shape("snapshot with a set snapshot waiting", accepts: false) {
      let source = SnapshotDataSource<String, String, Row>(
        name: "Waiting", snapshot: snapshot([("A", ["a", "b", "c"])]))
      source.canMove = { _ in true }
      source.pause()
      source.setSnapshot(snapshot([("A", ["c", "a"])]))
      return source
    },
    Shape("fetched, sectioned, no onMove", accepts: false) {
      let store = try InMemoryStore(
        (0..<4).map { Card(id: $0, rank: $0, group: $0 < 2 ? "A" : "B") })
      let cards = FetchedDataSource(
        store: store, request: FetchedFixtures.request(sectioned: true), name: "Fetched")
      try cards.performFetch()
      cards.canMove = { _ in true }
      return cards
    },
    Shape("a paused array", accepts: false) {
      let array = ArrayDataSource(["p", "q", "r"], name: "Paused")
      array.canMove = { _ in true }
      array.pause()
      array.append("s")
      return array
    },
    Shape("stack: header, sectioned, devices with a pinned group, outline") {
      let lists = SectionedDataSource<String, String>(name: "Lists") {
        TableSection(id: "a", items: ["a0", "a1"])
        TableSection(id: "b", items: ["b0"])
      }
      let devices = ArrayDataSource(["Phone", "Watch", "Tablet"], name: "Devices")
      let details = ArrayDataSource(["Battery", "Storage"], name: "Details")
      let outline = try Self.outline()
      let stack = SectionGroupStack(name: "Screen") {
        ArrayDataSource(["Header"], name: "Header")
        lists
        devices
        outline
      }
      try stack.pin(details, under: [0, 1], of: devices, isActive: true)
      for source in [devices, details] { source.canMove = { _ in true } }
      lists.canMove = { _ in true }
      return stack
    },
    Shape("nested stacks around an outline and a fetched source") {
      let store = try InMemoryStore((0..<2).map { Card(id: $0, rank: $0) })
      let cards = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "F")
      try cards.performFetch()
      cards.canMove = { _ in true }
      let outline = try Self.outline()
      let inner = SectionGroupStack(name: "Inner") {
        outline
        cards
      }
      return SectionGroupStack(name: "Outer") {
        ArrayDataSource(["top"], name: "Top")
        inner
      }
    },
  ]

  @Test("every drag of every small screen: proposed ⇒ accepted, turned back ⇒ refused")
  func everyDrag() throws {
    for shape in Self.shapes {
      let probe = try shape.make()
      let counts = probe.rowCounts
      var (accepted, refused) = (0, 0)
      for (section, rows) in counts.enumerated() {
        for row in 0..<rows {
          let source = TablePath(section: section, row: row)
          for (target, targetRows) in counts.enumerated() {
            for landing in 0..<(targetRows + (target == section ? 0 : 1)) {
              let proposed = TablePath(section: target, row: landing)
              guard proposed != source else { continue }
              let answer = try shape.make().targetPath(forMoveFrom: source, proposed: proposed)
              #expect(
                answer == proposed || answer == source,
                "\(shape.name): \(source) → \(proposed) answered \(answer)")
              let fixture = Fixture(try shape.make())
              do {
                try fixture.drag(from: source, to: proposed)
                #expect(
                  answer == proposed,
                  "\(shape.name): \(source) → \(proposed) accepted, targetPath said \(answer)")
                accepted += 1
              } catch {
                #expect(
                  answer == source && error.code == .rowNotMovable,
                  "\(shape.name): \(source) → \(proposed) refused (\(error)), targetPath said \(answer)"
                )
                refused += 1
              }
              #expect(
                fixture.validator.isValid,
                "\(shape.name): \(source) → \(proposed): \(fixture.validator.violations)")
            }
          }
        }
      }
      // The drops each shape is built to have, so that it tests the agreement both ways.
      #expect((accepted > 0) == shape.accepts, "\(shape.name): \(accepted) drops accepted")
      #expect((refused > 0) == shape.refuses, "\(shape.name): \(refused) drops refused")
    }
  }
}
