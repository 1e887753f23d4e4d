import Foundation

/// A sink that models a `UITableView` in memory and reports, as values, every batch UIKit would
/// reject, with UIKit's own message.
///
/// The sink keeps the row counts the table last saw. At the end of each batch it reads the data
/// source's counts and checks the batch exactly as `-[UITableView _endCellAnimationsWithContext:]`
/// does (<doc:UIKitBatchRules>): deletes, reloads and move sources in before-batch
/// coordinates, inserts and move destinations in after-batch coordinates, reloads placed by
/// deletes and inserts alone. On top of UIKit, a content check (``ContentCheck``) compares the
/// rows the table shows with the data source's current items, so a wrong-row delete with
/// correct counts, or an item that changed without a reload, is caught too; by default it
/// compares only the rows the batch and the data source's transaction touched.
///
/// ```swift
/// let fruits = ArrayDataSource(["Apple", "Banana"])
/// let validator = ValidatingSink(dataSource: fruits)
/// fruits.sink = validator
/// fruits.append("Cherry")
/// #expect(validator.isValid, "\(validator.violations)")
/// ```
///
/// Every call is passed on to ``downstream`` once it is recorded, so a ``RecordingSink`` (or a
/// real table) can sit behind the validator. A failed batch is reported once: the sink then
/// reads the data source again, as if the table had reloaded, so later batches are checked
/// against what the data source really shows.
@MainActor
public final class ValidatingSink: TableUpdateSink {
  /// The data source whose counts and items the sink reads; held weakly.
  public internal(set) weak var dataSource: (any DataSourceProtocol)?
  /// A sink that receives every call after it is recorded.
  public var downstream: (any TableSink)?
  /// Which view's rules and wording the sink applies.
  public let flavor: Flavor
  /// How much of the table the content check compares after each batch; ``ContentCheck/incremental``
  /// by default.
  ///
  /// Turning it on outside a batch reads the rows the data source shows at that moment, as the
  /// table's contents (O(*r*) for *r* rows); inside a batch it takes effect at the next one.
  /// Switching between ``ContentCheck/incremental`` and ``ContentCheck/full`` keeps the mirror.
  public var contentCheck: ContentCheck {
    didSet {
      guard (contentCheck == .off) != (oldValue == .off) else { return }
      if contentCheck != .off, depth == 0, let counts = cachedCounts {
        readMirror(counts: counts)
      } else {
        mirror = nil
      }
    }
  }

  /// Every how many batches an incremental check also runs the full one and records in
  /// ``incrementalMisses`` what only the full one found; 0 (the default) never. For the fuzz
  /// test, which proves the incremental check against the full one.
  package var fullCheckInterval = 0
  /// What full checks run alongside incremental ones (``fullCheckInterval``) found and the
  /// incremental check missed, oldest first.
  package internal(set) var incrementalMisses: [String] = []
  /// The number of batches the incremental check checked from a transaction's journal, rather
  /// than falling back to the full check.
  package internal(set) var incrementalCheckCount = 0
  /// The last of the root's deliveries that the mirror reflects (``ContentJournal/delivery``),
  /// or `nil` when the data source is not a root of the package's sources.
  var mirroredDelivery: Int?

  /// Every violation found so far, oldest first.
  public var violations: [BatchViolation] {
    staleRows.isEmpty ? recordedViolations : recordedViolations + [Self.contentViolation(staleRows)]
  }
  var recordedViolations: [BatchViolation] = []
  /// Rows whose content changed without a reload in the last batch. The package refreshes such
  /// rows with a reconfigure right after the batch (``reconfigureRows(at:)``, alone or in a batch
  /// of reconfigures only), which clears them; any other batch, or a reload, makes them a
  /// violation for good.
  var staleRows: [StaleRow] = []
  /// The number of batches checked, loose calls included.
  public internal(set) var validatedBatchCount = 0
  /// The number of batches a table view accepted by reloading all its data instead of
  /// animating, because a row moved out of a deleted section or into an inserted one
  /// (<doc:UIKitBatchRules>, rule 16).
  public internal(set) var reloadFallbackCount = 0

  /// Whether no violation has been found since the last ``removeAllViolations()``.
  public var isValid: Bool { violations.isEmpty }

  let validator: BatchValidator
  var depth = 0
  var pending = RecordedBatch()
  var reloadedDataInBatch = false
  /// The counts the table last saw, or `nil` when it must read them again (rule 26).
  var cachedCounts: [Int]?
  /// The items the table last saw, when the content check is on.
  var mirror: [[AnyHashable?]]?
  /// Rows whose control the user changed since the last batch (``userChangedControl(at:)``),
  /// which the next batch refreshes.
  var userChangedRows: Set<TablePath> = []

  /// Creates a sink that checks the batches of `dataSource`.
  ///
  /// The sink reads the data source's counts and items at once, as a table does when it first
  /// shows its data source; after ``TableSink/reloadData()`` it reads them again lazily, at the next batch
  /// (<doc:UIKitBatchRules>, rules 26 and 28). It does not install itself as the data source's
  /// sink; set ``DataSourceProtocol/sink`` to it (or to a sink in front of it).
  ///
  /// - Parameters:
  ///   - dataSource: The data source whose counts and items the table shows; held weakly.
  ///   - downstream: A sink that receives every call after the validator records it.
  ///   - flavor: The view to imitate; `.tableView` by default.
  ///   - contentCheck: How much of the table the content check compares after each batch;
  ///     ``ContentCheck/incremental`` by default.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus O(*r*) for *r* rows with a content check (it
  ///   reads every row once, as the table's first contents).
  public init(
    dataSource: any DataSourceProtocol, downstream: (any TableSink)? = nil,
    flavor: Flavor = .tableView, contentCheck: ContentCheck = .incremental
  ) {
    self.dataSource = dataSource
    self.downstream = downstream
    self.flavor = flavor
    self.contentCheck = contentCheck
    self.validator = BatchValidator(flavor: flavor)
    readDataSource()
  }

