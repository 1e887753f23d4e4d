import Foundation

extension FetchedDataSource {
  /// Reads every object from the store and shows those the request matches.
  ///
  /// The first fetch fills the source; a sink set before it gets the rows as one batch of
  /// inserts. A later fetch re-reads the store and sends the difference as one batch; while
  /// changes are held it waits for them.
  ///
  /// ```swift
  /// do { try notes.performFetch() } catch { showBanner(error.description) }
  /// ```
  ///
  /// - Throws: ``DataSourceError/fetchFailed(dataSource:reason:)`` when the store throws;
  ///   ``DataSourceError/duplicateObjectIdentifier(dataSource:identifier:)`` when two objects
  ///   share an identity; ``DataSourceError/negativeFetchLimit(dataSource:limit:)``. The rows do
  ///   not change, and the error is kept in ``fetchError``.
  /// - Complexity: O(*n* log *n*) for *n* stored objects, plus the diff of a later fetch.
  public func performFetch() throws(DataSourceError) {
    do throws(DataSourceError) {
      if let limit = request.limit, limit < 0 {
        throw DataSourceError.negativeFetchLimit(dataSource: name, limit: limit)
      }
      let objects: [Object]
      do {
        objects = try store.fetchObjects()
      } catch {
        throw DataSourceError.fetchFailed(dataSource: name, reason: "\(error)")
      }
      let fetched = try FetchedResults(objects: objects, request: request, dataSource: name)
      fetchError = nil
      if !hasFetched {
        // The first fetch shows every row: one batch of inserts, if anything follows the source.
        hasFetched = true
        pendingRequest = nil
      }
      // The fetch supersedes every held change.
      _ = pending.take()
      pendingResults = fetched
      flushUnlessPaused()
    } catch {
      fetchError = error
      throw error
    }
  }

  /// Shows the objects of `request` instead, animating the re-filter, re-sort and re-section as
  /// one batch (a diff of the rows shown before and after); while changes are held, at their
  /// release.
  ///
  /// The stored objects are kept, so the store is not read again.
  ///
  /// ```swift
  /// try contacts.replaceRequest(FetchRequest(sortedBy: [FetchSortComparator(\.firstName)]))
  /// ```
  ///
  /// - Throws: ``DataSourceError/negativeFetchLimit(dataSource:limit:)``; nothing changes.
  /// - Complexity: O(*n* log *n*) for *n* stored objects.
  public func replaceRequest(_ request: FetchRequest<Object>) throws(DataSourceError) {
    if let limit = request.limit, limit < 0 {
      throw .negativeFetchLimit(dataSource: name, limit: limit)
    }
    guard hasFetched else {
      results = FetchedResults(request: request)
      return
    }
    pendingRequest = request
    flushUnlessPaused()
  }

  /// Sends the difference an option change makes, in the rows the table shows: the options
  /// already changed, so the placeholder rows' receiver would count from the new ones.
  func optionChanged(hidesEmptySection oldHides: Bool, showsObjectRows oldShows: Bool) {
    guard oldHides != hidesEmptySection || oldShows != showsObjectRows else { return }
    let before = display(of: results, oldHides, oldShows)
    let after = display(of: results, hidesEmptySection, showsObjectRows)
    core.applyBatch(inShownRows: true) {
      if results.request.limit != nil { limitedDisplay = after }
      // A placeholder row comes and goes with the object rows: the one section is reloaded.
      if oldShows != showsObjectRows, rowBehavior.placeholder != nil, before.count == 1,
        after.count == 1, results.request.sectionKey == nil
      {
        var changes = Changeset()
        changes.reloadedSections = [SectionMove(from: 0, to: 0)]
        return changes
      }
      return Self.diff(from: before, to: after, dataSource: name)
    } rowCount: { [unowned self] in
      numberOfRows(inSection: $0)
    }
  }

  /// The sections and rows `results` shows with the given options.
  ///
  /// - Complexity: O(*n*), or O(*l* + *s*) with a limit *l*.
  func display(
    of results: FetchedResults<Object>, _ hidesEmptySection: Bool, _ showsObjectRows: Bool
  ) -> [FetchedDisplaySection<Object>] {
    var sections: [FetchedDisplaySection<Object>] = []
    var remaining = results.request.limit ?? Int.max
    for section in results.sections {
      var rows: [FetchedRow<Object>] = []
      outer: for chunk in section.rows.chunks {
        for row in chunk {
          guard remaining > 0 else { break outer }
          rows.append(row)
          remaining -= 1
        }
      }
      if rows.isEmpty && results.request.sectionKey != nil { continue }
      sections.append(FetchedDisplaySection(name: section.name, rows: showsObjectRows ? rows : []))
    }
    if hidesEmptySection && results.request.sectionKey == nil
      && results.sections[0].rows.isEmpty
    {
      return []
    }
    return sections
  }

  /// The batch from one display to another, sections and objects matched by identity.
  ///
  /// - Complexity: O(*n* + *m*) expected.
  static func diff(
    from old: [FetchedDisplaySection<Object>], to new: [FetchedDisplaySection<Object>],
    dataSource: String
  ) -> Changeset {
    var sectionNumbers: [FetchedSectionName?: Int] = [:]
    var objectNumbers: [Object.ID: Int] = [:]
    func number<K: Hashable>(_ key: K, in table: inout [K: Int]) -> Int {
      if let number = table[key] { return number }
      table[key] = table.count
      return table.count - 1
    }
    func snapshot(
      _ display: [FetchedDisplaySection<Object>], reusing previous: Snapshot<Int, Int, Int>?
    ) -> (Snapshot<Int, Int, Int>, [Object]) {
      var objects: [Object] = []
      var ids: [Int] = []
      var sections: [(id: Int, items: [Int])] = []
      for section in display {
        var items: [Int] = []
        for row in section.rows {
          items.append(objects.count)
          objects.append(row.object)
          ids.append(number(row.object.id, in: &objectNumbers))
        }
        sections.append((number(section.name, in: &sectionNumbers), items))
      }
      // Identities are unique: the results hold each object once.
      let snapshot = try! Snapshot(
        sections: sections, identifiedBy: { ids[$0] }, dataSource: dataSource, reusing: previous)
      return (snapshot, objects)
    }
    let (oldSnapshot, oldObjects) = snapshot(old, reusing: nil)
    // A re-fetch that found the same objects in the same places hashes nothing again.
    let (newSnapshot, newObjects) = snapshot(new, reusing: oldSnapshot)
    return Changeset(from: oldSnapshot, to: newSnapshot) { oldObjects[$0] == newObjects[$1] }
  }
}
