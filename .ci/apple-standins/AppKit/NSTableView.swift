// Stand-in for AppKit (not Apple's code): a table view that applies row calls one at a time to
// its own list of rows, as NSTableView does. Test-only API in StandInHooks.swift. See README.md.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor
open class NSResponder: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
  open var acceptsFirstResponder: Bool { false }

  /// https://developer.apple.com/documentation/appkit/nsresponder/becomefirstresponder()
  open func becomeFirstResponder() -> Bool { true }

  /// https://developer.apple.com/documentation/appkit/nsresponder/resignfirstresponder()
  open func resignFirstResponder() -> Bool { true }
}

/// https://developer.apple.com/documentation/appkit/nswindow
///
/// The stand-in's first responder is a text field itself while it is edited (AppKit's is the
/// window's field editor, whose delegate the field is).
@MainActor
open class NSWindow: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nswindow/firstresponder
  open private(set) weak var firstResponder: NSResponder?

  /// https://developer.apple.com/documentation/appkit/nswindow/makefirstresponder(_:)
  ///
  /// The first responder resigns (a text field being edited ends its editing), then
  /// `responder` becomes first responder; `nil`, or a responder that does not accept or
  /// refuses, leaves the window as its own first responder.
  @discardableResult
  open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
    if let responder, responder === firstResponder { return true }
    if let current = firstResponder, current !== self, !current.resignFirstResponder() {
      return false
    }
    guard let responder, responder.acceptsFirstResponder, responder.becomeFirstResponder()
    else {
      firstResponder = self
      return responder == nil
    }
    firstResponder = responder
    return true
  }
}

/// https://developer.apple.com/documentation/appkit/nsview
@MainActor
open class NSView: NSResponder {
  var standInWindow: NSWindow?
  var standInSubviews: [NSView] = []
  weak var standInSuperview: NSView?

  /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
  public init(frame frameRect: NSRect) {
    super.init()
  }

  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// https://developer.apple.com/documentation/appkit/nsview/window
  open var window: NSWindow? { standInWindow }

  /// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentification/identifier
  open var identifier: NSUserInterfaceItemIdentifier?

  /// https://developer.apple.com/documentation/appkit/nsview/subviews
  open var subviews: [NSView] { standInSubviews }

  /// https://developer.apple.com/documentation/appkit/nsview/superview
  open var superview: NSView? { standInSuperview }

  /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
  open func addSubview(_ view: NSView) {
    view.removeFromSuperview()
    standInSubviews.append(view)
    view.standInSuperview = self
  }

  /// https://developer.apple.com/documentation/appkit/nsview/removefromsuperview()
  open func removeFromSuperview() {
    standInSuperview?.standInSubviews.removeAll { $0 === self }
    standInSuperview = nil
  }

  /// https://developer.apple.com/documentation/appkit/nsview/wantslayer
  open var wantsLayer = false {
    didSet { standInLayer = wantsLayer ? standInLayer ?? CALayer() : nil }
  }
  /// https://developer.apple.com/documentation/appkit/nsview/layer
  ///
  /// The stand-in makes a view's layer when `wantsLayer` is set, and only then.
  open var layer: CALayer? {
    get { standInLayer }
    set { standInLayer = newValue }
  }
  private var standInLayer: CALayer?

  /// https://developer.apple.com/documentation/appkit/nsview/ishidden
  open var isHidden = false

  /// https://developer.apple.com/documentation/appkit/nsview/registerfordraggedtypes(_:)
  open func registerForDraggedTypes(_ newTypes: [NSPasteboard.PasteboardType]) {
    standInDraggedTypes.formUnion(newTypes)
  }

  var standInDraggedTypes: Set<NSPasteboard.PasteboardType> = []

  var standInAccessibilityLabel: String?
  var standInAccessibilityValue: Any?
  var standInAccessibilityIdentifier: String?
  /// The table that shows this view as a row's view, set when it asks its delegate for it.
  weak var standInTable: NSTableView?

  /// https://developer.apple.com/documentation/appkit/nsview/setaccessibilitylabel(_:)
  open func setAccessibilityLabel(_ accessibilityLabel: String?) {
    standInAccessibilityLabel = accessibilityLabel
  }

