// Settings: a phone's Settings screen composed from StackedDataSources, played through a scripted
// session in which a user taps, flips switches, swipes and drags. Each data source declares its own
// rows (what they show) and answers its own rows' actions, typed by its own items. After each step
// the session prints the call the table (or the app) made, the one batch the table view received,
// and the table as it then reads; every batch is checked against UIKit's rules and the rows'
// contents, and the script exits non-zero if one breaks.
//
//     swift run Settings

import StackedDataSources

/// A switch setting: a title and whether it is on.
struct Setting: Hashable {
  var title: String
  var isOn = false
}

/// A Wi-Fi network as the store keeps it.
struct Network: Identifiable, Hashable {
  let id: String
  var signal: Int  // 1...4 bars
  var isJoined = false
}

print(
  """
  Settings — a phone's Settings screen built from StackedDataSources.

  The screen is one SectionGroupStack of small data sources, each knowing only its own rows and
  declaring, from its own item type, what each row shows (a switch, a checkmark, a chevron…) and
  what a tap, a switch, a swipe or a drag does. Airplane Mode and Wi-Fi are switch rows
  (ArrayDataSource); the networks (a FetchedDataSource over an InMemoryStore, by signal then name)
  are pinned under the Wi-Fi switch, shown while it is on; Bluetooth devices (ExpandingDataSource,
  collapsed to 2 rows) have a "Show all" row of their own; General is a SectionedDataSource. The
  user's actions reach the table as calls on the stack — selectRow, setToggle, swipeActions,
  commitDelete, commitMove — which a UITableView bridge makes; the stack routes each one to the data
  source that owns the row, in its own coordinates.
  Rows start with their table path [section, row]; rows pinned under another row are indented;
  `[on]`/`[off]` is a switch, `›` a chevron, `✓` a checkmark, `ⓘ` an info button.

  """)

