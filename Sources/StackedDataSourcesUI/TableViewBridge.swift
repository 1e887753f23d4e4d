#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// A `UITableView`'s data source and delegate for any ``DataSourceProtocol``, typically a
  /// ``SectionGroupStack``: it gives each row the cell its data source wants and hands the
  /// user's taps, switches, swipes, deletes and drags to the data source that owns the row.
  ///
  /// ```swift
  /// let wifi = ArrayDataSource([WiFi(isOn: false)], name: "Wi-Fi")
  /// wifi.content = { RowContent("Wi-Fi", accessory: .toggle(isOn: $0.isOn)) }
  /// wifi.onToggle = { _, isOn in settings.setWiFi(isOn) }
  /// networks.tableCells(NetworkCell.self) { cell, network in cell.show(network) }
  ///
  /// let bridge = TableViewBridge(dataSource: stack)
  /// tableView.dataSource = bridge  // weak references: keep `bridge` alive
  /// tableView.delegate = bridge
  /// stack.sink = TableViewSink(tableView: tableView)
  /// ```
  ///
  /// **Cells.** A data source that set ``ItemDataSource/tableCells(_:configure:)`` gets its own
  /// cells, configured from its typed items. Every other row gets a default cell made from its
  /// ``RowContent`` (``DataSourceProtocol/rowContent(at:)``, or the item's description without
  /// one): a `UIListContentConfiguration` with the title, the secondary text and the SF Symbol
  /// image; the accessory as UIKit's disclosure indicator, checkmark or detail button, a value
  /// as a value cell's secondary text before a disclosure indicator, and a switch as a
  /// `UISwitch` accessory view that calls ``DataSourceProtocol/setToggle(_:at:)`` for the row the
  /// cell shows when the user flips it; destructive rows in red, button rows in the tint colour;
  /// unselectable rows without selection style or highlight. A control (a text field, slider,
  /// stepper, segmented or menu picker, date picker) is the native UIKit control as the
  /// accessory view (a text field 160 points wide, its text right-aligned); a stepper's value
  /// text and a navigation picker's selected title are the value cell's secondary text. The
  /// user's input goes to ``DataSourceProtocol/setControlValue(_:at:)`` (a text field's end of
  /// editing to ``DataSourceProtocol/endEditing(at:)``) for the row the cell shows then, a
  /// stepped slider's value snapped to its step first; a value the data source refuses with an
  /// error is put back in the control and reported to ``onError``. A reconfigured row keeps its
  /// control, updated in place (a text field being typed into keeps its cursor and marked
  /// text). Each cell carries its row's accessibility label and value
  /// (``RowContent/accessibilityLabel``, ``RowContent/accessibilityValue``) and an identifier
  /// made of its owner's name and its item's identity, never its value (`"Display/brightness"`
  /// for an item followed by `id: \.id`, typed cells too); each control, a
  /// switch among them, is labelled with the row's title. The bridge registers every cell
  /// class it dequeues, under identifiers of its own. The core's
  /// ``DataSourceProtocol/reuseIdentifier(at:)`` only tells the core whether a changed row
  /// needs a new cell (a reload) or the same one (a reconfigure).
  ///
  /// **The keyboard.** A text field's Return key says `.next` while another field follows and
  /// `.done` at the form's last (``DataSourceProtocol/returnKey(at:)``); Return
  /// (``DataSourceProtocol/pressReturn(at:)``) scrolls the next field's row into view and makes
  /// its field the first responder, or, the form submitted, resigns the field; a field that
  /// begins editing has its row scrolled into view (`TableViewBridge+Keyboard.swift`).
  ///
  /// **Headers and footers** come from ``DataSourceProtocol/headerContent(inSection:)`` and
  /// ``DataSourceProtocol/footerContent(inSection:)``: a title alone is the table's own
  /// section title; a detail line or a ``HeaderFooterContent/viewIdentifier`` makes a
  /// `UITableViewHeaderFooterView` (the app registers views for its own identifiers).
  ///
  /// **The user's actions** go to the data source's platform-free entry points, in the table's
  /// coordinates, which route them to the row's owner: a selection to
  /// ``DataSourceProtocol/selectRow(at:)`` (after deselecting the row), an accessory button to
  /// ``DataSourceProtocol/tapAccessory(at:)``, swipe actions to
  /// ``DataSourceProtocol/swipeActions(at:edge:)``, a delete to
  /// ``DataSourceProtocol/commitDelete(at:)``, an insert control to
  /// ``DataSourceProtocol/commitInsert(at:)``, a drag to
  /// ``DataSourceProtocol/targetPath(forMoveFrom:proposed:)`` while it lasts and
  /// ``DataSourceProtocol/commitMove(from:to:)`` when it ends. What they change reaches the
  /// table through the data source's sink, as any edit does. A refused action goes to
  /// ``onError``.
  ///
  /// UIKit lets a table have one delegate. An app that needs its own (for row heights or
  /// scrolling) makes that object the delegate and calls the bridge's delegate methods from
  /// the same methods of its own.
  ///
  /// The bridge is for iOS, iPadOS, Mac Catalyst and visionOS; tvOS has no switches, sliders,
  /// steppers, date pickers, swipe actions or section index.
  @MainActor
  public final class TableViewBridge: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The data source the table shows.
    public let dataSource: any DataSourceProtocol

    /// Receives the error of a user's action the data source refused, such as a tap on a row it
    /// no longer has or a drag it does not allow; nothing changed (a refused drag has already
    /// been put back).
    ///
    /// When `nil` (the default), a refused drag is ignored, and any other error stops a debug
    /// build with `assertionFailure`, as it means the table shows rows the data source does not
    /// have; a release build ignores it.
    public var onError: (@MainActor (DataSourceError) -> Void)?

    /// Called when the user selects a row whose picker is shown as a navigation
    /// (``RowContent/Picker/Style/navigation``), with the row's path (the table's current
    /// coordinates) and its picker: push a list of its options. Hand the user's choice back with
    /// ``DataSourceProtocol/setControlValue(_:at:)`` and `.option(index)`. When `nil` (the
    /// default), selecting the row calls ``DataSourceProtocol/selectRow(at:)`` as for any row.
    public var onShowChoices: (@MainActor (TablePath, RowContent.Picker) -> Void)?

    /// The table the registrations below were made on.
    private weak var registeredTable: UITableView?
    /// The reuse identifiers registered on ``registeredTable``.
    private var registered: Set<String> = []

    /// Creates a bridge that shows `dataSource`; make it the table's `dataSource` and
    /// `delegate`, and keep it alive (the table holds both weakly).
    public init(dataSource: any DataSourceProtocol) {
      self.dataSource = dataSource
    }

    // MARK: Counts and titles

    /// The data source's number of sections.
    public func numberOfSections(in tableView: UITableView) -> Int {
      dataSource.numberOfSections
    }

    /// The data source's number of rows in `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    /// The title of the section's header content.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      dataSource.headerContent(inSection: section)?.title
    }

    /// The title of the section's footer content.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      dataSource.footerContent(inSection: section)?.title
    }

    /// The titles of the data source's section index, or `nil` for none.
    ///
    /// - Complexity: That of ``DataSourceProtocol/sectionIndexTitles``.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      dataSource.indexTitleStrings
    }

    /// The section entry `index` of the section index jumps to.
    ///
    /// - Complexity: That of ``DataSourceProtocol/sectionIndexTitles``.
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      dataSource.section(forIndexEntry: index)
    }

    // MARK: Registrations

    /// Registers `cellClass` as `identifier` on `tableView` unless the bridge already did.
    func registerCell(
      _ cellClass: AnyClass, as identifier: String, on tableView: UITableView
    ) {
      guard claim(identifier, on: tableView) else { return }
      tableView.register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers the default header and footer view on `tableView` unless the bridge already
    /// did.
    func registerHeaderFooterView(on tableView: UITableView) {
      let identifier = CellReuseIdentifier.headerFooter
      guard claim(identifier, on: tableView) else { return }
      tableView.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Whether `identifier` still has to be registered on `tableView`; it is noted as done.
    private func claim(_ identifier: String, on tableView: UITableView) -> Bool {
      if registeredTable !== tableView {
        registeredTable = tableView
        registered = []
      }
      return registered.insert(identifier).inserted
    }

    /// Runs a user's action, reporting its error to ``onError``.
    func perform(_ action: () throws(DataSourceError) -> Void) {
      DataSourceError.reporting(to: onError, action)
    }
  }
#endif
