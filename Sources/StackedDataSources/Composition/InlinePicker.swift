/// The row an inline picker (``RowContent/Picker/Style/inline``,
/// ``RowContent/DatePicker/Style/inline``) opens under its row: the options on a wheel, or the
/// calendar or wheels of a date, pinned under the picker's row in the stack that holds its
/// source, so that it follows the row and goes with it.
///
/// What the user picks there is handed to the picker row's owner, as if picked in the row
/// (``DataSourceProtocol/setControlValue(_:at:)``): its handler changes the model, the picker
/// row shows the new value, and the opened row — which produced the value — is not reconfigured
/// back to it.
@MainActor
final class InlinePicker {
  /// What the opened row shows: the picker row's title, and its control opened.
  struct Item: Hashable {
    var title: String
    var control: RowContent.Accessory
  }

  /// The opened row.
  let row: ArrayDataSource<Item>
  /// The source of the picker row.
  weak var owner: (any DataSourceProtocol)?
  /// The stack the opened row is pinned in.
  weak var stack: SectionGroupStack?

  /// Opens the picker of the row at `path` of `owner`, whose content is `content`, under it in
  /// `stack`; `nil` when the row shows no inline picker.
  init?(
    showing content: RowContent, at path: TablePath, of owner: any DataSourceProtocol,
    in stack: SectionGroupStack
  ) throws(DataSourceError) {
    guard let control = content.accessory.opened else { return nil }
    row = ArrayDataSource(
      [Item(title: content.title, control: control)], name: owner.name + " picker")
    self.owner = owner
    self.stack = stack
    row.content = { RowContent($0.title, accessory: $0.control, isSelectable: false) }
    row.onPick = { [unowned self] _, index in pick(.option(index)) }
    row.onDateChange = { [unowned self] _, date in pick(.date(date)) }
    try stack.pin(row, under: path, of: owner, isActive: true)
  }

  /// The picker row's path in its owner, while the opened row is pinned under it.
  var anchor: TablePath? {
    guard let owner, let stack else { return nil }
    return stack.pins(of: owner).first { $0.group === row }?.anchor
  }

  /// Closes the picker: the opened row goes, in the open transaction or as a batch of its own.
  func close() {
    guard let stack, stack.isPinActive(row) != nil else { return }
    try? stack.unpin(row)
  }

  /// Hands the user's `value` to the picker row's owner, then shows what the picker row shows.
  private func pick(_ value: ControlValue) {
    guard let owner, var anchor else { return }
    try? owner.setControlValue(value, at: anchor)
    // An owner that follows a model takes the value when the model's change is applied, at the
    // end of the input's transaction: apply it now, in the transaction, so that the opened row
    // shows what the owner took — not the value before it, which the batch would then set back
    // under the user's finger.
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *),
      let following = (owner as? any TransactionalDataSource)?._core.following as? Following
    {
      following.flush()
      guard let moved = self.anchor else { return }
      anchor = moved
    }
    guard let content = owner.rowContent(at: anchor), let control = content.accessory.opened
    else { return }
    try? row.replace(at: 0, with: Item(title: content.title, control: control))
  }
}

extension SectionGroupStack {
  /// The stack at the top of this one's tree: the screen whose inline picker is open.
  var rootStack: SectionGroupStack {
    var root = self
    while let parent = (root.sink as? ChildSink)?.slot?.stack { root = parent }
    return root
  }

  /// Closes the inline picker open on this stack's screen when its row no longer shows — a rule
  /// hid the group it is in — so that it does not open again with the group.
  func closeHiddenInlinePicker() {
    let root = rootStack
    guard let picker = root.openInlinePicker else { return }
    guard let stack = picker.stack, let slot = stack.slots[ObjectIdentifier(picker.row)],
      slot.isShownOnScreen
    else {
      picker.close()
      root.openInlinePicker = nil
      return
    }
  }
}

extension GroupSlot {
  /// Whether the slot's rows are in the table of its stack's tree: visible in its stack, and
  /// every stack above visible in the one holding it.
  ///
  /// - Complexity: O(*d*) for *d* levels of pins and nesting above.
  fileprivate var isShownOnScreen: Bool {
    var slot = self
    while slot.isVisible {
      guard let holder = (slot.stack.sink as? ChildSink)?.slot else { return true }
      slot = holder
    }
    return false
  }
}

extension RowContent.Accessory {
  /// The control an inline picker opens under its row: the options on a wheel, or the full
  /// date picker; `nil` for any other accessory.
  var opened: RowContent.Accessory? {
    switch self {
    case .picker(var picker) where picker.style == .inline:
      picker.style = .wheel
      return .picker(picker)
    case .datePicker(var picker) where picker.style == .inline:
      picker.style = .full
      return .datePicker(picker)
    default: return nil
    }
  }

  /// Whether the value of this control is chosen away from its row: in a choice list (a
  /// navigation picker) or in the row an inline picker opens.
  var isChosenElsewhere: Bool {
    switch self {
    case .picker(let picker): picker.style == .navigation || picker.style == .inline
    case .datePicker(let picker): picker.style == .inline
    default: false
    }
  }
}
