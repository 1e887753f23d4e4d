import StackedDataSources

/// The fuzz test's own picture of a tree of data sources: which groups each stack holds (and
/// which of them it hides) and which groups are pinned under which row, anchored by the
/// (unique) item of the anchor row.
///
/// Its ``flatten(_:)`` computes the table the root must show from each leaf's own rows (read
/// through the leaf's public queries) and this picture alone, without any of the stack's
/// caches: an independent reference for composition, pins and translation. Each leaf's own
/// edits are checked by the validating sink's content check and, for array and sectioned
/// sources, by their standalone model tests.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FuzzNode {
  enum Kind {
    case array(ArrayDataSource<String>)
    case sectioned(SectionedDataSource<Int, String>)
    case stack(SectionGroupStack)
    case expanding(ExpandingDataSource<Int, String>)
    case outline(OutlineDataSource<String, String>)
    case fetched(FetchedDataSource<FuzzObject>, InMemoryStore<FuzzObject>)
    case snapshot(SnapshotDataSource<Int, String, String>)
    case followed(FuzzFollow)
  }

  let kind: Kind
  /// The stack this node is a group of (top-level or pinned); `nil` for the root.
  unowned(unsafe) var owner: SectionGroupStack?
  /// How many stacks deep the node is (the root is 1).
  let depth: Int
  /// Top-level groups, for a stack.
  var children: [FuzzNode] = []
  /// Groups pinned under rows of this node, in pinning order.
  var pins: [FuzzPin] = []
  /// Whether this top-level group is hidden in its stack (``StackFuzzer/hideOrShow(in:)``).
  var isHidden = false
  /// Whether the user may drag this node's rows (set once, before its first drag).
  var allowsUserMoves = false
  /// Whether the node's rows answer the user's taps, toggles, swipes, deletes and inserts with
  /// handlers that edit the model (set once, before its first action).
  var handlesUserActions = false

  init(kind: Kind, owner: SectionGroupStack?, depth: Int) {
    self.kind = kind
    self.owner = owner
    self.depth = depth
  }

  var dataSource: any DataSourceProtocol {
    switch kind {
    case .array(let source): source
    case .sectioned(let source): source
    case .stack(let stack): stack
    case .expanding(let source): source
    case .outline(let source): source
    case .fetched(let source, _): source
    case .snapshot(let source): source
    case .followed(let follow): follow.dataSource
    }
  }

  /// Whether the node holds its edits (``StackFuzzer/pauseOrResume(_:)``).
  var isPaused: Bool {
    switch kind {
    case .array(let source): source.isPaused
    case .sectioned(let source): source.isPaused
    case .expanding(let source): source.isPaused
    case .outline(let source): source.isPaused
    case .followed(let follow): follow.isPaused
    case .stack, .fetched, .snapshot: false
    }
  }

  var stack: SectionGroupStack? {
    if case .stack(let stack) = kind { stack } else { nil }
  }

  /// Every item of the node's own rows.
  var ownItems: Set<String> {
    let source = dataSource
    var items = Set<String>()
    for section in 0..<source.numberOfSections {
      for row in 0..<source.numberOfRows(inSection: section) {
        if let item = source.item(at: TablePath(section: section, row: row)) as? String {
          items.insert(item)
        }
      }
    }
    return items
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FuzzPin {
  let node: FuzzNode
  var anchor: String
  var isActive: Bool

  init(node: FuzzNode, anchor: String, isActive: Bool) {
    self.node = node
    self.anchor = anchor
    self.isActive = isActive
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
enum FuzzModel {
  /// The sections and rows `node` shows, pinned rows flattened in after their anchor; a stack's
  /// hidden groups show nothing.
  static func flatten(_ node: FuzzNode) -> [[AnyHashable]] {
    if case .stack = node.kind { return node.children.filter { !$0.isHidden }.flatMap(flatten) }
    let source = node.dataSource
    return (0..<source.numberOfSections).map { section in
      var rows: [AnyHashable] = []
      for row in 0..<source.numberOfRows(inSection: section) {
        let path = TablePath(section: section, row: row)
        guard let item = source.item(at: path) else {
          rows.append(shown(at: path, of: source))
          continue
        }
        rows.append(item)
        for pin in node.pins where pin.isActive && AnyHashable(pin.anchor) == item {
          rows += flatten(pin.node).joined()
        }
      }
      return rows
    }
  }

  /// Drops the pins whose anchor row is gone, as the stack does.
  static func prune(_ node: FuzzNode) {
    let items = node.kind.isStack ? [] : node.ownItems
    node.pins.removeAll { !items.contains($0.anchor) }
    for child in node.children { prune(child) }
    for pin in node.pins { prune(pin.node) }
  }

  /// Every node in the tree under `node`, itself included.
  static func nodes(under node: FuzzNode) -> [FuzzNode] {
    [node] + node.children.flatMap(nodes) + node.pins.flatMap { nodes(under: $0.node) }
  }

  /// The table the data source shows, read through its public queries; without validation
  /// message rows (style `.error`) when `skippingMessages`.
  static func table(of source: any DataSourceProtocol, skippingMessages: Bool = false)
    -> [[AnyHashable]]
  {
    (0..<source.numberOfSections).map { section in
      (0..<source.numberOfRows(inSection: section)).compactMap {
        let path = TablePath(section: section, row: $0)
        if skippingMessages, source.rowContent(at: path)?.style == .error { return nil }
        return shown(at: path, of: source)
      }
    }
  }

  /// The item of the row at `path` of `source`, or what a row without an item shows: its
  /// content (a placeholder row's), or `<nil>`.
  static func shown(at path: TablePath, of source: any DataSourceProtocol) -> AnyHashable {
    source.item(at: path) ?? source.rowContent(at: path).map(AnyHashable.init)
      ?? AnyHashable("<nil>")
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension FuzzNode.Kind {
  var isStack: Bool {
    if case .stack = self { true } else { false }
  }
}

/// An object of the fuzz test's stores: a stable identity, a sort key, a section key and a name.
struct FuzzObject: Identifiable, Hashable, Sendable {
  let id: Int
  var rank: Int
  var group: Int
  var name: String
}
