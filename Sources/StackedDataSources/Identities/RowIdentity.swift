/// The identity of a row of a table (or of a section), stable while the row lives: a moved
/// row keeps it, a deleted row's goes with it. See ``RowIdentities``.
///
/// A row of a source whose items are `Identifiable` (and of a snapshot source, by its item
/// identifiers) is identified by its source's name and the item's id, so the identity is the
/// same when the screen is built again; other rows, placeholders and sections get a number
/// unique in their ``RowIdentities``.
///
/// It is `Hashable`, as SwiftUI's `ForEach` needs; it is not `Sendable`, since an item's id
/// need not be.
public struct RowIdentity: Hashable, CustomStringConvertible {
  enum Kind: Hashable {
    case serial(UInt64)
    case item(source: String, id: AnyHashable)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  public var description: String {
    switch kind {
    case .serial(let number): "#\(number)"
    case .item(let source, let id): "\(source):\(id)"
    }
  }
}