  /// https://developer.apple.com/documentation/appkit/nsview/accessibilitylabel()
  open func accessibilityLabel() -> String? { standInAccessibilityLabel }

  /// https://developer.apple.com/documentation/appkit/nsview/setaccessibilityvalue(_:)
  open func setAccessibilityValue(_ accessibilityValue: Any?) {
    standInAccessibilityValue = accessibilityValue
  }

  /// https://developer.apple.com/documentation/appkit/nsview/accessibilityvalue()
  open func accessibilityValue() -> Any? { standInAccessibilityValue }

  /// https://developer.apple.com/documentation/appkit/nsview/setaccessibilityidentifier(_:)
  open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {
    standInAccessibilityIdentifier = accessibilityIdentifier
  }

  /// https://developer.apple.com/documentation/appkit/nsview/accessibilityidentifier()
  open func accessibilityIdentifier() -> String { standInAccessibilityIdentifier ?? "" }

  var standInAccessibilityRole: NSAccessibility.Role?

  /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/setaccessibilityrole(_:)
  open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) {
    standInAccessibilityRole = accessibilityRole
  }

  /// https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityrole()
  open func accessibilityRole() -> NSAccessibility.Role? { standInAccessibilityRole }
}

/// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct
public enum NSAccessibility {
  /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/statictext
    public static let staticText = Role(rawValue: "AXStaticText")
  }
}

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor
open class NSControl: NSView {
  /// https://developer.apple.com/documentation/appkit/nscontrol/target
  weak open var target: AnyObject?

  /// https://developer.apple.com/documentation/appkit/nscontrol/action
  open var action: Selector?

  /// https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
  open var stringValue = ""

  /// https://developer.apple.com/documentation/appkit/nscontrol/isenabled
  open var isEnabled = true

  /// https://developer.apple.com/documentation/appkit/nscontrol/doublevalue
  open var doubleValue = 0.0

  /// https://developer.apple.com/documentation/appkit/nscontrol/textdidchangenotification
  public static let textDidChangeNotification = Notification.Name(
    "NSControlTextDidChangeNotification")

  /// https://developer.apple.com/documentation/appkit/nscontrol/textdidendeditingnotification
  public static let textDidEndEditingNotification = Notification.Name(
    "NSControlTextDidEndEditingNotification")
}

