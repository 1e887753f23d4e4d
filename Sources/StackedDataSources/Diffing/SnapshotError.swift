/// The error a snapshot throws when two sections or two items share an identity: a
/// ``DataSourceError`` with code ``DataSourceError/Code/duplicateSectionIdentifiers`` or
/// ``DataSourceError/Code/duplicateItemIdentifiers``, naming every duplicate.
///
/// A diff matches rows by identity, so an identity seen twice has no single old or new position;
/// rather than guess (TLIndexPathTools silently dropped such rows and its counts drifted), building
/// the snapshot fails:
///
/// ```
/// Contacts: item identifiers occur more than once: "ann", "bob"
/// ```
public typealias SnapshotError = DataSourceError
