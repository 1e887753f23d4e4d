/// The errors the package throws, one factory per ``DataSourceError/Code``, each with the
/// sentence it reads as.
extension DataSourceError {
  /// A section index outside `0..<sectionCount`.
  public static func sectionOutOfRange(dataSource: String, section: Int, sectionCount: Int)
    -> Self
  {
    Self(
      .sectionOutOfRange, dataSource: dataSource, section: section, count: sectionCount,
      "\(dataSource): section \(section) does not exist; there are \(sectionCount) sections")
  }

  /// A row index outside `0..<rowCount` of `section`.
  public static func rowOutOfRange(dataSource: String, row: Int, section: Int, rowCount: Int)
    -> Self
  {
    Self(
      .rowOutOfRange, dataSource: dataSource, section: section, row: row, count: rowCount,
      "\(dataSource): row \(row) of section \(section) does not exist; the section has "
        + "\(rowCount) rows")
  }

  /// An insertion position outside `0...count`: rows of `section`, or sections when `section`
  /// is `nil`.
  public static func insertionOutOfRange(dataSource: String, index: Int, section: Int?, count: Int)
    -> Self
  {
    let sentence =
      if let section {
        "cannot insert at row \(index) of section \(section), which has \(count) rows"
      } else {
        "cannot insert a section at \(index); there are \(count) sections"
      }
    return Self(
      .insertionOutOfRange, dataSource: dataSource, section: section, index: index, count: count,
      "\(dataSource): \(sentence)")
  }

  /// The row may not be deleted or inserted by the user.
  public static func rowNotEditable(dataSource: String, row: Int, section: Int) -> Self {
    Self(
      .rowNotEditable, dataSource: dataSource, section: section, row: row,
      "\(dataSource): row \(row) of section \(section) may not be deleted or inserted")
  }

  /// The row may not be moved by the user to `destination` (the row's path after the move).
  public static func rowNotMovable(dataSource: String, from: TablePath, to destination: TablePath)
    -> Self
  {
    Self(
      .rowNotMovable, dataSource: dataSource, section: from.section, row: from.row,
      "\(dataSource): row \(from.row) of section \(from.section) may not be moved to "
        + "\(destination)")
  }

  /// A list of indexes and a list of items of different lengths.
  public static func countMismatch(dataSource: String, indexes: Int, items: Int) -> Self {
    Self(
      .countMismatch, dataSource: dataSource, index: indexes, count: items,
      "\(dataSource): \(indexes) indexes given for \(items) items")
  }

  /// No section has this identifier.
  public static func unknownSection(dataSource: String, identifier: String) -> Self {
    Self(
      .unknownSection, dataSource: dataSource, identifiers: [identifier],
      "\(dataSource): no section has the identifier \(identifier)")
  }

  /// Two sections share this identifier.
  public static func duplicateSectionIdentifier(dataSource: String, identifier: String) -> Self {
    Self(
      .duplicateSectionIdentifier, dataSource: dataSource, identifiers: [identifier],
      "\(dataSource): more than one section has the identifier \(identifier)")
  }

  /// `endUpdates()` without a matching `beginUpdates()`.
  public static func unbalancedEndUpdates(dataSource: String) -> Self {
    Self(
      .unbalancedEndUpdates, dataSource: dataSource,
      "\(dataSource): endUpdates() was called without a matching beginUpdates()")
  }

  /// An edit made while the table applies a batch (from inside a sink call), which UIKit
  /// forbids.
  public static func editDuringBatch(dataSource: String) -> Self {
    Self(
      .editDuringBatch, dataSource: dataSource,
      "\(dataSource): cannot change while its table is applying a batch (from inside a sink "
        + "call); make the change after the batch, for example in performBatchUpdates' completion")
  }

  /// A user's move was committed on `dataSource`, which belongs to the stack `root` shows:
  /// the table's own data source must commit it, so that it is netted against the table.
  public static func userMoveNotAtRoot(dataSource: String, root: String) -> Self {
    Self(
      .userMoveNotAtRoot, dataSource: dataSource, group: root,
      "\(dataSource): a move the user made in the table is committed on the data source the "
        + "table shows, \(root)")
  }

  /// A group that already belongs to a stack (this one or another) was added again.
  public static func groupAlreadyInStack(stack: String, group: String) -> Self {
    Self(
      .groupAlreadyInStack, dataSource: stack, group: group,
      "\(stack): \(group) already belongs to a stack; remove it there first")
  }

  /// A group that is not part of this stack was named.
  public static func groupNotInStack(stack: String, group: String) -> Self {
    Self(
      .groupNotInStack, dataSource: stack, group: group,
      "\(stack): \(group) is not a group of this stack")
  }

  /// A pinned group was named where the stack takes a top-level group (to hide or show it);
  /// its code is ``DataSourceError/Code/groupNotInStack``.
  public static func groupIsPinned(stack: String, group: String) -> Self {
    Self(
      .groupNotInStack, dataSource: stack, group: group,
      "\(stack): \(group) is pinned, not a top-level group of this stack; show or hide its rows "
        + "with setPinActive(_:for:)")
  }

