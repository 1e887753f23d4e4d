/// The calls of one outermost batch, collected so that a view adapter can make them all at once
/// — the common part of the package's UIKit and AppKit sinks, kept here where it is tested.
///
/// A view adapter hands every call to the buffer and acts on what comes back: nothing while a
/// batch is open; at the outermost `endUpdates()` (or for a call outside any batch, which is a
/// batch of its own) either the batch's calls, in order, or a reload of all the data. A
/// `reloadData()` inside a batch replaces the whole batch with one reload at its end — what UIKit
/// itself does, without animating the batch (<doc:UIKitBatchRules>, rule 29) — so every adapter
/// behaves the same way. An unbalanced `endUpdates()` is ignored.
package struct BatchBuffer {
  /// What the view must do once a batch is complete.
  package enum Flush: Equatable {
    /// Make these calls in one batch (never empty).
    case updates([TableUpdate])
    /// Reload all the data.
    case reloadData
  }

  private var depth = 0
  private var pending: [TableUpdate] = []
  private var reloads = false

  package init() {}

  /// Whether a batch is open.
  package var isOpen: Bool { depth > 0 }

  /// Opens a batch, or nests one more level.
  package mutating func begin() { depth += 1 }

  /// Closes a level; the outermost level returns the batch to flush (`nil` when it was empty).
  package mutating func end() -> Flush? {
    guard depth > 0 else { return nil }
    depth -= 1
    guard depth == 0 else { return nil }
    defer {
      pending = []
      reloads = false
    }
    if reloads { return .reloadData }
    return pending.isEmpty ? nil : .updates(pending)
  }

  /// Takes any call: a boundary opens or closes a batch (``begin()``, ``end()``), a
  /// `reloadData()` is ``reloadData()``, and a content call is kept while a batch is open, else
  /// returned as a batch of its own.
  package mutating func receive(_ update: TableUpdate) -> Flush? {
    switch update {
    case .beginUpdates:
      begin()
      return nil
    case .endUpdates: return end()
    case .reloadData: return reloadData()
    default: break
    }
    guard depth == 0 else {
      pending.append(update)
      return nil
    }
    return .updates([update])
  }

  /// Takes `reloadData()`: at the end of the open batch, instead of it, or now.
  package mutating func reloadData() -> Flush? {
    guard depth == 0 else {
      reloads = true
      return nil
    }
    return .reloadData
  }
}
