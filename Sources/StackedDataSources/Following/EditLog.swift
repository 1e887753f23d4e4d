/// The recent edits of one ``TrackedArray`` lineage, numbered by version, so that a follow that
/// applied version *v* can apply the edits after it instead of diffing the whole value.
///
/// A log belongs to one array value at a time: the array forks a fresh log before it records
/// an edit while another copy of it shares the log (see ``TrackedArray``), so every value that
/// holds a log has that log's history as its own.
final class EditLog<Element> {
  /// One edit, in the coordinates of the array just before it.
  enum Edit {
    /// The elements in `range` (`removed`) were replaced by `inserted`: an insert when `range`
    /// is empty, a removal when `inserted` is.
    case replace(Range<Int>, removed: [Element], inserted: [Element])
    /// The element at `from` was moved so that its index became `to`.
    case move(from: Int, to: Int)
  }

  /// How many edits a log keeps: a follow further behind diffs the whole value instead.
  static var capacity: Int { 4_096 }

  /// The kept edits, oldest first; `edits[0]` made version `first + 1`.
  private var edits: [Edit] = []
  /// The version before the oldest kept edit.
  private var first = 0

  /// The version of the value that made the last edit; 0 for a new log.
  var version: Int { first + edits.count }

  /// Records `edit` as the next version, dropping the oldest edits once twice the capacity is
  /// kept.
  ///
  /// - Complexity: O(1) amortised.
  func record(_ edit: Edit) {
    edits.append(edit)
    if edits.count >= 2 * Self.capacity {
      edits.removeFirst(Self.capacity)
      first += Self.capacity
    }
  }

  /// The edits that lead from `version` to the current one, or `nil` when they are no longer
  /// all kept (or `version` is not one of this log's).
  ///
  /// - Complexity: O(1).
  func edits(since version: Int) -> ArraySlice<Edit>? {
    guard version >= first, version <= self.version else { return nil }
    return edits[(version - first)...]
  }
}

/// Where a follow of a ``TrackedArray`` stands: the log and version it applied last.
@MainActor
final class TrackedCursor<Element> {
  /// Held weakly: a strong reference would make every edit of the model fork its log.
  private weak var log: EditLog<Element>?
  private var version = 0

  /// The edits that lead from the value applied last to `value`, or `nil` when the whole value
  /// must be applied: none was yet, the log is another one (the model was assigned a new
  /// array, or a copy of it was edited), the edits are no longer kept, or ``invalidate()`` was
  /// called since.
  func edits(toReach value: TrackedArray<Element>) -> ArraySlice<EditLog<Element>.Edit>? {
    guard let log, log === value.log else { return nil }
    return log.edits(since: version)
  }

  /// Notes that the source now shows `value`.
  func reached(_ value: TrackedArray<Element>) {
    log = value.log
    version = value.log.version
  }

  /// Makes the next apply take the whole value: the source was edited by other means.
  func invalidate() { log = nil }
}
