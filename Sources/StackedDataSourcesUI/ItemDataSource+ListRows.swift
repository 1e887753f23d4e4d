#if canImport(SwiftUI)
  import StackedDataSources
  import SwiftUI

  extension ItemDataSource {
    /// Shows this data source's rows in a ``StackedList`` as views of your own, made from each
    /// row's item, typed as this data source's `Item`.
    ///
    /// ```swift
    /// networks.listRows { network in
    ///   NetworkRow(name: network.name, bars: network.signal, isJoined: network.isJoined)
    /// }
    /// ```
    ///
    /// The view replaces the one the list makes from the row's ``RowContent``; the row keeps
    /// its swipe actions, delete and move, and the view handles its own taps. A row without an
    /// item (a placeholder) shows the view made from its content, as do the rows of a data
    /// source that never calls this. A later call replaces the view; a list shows it from its
    /// next update.
    ///
    /// - Parameter row: Makes the row's view from its item; runs on the main actor each time
    ///   the list draws the row.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public func listRows<Row: View>(
      @ViewBuilder _ row: @escaping @MainActor (_ item: Item) -> Row
    ) {
      rowBehavior.platformCells[ListRows<Item>.key] = ListRows<Item> { AnyView(row($0)) }
    }

    /// The typed view of the row at `path` (local coordinates): ``listRows(_:)``'s view of the
    /// row's item; `nil` when there is none or the row has no item.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    func typedListRow(at path: TablePath) -> AnyView? {
      guard let rows = rowBehavior.platformCells[ListRows<Item>.key] as? ListRows<Item>,
        let item = rowItem(at: path)
      else { return nil }
      return rows.view(item)
    }
  }

  /// The typed list rows of a data source, as ``ItemDataSource/listRows(_:)`` keeps them in its
  /// ``RowBehavior``.
  struct ListRows<Item> {
    /// The key of the views in ``RowBehavior``'s platform cells.
    static var key: String { "SwiftUI.List" }

    let view: @MainActor (Item) -> AnyView
  }
#endif
