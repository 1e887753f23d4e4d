/// One section of a ``SectionedDataSource``: its identifier, items, and header and footer titles.
///
/// ```swift
/// let fruit = TableSection(id: "fruit", items: ["Apple", "Pear"], headerTitle: "Fruit")
/// ```
public struct TableSection<ID: Hashable, Item: Hashable>: Hashable {
  /// The identifier, unique within its data source.
  public var id: ID
  /// The rows, in order.
  public var items: [Item]
  /// The header title, if any.
  public var headerTitle: String?
  /// The footer title, if any.
  public var footerTitle: String?

  /// Creates a section.
  public init(id: ID, items: [Item] = [], headerTitle: String? = nil, footerTitle: String? = nil) {
    self.id = id
    self.items = items
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
  }
}

extension TableSection: Sendable where ID: Sendable, Item: Sendable {}
