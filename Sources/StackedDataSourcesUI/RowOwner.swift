#if canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI)
  import StackedDataSources

  /// The data source that owns a row the view shows, and the row's path there: what
  /// ``SectionGroupStack/resolve(_:)`` answers for a stack, or the data source itself when it is
  /// not a stack.
  @MainActor
  struct RowOwner {
    /// The deepest data source showing the row, through nested stacks and pins.
    let dataSource: any DataSourceProtocol
    /// The row's path in ``dataSource``'s own coordinates.
    let path: TablePath

    /// The owner of the row at `path` of `root`, in the view's current coordinates; `nil` when
    /// `root` has no such row.
    ///
    /// - Complexity: That of ``SectionGroupStack/resolve(_:)`` for a stack, else O(1).
    init?(of path: TablePath, in root: any DataSourceProtocol) {
      if let stack = root as? SectionGroupStack {
        guard let resolved = stack.resolve(path) else { return nil }
        self.init(dataSource: resolved.dataSource, path: resolved.path)
        return
      }
      guard (0..<root.numberOfSections).contains(path.section),
        (0..<root.numberOfRows(inSection: path.section)).contains(path.row)
      else { return nil }
      self.init(dataSource: root, path: path)
    }

    private init(dataSource: any DataSourceProtocol, path: TablePath) {
      self.dataSource = dataSource
      self.path = path
    }

    /// An identifier for the row that an app's UI tests can find it by, stable while its value
    /// changes: its owner's ``DataSourceProtocol/name`` and the identity the owner gives its
    /// item — the id of the key path it follows its items by (`follow(_:_:id:)`), an
    /// `Identifiable` item's `id`, a snapshot's item identifier, a fetched object's id
    /// (`"Login/password"`); for a row without one (an item compared by value, a placeholder, a
    /// hand-written source's row), its place in its owner (`"Networks/0.2"`). Never the item's
    /// description, which may hold a value the user typed (a password among them).
    var accessibilityIdentifier: String {
      guard let id = itemIdentity else { return "\(dataSource.name)/\(path.section).\(path.row)" }
      return "\(dataSource.name)/\(id.base)"
    }

    /// The identity the owner gives the row's item, if any: by the key path it follows its items
    /// by, else its items' own ids.
    private var itemIdentity: AnyHashable? {
      if let keyed = dataSource as? any KeyPathIdentifiedItems,
        let id = keyed.followedItemID(at: path)
      {
        return id
      }
      return (dataSource as? any IdentifiedItems)?.itemIdentity(at: path)
    }

    /// What the row shows: its content, or for a row without one, its item's description.
    var content: RowContent {
      if let content = dataSource.rowContent(at: path) { return content }
      return RowContent(dataSource.item(at: path).map { String(describing: $0.base) } ?? "")
    }
  }
#endif
