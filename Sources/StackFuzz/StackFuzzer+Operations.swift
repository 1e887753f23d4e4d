import StackedDataSources

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  // MARK: Groups

  /// A new random group for a stack at `depth`.
  func makeGroup(owner: SectionGroupStack, depth: Int) -> FuzzNode {
    let roll = random.int(0..<17)
    if roll >= 15 { return makeFollowed(owner: owner, depth: depth) }
    if roll == 14 { return makeSnapshot(owner: owner, depth: depth) }
    if roll == 13 { return makeFetched(owner: owner, depth: depth) }
    if roll >= 10 {
      return makeVariant(owner: owner, depth: depth, outline: roll == 12)
    }
    if roll < 2 && depth < maxDepth {
      let stack = try! SectionGroupStack(name: "stack\(nextItem)", groups: [])
      let node = FuzzNode(kind: .stack(stack), owner: owner, depth: depth + 1)
      for _ in 0..<random.int(0...2) { addGroup(to: node) }
      return node
    } else if roll < 6 {
      let items = (0..<random.int(0...4)).map { _ in item() }
      let node = FuzzNode(
        kind: .array(ArrayDataSource(items, name: "array\(nextItem)")), owner: owner, depth: depth)
      giveControls(node)
      return node
    } else {
      let sections = (0..<random.int(0...3)).map { _ in
        nextSection += 1
        return TableSection(id: nextSection, items: (0..<random.int(0...3)).map { _ in item() })
      }
      let source = try! SectionedDataSource(
        name: "sectioned\(nextItem)", sections: sections, removesEmptySections: random.chance(0.3))
      return FuzzNode(kind: .sectioned(source), owner: owner, depth: depth)
    }
  }

  func addGroup(to node: FuzzNode) {
    let stack = node.stack!
    let group = makeGroup(owner: stack, depth: node.depth)
    cover {
      $0.kinds[String(describing: group.kind).prefix { $0 != "(" }.description, default: 0] += 1
    }
    let index = random.int(0...node.children.count)
    try! stack.insert(group.dataSource, at: index)
    node.children.insert(group, at: index)
  }

  func mutateStack(_ node: FuzzNode) {
    if random.chance(0.25) { return hideOrShow(in: node) }
    let stack = node.stack!
    switch random.int(0..<10) {
    case 0..<4 where node.children.count < 4:
      addGroup(to: node)
    case 4..<6 where !node.children.isEmpty:
      // Now and then the group whose transaction is open leaves, before the transaction ends.
      let opened = node.children.indices.filter { index in
        open.contains { $0 === node.children[index] }
      }
      let index =
        !opened.isEmpty && random.chance(0.5)
        ? opened[random.int(0..<opened.count)] : random.int(0..<node.children.count)
      try! stack.remove(node.children.remove(at: index).dataSource)
    case 6..<9 where !node.children.isEmpty:
      let from = random.int(0..<node.children.count)
      let to = random.int(0..<node.children.count)
      let child = node.children.remove(at: from)
      node.children.insert(child, at: to)
      try! stack.move(child.dataSource, to: to)
    default:
      let stray = ArrayDataSource(["x"], name: "stray")
      expectRejected({ try stack.remove(stray) }, "removing a group that is not a child")
      if let child = node.children.first {
        expectRejected({ try stack.append(child.dataSource) }, "adding a group twice")
      }
    }
  }

  /// Adds tiny groups until the stack has a number of groups around a block boundary of its
  /// section index (16, 256): where a stack of exactly 16 groups once put a new group at
  /// section 0.
  func grow(_ node: FuzzNode) {
    let stack = node.stack!
    // A run allowed to grow large does so at its first growth, then at random.
    let large = growsLarge && (coverage.stacksOf256 == 0 || random.chance(0.5))
    let target = large ? random.int(255...257) : random.int(15...17)
    while node.children.count < target {
      let group = FuzzNode(
        kind: .array(ArrayDataSource(random.chance(0.5) ? [item()] : [], name: "tiny\(nextItem)")),
        owner: stack, depth: node.depth)
      try! stack.append(group.dataSource)
      node.children.append(group)
    }
    trace?("  grew \(stack.name) to \(node.children.count) groups")
    cover { $0.stacksOf16 += 1 }
    if node.children.count >= 256 { cover { $0.stacksOf256 += 1 } }
  }

  // MARK: Pins

  func pinOrToggle(under node: FuzzNode) {
    let stack = node.owner!
    if !node.pins.isEmpty && random.chance(0.6) {
      let pin = node.pins[random.int(0..<node.pins.count)]
      if random.chance(0.15) {
        try! stack.unpin(pin.node.dataSource)
        node.pins.removeAll { $0 === pin }
      } else if !isRuled(pin.node) {  // a rule decides whether its group shows
        pin.isActive = try! stack.togglePin(pin.node.dataSource)
      }
      return
    }
    // Anchors name the parent's rows as they are now, inside its open transaction too.
    // The model names anchors by item, so a placeholder row (no item) is never one.
    let source = node.dataSource
    let sections = (0..<source.numberOfSections).filter {
      source.numberOfRows(inSection: $0) > 0
        && source.item(at: TablePath(section: $0, row: 0)) != nil
    }
    guard node.pins.count < 3, let section = sections.randomElement(using: &random) else { return }
    let row = random.int(0..<source.numberOfRows(inSection: section))
    let anchor = TablePath(section: section, row: row)
    let group = makeGroup(owner: stack, depth: node.depth)
    let active = random.chance(0.5)
    try! stack.pin(group.dataSource, under: anchor, of: source, isActive: active)
    if stack.transactionDepth > 0 { cover { $0.pinsInTransactions += 1 } }
    let item = source.item(at: anchor) as! String
    node.pins.append(FuzzPin(node: group, anchor: item, isActive: active))
    expectRejected(
      {
        try stack.pin(
          ArrayDataSource(["y"]), under: TablePath(section: section, row: 99), of: source)
      },
      "pinning under a row that does not exist")
  }

  /// Keeps the model's anchors when an anchor row's item is replaced, and notes that the row
  /// of `old` shows `new` now (for the user's actions on the rows the view shows).
  func replaced(_ old: String, with new: String, in node: FuzzNode) {
    noteReplacement(of: old, with: new)
    // A paused node's table, and the stack's pins, still show the old item until it resumes.
    guard !node.isPaused else { return }
    for pin in node.pins where pin.anchor == old { pin.anchor = new }
  }

  // MARK: Array

  func mutateArray(_ source: ArrayDataSource<String>, node: FuzzNode) {
    let count = source.count
    switch random.int(0..<12) {
    case 0..<2 where count < 8:
      try! source.insert(item(), at: random.int(0...count))
    case 2 where count < 7:
      source.append(contentsOf: [item(), item()])
    case 3..<5 where count > 0:
      try! source.remove(at: random.int(0..<count))
    case 5..<7 where count > 1:
      try! source.move(from: random.int(0..<count), to: random.int(0..<count))
    case 7 where count > 0:
      let index = random.int(0..<count)
      let new = item()
      replaced(source.items[index], with: new, in: node)
      try! source.replace(at: index, with: new)
    case 8 where count > 2:
      let doomed = Set(source.items.filter { _ in random.chance(0.3) })
      source.removeAll { doomed.contains($0) }
    case 9:
      source.replaceAll(with: (0..<random.int(0...4)).map { _ in item() })
    case 10:
      expectRejected({ try source.remove(at: count + 1) }, "removing a row past the end")
      expectRejected({ try source.insert("z", at: -1) }, "inserting before the start")
    default:
      if count > 0 { try! source.replace(at: 0, with: replacing(source.items[0], node: node)) }
    }
  }

  func replacing(_ old: String, node: FuzzNode) -> String {
    let new = item()
    replaced(old, with: new, in: node)
    return new
  }

  // MARK: Sectioned

  func mutateSectioned(_ source: SectionedDataSource<Int, String>, node: FuzzNode) {
    let sections = source.sections.count
    let nonEmpty = source.sections.indices.filter { !source.sections[$0].items.isEmpty }
    switch random.int(0..<14) {
    case 0 where sections < 4:
      nextSection += 1
      let new = TableSection(id: nextSection, items: (0..<random.int(0...3)).map { _ in item() })
      try! source.insertSection(new, at: random.int(0...sections))
    case 1 where sections > 0:
      try! source.removeSection(at: random.int(0..<sections))
    case 2 where sections > 1:
      try! source.moveSection(from: random.int(0..<sections), to: random.int(0..<sections))
    case 3..<6 where sections > 0:
      let section = random.int(0..<sections)
      let count = source.sections[section].items.count
      if count < 6 {
        try! source.insert(item(), at: TablePath(section: section, row: random.int(0...count)))
      }
    case 6..<8 where !nonEmpty.isEmpty:
      let section = nonEmpty[random.int(0..<nonEmpty.count)]
      let row = random.int(0..<source.sections[section].items.count)
      try! source.remove(at: TablePath(section: section, row: row))
    case 8..<11 where !nonEmpty.isEmpty:
      let from = nonEmpty[random.int(0..<nonEmpty.count)]
      let source0 = TablePath(section: from, row: random.int(0..<source.sections[from].items.count))
      let to = random.int(0..<sections)
      let limit = source.sections[to].items.count - (to == from ? 1 : 0)
      try! source.move(from: source0, to: TablePath(section: to, row: random.int(0...limit)))
    case 11 where !nonEmpty.isEmpty:
      let section = nonEmpty[random.int(0..<nonEmpty.count)]
      let path = TablePath(
        section: section, row: random.int(0..<source.sections[section].items.count))
      try! source.replace(at: path, with: replacing(source[path]!, node: node))
    case 12:
      expectRejected(
        { try source.remove(at: TablePath(section: sections, row: 0)) },
        "removing from a section that does not exist")
      expectRejected(
        { try source.moveSection(from: 0, to: sections + 2) }, "moving a section past the end")
    default:
      if sections > 0 {
        let section = random.int(0..<sections)
        let start = source.sections[section].items.count
        if start < 5 { try! source.append(contentsOf: [item()], toSection: section) }
      }
    }
  }
}
