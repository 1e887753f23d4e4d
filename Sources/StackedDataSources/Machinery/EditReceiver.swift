/// Receives the edits of one data source as they happen, each in the source's **current**
/// coordinates (the state just before that edit).
///
/// A data source's ``TransactionCore`` hands every edit to a receiver: at the root of a tree,
/// the core itself, which records it in the table's ``ChangeTracker``; inside a
/// ``SectionGroupStack``, the proxy the stack gave the source, which translates it to the
/// stack's coordinates (through pins and nesting) and hands it to the stack's own receiver. So an
/// edit climbs the tree once, when it is made, and the stacks' layouts always match their
/// groups.
///
/// A move is a ``liftRows(at:count:)`` and a ``placeRows(_:at:)``: the lifted token carries
/// what each level needs to put the rows back (the tracker's origins, a stack's pinned groups).
@MainActor
protocol EditReceiver: AnyObject {
  /// Inserts `count` new rows so that the first is at `path`.
  func insertRows(at path: TablePath, count: Int)
  /// Deletes `count` rows starting at `path`.
  func deleteRows(at path: TablePath, count: Int)
  /// Takes `count` rows out, to be put back by ``placeRows(_:at:)``.
  func liftRows(at path: TablePath, count: Int) -> LiftedRows
  /// Puts lifted rows back so that the first is at `path`.
  func placeRows(_ rows: LiftedRows, at path: TablePath)
  /// The row's cell must be replaced (`reloadRows`).
  func reloadRow(at path: TablePath)
  /// The row's content changed in place (`reconfigureRows`).
  func reconfigureRow(at path: TablePath)
  /// The user entered a value into the row's control, so the view shows `content` there without
  /// a batch (see ``ControlValue``).
  func userEnteredValue(at path: TablePath, shows content: RowContent)
  /// Inserts a section of `rowCount` new rows at `index`.
  func insertSection(at index: Int, rowCount: Int)
  /// Deletes the section at `index`.
  func deleteSection(at index: Int)
  /// Takes the section at `index` out, to be put back by ``placeSection(_:at:)``.
  func liftSection(at index: Int) -> LiftedSection
  /// Puts a lifted section back at `index`.
  func placeSection(_ section: LiftedSection, at index: Int)
  /// Replaces every row of the section at `index` with `rowCount` new rows.
  func reloadSection(at index: Int, rowCount: Int)
  /// Whether groups are pinned under any of the `count` rows from `path`, at this level or any
  /// level above: lifted rows carry their pins, so rows lifted and never put back must be
  /// deleted instead, which releases them.
  func anchorsPins(inRows path: TablePath, count: Int) -> Bool
  /// Whether groups are pinned under rows of the section at `index`, at this level or any level
  /// above: the same for a lifted section.
  func anchorsPins(inSection index: Int) -> Bool
}

extension EditReceiver {
  func anchorsPins(inSection index: Int) -> Bool { false }

  func anchorsPins(inRows path: TablePath, count: Int) -> Bool { false }

  func insertRow(at path: TablePath) { insertRows(at: path, count: 1) }

  func deleteRow(at path: TablePath) { deleteRows(at: path, count: 1) }

  /// Moves the row at `source` so that it ends up at `destination` (its index after the move).
  func moveRow(from source: TablePath, to destination: TablePath) {
    placeRows(liftRows(at: source, count: 1), at: destination)
  }

  /// Moves the section at `source` so that it ends up at `destination`.
  func moveSection(from source: Int, to destination: Int) {
    placeSection(liftSection(at: source), at: destination)
  }
}
