import StackedDataSources

/// Snapshot sources in the fuzz test: each new snapshot is a random rewrite of the current one —
/// items dropped, added, moved within and across sections, changed in place (same identity, a new
/// version), sections added, dropped and reordered — set inside and outside transactions, while
/// paused and resumed. A row shows `name~version`; its identity is the name.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  typealias SnapshotSource = SnapshotDataSource<Int, String, String>

  func makeSnapshot(owner: SectionGroupStack, depth: Int) -> FuzzNode {
    let sections = (0..<random.int(0...3)).map { _ -> (id: Int, items: [String]) in
      nextSection += 1
      return (nextSection, (0..<random.int(0...4)).map { _ in "\(item())~0" })
    }
    let source = SnapshotSource(
      name: "snapshot\(nextItem)", snapshot: try! Self.snapshot(sections))
    watchReports(of: source)
    return FuzzNode(kind: .snapshot(source), owner: owner, depth: depth)
  }

  /// Checks every `didUpdate` report of `source` on a table of its own (``FuzzShadowTable``),
  /// and lets the report edit the model while callbacks may.
  private func watchReports(of source: SnapshotSource) {
    let shadow = FuzzShadowTable(
      name: "\(source.name) as its reports tell", sections: items(of: source.displayedSnapshot))
    let checker = ValidatingSink(dataSource: shadow)
    shadow.sink = checker
    source.didUpdate = { [unowned self, unowned source] changes in
      cover { $0.snapshotReports += 1 }
      shadow.sections = items(of: source.displayedSnapshot)
      changes.emit(to: checker)
      if let violation = checker.violations.first, callbackFailure == nil {
        callbackFailure = "\(source.name)'s didUpdate report is wrong: \(violation)"
      }
      if hooksArmed && random.chance(0.5) { callbackEdit("didUpdate") }
    }
  }

  private func items(of model: SnapshotSource.Model) -> [[String]] {
    (0..<model.numberOfSections).map { Array(model.items(inSection: $0)) }
  }

  private static func snapshot(_ sections: [(id: Int, items: [String])]) throws
    -> SnapshotSource.Model
  {
    try SnapshotSource.Model(sections: sections, identifiedBy: { String($0.prefix { $0 != "~" }) })
  }

  func mutateSnapshot(_ source: SnapshotSource) {
    if root.stack!.transactionDepth > 0 { cover { $0.snapshotsInTransactions += 1 } }
    switch random.int(0..<10) {
    case 0..<7:
      source.setSnapshot(try! Self.snapshot(rewrite(sections(of: source.snapshot))))
    case 7:
      if source.isPaused { source.resume() } else { source.pause() }
    default:
      source.setSnapshot(try! Self.snapshot(rewrite(rewrite(sections(of: source.snapshot)))))
    }
  }

  /// A new snapshot for a source, as a sink callback might set one.
  func rewritten(_ source: SnapshotSource) -> SnapshotSource.Model {
    try! Self.snapshot(rewrite(sections(of: source.snapshot)))
  }

  private func sections(of model: SnapshotSource.Model) -> [(id: Int, items: [String])] {
    (0..<model.numberOfSections).map { index in
      (id: model.sectionIdentifiers[index], items: Array(model.items(inSection: index)))
    }
  }

  private func rewrite(_ sections: [(id: Int, items: [String])]) -> [(id: Int, items: [String])] {
    var sections = sections
    if random.chance(0.15) {
      nextSection += 1
      sections.insert((nextSection, []), at: random.int(0...sections.count))
    }
    if sections.count > 1 && random.chance(0.1) {
      sections.remove(at: random.int(0..<sections.count))
    }
    if sections.count > 1 && random.chance(0.1) { sections.swapAt(0, sections.count - 1) }
    var moving: [String] = []
    for index in sections.indices {
      sections[index].items = sections[index].items.compactMap { item in
        switch random.int(0..<10) {
        case 0: return nil
        case 1:
          moving.append(item)
          return nil
        case 2:
          let parts = item.split(separator: "~")
          return "\(parts[0])~\(Int(parts[1])! + 1)"
        default: return item
        }
      }
    }
    guard !sections.isEmpty else { return [] }
    for item in moving + (0..<random.int(0...2)).map({ _ in "\(self.item())~0" }) {
      let section = random.int(0..<sections.count)
      sections[section].items.insert(item, at: random.int(0...sections[section].items.count))
    }
    return sections
  }
}
