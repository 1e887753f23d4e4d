/// A node of an outline: an identified value with optional children.
///
/// `children == nil` makes the node a **leaf**, which can never be expanded. An empty array makes
/// it a branch whose children are not known yet: it shows a disclosure indicator, and an
/// ``OutlineDataSource/willExpand`` hook can load them when the user opens it.
///
/// ```swift
/// let documents = OutlineNode(id: 1, value: "Documents", children: [
///   OutlineNode(id: 2, value: "Taxes.pdf"),
///   OutlineNode(id: 3, value: "Photos", children: []),   // loaded on demand
/// ])
/// ```
public struct OutlineNode<ID: Hashable, Value: Hashable>: Hashable {
  /// The identifier, unique within its outline; expansion state is kept by identifier.
  public var id: ID
  /// What the node's row shows.
  public var value: Value
  /// The children in order, or `nil` for a leaf.
  public var children: [OutlineNode]?

  /// Creates a node; without `children` it is a leaf.
  public init(id: ID, value: Value, children: [OutlineNode]? = nil) {
    self.id = id
    self.value = value
    self.children = children
  }

  /// Whether the node is a leaf (its children are `nil`).
  public var isLeaf: Bool { children == nil }
}

extension OutlineNode where ID == Value {
  /// Creates a node whose value is its own identifier, for outlines of unique names.
  ///
  /// ```swift
  /// let tree = OutlineNode("Music", children: [OutlineNode("Jazz"), OutlineNode("Rock")])
  /// ```
  public init(_ value: Value, children: [OutlineNode]? = nil) {
    self.init(id: value, value: value, children: children)
  }
}

extension OutlineNode: Sendable where ID: Sendable, Value: Sendable {}