  /// A group index outside the stack's groups.
  public static func groupIndexOutOfRange(stack: String, index: Int, count: Int) -> Self {
    Self(
      .groupIndexOutOfRange, dataSource: stack, index: index, count: count,
      "\(stack): group index \(index) is out of range; the stack has \(count) groups")
  }

  /// A group that is not pinned was asked to toggle or unpin.
  public static func notPinned(stack: String, group: String) -> Self {
    Self(.notPinned, dataSource: stack, group: group, "\(stack): \(group) is not pinned")
  }

  /// A pin's anchor row does not exist in its parent group: `rowCount` rows in the anchor's
  /// section, or `nil` when the section does not exist.
  public static func pinAnchorOutOfRange(
    stack: String, parent: String, anchor: TablePath, rowCount: Int?
  ) -> Self {
    let sentence =
      if let rowCount {
        "cannot pin under row \(anchor.row) of section \(anchor.section) of \(parent), which "
          + "has \(rowCount) rows"
      } else {
        "cannot pin under section \(anchor.section) of \(parent), which does not exist"
      }
    return Self(
      .pinAnchorOutOfRange, dataSource: stack, section: anchor.section, row: anchor.row,
      count: rowCount, group: parent, "\(stack): \(sentence)")
  }

  /// Adding the group would make a stack contain itself.
  public static func compositionCycle(stack: String, group: String) -> Self {
    Self(
      .compositionCycle, dataSource: stack, group: group,
      "\(stack): adding \(group) would make a stack contain itself")
  }

  /// A group sent its stack a batch that does not match its rows; the stack reloaded the group.
  public static func invalidGroupBatch(stack: String, group: String) -> Self {
    Self(
      .invalidGroupBatch, dataSource: stack, group: group,
      "\(stack): \(group) sent a batch that does not match its rows; its sections were reloaded")
  }

  /// No node of an outline has this identifier.
  public static func unknownNode(dataSource: String, identifier: String) -> Self {
    Self(
      .unknownNode, dataSource: dataSource, identifiers: [identifier],
      "\(dataSource): no node has the identifier \(identifier)")
  }

  /// Two nodes of an outline share this identifier.
  public static func duplicateNodeIdentifier(dataSource: String, identifier: String) -> Self {
    Self(
      .duplicateNodeIdentifier, dataSource: dataSource, identifiers: [identifier],
      "\(dataSource): more than one node has the identifier \(identifier)")
  }

  /// The node is a leaf (its children are `nil`), so it cannot be expanded or collapsed.
  public static func leafNode(dataSource: String, identifier: String) -> Self {
    Self(
      .leafNode, dataSource: dataSource, identifiers: [identifier],
      "\(dataSource): node \(identifier) is a leaf and cannot be expanded or collapsed")
  }

  /// An insertion position outside `0...count` among the children of `parent` (the roots when
  /// `parent` is `nil`).
  public static func childIndexOutOfRange(
    dataSource: String, index: Int, parent: String?, count: Int
  ) -> Self {
    let sentence =
      if let parent {
        "cannot insert a child of \(parent) at \(index); it has \(count) children"
      } else {
        "cannot insert a root at \(index); there are \(count) roots"
      }
    return Self(
      .childIndexOutOfRange, dataSource: dataSource, index: index, count: count,
      identifiers: parent.map { [$0] } ?? [], "\(dataSource): \(sentence)")
  }

  /// A fetched data source's store could not fetch; `reason` is the store's error.
  public static func fetchFailed(dataSource: String, reason: String) -> Self {
    Self(
      .fetchFailed, dataSource: dataSource, "\(dataSource): the store could not fetch: \(reason)")
  }

  /// Two fetched objects share this identity, or a store inserted an object it already holds.
  public static func duplicateObjectIdentifier(dataSource: String, identifier: String) -> Self {
    Self(
      .duplicateObjectIdentifier, dataSource: dataSource, identifiers: [identifier],
      "\(dataSource): more than one object has the identifier \(identifier)")
  }

  /// A store reported an update or delete of an object it never inserted.
  public static func unknownObject(dataSource: String, identifier: String) -> Self {
    Self(
      .unknownObject, dataSource: dataSource, identifiers: [identifier],
      "\(dataSource): the store changed the object \(identifier), which it never inserted")
  }

  /// A section was asked to hold a negative number of items; `itemCount` is how many it holds.
  public static func negativeItemCount(
    dataSource: String, section: Int, count: Int, itemCount: Int
  ) -> Self {
    Self(
      .negativeItemCount, dataSource: dataSource, section: section, index: count,
      count: itemCount,
      "\(dataSource): section \(section) cannot hold \(count) items; it holds \(itemCount)")
  }

  /// A fetch request's limit is negative.
  public static func negativeFetchLimit(dataSource: String, limit: Int) -> Self {
    Self(
      .negativeFetchLimit, dataSource: dataSource, index: limit,
      "\(dataSource): a fetch limit of \(limit) is negative")
  }