  /// Reads the data source's counts and rows now if the table has forgotten them (after
  /// ``TableSink/reloadData()``), as a table does when it lays out; otherwise does nothing.
  ///
  /// - Complexity: O(*r*) for *r* rows when it reads them, else O(1).
  public func layoutIfNeeded() {
    if cachedCounts == nil { readDataSource() }
  }

  /// Forgets the violations found so far that `isExpected`; for the fuzz test, which expects
  /// some of them.
  package func removeViolations(where isExpected: (BatchViolation) -> Bool) {
    recordedViolations.removeAll(where: isExpected)
  }

  /// Forgets every violation found so far; the counts and contents the table saw are kept.
  public func removeAllViolations() {
    recordedViolations.removeAll()
    staleRows.removeAll()
  }

  // MARK: Batches

  /// Takes one call of the table's (each ``TableSink`` method arrives here as its
  /// ``TableUpdate``), records it, and passes it on to ``downstream``.
  ///
  /// - ``TableUpdate/beginUpdates`` opens a batch, or nests one more level; the outermost level
  ///   reads the table's counts if it has none (<doc:UIKitBatchRules>, rules 22 and 26).
  /// - ``TableUpdate/endUpdates`` closes one level; closing the outermost level checks the
  ///   batch. With no open batch it is reported as ``BatchViolation/Rule/unbalancedEndUpdates``
  ///   and otherwise ignored (rule 23).
  /// - Inserts and move destinations are in after-batch coordinates; deletes, reloads and move
  ///   sources in before-batch coordinates.
  /// - ``TableUpdate/reconfigureRows(_:)`` refreshes cells in place: outside a batch (as the
  ///   package sends it) in the table's current coordinates, inside one in before-batch
  ///   coordinates. The rows must exist and, inside a batch, must not be deleted, reloaded or
  ///   moved by it (``BatchViolation/Rule/reconfigureRowOutOfRange``,
  ///   ``BatchViolation/Rule/reconfigureChangedRow``); the content check then expects the data
  ///   source's current items in those rows.
  /// - ``TableUpdate/reloadData`` forgets the counts and contents the table saw; the next batch
  ///   reads them again. Inside a batch it is reported as
  ///   ``BatchViolation/Rule/reloadDataInsideBatch``; the batch is still checked when it ends,
  ///   and the table forgets what it saw afterwards (rule 29).
  ///
  /// - Complexity: O(1) amortized to record a call, plus O(*k*) for its *k* paths; at the end of
  ///   the outermost level, O(*k* log *k* + *s*) for the batch's *k* operations and *s* sections
  ///   (each reloaded row adds O(*k*), as UIKit places it), plus the content check's cost
  ///   (``ContentCheck``): O(*r*) for *r* rows when full.
  public func receive(_ update: TableUpdate) {
    switch update {
    case .beginUpdates:
      if depth == 0 { startBatch() }
      depth += 1
    case .endUpdates:
      if depth == 0 {
        recordedViolations.append(
          BatchViolation(
            rule: .unbalancedEndUpdates,
            message: "endUpdates() was called without a matching beginUpdates()"))
      } else {
        depth -= 1
        if depth == 0 { finishBatch() }
      }
    case .insertSections(let sections, _):
      record { $0.inserts += sections.map { UpdateKey(section: $0) } }
    case .deleteSections(let sections, _):
      record { $0.deletes += sections.map { UpdateKey(section: $0) } }
    case .reloadSections(let sections, _):
      record { $0.reloads += sections.map { UpdateKey(section: $0) } }
    case .moveSection(let section, let newSection):
      record {
        $0.moves.append(
          KeyMove(from: UpdateKey(section: section), to: UpdateKey(section: newSection)))
      }
    case .insertRows(let paths, _):
      record { $0.inserts += paths.map(UpdateKey.init) }
    case .deleteRows(let paths, _):
      record { $0.deletes += paths.map(UpdateKey.init) }
    case .reloadRows(let paths, _):
      record { $0.reloads += paths.map(UpdateKey.init) }
    case .moveRow(let path, let newPath):
      record { $0.moves.append(KeyMove(from: UpdateKey(path), to: UpdateKey(newPath))) }
    case .reconfigureRows(let paths):
      record { $0.reconfigures += paths }
    case .reloadData:
      forgetRowsOnReload()
    }
    downstream?.apply(update)
  }

  /// Hands `completion` to ``downstream``, so that it runs once the view behind has applied the
  /// batches; runs it at once without one.
  public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
    handAfterUpdates(completion, to: downstream)
  }

  /// What ``TableUpdate/reloadData`` does before it is passed on.
  private func forgetRowsOnReload() {
    commitStaleRows()
    if depth > 0 {
      recordedViolations.append(
        BatchViolation(
          rule: .reloadDataInsideBatch,
          message:
            "reloadData() was called inside a batch; UIKit defers it to the end of the batch and "
            + "does not animate the batch's changes"))
      reloadedDataInBatch = true
    } else {
      invalidate()
    }
  }
}

extension ValidatingSink: DeliveryObserver {
  /// Passes the end of a delivery on to a downstream sink that wants it (a ``RecordingSink``).
  func deliveryEnded() { (downstream as? any DeliveryObserver)?.deliveryEnded() }
}
