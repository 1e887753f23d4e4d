/// A value the user already entered into a row's control (typed, dragged, picked), committed
/// without echo.
///
/// The view shows the value before the model knows of it, as it shows a user's drag. So the
/// input is a transaction: its first record notes, in the root's tracker, the row and the content
/// the view now shows (``ChangeTracker/markUserInput(at:shows:)``); then the owner's handler
/// changes the model — a followed model it writes joins the transaction as it closes. At the
/// close the root settles the row against its content (``settleUserInput(_:in:)``): content that
/// is what the view shows needs no reconfigure, and any the transaction made is dropped (no
/// echo: a text field keeps its cursor, a dragged slider is not reset); content that differs (the
/// owner refused or changed the value) gets a reconfigure, which puts the control right. Every
/// other row the transaction changed is reconfigured as usual.
extension TransactionCore {
  /// Runs `handler` as a transaction in which the user entered a value into the row at `path`
  /// (the source's current coordinates), so that the view shows `content` there.
  ///
  /// The root notes the row with what its view shows and tells its sink
  /// (``UserInputFollower/userChangedControl(at:)``, in the coordinates the sink was last sent),
  /// unless the view does not show `content` there: the input came from a handler of another
  /// input (app code, not the view), or the open transaction already changed the row (the view
  /// shows the row as it was, with the user's value). Such a row is refreshed like any other.
  ///
  /// - Throws: ``DataSourceError/Code/editDuringBatch`` while the root delivers a batch (an
  ///   input from inside a sink call); nothing changes and the handler does not run.
  /// - Complexity: O(log *r*) to note the row, plus the handler and the transaction's batch.
  func enterUserValue(at path: TablePath, shows content: RowContent, handler: () -> Void)
    throws(DataSourceError)
  {
    try refuseDuringDelivery()
    let root = root
    let fromView = !root.isHandlingUserInput
    root.openLevel()
    if fromView {
      // A paused source holds the input until it resumes, when the row is noted and settled;
      // the view shows the value now, and its sinks hear of it now.
      if isPaused { tellRootSinkOfInput(at: path) }
      receiver.userEnteredValue(at: path, shows: content)
    }
    root.isHandlingUserInput = true
    handler()
    root.isHandlingUserInput = !fromView
    root.closeLevel()
  }

  /// Tells the root's sink that the user changed the control of this source's row at `path`
  /// (its current coordinates), in the coordinates of the last batch the sink received.
  ///
  /// - Complexity: O(*d* · (log *g* + *s* · *p*)) to find the row in the table, as
  ///   ``SectionGroupStack/topLevelPath(of:in:)``.
  private func tellRootSinkOfInput(at path: TablePath) {
    guard let follower = root.sink as? any UserInputFollower, let shown = shownPath(of: path)
    else { return }
    follower.userChangedControl(at: shown)
  }

  /// What the view shows at this source's row `path` (current coordinates) when the user
  /// entered a value into its control in the root's open transaction: the value in the control,
  /// over the content the row showed. The row's content may not show it yet — the owner wrote
  /// the value into a followed model, whose change joins the transaction as it closes — nor
  /// ever (the owner refused it; the row is put right at the close). `nil` outside a
  /// transaction, or for a row the user entered nothing into in it.
  ///
  /// - Complexity: O(*d* · (log *g* + *s* · *p*)) to find the row in the table, as
  ///   ``SectionGroupStack/topLevelPath(of:in:)``; O(1) when no row holds the user's input.
  func userTypedContent(at path: TablePath) -> RowContent? {
    let root = root
    guard root.tracker.isTracking, !root.tracker.userTyped.isEmpty,
      let shown = shownPath(of: path)
    else { return nil }
    return root.tracker.userTyped[shown] ?? nil
  }

  /// This source's row `path` (current coordinates) in the coordinates of the last batch the
  /// root's sink received; `nil` for a row the table does not show.
  private func shownPath(of path: TablePath) -> TablePath? {
    let root = root
    let current =
      root === self ? path : (root.owner as? SectionGroupStack)?.topLevelPath(of: path, in: owner)
    guard let current else { return nil }
    return root.tracker.isTracking ? root.tracker.oldPath(ofCurrent: current) : current
  }

