/// A snapshot that could not be built because two sections or two items share an identity.
///
/// A diff matches rows by identity, so an identity seen twice has no single old or new position;
/// rather than guess (TLIndexPathTools silently dropped such rows and its counts drifted), building
/// the snapshot fails and names every duplicate.
///
/// Identities are reported by their `String(describing:)` so the error stays a plain value:
///
/// ```
/// Contacts: item identifiers occur more than once: "ann", "bob"
/// ```
public enum SnapshotError: Error, Hashable, Sendable {
  /// Two or more sections share these identities, each listed once in first-seen order.
  case duplicateSectionIdentifiers(dataSource: String?, identifiers: [String])
  /// Two or more items share these identities, each listed once in first-seen order.
  case duplicateItemIdentifiers(dataSource: String?, identifiers: [String])
}

extension SnapshotError: CustomStringConvertible {
  /// One sentence naming the data source (when known) and the duplicate identities.
  ///
  /// - Complexity: O(*k*) for *k* duplicate identities.
  public var description: String {
    switch self {
    case .duplicateSectionIdentifiers(let source, let identifiers):
      Self.sentence(source, "section", identifiers)
    case .duplicateItemIdentifiers(let source, let identifiers):
      Self.sentence(source, "item", identifiers)
    }
  }

  private static func sentence(_ source: String?, _ kind: String, _ ids: [String]) -> String {
    let prefix = source.map { "\($0): " } ?? ""
    let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    return "\(prefix)\(kind) identifiers occur more than once: \(list)"
  }
}
