#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The keyboard, in the text fields of the default cells: each labels its Return key as the
  /// data source says (``DataSourceProtocol/returnKey(at:)``: `.next` while another field
  /// follows, `.done` at the form's last); a field that begins editing has its row scrolled
  /// into view; Return goes to ``DataSourceProtocol/pressReturn(at:)`` for the row the cell
  /// shows, then the next field's row is scrolled into view and its field becomes the first
  /// responder — or, the form submitted, the field resigns and the keyboard goes.
  extension TableViewBridge {
    /// Labels the Return key of the text field `cell` shows for the row at `indexPath`, if it
    /// shows one.
    ///
    /// - Complexity: That of ``DataSourceProtocol/returnKey(at:)``.
    func showReturnKey(in cell: UITableViewCell, at indexPath: IndexPath) {
      guard let field = cell.accessoryView as? UITextField, let path = TablePath(indexPath) else {
        return
      }
      RowControl.showReturnKey(dataSource.returnKey(at: path), in: field)
    }

    /// The user began editing `control`, the text field of `cell`, or pressed Return in it.
    ///
    /// - Complexity: That of ``DataSourceProtocol/pressReturn(at:)`` (or
    ///   ``DataSourceProtocol/returnKey(at:)``), plus the layout of the next row's cell.
    func userUsedKeyboard(
      _ input: RowControl.Input, in control: UIView, of cell: UITableViewCell,
      in tableView: UITableView
    ) {
      guard let field = control as? UITextField, let indexPath = tableView.indexPath(for: cell),
        let path = TablePath(indexPath)
      else { return }
      guard case .pressReturn = input else {
        // A field after this one may have been hidden or shown since the cell was configured.
        RowControl.showReturnKey(dataSource.returnKey(at: path), in: field)
        tableView.scrollToRow(at: indexPath, at: .none, animated: true)
        return
      }
      perform { () throws(DataSourceError) in
        guard let next = try dataSource.pressReturn(at: path).map(IndexPath.init) else {
          field.resignFirstResponder()
          return
        }
        // Unanimated, so that the layout brings a row that was off screen on, with its cell.
        tableView.scrollToRow(at: next, at: .none, animated: false)
        tableView.layoutIfNeeded()
        (tableView.cellForRow(at: next)?.accessoryView as? UITextField)?.becomeFirstResponder()
      }
    }
  }
#endif
