import Foundation

/// A data source that stacks other data sources (its *groups*) vertically into one table, and
/// can pin a group under a row of another, shown or hidden as a unit.
///
/// A stack is itself a ``DataSourceProtocol``, so stacks nest to any depth. Each group keeps
/// working in its own local coordinates and reports to a proxy sink the stack hands it; the stack
/// translates every change to the table's coordinates and sends it on to ``sink``.
///
/// ```swift
/// let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi")
/// let networks = ArrayDataSource(["Home", "Office"], name: "Networks")
/// let stack = try SectionGroupStack(name: "Settings") {
///   ArrayDataSource(["Airplane Mode"], name: "Airplane")
///   wifi
/// }
/// try stack.pin(networks, under: TablePath(section: 0, row: 0), of: wifi)
/// stack.sink = tableSink
/// try stack.setPinActive(true, for: networks)    // insert rows [1, 1] [1, 2]
/// ```
///
/// ## Transactions
///
/// A transaction opened on any node of the tree — the root stack, a nested stack, or a group —
/// opens the root's. Changes from any number of groups, group inserts and removals, groups hidden
/// and shown (``setHidden(_:for:)``) and pin toggles inside it reach the sink as **one** legal
/// batch in the table's coordinates, or nothing when nothing changed; outside a transaction every
/// change is its own batch.
///
/// The stack replays each group's batch on the table's current layout, one operation at a time
/// (deletes and move sources first, in the group's before-coordinates; then inserts and move
/// destinations, in its after-coordinates), into a `ChangeTracker` of the whole table. Each
/// replayed operation is translated with the layout of the moment it happens, so the before
/// layout of the batch is used for deletes, reloads and move sources and the after layout for
/// inserts and move destinations — the translation BGRecursiveTableViewDataSource got wrong —
/// and the tracker nets everything into one minimal batch at the outermost end.
///
/// ## Cost
///
/// Section counts of the groups are kept in a 16-way tree of block sums: finding the group that
/// shows a section, and the first section of a group, are O(log *g*) for *g* groups, and a group
/// whose section count changes costs O(log *g*) to re-lay out. Pins are looked up per section, and
/// each slot caches how many rows it shows when flattened under a pin, so routing one query
/// costs O(*d* · (log *g* + *s* · *p*)) for *d* levels of nesting, *p* pins in each section on
/// the way and *s* sections of each pinned group passed (usually 1).
///
/// Groups appended before the table is shown (while ``sink`` is `nil`) send nothing.
@MainActor
public final class SectionGroupStack: TransactionalDataSource, TransactionNode {
  public lazy var _core = TransactionCore(owner: self)

  var children: [GroupSlot] = []
  /// Per child, its section count and its ``GroupSlot/shortcutRows``: resolving a row of a plain
  /// one-section group reads these contiguous entries instead of the group's slot, which keeps a
  /// resolve in a stack of 100,000 groups to few cache misses.
  var childSections = ChildSections()
  /// The children's data sources, in order: what a ``ResolvedPath`` of a top-level group keeps.
  /// Rebuilt, never mutated in place, when the children change, so that a resolved path can
  /// share it without it ever being copied.
  var topLevelGroups: ContiguousArray<any DataSourceProtocol> = []
  /// Every group in this stack, top-level and pinned, by identity.
  var slots: [ObjectIdentifier: GroupSlot] = [:]
  /// Every batch a group sent that did not match its rows, oldest first.
  ///
  /// A built-in data source never sends one; a hand-written data source that calls its sink with
  /// a wrong index or count does. The stack does not apply such a batch: it replaces the
  /// group's sections with what the group shows now (one legal batch to the sink), so the table
  /// stays consistent, and records the mistake here.
  public internal(set) var invalidBatches: [DataSourceError] = []
  /// The inline picker open on the screen this stack is the root of (one at a time).
  var openInlinePicker: InlinePicker?
  /// The form's submit: what Return in its last text field does
  /// (``DataSourceProtocol/pressReturn(at:)``) when this stack is the data source the view
  /// shows — sign in, save, search. It runs in a transaction, so what it changes reaches the
  /// table as one batch; the view then ends the editing. A nested stack's is not asked.
  ///
  /// Kept by the stack alone, not by every source, so that a group costs no more for it.
  public var onSubmit: (() -> Void)?

  /// Creates a stack of `groups`, in order.
  ///
  /// - Throws: ``DataSourceError/groupAlreadyInStack(stack:group:)`` when a group already
  ///   belongs to a stack (or appears twice); ``DataSourceError/compositionCycle(stack:group:)``.
  /// - Complexity: O(*g* + *s*) for *g* groups and *s* sections.
  public init(name: String = "SectionGroupStack", groups: [any DataSourceProtocol])
    throws(DataSourceError)
  {
    _core.name = name
    for group in groups { try checkAdoptable(group) }
    var seen = Set<ObjectIdentifier>()
    for group in groups where !seen.insert(ObjectIdentifier(group)).inserted {
      throw .groupAlreadyInStack(stack: name, group: group.name)
    }
    for (index, group) in groups.enumerated() {
      let slot = adopt(group, placement: .top(index: index))
      children.append(slot)
    }
    relayOutChildren()
  }

