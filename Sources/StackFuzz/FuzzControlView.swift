import Foundation
import StackedDataSources

/// The fuzz test's picture of the controls a view shows: the oracle of the no-echo contract
/// (``ControlValue``), independent of the core's own bookkeeping.
///
/// A real view's control shows what the user entered into it until the row is refreshed — a
/// reconfigure, a reload, or the row inserted anew. So this sink remembers, for each row the user
/// changed (by the row's identity, which ``RowIdentities`` follows through every batch), the
/// content the view shows, and forgets it when a batch refreshes the row. It finds three faults:
///
/// - an **echo**: while the user's input is handed on, a reconfigure of the row that produced
///   it whose content is what the view shows already (the text field would lose its cursor, the
///   slider its drag);
/// - a **stale control**: after a step, a remembered row whose content is not what its control
///   shows, with no refresh sent (the owner did not take the value, and nothing put it back);
/// - a **lost control**: the first batch after the user's input deletes or reloads the row that
///   took it (the view gives the row a new cell, and the user loses the keyboard or the drag),
///   which the fuzzer accepts only when the row's item left the table (see
///   ``replacedRows``).
///
/// Rows of a paused source are in the second check too (issue 35, defect 2): it answers from
/// what it was last told, but a row the user changed answers as the view shows it, with the
/// value it holds until it resumes (a view that reads the row again — a `List` drawing its rows,
/// a table giving a row scrolled back its cell — must not show the old value); a refused value
/// is put back with its held edits.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FuzzControlView: TableUpdateSink {
  /// The rows whose controls show what the user entered, by identity.
  private var shown: [RowIdentity: RowContent] = [:]
  /// Identities the open batch refreshes (before it), and rows it inserts (after it).
  private var refreshed: Set<RowIdentity> = []
  /// Identities the open batch reloads (before it), and those of rows in sections it deletes
  /// or reloads.
  private var reloaded: Set<RowIdentity> = []
  private var inReplacedSections: Set<RowIdentity> = []
  private var inserted: [TablePath] = []
  private var insertedSections: IndexSet = []
  private let identities: RowIdentities
  private let dataSource: any DataSourceProtocol
  /// The row whose input is being handed on, while it is.
  private var producing: RowIdentity?
  /// The rows the user changed since the last batch, with the identity of the item each showed
  /// (``StackFuzzer/key(of:)``).
  private var enteredSinceBatch: [RowIdentity: AnyHashable] = [:]
  /// Rows the first batch after the user's input deleted or reloaded, with their items'
  /// identities and whether their whole section went with them (as UIKit needs when a section
  /// both moves and changes its rows) or they went into a section the batch inserted, for the
  /// fuzzer to check.
  var replacedRows: [(identity: RowIdentity, key: AnyHashable, bySection: Bool)] = []
  /// The first echo seen, for the fuzzer to report.
  private(set) var echo: String?
  /// Echoes looked for: reconfigures of rows whose control the user had changed.
  private(set) var reconfiguresOfChangedRows = 0
  /// Batches begun (`beginUpdates`): those that change rows or sections, not the reconfigures
  /// that follow a batch on their own.
  private(set) var batchesBegun = 0

  init(identities: RowIdentities, dataSource: any DataSourceProtocol) {
    self.identities = identities
    self.dataSource = dataSource
  }

  /// The user entered a value into the control of the row at `path` (as the view shows it: the
  /// coordinates of the last batch), so that the view shows `content` there.
  ///
  /// - Parameter key: The identity of the row's item, when its next batch is the input's own
  ///   (not that of a paused source, which holds it until it resumes).
  func userEntered(at path: TablePath, key: AnyHashable?, shows content: RowContent) {
    guard let identity = identities.identity(at: path) else { return }
    shown[identity] = content
    producing = identity
    if let key { enteredSinceBatch[identity] = key }
  }

  /// What the control of the row with `identity` shows, when the user changed it and no batch
  /// has refreshed the row since.
  func shownContent(of identity: RowIdentity) -> RowContent? { shown[identity] }

  /// The data source took the input (or refused it): its batches, if any, were delivered;
  /// `settled` when no transaction holds its change (the input's batch came, or none was due).
  func inputHandedOn(settled: Bool) {
    if settled, let producing { enteredSinceBatch[producing] = nil }
    producing = nil
  }

  /// The data source refused the value of the row at `path` with an error: the bridge put the
  /// control back from the row's content, `putBack` (through the open transaction, as
  /// `handOnUserInput` reads it; `nil` for none). Inside a transaction that is not the content
  /// the view was last sent (the owner took an earlier input, and a stepper's text follows its
  /// value), so the view shows it until a batch refreshes the row, and a later input starts
  /// from it (soak seed 400336).
  func inputRefused(at path: TablePath, putBack: RowContent?) {
    guard let identity = identities.identity(at: path) else { return }
    shown[identity] = putBack
    enteredSinceBatch[identity] = nil
  }

  func receive(_ update: TableUpdate) {
    // During a batch, `identities` (in front of this sink) still shows the rows before it; it
    // applies the batch when the batch ends, before passing the end on.
    switch update {
    case .reloadRows(let paths, _):
      for path in paths { identities.identity(at: path).map { _ = refreshed.insert($0) } }
      reloaded.formUnion(paths.compactMap(identities.identity(at:)))
    case .reloadSections(let sections, _):
      for section in sections { refreshAll(inSection: section) }
      noteReplaced(sections)
    case .deleteSections(let sections, _): noteReplaced(sections)
    case .insertRows(let paths, _): inserted += paths
    case .insertSections(let sections, _): insertedSections.formUnion(sections)
    case .beginUpdates: batchesBegun += 1
    case .endUpdates: applyBatch()
    case .reconfigureRows(let paths): checkReconfigures(paths)
    case .reloadData:
      shown = [:]
      enteredSinceBatch = [:]
    default: break
    }
  }

  /// Notes the rows of `sections` (before the batch), which the batch replaces whole.
  private func noteReplaced(_ sections: IndexSet) {
    guard !enteredSinceBatch.isEmpty else { return }
    let rows = identities.sections
    for section in sections where rows.indices.contains(section) {
      inReplacedSections.formUnion(rows[section].rows)
    }
  }

  private func refreshAll(inSection section: Int) {
    let sections = identities.sections
    guard sections.indices.contains(section) else { return }
    refreshed.formUnion(sections[section].rows)
  }

  private func applyBatch() {
    for path in inserted { identities.identity(at: path).map { _ = refreshed.insert($0) } }
    for section in insertedSections { refreshAll(inSection: section) }
    for identity in refreshed { shown[identity] = nil }
    findReplacedRows()
    refreshed = []
    reloaded = []
    inReplacedSections = []
    inserted = []
    insertedSections = []
  }

  /// Notes the rows the user changed that the batch (applied to ``identities``) deleted or
  /// reloaded, and forgets the rest: the batch refreshed them.
  ///
  /// - Complexity: O(*n*) for *n* rows, when the user changed one.
  private func findReplacedRows() {
    guard !enteredSinceBatch.isEmpty else { return }
    let rows = Set(identities.sections.flatMap(\.rows))
    // UIKit moves no row into a section the batch inserts: a row whose group went there (a
    // section split by a group shown above it) is deleted and inserted anew.
    var insertedKeys: Set<AnyHashable> = []
    for section in insertedSections where section < dataSource.numberOfSections {
      for row in 0..<dataSource.numberOfRows(inSection: section) {
        let item = FuzzModel.shown(at: TablePath(section: section, row: row), of: dataSource)
        insertedKeys.insert(StackFuzzer.key(of: item))
      }
    }
    for (identity, key) in enteredSinceBatch
    where reloaded.contains(identity) || !rows.contains(identity)
      || inReplacedSections.contains(identity)
    {
      let bySection = inReplacedSections.contains(identity) || insertedKeys.contains(key)
      replacedRows.append((identity, key, bySection))
    }
    enteredSinceBatch = [:]
  }

  /// A reconfigure refreshes its rows; one whose row's content is what the view shows is an
  /// echo.
  private func checkReconfigures(_ paths: [TablePath]) {
    for path in paths {
      guard let identity = identities.identity(at: path), let content = shown[identity] else {
        continue
      }
      reconfiguresOfChangedRows += 1
      // An app may reconfigure any row, even to what it shows; only the input's own row must
      // not be.
      if identity == producing, dataSource.rowContent(at: path) == content, echo == nil {
        echo = "row \(path) (\(identity)) was reconfigured to what its control shows: \(content)"
      }
      shown[identity] = nil
    }
  }

  /// The first remembered row whose content differs from what its control shows; rows that
  /// left the table are forgotten.
  ///
  /// - Complexity: O(*n*) for *n* rows, per remembered row.
  func staleControl() -> String? {
    let sections = identities.sections
    for (identity, content) in shown {
      var path: TablePath?
      for (index, section) in sections.enumerated() {
        if let row = section.rows.firstIndex(of: identity) {
          path = TablePath(section: index, row: row)
          break
        }
      }
      guard let path else {
        shown[identity] = nil
        continue
      }
      let actual = dataSource.rowContent(at: path)
      if actual != content {
        return "the control of row \(path) (\(identity)) shows \(content), but the row's content "
          + "is \(actual.map { "\($0)" } ?? "none") and no refresh came"
      }
    }
    return nil
  }
}
