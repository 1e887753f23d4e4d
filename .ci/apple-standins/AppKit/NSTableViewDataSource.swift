// Stand-in for AppKit (not Apple's code). Every requirement below is `@objc optional` in AppKit;
// those the adapters implement are required here (see README.md), the others are left out.

/// https://developer.apple.com/documentation/appkit/nstableviewdatasource
@MainActor
public protocol NSTableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/numberofrows(in:)
  func numberOfRows(in tableView: NSTableView) -> Int

  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:pasteboardwriterforrow:)
  func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int)
    -> (any NSPasteboardWriting)?

  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:validatedrop:proposedrow:proposeddropoperation:)
  func tableView(
    _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
    proposedDropOperation dropOperation: NSTableView.DropOperation
  ) -> NSDragOperation

  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:acceptdrop:row:dropoperation:)
  func tableView(
    _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
    dropOperation: NSTableView.DropOperation
  ) -> Bool
}

/// A data source that only counts rows, as an app serving a table through `NSTableViewSink`
/// alone: the drag requirements, optional in AppKit, do nothing.
extension NSTableViewDataSource {
  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:pasteboardwriterforrow:)
  public func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int)
    -> (any NSPasteboardWriting)?
  { nil }

  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:validatedrop:proposedrow:proposeddropoperation:)
  public func tableView(
    _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
    proposedDropOperation dropOperation: NSTableView.DropOperation
  ) -> NSDragOperation { [] }

  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:acceptdrop:row:dropoperation:)
  public func tableView(
    _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
    dropOperation: NSTableView.DropOperation
  ) -> Bool { false }
}

/// https://developer.apple.com/documentation/appkit/nstableviewdelegate
@MainActor
public protocol NSTableViewDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:viewfor:row:)
  func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int)
    -> NSView?

  /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:isgrouprow:)
  func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool

  /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:shouldselectrow:)
  func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool

  /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableviewselectiondidchange(_:)
  func tableViewSelectionDidChange(_ notification: Notification)

  /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:rowactionsforrow:edge:)
  func tableView(
    _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
  ) -> [NSTableViewRowAction]
}