@MainActor
func playSettings() throws {
  // The switch rows: each flips its own setting, reconfiguring its cell in place.
  let airplane = ArrayDataSource([Setting(title: "Airplane Mode")], name: "Airplane Mode")
  let wifi = ArrayDataSource([Setting(title: "Wi-Fi")], name: "Wi-Fi", headerTitle: "Wi-Fi")
  for source in [airplane, wifi] {
    source.content = {
      RowContent($0.title, accessory: .toggle(isOn: $0.isOn), isSelectable: false)
    }
  }
  airplane.onToggle = { setting, isOn in
    try? airplane.replace(at: 0, with: Setting(title: setting.title, isOn: isOn))
  }

  // The networks, pinned under the Wi-Fi switch.
  let store = try InMemoryStore(
    [Network(id: "Home", signal: 4), Network(id: "Library", signal: 2)], name: "Nearby networks")
  let networks = FetchedDataSource(
    store: store,
    request: FetchRequest(
      sortedBy: [FetchSortComparator(\.signal, ascending: false), FetchSortComparator(\.id)]),
    name: "Networks")
  try networks.performFetch()
  networks.content = {
    RowContent(
      $0.id, secondaryText: String("▂▄▆█".prefix($0.signal)),
      accessory: $0.isJoined ? .checkmark : .detailButton)
  }
  networks.placeholder = RowContent("No networks found", isSelectable: false)
  networks.onSelect = { network in
    try? store.transaction {
      for other in try store.fetchObjects() where other.isJoined {
        try store.update(Network(id: other.id, signal: other.signal))
      }
      try store.update(Network(id: network.id, signal: network.signal, isJoined: true))
    }
  }
  networks.onAccessoryTap = { print("   → the app shows the details of \($0.id)") }
  networks.swipeActions = { network, edge in
    guard edge == .trailing else { return [] }
    return [RowAction("Forget", style: .destructive) { try? store.delete(id: network.id) }]
  }

  // Bluetooth: collapsed to two devices, with its own "Show all" row below.
  let bluetooth = try ExpandingDataSource(
    name: "Bluetooth",
    sections: [
      TableSection(
        id: "devices", items: ["AirPods", "Car stereo", "Kitchen speaker", "Watch", "Keyboard"],
        headerTitle: "Bluetooth")
    ],
    collapsedRowCount: 2)
  bluetooth.content = { RowContent($0, accessory: .detailButton) }
  bluetooth.canEdit = { _ in true }
  bluetooth.canMove = { _ in true }
  let showAll = ArrayDataSource(["Show all"], name: "Show all", footerTitle: "My devices")
  showAll.content = { RowContent($0, style: .button) }
  showAll.onSelect = { _ in
    let expanded = (try? bluetooth.toggle(section: 0)) ?? false
    try? showAll.replace(at: 0, with: expanded ? "Show less" : "Show all")
  }

  let general = SectionedDataSource<String, String>(name: "General") {
    TableSection(id: "general", items: ["About", "Software Update"], headerTitle: "General")
    TableSection(id: "reset", items: ["Transfer or Reset", "Shut Down"])
  }
  general.content = {
    $0 == "Shut Down"
      ? RowContent($0, style: .destructive) : RowContent($0, accessory: .disclosureIndicator)
  }
  general.onSelect = { print("   → the app pushes the \($0) screen") }

  let screen = SectionGroupStack(name: "Settings") {
    airplane
    wifi
    bluetooth
    showAll
    general
  }
  try screen.pin(networks, under: [0, 0], of: wifi)
  // Wi-Fi's switch shows or hides the networks pinned under it, in the same batch.
  wifi.onToggle = { setting, isOn in
    try? screen.performBatchUpdates {
      try wifi.replace(at: 0, with: Setting(title: setting.title, isOn: isOn))
      try screen.setPinActive(isOn, for: networks)
    }
  }

  let session = Session(showing: screen)
  session.start()

  try session.step(
    "Turn Wi-Fi on", "screen.setToggle(true, at: [1, 0])",
    "Wi-Fi's own action flips its setting and shows the networks pinned under it: the switch"
      + " row is reconfigured (its cell stays, mid-animation) and the network rows are inserted."
  ) { try screen.setToggle(true, at: [1, 0]) }
  try session.step(
    "A café's network comes into range", #"store.insert(Network(id: "Café", signal: 3))"#,
    "The fetched source places it by signal, then name: between Home and Library."
  ) { try store.insert(Network(id: "Café", signal: 3)) }
  try session.step(
    "Tap Café to join it", "screen.selectRow(at: [1, 2])",
    "The networks' own action marks Café joined in the store; its row is reconfigured to show"
      + " the checkmark."
  ) { try screen.selectRow(at: [1, 2]) }
  try session.step(
    "Tap Home's info button", "screen.tapAccessory(at: [1, 1])",
    "The networks' accessory action runs with Home, typed; nothing changes in the table."
  ) { try screen.tapAccessory(at: [1, 1]) }
  session.step(
    "Swipe Library and tap Forget",
    #"screen.swipeActions(at: [1, 3], edge: .trailing)[0].perform()"#,
    "The swipe actions come from the networks' own closure; Forget deletes Library from the"
      + " store, and its row goes."
  ) { screen.swipeActions(at: [1, 3], edge: .trailing)[0].perform() }
  try session.step(
    "Tap \"Show all\" under Bluetooth", "screen.selectRow(at: [3, 0])",
    "The row's own action expands Bluetooth — three devices inserted after the two shown — and"
      + " retitles itself \"Show less\": one batch."
  ) { try screen.selectRow(at: [3, 0]) }
  try session.drag(
    "Drag Watch to the top of the Bluetooth list", from: [2, 3], to: [2, 0],
    "The table moved the row itself; commitMove makes Bluetooth's model follow, and sends"
      + " nothing back."
  ) { try screen.commitMove(from: [2, 3], to: [2, 0]) }
  try session.step(
    "Swipe the car stereo away", "screen.commitDelete(at: [2, 2])",
    "Bluetooth may delete its rows (canEdit), so its own removal runs: one row deleted."
  ) { try screen.commitDelete(at: [2, 2]) }
  try session.step(
    "Arrive at the office: three groups change in one transaction",
    "screen.performBatchUpdates { store.insert(…); bluetooth.insert(…); general.insert(…) }",
    "A strong office network appears after Home, a keyboard connects at the top of the"
      + " Bluetooth list, General gains a VPN row: the three groups' changes reach the table as"
      + " one batch."
  ) {
    try screen.performBatchUpdates {
      try store.insert(Network(id: "Office", signal: 4))
      try bluetooth.insert("Office keyboard", at: [0, 0])
      try general.insert("VPN", at: [0, 2])
    }
  }
  try session.step(
    "Leave: every network goes out of range", "store.transaction { delete every network }",
    "The networks' source has a placeholder: when its last row goes, \"No networks found\""
      + " takes its place in the same batch. The placeholder is not an item: tapping it does"
      + " nothing."
  ) {
    try store.transaction {
      for network in try store.fetchObjects() { try store.delete(id: network.id) }
    }
  }
  try session.step(
    "Turn Wi-Fi off", "screen.setToggle(false, at: [1, 0])",
    "The switch row is reconfigured and the rows pinned under it — the placeholder — deleted."
  ) { try screen.setToggle(false, at: [1, 0]) }
  session.finish()
}

try MainActor.assumeIsolated { try playSettings() }
