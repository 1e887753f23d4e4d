#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// An `NSTableView`'s data source and delegate for any ``DataSourceProtocol``, typically a
  /// ``SectionGroupStack``: it lays the sections out as one list of rows, gives each row the view
  /// its data source wants, shows section headers as group rows, and hands the user's clicks,
  /// controls, row actions and drags to the data source that owns the row.
  ///
  /// ```swift
  /// let bridge = NSTableViewBridge(dataSource: screen)
  /// tableView.dataSource = bridge  // weak references: keep `bridge` alive
  /// tableView.delegate = bridge
  /// screen.sink = NSTableViewSink(tableView: tableView, dataSource: screen, showsHeaders: true)
  /// ```
  ///
  /// **Rows.** `NSTableView` has no sections. The bridge lays them end to end
  /// (one after another): with ``showsHeaders`` (the default), every section that has header
  /// content (``DataSourceProtocol/headerContent(inSection:)``) takes one *header row* before
  /// its rows, shown as a group row (`tableView(_:isGroupRow:)`), even when the section has no
  /// rows. ``NSTableViewSink`` must lay rows out the same way: give it `showsHeaders: true`
  /// with this bridge's default, or make both `false`. Every row index the table passes is a
  /// flat row of the table as it is now; the bridge turns it into a section and row (the
  /// table's coordinates) for the data source. Footers are not shown.
  ///
  /// **Views.** A data source that set ``ItemDataSource/tableCellViews(_:configure:)`` gets its
  /// own views, configured from its typed items. Every other row gets a cell view made from its
  /// ``RowContent`` (``DataSourceProtocol/rowContent(at:)``, or the item's description): an
  /// `NSTableCellView` whose image view shows the SF Symbol, whose text field shows the title
  /// (red for a destructive row, the accent color for a button), a second label the secondary
  /// text (or the accessory's value), a checkbox (`NSButton`) for a switch, which calls
  /// ``DataSourceProtocol/setToggle(_:at:)`` for the row the view shows when the user clicks
  /// it, the row's other control (a text field, slider, stepper, segmented control, pop-up
  /// button or date picker; `NSTableViewBridge+Controls.swift` says how each is wired and how a
  /// navigation picker, which a Mac table cannot push, becomes a pop-up button), and a trailing
  /// label for the other accessories (✓ for a checkmark, › for a disclosure indicator, ⓘ for a
  /// detail button, a stepper's text). Each view carries the row's accessibility label and
  /// value (``RowContent/accessibilityLabel``, ``RowContent/accessibilityValue``) and an
  /// identifier made of its owner's name and its item's identity, never its value (typed views
  /// too). A header row shows its title and
  /// detail. Views are reused through `makeView(withIdentifier:owner:)`, under identifiers of
  /// the bridge's own. Row actions carry their SF Symbols too.
  ///
  /// **The user's actions** go to the data source's platform-free entry points, which route
  /// them to the row's owner: a selection to ``DataSourceProtocol/selectRow(at:)`` (after
  /// deselecting the row, as the selection may change the table); a double click to
  /// ``DataSourceProtocol/tapAccessory(at:)``, the Mac's gesture for what the info button of a
  /// UIKit row does (opening the row's details), through the table's `doubleAction`, for which
  /// the bridge makes itself the table's `target`; row actions (`tableView(_:rowActionsForRow:edge:)`)
  /// from ``DataSourceProtocol/swipeActions(at:edge:)``; a drag to
  /// ``DataSourceProtocol/targetPath(forMoveFrom:proposed:)`` while it lasts and
  /// ``DataSourceProtocol/commitMove(from:to:)`` on the drop. Header rows and rows whose
  /// content is not selectable are not selected. A refused action goes to ``onError``.
  ///
  /// **The keyboard.** Return in a row's text field
  /// (``DataSourceProtocol/pressReturn(at:)``) scrolls the next field's row into view and makes
  /// its field the window's first responder, or, the form submitted, ends the editing
  /// (`NSTableViewBridge+Keyboard.swift`).
  ///
  /// **Drags.** AppKit does not move a dropped row: the bridge moves it in the table
  /// (`moveRow(at:to:)`), tells the table's ``NSTableViewSink`` so that its row counts follow,
  /// and commits the move, which the table already shows, so nothing is sent again; a move the
  /// owner refuses is put back by the batch its data source sends through its sink. A row may
  /// land in another section of its owner: above a header row ends the section before it.
  ///
  /// - Complexity: Each callback reads the rows as the table's ``NSTableViewSink`` laid them
  ///   out, O(1) (without that sink, it lays them out again: O(*s*) for *s* sections, plus *s*
  ///   header lookups), then costs what the data source's lookup costs.
  @MainActor
  public final class NSTableViewBridge: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    /// The data source the table shows.
    public let dataSource: any DataSourceProtocol

    /// Whether each section with header content takes a header row, shown as a group row; the
    /// ``NSTableViewSink`` of the same table must be made with the same setting.
    public let showsHeaders: Bool

    /// Receives the error of a user's action the data source refused, such as a click on a row
    /// it no longer has or a drag it does not allow; nothing changed (a refused drop has already
    /// been put back).
    ///
    /// When `nil` (the default), a refused drop is ignored, and any other error stops a debug
    /// build with `assertionFailure`, as it means the table shows rows the data source does not
    /// have; a release build ignores it.
    public var onError: (@MainActor (DataSourceError) -> Void)?

    /// The table the bridge last counted the rows of or made a view for: the table of the
    /// controls it wired.
    weak var shownTable: NSTableView?

    /// Creates a bridge that shows `dataSource`; make it the table's `dataSource` and
    /// `delegate`, and keep it alive (the table holds both weakly).
    ///
    /// - Parameters:
    ///   - dataSource: The data source the table shows.
    ///   - showsHeaders: Whether sections with header content take a header row, shown as a
    ///     group row; pass the same value to the table's ``NSTableViewSink``.
    public init(dataSource: any DataSourceProtocol, showsHeaders: Bool = true) {
      self.dataSource = dataSource
      self.showsHeaders = showsHeaders
    }

    /// The rows as the table shows them: the data source's sections laid end to end, as the
    /// table's ``NSTableViewSink`` last sent them, or, without one, as the data source has them.
    /// While the data source's transaction is open (`beginUpdates()`, an `await`, `endUpdates()`)
    /// its model holds changes the table has not been sent: a flat row is a row of the table as
    /// it shows it, which the data source's entry points take (see "The user's actions" in
    /// ``DataSourceProtocol``).
    ///
    /// - Complexity: O(1) with the table's sink, else O(*s*) for *s* sections.
    var rows: FlatRowMapping {
      shownTable.flatMap {
        NSTableViewSink.shownRows(of: $0, showing: dataSource, showsHeaders: showsHeaders)
      } ?? FlatRowMapping(showing: dataSource, showsHeaders: showsHeaders)
    }

    /// The number of flat rows: every section's rows, and its header row when it has one.
    ///
    /// The first time a table asks, the bridge also makes itself the table's `target`, with
    /// its own `doubleAction`.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func numberOfRows(in tableView: NSTableView) -> Int {
      shownTable = tableView
      claim(tableView)
      return rows.numberOfRows
    }

    /// Whether `row` is a section's header row.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
      if case .header? = rows.entry(forRow: row) { true } else { false }
    }

    // MARK: Selection and double click

    /// Whether the user may select `row`: not a header row, and its content's
    /// ``RowContent/acceptsSelection`` (selectable and enabled; `true` without content), the
    /// row's the user clicked, through the app's open transaction.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the content lookup.
    public func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
      guard let path = rows.path(forRow: row) else { return false }
      return dataSource.contentOfShownRow(at: path)?.acceptsSelection ?? true
    }

    /// Deselects the selected row, then calls ``DataSourceProtocol/selectRow(at:)`` with its
    /// section and row: the selection may change the table, after which the row may be
    /// elsewhere.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the owner's selection.
    public func tableViewSelectionDidChange(_ notification: Notification) {
      guard let tableView = notification.object as? NSTableView else { return }
      let row = tableView.selectedRow
      guard row >= 0 else { return }
      tableView.deselectRow(row)
      guard let path = rows.path(forRow: row) else { return }
      perform { () throws(DataSourceError) in try dataSource.selectRow(at: path) }
    }

    /// The table's `doubleAction`: ``DataSourceProtocol/tapAccessory(at:)`` for the clicked row,
    /// nothing for a header row or a click below the rows.
    @IBAction func userDoubleClicked(_ sender: Any?) {
      guard let tableView = sender as? NSTableView,
        let path = rows.path(forRow: tableView.clickedRow)
      else { return }
      perform { () throws(DataSourceError) in try dataSource.tapAccessory(at: path) }
    }

    // There is no Objective-C runtime on Linux: the stand-in SDK names a selector by its name.
    #if canImport(ObjectiveC)
      static let doubleClickAction = #selector(NSTableViewBridge.userDoubleClicked(_:))
    #else
      static let doubleClickAction = Selector("userDoubleClicked:")
    #endif

    /// Makes the bridge the target of `tableView`'s double click, once per table.
    func claim(_ tableView: NSTableView) {
      guard tableView.doubleAction != Self.doubleClickAction || tableView.target !== self else {
        return
      }
      tableView.target = self
      tableView.doubleAction = Self.doubleClickAction
    }

    /// Runs a user's action, reporting its error to ``onError``.
    func perform(_ action: () throws(DataSourceError) -> Void) {
      DataSourceError.reporting(to: onError, action)
    }
  }
#endif
