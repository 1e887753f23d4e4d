// STAND-IN HOOKS: NOT APPKIT API. They exist only in the stand-in, so tests can see what a table
// shows and every call it received. Adapters must never use these.

extension NSView {
  /// Puts the view in a window (`window` is `nil` until then), or takes it out.
  public func standInSetInWindow(_ inWindow: Bool) {
    standInWindow = inWindow ? NSWindow() : nil
  }
}

extension NSTableView {
  /// Gives the value of row `row` of the data source: the table asks when it loads its rows and,
  /// at the end of each batch, for each row it inserted, as AppKit asks for the views of new rows.
  public var standInRowValueProvider: ((_ row: Int) -> AnyHashable?)? {
    get { standInRowValue }
    set { standInRowValue = newValue }
  }

  /// The values of the rows the table shows, rows kept across updates keeping the value they had;
  /// `nil` for a row inserted in a batch that has not ended.
  public var standInShownRows: [AnyHashable?] {
    standInLoadedRows().map {
      switch $0 {
      case .value(let value, _): value
      case .shownByView(let view, let read, _): standInShownValue(of: view, over: read)
      case .inserted: nil
      }
    }
  }

  /// Whether each row the table shows is a group row, as its delegate said when the row was
  /// read; `false` for a row inserted in a batch that has not ended.
  public var standInGroupRows: [Bool] {
    standInLoadedRows().map {
      switch $0 {
      case .value(_, let isGroup), .shownByView(_, _, let isGroup): isGroup
      case .inserted: false
      }
    }
  }

  /// Called with every call the table receives, as ``standInReceivedCalls`` lists it, when it
  /// arrives.
  public var standInOnCall: ((String) -> Void)? {
    get { standInCallObserver }
    set { standInCallObserver = newValue }
  }

  /// The view of row `row`, asked of the delegate as AppKit asks when the row comes into view:
  /// with no column for a group row (full width), else the first column. The view is shown until
  /// the next update, then reusable through `makeView(withIdentifier:owner:)`.
  public func standInView(atRow row: Int) -> NSView? {
    guard let delegate, standInLoadedRows().indices.contains(row) else { return nil }
    if let shown = standInShownViews[row] { return shown }
    let column = delegate.tableView(self, isGroupRow: row) ? nil : tableColumns.first
    let view = delegate.tableView(self, viewFor: column, row: row)
    view?.standInTable = self
    standInShownViews[row] = view
    return view
  }

  /// What AppKit would have refused, in order; empty when all went well.
  public var standInFailures: [String] { standInRecordedFailures }

  /// The batches the table finished (a call outside a batch is a batch of its own).
  public var standInFinishedBatchCount: Int { standInFinishedBatches }

  /// Every call the table received, such as `"removeRows([1], effectFade)"`, `"moveRow(0, 2)"`.
  public var standInReceivedCalls: [String] { standInCalls }
}

extension NSTableView.AnimationOptions {
  /// The options by name, as in `"slideLeft"`, `"effectFade+slideUp"` or `"[]"`.
  public var standInName: String {
    let names: [(NSTableView.AnimationOptions, String)] = [
      (.effectFade, "effectFade"), (.effectGap, "effectGap"), (.slideRight, "slideRight"),
      (.slideLeft, "slideLeft"), (.slideDown, "slideDown"), (.slideUp, "slideUp"),
    ]
    // The slides share bits (slideLeft is 0x30, slideRight 0x40), so they compare whole.
    let slide = rawValue & 0xF0
    let named = names.filter { option, _ in
      option.rawValue & 0xF0 == 0 ? contains(option) : option.rawValue == slide
    }
    return named.isEmpty ? "[]" : named.map(\.1).joined(separator: "+")
  }
}

// MARK: The user's actions

extension NSTableView {
  /// A click on row `row`: AppKit asks the delegate whether the row may be selected, selects
  /// it, and tells the delegate the selection changed. Returns whether the row was selected.
  @discardableResult
  public func standInClick(row: Int) -> Bool {
    standInClickedRow = row
    guard delegate?.tableView(self, shouldSelectRow: row) ?? true else { return false }
    selectRowIndexes(IndexSet(integer: row), byExtendingSelection: false)
    delegate?.tableViewSelectionDidChange(
      Notification(name: NSTableView.selectionDidChangeNotification, object: self))
    return true
  }

  /// A double click on row `row`: the first click selects it (``standInClick(row:)``), the
  /// second sets `clickedRow` and sends `doubleAction` to `target`. There is no Objective-C
  /// runtime to send it: the test calls the action method the returned selector names.
  public func standInDoubleClick(row: Int) -> (target: AnyObject?, action: Selector?) {
    standInClick(row: row)
    standInClickedRow = row
    return (target, doubleAction)
  }

