import Foundation
import StackedDataSources

/// Expanding sections and outlines in the fuzz test: both join trees as groups and as pinned
/// groups; expanding sources also carry pins (their rows are unique strings).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  func makeVariant(owner: SectionGroupStack, depth: Int, outline: Bool) -> FuzzNode {
    if outline {
      let roots = (0..<random.int(0...3)).map { _ in makeOutlineNode(depth: 0) }
      let source = try! OutlineDataSource(name: "outline\(nextItem)", roots: roots)
      source.expandsExclusively = random.chance(0.2)
      return FuzzNode(kind: .outline(source), owner: owner, depth: depth)
    }
    let sections = (0..<random.int(0...3)).map { _ in
      nextSection += 1
      return TableSection(id: nextSection, items: (0..<random.int(0...5)).map { _ in item() })
    }
    let source = try! ExpandingDataSource(
      name: "expanding\(nextItem)", sections: sections, collapsedRowCount: random.int(-1...3),
      expandsNewSections: random.chance(0.5))
    source.expandsExclusively = random.chance(0.2)
    return FuzzNode(kind: .expanding(source), owner: owner, depth: depth)
  }

  private func makeOutlineNode(depth: Int) -> OutlineNode<String, String> {
    let id = item()
    guard depth < 3, random.chance(0.5) else { return OutlineNode(id: id, value: id) }
    let children = (0..<random.int(0...3)).map { _ in makeOutlineNode(depth: depth + 1) }
    return OutlineNode(id: id, value: id, children: children)
  }

  func mutateExpanding(_ source: ExpandingDataSource<Int, String>, node: FuzzNode) {
    let sections = source.sections.count
    let nonEmpty = source.sections.indices.filter { !source.sections[$0].items.isEmpty }
    switch random.int(0..<12) {
    case 0..<3 where sections > 0:
      try! source.toggle(section: random.int(0..<sections))
    case 3 where sections > 0:
      try! source.setExpanded(
        random.chance(0.5), sections: IndexSet((0..<sections).filter { _ in random.chance(0.5) }))
    case 4:
      source.setCollapsedRowCount(random.int(-1...4))
    case 5..<7 where sections > 0:
      let section = random.int(0..<sections)
      let count = source.sections[section].items.count
      if count < 8 {
        try! source.insert(item(), at: TablePath(section: section, row: random.int(0...count)))
      }
    case 7 where !nonEmpty.isEmpty:
      let section = nonEmpty[random.int(0..<nonEmpty.count)]
      try! source.remove(
        at: TablePath(section: section, row: random.int(0..<source.sections[section].items.count)))
    case 8 where !nonEmpty.isEmpty:
      let from = nonEmpty[random.int(0..<nonEmpty.count)]
      let fromPath = TablePath(
        section: from, row: random.int(0..<source.sections[from].items.count))
      let to = random.int(0..<sections)
      let limit = source.sections[to].items.count - (to == from ? 1 : 0)
      try! source.move(from: fromPath, to: TablePath(section: to, row: random.int(0...limit)))
    case 9 where !nonEmpty.isEmpty:
      let section = nonEmpty[random.int(0..<nonEmpty.count)]
      let path = TablePath(
        section: section, row: random.int(0..<source.sections[section].items.count))
      try! source.replace(at: path, with: replacing(source[path]!, node: node))
    case 10 where sections < 4:
      nextSection += 1
      let new = TableSection(id: nextSection, items: (0..<random.int(0...4)).map { _ in item() })
      try! source.insertSection(new, at: random.int(0...sections))
    case 11 where sections > 0:
      try! source.removeSection(at: random.int(0..<sections))
    default:
      expectRejected({ try source.toggle(section: sections + 1) }, "toggling a missing section")
    }
  }

  func mutateOutline(_ source: OutlineDataSource<String, String>) {
    let ids = allIDs(source.roots)
    switch random.int(0..<10) {
    case 0..<4 where !ids.isEmpty:
      let id = ids[random.int(0..<ids.count)]
      if source.node(withID: id)?.children != nil { _ = try! source.toggle(id) }
    case 4..<6 where ids.count < 20:
      let branches = ids.filter { source.node(withID: $0)?.children != nil }
      let parent =
        branches.isEmpty || random.chance(0.3) ? nil : branches[random.int(0..<branches.count)]
      let siblings =
        parent.map { source.node(withID: $0)?.children?.count ?? 0 }
        ?? source.roots.count
      let new = item()
      try! source.insert(
        OutlineNode(id: new, value: new), under: parent,
        at: random.int(0...siblings))
    case 6..<8 where !ids.isEmpty:
      _ = try! source.remove(ids[random.int(0..<ids.count)])
    case 8 where !ids.isEmpty:
      try! source.replaceValue(of: ids[random.int(0..<ids.count)], with: item())
    default:
      expectRejected({ _ = try source.toggle("missing") }, "toggling an unknown node")
    }
  }

  private func allIDs(_ nodes: [OutlineNode<String, String>]) -> [String] {
    nodes.flatMap { [$0.id] + allIDs($0.children ?? []) }
  }
}
