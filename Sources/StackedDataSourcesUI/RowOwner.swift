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

    /// An identifier for the row that an app's UI tests can find it by, stable across reloads
    /// and moves: its owner's ``DataSourceProtocol/name`` and its item's identity — the `id` of
    /// an `Identifiable` item (so a value it shows, a typed password among them, is not in it),
    /// else the item's description (`"Display/brightness"`); for a row without an item (a
    /// placeholder, a hand-written source's), its place in its owner (`"Networks/0.0"`).
    var accessibilityIdentifier: String {
      guard let item = dataSource.item(at: path) else {
        return "\(dataSource.name)/\(path.section).\(path.row)"
      }
      if let identified = item.base as? any Identifiable {
        return "\(dataSource.name)/\(Self.identity(of: identified))"
      }
      return "\(dataSource.name)/\(item.base)"
    }

    private static func identity<Item: Identifiable>(of item: Item) -> String { "\(item.id)" }

    /// What the row shows: its content, or for a row without one, its item's description.
    var content: RowContent {
      if let content = dataSource.rowContent(at: path) { return content }
      return RowContent(dataSource.item(at: path).map { String(describing: $0.base) } ?? "")
    }
  }
#endif
