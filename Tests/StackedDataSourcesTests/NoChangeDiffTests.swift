import Testing

@testable import StackedDataSources

/// Issue 28: the diff where nothing changed answers without probing an index, and a snapshot
/// built `reusing:` one with the same identities shares its index. Both must be exact: every
/// answer is the full diff's.
@Suite("The no-change diff")
struct NoChangeDiffTests {
  /// The public diff, after checking that its raw part is the full diff's, fast path bypassed.
  func diff(
    _ old: RowSnapshot, _ new: RowSnapshot, contentEquals: (Row, Row) -> Bool = (==),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Changeset {
    let raw = Changeset.rawDiff(from: old, to: new, contentEquals: contentEquals)
    let full = Changeset.fullDiff(from: old, to: new, contentEquals: contentEquals)
    #expect(raw == full, "fast path \(raw), full diff \(full)", sourceLocation: sourceLocation)
    let byEquality = Changeset.rawDiff(from: old, to: new)
    let fullByEquality = Changeset.fullDiff(from: old, to: new, contentEquals: ==)
    #expect(byEquality == fullByEquality, sourceLocation: sourceLocation)
    return Changeset(from: old, to: new, contentEquals: contentEquals)
  }

  /// `model` rebuilt from its rows, `reusing:` `previous` when given.
  func rebuilt(_ model: RowSnapshot, reusing previous: RowSnapshot? = nil) -> RowSnapshot {
    let sections = (0..<model.numberOfSections).map {
      (id: model.sectionIdentifier(at: $0)!, items: Array(model.items(inSection: $0)))
    }
    return try! RowSnapshot(sections: sections, reusing: previous)
  }

  @Test("equal identities and contents: empty, built apart or reusing the old snapshot")
  func equalEverything() {
    let model = snapshot([("A", ["a", "b:2"]), ("B", []), ("C", ["c"])])
    #expect(diff(model, rebuilt(model)).isEmpty)
    #expect(diff(model, rebuilt(model, reusing: model)).isEmpty)
    #expect(diff(RowSnapshot(), RowSnapshot()).isEmpty)
    #expect(diff(snapshot([("A", [])]), snapshot([("A", [])])).isEmpty)
  }

  @Test(
    "equal identities, one changed content: the reconfigure the full diff makes",
    arguments: [0, 63, 64, 65, 127, 199])
  func changedContent(position: Int) {
    let ids = (0..<200).map { "r\($0)" }
    let old = snapshot([("A", ids)])
    var changed = ids
    changed[position] += ":1"
    for new in [snapshot([("A", changed)]), rebuilt(snapshot([("A", changed)]), reusing: old)] {
      let changes = diff(old, new)
      #expect(changes.reconfiguredRows == [TablePath(section: 0, row: position)])
      #expect(changes.operationCount == 1 && changes.reloadedRows.isEmpty)
    }
  }

  @Test("a comparator that rejects equal contents still reconfigures every row")
  func nonReflexiveComparator() {
    // `Double.nan == .nan` is false: the fast path calls the comparator as the full diff does,
    // even when the snapshots share their storage.
    let model = snapshot([("A", ["a", "b"]), ("B", ["c"])])
    for new in [model, rebuilt(model, reusing: model)] {
      let changes = diff(model, new, contentEquals: { _, _ in false })
      #expect(changes.reconfiguredRows == [[0, 0], [0, 1], [1, 0]])
    }
  }

  @Test("the same items in other sections, or other section bounds, take the full diff")
  func sectionsDiffer() {
    let old = snapshot([("A", ["a", "b"]), ("B", ["c"])])
    // Item identities equal position by position, section identities in another order.
    let swapped = diff(old, snapshot([("B", ["a", "b"]), ("A", ["c"])]))
    #expect(!swapped.isEmpty)
    // Another section identity.
    let renamed = diff(old, snapshot([("A", ["a", "b"]), ("Z", ["c"])]))
    #expect(renamed.deletedSections == [1] && renamed.insertedSections == [1])
    // The same identities, one row across the section bound.
    let shifted = diff(old, rebuilt(snapshot([("A", ["a"]), ("B", ["b", "c"])]), reusing: old))
    #expect(shifted.movedRows == [RowMove(from: [0, 1], to: [1, 0])])
    #expect(shifted.operationCount == 1)
  }

  @Test("random pairs, equal ones included: reusing changes nothing the diff or lookups see")
  func randomPairs() {
    for seed in UInt64(0)..<400 {
      var rng = SeededRandom(state: seed)
      let old = randomSnapshot(&rng)
      let new =
        switch rng.below(3) {
        case 0: rebuilt(old)
        case 1: perturbed(old, &rng)
        default: randomSnapshot(&rng)
        }
      let reused = rebuilt(new, reusing: old)
      #expect(reused == new, "seed \(seed)")
      #expect(diff(old, reused) == diff(old, new), "seed \(seed)")
      for section in 0..<new.numberOfSections {
        let id = new.sectionIdentifier(at: section)!
        #expect(reused.index(ofSection: id) == section, "seed \(seed)")
      }
      for item in new.items {
        #expect(reused.path(ofItem: item.id) == new.path(ofItem: item.id), "seed \(seed)")
      }
      #expect(reused.item(withIdentifier: "absent") == nil, "seed \(seed)")
    }
  }

  @Test("duplicates are the typed error naming the source, whatever the snapshot reuses")
  func duplicates() {
    let shown = snapshot([("A", ["a", "b"])])
    #expect(
      throws: DataSourceError.duplicateItemIdentifiers(dataSource: "Feed", identifiers: ["a"])
    ) {
      try RowSnapshot(
        items: [Row(id: "a"), Row(id: "a")], section: "A", dataSource: "Feed", reusing: shown)
    }
    // The section identities equal the reused snapshot's prefix but repeat.
    #expect(
      throws: DataSourceError.duplicateSectionIdentifiers(dataSource: "Feed", identifiers: ["A"])
    ) {
      try RowSnapshot(
        sections: [(id: "A", items: [Row(id: "a"), Row(id: "b")]), (id: "A", items: [])],
        dataSource: "Feed", reusing: shown)
    }
  }

  @Test("a source whose items repeat an id: equal new items are still the typed error")
  @MainActor
  func duplicatesInEqualArrays() {
    // Every snapshot is checked when it is built, so two that are equal cannot both hide a
    // duplicate. A source that holds repeated ids (edited in directly) and is given the same
    // items again reports them, naming itself, rather than an empty diff.
    let rows = [Row(id: "a"), Row(id: "a")]
    let source = ArrayDataSource(rows, name: "Feed")
    #expect(
      throws: DataSourceError.duplicateItemIdentifiers(dataSource: "Feed", identifiers: ["a"])
    ) {
      try source.replaceAll(with: rows, identifiedBy: \.id)
    }
    // The by-value form documents a delete and insert of every row instead.
    let letters = ArrayDataSource(["x", "x"])
    let recorder = RecordingSink()
    letters.sink = recorder
    letters.replaceAll(with: ["x", "x"])
    let paths = [TablePath(section: 0, row: 0), TablePath(section: 0, row: 1)]
    #expect(recorder.batches == [[.deleteRows(paths, .automatic), .insertRows(paths, .automatic)]])
  }

  @Test("a source given equal items sends nothing")
  @MainActor
  func sourcesSendNothing() {
    let letters = ArrayDataSource(["a", "b", "c"])
    let recorder = RecordingSink()
    letters.sink = recorder
    letters.replaceAll(with: ["a", "b", "c"])
    let rows = [Row(id: "a"), Row(id: "b", content: 1)]
    let identified = ArrayDataSource(rows)
    identified.sink = recorder
    identified.replaceAll(with: rows)
    let model = snapshot([("A", ["a", "b"]), ("B", ["c"])])
    let shown = SnapshotDataSource(name: "Shown", snapshot: model)
    shown.sink = recorder
    shown.setSnapshot(rebuilt(model))
    shown.setSnapshot(rebuilt(model, reusing: shown.snapshot))
    let batches = recorder.batches.filter { !$0.isEmpty }
    #expect(batches.isEmpty, "\(batches)")
  }
}
