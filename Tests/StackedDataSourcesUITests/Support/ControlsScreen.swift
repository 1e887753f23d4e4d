#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import Foundation
  import Observation
  import StackedDataSources

  /// One row of ``ControlsModel``: its identity and the value its control shows. The screen
  /// follows the model by `id`, which is what a row's accessibility identifier
  /// (`"Controls/name"`) names, never the value.
  struct ControlSetting: Hashable, Sendable {
    var id: String
    var text = ""
    var number = 0.0
    var option = 0
    var date = Date(timeIntervalSince1970: 0)
  }

  /// The values of ``ControlsScreen``, one setting a row, as an app's `@Observable` model keeps
  /// them.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Observable
  @MainActor
  final class ControlsModel {
    var settings = [
      ControlSetting(id: "name", text: "iPhone"),
      ControlSetting(id: "device", text: "iPhone"),
      ControlSetting(id: "passcode", text: ""),
      ControlSetting(id: "brightness", number: 0.5),
      ControlSetting(id: "copies", number: 2),
      ControlSetting(id: "appearance", option: 0),
      ControlSetting(id: "ringtone", option: 1),
      ControlSetting(id: "autoLock", option: 0),
      ControlSetting(id: "date", date: ControlsScreen.firstDate),
    ]
  }

  /// A small settings screen with one row of each control, for the adapters' end-to-end tests of
  /// the user's input (issue 30). Its rows, in one section of one `ArrayDataSource` ("Controls")
  /// that follows ``ControlsModel``:
  ///
  /// 0. Name: a text field (kind `.name`, placeholder "iPhone");
  /// 1. Device: the name again as secondary text, a row that depends on row 0 (no control);
  /// 2. Passcode: a secure text field of kind `.number`;
  /// 3. Brightness: a slider over 0...1 with step 0.1 and the symbols `sun.min`, `sun.max`;
  /// 4. Copies: a stepper over 1...10 ("2 copies");
  /// 5. Appearance: a segmented picker (Light, Dark, Automatic);
  /// 6. Ringtone: a menu picker (Radar, Beacon, Chimes);
  /// 7. Auto-Lock: a navigation picker (30 Seconds, 1 Minute, Never);
  /// 8. Date: a date picker (date only) within ``dateRange``.
  ///
  /// Each handler writes the model, so the row that produced the value is not reconfigured back
  /// to it (no echo), while Device follows Name. With ``takesInput`` off, the handlers record
  /// the value and leave the model as it was: the owner did not take it, and the view puts the
  /// control back. Every value a handler received is in ``received``, in order.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class ControlsScreen {
    /// The first date of the Date row.
    nonisolated static let firstDate = Date(timeIntervalSince1970: 1_780_000_000)
    /// The dates the Date row allows.
    nonisolated static let dateRange =
      Date(timeIntervalSince1970: 946_684_800)...Date(timeIntervalSince1970: 4_102_444_800)

    let model = ControlsModel()
    let controls = ArrayDataSource<ControlSetting>(name: "Controls", headerTitle: "Controls")
    let stack: SectionGroupStack
    /// Whether the handlers write the model; when `false` they only record what they received.
    var takesInput = true
    /// What the handlers received, in order: `"name text Ada"`, `"name end Ada"`,
    /// `"brightness value 0.6"`, `"appearance option 1"`, `"date date <seconds since 1970>"`.
    private(set) var received: [String] = []
    private var following: Following?

    init() {
      let controls = controls
      stack = SectionGroupStack(name: "Controls screen") { controls }
      controls.content = { Self.content(of: $0) }
      controls.onTextChange = { [unowned self] item, text in
        store(item, "text \(text)") { model in
          model.settings[Self.index(of: item.id, in: model)].text = text
          if item.id == "name" { model.settings[Self.index(of: "device", in: model)].text = text }
        }
      }
      controls.onEndEditing = { [unowned self] item, text in
        received.append("\(item.id) end \(text)")
      }
      controls.onValueChange = { [unowned self] item, number in
        store(item, "value \(number)") {
          $0.settings[Self.index(of: item.id, in: $0)].number = number
        }
      }
      controls.onPick = { [unowned self] item, index in
        store(item, "option \(index)") {
          $0.settings[Self.index(of: item.id, in: $0)].option = index
        }
      }
      controls.onDateChange = { [unowned self] item, date in
        store(item, "date \(Int(date.timeIntervalSince1970))") {
          $0.settings[Self.index(of: item.id, in: $0)].date = date
        }
      }
      following = controls.follow(model, \.settings, id: \.id)
    }

    /// Records what a handler received for `item` and, when the screen takes input, changes
    /// the model.
    private func store(
      _ item: ControlSetting, _ value: String, _ change: (ControlsModel) -> Void
    ) {
      received.append("\(item.id) \(value)")
      if takesInput { change(model) }
    }

    private static func index(of id: String, in model: ControlsModel) -> Int {
      model.settings.firstIndex { $0.id == id }!
    }

    /// The row of a setting: its control showing the setting's value.
    static func content(of setting: ControlSetting) -> RowContent {
      switch setting.id {
      case "name":
        RowContent(
          "Name",
          accessory: .textField(.init(text: setting.text, placeholder: "iPhone", kind: .name)))
      case "device":
        RowContent("Device", secondaryText: setting.text)
      case "passcode":
        RowContent(
          "Passcode",
          accessory: .textField(.init(text: setting.text, kind: .number, isSecure: true)))
      case "brightness":
        RowContent(
          "Brightness",
          accessory: .slider(
            .init(
              value: setting.number, in: 0...1, step: 0.1, minimumImageName: "sun.min",
              maximumImageName: "sun.max")))
      case "copies":
        RowContent(
          "Copies",
          accessory: .stepper(
            .init(
              value: setting.number, in: 1...10,
              valueText: "\(RowContent.Stepper(value: setting.number).valueText) copies")))
      case "appearance":
        RowContent(
          "Appearance",
          accessory: .picker(
            .init(
              ["Light", "Dark", "Automatic"], selectedIndex: setting.option, style: .segmented)))
      case "ringtone":
        RowContent(
          "Ringtone",
          accessory: .picker(
            .init(["Radar", "Beacon", "Chimes"], selectedIndex: setting.option, style: .menu)))
      case "autoLock":
        RowContent(
          "Auto-Lock",
          accessory: .picker(
            .init(
              ["30 Seconds", "1 Minute", "Never"], selectedIndex: setting.option,
              style: .navigation)))
      case "date":
        RowContent(
          "Date", accessory: .datePicker(.init(date: setting.date, in: dateRange)))
      default:
        RowContent(setting.id)
      }
    }

    /// The row of the setting `id` (all rows are in section 0).
    static func path(of id: String) -> TablePath {
      let ids = [
        "name", "device", "passcode", "brightness", "copies", "appearance", "ringtone", "autoLock",
        "date",
      ]
      return TablePath(section: 0, row: ids.firstIndex(of: id)!)
    }

    /// The current setting `id` of the model.
    func setting(_ id: String) -> ControlSetting {
      model.settings[Self.index(of: id, in: model)]
    }
  }
#endif
