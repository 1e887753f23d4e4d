/// A rejected request to a data source or stack. Nothing changed and nothing was sent.
///
/// Every case names the data source (by its ``DataSourceProtocol/name``) and the offending values,
/// and ``description`` reads as a sentence:
///
/// ```
/// Fruits: row 7 of section 2 does not exist; the section has 3 rows
/// ```
public enum DataSourceError: Error, Hashable, Sendable {
  /// A section index outside `0..<sectionCount`.
  case sectionOutOfRange(dataSource: String, section: Int, sectionCount: Int)
  /// A row index outside `0..<rowCount` of `section`.
  case rowOutOfRange(dataSource: String, row: Int, section: Int, rowCount: Int)
  /// An insertion position outside `0...count`.
  case insertionOutOfRange(dataSource: String, index: Int, section: Int?, count: Int)
  /// A list of indexes and a list of items of different lengths.
  case countMismatch(dataSource: String, indexes: Int, items: Int)
  /// The same index given twice where each must be distinct.
  case duplicateIndex(dataSource: String, index: Int)
  /// No section has this identifier.
  case unknownSection(dataSource: String, identifier: String)
  /// Two sections share this identifier.
  case duplicateSectionIdentifier(dataSource: String, identifier: String)
  /// `endUpdates()` without a matching `beginUpdates()`.
  case unbalancedEndUpdates(dataSource: String)
  /// An edit made while the table applies a batch (from inside a sink call), which UIKit
  /// forbids; nothing changed.
  case editDuringBatch(dataSource: String)
  /// A group that already belongs to a stack (this one or another) was added again.
  case groupAlreadyInStack(stack: String, group: String)
  /// A group that is not part of this stack was named.
  case groupNotInStack(stack: String, group: String)
  /// A group index outside the stack's children.
  case groupIndexOutOfRange(stack: String, index: Int, count: Int)
  /// A group that is not pinned was asked to toggle or unpin.
  case notPinned(stack: String, group: String)
  /// A pin's anchor row does not exist in its parent group.
  case pinAnchorOutOfRange(stack: String, parent: String, anchor: TablePath, rowCount: Int?)
  /// Adding the group would make a stack contain itself.
  case compositionCycle(stack: String, group: String)
  /// A group sent its stack a batch that does not match its rows; the stack reloaded the group.
  case invalidGroupBatch(stack: String, group: String)
  /// No node of an outline has this identifier.
  case unknownNode(dataSource: String, identifier: String)
  /// Two nodes of an outline share this identifier.
  case duplicateNodeIdentifier(dataSource: String, identifier: String)
  /// The node is a leaf (its children are `nil`), so it cannot be expanded or collapsed.
  case leafNode(dataSource: String, identifier: String)
  /// An insertion position outside `0...count` among the children of `parent` (the roots when
  /// `parent` is `nil`).
  case childIndexOutOfRange(dataSource: String, index: Int, parent: String?, count: Int)
  /// A fetched data source's store could not fetch; `reason` is the store's error.
  case fetchFailed(dataSource: String, reason: String)
  /// Two fetched objects share this identity, or a store inserted an object it already holds.
  case duplicateObjectIdentifier(dataSource: String, identifier: String)
  /// A store reported an update or delete of an object it never inserted.
  case unknownObject(dataSource: String, identifier: String)
  /// A fetch request's limit is negative.
  case negativeFetchLimit(dataSource: String, limit: Int)
}

extension DataSourceError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .sectionOutOfRange(let source, let section, let count):
      "\(source): section \(section) does not exist; there are \(count) sections"
    case .rowOutOfRange(let source, let row, let section, let count):
      "\(source): row \(row) of section \(section) does not exist; the section has \(count) rows"
    case .insertionOutOfRange(let source, let index, let section?, let count):
      "\(source): cannot insert at row \(index) of section \(section), which has \(count) rows"
    case .insertionOutOfRange(let source, let index, nil, let count):
      "\(source): cannot insert a section at \(index); there are \(count) sections"
    case .countMismatch(let source, let indexes, let items):
      "\(source): \(indexes) indexes given for \(items) items"
    case .duplicateIndex(let source, let index):
      "\(source): index \(index) is given more than once"
    case .unknownSection(let source, let identifier):
      "\(source): no section has the identifier \(identifier)"
    case .duplicateSectionIdentifier(let source, let identifier):
      "\(source): more than one section has the identifier \(identifier)"
    case .unbalancedEndUpdates(let source):
      "\(source): endUpdates() was called without a matching beginUpdates()"
    case .editDuringBatch(let source):
      "\(source): cannot change while its table is applying a batch (from inside a sink "
        + "call); make the change after the batch, for example in performBatchUpdates' completion"
    case .groupAlreadyInStack(let stack, let group):
      "\(stack): \(group) already belongs to a stack; remove it there first"
    case .groupNotInStack(let stack, let group):
      "\(stack): \(group) is not a group of this stack"
    case .groupIndexOutOfRange(let stack, let index, let count):
      "\(stack): group index \(index) is out of range; the stack has \(count) groups"
    case .notPinned(let stack, let group):
      "\(stack): \(group) is not pinned"
    case .pinAnchorOutOfRange(let stack, let parent, let anchor, let rowCount?):
      "\(stack): cannot pin under row \(anchor.row) of section \(anchor.section) of \(parent), "
        + "which has \(rowCount) rows"
    case .pinAnchorOutOfRange(let stack, let parent, let anchor, nil):
      "\(stack): cannot pin under section \(anchor.section) of \(parent), which does not exist"
    case .compositionCycle(let stack, let group):
      "\(stack): adding \(group) would make a stack contain itself"
    case .invalidGroupBatch(let stack, let group):
      "\(stack): \(group) sent a batch that does not match its rows; its sections were reloaded"
    case .unknownNode(let source, let identifier):
      "\(source): no node has the identifier \(identifier)"
    case .duplicateNodeIdentifier(let source, let identifier):
      "\(source): more than one node has the identifier \(identifier)"
    case .leafNode(let source, let identifier):
      "\(source): node \(identifier) is a leaf and cannot be expanded or collapsed"
    case .childIndexOutOfRange(let source, let index, let parent?, let count):
      "\(source): cannot insert a child of \(parent) at \(index); it has \(count) children"
    case .childIndexOutOfRange(let source, let index, nil, let count):
      "\(source): cannot insert a root at \(index); there are \(count) roots"
    case .fetchFailed(let source, let reason):
      "\(source): the store could not fetch: \(reason)"
    case .duplicateObjectIdentifier(let source, let identifier):
      "\(source): more than one object has the identifier \(identifier)"
    case .unknownObject(let source, let identifier):
      "\(source): the store changed the object \(identifier), which it never inserted"
    case .negativeFetchLimit(let source, let limit):
      "\(source): a fetch limit of \(limit) is negative"
    }
  }
}
