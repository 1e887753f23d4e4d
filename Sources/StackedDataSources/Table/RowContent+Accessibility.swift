/// What assistive technologies read of a row, from its content: every edge gives its row (and
/// the row's control) these, so VoiceOver reads a settings row the same in each view.
extension RowContent {
  /// The row's label: its title, then its secondary text.
  ///
  /// A row's control is labelled with the row's ``title`` alone.
  public var accessibilityLabel: String {
    guard let secondaryText, !secondaryText.isEmpty else { return title }
    return title + ", " + secondaryText
  }

  /// The value the row shows, as read aloud: a switch's "On" or "Off", trailing text, a text
  /// field's text (nothing for a secure one), a slider's value, a stepper's text, the selected
  /// option, the date; `nil` for a row that shows no value. The row's ``badge`` comes first, as
  /// it is shown before the accessory; a value that fails its validation is followed by the
  /// message (``validationMessage``).
  public var accessibilityValue: String? {
    let badge = badge?.isEmpty == false ? badge : nil
    guard badge != nil || validationMessage != nil else { return shownValue }
    return [badge, shownValue, validationMessage].compactMap { $0 }.joined(separator: ", ")
  }

  /// The value the row shows, as read aloud.
  private var shownValue: String? {
    switch accessory {
    case .none, .disclosureIndicator, .detailButton: nil
    case .checkmark: "Selected"
    case .toggle(let isOn): isOn ? "On" : "Off"
    case .value(let value), .detail(let value): value
    case .textField(let field): field.isSecure ? nil : field.text
    case .slider(let slider): RowContent.Stepper.text(of: (slider.value * 100).rounded() / 100)
    case .stepper(let stepper): stepper.valueText
    case .picker(let picker): picker.selectedTitle
    case .datePicker(let picker): TextRenderer.text(picker)
    }
  }
}