/// https://developer.apple.com/documentation/appkit/nstableview
@MainActor
open class NSTableView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectfade
    public static let effectFade = AnimationOptions(rawValue: 0x1)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectgap
    public static let effectGap = AnimationOptions(rawValue: 0x2)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideup
    public static let slideUp = AnimationOptions(rawValue: 0x10)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slidedown
    public static let slideDown = AnimationOptions(rawValue: 0x20)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideleft
    public static let slideLeft = AnimationOptions(rawValue: 0x30)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideright
    public static let slideRight = AnimationOptions(rawValue: 0x40)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/dropoperation
  public enum DropOperation: UInt, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstableview/dropoperation/on
    case on = 0
    /// https://developer.apple.com/documentation/appkit/nstableview/dropoperation/above
    case above = 1
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/rowactionedge
  public enum RowActionEdge: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstableview/rowactionedge/leading
    case leading = 0
    /// https://developer.apple.com/documentation/appkit/nstableview/rowactionedge/trailing
    case trailing = 1
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/selectiondidchangenotification
  public static let selectionDidChangeNotification = Notification.Name(
    "NSTableViewSelectionDidChangeNotification")

  /// A row the table shows: its value as the test's provider gave it and whether its delegate
  /// made it a group row, or waiting for both.
  enum StandInRow: Equatable {
    case value(AnyHashable?, isGroup: Bool)
    /// A row whose control the user changed, or whose view was taken to be updated in place
    /// (`view(atColumn:row:makeIfNecessary:)`): it shows what its view shows, over the value
    /// the table last read for it.
    case shownByView(NSView, read: AnyHashable?, isGroup: Bool)
    case inserted
  }

  /// The views the table shows, by row, as its delegate made them.
  var standInShownViews: [Int: NSView] = [:]
  /// Views no row shows any more, for `makeView(withIdentifier:owner:)`.
  var standInReusableViews: [NSView] = []
  var standInColumns: [NSTableColumn] = []
  var standInSelectedRows = IndexSet()
  var standInClickedRow = -1
  var standInDropRow: (row: Int, operation: DropOperation)?
  var standInCallObserver: ((String) -> Void)?

  /// The rows the table shows; `nil` until it reads its data source (after `reloadData()`).
  var standInRows: [StandInRow]?
  var standInDepth = 0
  var standInRecordedFailures: [String] = []
  var standInFinishedBatches = 0
  /// Every call the table received (as `"insertRows([2, 3])"` and the like).
  var standInCalls: [String] = []
  /// Gives the value of a row of the data source, for the table to remember.
  var standInRowValue: ((Int) -> AnyHashable?)?
  /// Gives the value a row's view shows over the value last read for it, for a row the user
  /// changed.
  var standInShownValue: ((NSView, AnyHashable?) -> AnyHashable?)?

  /// https://developer.apple.com/documentation/appkit/nstableview/init(frame:)
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/datasource
  weak open var dataSource: (any NSTableViewDataSource)? {
    didSet { standInRows = nil }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/delegate
  weak open var delegate: (any NSTableViewDelegate)?

  /// https://developer.apple.com/documentation/appkit/nstableview/numberofrows
  open var numberOfRows: Int { standInLoadedRows().count }

  /// https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
  open override var acceptsFirstResponder: Bool { true }

  /// https://developer.apple.com/documentation/appkit/nstableview/scrollrowtovisible(_:)
  ///
  /// The stand-in lays nothing out: it notes the call (`"scrollRowToVisible(row)"`), or a
  /// failure for a row the table does not show.
  open func scrollRowToVisible(_ row: Int) {
    guard standInLoadedRows().indices.contains(row) else {
      standInRecordedFailures.append("scrollRowToVisible(\(row)): no such row")
      return
    }
    standInRecord("scrollRowToVisible(\(row))")
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
  open func reloadData() {
    standInRecord("reloadData()")
    for (row, view) in standInShownViews.sorted(by: { $0.key < $1.key }) {
      standInEndEditing(in: view, ofRow: row)
    }
    standInRecycleViews()
    standInRows = nil
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/beginupdates()
  open func beginUpdates() {
    standInRecord("beginUpdates()")
    if standInDepth == 0 { _ = standInLoadedRows() }
    standInDepth += 1
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/endupdates()
  open func endUpdates() {
    standInRecord("endUpdates()")
    guard standInDepth > 0 else {
      standInRecordedFailures.append("endUpdates() without a matching beginUpdates()")
      return
    }
    standInDepth -= 1
    if standInDepth == 0 { standInFinishBatch() }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:)
  ///
  /// The indexes are positions after the insertion, applied in ascending order.
  open func insertRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = [])
  {
    standInRecord("insertRows(\(Array(indexes)), \(animationOptions.standInName))")
    standInApply {
      for row in indexes {
        guard row <= $0.count else {
          standInRecordedFailures.append(
            "insertRows: row \(row) is past the end (\($0.count) rows)")
          return
        }
        $0.insert(.inserted, at: row)
      }
    }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
  ///
  /// The indexes are positions in the table as it is when called.
  open func removeRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = [])
  {
    standInRecord("removeRows(\(Array(indexes)), \(animationOptions.standInName))")
    for row in indexes {
      if let view = standInShownViews[row] { standInEndEditing(in: view, ofRow: row) }
    }
    standInApply {
      if let last = indexes.last, last >= $0.count {
        standInRecordedFailures.append("removeRows: row \(last) does not exist (\($0.count) rows)")
        return
      }
      for row in indexes.reversed() { $0.remove(at: row) }
    }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
  open func moveRow(at oldIndex: Int, to newIndex: Int) {
    standInRecord("moveRow(\(oldIndex), \(newIndex))")
    standInApply {
      guard oldIndex < $0.count, newIndex < $0.count else {
        standInRecordedFailures.append("moveRow: \(oldIndex) -> \(newIndex) with \($0.count) rows")
        return
      }
      $0.insert($0.remove(at: oldIndex), at: newIndex)
    }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/numberofcolumns
  open var numberOfColumns: Int { standInColumns.count }

  /// https://developer.apple.com/documentation/appkit/nstableview/tablecolumns
  open var tableColumns: [NSTableColumn] { standInColumns }

  /// https://developer.apple.com/documentation/appkit/nstableview/addtablecolumn(_:)
  open func addTableColumn(_ tableColumn: NSTableColumn) { standInColumns.append(tableColumn) }

  /// https://developer.apple.com/documentation/appkit/nstableview/makeview(withidentifier:owner:)
  ///
  /// A view a row showed before and no row shows now, with that identifier; `nil` when there is
  /// none (no nib is ever registered here).
  open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?)
    -> NSView?
  {
    guard let index = standInReusableViews.firstIndex(where: { $0.identifier == identifier })
    else { return nil }
    return standInReusableViews.remove(at: index)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/row(for:)
  ///
  /// The row of the shown view that is `view` or contains it; -1 for none.
  open func row(for view: NSView) -> Int {
    var current: NSView? = view
    while let candidate = current {
      if let row = standInShownViews.first(where: { $0.value === candidate })?.key { return row }
      current = candidate.superview
    }
    return -1
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/selectedrow
  open var selectedRow: Int { standInSelectedRows.first ?? -1 }

  /// https://developer.apple.com/documentation/appkit/nstableview/selectedrowindexes
  open var selectedRowIndexes: IndexSet { standInSelectedRows }

  /// https://developer.apple.com/documentation/appkit/nstableview/selectrowindexes(_:byextendingselection:)
  open func selectRowIndexes(_ indexes: IndexSet, byExtendingSelection extend: Bool) {
    standInSelectedRows = extend ? standInSelectedRows.union(indexes) : indexes
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/deselectrow(_:)
  open func deselectRow(_ row: Int) { standInSelectedRows.remove(row) }

  /// https://developer.apple.com/documentation/appkit/nstableview/clickedrow
  open var clickedRow: Int { standInClickedRow }

  /// https://developer.apple.com/documentation/appkit/nstableview/doubleaction
  open var doubleAction: Selector?

  /// https://developer.apple.com/documentation/appkit/nstableview/setdroprow(_:dropoperation:)
  open func setDropRow(_ row: Int, dropOperation: NSTableView.DropOperation) {
    standInDropRow = (row, dropOperation)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)
  ///
  /// The rows are asked for their values again; their number does not change. As Apple
  /// documents for view-based tables, the rows' views are dropped: the delegate is asked for new
  /// ones, and a text field being edited in a dropped view stops being edited.
  open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
    standInRecord("reloadData(forRowIndexes: \(Array(rowIndexes)))")
    guard var rows = standInRows else { return }
    for row in rowIndexes {
      guard rows.indices.contains(row) else {
        standInRecordedFailures.append("reloadData(forRowIndexes:): row \(row) does not exist")
        return
      }
      rows[row] = standInRead(row)
      if let view = standInShownViews.removeValue(forKey: row) {
        standInEndEditing(in: view, ofRow: row)
        standInReusableViews.append(view)
      }
    }
    standInRows = rows
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/view(atcolumn:row:makeifnecessary:)
  ///
  /// The view the table shows for the row (the stand-in keeps one a row: the first column's,
  /// or a group row's full-width view); else, with `makeIfNecessary`, the one the delegate
  /// gives, as `standInView(atRow:)` asks for it; else `nil`. A shown view is taken to be
  /// updated in place, which Apple's page says `makeIfNecessary: false` is for: from then on
  /// the table's picture of the row is what the view shows (`standInShownValueProvider`).
  open func view(atColumn column: Int, row: Int, makeIfNecessary: Bool) -> NSView? {
    guard let shown = standInShownViews[row] else {
      return makeIfNecessary ? standInView(atRow: row) : nil
    }
    standInPictureByView(row: row)
    return shown
  }

  /// Applies a row change now; outside `beginUpdates()` it ends a batch of its own. Every row
  /// change recycles the views shown (AppKit keeps and moves them; see README.md).
  private func standInApply(_ change: (inout [StandInRow]) -> Void) {
    standInRecycleViews()
    var rows = standInLoadedRows()
    change(&rows)
    standInRows = rows
    if standInDepth == 0 { standInFinishBatch() }
  }

  /// The rows the table shows, reading the data source if it has not yet.
  func standInLoadedRows() -> [StandInRow] {
    if let standInRows { return standInRows }
    let count = dataSource?.numberOfRows(in: self) ?? 0
    let rows = (0..<count).map(standInRead)
    standInRows = rows
    return rows
  }

  /// At the end of a batch the table asks for the rows it inserted and checks its row count.
  private func standInFinishBatch() {
    standInFinishedBatches += 1
    guard var rows = standInRows else { return }
    var kept: [Int] = []
    for row in rows.indices {
      if rows[row] == .inserted { rows[row] = standInRead(row) } else { kept.append(row) }
    }
    standInRows = rows
    let expected = dataSource?.numberOfRows(in: self) ?? 0
    if rows.count != expected {
      standInRecordedFailures.append(
        "the table shows \(rows.count) rows after the update; its data source has \(expected)")
      return
    }
    // A row the update kept keeps its kind: a row that turns into a group row (or back) must
    // be removed and inserted, or reloaded with reloadData().
    for row in kept {
      guard case .value(_, let isGroup) = rows[row],
        let now = delegate?.tableView(self, isGroupRow: row), now != isGroup
      else { continue }
      standInRecordedFailures.append(
        "row \(row) was \(isGroup ? "a group row" : "a row") and its delegate now says it is"
          + " \(now ? "a group row" : "not one")")
    }
  }

  /// What row `row` shows, read from the test's provider and the delegate.
  private func standInRead(_ row: Int) -> StandInRow {
    .value(standInRowValue?(row), isGroup: delegate?.tableView(self, isGroupRow: row) ?? false)
  }

  /// Gives every shown view back for reuse; a row the user changed keeps what its view showed.
  func standInRecycleViews() {
    if var rows = standInRows {
      for row in rows.indices {
        if case .shownByView(let view, let read, let isGroup) = rows[row] {
          rows[row] = .value(standInShownValue(of: view, over: read), isGroup: isGroup)
        }
      }
      standInRows = rows
    }
    standInReusableViews += standInShownViews.values
    standInShownViews = [:]
  }

  /// The user changed a control in `view`, inside the view of one of the rows shown: the row
  /// shows what its view shows from now on.
  func standInUserChangedView(of view: NSView) {
    let row = row(for: view)
    guard row >= 0, standInPictureByView(row: row) else { return }
    if let field = view as? NSTextField { field.standInEditing = true }
    standInRecord("userChangedControl(\(row))")
  }

  /// From now on the table's picture of `row` is what its shown view shows; `false` when the
  /// row has no view or is an inserted row the batch has not read yet.
  @discardableResult
  private func standInPictureByView(row: Int) -> Bool {
    guard var rows = standInRows, rows.indices.contains(row),
      let shown = standInShownViews[row]
    else { return false }
    switch rows[row] {
    case .value(let read, let isGroup), .shownByView(_, let read, let isGroup):
      rows[row] = .shownByView(shown, read: read, isGroup: isGroup)
    case .inserted:
      return false
    }
    standInRows = rows
    return true
  }

  /// What a row the user changed shows: its view's picture over the value last read for the
  /// row (`standInShownValueProvider`), or that value when the test gives no provider.
  func standInShownValue(of view: NSView, over read: AnyHashable?) -> AnyHashable? {
    guard let standInShownValue else { return read }
    return standInShownValue(view, read)
  }

  /// The view of `row` leaves the table: a text field being edited in it stops being edited,
  /// as the window's field editor leaves with it (noted as `"editingEnded(row)"`).
  private func standInEndEditing(in view: NSView, ofRow row: Int) {
    var pending = [view]
    while let next = pending.popLast() {
      if let field = next as? NSTextField, field.standInEditing {
        field.standInEditing = false
        standInRecord("editingEnded(\(row))")
      }
      pending += next.subviews
    }
  }

  /// Notes a call the table received.
  func standInRecord(_ call: String) {
    standInCalls.append(call)
    standInCallObserver?(call)
  }
}
