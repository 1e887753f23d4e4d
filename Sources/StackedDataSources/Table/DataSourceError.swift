/// A rejected request to a data source, a stack or a snapshot. Nothing changed and nothing was
/// sent.
///
/// Every error names the data source (by its ``DataSourceProtocol/name``) and the offending
/// values, and ``description`` reads as a sentence:
///
/// ```
/// Fruits: row 7 of section 2 does not exist; the section has 3 rows
/// ```
///
/// It is a struct with a ``Code`` rather than an enum, so that new kinds of error can be added
/// without breaking a client's exhaustive `switch`. Compare codes, or whole errors:
///
/// ```swift
/// do {
///   try fruits.remove(at: 7)
/// } catch where error.code == .rowOutOfRange {
///   showAlert(error.description)
/// }
/// #expect(throws: DataSourceError.rowOutOfRange(
///   dataSource: "Fruits", row: 7, section: 0, rowCount: 3)) { try fruits.remove(at: 7) }
/// ```
public struct DataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of request was rejected.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's name, such as `"rowOutOfRange"`.
    public let name: String

    private init(_ name: String) { self.name = name }

    public var description: String { name }

    /// A section index outside the sections.
    public static let sectionOutOfRange = Code("sectionOutOfRange")
    /// A row index outside the rows of its section.
    public static let rowOutOfRange = Code("rowOutOfRange")
    /// An insertion position outside `0...count`.
    public static let insertionOutOfRange = Code("insertionOutOfRange")
    /// A section asked to hold a negative number of items.
    public static let negativeItemCount = Code("negativeItemCount")
    /// A list of indexes and a list of items of different lengths.
    public static let countMismatch = Code("countMismatch")
    /// The row may not be deleted or inserted by the user.
    public static let rowNotEditable = Code("rowNotEditable")
    /// The row may not be moved by the user, or not where the user put it.
    public static let rowNotMovable = Code("rowNotMovable")
    /// No section has the identifier.
    public static let unknownSection = Code("unknownSection")
    /// Two sections share an identifier.
    public static let duplicateSectionIdentifier = Code("duplicateSectionIdentifier")
    /// `endUpdates()` without a matching `beginUpdates()`.
    public static let unbalancedEndUpdates = Code("unbalancedEndUpdates")
    /// An edit made while the table applies a batch (from inside a sink call).
    public static let editDuringBatch = Code("editDuringBatch")
    /// A user's move was committed on a data source inside a stack rather than on the data
    /// source the table shows.
    public static let userMoveNotAtRoot = Code("userMoveNotAtRoot")
    /// A group that already belongs to a stack was added again.
    public static let groupAlreadyInStack = Code("groupAlreadyInStack")
    /// A group that is not part of the stack was named, or a pinned group where the stack
    /// takes a top-level one.
    public static let groupNotInStack = Code("groupNotInStack")
    /// A group index outside the stack's groups.
    public static let groupIndexOutOfRange = Code("groupIndexOutOfRange")
    /// A group that is not pinned was asked to toggle or unpin.
    public static let notPinned = Code("notPinned")
    /// A pin's anchor row does not exist in its parent group.
    public static let pinAnchorOutOfRange = Code("pinAnchorOutOfRange")
    /// Adding the group would make a stack contain itself.
    public static let compositionCycle = Code("compositionCycle")
    /// A group sent its stack a batch that does not match its rows.
    public static let invalidGroupBatch = Code("invalidGroupBatch")
    /// No node of an outline has the identifier.
    public static let unknownNode = Code("unknownNode")
    /// Two nodes of an outline share an identifier.
    public static let duplicateNodeIdentifier = Code("duplicateNodeIdentifier")
    /// The node is a leaf, so it cannot be expanded or collapsed.
    public static let leafNode = Code("leafNode")
    /// An insertion position outside the children of an outline node (or the roots).
    public static let childIndexOutOfRange = Code("childIndexOutOfRange")
    /// A fetched data source's store could not fetch.
    public static let fetchFailed = Code("fetchFailed")
    /// Two fetched objects share an identity, or a store inserted an object it already holds.
    public static let duplicateObjectIdentifier = Code("duplicateObjectIdentifier")
    /// A store reported an update or delete of an object it never inserted.
    public static let unknownObject = Code("unknownObject")
    /// A fetch request's limit is negative.
    public static let negativeFetchLimit = Code("negativeFetchLimit")
    /// Two or more sections of a snapshot share identities.
    public static let duplicateSectionIdentifiers = Code("duplicateSectionIdentifiers")
    /// Two or more items of a snapshot share identities.
    public static let duplicateItemIdentifiers = Code("duplicateItemIdentifiers")
    /// A source that follows a model was edited directly; the model's value was put back.
    public static let followedSourceEdited = Code("followedSourceEdited")
    /// The async sequence a source followed threw.
    public static let followedSequenceFailed = Code("followedSequenceFailed")
    /// The user acted on a row the view shows that the open transaction has deleted (or whose
    /// section it deleted or reloaded): the action is refused, and the transaction's batch
    /// takes the row away.
    public static let shownRowDeleted = Code("shownRowDeleted")
    /// A paused data source was asked to do what needs the rows it holds back (validating its
    /// rows).
    public static let sourcePaused = Code("sourcePaused")
    /// The user acted on a row that is disabled (``RowContent/isEnabled``); nothing ran.
    public static let rowDisabled = Code("rowDisabled")
    /// A control's input reached a row that does not show that kind of control.
    public static let noSuchControl = Code("noSuchControl")
    /// A control's input the control cannot take: outside its range, off its step, not a
    /// number, an option it does not have, text for a field that is not editable.
    public static let invalidControlValue = Code("invalidControlValue")
    /// A choice list was asked to select a value that is not one of its options.
    public static let unknownOption = Code("unknownOption")
    /// A choice list that allows one selected option was asked to select several.
    public static let multipleSelectionNotAllowed = Code("multipleSelectionNotAllowed")
  }

  /// What kind of request was rejected.
  public let code: Code
  /// The data source (or stack) that rejected the request; `nil` for a snapshot built without
  /// a data source's name.
  public let dataSource: String?
  /// The section the request named, when it named one.
  public let section: Int?
  /// The row the request named, when it named one.
  public let row: Int?
  /// The index the request named (an insertion position, a group index, a limit), when it named
  /// one that is neither a section nor a row.
  public let index: Int?
  /// The size the request was checked against: rows in the section, sections, groups, items.
  public let count: Int?
  /// The identifiers the request named (a section, node or object identity, duplicates).
  public let identifiers: [String]
  /// The group the request named, for a stack.
  public let group: String?
  /// The row the caller named, in the table of the stack ``table`` that routed the request to
  /// ``dataSource`` (whose own row is ``section`` and ``row``); `nil` for a request made on
  /// the data source itself.
  public private(set) var tablePath: TablePath?
  /// The stack the caller asked, which routed the request to ``dataSource``; `nil` for a
  /// request made on the data source itself.
  public private(set) var table: String?
  /// One sentence naming the data source and the values (and, for a request a stack routed,
  /// the row the caller named there).
  public var description: String {
    guard let tablePath, let table else { return reason }
    return "\(reason) (row \(tablePath.row) of section \(tablePath.section) of \(table))"
  }
  /// The sentence of the data source that rejected the request.
  private let reason: String

  init(
    _ code: Code, dataSource: String?, section: Int? = nil, row: Int? = nil, index: Int? = nil,
    count: Int? = nil, identifiers: [String] = [], group: String? = nil, _ description: String
  ) {
    self.code = code
    self.dataSource = dataSource
    self.section = section
    self.row = row
    self.index = index
    self.count = count
    self.identifiers = identifiers
    self.group = group
    self.reason = description
  }

  /// This error, as the stack `table` passes it on for a request the caller made at `path`
  /// of its table: unchanged when `table` is the data source that rejected it, else naming
  /// `path` too (an outer stack's path replaces an inner one's).
  func named(at path: TablePath, of table: String) -> Self {
    guard dataSource != table else { return self }
    var named = self
    named.tablePath = path
    named.table = table
    return named
  }
}
