extension ExpandingDataSource: PausableSource {
  /// What the table's queries read: the sections, their collapsed row counts and which are
  /// expanded.
  struct Displayed {
    var sections: [Section]
    var caps: [Int]
    var expandedIDs: Set<SectionID>

    /// The rows section `index` shows; 0 when there is no such section.
    func rowCount(inSection index: Int) -> Int {
      guard sections.indices.contains(index) else { return 0 }
      let section = sections[index]
      let limit = expandedIDs.contains(section.id) ? nil : caps[index]
      return VisibleRows.count(section.items.count, limit: limit)
    }

    /// The item of the row at `path`, or `nil` when there is no such row.
    func item(at path: TablePath) -> Item? {
      guard path.row >= 0, path.row < rowCount(inSection: path.section) else { return nil }
      return sections[path.section].items[path.row]
    }
  }

  /// Whether the table is held at the sections and rows it was last told of while ``sections``
  /// and the expansion state change; see ``pause()``.
  ///
  /// - Complexity: O(1).
  public var isPaused: Bool { core.isPaused }

  /// Holds the table at the sections and rows it shows now: later edits, expansions and
  /// collapses change the model and call ``didChange``, but send nothing until ``resume()`` or
  /// ``flush()``.
  ///
  /// While paused, every query the table makes (``numberOfSections``,
  /// ``numberOfRows(inSection:)``, ``item(at:)``, ``rowItem(at:)``, titles, row content…)
  /// answers from what the table was last told of, so the table stays consistent however the
  /// model changes; a stack the source belongs to keeps sending its other groups' batches.
  /// Mutations take item paths in ``sections`` as they are now, as always, and the model's
  /// queries (``numberOfItems(inSection:)``, ``isExpanded(section:)``,
  /// ``isItemVisible(at:)``) read the model. The user may not delete or move rows meanwhile:
  /// ``canEditRow(at:)`` and ``canMoveRow(at:)`` answer `false`, and ``commitDelete(at:)`` and
  /// ``commitMove(from:to:)`` throw ``DataSourceError/Code/rowNotEditable`` and
  /// ``DataSourceError/Code/rowNotMovable``. Pausing a paused source does nothing.
  ///
  /// ```swift
  /// recent.pause()
  /// try recent.append(contentsOf: older, toSection: 0)
  /// try recent.expand(section: 0)
  /// recent.resume()   // one batch: the rows the section shows now, under its cap or not
  /// ```
  ///
  /// - Complexity: O(1); the model is copied on the next edit.
  public func pause() { pauseEdits() }

  /// Sends the net change of every edit made since ``pause()`` as one batch — nothing when they
  /// cancel out — and lets later edits through. Inside an open transaction the change joins the
  /// transaction's batch; during a delivery it is sent once the delivery ends. Resuming a source
  /// that is not paused does nothing.
  ///
  /// - Complexity: O(*k*) for the *k* edits made while paused, plus their netting.
  public func resume() { resumeEdits() }

  /// Sends the net change of the edits held so far, as ``resume()`` does, and stays paused.
  ///
  /// - Complexity: as ``resume()``.
  public func flush() { flushEdits() }

  /// Whether the user may delete the row at `path`: ``ItemDataSource/canEdit`` allows its item
  /// and the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canEditRow(at path: TablePath) -> Bool { userMayEditRow(at: path) }

  /// Whether the user may move the row at `path`: ``ItemDataSource/canMove`` allows its item
  /// and the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canMoveRow(at path: TablePath) -> Bool { userMayMoveRow(at: path) }

  /// What the table was last told of: the model, or the frozen copy while paused.
  var displayed: Displayed {
    pausedDisplay ?? Displayed(sections: sections, caps: caps, expandedIDs: expandedIDs)
  }

  func freezeDisplayed() {
    pausedDisplay = Displayed(sections: sections, caps: caps, expandedIDs: expandedIDs)
  }

  func thawDisplayed() { pausedDisplay = nil }
}
