import Observation

/// The identity of each section and row of a table, kept from the batches the table receives:
/// a moved row keeps its identity, an inserted row gets a new one, a deleted row's goes, and a
/// reconfigured row keeps its identity while its content changes. It is what a SwiftUI `List`
/// or a diffable data source needs from a screen built for `UITableView` batches.
///
/// Put it in the data source's sink chain, in front of the view's sink:
///
/// ```swift
/// let identities = RowIdentities(dataSource: screen, downstream: tableViewSink)
/// screen.sink = identities
/// identities.sections   // [IdentifiedSection], observable; rows read on access
/// ```
///
/// Rows of sources whose items have ids of their own (`Identifiable` items, a snapshot source's
/// item identifiers, an outline's node ids) are named by their source and id where that name
/// is unique in the table, so their identities are the same when the screen is built again; a
/// reloaded row of such a source keeps its identity. Other rows, placeholders, and every
/// section, are numbered.
///
/// Batches are applied as UIKit applies them (<doc:UIKitBatchRules>); a batch UIKit would
/// refuse, or answer with a reload of all its data, and ``reloadData()`` give every row a new
/// identity (but for ids of their own).
///
/// - Complexity: A batch of *k* changes costs O(*k* log *k* + *s*) to resolve by UIKit's rules
///   (for *s* sections; each reloaded row adds O(*k*), as UIKit places it) plus O(*k* log *n*)
///   expected for the rows, whatever the sections' lengths; reading ``sections`` costs O(*s*),
///   and each row read from it O(1) amortized in order.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class RowIdentities: TableUpdateSink {
  /// A section's identity and its rows' identities, in order.
  public struct IdentifiedSection: Hashable, Identifiable {
    public let id: SectionIdentity
    /// The rows' identities as they were when read, produced on access.
    public let rows: Rows
  }

  /// Changes whenever an identity or a row's content does: observe it (or ``sections``).
  public internal(set) var version = 0
  /// The rows whose content the last batch changed while they kept their identities (its
  /// reconfigures and reloads).
  public internal(set) var changedContent: Set<RowIdentity> = []

  @ObservationIgnored weak var dataSource: (any DataSourceProtocol)?
  /// The sink that receives every call after this one (the view's, or one that reads these
  /// identities, as a diffable data source's sink does).
  @ObservationIgnored public var downstream: (any TableSink)?
  @ObservationIgnored var buffer = BatchBuffer()
  @ObservationIgnored var store: [(id: SectionIdentity, rows: IdentityList)] = []
  @ObservationIgnored var counts: [Int] = []
  /// How many rows carry each identity (an item id may be shown twice; the second is numbered).
  @ObservationIgnored var live: [RowIdentity: Int] = [:]
  @ObservationIgnored var nextSerial: UInt64 = 0
  /// The token of each live identity, and back.
  @ObservationIgnored var tokens: [RowIdentity: RowToken] = [:]
  @ObservationIgnored var identitiesByToken: [RowToken: RowIdentity] = [:]
  /// Identities released in the batch being applied, whose tokens go when it ends.
  @ObservationIgnored var released: [RowIdentity] = []
  @ObservationIgnored let validator = BatchValidator(flavor: .tableView)
  /// Whether each batch is checked against UIKit's replay of it (the fuzz test's property).
  @ObservationIgnored package var checksBatches = false
  /// What the checks found wrong; empty when every batch was right.
  @ObservationIgnored package internal(set) var checkFailures: [String] = []
  /// How many batches the checks covered.
  @ObservationIgnored package internal(set) var checkedBatches = 0

  /// Reads `dataSource`'s rows and gives each an identity.
  ///
  /// - Parameters:
  ///   - dataSource: The table's data source; held weakly.
  ///   - downstream: The sink that receives every call after this one.
  /// - Complexity: O(*n*) for the rows.
  public init(dataSource: any DataSourceProtocol, downstream: (any TableSink)? = nil) {
    self.dataSource = dataSource
    self.downstream = downstream
    rebuild()
  }

  /// Every section's identity and its rows' identities, as the table shows them now; later
  /// batches leave the value read alone.
  ///
  /// - Complexity: O(*s*) for the sections: the rows are not copied but read on access
  ///   (``Rows``).
  public var sections: [IdentifiedSection] {
    _ = version
    return store.map {
      IdentifiedSection(id: $0.id, rows: Rows(root: $0.rows.snapshot(), count: $0.rows.count))
    }
  }

  /// The identity of the row at `path`, or `nil` when the table has no such row.
  ///
  /// - Complexity: O(log *n*) expected.
  public func identity(at path: TablePath) -> RowIdentity? {
    guard store.indices.contains(path.section),
      (0..<store[path.section].rows.count).contains(path.row)
    else { return nil }
    return store[path.section].rows[path.row]
  }

  /// The `Sendable` token of a row identity the table shows, for APIs that need identifiers
  /// of their own (a diffable data source's); `nil` for an identity no row carries.
  ///
  /// - Complexity: O(1) expected.
  public func token(for identity: RowIdentity) -> RowToken? { tokens[identity] }

  /// The row identity a token stands for, while a row carries it.
  ///
  /// - Complexity: O(1) expected.
  public func identity(for token: RowToken) -> RowIdentity? { identitiesByToken[token] }

  /// Changes ``version`` with no batch, so that a view drawing its rows from these identities
  /// draws them again from their content: a SwiftUI control the user set to a value its owner
  /// refused with an error keeps showing it until then, as no batch comes for the row
  /// (`package`: the UI library's `StackedList` calls it).
  ///
  /// - Complexity: O(1).
  package func drawRowsAgain() { version += 1 }

  /// Takes a call of the table's: a batch is applied when it ends (a call outside any batch is
  /// a batch of its own), then every call goes on downstream.
  public func receive(_ update: TableUpdate) {
    switch buffer.receive(update) {
    case .reloadData?: rebuild()
    case .updates(let updates)?: apply(updates)
    case nil: break
    }
    downstream?.apply(update)
  }

  /// Hands `completion` to ``downstream``, so that it runs once the view behind has applied the
  /// batches; runs it at once without one.
  public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
    handAfterUpdates(completion, to: downstream)
  }
}

/// A `Sendable` stand-in for a ``RowIdentity`` (which holds an item's id, which need not be
/// `Sendable`), unique in its ``RowIdentities`` and kept while the row lives: what a diffable
/// data source takes as an item identifier. See ``RowIdentities/token(for:)``.
public struct RowToken: Hashable, Sendable, CustomStringConvertible {
  let value: UInt64

  public var description: String { "token \(value)" }
}

/// The identity of a section of a table: a number unique in its ``RowIdentities``, kept while
/// the section lives (a moved section keeps it).
public struct SectionIdentity: Hashable, Sendable, CustomStringConvertible {
  let number: UInt64

  public var description: String { "§\(number)" }
}
