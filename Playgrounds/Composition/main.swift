// Composition: stacks inside stacks, groups pinned under rows (and under pinned rows), and the
// translation of paths both ways: from a table path to the data source that owns the row
// (`resolve(_:)`), and from a data source's own path to the table (`topLevelPath(of:in:)`).
//
//     swift run Composition

import StackedDataSources

@MainActor
func playComposition() throws {
  let profile = ArrayDataSource(["Jane Appleseed"], name: "Profile", headerTitle: "Account")
  let focus = ArrayDataSource(["Focus"], name: "Focus", headerTitle: "Focus")
  let modes = ArrayDataSource(["Do Not Disturb", "Sleep", "Work"], name: "Focus modes")
  let hours = ArrayDataSource(["From 9:00", "To 17:00"], name: "Work hours")
  let privacy = try SectionedDataSource(
    name: "Privacy",
    sections: [
      TableSection(
        id: "location", items: ["Location Services", "Tracking"], headerTitle: "Privacy"),
      TableSection(id: "security", items: ["Face ID", "Passcode"]),
    ])

  // A stack is a data source, so a whole sub-screen can be built apart and nested.
  let inner = SectionGroupStack(name: "Focus & Privacy") {
    focus
    privacy
  }
  let root = SectionGroupStack(name: "Settings") {
    profile
    inner
  }
  // Pins nest too: the modes under the Focus row, the work hours under the "Work" mode.
  try inner.pin(modes, under: TablePath(section: 0, row: 0), of: focus, isActive: true)
  try inner.pin(hours, under: TablePath(section: 0, row: 2), of: modes)

  let recorder = RecordingSink()
  let table = ValidatingSink(dataSource: root, downstream: recorder)
  root.sink = table
  let renderer = TextRenderer(showsPaths: true)

  func show(_ title: String, _ change: () throws -> Void) rethrows {
    try change()
    print("── \(title)")
    print(renderer.render(recorder.take()) + "\n")
    print(renderer.render(root))
    print()
  }

  print("Two stacks, one inside the other; the Focus modes are pinned (and shown) under Focus.\n")
  print(renderer.render(root))
  print()

  try show("Show the work hours: the inner stack's pin, two levels deep, in the table's paths") {
    try inner.activatePin(hours)
  }
  try show("A transaction on the inner stack opens the root's: one batch; the hours follow Work up")
  {
    try inner.performBatchUpdates {
      try modes.remove(at: 0)
      try profile.replace(at: 0, with: "Jane A.")
      try privacy.insert("Safety Check", at: TablePath(section: 1, row: 2))
    }
  }
  try show("A group appended to the inner stack: a section insert after the inner stack's own") {
    try inner.append(ArrayDataSource(["Lockdown Mode"], name: "Lockdown"))
  }

  print("── Table path → owner: resolve(_:) walks down through the nested stack and the pins")
  for section in 0..<root.numberOfSections {
    for row in 0..<root.numberOfRows(inSection: section) {
      let path = TablePath(section: section, row: row)
      guard let owner = root.resolve(path) else { continue }
      print("   \(path) → \(owner.dataSource.name) \(owner.path)")
    }
  }
  print()

  print("── Owner's path → table: topLevelPath(of:in:) walks up from the group, one level a step")
  let lookups: [(any DataSourceProtocol, TablePath)] = [
    (profile, TablePath(section: 0, row: 0)),
    (focus, TablePath(section: 0, row: 0)),
    (modes, TablePath(section: 0, row: 1)),
    (hours, TablePath(section: 0, row: 1)),
    (privacy, TablePath(section: 1, row: 2)),
    (inner, TablePath(section: 2, row: 0)),
  ]
  for (group, path) in lookups {
    let top = root.topLevelPath(of: path, in: group).map(\.description) ?? "not shown"
    print("   \(group.name) \(path) → \(top)")
  }
  try inner.deactivatePin(modes)
  recorder.removeAll()
  let hidden = root.topLevelPath(of: TablePath(section: 0, row: 0), in: hours)
  print("   With the modes hidden, Work hours [0, 0] → \(hidden.map(\.description) ?? "not shown")")
  print()

  print("Batches checked: \(table.validatedBatchCount), violations: \(table.violations.count)")
  if !table.isValid { fatalError("\(table.violations)") }
}

try MainActor.assumeIsolated { try playComposition() }
