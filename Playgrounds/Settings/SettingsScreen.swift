// The Settings screen, declared once: the Settings playground plays it in a script, and the example
// app (Examples/SettingsApp, which links this file) shows it in a SwiftUI List, a UITableView and
// an NSTableView.

import Foundation
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

/// A row of the settings that show a control: its identity and the value the control shows. The
/// control itself is the screen's to declare (``SettingsScreen``).
enum ControlSetting: Identifiable, Hashable {
  case name(String)
  case brightness(Double)
  case appearance(Int)
  case textSize(Int)
  case autoLock(Int)
  case date(Date)

  var id: String {
    switch self {
    case .name: "name"
    case .brightness: "brightness"
    case .appearance: "appearance"
    case .textSize: "textSize"
    case .autoLock: "autoLock"
    case .date: "date"
    }
  }
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
  /// General › About › Name.
  var deviceName = "Ada’s iPhone"
  /// Display & Brightness: the brightness (0…1), the appearance (an index of
  /// ``appearances``), the text size (1…7) and the auto-lock delay (an index of ``autoLocks``).
  var brightness = 0.5
  var appearance = 0
  var textSize = 4
  var autoLock = 0
  /// Date & Time: the date, set by hand.
  var date = Date(timeIntervalSince1970: 1_795_694_400)  // 26 Nov 2026, 12:00 UTC

  static let appearances = ["Light", "Dark"]
  static let autoLocks = ["30 Seconds", "1 Minute", "2 Minutes", "5 Minutes", "Never"]

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

    let (about, display, dateTime) = Self.controls(of: model)

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
      about
      display
      dateTime
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

  /// The rows with controls: General › About › Name (a text field), Display & Brightness (a
  /// slider, a segmented picker, a stepper, a picker that leads to a choice list) and Date &
  /// Time (a date picker). Each source follows its settings, matched by id, so a value that
  /// changes reconfigures its row — except the row whose control the user just changed, which
  /// shows the value already (no echo).
  private static func controls(of model: SettingsModel) -> (
    about: ArrayDataSource<ControlSetting>, display: ArrayDataSource<ControlSetting>,
    dateTime: ArrayDataSource<ControlSetting>
  ) {
    let about = ArrayDataSource<ControlSetting>(name: "About", headerTitle: "About")
    about.follow { [.name(model.deviceName)] }
    let display = ArrayDataSource<ControlSetting>(
      name: "Display", headerTitle: "Display & Brightness")
    display.follow {
      [
        .brightness(model.brightness), .appearance(model.appearance),
        .textSize(model.textSize), .autoLock(model.autoLock),
      ]
    }
    let dateTime = ArrayDataSource<ControlSetting>(name: "Date & Time", headerTitle: "Date & Time")
    dateTime.follow { [.date(model.date)] }
    for source in [about, display, dateTime] {
      source.content = content(of:)
      source.onTextChange = { _, name in model.deviceName = name }
      // An empty name is not a name: the field goes back to the device's default.
      source.onEndEditing = { _, name in if name.isEmpty { model.deviceName = "iPhone" } }
      source.onValueChange = { setting, value in
        switch setting {
        case .brightness: model.brightness = value
        case .textSize: model.textSize = Int(value)
        default: break
        }
      }
      source.onPick = { setting, index in
        switch setting {
        case .appearance: model.appearance = index
        case .autoLock: model.autoLock = index
        default: break
        }
      }
      source.onDateChange = { _, date in model.date = date }
    }
    return (about, display, dateTime)
  }

  private static func content(of setting: ControlSetting) -> RowContent {
    switch setting {
    case .name(let name):
      RowContent(
        "Name", accessory: .textField(.init(text: name, placeholder: "iPhone", kind: .name)))
    case .brightness(let value):
      RowContent(
        "Brightness",
        accessory: .slider(
          .init(value: value, minimumImageName: "sun.min", maximumImageName: "sun.max")))
    case .appearance(let index):
      RowContent(
        "Appearance",
        accessory: .picker(
          .init(SettingsModel.appearances, selectedIndex: index, style: .segmented)))
    case .textSize(let size):
      RowContent(
        "Text Size",
        accessory: .stepper(.init(value: Double(size), in: 1...7, valueText: "\(size) of 7")))
    case .autoLock(let index):
      RowContent(
        "Auto-Lock",
        accessory: .picker(.init(SettingsModel.autoLocks, selectedIndex: index, style: .navigation))
      )
    case .date(let date):
      RowContent("Date", accessory: .datePicker(.init(date: date, components: .dateAndTime)))
    }
  }
}
