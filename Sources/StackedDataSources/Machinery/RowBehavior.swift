import Foundation

/// How a data source's rows look and answer the user, declared once from its own item type.
///
/// Every data source of the package keeps one (``ItemDataSource/rowBehavior``), and each of its
/// properties is also a property of the source, typed by the source's item:
///
/// ```swift
/// devices.content = { RowContent($0.name, accessory: .detailButton) }
/// devices.onAccessoryTap = { showDetails(of: $0) }
/// devices.canEdit = { _ in true }   // devices.rowBehavior.canEdit
/// ```
public struct RowBehavior<Item> {
  /// What a row shows, from its item; `nil` (the default) shows the item's description.
  public var content: ((Item) -> RowContent)?
  /// The reuse identifier of a row's cell, from its item; `"Cell"` by default.
  public var reuseIdentifier: (Item) -> String = { _ in "Cell" }
  /// Whether the user may delete a row, from its item; `false` by default.
  public var canEdit: (Item) -> Bool = { _ in false }
  /// Whether a row's editing control inserts (UIKit's green plus) instead of deleting, from its
  /// item; `false` by default. A tap calls ``onInsert``.
  public var canInsert: (Item) -> Bool = { _ in false }
  /// Whether the user may move a row, from its item; `false` by default.
  public var canMove: (Item) -> Bool = { _ in false }
  /// Called with the item when the user selects its row.
  public var onSelect: ((Item) -> Void)?
  /// Called with the item when the user taps its row's accessory button.
  public var onAccessoryTap: ((Item) -> Void)?
  /// Called with the item and the switch's new state when the user flips its row's switch.
  public var onToggle: ((Item, Bool) -> Void)?
  /// Called with the item and the field's whole text each time the user changes the text of its
  /// row's text field (``RowContent/Accessory/textField(_:)``).
  public var onTextChange: ((Item, String) -> Void)? {
    get { extras?.fields.onTextChange }
    set { setExtra(\.onTextChange, to: newValue) }
  }
  /// Called with the item and the field's text when the user finishes editing its row's text
  /// field (return, or focus left).
  public var onEndEditing: ((Item, String) -> Void)? {
    get { extras?.fields.onEndEditing }
    set { setExtra(\.onEndEditing, to: newValue) }
  }
  /// Called with the item and the new value when the user moves its row's slider or taps its
  /// stepper.
  public var onValueChange: ((Item, Double) -> Void)? {
    get { extras?.fields.onValueChange }
    set { setExtra(\.onValueChange, to: newValue) }
  }
  /// Called with the item and the index of the option the user picked in its row's picker.
  public var onPick: ((Item, Int) -> Void)? {
    get { extras?.fields.onPick }
    set { setExtra(\.onPick, to: newValue) }
  }
  /// Called with the item and the date the user picked in its row's date picker.
  public var onDateChange: ((Item, Date) -> Void)? {
    get { extras?.fields.onDateChange }
    set { setExtra(\.onDateChange, to: newValue) }
  }
  /// What the value of a row's control must be, from its item; `nil` (the default) for no
  /// validation. A value that fails shows its message in a row pinned under the row (when the
  /// source is in a ``SectionGroupStack``) and in the row's accessibility value; see
  /// ``Validation``.
  public var validation: ((Item) -> Validation?)? {
    get { extras?.fields.validation }
    set {
      setExtra(\.validation, to: newValue)
      setExtra(\.validationState, to: newValue == nil ? nil : validationState ?? ValidationState())
    }
  }
  /// The rows whose values fail their validation.
  var validationState: ValidationState? { extras?.fields.validationState }
  /// A row's swipe actions on an edge, from its item; none by default.
  public var swipeActions: ((Item, RowAction.Edge) -> [RowAction])?
  /// Called instead of the data source's own removal when the user deletes a row whose item
  /// ``canEdit`` allows; `nil` (the default) removes the row from the data source. The closure
  /// changes the model (or not), which reports to the table as any edit does.
  public var onDelete: ((Item) -> Void)?
  /// Called with the item when the user taps the insert control of its row (``canInsert``).
  /// The closure changes the model — typically inserts a new item before an "Add…" row — which
  /// reports to the table as any edit does. Without it, the tap is refused.
  public var onInsert: ((Item) -> Void)?
  /// Called instead of the data source's own reordering when the user drags a row to another
  /// place among this source's rows: the item, its path before the drag and its path after
  /// (both local; dropped into a section that showed a placeholder row, the item's path is
  /// that section's first row, whichever side of the placeholder the user dropped it). The
  /// closure changes the model synchronously (a fetched source's store, say), which reports
  /// like any edit and is netted against the table's move; leaving it unchanged puts the row
  /// back. Requires ``canMove`` to allow the row.
  public var onMove: ((Item, TablePath, TablePath) -> Void)?
  /// The row shown while the data source (or one of its sections) has no items, or `nil` for
  /// none. It is never an item: item APIs never see it, and the user cannot act on it. Set it
  /// through the source's `placeholder`; a source assigned a whole behaviour keeps its own.
  public internal(set) var placeholder: RowContent? {
    get { extras?.fields.placeholder }
    set { setExtra(\.placeholder, to: newValue) }
  }
  /// The cells of platform adapters (`StackedDataSourcesUI`), by adapter: each stores its own
  /// typed cell configuration here, so that a source owns its cells without the core knowing
  /// any platform type.
  package var platformCells: [String: Any] = [:]
  /// The behaviours few sources set, out of line, or `nil` when none is set (see ``Extras``).
  var extras: Extras?

  /// Behaviour with no content and no actions: rows show their items' descriptions.
  public init() {}

  /// This behaviour with the placeholder of `current`: what a source keeps when an app assigns
  /// it a whole behaviour.
  func keepingPlaceholder(of current: Self) -> Self {
    var kept = self
    kept.placeholder = current.placeholder
    return kept
  }
}