  /// Where the row the user acted on at `path` — a path as the view shows it, the layout the
  /// sink was last sent — is in the source's current layout.
  ///
  /// Between transactions the two are the same. While a transaction is open on a root, the
  /// model already holds its pending changes (an `await` between `beginUpdates()` and
  /// `endUpdates()`, a row inserted above): the path goes through them to the row the user
  /// touched. A source inside a stack is handed its rows by the stack in its current
  /// coordinates, so the path is taken as it is there.
  ///
  /// - Throws: ``DataSourceError/Code/editDuringBatch`` while the root delivers a batch (a
  ///   view reports an action from inside a sink call: UIKit ends a text field's editing as
  ///   the batch deletes its row); ``DataSourceError/Code/shownRowDeleted`` when the open
  ///   transaction deleted that row, its section, or reloaded its section;
  ///   ``DataSourceError/Code/rowOutOfRange`` or ``DataSourceError/Code/sectionOutOfRange``
  ///   when the view shows no such row. Nothing changes then.
  /// - Complexity: O(1) between transactions; O(*s* + *r*) inside one, for the *s* sections
  ///   and *r* runs of rows its changes touched.
  func userActionPath(_ path: TablePath) throws(DataSourceError) -> TablePath {
    try refuseDuringDelivery()
    return try currentPath(ofShown: path)
  }

  /// ``userActionPath(_:)`` for a value the user entered into the row's control: the view
  /// shows it already. A row the open transaction took out refuses it, and is noted
  /// (``ChangeTracker/userTyped``, with no content): if the transaction puts the row back before it closes
  /// (its group hidden and shown again), the row is reconfigured then, which puts the control
  /// right.
  ///
  /// - Throws: as ``userActionPath(_:)``.
  /// - Complexity: as ``userActionPath(_:)``.
  func userInputPath(_ path: TablePath) throws(DataSourceError) -> TablePath {
    do {
      return try userActionPath(path)
    } catch {
      if error.code == .shownRowDeleted { tracker.userTyped.updateValue(nil, forKey: path) }
      throw error
    }
  }

  /// ``userActionPath(_:)`` for a question the view asks about a row it shows (its swipe
  /// actions): `nil` when the row is gone or a batch is being delivered.
  ///
  /// - Complexity: as ``userActionPath(_:)``.
  func shownRowPath(_ path: TablePath) -> TablePath? {
    guard !isDelivering else { return nil }
    return try? currentPath(ofShown: path)
  }

  func currentPath(ofShown path: TablePath) throws(DataSourceError) -> TablePath {
    guard host == nil, depth > 0, tracker.isTracking, let seen else { return path }
    guard seen.indices.contains(path.section) else {
      throw .sectionOutOfRange(
        dataSource: owner.name, section: path.section, sectionCount: seen.count)
    }
    guard (0..<seen[path.section]).contains(path.row) else {
      throw .rowOutOfRange(
        dataSource: owner.name, row: path.row, section: path.section,
        rowCount: seen[path.section])
    }
    switch tracker.currentPath(ofOld: path) {
    case .now(let current): return current
    case .gone:
      throw .shownRowDeleted(dataSource: owner.name, row: path.row, section: path.section)
    }
  }

  /// Throws while the root delivers a batch: the user's input cannot reach the model from inside
  /// a sink call, which UIKit forbids to change it.
  ///
  /// - Throws: ``DataSourceError/Code/editDuringBatch``, which the sink also hears of.
  func refuseDuringDelivery() throws(DataSourceError) {
    let root = root
    guard root.delivering else { return }
    root.reportEditDuringBatch(by: owner.name, deferred: false)
    throw .editDuringBatch(dataSource: owner.name)
  }

  /// Settles the rows the user entered values into against their content after the batch: drops
  /// the reconfigure of each row whose content is what the view shows, and adds one for each
  /// row whose content is not.
  ///
  /// - Complexity: O(*u* (*k* + *c*)) for *u* such rows (one per input), *k* row operations and
  ///   *c* the cost of a row's content.
  func settleUserInput(_ rows: [ChangeTracker.UserInputRow], in changes: inout Changeset) {
    for row in rows {
      // A row the batch replaces gets a new cell, and with it the model's value.
      if changes.insertedRows.contains(row.path)
        || changes.reloadedRows.contains(where: { $0.to == row.path })
        || changes.insertedSections.contains(row.path.section)
        || changes.reloadedSections.contains(where: { $0.to == row.path.section })
      {
        continue
      }
      if let shown = row.shown, owner.rowContent(at: row.path) == shown {
        if row.isReconfigured { changes.reconfiguredRows.removeAll { $0 == row.path } }
      } else if !changes.reconfiguredRows.contains(row.path) {
        changes.reconfiguredRows.append(row.path)
      }
    }
  }
}
