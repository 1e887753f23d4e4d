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
  /// A number, or an item's source and id: boxed, so that an identity is two words and a
  /// numbered one copies without reference counting (a `List` reads every row's identity).
  enum Kind: Hashable {
    case serial(UInt64)
    indirect case item(source: String, id: AnyHashable)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// Hashes the number, or the source and id, alone: identities of the two kinds are never
  /// equal, so the kind need not be hashed, and SwiftUI hashes every row's identity to diff.
  public func hash(into hasher: inout Hasher) {
    switch kind {
    case .serial(let number): hasher.combine(number)
    case .item(let source, let id):
      hasher.combine(source)
      hasher.combine(id)
    }
  }

  /// The hash of the identity with `seed`, as ``hash(into:)`` gives it, without a `Hasher`
  /// for a numbered one: its number hashed in one step, as an `Int` id is. Sets, dictionaries
  /// and `hashValue` (which SwiftUI's diff of a `ForEach` reads for every row) ask this.
  public func _rawHashValue(seed: Int) -> Int {
    switch kind {
    case .serial(let number): number._rawHashValue(seed: seed)
    case .item(let source, let id): ItemName(source: source, id: id)._rawHashValue(seed: seed)
    }
  }

  public var description: String {
    switch kind {
    case .serial(let number): "#\(number)"
    case .item(let source, let id): "\(source):\(id)"
    }
  }
}

/// An item identity's source and id, hashed as ``RowIdentity/hash(into:)`` hashes them.
private struct ItemName: Hashable {
  let source: String
  let id: AnyHashable
}
