import Foundation

/// A sink that records every call it receives, for tests.
///
/// Compare ``updates`` with an expected list, or the sink itself with `==`; a failing
/// expectation prints one call per line with batch boundaries indented.
///
/// ```swift
/// let recorder = RecordingSink()
/// fruits.sink = recorder
/// fruits.append("Kiwi")
/// #expect(recorder == [.beginUpdates, .insertRows([TablePath(section: 0, row: 3)], .automatic),
///                      .endUpdates])
/// ```
///
/// A recorder can pass every call on to another sink (``downstream``), so a test can record what
/// a ``ValidatingSink`` checks.
@MainActor
public final class RecordingSink: TableUpdateSink {
  /// Every call received, in order.
  public private(set) var updates: [TableUpdate] = []
  /// A sink that receives every call after it is recorded.
  public var downstream: (any TableSink)?
  /// The number of calls in ``updates`` at the end of each delivery a data source made, in
  /// order; see ``batches``.
  private var deliveryEnds: [Int] = []

  /// Creates an empty recorder.
  public init(downstream: (any TableSink)? = nil) {
    self.downstream = downstream
  }

  /// Forgets what was recorded.
  public func removeAll() {
    updates.removeAll()
    deliveryEnds.removeAll()
  }

  /// The calls recorded since the last ``removeAll()``, which are then forgotten.
  public func take() -> [TableUpdate] {
    defer { removeAll() }
    return updates
  }

  /// The recorded calls grouped into batches: each element is the content calls of one outermost
  /// batch, or a single loose call.
  ///
  /// A `reconfigureRows` that a data source sent as the follow-up of its batch (see
  /// ``Changeset/reconfiguredRows``) is listed with that batch; one that a later, separate
  /// delivery sent — an edit that only changed rows in place — is an element of its own.
  ///
  /// - Complexity: O(*n*) for *n* recorded calls.
  public var batches: [[TableUpdate]] {
    var result: [[TableUpdate]] = []
    var depth = 0
    var current: [TableUpdate] = []
    var justClosed = false
    var ends = deliveryEnds.makeIterator()
    var nextEnd = ends.next()
    for (index, update) in updates.enumerated() {
      // A delivery ended before this call: nothing after it follows up the batch before it.
      while let end = nextEnd, end <= index {
        if end == index { justClosed = false }
        nextEnd = ends.next()
      }
      defer { justClosed = depth == 0 && update == .endUpdates }
      switch update {
      case .beginUpdates:
        depth += 1
      case .endUpdates:
        depth -= 1
        if depth == 0 {
          result.append(current)
          current = []
        }
      case .reconfigureRows where depth == 0 && justClosed:
        result[result.count - 1].append(update)
      default:
        if depth > 0 { current.append(update) } else { result.append([update]) }
      }
    }
    return result
  }

  /// Records `update` and passes it on to ``downstream``.
  public func receive(_ update: TableUpdate) {
    updates.append(update)
    downstream?.apply(update)
  }

  /// Hands `completion` to ``downstream``, so that it runs once the view behind has applied the
  /// batches; runs it at once without one.
  public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
    handAfterUpdates(completion, to: downstream)
  }

  /// Whether the recorded calls are exactly `expected`.
  public static func == (sink: RecordingSink, expected: [TableUpdate]) -> Bool {
    sink.updates == expected
  }
}

extension RecordingSink: CustomStringConvertible {
  /// One call per line; calls inside a batch are indented by its depth.
  public nonisolated var description: String {
    MainActor.assumeIsolated {
      var lines: [String] = []
      var depth = 0
      for update in updates {
        if update == .endUpdates { depth -= 1 }
        lines.append(String(repeating: "  ", count: max(depth, 0)) + update.description)
        if update == .beginUpdates { depth += 1 }
      }
      return lines.isEmpty ? "(no updates)" : lines.joined(separator: "\n")
    }
  }
}

extension RecordingSink: DeliveryObserver {
  /// Marks the end of a delivery (for ``batches``) and passes the news on.
  func deliveryEnded() {
    if deliveryEnds.last != updates.count { deliveryEnds.append(updates.count) }
    (downstream as? any DeliveryObserver)?.deliveryEnded()
  }
}

extension RecordingSink: EditDuringBatchObserver {
  /// Passes the news on to a downstream sink that wants it (a ``ValidatingSink``).
  func dataSourceEditedDuringBatch(_ dataSource: String, deferred: Bool) {
    (downstream as? any EditDuringBatchObserver)?.dataSourceEditedDuringBatch(
      dataSource, deferred: deferred)
  }
}

extension RecordingSink: UserInputFollower {
  /// Records nothing — the view changed itself — and passes the call on to ``downstream`` when
  /// that follows input.
  public func userChangedControl(at path: TablePath) {
    forwardUserInput(at: path, to: downstream)
  }

  /// Records nothing and passes the call on to ``downstream`` when that follows input.
  public func userInputSettled(at paths: [TablePath]) {
    forwardUserInputSettled(at: paths, to: downstream)
  }
}
