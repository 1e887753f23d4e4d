// The Settings screen, declared once: the Settings playground plays it in a script, and the example
// app (Examples/SettingsApp, which links this file) shows it in a SwiftUI List, a UITableView and
// an NSTableView.

import Observation
import StackedDataSources

/// A switch setting: a title and whether it is on.
struct Setting: Identifiable, Hashable {
  var title: String
  var isOn = false
  var id: String { title }
}

/// A Wi-Fi network in range.
struct Network: Identifiable, Hashable {
  let id: String
  var signal: Int  // 1...4 bars
  var isJoined = false
}

/// The app's state, as an app in 2026 keeps it: one observable model. The screen follows it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class SettingsModel {
  var airplaneMode = false
  var wifi = false
  var networks = [Network(id: "Home", signal: 4), Network(id: "Library", signal: 2)]
  var devices = ["AirPods", "Car stereo", "Kitchen speaker", "Watch", "Keyboard"]

  /// The networks as the list shows them: strongest first, then by name.
  var networksBySignal: [Network] {
    networks.sorted { ($0.signal, $1.id) > ($1.signal, $0.id) }
  }

  func join(_ network: Network) {
    for index in networks.indices { networks[index].isJoined = networks[index].id == network.id }
  }
}

/// Where a row takes the user: a network's details (its info button) or a page of General.
enum SettingsDestination: Hashable {
  case networkDetails(String)
  case page(String)
}

/// A phone's Settings screen over a ``SettingsModel``: one stack of small data sources, each
/// following the part of the model it shows, declaring its rows from its own items and
/// answering their actions by changing the model. Airplane Mode and Wi-Fi are switch rows; the
/// networks, strongest first, are pinned under the Wi-Fi switch while it is on; Bluetooth's
/// devices collapse to two rows under a "Show all" row; General is a sectioned source.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class SettingsScreen {
  let model: SettingsModel
  /// The screen: give it to a view (or a sink, in a script).
  let stack: SectionGroupStack
  /// Takes the user to `destination`: a playground prints it, an app pushes a view.
  var onOpen: (SettingsDestination) -> Void = { _ in }

  init(model: SettingsModel) throws(DataSourceError) {
    self.model = model
    // The switch rows: each shows its model flag; flipping it sets the flag.
    let airplane = ArrayDataSource<Setting>(name: "Airplane Mode")
    airplane.follow { [Setting(title: "Airplane Mode", isOn: model.airplaneMode)] }
    airplane.onToggle = { _, isOn in model.airplaneMode = isOn }
    let wifi = ArrayDataSource<Setting>(name: "Wi-Fi", headerTitle: "Wi-Fi")
    wifi.follow { [Setting(title: "Wi-Fi", isOn: model.wifi)] }
    for source in [airplane, wifi] {
      source.content = {
        RowContent($0.title, accessory: .toggle(isOn: $0.isOn), isSelectable: false)
      }
    }

    // The networks, pinned under the Wi-Fi switch; matched by id, so joining reconfigures a row.
    let networks = ArrayDataSource<Network>(name: "Networks")
    networks.follow { model.networksBySignal }
    networks.content = {
      RowContent(
        $0.id, secondaryText: String("▂▄▆█".prefix($0.signal)),
        accessory: $0.isJoined ? .checkmark : .detailButton)
    }
    networks.placeholder = RowContent("No networks found", isSelectable: false)
    networks.onSelect = { model.join($0) }
    networks.swipeActions = { network, edge in
      guard edge == .trailing else { return [] }
      return [
        RowAction("Forget", style: .destructive) {
          model.networks.removeAll { $0.id == network.id }
        }
      ]
    }

    // Bluetooth: collapsed to two devices, with its own "Show all" row below. The user may delete
    // and reorder devices; both change the model.
    let bluetooth = try ExpandingDataSource<String, String>(name: "Bluetooth", collapsedRowCount: 2)
    bluetooth.follow {
      [TableSection(id: "devices", items: model.devices, headerTitle: "Bluetooth")]
    }
    bluetooth.content = { RowContent($0, accessory: .detailButton) }
    bluetooth.canEdit = { _ in true }
    bluetooth.canMove = { _ in true }
    bluetooth.onDelete = { device in model.devices.removeAll { $0 == device } }
    bluetooth.onMove = { _, from, to in
      model.devices.insert(model.devices.remove(at: from.row), at: to.row)
    }
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

    let stack = SectionGroupStack(name: "Settings") {
      airplane
      wifi
      bluetooth
      showAll
      general
    }
    try stack.pin(networks, under: [0, 0], of: wifi, isActive: model.wifi)
    // Wi-Fi's switch sets the flag and shows or hides the networks pinned under it: the model's
    // change joins the stack's transaction, so both reach the table as one batch.
    wifi.onToggle = { _, isOn in
      try? stack.performBatchUpdates {
        model.wifi = isOn
        try stack.setPinActive(isOn, for: networks)
      }
    }
    self.stack = stack
    // The rows that take the user elsewhere: what happens is the app's (onOpen).
    networks.onAccessoryTap = { [unowned self] in onOpen(.networkDetails($0.id)) }
    general.onSelect = { [unowned self] in onOpen(.page($0)) }
  }
}
