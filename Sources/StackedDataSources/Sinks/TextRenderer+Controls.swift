import Foundation

/// A row's control as text: `[Ada|]`, `[——●———] 0.6`, `[Light|•Dark]`, `[2026-11-26]`.
extension TextRenderer {
  /// A text field: its text and the cursor bar, bullets for a secure field, the placeholder in
  /// angle brackets while empty; no bar when the field is not editable.
  static func text(_ field: RowContent.TextField) -> String {
    let cursor = field.isEditable ? "|" : ""
    if field.text.isEmpty {
      return field.placeholder.isEmpty ? "[\(cursor)]" : "[⟨\(field.placeholder)⟩\(cursor)]"
    }
    let shown = field.isSecure ? String(repeating: "•", count: field.text.count) : field.text
    return "[\(shown)\(cursor)]"
  }

  /// A slider: a track of seven places with the knob where the value is, and the value.
  static func text(_ slider: RowContent.Slider) -> String {
    let span = slider.range.upperBound - slider.range.lowerBound
    let fraction = span > 0 ? (slider.value - slider.range.lowerBound) / span : 0
    let knob = Int((min(max(fraction, 0), 1) * 6).rounded())
    let track =
      String(repeating: "—", count: knob) + "●" + String(repeating: "—", count: 6 - knob)
    return "[\(track)] \(RowContent.Stepper.text(of: (slider.value * 100).rounded() / 100))"
  }

  /// A picker: every option with a bullet on the selected one when segmented, the selected
  /// option and a menu mark for a menu, the selected option and a chevron for a navigation, the
  /// selected option and a down chevron for an inline picker, every option with the selected one
  /// in brackets on a wheel.
  static func text(_ picker: RowContent.Picker) -> String {
    switch picker.style {
    case .segmented:
      let options = picker.options.enumerated().map { index, option in
        (index == picker.selectedIndex ? "•" : "") + option.title
      }
      return "[" + options.joined(separator: "|") + "]"
    case .menu: return "[\(picker.selectedTitle ?? "–") ▾]"
    case .navigation: return "\(picker.selectedTitle ?? "–") ›"
    case .inline: return "\(picker.selectedTitle ?? "–") ⌄"
    case .wheel:
      let options = picker.options.enumerated().map { index, option in
        index == picker.selectedIndex ? "[\(option.title)]" : option.title
      }
      return "( " + options.joined(separator: " · ") + " )"
    }
  }

  /// A date picker's date in UTC, so that a transcript reads the same everywhere: `2026-11-26`,
  /// `14:30`, or both.
  static func text(_ picker: RowContent.DatePicker) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    let day = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    let time = "\(two(parts.hour)):\(two(parts.minute))"
    switch picker.components {
    case .date: return day
    case .time: return time
    case .dateAndTime: return day + " " + time
    }
  }
}
