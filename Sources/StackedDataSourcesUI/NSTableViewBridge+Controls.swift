#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// A row's control in the table, and the user's input into it: a switch as a checkbox, a
  /// text field as an `NSTextField` (an `NSSecureTextField` for a secure one), a slider as an
  /// `NSSlider`, a stepper as an `NSStepper` with its text beside it, a segmented picker as an
  /// `NSSegmentedControl`, a menu picker as an `NSPopUpButton`, a date picker as an
  /// `NSDatePicker`.
  ///
  /// A navigation picker is a pop-up button too: a Mac table has no navigation stack to push
  /// the options' list onto, so the row offers the options where it is.
  ///
  /// The input reaches the row the control's view shows now (`row(for:)`), not the one it
  /// showed when configured, through ``DataSourceProtocol/setControlValue(_:at:)`` (a switch
  /// through ``DataSourceProtocol/setToggle(_:at:)``), which tells the sinks. The control
  /// already shows the value: when the owner takes it no batch comes back for the row; when the
  /// owner does not, the row's batch reconfigures it. A value refused with an error changed
  /// nothing, and the bridge puts the control back from the row's content. A reused view's
  /// controls are wired again (or disconnected) each time the view is configured, so no input
  /// reaches a row the view no longer shows.
  extension NSTableViewBridge {
    /// Shows `content`'s control in `view`, wired to the bridge, or none.
    ///
    /// - Complexity: O(*o*) for a picker of *o* options, else O(1).
    func configureControl(of view: RowContentCellView, showing content: RowContent) {
      switch content.accessory {
      case .toggle(let isOn):
        view.checkbox.isHidden = false
        view.checkbox.state = isOn ? .on : .off
        view.checkbox.target = self
        view.checkbox.action = Self.toggleAction
        view.checkbox.setAccessibilityLabel(content.title)
        view.checkbox.isEnabled = content.isEnabled
      case .textField(let field):
        let control: NSTextField =
          field.isSecure
          ? view.control { NSSecureTextField(string: "") }
          : view.control { NSTextField(string: "") }
        // Set only when it differs: AppKit gives a field being edited its new text, moving the
        // cursor, even when the text is the same.
        if control.stringValue != field.text { control.stringValue = field.text }
        control.placeholderString = field.placeholder
        control.isEditable = field.isEditable
        // A disabled row's field takes no input, and shows its text dimmed.
        control.isEnabled = content.isEnabled
        control.delegate = field.isEditable && content.isEnabled ? self : nil
        control.setAccessibilityLabel(content.title)
      case .slider(let slider):
        let control = view.control { NSSlider(frame: .zero) }
        control.minValue = slider.range.lowerBound
        control.maxValue = slider.range.upperBound
        // Tick marks only where they are the slider's steps: a range of a whole number of
        // steps. Either way the value handed on is the core's snapped one.
        let ticks = slider.step.map { Self.tickMarks(in: slider.range, step: $0) } ?? 0
        control.numberOfTickMarks = ticks
        control.allowsTickMarkValuesOnly = ticks > 1
        control.doubleValue = slider.value
        wire(control, label: content.title, isEnabled: content.isEnabled)
      case .stepper(let stepper):
        let control = view.control { NSStepper(frame: .zero) }
        control.minValue = stepper.range.lowerBound
        control.maxValue = stepper.range.upperBound
        control.increment = stepper.step
        control.doubleValue = stepper.value
        wire(control, label: content.title, isEnabled: content.isEnabled)
      case .picker(let picker) where picker.style == .segmented:
        let control = view.control {
          NSSegmentedControl(labels: [], trackingMode: .selectOne, target: nil, action: nil)
        }
        control.segmentCount = picker.options.count
        for (index, option) in picker.options.enumerated() {
          control.setLabel(option.title, forSegment: index)
        }
        control.selectedSegment = picker.selectedIndex ?? -1
        wire(control, label: content.title, isEnabled: content.isEnabled)
      case .picker(let picker) where picker.style == .inline:
        break  // its row shows the selected title; the core opens the options under it
      case .picker(let picker):
        let control = view.control { NSPopUpButton(frame: .zero, pullsDown: false) }
        control.removeAllItems()
        control.addItems(withTitles: picker.options.map(\.title))
        control.selectItem(at: picker.selectedIndex ?? -1)
        wire(control, label: content.title, isEnabled: content.isEnabled)
      case .datePicker(let picker) where picker.style == .inline:
        break  // its row shows the date; the core opens the calendar or the clock under it
      case .datePicker(let picker):
        let control = view.control { NSDatePicker(frame: .zero) }
        // The row an inline picker opens shows the calendar and the clock, as Date & Time does.
        control.datePickerStyle = picker.style == .full ? .clockAndCalendar : .textFieldAndStepper
        switch picker.components {
        case .date: control.datePickerElements = .yearMonthDay
        case .time: control.datePickerElements = .hourMinute
        case .dateAndTime: control.datePickerElements = [.yearMonthDay, .hourMinute]
        }
        control.minDate = picker.range?.lowerBound
        control.maxDate = picker.range?.upperBound
        control.dateValue = picker.date
        wire(control, label: content.title, isEnabled: content.isEnabled)
      case .none, .checkmark, .disclosureIndicator, .detailButton, .value, .detail:
        break
      }
    }

    /// Sends `control`'s action to the bridge, labels it with the row's title and enables it as
    /// the row is.
    private func wire(_ control: NSControl, label: String, isEnabled: Bool) {
      control.target = self
      control.action = Self.controlAction
      control.setAccessibilityLabel(label)
      control.isEnabled = isEnabled
    }

    /// The tick marks of a slider over `range` whose values are `step` apart: one at each end
    /// and one at every step between; none when the range is not a whole number of steps (the
    /// marks would fall between the values the slider takes).
    static func tickMarks(in range: ClosedRange<Double>, step: Double) -> Int {
      guard step > 0 else { return 0 }
      let steps = (range.upperBound - range.lowerBound) / step
      guard abs(steps - steps.rounded()) <= 1e-9 * max(1, steps) else { return 0 }
      return Int(steps.rounded()) + 1
    }

    /// The user clicked the checkbox of a row.
    @IBAction func userToggledCheckbox(_ sender: NSButton) {
      let isOn = sender.state == .on
      handOn(from: sender, shows: { $0.toggled(isOn) }) { (source, path) throws(DataSourceError) in
        try source.setToggle(isOn, at: path)
      }
    }

    /// The user moved a slider or a stepper, or picked an option or a date.
    @IBAction func userChangedControl(_ sender: NSControl) {
      let value: ControlValue
      switch sender {
      case let slider as NSSlider:
        // The value the row's slider takes nearest to where the user let go, which the slider
        // then shows.
        guard let tableView = shownTable, let path = rows.path(forRow: tableView.row(for: sender)),
          case .slider(let shape)? = dataSource.contentOfShownRow(at: path)?.accessory
        else {
          value = .number(slider.doubleValue)
          break
        }
        slider.doubleValue = shape.snapped(slider.doubleValue)
        value = .number(slider.doubleValue)
      case let segmented as NSSegmentedControl: value = .option(segmented.selectedSegment)
      case let popUp as NSPopUpButton: value = .option(popUp.indexOfSelectedItem)
      case let picker as NSDatePicker: value = .date(picker.dateValue)
      default: value = .number(sender.doubleValue)
      }
      handOn(from: sender, shows: { $0.showing(value) }) { (source, path) throws(DataSourceError) in
        try source.setControlValue(value, at: path)
      }
    }

    /// Hands the input of `sender` to the row its view shows now
    /// (``DataSourceProtocol/handOnUserInput(at:shows:commit:show:)``): the view's
    /// accessibility value reads the value the user set (no batch comes back for the row when
    /// the owner takes it); a value refused with an error is reported, and the view put back
    /// from the row's content.
    private func handOn(
      from sender: NSView, shows: (RowContent) -> RowContent?,
      _ commit: (any DataSourceProtocol, TablePath) throws(DataSourceError) -> Void
    ) {
      guard let tableView = shownTable, let path = rows.path(forRow: tableView.row(for: sender)),
        let view = sender.superview as? RowContentCellView
      else { return }
      do {
        try dataSource.handOnUserInput(at: path, shows: shows) { () throws(DataSourceError) in
          try commit(dataSource, path)
        } show: { content, isPutBack in
          if isPutBack {
            configure(view, showing: content)
          } else {
            view.setAccessibilityValue(content.accessibilityValue)
          }
        }
      } catch {
        error.report(to: onError)
      }
    }

    // There is no Objective-C runtime on Linux: the stand-in SDK names a selector by its name.
    #if canImport(ObjectiveC)
      static let toggleAction = #selector(NSTableViewBridge.userToggledCheckbox(_:))
      static let controlAction = #selector(NSTableViewBridge.userChangedControl(_:))
    #else
      static let toggleAction = Selector("userToggledCheckbox:")
      static let controlAction = Selector("userChangedControl:")
    #endif
  }

  /// The text fields' edits: each change, and the end of editing.
  extension NSTableViewBridge: NSTextFieldDelegate {
    /// The user changed the text of a row's field: its whole text, to the row the field's view
    /// shows now.
    public func controlTextDidChange(_ obj: Notification) {
      guard let field = obj.object as? NSTextField else { return }
      let value = ControlValue.text(field.stringValue)
      handOn(from: field, shows: { $0.showing(value) }) { (source, path) throws(DataSourceError) in
        try source.setControlValue(value, at: path)
      }
    }

    /// The user finished editing a row's field (Return, Tab, or a click elsewhere):
    /// ``DataSourceProtocol/endEditing(at:)``.
    public func controlTextDidEndEditing(_ obj: Notification) {
      guard let field = obj.object as? NSTextField, let tableView = shownTable,
        let path = rows.path(forRow: tableView.row(for: field))
      else { return }
      DataSourceError.reporting(to: onError) { () throws(DataSourceError) in
        try dataSource.endEditing(at: path)
      }
    }
  }
#endif
