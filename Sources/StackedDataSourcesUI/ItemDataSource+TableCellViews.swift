#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  extension ItemDataSource {
    /// Shows this data source's rows in an `NSTableView` (through ``NSTableViewBridge``) as
    /// views of your own, configured from each row's item, typed as this data source's `Item`.
    ///
    /// ```swift
    /// networks.tableCellViews {
    ///   NetworkCellView(frame: .zero)
    /// } configure: { view, network in
    ///   view.textField?.stringValue = network.name
    ///   view.bars = network.signal
    /// }
    /// ```
    ///
    /// The bridge asks the table for a view to reuse (`makeView(withIdentifier:owner:)`) under
    /// an identifier of its own for this data source and call, makes one with `makeView` when
    /// there is none, and gives it that identifier; the closure gets the view as a `View`. It
    /// runs again when the table asks for the row again (a reconfigured row), on a reused view,
    /// so it must set every property it uses.
    ///
    /// A row without an item (a placeholder) shows the default view made from its
    /// ``RowContent``, as do the rows of a data source that never calls this. Call it before
    /// the table first shows the rows, or reload the table afterwards; a later call replaces the
    /// configuration.
    ///
    /// - Parameters:
    ///   - makeView: Makes a new view, when the table has none to reuse; runs on the main actor.
    ///   - configure: Sets the view up to show the item; runs on the main actor.
    public func tableCellViews<View: NSView>(
      _ makeView: @escaping @MainActor () -> View,
      configure: @escaping @MainActor (_ view: View, _ item: Item) -> Void
    ) {
      // The closures live in this data source's row behaviour: they must not capture `self`.
      let name = name
      TableCellViewIdentifier.issued += 1
      rowBehavior.platformCells[TableCellViews<Item>.key] = TableCellViews<Item>(
        identifier: NSUserInterfaceItemIdentifier(
          "StackedDataSources.\(name).\(View.self).\(TableCellViewIdentifier.issued)"),
        make: makeView
      ) { view, item in
        guard let view = view as? View else {
          // The bridge reuses only views it gave this identifier, all made by `makeView`;
          // anything else is a view whose identifier was changed behind its back.
          assertionFailure("\(name): the table gave a \(type(of: view)) for \(View.self) views")
          return
        }
        configure(view, item)
      }
    }

    /// The typed view of the row at `path` (local coordinates): the configuration of
    /// ``tableCellViews(_:configure:)`` applied to the row's item; `nil` when there is none or
    /// the row has no item.
    func typedTableCellView(at path: TablePath) -> TypedTableCellView? {
      guard
        let views = rowBehavior.platformCells[TableCellViews<Item>.key] as? TableCellViews<Item>,
        let item = rowItem(at: path)
      else { return nil }
      return TypedTableCellView(identifier: views.identifier, make: views.make) {
        views.configure($0, item)
      }
    }
  }

  /// The count behind the identifiers of typed views: every call to `tableCellViews` gets its
  /// own, so a configuration never reuses another's view.
  @MainActor
  enum TableCellViewIdentifier {
    static var issued = 0
  }

  /// The typed table cell views of a data source, as
  /// ``ItemDataSource/tableCellViews(_:configure:)`` keeps them in its ``RowBehavior``.
  struct TableCellViews<Item> {
    /// The key of the configuration in ``RowBehavior``'s platform cells.
    static var key: String { "NSTableView" }

    let identifier: NSUserInterfaceItemIdentifier
    let make: @MainActor () -> NSView
    let configure: @MainActor (NSView, Item) -> Void
  }

  /// The identifier, factory and configuration of one row's typed view.
  struct TypedTableCellView {
    let identifier: NSUserInterfaceItemIdentifier
    let make: @MainActor () -> NSView
    let configure: @MainActor (NSView) -> Void
  }
#endif
