// QuickStart: compose a small settings screen from data sources, change it, and watch the one
// batch each change sends to the table, checked against UIKit's rules as it goes.
//
//     swift run QuickStart

import StackedDataSources

@MainActor
func quickStart() throws {
  // Three small data sources, each knowing only its own rows.
  let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi", headerTitle: "Network")
  let networks = ArrayDataSource(["Home", "Office"], name: "Networks")
  let general = try SectionedDataSource(
    name: "General",
    sections: [
      TableSection(id: "about", items: ["About", "Software Update"], headerTitle: "General"),
      TableSection(id: "storage", items: ["Storage"], footerTitle: "12 GB free"),
    ])

  // A stack shows them as one table; the networks are pinned under the Wi-Fi row, hidden.
  let screen = SectionGroupStack(name: "Settings") {
    wifi
    general
  }
  try screen.pin(networks, under: TablePath(section: 0, row: 0), of: wifi)

  // In an app the sink is your UITableView; here a validating sink checks every batch the way
  // UIKit would, and a recorder keeps what was sent.
  let recorder = RecordingSink()
  let table = ValidatingSink(dataSource: screen, downstream: recorder)
  screen.sink = table
  let renderer = TextRenderer(showsPaths: true)

  func step(_ title: String, _ change: () throws -> Void) rethrows {
    try change()
    print("▶ \(title)")
    print(renderer.render(recorder.take()))
    print()
    print(renderer.render(screen))
    print()
  }

  print("The screen as first shown:\n")
  print(renderer.render(screen))
  print()

  try step("Switch Wi-Fi on: the pinned networks appear under its row") {
    try screen.activatePin(networks)
  }
  try step("A network appears, in the networks' own coordinates (row 2 of 3)") {
    try networks.insert("Café", at: 2)
  }
  try step("One transaction across two groups reaches the table as one batch") {
    try screen.performBatchUpdates {
      try networks.remove(at: 0)
      try general.insert("AirDrop", at: TablePath(section: 0, row: 1))
      try general.move(from: TablePath(section: 1, row: 0), to: TablePath(section: 0, row: 0))
    }
  }
  try step("Switch Wi-Fi off: the networks' rows go") {
    try screen.deactivatePin(networks)
  }

  // Selection and cell configuration route back to the owning data source.
  if let owner = screen.resolve(TablePath(section: 1, row: 1)) {
    print("Row [1, 1] belongs to \(owner.dataSource.name), at its own path \(owner.path).")
  }
  print(
    "Batches checked: \(table.validatedBatchCount), UIKit violations: \(table.violations.count)")
  if !table.isValid { fatalError("\(table.violations)") }
}

try quickStart()
