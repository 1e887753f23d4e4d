// STAND-IN HOOKS: NOT UIKIT API. The user's input into the stand-in controls: each changes what
// the control shows, then sends the actions UIKit sends for it. The table and collection views'
// `standInUserChangeControl(_:at:_:)` (StandInUserActions.swift) reach a row's control.

extension UITextField {
  /// The marked text (an input method's provisional characters, which end the text), or `nil`.
  public var standInMarkedText: String? { standInMarked }

  /// The cursor, as a character offset into the text.
  public var standInCursorOffset: Int { standInCursor }

  /// The user types `typed` at the cursor (committing any marked text first): the text changes
  /// and the field sends `.editingChanged`.
  public func standInUserType(_ typed: String) {
    standInMarked = nil
    let cursor = standInText.index(standInText.startIndex, offsetBy: standInCursor)
    standInText.insert(contentsOf: typed, at: cursor)
    standInCursor += typed.count
    sendActions(for: .editingChanged)
  }

  /// An input method marks `marked` at the end of the text, replacing the marked text before it
  /// (as a Japanese keyboard shows kana before the user picks the kanji): the text changes, the
  /// composition stays open and the field sends `.editingChanged`.
  public func standInSetMarkedText(_ marked: String) {
    if let previous = standInMarked { standInText.removeLast(previous.count) }
    standInText += marked
    standInMarked = marked
    standInCursor = standInText.count
    sendActions(for: .editingChanged)
  }

  /// The user taps Return: the field sends `.editingDidEndOnExit`, then, as UIKit does for a
  /// field with an action for that event, resigns if it is still the first responder (an
  /// action may have made another field the first responder, which ended this one's editing),
  /// sending `.editingDidEnd`. A field a test typed into without making it the first responder
  /// sends `.editingDidEnd` all the same.
  public func standInUserReturn() {
    standInMarked = nil
    let wasEditing = isFirstResponder
    sendActions(for: .editingDidEndOnExit)
    if isFirstResponder {
      resignFirstResponder()
    } else if !wasEditing {
      sendActions(for: .editingDidEnd)
    }
  }
}

extension UISlider {
  /// The user drags the thumb to `value` (kept within the range): the slider sends
  /// `.valueChanged`.
  public func standInUserDrag(to value: Float) {
    self.value = value
    sendActions(for: .valueChanged)
  }
}

extension UIStepper {
  /// The user taps + (or − when `increments` is `false`): the value moves by `stepValue` within
  /// the range and the stepper sends `.valueChanged`; at the end of the range nothing happens.
  public func standInUserTap(increments: Bool) {
    let old = value
    value += increments ? stepValue : -stepValue
    if value != old { sendActions(for: .valueChanged) }
  }
}

extension UISegmentedControl {
  /// The user taps segment `segment`: it is selected and the control sends `.valueChanged`.
  public func standInUserPick(_ segment: Int) {
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
  }
}

extension UIButton {
  /// The user opens the button's menu (its primary action when `showsMenuAsPrimaryAction`) and
  /// picks its action number `index`: with `changesSelectionAsPrimaryAction`, the picked action
  /// becomes the one on and the others off; then the action's handler runs. Returns `false` when
  /// the button shows no such action.
  @discardableResult
  public func standInUserPickMenuItem(at index: Int) -> Bool {
    guard showsMenuAsPrimaryAction, let actions = menu?.children.compactMap({ $0 as? UIAction }),
      actions.indices.contains(index)
    else { return false }
    if standInChangesSelection {
      for (offset, action) in actions.enumerated() { action.state = offset == index ? .on : .off }
    }
    actions[index].sender = self
    actions[index].standInHandler(actions[index])
    return true
  }

  /// The title of the menu's action that is on, as a button that changes its selection shows it.
  public var standInSelectedMenuTitle: String? {
    menu?.children.compactMap { $0 as? UIAction }.first { $0.state == .on }?.title
  }
}

extension UIDatePicker {
  /// The user picks `date`: the picker sends `.valueChanged`.
  public func standInUserPick(_ date: Date) {
    self.date = date
    sendActions(for: .valueChanged)
  }
}

extension UIPickerView {
  /// The titles of the first component's rows, as the delegate gives them.
  public var standInTitles: [String?] {
    (0..<numberOfRows(inComponent: 0)).map {
      delegate?.pickerView(self, titleForRow: $0, forComponent: 0)
    }
  }

  /// The user spins the first component to `row`: the wheel selects it and tells its delegate
  /// (`pickerView(_:didSelectRow:inComponent:)`). `false`, changing nothing, for a row the wheel
  /// does not have, or a wheel that takes no touches (`isUserInteractionEnabled` off).
  @discardableResult
  public func standInUserSpin(toRow row: Int) -> Bool {
    guard isUserInteractionEnabled, (0..<numberOfRows(inComponent: 0)).contains(row) else {
      return false
    }
    selectRow(row, inComponent: 0, animated: true)
    delegate?.pickerView(self, didSelectRow: row, inComponent: 0)
    return true
  }
}
