#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// The keyboard: Return in a row's text field goes to ``DataSourceProtocol/pressReturn(at:)``
  /// for the row the field's view shows. The next field's row is scrolled into view
  /// (`scrollRowToVisible(_:)`) and its field becomes the window's first responder, which ends
  /// this field's editing (``DataSourceProtocol/endEditing(at:)``); at the form's last field,
  /// the form submitted, the table becomes the first responder, which ends the editing too. A
  /// Return the data source refuses is reported to ``onError`` and left to AppKit, which ends
  /// the editing.
  extension NSTableViewBridge {
    /// Performs Return (`insertNewline(_:)`) in a row's text field as the data source answers
    /// it; leaves every other command, and a field no row shows, to AppKit (`false`).
    ///
    /// - Complexity: O(*s*) for *s* sections, plus that of
    ///   ``DataSourceProtocol/pressReturn(at:)``.
    public func control(
      _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector
    ) -> Bool {
      guard commandSelector == Self.returnCommand, let tableView = shownTable else { return false }
      let layout = rows
      guard let path = layout.path(forRow: tableView.row(for: control)) else { return false }
      let next: TablePath?
      do {
        next = try dataSource.pressReturn(at: path)
      } catch {
        error.report(to: onError)
        return false
      }
      guard let next, let row = layout.row(for: next) else {
        tableView.window?.makeFirstResponder(tableView)
        return true
      }
      tableView.scrollRowToVisible(row)
      let view = tableView.view(atColumn: 0, row: row, makeIfNecessary: true)
      if let field = (view as? RowContentCellView)?.control as? NSTextField {
        tableView.window?.makeFirstResponder(field)
      }
      return true
    }

    // There is no Objective-C runtime on Linux: the stand-in SDK names a selector by its name.
    #if canImport(ObjectiveC)
      static let returnCommand = #selector(NSResponder.insertNewline(_:))
    #else
      static let returnCommand = Selector("insertNewline:")
    #endif
  }
#endif
