import Foundation

/// A data source that shows a tree as one section of indented rows, opening and closing its
/// branches.
///
/// The rows are the roots and, below each expanded node, its children, in pre-order (a node,
/// then its visible subtree, then its next sibling). Expanding a node inserts the rows of its
/// visible subtree; its children start collapsed, so only they appear. Collapsing deletes them.
/// Each row's ``OutlineRow/depth`` (``rowItem(at:)``) gives its indentation.
///
/// ```swift
/// let files = try OutlineDataSource(name: "Files", roots: [
///   OutlineNode("Documents", children: [OutlineNode("Taxes.pdf"), OutlineNode("Photos", children: [])]),
///   OutlineNode("Music", children: [OutlineNode("Jazz")]),
/// ])
/// files.sink = tableSink
/// try files.expand("Documents")   // insert rows [0, 1] [0, 2]
/// ```
///
/// ## One section
///
/// The outline is always exactly one section, possibly empty; to show several trees under
/// headers, put one outline per tree in a ``SectionGroupStack``. Paths passed in and returned are
/// `(0, row)` with `row` a visible row.
///
/// ## Hooks and lazy children
///
/// ``shouldExpand`` and ``shouldCollapse`` can veto a change; ``willExpand`` runs just before an
/// expansion and may supply the node's children (a node whose children are an empty array is a
/// branch waiting to be loaded). Children can also be replaced at any time with
/// ``replaceChildren(of:with:)``, even while the node is hidden.
///
/// ## Updates
///
/// Every mutation computes the rows before and after and records the difference by identifier
/// in current coordinates; inside a transaction all of them net into one batch. A row whose
/// value, depth or leaf state changed is reconfigured after the batch (and moved if it moved).
/// The expanded state of a node is not part of its row: a cell's disclosure indicator should
/// read ``isExpanded(_:)`` when it is configured and be updated by the code that toggles it.
@MainActor
public final class OutlineDataSource<ID: Hashable, Value: Hashable>: PausableDataSource,
  PlaceholderDataSource, PlaceholderSource
{
  /// A node of this outline.
  public typealias Node = OutlineNode<ID, Value>
  /// A visible row of this outline.
  public typealias Row = OutlineRow<ID, Value>

  /// Whether expanding a node collapses every node that is not one of its ancestors, so that
  /// only one branch is open; `false` by default. The other branches forget their expansion.
  public var expandsExclusively = false
  /// Whether a collapsed node remembers which of its descendants were expanded, and shows them
  /// expanded again when it is reopened; `false` by default, so reopening a node shows only its
  /// children, collapsed.
  public var remembersExpandedDescendants = false
  /// Asked before a node expands; returning `false` vetoes the expansion (nothing is sent).
  public var shouldExpand: ((Node) -> Bool)?
  /// Asked before a node collapses; returning `false` vetoes it (nothing is sent).
  public var shouldCollapse: ((Node) -> Bool)?
  /// Called just before a node expands, after ``shouldExpand``; returning children replaces the
  /// node's children (to load them lazily), returning `nil` keeps them. An outline that follows
  /// a model takes its children from the model: load them into the model here and return `nil`
  /// (see `follow(_:_:)`).
  public var willExpand: ((Node) -> [Node]?)?
  /// Called after a node expanded (by ``expand(_:)``, ``toggle(_:)`` or otherwise), with the
  /// node as it is now; inside a transaction, before the table has the batch.
  public var didExpand: ((Node) -> Void)?
  /// Called after a node still in the tree collapsed (by ``collapse(_:)``, ``collapseAll()``,
  /// an exclusive expansion elsewhere or a collapsing ancestor).
  public var didCollapse: ((Node) -> Void)?
  /// The reuse identifier for a row's cell; `"Cell"` by default.
  /// How the rows look and answer the user; see ``ItemDataSource``. A row's item is its
  /// ``OutlineRow``: the node's identifier, value and depth.
  ///
  /// Assigning a whole behaviour keeps the source's ``placeholder``, which changes only through
  /// that property (it sends the rows it adds or removes).
  public var rowBehavior: RowBehavior<Row> {
    get { behavior }
    set { behavior = newValue.keepingPlaceholder(of: behavior) }
  }
  /// The behaviour itself; see ``PlaceholderSource``.
  var behavior = RowBehavior<Row>()

  var state = OutlineState<ID, Value>()
  /// The visible rows, as the table last saw them or will at the end of the open transaction
  /// (while the source is paused, when it resumes).
  public private(set) var rows: [Row] = []
  /// The row of each visible node.
  var rowIndex: [ID: Int] = [:]
  /// The rows the table was last told of, frozen while the source is paused (``pause()``).
  var pausedRows: [Row]?

  public lazy var _core = TransactionCore(owner: self)

  /// Creates an outline of `roots`, all collapsed.
  ///
  /// - Throws: ``DataSourceError/duplicateNodeIdentifier(dataSource:identifier:)`` when two
  ///   nodes share an identifier.
  /// - Complexity: O(*n*) for *n* nodes.
  public init(name: String = "OutlineDataSource", roots: [Node] = []) throws(DataSourceError) {
    _core.name = name
    var state = OutlineState<ID, Value>()
    do throws(OutlineState<ID, Value>.Failure) {
      for root in roots { try state.add(root, parent: nil) }
    } catch {
      throw .duplicateNodeIdentifier(dataSource: name, identifier: error.identifier)
    }
    state.roots = roots.map(\.id)
    self.state = state
    rows = state.flatten()
    rowIndex = OutlineState.index(rows)
  }

  // MARK: Queries

  /// The whole tree, built afresh.
  ///
  /// - Complexity: O(*n*) for *n* nodes.
  public var roots: [Node] { state.roots.map(state.node) }

  /// The node with identifier `id` and its subtree, whether it is visible or not, or `nil`.
  ///
  /// - Complexity: O(*m*) for the *m* nodes of its subtree.
  public func node(withID id: ID) -> Node? {
    state.entries[id] == nil ? nil : state.node(id)
  }

  /// The identifier of the parent of `id`, or `nil` for a root or an unknown node.
  ///
  /// - Complexity: O(1).
  public func parent(of id: ID) -> ID? {
    state.entries[id]?.parent
  }

  /// Whether the node `id` is expanded (its children are shown when it is visible).
  ///
  /// - Complexity: O(1).
  public func isExpanded(_ id: ID) -> Bool {
    state.expanded.contains(id)
  }

  /// The identifiers of the expanded nodes, visible or not.
  public var expandedIDs: Set<ID> { state.expanded }

  /// The path of the row of node `id` in ``rows``, or `nil` when it is hidden or unknown.
  ///
  /// - Complexity: O(1).
  public func path(of id: ID) -> TablePath? {
    rowIndex[id].map { TablePath(section: 0, row: $0) }
  }

  // MARK: DataSourceProtocol

  /// Always 1: the outline is one section.
  public var numberOfSections: Int { 1 }

  /// The number of visible rows in section 0, or 1 for the placeholder row when there are none
  /// and ``placeholder`` is set; 0 for any other section. While paused, of the rows the table
  /// was last told of.
  public func numberOfRows(inSection section: Int) -> Int {
    section == 0 ? shownRowCount(items: displayedRows.count) : 0
  }

  var itemSectionCount: Int { 1 }

  func itemCount(inSection section: Int) -> Int { section == 0 ? rows.count : 0 }

  /// The row the table shows at `path`, or `nil` when there is none: one of ``rows``, or while
  /// the source is paused one of the rows the table was last told of. Its
  /// ``OutlineRow/depth`` (0 for a root) indents its cell:
  ///
  /// ```swift
  /// cell.indentationLevel = files.rowItem(at: path)?.depth ?? 0
  /// ```
  ///
  /// - Complexity: O(1).
  public func rowItem(at path: TablePath) -> Row? {
    let shown = displayedRows
    return path.section == 0 && shown.indices.contains(path.row) ? shown[path.row] : nil
  }

  /// Removes the row's node and its subtree (or runs ``RowBehavior/onDelete``) when
  /// ``RowBehavior/canEdit`` allows it.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path` or it may not be deleted.
  public func commitDelete(at path: TablePath) throws(DataSourceError) {
    try commitDelete(at: path) { (path) throws(DataSourceError) in
      if let row = rowItem(at: path) { try remove(row.id) }
    }
  }

  // MARK: Internal

  /// Makes `newState` the model, sending the difference of the visible rows (nothing when they
  /// are the same).
  func commit(_ newState: OutlineState<ID, Value>) throws(DataSourceError) {
    let oldExpanded = state.expanded
    let newRows = newState.flatten()
    if newRows == rows {
      state = newState
    } else {
      try core.edit { tracker in
        tracker.recordTransition(section: 0, from: rows, to: newRows)
      } apply: {
        state = newState
        rows = newRows
        rowIndex = OutlineState.index(newRows)
      }
    }
    reportExpansion(from: oldExpanded)
  }

  /// Calls ``didExpand`` and ``didCollapse`` for the nodes still in the tree whose state changed
  /// since `oldExpanded`.
  private func reportExpansion(from oldExpanded: Set<ID>) {
    guard didExpand != nil || didCollapse != nil, oldExpanded != state.expanded else { return }
    for id in state.expanded.subtracting(oldExpanded) { didExpand?(state.node(id)) }
    for id in oldExpanded.subtracting(state.expanded) where state.entries[id] != nil {
      didCollapse?(state.node(id))
    }
  }

  func checkNode(_ id: ID) throws(DataSourceError) {
    guard state.entries[id] != nil else {
      throw .unknownNode(dataSource: name, identifier: String(describing: id))
    }
  }

  func checkBranch(_ id: ID) throws(DataSourceError) {
    try checkNode(id)
    guard state.entries[id]?.children != nil else {
      throw .leafNode(dataSource: name, identifier: String(describing: id))
    }
  }

  /// Runs `change` on `state`, turning a duplicate identifier into the data source's error.
  func attempt(
    _ change: (inout OutlineState<ID, Value>) throws(OutlineState<ID, Value>.Failure)
      -> Void, on state: inout OutlineState<ID, Value>
  ) throws(DataSourceError) {
    do throws(OutlineState<ID, Value>.Failure) {
      try change(&state)
    } catch {
      throw .duplicateNodeIdentifier(dataSource: name, identifier: error.identifier)
    }
  }
}

extension OutlineDataSource: IndentedRows {
  func indentation(at path: TablePath) -> Int { rowItem(at: path)?.depth ?? 0 }
}