  /// The row actions the user reveals by swiping row `row` towards `edge`, as AppKit asks the
  /// delegate.
  public func standInRowActions(forRow row: Int, edge: NSTableView.RowActionEdge)
    -> [NSTableViewRowAction]
  {
    delegate?.tableView(self, rowActionsForRow: row, edge: edge) ?? []
  }

  /// How a drag the user made ended.
  public enum StandInDragOutcome: Equatable {
    /// The data source gave no pasteboard writer for the row: it cannot be dragged.
    case notDraggable
    /// The table is not registered for any of the types the writer writes.
    case typeNotRegistered
    /// `validateDrop` answered no operation: the drop was refused.
    case refused
    /// `acceptDrop` was called at `row` (after any `setDropRow(_:dropOperation:)` of the
    /// validation) and answered `accepted`.
    case dropped(row: Int, operation: NSTableView.DropOperation, accepted: Bool)
  }

  /// The user drags row `row` and drops it above row `proposedRow` (0 through `numberOfRows`),
  /// as AppKit runs a drag inside one table: the data source's pasteboard writer for the row,
  /// the types the table registered, `validateDrop` (which may retarget the drop with
  /// `setDropRow(_:dropOperation:)`) and, unless it refuses, `acceptDrop`. AppKit does not move
  /// the row: the data source does what the drop means. `whileDragging` runs between the
  /// validation and the drop, for what the app does while the user holds the row.
  public func standInDrag(
    row: Int, toProposedRow proposedRow: Int, whileDragging: () -> Void = {}
  ) -> StandInDragOutcome {
    guard let dataSource, let writer = dataSource.tableView(self, pasteboardWriterForRow: row)
    else { return .notDraggable }
    let pasteboard = NSPasteboard()
    let item = NSPasteboardItem()
    for type in writer.writableTypes(for: pasteboard) {
      if let string = writer.pasteboardPropertyList(forType: type) as? String {
        item.setString(string, forType: type)
      }
    }
    pasteboard.standInItems = [item]
    guard !standInDraggedTypes.isDisjoint(with: item.types) else { return .typeNotRegistered }
    let info = StandInDraggingInfo(pasteboard: pasteboard, source: self)
    standInDropRow = nil
    let operation = dataSource.tableView(
      self, validateDrop: info, proposedRow: proposedRow, proposedDropOperation: .above)
    guard !operation.isEmpty else { return .refused }
    whileDragging()
    let (dropRow, dropOperation) = standInDropRow ?? (proposedRow, .above)
    let accepted = dataSource.tableView(
      self, acceptDrop: info, row: dropRow, dropOperation: dropOperation)
    return .dropped(row: dropRow, operation: dropOperation, accepted: accepted)
  }
}

/// The dragging information of a drag inside one table.
@MainActor
final class StandInDraggingInfo: NSObject, NSDraggingInfo {
  let draggingPasteboard: NSPasteboard
  let draggingSource: Any?

  init(pasteboard: NSPasteboard, source: Any?) {
    draggingPasteboard = pasteboard
    draggingSource = source
  }
}

extension NSTableViewRowAction {
  /// The user taps the action on row `row`: AppKit calls its handler.
  public func standInPerform(row: Int) { standInHandler(self, row) }
}

extension NSButton {
  /// The user clicks the button: a checkbox flips its state (and the table showing it takes
  /// the row as the user changed it, ``NSTableView/standInShownValueProvider``); AppKit then
  /// sends `action` to `target`. There is no Objective-C runtime to send it: the test calls the
  /// action method the returned selector names. A disabled button takes no click: nothing
  /// changes, and there is nothing to send.
  public func standInClick() -> (target: AnyObject?, action: Selector?) {
    guard isEnabled else { return (nil, nil) }
    if standInIsCheckbox {
      state = state == .on ? .off : .on
      standInUserChanged()
    }
    return (target, action)
  }
}

// MARK: The user's input into a row's controls

extension NSView {
  /// Tells the table whose row view this is, or is inside, that the user changed it.
  func standInUserChanged() {
    var current: NSView? = self
    while let view = current {
      if let table = view.standInTable {
        table.standInUserChangedView(of: self)
        return
      }
      current = view.superview
    }
  }
}

extension NSTableView {
  /// Gives the value a row's view shows (as ``standInRowValueProvider`` gives the data
  /// source's), given the view and the value the table last read for the row: after the user
  /// changed a control in a row, the table's picture of the row is what its view shows, as the
  /// view is what the user sees, until the row is read again (a reload) or its view is given
  /// back for reuse (the value it showed then is kept). Without a provider, the picture stays
  /// the value last read.
  public var standInShownValueProvider: ((_ view: NSView, _ read: AnyHashable?) -> AnyHashable?)? {
    get { standInShownValue }
    set { standInShownValue = newValue }
  }
}

