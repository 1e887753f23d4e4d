import StackedDataSources

/// The user acts on rows **as the view shows them** (issue 35): the rows of the last batch the
/// table received. Between transactions those are the stack's own; while the fuzzer holds
/// transactions open they are the rows of the moment the outermost one opened (no batch reaches
/// the table meanwhile, which ``StackFuzzer/check()`` makes sure of), while the model already
/// holds the pending changes. Every action of the user goes through ``act(_:at:in:refusals:_:)``,
/// whose oracle is independent of the core's bookkeeping:
///
/// - the row the view showed is found in the model by its item's identity (``key(of:)``,
///   following the items the fuzzer replaced in place meanwhile): the core's public translation
///   (``DataSourceProtocol/currentPath(ofShownRow:)``) must give that row or none;
/// - an action accepted must reach that row: every handler that ran heard its item
///   (``heard(_:)``), never a neighbour's, and a row gone from the model cannot be acted on;
/// - an action refused with ``DataSourceError/Code/shownRowDeleted`` comes only inside a
///   transaction, runs no handler and changes nothing; the row it names must then be gone from
///   the table once the transaction's batch is delivered;
/// - any other refusal must be one the row's current content explains (no such control, not
///   editable), and changes nothing.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// The rows as the view shows them: each row's item (a placeholder row's content) and content.
  struct ShownTable {
    let counts: [Int]
    /// Whether the rows are a copy noted as the fuzzer's transaction opened, rather than the
    /// stack's own.
    let isNoted: Bool
    private let items: (TablePath) -> AnyHashable
    private let contents: (TablePath) -> RowContent?

    /// The stack's own rows, read as they are asked for.
    @MainActor init(rowsOf stack: SectionGroupStack) {
      counts = stack.rowCounts
      isNoted = false
      items = { FuzzModel.shown(at: $0, of: stack) }
      contents = { stack.rowContent(at: $0) }
    }

    /// A copy of the stack's rows now.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    @MainActor init(copying stack: SectionGroupStack) {
      let items = FuzzModel.table(of: stack)
      let contents = items.indices.map { section in
        items[section].indices.map { stack.rowContent(at: TablePath(section: section, row: $0)) }
      }
      counts = items.map(\.count)
      isNoted = true
      self.items = { items[$0.section][$0.row] }
      self.contents = { contents[$0.section][$0.row] }
    }

    /// Every row's path, in order.
    var paths: [TablePath] {
      counts.indices.flatMap { section in
        (0..<counts[section]).map { TablePath(section: section, row: $0) }
      }
    }

    func item(at path: TablePath) -> AnyHashable { items(path) }
    func content(at path: TablePath) -> RowContent? { contents(path) }

    /// Whether the row shows an item: not a placeholder, nor a validation's message row, whose
    /// item (its message) other message rows may show too, so that it identifies no row.
    func isItem(at path: TablePath) -> Bool {
      !(item(at: path).base is RowContent) && content(at: path)?.style != .error
    }
  }

  /// The rows the view shows now: while the fuzzer holds a transaction open, those of the moment
  /// it opened; else the stack's own.
  func shownTable() -> ShownTable {
    if !open.isEmpty, let shownAtOpen { return shownAtOpen }
    return ShownTable(rowsOf: root.stack!)
  }

  /// Notes the rows the view shows as the fuzzer opens its outermost transaction.
  func noteShownRows() { shownAtOpen = ShownTable(copying: root.stack!) }

  /// Where the row the view shows at `path` is in the model now, found by its item's identity;
  /// `nil` for a placeholder row, or a row gone from the model.
  ///
  /// - Complexity: O(1) between transactions (the view shows the model); O(*n*) for *n* rows
  ///   inside one.
  func rowNow(showing path: TablePath, in picture: ShownTable) -> TablePath? {
    guard picture.isItem(at: path) else { return nil }
    guard picture.isNoted else { return path }
    return locate(picture.item(at: path), in: FuzzModel.table(of: root.stack!))
  }

  // MARK: Identity of a shown row

  /// What identifies the row of `item` while its value changes: a string item up to its carried
  /// value or version (``Swift/String/fuzzKey``), an outline row's node id, a stored object's id.
  static func key(of item: AnyHashable) -> AnyHashable {
    switch item.base {
    case let text as String: AnyHashable(text.fuzzKey)
    case let row as OutlineRow<String, String>: AnyHashable(row.id)
    case let object as FuzzObject: AnyHashable(object.id)
    default: item
    }
  }

  /// The identities the row showing `item` has had since: its key, then each it was given by
  /// the replacements the fuzzer made in place. A paused source's table still shows one of the
  /// earlier ones.
  func identityKeys(of item: AnyHashable) -> [AnyHashable] {
    var keys = [Self.key(of: item)]
    while let next = renames[keys.last!], keys.count <= renames.count { keys.append(next) }
    return keys
  }

  /// The identity the row showing `item` has now: the last of ``identityKeys(of:)``.
  func currentKey(of item: AnyHashable) -> AnyHashable { identityKeys(of: item).last! }

  /// Notes that the row of `old` shows `new` now, replaced in place (the same row reloaded);
  /// kept for the whole run, since a paused source may show `old` for many steps.
  func noteReplacement(of old: String, with new: String) {
    renames[Self.key(of: old)] = Self.key(of: new)
  }

  /// Where the row of `item` (as ``identityKeys(of:)`` identifies it) is in `table`.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  func locate(_ item: AnyHashable, in table: [[AnyHashable]]) -> TablePath? {
    let keys = Set(identityKeys(of: item))
    for (section, rows) in table.enumerated() {
      if let row = rows.firstIndex(where: { keys.contains(Self.key(of: $0)) }) {
        return TablePath(section: section, row: row)
      }
    }
    return nil
  }

  /// Notes that a handler of the user's actions ran with `item`; `false` when it must do
  /// nothing more: the action came from inside a batch, and should have been refused (which
  /// ``inputDuringDelivery()`` reports).
  func heard(_ item: AnyHashable) -> Bool {
    heardItems.append(item)
    return !actingFromBatch
  }

  // MARK: The oracle

  /// Runs the user's action `what` on the row the view shows at `path` in `picture`, and checks
  /// that it landed on that row or was refused as it must be (see the type's overview).
  ///
  /// - Parameters:
  ///   - now: Where the row is in the model now (``rowNow(showing:in:)``).
  ///   - refusals: Whether an error other than `shownRowDeleted` is right for the row, given its
  ///     path now (`nil` for a placeholder row).
  /// - Returns: Whether the action was accepted.
  @discardableResult
  func act(
    _ what: String, at path: TablePath, in picture: ShownTable, now: TablePath?,
    refusals: (DataSourceError.Code, TablePath?) -> Bool,
    _ action: () throws(DataSourceError) -> Void
  ) -> Bool {
    let stack = root.stack!
    let shown = picture.item(at: path)
    let isItem = picture.isItem(at: path)
    let inTransaction = stack.transactionDepth > 0
    // Inside a transaction a refused action must leave the model as it was; outside one, the
    // table (an edit would send a batch).
    let before = picture.isNoted ? FuzzModel.table(of: stack) : nil
    let batches = validator.validatedBatchCount
    let described = "the user's \(what) at \(path) (showing \(shown))"
    trace?("  user \(what) at \(path) (\(shown), now \(now.map { "\($0)" } ?? "gone"))")
    let translated = stack.currentPath(ofShownRow: path)
    if isItem, let translated, translated != now {
      fault(
        "currentPath(ofShownRow: \(path)) is \(translated), but \(shown) is at "
          + "\(now.map { "\($0)" } ?? "no row") now")
    }
    if !inTransaction, translated != path {
      fault(
        "between transactions, currentPath(ofShownRow: \(path)) is "
          + "\(translated.map { "\($0)" } ?? "nil")")
    }
    heardItems = []
    do {
      try action()
    } catch  where error.code == .shownRowDeleted {
      if !inTransaction { fault("\(described) was refused as deleted outside a transaction") }
      if let translated {
        fault("\(described) was refused as deleted; currentPath(ofShownRow:) gives \(translated)")
      }
      checkNothingRan(described, before: before, batches: batches)
      if inTransaction { cover { $0.shownRowInputs["refused as deleted", default: 0] += 1 } }
      // Identified rows (a snapshot's, a store's) keep their identity when deleted and inserted
      // again; a row of strings does not.
      if let text = shown.base as? String, !text.contains("~"),
        let identity = identities.identity(at: path)
      {
        refusedShownRows.append(
          (identity, now == nil ? currentKey(of: shown) : nil, "\(described), refused as deleted"))
      }
      return false
    } catch {
      checkNothingRan(described, before: before, batches: batches)
      if !refusals(error.code, now) || (isItem && now == nil) {
        fault("\(described) failed: \(error)")
      }
      return false
    }
    // The handler may have replaced the row's item since: both are followed to their key now.
    if let stray = heardItems.first(where: { currentKey(of: $0) != currentKey(of: shown) }) {
      fault("\(described) reached the row of \(stray)")
    }
    if isItem, now == nil { fault("\(described) was accepted; the open transaction deleted it") }
    if inTransaction {
      cover {
        $0.shownRowInputs[what, default: 0] += 1
        if now != path { $0.shownRowInputs["translated", default: 0] += 1 }
      }
    }
    return true
  }

  /// Checks that a refused action ran no handler and left the model (`before`, inside a
  /// transaction) or the table (no batch since `batches`) as it was.
  private func checkNothingRan(_ described: String, before: [[AnyHashable]]?, batches: Int) {
    if !heardItems.isEmpty { fault("\(described) was refused after its handler ran") }
    if let before, FuzzModel.table(of: root.stack!) != before {
      fault("\(described) was refused and changed the model")
    }
    if validator.validatedBatchCount != batches {
      fault("\(described) was refused and sent a batch")
    }
  }

  /// Reports the first thing that went wrong in the user's actions.
  func fault(_ message: String) {
    if callbackFailure == nil { callbackFailure = message }
  }

  /// After the fuzzer's transactions closed: the rows whose actions were refused as deleted by
  /// the open transaction must have left the table with its batch — unless the transaction gave
  /// the row back after the refusal (a group hidden, then shown again: the two net to nothing,
  /// and the row keeps its identity), which the row showing the same item says, when the item
  /// had left the model as the user acted.
  ///
  /// - Complexity: O(*n*) for *n* rows, per row refused.
  func checkRefusedShownRows() throws(Failure) {
    defer { refusedShownRows = [] }
    guard !refusedShownRows.isEmpty else { return }
    let sections = identities.sections
    let table = FuzzModel.table(of: root.stack!)
    for refused in refusedShownRows {
      guard let section = sections.firstIndex(where: { $0.rows.contains(refused.identity) }),
        let row = sections[section].rows.firstIndex(of: refused.identity)
      else { continue }
      if let key = refused.gone, table.indices.contains(section),
        table[section].indices.contains(row), currentKey(of: table[section][row]) == key
      {
        continue
      }
      throw fail("\(refused.what), but its row (\(refused.identity)) is still in the table")
    }
  }
}
