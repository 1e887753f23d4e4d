#if canImport(SwiftUI)
  import StackedDataSources
  import SwiftUI

  /// A row's control in a `List`: a text field as a `TextField` (a `SecureField` for a secure
  /// one) beside the row's label, a slider as a `Slider` with its images at either end, a
  /// stepper as a `Stepper` labelled with its text, a picker as a `Picker` (a menu, a segmented
  /// control, or a navigation link to its options' list) whose tags are its options' indices, a
  /// date picker as a `DatePicker` with its components and range.
  ///
  /// Each control's binding reads the row's content and hands the user's value to the row's
  /// owner (``ListModel``, by the row's token): the control already shows it, so when the owner
  /// takes it no batch comes back for the row (the field keeps its cursor); when the owner does
  /// not, the row is redrawn from its content, which puts the control back. A refused value goes
  /// to `onError`, and the rows are drawn again (no batch comes for a value that changed
  /// nothing), which puts it back too. tvOS has no slider, stepper or date picker: the row
  /// shows their value as text.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension StackedListRow {
    /// The field, labelled with the row's title, its placeholder as its prompt, in the list's
    /// keyboard (`StackedListRow+Keyboard.swift`): Return moves the focus on, then ends
    /// editing. On iOS the field's kind picks its keyboard and its text content type.
    @ViewBuilder func textField(_ field: RowContent.TextField, title: String) -> some View {
      let text = controlBinding(field.text) { ControlValue.text($0) }
      if field.isSecure {
        withKeyboard(
          SecureField(title, text: text, prompt: Text(field.placeholder))
            .disabled(!field.isEditable))
      } else {
        withKeyboard(
          TextField(title, text: text, prompt: Text(field.placeholder))
            #if os(iOS)
              .keyboardType(Self.keyboardType(of: field.kind))
              .textContentType(Self.textContentType(of: field.kind))
            #endif
            .disabled(!field.isEditable))
      }
    }

    /// The slider, labelled with the row's label, its images at its ends; its value as text on
    /// tvOS.
    @ViewBuilder func sliderView(_ slider: RowContent.Slider, _ content: RowContent) -> some View {
      #if os(tvOS)
        valueText(content)
      #else
        let value = controlBinding(slider.value) { ControlValue.number($0) }
        if let step = slider.step {
          Slider(value: value, in: slider.range, step: step) {
            label(content)
          } minimumValueLabel: {
            valueImage(slider.minimumImageName)
          } maximumValueLabel: {
            valueImage(slider.maximumImageName)
          }
        } else {
          Slider(value: value, in: slider.range) {
            label(content)
          } minimumValueLabel: {
            valueImage(slider.minimumImageName)
          } maximumValueLabel: {
            valueImage(slider.maximumImageName)
          }
        }
      #endif
    }

    /// The stepper, labelled with the row's label and its text; the text alone on tvOS.
    @ViewBuilder func stepperView(_ stepper: RowContent.Stepper, _ content: RowContent)
      -> some View
    {
      #if os(tvOS)
        valueText(content)
      #else
        Stepper(
          value: controlBinding(stepper.value) { ControlValue.number($0) }, in: stepper.range,
          step: stepper.step
        ) {
          LabeledContent {
            Text(stepper.valueText)
          } label: {
            label(content)
          }
        }
      #endif
    }

    /// The picker in its style, its options tagged with their indices; no option is selected
    /// when the picker has no selection (-1 is no option's tag). An inline picker's row shows
    /// the selected title and opens its wheel when tapped (the core pins the opened row under
    /// it); the opened row is a wheel (inline options on macOS and tvOS, which have none).
    @ViewBuilder func pickerView(_ picker: RowContent.Picker, _ content: RowContent) -> some View {
      if let text = content.accessory.inlineValueText {
        inlineRow(content, text: text)
      } else {
        styledPicker(picker, content)
      }
    }

    /// The row of an inline picker or date picker: its label and its value as text, which
    /// selects the row (opening or closing the picker under it) when tapped.
    private func inlineRow(_ content: RowContent, text: String) -> some View {
      tappable(content) {
        LabeledContent {
          Text(text)
        } label: {
          label(content)
        }
      }
    }

    /// The picker control in its style.
    @ViewBuilder private func styledPicker(_ picker: RowContent.Picker, _ content: RowContent)
      -> some View
    {
      let control = Picker(
        selection: controlBinding(picker.selectedIndex ?? -1) { ControlValue.option($0) }
      ) {
        ForEach(picker.options.indices, id: \.self) { index in
          optionLabel(picker.options[index]).tag(index)
        }
      } label: {
        label(content)
      }
      switch picker.style {
      case .menu: control.pickerStyle(.menu)
      case .segmented: control.pickerStyle(.segmented)
      case .navigation:
        // macOS has no navigation link picker: its options are a menu there.
        #if os(macOS)
          control.pickerStyle(.menu)
        #else
          control.pickerStyle(.navigationLink)
        #endif
      case .inline:
        // Shown as its row by `pickerView`; a menu should it get here.
        control.pickerStyle(.menu)
      case .wheel:
        // The row an inline picker opens, pinned under the picker's row by the core.
        #if os(macOS) || os(tvOS)
          control.pickerStyle(.inline)
        #else
          control.pickerStyle(.wheel)
        #endif
      }
    }

    /// An option's title, with its image when it has one.
    @ViewBuilder private func optionLabel(_ option: RowContent.Picker.Option) -> some View {
      if let imageName = option.imageName {
        Label {
          Text(option.title)
        } icon: {
          Image(systemName: imageName)
        }
      } else {
        Text(option.title)
      }
    }

    /// The date picker with its components and range; the date as text on tvOS. An inline
    /// picker's row shows the date as text and opens the picker when tapped; the opened row
    /// (``RowContent/DatePicker/Style/full``) is the calendar (`.graphical`), or the wheels for
    /// a time alone (graphical on macOS, which has no wheels).
    @ViewBuilder func datePickerView(_ picker: RowContent.DatePicker, _ content: RowContent)
      -> some View
    {
      #if os(tvOS)
        valueText(content)
      #else
        if let text = content.accessory.inlineValueText {
          inlineRow(content, text: text)
        } else if picker.style == .full {
          #if os(macOS)
            datePickerControl(picker, content).datePickerStyle(.graphical)
          #else
            if picker.showsWheels {
              datePickerControl(picker, content).datePickerStyle(.wheel)
            } else {
              datePickerControl(picker, content).datePickerStyle(.graphical)
            }
          #endif
        } else {
          datePickerControl(picker, content)
        }
      #endif
    }

    #if !os(tvOS)
      /// The date picker control with its components and range.
      @ViewBuilder private func datePickerControl(
        _ picker: RowContent.DatePicker, _ content: RowContent
      ) -> some View {
        let date = controlBinding(picker.date) { ControlValue.date($0) }
        let components = Self.components(of: picker.components)
        if let range = picker.range {
          DatePicker(selection: date, in: range, displayedComponents: components) {
            label(content)
          }
        } else {
          DatePicker(selection: date, displayedComponents: components) { label(content) }
        }
      }
    #endif

    #if os(tvOS)
      /// The row's label, and the value its control would show.
      private func valueText(_ content: RowContent) -> some View {
        LabeledContent {
          Text(content.accessibilityValue ?? "")
        } label: {
          label(content)
        }
      }
    #else
      /// A slider's end image, if it has one.
      @ViewBuilder private func valueImage(_ name: String?) -> some View {
        if let name { Image(systemName: name) }
      }

      /// SwiftUI's components for what a date picker shows.
      private static func components(of components: RowContent.DatePicker.Components)
        -> DatePickerComponents
      {
        switch components {
        case .date: .date
        case .time: .hourAndMinute
        case .dateAndTime: [.date, .hourAndMinute]
        }
      }
    #endif

    #if os(iOS)
      /// The keyboard for a field of `kind`.
      private static func keyboardType(of kind: RowContent.TextField.Kind) -> UIKeyboardType {
        switch kind {
        case .plain, .name: .default
        case .number: .numberPad
        case .decimal: .decimalPad
        case .email: .emailAddress
        case .url: .URL
        case .phone: .phonePad
        }
      }

      /// The text content type for a field of `kind`, which lets the system suggest values.
      private static func textContentType(of kind: RowContent.TextField.Kind) -> UITextContentType?
      {
        switch kind {
        case .plain, .number, .decimal: nil
        case .email: .emailAddress
        case .url: .URL
        case .phone: .telephoneNumber
        case .name: .name
        }
      }
    #endif
  }

  extension RowContent.Accessory {
    /// Whether the accessory is a control the user changes in place (a switch, a text field, a
    /// slider, a stepper, a picker, a date picker).
    var isControl: Bool {
      switch self {
      case .toggle, .textField, .slider, .stepper, .picker, .datePicker: true
      case .none, .checkmark, .disclosureIndicator, .detailButton, .value, .detail: false
      }
    }
  }
#endif