extension NSTextField {
  /// The user edits the field until it holds `text`: the table takes the row as the user
  /// changed it, and the field's delegate hears `controlTextDidChange(_:)`, as AppKit tells it
  /// of each change. A disabled field takes no typing: nothing changes.
  public func standInUserType(_ text: String) {
    guard isEnabled else { return }
    stringValue = text
    standInUserChanged()
    delegate?.controlTextDidChange(
      Notification(name: NSControl.textDidChangeNotification, object: self))
  }

  /// Whether the user is editing the field: from the first ``standInUserType(_:)`` (while the
  /// field is in a row the table shows) until ``standInUserEndEditing()``, or until the table
  /// drops the row's view (`reloadData(forRowIndexes:columnIndexes:)`, `reloadData()`, or the
  /// row's removal), which ends the editing in AppKit.
  public var standInIsEditing: Bool { standInEditing }

  /// The user ends editing (Return, or a click elsewhere): the delegate hears
  /// `controlTextDidEndEditing(_:)`.
  public func standInUserEndEditing() {
    standInEditing = false
    delegate?.controlTextDidEndEditing(
      Notification(name: NSControl.textDidEndEditingNotification, object: self))
  }

  /// The user presses Return in the field: the field editor offers the delegate its
  /// `insertNewline(_:)` command (`control(_:textView:doCommandBy:)`); when the delegate does
  /// not perform it, the editing ends as AppKit's Return ends it (``standInUserEndEditing()``),
  /// and the window's first responder, when it was the field, is the window again. Returns
  /// whether the delegate performed the command.
  @discardableResult
  public func standInUserPressReturn() -> Bool {
    if delegate?.control(
      self, textView: NSTextView(frame: .zero), doCommandBy: Selector("insertNewline:")) == true
    {
      return true
    }
    if let window = standInTableWindow, window.firstResponder === self {
      window.makeFirstResponder(nil)
    } else {
      standInUserEndEditing()
    }
    return false
  }

  /// The window of the table whose row view holds the field.
  private var standInTableWindow: NSWindow? {
    var current: NSView? = self
    while let view = current {
      if let table = view.standInTable { return table.window }
      current = view.superview
    }
    return nil
  }
}

extension NSSlider {
  /// The user drags the slider to `value` (kept within its range, on a tick mark when it allows
  /// only those). Returns the target and action to send, as ``NSButton/standInClick()``.
  public func standInUserDrag(to value: Double) -> (target: AnyObject?, action: Selector?) {
    var value = Swift.min(Swift.max(value, minValue), maxValue)
    if allowsTickMarkValuesOnly, numberOfTickMarks > 1 {
      let interval = (maxValue - minValue) / Double(numberOfTickMarks - 1)
      value = minValue + ((value - minValue) / interval).rounded() * interval
    }
    doubleValue = value
    standInUserChanged()
    return (target, action)
  }
}

extension NSStepper {
  /// The user clicks the stepper's up (or down) arrow: its value moves by its increment,
  /// within its range. Returns the target and action to send.
  public func standInUserClick(up: Bool) -> (target: AnyObject?, action: Selector?) {
    doubleValue = Swift.min(
      Swift.max(doubleValue + (up ? increment : -increment), minValue), maxValue)
    standInUserChanged()
    return (target, action)
  }
}

extension NSSegmentedControl {
  /// The user clicks segment `segment`. Returns the target and action to send.
  public func standInUserSelect(segment: Int) -> (target: AnyObject?, action: Selector?) {
    selectedSegment = segment
    standInUserChanged()
    return (target, action)
  }
}

extension NSPopUpButton {
  /// The user picks the item at `index` from the menu. Returns the target and action to send.
  public func standInUserSelectItem(at index: Int) -> (target: AnyObject?, action: Selector?) {
    selectItem(at: index)
    standInUserChanged()
    return (target, action)
  }
}

extension NSDatePicker {
  /// The user picks `date`. Returns the target and action to send.
  public func standInUserPick(_ date: Date) -> (target: AnyObject?, action: Selector?) {
    dateValue = date
    standInUserChanged()
    return (target, action)
  }
}

extension NSImage {
  /// Runs the image's drawing handler, as AppKit does when it draws the image, and gives what it
  /// drew, one line per drawing, such as
  /// `"fill roundedRect (0.0, 0.0, 29.0, 29.0) radius 7.0 systemGray"`; empty for an image
  /// without a drawing handler.
  public var standInDrawnLines: [String] {
    guard let standInDrawingHandler else { return [] }
    NSImage.standInCurrentDrawing = []
    NSImage.standInFillColor = nil
    _ = standInDrawingHandler(NSRect(origin: .zero, size: size))
    defer { NSImage.standInCurrentDrawing = nil }
    return NSImage.standInCurrentDrawing ?? []
  }
}
