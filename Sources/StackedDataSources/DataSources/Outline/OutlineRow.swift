/// One visible row of an ``OutlineDataSource``: a node's identifier, value, depth and whether it
/// is a leaf — what its cell shows. The data source's `item(at:)` returns this value, so a
/// content check notices a row whose value or indentation changed without a reload.
public struct OutlineRow<ID: Hashable, Value: Hashable>: Hashable {
  /// The node's identifier.
  public var id: ID
  /// The node's value.
  public var value: Value
  /// The number of ancestors: 0 for a root. Indent the cell by this.
  public var depth: Int
  /// Whether the node is a leaf, so its cell shows no disclosure indicator.
  public var isLeaf: Bool
}

extension OutlineRow: Sendable where ID: Sendable, Value: Sendable {}

extension OutlineRow: CustomStringConvertible {
  /// The value's description, as a table shows the row.
  public var description: String { String(describing: value) }
}
