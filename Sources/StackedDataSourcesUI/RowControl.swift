#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The UIKit control of a row's control accessory, shared by ``TableViewBridge`` (as the cell's
  /// `accessoryView`) and ``CollectionViewBridge`` (as a custom-view cell accessory) — across
  /// the cell for the row an inline picker opens (``ControlRowConfiguration``):
  ///
  /// - a text field: a `UITextField`, 160 points wide, its text right-aligned (as Settings shows a value),
  ///   with the field's placeholder, secure entry, keyboard and text content type (from its
  ///   ``RowContent/TextField/Kind``), enabled when editable, its Return key labelled and
  ///   followed by the bridge (`RowControl+Keyboard.swift`);
  /// - a slider: a `UISlider`, 160 points wide, with its range and its end images
  ///   (`UIImage(systemName:)`);
  /// - a stepper: a `UIStepper` (the value's text is the cell's, beside it), its bounds set in
  ///   an order UIKit accepts from any range the stepper had;
  /// - a picker `.segmented`: a `UISegmentedControl`; `.menu`: a system `UIButton` showing the
  ///   selected option that opens a single-selection `UIMenu` of its options
  ///   (`showsMenuAsPrimaryAction`, `changesSelectionAsPrimaryAction`); `.navigation` is no
  ///   control (the bridges show the selected title and a disclosure indicator), nor is
  ///   `.inline` (its value as text); `.wheel`, the row an inline picker opens, an
  ///   ``OptionWheel``;
  /// - a date picker: a compact `UIDatePicker` with the mode of its components and its range;
  ///   in the row an inline picker opens (``RowContent/DatePicker/Style/full``) the calendar
  ///   (`.inline`), or the wheels (`.wheels`) for a time alone. An inline picker's own row
  ///   (`.inline`) has no control: the bridges show its value as text.
  ///
  /// Each control is labelled for VoiceOver with its row's title, and is disabled in a disabled
  /// row (``RowContent/isEnabled``), enabled again when its cell shows an enabled row.
  @MainActor
  enum RowControl {
    /// What the user did in a row's control.
    enum Input {
      /// The control shows a new value.
      case value(ControlValue)
      /// The user finished editing a text field.
      case endEditing
      /// The user began editing a text field (it became the first responder).
      case beginEditing
      /// The user pressed Return in a text field.
      case pressReturn
    }

    /// Hands the user's input in a control on.
    typealias Send = @MainActor (UIView, Input) -> Void

    /// The control showing the accessory of `content`: `shown`, updated in place,
    /// when it is that kind of control (a text field whose text is the same keeps its cursor and
    /// marked text), else a new one; `nil` when `accessory` is no control of these. Its actions
    /// call `send` and replace those of an earlier configuration (they share identifiers), so
    /// a reused control acts for the row it shows now.
    ///
    /// - Complexity: O(1), or O(*n*) for a picker of *n* options.
    static func control(
      showing content: RowContent, reusing shown: UIView?, send: @escaping Send
    ) -> UIView? {
      let control: UIView
      switch content.accessory {
      case .textField:
        let field = shown as? UITextField ?? UITextField(frame: wide)
        field.textAlignment = .right
        on(field, .editingDidBegin, send) { _ in .beginEditing }
        on(field, .editingChanged, send) { .value(.text($0.text ?? "")) }
        // An action for Return makes Return resign the field (unless the action made another
        // field the first responder), which then ends editing once.
        on(field, .editingDidEndOnExit, send) { _ in .pressReturn }
        on(field, .editingDidEnd, send) { _ in .endEditing }
        control = field
      case .slider(let shape):
        let slider = shown as? UISlider ?? UISlider(frame: wide)
        on(slider, .valueChanged, send) { slider in
          // The slider takes the step the core snaps the value to before handing it on, so a
          // value the owner takes needs no reconfigure to get there.
          let value = shape.snapped(Double(slider.value))
          slider.value = Float(value)
          return .value(.number(value))
        }
        control = slider
      case .stepper:
        let stepper = shown as? UIStepper ?? UIStepper(frame: .zero)
        on(stepper, .valueChanged, send) { .value(.number($0.value)) }
        control = stepper
      case .picker(let picker) where picker.style == .segmented:
        let segments = shown as? UISegmentedControl ?? UISegmentedControl(items: nil)
        on(segments, .valueChanged, send) { .value(.option($0.selectedSegmentIndex)) }
        control = segments
      case .picker(let picker) where picker.style == .wheel:
        let wheel = shown as? OptionWheel ?? OptionWheel(frame: wide)
        wheel.onPick = { [weak wheel] index in
          guard let wheel else { return }
          send(wheel, .value(.option(index)))
        }
        control = wheel
      case .picker(let picker) where picker.style == .menu:
        let shownButton = (shown as? UIButton).flatMap { $0.showsMenuAsPrimaryAction ? $0 : nil }
        let button = shownButton ?? UIButton(type: .system)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        control = button
      case .datePicker(let shape) where shape.style != .inline:
        let picker = shown as? UIDatePicker ?? UIDatePicker(frame: .zero)
        picker.preferredDatePickerStyle =
          shape.style == .compact ? .compact : shape.showsWheels ? .wheels : .inline
        on(picker, .valueChanged, send) { .value(.date($0.date)) }
        control = picker
      case .none, .disclosureIndicator, .checkmark, .detailButton, .toggle, .value, .detail,
        .picker, .datePicker:
        return nil
      }
      control.accessibilityLabel = content.title
      show(content, in: control, send: send)
      return control
    }

    /// Makes `control` show the accessory of `content` when it is the control's kind, setting
    /// only what differs; a menu button's menu is rebuilt, its actions calling `send`. The
    /// control is enabled as the row is (and, for a field, as it is editable).
    ///
    /// - Complexity: O(1), or O(*n*) for a picker of *n* options.
    static func show(_ content: RowContent, in control: UIView, send: @escaping Send) {
      // Set first: a stepper whose range UIKit cannot take disables itself below.
      (control as? UIControl)?.isEnabled = content.isEnabled
      switch (content.accessory, control) {
      case (.textField(let shape), let field as UITextField):
        if field.text != shape.text { field.text = shape.text }
        field.placeholder = shape.placeholder
        field.isSecureTextEntry = shape.isSecure
        field.isEnabled = content.isEnabled && shape.isEditable
        (field.keyboardType, field.textContentType, field.autocapitalizationType) =
          traits(of: shape.kind, isSecure: shape.isSecure)
      case (.slider(let shape), let slider as UISlider):
        slider.minimumValue = Float(shape.range.lowerBound)
        slider.maximumValue = Float(shape.range.upperBound)
        slider.minimumValueImage = shape.minimumImageName.flatMap { UIImage(systemName: $0) }
        slider.maximumValueImage = shape.maximumImageName.flatMap { UIImage(systemName: $0) }
        if slider.value != Float(shape.value) {
          slider.setValue(Float(shape.value), animated: true)
        }
      case (.stepper(let shape), let stepper as UIStepper):
        showRange(of: shape, in: stepper, isEnabled: content.isEnabled)
        if stepper.value != shape.value { stepper.value = shape.value }
      case (.picker(let picker), let segments as UISegmentedControl):
        let titles = picker.options.map(\.title)
        if (0..<segments.numberOfSegments).map({ segments.titleForSegment(at: $0) }) != titles {
          segments.removeAllSegments()
          for (index, title) in titles.enumerated() {
            segments.insertSegment(withTitle: title, at: index, animated: false)
          }
          segments.sizeToFit()
        }
        segments.selectedSegmentIndex = picker.selectedIndex ?? UISegmentedControl.noSegment
      case (.picker(let picker), let wheel as OptionWheel):
        let titles = picker.options.map(\.title)
        if wheel.titles != titles {
          wheel.titles = titles
          wheel.reloadAllComponents()
        }
        if let index = picker.selectedIndex, wheel.selectedRow(inComponent: 0) != index {
          wheel.selectRow(index, inComponent: 0, animated: true)
        }
        wheel.isUserInteractionEnabled = content.isEnabled
      case (.picker(let picker), let button as UIButton):
        button.menu = UIMenu(
          options: .singleSelection,
          children: picker.options.enumerated().map { index, option in
            UIAction(
              title: option.title, image: option.imageName.flatMap { UIImage(systemName: $0) },
              state: index == picker.selectedIndex ? .on : .off
            ) { [weak button] _ in
              guard let button else { return }
              send(button, .value(.option(index)))
            }
          })
        button.sizeToFit()
      case (.datePicker(let shape), let picker as UIDatePicker):
        picker.datePickerMode =
          switch shape.components {
          case .date: .date
          case .time: .time
          case .dateAndTime: .dateAndTime
          }
        picker.minimumDate = shape.range?.lowerBound
        picker.maximumDate = shape.range?.upperBound
        if picker.date != shape.date { picker.setDate(shape.date, animated: true) }
        picker.sizeToFit()
      default:
        break
      }
    }

    /// Gives `stepper` the range and step of `shape`. UIStepper raises
    /// `NSInvalidArgumentException` for a minimum at or above its maximum, a maximum at or below
    /// its minimum, and a step of 0 or less, even for a moment: a new stepper is 0...100, and a
    /// reused one may come from a row whose range lies above or below this one's, so the bound
    /// that moves away from the other goes first. A stepper UIKit cannot take (a range of one
    /// value, a step of 0 or less) is shown disabled, its maximum just above its minimum.
    ///
    /// - Complexity: O(1).
    static func showRange(
      of shape: RowContent.Stepper, in stepper: UIStepper, isEnabled: Bool = true
    ) {
      let lower = shape.range.lowerBound
      let upper = lower < shape.range.upperBound ? shape.range.upperBound : lower.nextUp
      if lower >= stepper.maximumValue {
        stepper.maximumValue = upper
        stepper.minimumValue = lower
      } else {
        stepper.minimumValue = lower
        stepper.maximumValue = upper
      }
      if shape.step > 0 { stepper.stepValue = shape.step }
      stepper.isEnabled = isEnabled && lower < shape.range.upperBound && shape.step > 0
    }

    /// The frame of a control that takes the width it is given.
    private static let wide = CGRect(x: 0, y: 0, width: 160, height: 34)

    /// Calls `send` with what `input` makes of `control` when it sends `event`; the action
    /// replaces the one of an earlier configuration.
    private static func on<Control: UIControl>(
      _ control: Control, _ event: UIControl.Event, _ send: @escaping Send,
      _ input: @escaping @MainActor (Control) -> Input?
    ) {
      let identifier = UIAction.Identifier("StackedDataSources.control.\(event.rawValue)")
      control.addAction(
        UIAction(identifier: identifier) { [weak control] _ in
          guard let control, let input = input(control) else { return }
          send(control, input)
        }, for: event)
    }

    /// The keyboard, text content type and capitalization of a field of `kind`.
    private static func traits(of kind: RowContent.TextField.Kind, isSecure: Bool) -> (
      UIKeyboardType, UITextContentType?, UITextAutocapitalizationType
    ) {
      if isSecure {
        return (kind == .number ? .numberPad : .default, .password, .none)
      }
      return switch kind {
      case .plain: (.default, nil, .sentences)
      case .number: (.numberPad, nil, .none)
      case .decimal: (.decimalPad, nil, .none)
      case .email: (.emailAddress, .emailAddress, .none)
      case .url: (.URL, .URL, .none)
      case .phone: (.phonePad, .telephoneNumber, .none)
      case .name: (.default, .name, .words)
      }
    }
  }

  /// The wheel of the row an inline option picker opens (``RowContent/Picker/Style/wheel``): a
  /// `UIPickerView` of one component, the options' titles, that is its own data source and
  /// delegate and hands the option the user spins to to ``onPick``.
  final class OptionWheel: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The options' titles, in order.
    var titles: [String] = []
    /// Called with the index of the option the user spun to.
    var onPick: (@MainActor (Int) -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      dataSource = self
      delegate = self
    }

    required init?(coder: NSCoder) {
      nil
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      titles.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    {
      titles.indices.contains(row) ? titles[row] : nil
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      onPick?(row)
    }
  }
#endif