  /// Two or more sections of a snapshot share these identities, each listed once in first-seen
  /// order (by `String(describing:)`).
  public static func duplicateSectionIdentifiers(dataSource: String?, identifiers: [String])
    -> Self
  {
    Self(
      .duplicateSectionIdentifiers, dataSource: dataSource, identifiers: identifiers,
      duplicates(dataSource, "section", identifiers))
  }

  /// Two or more items of a snapshot share these identities, each listed once in first-seen
  /// order (by `String(describing:)`).
  public static func duplicateItemIdentifiers(dataSource: String?, identifiers: [String]) -> Self {
    Self(
      .duplicateItemIdentifiers, dataSource: dataSource, identifiers: identifiers,
      duplicates(dataSource, "item", identifiers))
  }

  /// `dataSource` follows a model (``Following``) and was edited directly: the model is the
  /// truth, so the model's value is applied again with the next batch.
  public static func followedSourceEdited(dataSource: String) -> Self {
    Self(
      .followedSourceEdited, dataSource: dataSource,
      "\(dataSource): was edited directly while it follows a model; the table goes back to the "
        + "model's value — change the model instead, or cancel the follow first")
  }

  /// The async sequence `dataSource` followed threw `reason`; the table keeps the last element
  /// applied.
  public static func followedSequenceFailed(dataSource: String, reason: String) -> Self {
    Self(
      .followedSequenceFailed, dataSource: dataSource,
      "\(dataSource): the sequence it followed failed (\(reason)); the table keeps the last "
        + "element applied")
  }

  /// The user acted on row `row` of `section` as the view shows it, which the open transaction
  /// has deleted (with its section, or in a reloaded section).
  public static func shownRowDeleted(dataSource: String, row: Int, section: Int) -> Self {
    Self(
      .shownRowDeleted, dataSource: dataSource, section: section, row: row,
      "\(dataSource): row \(row) of section \(section), where the user acted, was deleted by "
        + "the open transaction; the action was refused")
  }

  /// `dataSource` is paused, so the rows it shows are not its model's.
  public static func sourcePaused(dataSource: String) -> Self {
    Self(
      .sourcePaused, dataSource: dataSource,
      "\(dataSource): is paused, and its table shows rows as they were; resume it first")
  }

  /// The user acted on row `row` of `section`, which is disabled.
  public static func rowDisabled(dataSource: String, row: Int, section: Int) -> Self {
    Self(
      .rowDisabled, dataSource: dataSource, section: section, row: row,
      "\(dataSource): row \(row) of section \(section) is disabled; the user's action was "
        + "refused")
  }

  /// The row shows no control that takes `value` (it shows `shown`); `value` is `nil` for the
  /// end of a text field's editing.
  public static func noSuchControl(
    dataSource: String, row: Int, section: Int, value: ControlValue?, shown: String
  ) -> Self {
    let wanted = value.map { "\($0.controlNames) for \($0)" } ?? "text field"
    return Self(
      .noSuchControl, dataSource: dataSource, section: section, row: row,
      identifiers: value.map { [$0.description] } ?? [],
      "\(dataSource): row \(row) of section \(section) has no \(wanted); it shows \(shown)")
  }

  /// The row's `control` cannot take `value`, for `reason`.
  public static func invalidControlValue(
    dataSource: String, row: Int, section: Int, control: String, value: ControlValue,
    reason: String
  ) -> Self {
    Self(
      .invalidControlValue, dataSource: dataSource, section: section, row: row,
      identifiers: [value.description],
      "\(dataSource): the \(control) of row \(row) of section \(section) cannot take "
        + "\(value): \(reason)")
  }

  /// The row shows no picker (it shows `shown`), so no choice list can be made of it.
  public static func noPicker(dataSource: String, row: Int, section: Int, shown: String) -> Self {
    Self(
      .noSuchControl, dataSource: dataSource, section: section, row: row,
      "\(dataSource): row \(row) of section \(section) has no picker; it shows \(shown)")
  }

  /// The choice list `dataSource` has no option `option` among its `count` options.
  public static func unknownOption(dataSource: String, option: String, count: Int) -> Self {
    Self(
      .unknownOption, dataSource: dataSource, count: count, identifiers: [option],
      "\(dataSource): \(option) is not one of its \(count) options")
  }

  /// The choice list `dataSource` allows one selected option and was asked to select all of
  /// `options`.
  public static func multipleSelectionNotAllowed(dataSource: String, options: [String]) -> Self {
    Self(
      .multipleSelectionNotAllowed, dataSource: dataSource, count: options.count,
      identifiers: options,
      "\(dataSource): allows one selected option, not \(options.count) ("
        + options.joined(separator: ", ") + ")")
  }

  private static func duplicates(_ source: String?, _ kind: String, _ ids: [String]) -> String {
    let prefix = source.map { "\($0): " } ?? ""
    let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    return "\(prefix)\(kind) identifiers occur more than once: \(list)"
  }
}
