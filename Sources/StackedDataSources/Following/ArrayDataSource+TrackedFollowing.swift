import Foundation
import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ArrayDataSource where Item: Sendable {
  /// Follows the ``TrackedArray`` at `model[keyPath: keyPath]`: the source shows it now and,
  /// after each change, makes the array's own edits since the value it showed last its edits
  /// (an append is an insert, a set element a reconfigure, ``TrackedArray/move(from:to:)`` a
  /// move), as one batch per main-actor turn. Holds `model` weakly. See ``Following`` for the
  /// lifetime rules.
  ///
  /// ```swift
  /// @Observable final class Devices { var list: TrackedArray<String> = [] }
  /// devicesSource.follow(devices, \.list)
  /// devices.list.append("Watch")   // one insert when the turn ends, without a diff
  /// ```
  ///
  /// - Complexity: Each change costs O(*k*) for the *k* elements its edits remove and insert,
  ///   plus the source's own edits (O(1) amortised for an append, O(*n*) for an insert or
  ///   removal inside the array, as on `Array`). The first value, and a value whose history
  ///   does not reach back to the one applied last (see ``TrackedArray``), are diffed whole:
  ///   O(*n* + *m*) expected, as `replaceAll(with:)`.
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, TrackedArray<Item>>
  ) -> Following {
    follow { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the tracked array `read` returns; returning `nil` ends the follow. See
  /// `follow(_:_:)`.
  // Disfavoured: a closure of several statements returning an array literal would fit this form
  // and the one of `[Item]`, and Swift would call it ambiguous (issue 35); a literal is items.
  @_disfavoredOverload
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> TrackedArray<Item>?) -> Following {
    Following.start(on: self, read: read) { [unowned self] in
      items
    } replay: { [unowned self] (edits) throws(DataSourceError) in
      try replay(edits) { _, _ in true }
    } replaceAll: { [unowned self] in
      replaceAll(with: $0)
    }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ArrayDataSource where Item: Identifiable & Sendable, Item.ID: Sendable {
  /// Follows the ``TrackedArray`` at `model[keyPath: keyPath]`, matching items by `id`: a set
  /// element with the same id is reconfigured, one with another id deleted and inserted. Edits
  /// that leave an id twice are refused with
  /// ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)`` naming it, reported
  /// to ``Following/onError``; the table keeps its last consistent state.
  ///
  /// - Complexity: O(*k*) per change as for items matched by value, plus hashing the *k* ids;
  ///   the follow keeps a count of the *n* ids (hashed once, with the first value).
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, TrackedArray<Item>>
  ) -> Following {
    follow { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the tracked array `read` returns, matched by `id`; see `follow(_:_:)`.
  // Disfavoured for an array literal, as the form above.
  @_disfavoredOverload
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> TrackedArray<Item>?) -> Following {
    let counts = IdentityCounts<Item>()
    return Following.start(on: self, read: read) { [unowned self] in
      items
    } replay: { [unowned self] (edits) throws(DataSourceError) in
      try counts.take(edits, dataSource: name)
      try replay(edits) { $0.id == $1.id }
    } replaceAll: { [unowned self] (new) throws(DataSourceError) in
      // Counted first, as the cursor is moved first: the batch may flush again, inside.
      // When the value is refused, the next apply counts again.
      counts.reset(to: new)
      try replaceAll(with: new, identifiedBy: \.id)
    }
  }
}

extension ArrayDataSource {
  /// Makes `edits`, made on a tracked array whose value this source shows, this source's own,
  /// in one transaction.
  ///
  /// - Parameter sameRow: Whether a replaced element and its replacement are one row (then it
  ///   is reconfigured; otherwise deleted and inserted).
  /// - Throws: What the source's edits throw: they cannot when the source shows the value the
  ///   edits start from.
  func replay(
    _ edits: ArraySlice<EditLog<Item>.Edit>, sameRow: (Item, Item) -> Bool
  ) throws(DataSourceError) {
    try core.perform(
      { () throws(DataSourceError) in
        for edit in edits {
          switch edit {
          case .move(let source, let destination):
            try move(from: source, to: destination)
          case .replace(let range, let removed, let inserted)
          where removed.count == inserted.count && zip(removed, inserted).allSatisfy(sameRow):
            try replace(at: IndexSet(integersIn: range), with: inserted)
          case .replace(let range, _, let inserted):
            if !range.isEmpty { try removeSubrange(range) }
            if !inserted.isEmpty { try insert(contentsOf: inserted, at: range.lowerBound) }
          }
        }
      }, completion: nil)
  }
}
