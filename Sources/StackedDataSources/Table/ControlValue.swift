import Foundation

/// A value the user entered into a row's control: what a view hands
/// ``DataSourceProtocol/setControlValue(_:at:)``.
///
/// ```swift
/// try screen.setControlValue(.text("Ada’s iPhone"), at: [0, 0])   // a text field
/// try screen.setControlValue(.number(0.6), at: [1, 0])            // a slider or a stepper
/// try screen.setControlValue(.option(1), at: [1, 1])              // a picker's second option
/// try screen.setControlValue(.date(noon), at: [3, 0])             // a date picker
/// ```
///
/// ## No echo
///
/// The view already shows the value: the user typed it, dragged it, picked it. So the source
/// that owns the row runs its handler (``RowBehavior/onTextChange``,
/// ``RowBehavior/onValueChange``, ``RowBehavior/onPick``, ``RowBehavior/onDateChange``) inside a
/// transaction, and when the transaction closes — a followed model the handler wrote joins it —
/// the row that produced the value gets **no reconfigure** when its content is what the view
/// shows (a text field keeps its cursor and marked text, a dragged slider is not reset), while
/// every other row whose content changed gets one. When the owner did not take the value (no
/// handler, or one that leaves the content as it was), the row is reconfigured to its content,
/// which puts the control back, as a refused drag is put back. A switch
/// (``DataSourceProtocol/setToggle(_:at:)``) behaves the same. A picker shown as a navigation
/// (``RowContent/Picker/Style/navigation``) is the exception: its option is chosen in another
/// list, so its row is reconfigured like any row whose content changed. So is a row whose value
/// is entered while a transaction is open: the table does not show it yet.
///
/// A row keeps its cell only while it keeps its identity: give a followed source's items an
/// identity (`follow(model, \.settings, id: \.id)`, or `Identifiable` items) so that a new
/// value is the same row changed, not a row deleted and another inserted — which would replace
/// the text field being typed into, keyboard and all.
public enum ControlValue: Hashable, Sendable, CustomStringConvertible {
  /// The whole text of a text field.
  case text(String)
  /// A slider's or a stepper's value.
  case number(Double)
  /// The index of a picker's option.
  case option(Int)
  /// A date picker's date.
  case date(Date)

  public var description: String {
    switch self {
    case .text(let text): "text \"\(text)\""
    case .number(let number): "value \(number)"
    case .option(let index): "option \(index)"
    case .date(let date): "date \(date.formatted(.iso8601))"
    }
  }

  /// The controls that take this kind of value, for messages.
  var controlNames: String {
    switch self {
    case .text: "text field"
    case .number: "slider or stepper"
    case .option: "picker"
    case .date: "date picker"
    }
  }
}

extension RowContent {
  /// This content with its control showing `value`, as the view shows the row once the user
  /// entered it — what the data source takes the row to show, and what an accessibility value
  /// reads there before the model hears of it; `nil` when the row shows no control that can
  /// take `value`.
  ///
  /// ```swift
  /// let content = RowContent("Name", accessory: .textField(.init(text: "iPhone")))
  /// content.showing(.text("Ada’s iPad"))?.accessibilityValue   // "Ada’s iPad"
  /// ```
  ///
  /// - Complexity: O(1).
  public func showing(_ value: ControlValue) -> RowContent? {
    guard case .shows(let accessory) = accessory.entering(value) else { return nil }
    var shown = self
    shown.accessory = accessory
    return shown
  }
}

extension RowContent.Accessory {
  /// Whether the user changes this accessory in place: a switch or a control.
  var takesInput: Bool {
    switch self {
    case .none, .disclosureIndicator, .checkmark, .detailButton, .value, .detail: false
    case .toggle, .textField, .slider, .stepper, .picker, .datePicker: true
    }
  }

  /// What a message calls this accessory.
  var controlName: String {
    switch self {
    case .none: "no control"
    case .disclosureIndicator: "a disclosure indicator"
    case .checkmark: "a checkmark"
    case .detailButton: "a detail button"
    case .toggle: "a switch"
    case .value: "a value"
    case .detail: "a detail"
    case .textField: "a text field"
    case .slider: "a slider"
    case .stepper: "a stepper"
    case .picker: "a picker"
    case .datePicker: "a date picker"
    }
  }

  /// Why this accessory cannot show `value`, and what it shows once it does.
  enum Input {
    /// The accessory, showing the value.
    case shows(RowContent.Accessory)
    /// The accessory is not a control that takes such a value.
    case noSuchControl
    /// The control cannot take the value, for the reason given.
    case invalid(control: String, reason: String)
  }

  /// This accessory once the user entered `value` into it, or why it cannot take it.
  ///
  /// - Complexity: O(1).
  func entering(_ value: ControlValue) -> Input {
    switch (self, value) {
    case (.textField(var field), .text(let text)):
      guard field.isEditable else {
        return .invalid(control: "text field", reason: "it is not editable")
      }
      field.text = text
      return .shows(.textField(field))
    case (.slider(var slider), .number(let number)):
      if let reason = Self.refusal(of: number, in: slider.range, step: slider.step) {
        return .invalid(control: "slider", reason: reason)
      }
      slider.value = number
      return .shows(.slider(slider))
    case (.stepper(var stepper), .number(let number)):
      if let reason = Self.refusal(of: number, in: stepper.range, step: stepper.step) {
        return .invalid(control: "stepper", reason: reason)
      }
      // A stepper moves its own value only: the text beside it is the owner's, and shows the old
      // value until the row is reconfigured.
      stepper.value = number
      return .shows(.stepper(stepper))
    case (.picker(var picker), .option(let index)):
      guard picker.options.indices.contains(index) else {
        return .invalid(
          control: "picker",
          reason: "it has \(picker.options.count) options (0..<\(picker.options.count))")
      }
      picker.selectedIndex = index
      return .shows(.picker(picker))
    case (.datePicker(var picker), .date(let date)):
      if let range = picker.range, !range.contains(date) {
        return .invalid(
          control: "date picker",
          reason:
            "outside \(range.lowerBound.formatted(.iso8601))...\(range.upperBound.formatted(.iso8601))"
        )
      }
      picker.date = date
      return .shows(.datePicker(picker))
    default:
      return .noSuchControl
    }
  }

  /// Why `value` is not a value of a control over `range` with `step`, or `nil` when it is.
  private static func refusal(of value: Double, in range: ClosedRange<Double>, step: Double?)
    -> String?
  {
    guard value.isFinite else { return "it is not a finite number" }
    guard range.contains(value) else { return "outside \(range)" }
    guard let step, step > 0 else { return nil }
    let steps = (value - range.lowerBound) / step
    // A value the control reached by adding steps carries their rounding; a millionth of a step
    // is far finer than any control's resolution.
    guard abs(steps - steps.rounded()) <= 1e-6 else {
      return "not a multiple of its step \(step) from \(range.lowerBound)"
    }
    return nil
  }
}

extension RowContent {
  /// `earlier`, what a row showed, with the value of this content's control in its control (the
  /// rest — a stepper's text, the title — as `earlier` shows it); this content when the two show
  /// different controls, or `earlier`'s cannot show the value.
  ///
  /// - Complexity: O(1).
  func control(shownOver earlier: RowContent) -> RowContent {
    guard earlier.accessory.controlName == accessory.controlName else { return self }
    if case .toggle = accessory {
      var shown = earlier
      shown.accessory = accessory
      return shown
    }
    return accessory.shownValue.flatMap(earlier.showing) ?? self
  }
}
