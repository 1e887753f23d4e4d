import Foundation
import Testing

@testable import StackedDataSources

@Suite("Diff")
struct DiffTests {
  /// Diffs, applies with UIKit semantics, and checks the table then shows `new` exactly.
  @discardableResult
  func check(
    _ old: RowSnapshot, _ new: RowSnapshot, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Changeset {
    let changes = Changeset(from: old, to: new)
    do {
      let shown = try DiffApplier.apply(changes, to: old, new: new)
      #expect(
        DiffApplier.matches(shown, new),
        "\(note) table shows \(shown.map { "\($0.id): \($0.rows.map(\.item))" }) for \(changes)",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(note) \(error) in \(changes)", sourceLocation: sourceLocation)
    }
    return changes
  }

  @Test("no change gives an empty changeset")
  func noChange() {
    let model = snapshot([("A", ["a", "b"]), ("B", [])])
    #expect(check(model, model).isEmpty)
    #expect(check(RowSnapshot(), RowSnapshot()).isEmpty)
  }

  @Test("from and to an empty snapshot: whole sections only")
  func emptySnapshots() {
    let model = snapshot([("A", ["a", "b"]), ("B", [])])
    let filling = check(RowSnapshot(), model)
    #expect(filling.insertedSections == IndexSet([0, 1]) && filling.insertedRows.isEmpty)
    let emptying = check(model, RowSnapshot())
    #expect(emptying.deletedSections == IndexSet([0, 1]) && emptying.deletedRows.isEmpty)
  }

  @Test("swapping two sections is one section move and nothing else")
  func sectionSwap() {
    let changes = check(
      snapshot([("A", ["a", "b"]), ("B", ["c"])]), snapshot([("B", ["c"]), ("A", ["a", "b"])]))
    #expect(changes.movedSections.count == 1)
    #expect(changes.operationCount == 1)
  }

  @Test("rotating sections moves one section")
  func sectionRotation() {
    let changes = check(
      snapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"])]),
      snapshot([("B", ["b"]), ("C", ["c"]), ("A", ["a"])]))
    #expect(changes.movedSections == [SectionMove(from: 0, to: 2)])
  }

  @Test("a row moved across sections is one row move")
  func crossSectionMove() {
    let changes = check(
      snapshot([("A", ["a", "b"]), ("B", ["c"])]), snapshot([("A", ["b"]), ("B", ["a", "c"])]))
    #expect(
      changes.movedRows == [
        RowMove(from: TablePath(section: 0, row: 0), to: TablePath(section: 1, row: 0))
      ])
    #expect(changes.operationCount == 1)
  }

  @Test("an item moved into an inserted section becomes a delete; the section brings it")
  func moveIntoInsertedSection() {
    let changes = check(snapshot([("A", ["a", "b"])]), snapshot([("A", ["b"]), ("C", ["a"])]))
    #expect(changes.insertedSections == IndexSet([1]))
    #expect(changes.deletedRows == [TablePath(section: 0, row: 0)])
    #expect(changes.movedRows.isEmpty && changes.insertedRows.isEmpty)
  }

  @Test("an item moved out of a deleted section becomes an insert")
  func moveOutOfDeletedSection() {
    let changes = check(snapshot([("A", ["a"]), ("B", ["b"])]), snapshot([("B", ["b", "a"])]))
    #expect(changes.deletedSections == IndexSet([0]))
    #expect(changes.insertedRows == [TablePath(section: 0, row: 1)])
    #expect(changes.movedRows.isEmpty && changes.deletedRows.isEmpty)
  }

  @Test("TL #20: the last row moved to another section at the same index path is not lost")
  func sameIndexPathOtherSection() {
    // a is at [0, 0] before and after, but in section B afterwards.
    let changes = check(snapshot([("A", ["a"]), ("B", ["b"])]), snapshot([("B", ["a", "b"])]))
    #expect(changes.deletedSections == IndexSet([0]))
    #expect(changes.insertedRows == [TablePath(section: 0, row: 0)])
    // Same with the section surviving.
    let kept = check(
      snapshot([("A", ["a"]), ("B", ["b"])]), snapshot([("B", ["a", "b"]), ("A", [])]))
    #expect(!kept.isEmpty)
  }

