// Settings: a phone's Settings screen composed from StackedDataSources, played through a scripted
// session. After each step it prints the one batch the table view received and the table as it
// then reads; every batch is checked against UIKit's rules and exits non-zero if one breaks.
//
//     swift run Settings

import StackedDataSources

/// A Wi-Fi network as the store keeps it; shown with its signal as bars.
struct Network: Identifiable, Hashable, CustomStringConvertible {
  let id: String
  var signal: Int  // 1...4 bars

  var description: String { "\(id)  " + String("▂▄▆█".prefix(signal)) }
}

print(
  """
  Settings — a phone's Settings screen built from StackedDataSources.

  The screen is one SectionGroupStack of groups, each a small data source that knows only its own
  rows: Airplane Mode and Wi-Fi (ArrayDataSource); the Wi-Fi networks (a FetchedDataSource over an
  InMemoryStore, sorted by signal then name), pinned under the Wi-Fi switch and shown only while it
  is on; Bluetooth devices (ExpandingDataSource, collapsed to 2 rows until "Show all"); General
  (SectionedDataSource); later, a Software Update banner group, added and removed. Each step
  changes one or more groups in their own coordinates; the stack turns that into the one batch a
  UITableView receives: deletes, reloads and move sources use the paths of the table before the
  batch, inserts and move destinations those after it. A ValidatingSink checks every batch
  against UIKit's rules and the rows' contents.
  Rows start with their table path [section, row]; rows pinned under another row are indented.

  """)

@MainActor
func playSettings() throws {
  let airplane = ArrayDataSource(["Airplane Mode: off"], name: "Airplane Mode")
  let wifi = ArrayDataSource(["Wi-Fi: off"], name: "Wi-Fi", headerTitle: "Wi-Fi")
  let store = try InMemoryStore(
    [
      Network(id: "Home", signal: 4), Network(id: "Office", signal: 2),
      Network(id: "Library", signal: 2),
    ],
    name: "Nearby networks")
  let networks = FetchedDataSource(
    store: store,
    request: FetchRequest(
      sortedBy: [FetchSortComparator(\.signal, ascending: false), FetchSortComparator(\.id)]),
    name: "Networks")
  try networks.performFetch()
  let bluetooth = try ExpandingDataSource(
    name: "Bluetooth",
    sections: [
      TableSection(
        id: "devices", items: ["AirPods", "Car stereo", "Kitchen speaker", "Watch", "Keyboard"],
        headerTitle: "Bluetooth", footerTitle: "My devices")
    ],
    collapsedRowCount: 2)
  let general = try SectionedDataSource(
    name: "General",
    sections: [
      TableSection(id: "general", items: ["About", "Software Update"], headerTitle: "General"),
      TableSection(id: "reset", items: ["Transfer or Reset", "Shut Down"]),
    ])
  let banner = ArrayDataSource(["Software Update available: Update Now"], name: "Update banner")

  let screen = SectionGroupStack(name: "Settings") {
    airplane
    wifi
    bluetooth
    general
  }
  try screen.pin(networks, under: TablePath(section: 0, row: 0), of: wifi)
  let session = Session(showing: screen)
  session.start()

  try session.step(
    "Switch Wi-Fi on",
    "The switch row is reloaded and the pinned networks become rows under it: one transaction."
  ) {
    try screen.performBatchUpdates {
      try wifi.replace(at: 0, with: "Wi-Fi: on")
      try screen.activatePin(networks)
    }
  }
  try session.step(
    "A café's network comes into range (inserted into the store)",
    "The fetched source places it by signal, then name: between Home and Library."
  ) { try store.insert(Network(id: "Café", signal: 3)) }
  try session.step(
    "The library's network goes out of range (deleted from the store)",
    "One row deleted, at its path in the table before the batch."
  ) { try store.delete(id: "Library") }
  try session.step(
    "The car stereo is renamed \"Van stereo\"",
    "The row kept its place, so it is reloaded in place."
  ) { try bluetooth.replace(at: TablePath(section: 0, row: 1), with: "Van stereo") }
  try session.step(
    "Tap \"Show all\" under Bluetooth",
    "The three hidden devices are inserted after the two rows shown while collapsed."
  ) { try bluetooth.expand(section: 0) }
  try session.step(
    "Tap \"Show less\"",
    "The same three rows are deleted, in the paths they had before the batch."
  ) { try bluetooth.collapse(section: 0) }
  try session.step(
    "Arrive at the office: three groups change in one transaction",
    "Office's signal rose, so its row moves and its cell is reconfigured where it lands, right"
      + " after the batch (UIKit cannot reload a moving row). A keyboard connects at the top of the collapsed"
      + " Bluetooth list, pushing the Van stereo out of view (the list still shows two rows);"
      + " General gains a VPN row. The three groups' changes reach the table as one batch."
  ) {
    try screen.performBatchUpdates {
      try store.update(Network(id: "Office", signal: 4))
      try bluetooth.insert("Office keyboard", at: TablePath(section: 0, row: 0))
      try general.insert("VPN: connected", at: TablePath(section: 0, row: 2))
    }
  }
  if let tapped = screen.resolve(TablePath(section: 1, row: 2)) {
    print(
      "Selecting row [1, 2] resolves to \(tapped.dataSource.name), at its own path"
        + " \(tapped.path): \(networks.object(at: tapped.path)!.id).\n")
  }
  try session.step(
    "A software update is found: its banner group is inserted at the top",
    "A group inserted at run time is a section insert; every section below moves down by one."
  ) { try screen.insert(banner, at: 0) }
  try session.step(
    "The update is installed: the banner group is removed",
    "A section delete, in the paths of the table before the batch."
  ) { try screen.remove(banner) }
  try session.step(
    "Switch Wi-Fi off",
    "The switch row is reloaded and the networks' rows are deleted; the group stays pinned."
  ) {
    try screen.performBatchUpdates {
      try wifi.replace(at: 0, with: "Wi-Fi: off")
      try screen.deactivatePin(networks)
    }
  }
  try session.step(
    "A network comes into range while Wi-Fi is off",
    "The fetched source follows its store, but its pin is hidden: the table receives nothing."
  ) { try store.insert(Network(id: "Airport", signal: 1)) }
  session.finish()
}

try MainActor.assumeIsolated { try playSettings() }
