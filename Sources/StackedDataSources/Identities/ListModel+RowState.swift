/// What a row's owner answers for a `List` row: its content, its permissions and its swipe
/// actions (none when they were not asked).
struct ListRowAnswers {
  var content: RowContent
  var canDelete: Bool
  var canMove: Bool
  var leadingActions: [RowAction] = []
  var trailingActions: [RowAction] = []
}

/// A source whose rows' content, permissions and swipe actions are those ``ItemDataSource`` and
/// ``PausableDataSource`` give (the package's pausable sources; none declares its own), so
/// that ``ListModel/state(of:)`` asks them all with one read of the row's item and behaviour:
/// each read of a generic source through its protocol pays for its generic metadata again, and
/// ``ItemDataSource/rowBehavior`` copies a dozen closures.
@MainActor
protocol ListRowStateSource: DataSourceProtocol {
  /// The row's answers, as ``DataSourceProtocol/rowContent(at:)``,
  /// ``DataSourceProtocol/canEditRow(at:)``, ``DataSourceProtocol/canMoveRow(at:)`` and, when
  /// `swipeActions` is `true`, ``DataSourceProtocol/swipeActions(at:edge:)`` on the leading
  /// then the trailing edge give them (each closure called as often, in the same order); `nil`
  /// when the row has no item (a placeholder, or no such row) or its source no
  /// ``RowBehavior/content``: the caller asks each then.
  func listRowAnswers(at path: TablePath, swipeActions: Bool) -> ListRowAnswers?
}

extension ListRowStateSource where Self: PausableDataSource {
  func listRowAnswers(at path: TablePath, swipeActions: Bool) -> ListRowAnswers? {
    guard let item = rowItem(at: path) else { return nil }
    let behavior = rowBehavior
    return behavior.listRowAnswers(for: item, isPaused: isPaused, swipeActions: swipeActions)?
      .deriving { derived($0, of: item, at: path, behavior: behavior) }
      .holding(heldInput(at: path))
  }
}

extension ArrayDataSource: ListRowStateSource {
  /// As a pausable source's, with the closures read from the behaviour the source keeps rather
  /// than from a copy of the whole behaviour, and the item read as ``rowItem(at:)`` reads it but
  /// not as an optional (which, for a generic item, asks the runtime for its type's metadata).
  func listRowAnswers(at path: TablePath, swipeActions: Bool) -> ListRowAnswers? {
    guard path.section == 0, path.row >= 0, let content = behavior.content else { return nil }
    let shown: [Item]
    if let pausedItems { shown = pausedItems } else { shown = items }
    guard path.row < shown.count else { return nil }
    let item = shown[path.row]
    return behavior.listRowAnswers(
      for: item, content: content, isPaused: isPaused, swipeActions: swipeActions)?
      .deriving { derived($0, of: item, at: path, behavior: behavior) }
      .holding(pausedItems == nil ? nil : heldInput(at: path))
  }
}

extension ListRowAnswers {
  /// These answers with the content `derive` makes of it: what the source derives for the row
  /// (``ItemDataSource/derived(_:of:at:behavior:)``), as ``DataSourceProtocol/rowContent(at:)``
  /// gives it — a rule's disabled state, a failing validation's value and message.
  func deriving(_ derive: (RowContent) -> RowContent) -> ListRowAnswers {
    var answers = self
    answers.content = derive(content)
    return answers
  }

  /// These answers with `held` as the content when there is one: a paused source's row shows
  /// the value the user entered (``PausableDataSource/rowContent(at:)``).
  func holding(_ held: RowContent?) -> ListRowAnswers {
    guard let held else { return self }
    var answers = self
    answers.content = held
    return answers
  }
}

extension RowBehavior {
  /// The answers for a row showing `item`: its ``content`` (`content`, when the caller read it
  /// already), ``canEdit`` and ``canMove`` unless the source `isPaused`, and, when asked, the
  /// swipe actions on the leading then the trailing edge; `nil` without a content closure.
  func listRowAnswers(
    for item: Item, content: ((Item) -> RowContent)? = nil, isPaused: Bool, swipeActions: Bool
  ) -> ListRowAnswers? {
    guard let content = content ?? self.content else { return nil }
    var answers = ListRowAnswers(
      content: content(item), canDelete: !isPaused && canEdit(item),
      canMove: !isPaused && canMove(item))
    if swipeActions, let actions = self.swipeActions {
      answers.leadingActions = actions(item, .leading)
      answers.trailingActions = actions(item, .trailing)
    }
    return answers
  }
}

extension SectionedDataSource: ListRowStateSource {}

extension ExpandingDataSource: ListRowStateSource {}

extension OutlineDataSource: ListRowStateSource {}
