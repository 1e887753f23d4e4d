/// The data source that owns a row of a table, and the row's path in that data source.
///
/// A resolved path does not hold its data source directly. A path resolved to a top-level group
/// keeps the stack's list of top-level groups as it was at the moment of the resolve (shared
/// with the stack, never copied) and the group's position in it; a path resolved through a pin
/// keeps the group's place in the stack, which the resolve has just read. Building the result
/// then writes nothing in the data source object — retaining it would write its reference
/// count, a cache miss on every resolve of a stack too large for the caches. Holding a resolved
/// path keeps the groups of that list (or the group and its place) alive, as holding the group
/// would keep the group alive.
@MainActor
public struct ResolvedPath {
  /// The deepest data source showing the row: through nested stacks and pins.
  ///
  /// - Complexity: O(1).
  public var dataSource: any DataSourceProtocol {
    switch owner {
    case .topLevel(let groups, let index): groups[index]
    case .slot(let slot): slot.dataSource
    }
  }
  /// The row's path in ``dataSource``'s own coordinates.
  public let path: TablePath

  private let owner: Owner

  /// Where ``dataSource`` is read from.
  private enum Owner {
    /// Group `index` of a stack's top-level groups.
    case topLevel(ContiguousArray<any DataSourceProtocol>, index: Int)
    /// The data source of a group's place in a stack (kept after the group leaves the stack).
    case slot(GroupSlot)
  }

  /// The row at `path` of the group in `slot`.
  init(slot: GroupSlot, path: TablePath) {
    owner = .slot(slot)
    self.path = path
  }

  /// The row at `path` of group `index` of `groups`, a stack's top-level groups.
  init(group index: Int, of groups: ContiguousArray<any DataSourceProtocol>, path: TablePath) {
    owner = .topLevel(groups, index: index)
    self.path = path
  }
}
