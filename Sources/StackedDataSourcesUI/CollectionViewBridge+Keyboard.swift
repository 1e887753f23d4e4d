#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The keyboard, in the text fields of the default list cells, as in ``TableViewBridge``: each
  /// labels its Return key as the data source says (``DataSourceProtocol/returnKey(at:)``); a
  /// field that begins editing has its item scrolled into view; Return goes to
  /// ``DataSourceProtocol/pressReturn(at:)``, then the next field's item is scrolled into view
  /// and its field becomes the first responder — or, the form submitted, the field resigns.
  extension CollectionViewBridge {
    /// Labels the Return key of the text field `cell` shows as an accessory for the item at
    /// `indexPath`, if it shows one.
    ///
    /// - Complexity: That of ``DataSourceProtocol/returnKey(at:)``.
    func showReturnKey(in cell: UICollectionViewListCell, at indexPath: IndexPath) {
      guard let field = Self.textField(of: cell), let path = TablePath(indexPath) else { return }
      RowControl.showReturnKey(dataSource.returnKey(at: path), in: field)
    }

    /// The user began editing `control`, the text field of `cell`, or pressed Return in it.
    ///
    /// - Complexity: That of ``DataSourceProtocol/pressReturn(at:)`` (or
    ///   ``DataSourceProtocol/returnKey(at:)``), plus the layout of the next item's cell.
    func userUsedKeyboard(
      _ input: RowControl.Input, in control: UIView, of cell: UICollectionViewCell,
      in collectionView: UICollectionView
    ) {
      guard let field = control as? UITextField,
        let indexPath = collectionView.indexPath(for: cell), let path = TablePath(indexPath)
      else { return }
      guard case .pressReturn = input else {
        // A field after this one may have been hidden or shown since the cell was configured.
        RowControl.showReturnKey(dataSource.returnKey(at: path), in: field)
        collectionView.scrollToItem(at: indexPath, at: [], animated: true)
        return
      }
      perform { () throws(DataSourceError) in
        guard let next = try dataSource.pressReturn(at: path).map(IndexPath.init) else {
          field.resignFirstResponder()
          return
        }
        // Unanimated, so that the layout brings an item that was off screen on, with its cell.
        collectionView.scrollToItem(at: next, at: [], animated: false)
        collectionView.layoutIfNeeded()
        let shown = collectionView.cellForItem(at: next) as? UICollectionViewListCell
        shown.flatMap(Self.textField(of:))?.becomeFirstResponder()
      }
    }

    /// The text field `cell` shows as a custom-view accessory, if any.
    private static func textField(of cell: UICollectionViewListCell) -> UITextField? {
      cell.accessories.lazy.compactMap { accessory -> UITextField? in
        guard case .customView(let view) = accessory.accessoryType else { return nil }
        return view as? UITextField
      }.first
    }
  }
#endif
