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
  /// (the source's table coordinates), so that the view shows `content` there. Entered while a
  /// transaction is open, the value is not the view's: the row is settled like any other.
  ///
  /// - Throws: ``DataSourceError/Code/editDuringBatch`` while the root delivers a batch (an
  ///   input from inside a sink call); nothing changes and the handler does not run.
  /// - Complexity: O(log *r*) to note the row, plus the handler and the transaction's batch.
  func enterUserValue(at path: TablePath, shows content: RowContent, handler: () -> Void)
    throws(DataSourceError)
  {
    try refuseDuringDelivery()
    let root = root
    // A view hands input on between transactions. Inside one (a handler entering a value of
    // another row, app code), the table shows what it was last told, not `content`, and the
    // transaction may have changed the row already: the row is refreshed like any other.
    let fromView = root.depth == 0
    root.openLevel()
    if fromView { receiver.userEnteredValue(at: path, shows: content) }
    handler()
    root.closeLevel()
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
      if owner.rowContent(at: row.path) == row.shown {
        if row.isReconfigured { changes.reconfiguredRows.removeAll { $0 == row.path } }
      } else if !changes.reconfiguredRows.contains(row.path) {
        changes.reconfiguredRows.append(row.path)
      }
    }
  }
}