  @Test("a moved item whose content changed stays one move, and is reconfigured where it lands")
  func reconfigureAndMove() {
    let changes = check(snapshot([("A", ["a", "b", "c"])]), snapshot([("A", ["c:1", "a", "b"])]))
    #expect(changes.movedRows == [RowMove(from: [0, 2], to: [0, 0])])
    #expect(changes.reconfiguredRows == [[0, 0]])
    #expect(changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
    #expect(changes.reloadedRows.isEmpty)
    #expect(
      changes.updates() == [
        .beginUpdates, .moveRow([0, 2], to: [0, 0]), .endUpdates, .reconfigureRows([[0, 0]]),
      ])
  }

  @Test("a changed item in place is reconfigured at its new path")
  func reconfigureInPlace() {
    let changes = check(snapshot([("A", ["a", "b"])]), snapshot([("A", ["x", "a", "b:1"])]))
    #expect(changes.reconfiguredRows == [[0, 2]] && changes.reloadedRows.isEmpty)
    #expect(changes.insertedRows == [TablePath(section: 0, row: 0)])
  }

  @Test("a changed item moved to another section is one move and a reconfigure")
  func reconfigureAcrossSections() {
    let changes = check(
      snapshot([("A", ["a", "b"]), ("B", ["c"])]), snapshot([("A", ["b"]), ("B", ["c", "a:1"])]))
    #expect(changes.movedRows == [RowMove(from: [0, 0], to: [1, 1])])
    #expect(changes.reconfiguredRows == [[1, 1]] && changes.operationCount == 2)
  }

  @Test("an insert at the top shifts rows without moving them")
  func pureShift() {
    let changes = check(
      snapshot([("A", ["a", "b", "c"])]), snapshot([("A", ["x", "a", "b", "c"])]))
    #expect(changes.movedRows.isEmpty && changes.operationCount == 1)
  }

  @Test("one row moved far forward is one move, not a move of every row after it")
  func minimalMove() {
    let old = (0..<20).map { "r\($0)" }
    let new = Array(old.dropFirst()) + ["r0"]
    let changes = check(snapshot([("A", old)]), snapshot([("A", new)]))
    #expect(changes.movedRows.count == 1)
  }

  @Test("a custom comparator decides what is reconfigured")
  func comparator() {
    let changes = Changeset(
      from: snapshot([("A", ["a", "b"])]), to: snapshot([("A", ["a:1", "b:2"])]),
      contentEquals: { $0.content % 2 == $1.content % 2 })
    #expect(changes.reconfiguredRows == [[0, 0]] && changes.operationCount == 1)
  }

  @Test("random pairs apply exactly, pass UIKit's counts and move minimally", arguments: 0..<4)
  func randomPairs(slice: Int) {
    for round in 0..<500 {
      let seed = UInt64(slice * 1_000 + round)
      var rng = SeededRandom(state: seed)
      let old = randomSnapshot(&rng)
      let new = rng.chance(30) ? randomSnapshot(&rng) : perturbed(old, &rng)
      let note = "seed \(seed): \(old.sectionIdentifiers) → \(new.sectionIdentifiers)"
      let changes = check(old, new, note)
      let raw = Changeset.rawDiff(from: old, to: new, contentEquals: ==)
      let minimal = minimalMoves(from: old, to: new)
      #expect(raw.movedSections.count == minimal.sections, "\(note)")
      #expect(raw.movedRows.count == minimal.rows, "\(note)")
      // A changed item that survives is one reconfigure, never a delete plus an insert.
      #expect(raw.reconfiguredRows.count == changedItems(from: old, to: new), "\(note)")
      #expect(raw.reloadedRows.isEmpty, "\(note)")
      if raw == changes {
        #expect(changes.movedRows.count == minimal.rows, "\(note)")
      }
    }
  }
}

@MainActor
@Suite("Diffs through the validating sink")
struct DiffValidationTests {
  @Test("every random diff passes UIKit's rules and the content check", arguments: 0..<4)
  func randomPairsValidate(slice: Int) {
    for round in 0..<300 {
      let seed = UInt64(slice * 1_000 + round)
      var rng = SeededRandom(state: seed)
      let old = randomSnapshot(&rng)
      let new = rng.chance(30) ? randomSnapshot(&rng) : perturbed(old, &rng)
      let source = SnapshotDataSource(name: "Diffed", snapshot: old)
      let validator = ValidatingSink(dataSource: source)
      source.sink = validator
      source.setSnapshot(new)
      #expect(validator.violations.isEmpty, "seed \(seed): \(validator.violations)")
      let shown = (0..<source.numberOfSections).map { section in
        (0..<source.numberOfRows(inSection: section)).map {
          source.item(at: TablePath(section: section, row: $0))
        }
      }
      let expected = (0..<new.numberOfSections).map { section in
        new.items(inSection: section).map { AnyHashable($0) }
      }
      #expect(shown == expected, "seed \(seed)")
    }
  }
}
