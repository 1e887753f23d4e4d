import Foundation

/// The receiver of a table's updates, shaped like `UITableView`'s batch-update API.
///
/// A data source reports every change to its sink. A `UITableView` adapter is one sink; so are the
/// ``RecordingSink`` used in tests, the ``ValidatingSink`` that enforces UIKit's batch rules, and
/// the proxies a ``SectionGroupStack`` hands its children.
///
/// ## Coordinate spaces
///
/// Inside one batch (between the outermost ``beginUpdates()`` and its ``endUpdates()``), UIKit
/// applies all deletes before all inserts whatever the call order, so:
///
/// - deletes, reloads and move *sources* name positions in the table **before** the batch;
/// - inserts and move *destinations* name positions in the table **after** the batch.
///
/// A call outside any batch is a batch of its own. Batches nest as a counter: only the outermost
/// `endUpdates` ends the batch.
@MainActor
public protocol TableSink: AnyObject {
  /// Opens a batch, or nests one more level inside the open batch.
  func beginUpdates()
  /// Closes one level; closing the outermost level ends the batch.
  func endUpdates()
  /// Inserts sections at indexes in the table **after** the batch.
  func insertSections(_ sections: IndexSet, with animation: RowAnimation)
  /// Deletes sections at indexes in the table **before** the batch.
  func deleteSections(_ sections: IndexSet, with animation: RowAnimation)
  /// Reloads sections at indexes in the table **before** the batch.
  func reloadSections(_ sections: IndexSet, with animation: RowAnimation)
  /// Moves the section at `section` (**before**) to `newSection` (**after**).
  func moveSection(_ section: Int, toSection newSection: Int)
  /// Inserts rows at paths in the table **after** the batch.
  func insertRows(at paths: [TablePath], with animation: RowAnimation)
  /// Deletes rows at paths in the table **before** the batch.
  func deleteRows(at paths: [TablePath], with animation: RowAnimation)
  /// Reloads rows at paths in the table **before** the batch.
  func reloadRows(at paths: [TablePath], with animation: RowAnimation)
  /// Moves the row at `path` (**before**) to `newPath` (**after**).
  func moveRow(at path: TablePath, to newPath: TablePath)
  /// Refreshes the cells of rows whose content changed in place, keeping the cells (UIKit's
  /// `reconfigureRows(at:)`).
  ///
  /// The package calls it outside any batch, right after the batch it belongs to, so `paths`
  /// are in the table's current coordinates (after that batch). The default implementation
  /// reloads the rows without animation, so a sink written before this requirement keeps
  /// working.
  func reconfigureRows(at paths: [TablePath])
  /// Discards everything the table knows and reads the data source again.
  func reloadData()
  /// Runs `completion` once the view has applied the batches it received so far, animations
  /// included.
  ///
  /// A data source's ``DataSourceProtocol/performBatchUpdates(_:completion:)`` hands its
  /// completion here after sending the batch. The default implementation runs it at once; the
  /// package's UIKit sinks run it when `performBatchUpdates(_:completion:)` finishes, and a sink
  /// that passes its calls on to another hands it on.
  func afterUpdates(_ completion: @escaping @MainActor () -> Void)
}

extension TableSink {
  /// Runs `completion` at once.
  public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
    completion()
  }

  /// What a sink that passes its calls on to `downstream` does with a completion: hands it on,
  /// so that it runs when the view at the end of the chain has applied the batches, or runs it
  /// at once at the end of the chain.
  func handAfterUpdates(
    _ completion: @escaping @MainActor () -> Void, to downstream: (any TableSink)?
  ) {
    if let downstream { downstream.afterUpdates(completion) } else { completion() }
  }

  /// Reloads the rows without animation.
  public func reconfigureRows(at paths: [TablePath]) {
    reloadRows(at: paths, with: .none)
  }

  /// Runs `updates` inside one batch: ``beginUpdates()``, the block, ``endUpdates()``.
  ///
  /// The batch is closed even when `updates` throws.
  public func performBatchUpdates(_ updates: () throws -> Void) rethrows {
    beginUpdates()
    defer { endUpdates() }
    try updates()
  }

  /// Makes the call that `update` describes.
  ///
  /// - Complexity: O(*k*) where *k* is the number of paths or sections in `update`.
  public func apply(_ update: TableUpdate) {
    switch update {
    case .beginUpdates: beginUpdates()
    case .endUpdates: endUpdates()
    case .insertSections(let s, let a): insertSections(s, with: a)
    case .deleteSections(let s, let a): deleteSections(s, with: a)
    case .reloadSections(let s, let a): reloadSections(s, with: a)
    case .moveSection(let from, let to): moveSection(from, toSection: to)
    case .insertRows(let p, let a): insertRows(at: p, with: a)
    case .deleteRows(let p, let a): deleteRows(at: p, with: a)
    case .reloadRows(let p, let a): reloadRows(at: p, with: a)
    case .moveRow(let from, let to): moveRow(at: from, to: to)
    case .reconfigureRows(let p): reconfigureRows(at: p)
    case .reloadData: reloadData()
    }
  }
}