  /// Creates a stack whose groups are listed in a builder block, so that a static screen reads
  /// like its layout and needs no `try`.
  ///
  /// ```swift
  /// let screen = SectionGroupStack(name: "Settings") {
  ///   airplane
  ///   wifi
  ///   if showsBluetooth { bluetooth }
  /// }
  /// ```
  ///
  /// A group listed twice, or one that already belongs to a stack, is a programming error in a
  /// literal screen, and stops the program with the error's description; use
  /// ``init(name:groups:)``, which throws, for groups chosen at run time.
  ///
  /// - Complexity: O(*g* + *s*) for *g* groups and *s* sections.
  public convenience init(
    name: String = "SectionGroupStack",
    @ArrayBuilder<any DataSourceProtocol> _ groups: () -> [any DataSourceProtocol]
  ) {
    let groups = groups()
    do {
      try self.init(name: name, groups: groups)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// The top-level groups, in order, hidden ones included (``setHidden(_:for:)``); pinned
  /// groups are not listed.
  ///
  /// - Complexity: O(*g*) for *g* groups.
  public var groups: [any DataSourceProtocol] { Array(topLevelGroups) }

  /// The first top-level section of child `index`.
  func sectionOffset(ofChild index: Int) -> Int { childSections.prefix(index) }

  // MARK: DataSourceProtocol

  /// - Complexity: O(1).
  public var numberOfSections: Int { childSections.total }

  /// - Complexity: O(log *g* + *p*) for *p* pins in the section.
  public func numberOfRows(inSection section: Int) -> Int {
    guard let (child, local) = childSections.locate(section) else { return 0 }
    return children[child].displayedRowCount(local)
  }

  public func item(at path: TablePath) -> AnyHashable? {
    resolve(path).flatMap { $0.dataSource.item(at: $0.path) }
  }

  public func reuseIdentifier(at path: TablePath) -> String {
    resolve(path).map { $0.dataSource.reuseIdentifier(at: $0.path) } ?? "Cell"
  }

  /// The header of the group section shown there; pinned groups' headers are never shown.
  public func titleForHeader(inSection section: Int) -> String? {
    guard let (child, local) = childSections.locate(section) else { return nil }
    return children[child].dataSource.titleForHeader(inSection: local)
  }

  /// The footer of the group section shown there; pinned groups' footers are never shown.
  public func titleForFooter(inSection section: Int) -> String? {
    guard let (child, local) = childSections.locate(section) else { return nil }
    return children[child].dataSource.titleForFooter(inSection: local)
  }

  public func canEditRow(at path: TablePath) -> Bool {
    resolve(path).map { $0.dataSource.canEditRow(at: $0.path) } ?? false
  }

  public func canInsertRow(at path: TablePath) -> Bool {
    resolve(path).map { $0.dataSource.canInsertRow(at: $0.path) } ?? false
  }

  public func canMoveRow(at path: TablePath) -> Bool {
    resolve(path).map { $0.dataSource.canMoveRow(at: $0.path) } ?? false
  }

  // MARK: Internal

  /// Makes one edit of the stack's own layout (groups, pins): `body` changes the layout and
  /// hands each change, before it happens, to the stack's receiver.
  ///
  /// - Throws: ``DataSourceError/editDuringBatch(dataSource:)`` while the root delivers a batch.
  func record(_ body: (any EditReceiver) -> Void) throws(DataSourceError) {
    try core.edit(record: body, apply: {})
  }

  /// Makes `group` a member of this stack, reporting to a new proxy.
  func adopt(_ group: any DataSourceProtocol, placement: GroupSlot.Placement) -> GroupSlot {
    let slot = GroupSlot(dataSource: group, stack: self, placement: placement)
    slots[ObjectIdentifier(group)] = slot
    group.sink = slot.proxy
    return slot
  }

  /// Removes `slot`'s group and the groups pinned under it from this stack.
  func release(_ slot: GroupSlot) {
    // Detached first: it breaks the slot ↔ pin cycle, and the slot no longer speaks for the
    // child index it had (whose shortcut now belongs to another group).
    slot.placement = .top(index: -1)
    for pin in slot.pins.values.joined() { release(pin.slot) }
    slot.pins = [:]
    slots[ObjectIdentifier(slot.dataSource)] = nil
    slot.proxy.slot = nil
    if slot.dataSource.sink === slot.proxy { slot.dataSource.sink = nil }
  }

  /// Throws unless `group` can join this stack: it belongs to no stack and does not contain it.
  func checkAdoptable(_ group: any DataSourceProtocol) throws(DataSourceError) {
    if let proxy = group.sink as? ChildSink, proxy.slot != nil {
      throw .groupAlreadyInStack(stack: name, group: group.name)
    }
    var node: SectionGroupStack? = self
    while let current = node {
      if current === group { throw .compositionCycle(stack: name, group: group.name) }
      node = (current.sink as? ChildSink)?.slot?.stack
    }
  }
}
