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

/// A row of the forms on the screen: a field checked by a validation, or a date chosen in an
/// inline picker. Its identity is the field, so typing keeps the row (no echo).
enum FormSetting: Identifiable, Hashable {
  case networkName(String)
  case password(String)
  case email(String)
  case vacationStart(Date)
  case vacationEnd(Date)

  var id: String {
    switch self {
    case .networkName: "networkName"
    case .password: "password"
    case .email: "email"
    case .vacationStart: "vacationStart"
    case .vacationEnd: "vacationEnd"
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
  /// Wi-Fi › Other Network: the name and password of a network to join by hand.
  var otherNetwork = ""
  var otherPassword = ""
  /// Apple Account: the email address.
  var email = ""
  /// Focus › Vacation: the first and last day.
  var vacationStart = Date(timeIntervalSince1970: 1_797_724_800)  // 20 Dec 2026
  var vacationEnd = Date(timeIntervalSince1970: 1_798_329_600)  // 27 Dec 2026
  /// Face ID & Passcode: whether a passcode is set, and whether ten failed attempts erase the
  /// phone (an option shown only while a passcode is set).
  var passcodeOn = false
  var eraseData = false

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
  /// The user submitted the form (Return in its last field): the fields that fail their
  /// validation, in the order the screen shows them — the first is the row to scroll to.
  var onSubmitForm: ([ValidationFailure]) -> Void = { _ in }

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

    let (otherNetwork, account, vacation) = Self.forms(of: model)
    let (passcode, passcodeOptions, eraseData) = Self.passcode(of: model)

    let stack = SectionGroupStack(name: "Settings") {
      airplane
      wifi
      bluetooth
      showAll
      about
      display
      dateTime
      general
      otherNetwork
      account
      vacation
      passcode
      eraseData
    }
    try stack.pin(networks, under: [0, 0], of: wifi, isActive: model.wifi)
    // The passcode's options are shown by rules rather than by the switch's action: whoever
    // sets model.passcodeOn — the switch, the app, a sync — the options pinned under the switch
    // and the Erase Data section follow, as one batch.
    try stack.pin(passcodeOptions, under: [0, 0], of: passcode)
    try stack.show(passcodeOptions, when: { model.passcodeOn })
    try stack.show(eraseData, when: { model.passcodeOn })
    // Wi-Fi's switch sets the flag and shows or hides the networks pinned under it: the model's
    // change joins the stack's transaction, so both reach the table as one batch.
    wifi.onToggle = { _, isOn in
      try? stack.performBatchUpdates {
        model.wifi = isOn
        try stack.setPinActive(isOn, for: networks)
      }
    }
    self.stack = stack
    // Return in the form's last field submits it: every field is checked at once, and the
    // failures are shown (message rows) in the submit's batch. No source of this screen is
    // paused, the one reason validate() refuses.
    stack.onSubmit = { [unowned self] in onSubmitForm((try? stack.validate()) ?? []) }
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

  /// The forms: Other Network (a name, required when the form is submitted, and a password of
  /// 8 to 63 characters, checked when the user leaves the field), Apple Account (an email
  /// address, checked as the user types) and Vacation (two dates picked in inline calendars).
  private static func forms(of model: SettingsModel) -> (
    otherNetwork: ArrayDataSource<FormSetting>, account: ArrayDataSource<FormSetting>,
    vacation: ArrayDataSource<FormSetting>
  ) {
    let otherNetwork = ArrayDataSource<FormSetting>(
      name: "Other Network", headerTitle: "Other Network")
    otherNetwork.follow { [.networkName(model.otherNetwork), .password(model.otherPassword)] }
    let account = ArrayDataSource<FormSetting>(name: "Apple Account", headerTitle: "Apple Account")
    account.follow { [.email(model.email)] }
    let vacation = ArrayDataSource<FormSetting>(name: "Vacation", headerTitle: "Vacation Focus")
    vacation.follow { [.vacationStart(model.vacationStart), .vacationEnd(model.vacationEnd)] }
    for source in [otherNetwork, account, vacation] {
      source.content = content(of:)
      source.validation = { setting in
        switch setting {
        case .networkName: Validation(.required("Enter the network’s name"), on: .submit)
        case .password: Validation(.length(8...63, "At least 8 characters"), on: .endEditing)
        case .email: Validation(.required(), .email())
        case .vacationStart, .vacationEnd: nil
        }
      }
      source.onTextChange = { setting, text in
        switch setting {
        case .networkName: model.otherNetwork = text
        case .password: model.otherPassword = text
        case .email: model.email = text
        case .vacationStart, .vacationEnd: break
        }
      }
      source.onDateChange = { setting, date in
        if case .vacationStart = setting {
          model.vacationStart = date
        } else {
          model.vacationEnd = date
        }
      }
    }
    return (otherNetwork, account, vacation)
  }

  /// Face ID & Passcode: the Passcode switch, the options pinned under it and the Erase Data
  /// section, both shown by rules while a passcode is set (see the initializer).
  private static func passcode(of model: SettingsModel) -> (
    passcode: ArrayDataSource<Setting>, options: ArrayDataSource<String>,
    eraseData: ArrayDataSource<Setting>
  ) {
    let passcode = ArrayDataSource<Setting>(name: "Passcode", headerTitle: "Face ID & Passcode")
    passcode.follow { [Setting(title: "Passcode", isOn: model.passcodeOn)] }
    passcode.onToggle = { _, isOn in model.passcodeOn = isOn }
    let options = ArrayDataSource(
      ["Change Passcode", "Require Passcode"], name: "Passcode options")
    options.content = {
      $0 == "Require Passcode"
        ? RowContent($0, accessory: .value("Immediately")) : RowContent($0, style: .button)
    }
    let eraseData = ArrayDataSource<Setting>(
      name: "Erase Data",
      footerTitle: "Erase all data on this iPhone after 10 failed passcode attempts.")
    eraseData.follow { [Setting(title: "Erase Data", isOn: model.eraseData)] }
    eraseData.onToggle = { _, isOn in model.eraseData = isOn }
    for source in [passcode, eraseData] {
      source.content = {
        RowContent($0.title, accessory: .toggle(isOn: $0.isOn), isSelectable: false)
      }
    }
    return (passcode, options, eraseData)
  }

  private static func content(of setting: FormSetting) -> RowContent {
    switch setting {
    case .networkName(let name):
      RowContent("Name", accessory: .textField(.init(text: name, placeholder: "Network name")))
    case .password(let password):
      RowContent("Password", accessory: .textField(.init(text: password, isSecure: true)))
    case .email(let email):
      RowContent(
        "Email",
        accessory: .textField(.init(text: email, placeholder: "name@example.com", kind: .email)))
    case .vacationStart(let date):
      RowContent("Starts", accessory: .datePicker(.init(date: date, style: .inline)))
    case .vacationEnd(let date):
      RowContent("Ends", accessory: .datePicker(.init(date: date, style: .inline)))
    }
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
