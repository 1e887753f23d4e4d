/// The edits of a paused data source, held in order until it resumes.
///
/// While a source is paused its table keeps showing the rows it was last told of, so the edits
/// cannot climb the tree as they are made (``EditReceiver``): the stacks above would move their
/// layout, and the root its tracker, away from what the table shows. They are kept here instead,
/// each in the coordinates of the moment it was made, and replayed on the source's receiver when
/// it resumes — inside one level of the root's transaction, whose tracker nets them into one
/// batch (nothing when they cancel out), exactly as if they had been made in one transaction
/// then. Replaying the steps rather than a netted changeset keeps what the stacks attach to rows
/// right: a group pinned under a row that moved follows it.
///
/// - Complexity: O(1) per edit held; a replay is O(*k*) receiver calls for *k* edits held.
@MainActor
final class PausedEdits: EditReceiver {
  private enum Step {
    case insertRows(TablePath, count: Int)
    case deleteRows(TablePath, count: Int)
    case liftRows(TablePath, LiftedRows)
    case placeRows(LiftedRows, TablePath)
    case reloadRow(TablePath)
    case reconfigureRow(TablePath)
    case insertSection(Int, rowCount: Int)
    case deleteSection(Int)
    case liftSection(Int, LiftedSection)
    case placeSection(LiftedSection, Int)
    case reloadSection(Int, rowCount: Int)
  }

  private var steps: [Step] = []
  /// The user's input into the rows the table shows (which are the rows as they were when the
  /// source paused), replayed before the held edits, in whose coordinates they are not.
  private var inputs: [(path: TablePath, shows: RowContent)] = []
  /// Run after the replay, in order: changes held because the table shows their state
  /// (a new placeholder).
  private var followUps: [() -> Void] = []

  /// What the view shows in the row at `path` (a row the table shows) after the last input the
  /// log holds for it, or `nil` when it holds none.
  ///
  /// - Complexity: O(*u*) for *u* inputs held.
  func shownContent(at path: TablePath) -> RowContent? {
    inputs.last { $0.path == path }?.shows
  }

  /// Runs `change` after the held edits are replayed, in the same batch.
  func whenResumed(_ change: @escaping () -> Void) { followUps.append(change) }

  /// Makes the held edits on `receiver`, in order, then the held follow-ups.
  ///
  /// - Complexity: O(*k*) receiver calls for *k* edits held.
  func replay(on receiver: any EditReceiver) {
    // A lift returned this log's own token; the receiver hands back its own, for the place.
    var rows: [ObjectIdentifier: LiftedRows] = [:]
    var sections: [ObjectIdentifier: LiftedSection] = [:]
    for input in inputs { receiver.userEnteredValue(at: input.path, shows: input.shows) }
    inputs = []
    for step in steps {
      switch step {
      case .insertRows(let path, let count): receiver.insertRows(at: path, count: count)
      case .deleteRows(let path, let count): receiver.deleteRows(at: path, count: count)
      case .liftRows(let path, let token):
        rows[ObjectIdentifier(token)] = receiver.liftRows(at: path, count: token.count)
      case .placeRows(let token, let path):
        guard let lifted = rows.removeValue(forKey: ObjectIdentifier(token)) else {
          preconditionFailure("rows placed without being lifted")
        }
        receiver.placeRows(lifted, at: path)
      case .reloadRow(let path): receiver.reloadRow(at: path)
      case .reconfigureRow(let path): receiver.reconfigureRow(at: path)
      case .insertSection(let index, let rowCount):
        receiver.insertSection(at: index, rowCount: rowCount)
      case .deleteSection(let index): receiver.deleteSection(at: index)
      case .liftSection(let index, let token):
        sections[ObjectIdentifier(token)] = receiver.liftSection(at: index)
      case .placeSection(let token, let index):
        guard let lifted = sections.removeValue(forKey: ObjectIdentifier(token)) else {
          preconditionFailure("a section placed without being lifted")
        }
        receiver.placeSection(lifted, at: index)
      case .reloadSection(let index, let rowCount):
        receiver.reloadSection(at: index, rowCount: rowCount)
      }
    }
    steps = []
    let changes = followUps
    followUps = []
    for change in changes { change() }
  }

  // MARK: EditReceiver

  func insertRows(at path: TablePath, count: Int) { steps.append(.insertRows(path, count: count)) }

  func deleteRows(at path: TablePath, count: Int) { steps.append(.deleteRows(path, count: count)) }

  func liftRows(at path: TablePath, count: Int) -> LiftedRows {
    let token = LiftedRows(count: count)
    steps.append(.liftRows(path, token))
    return token
  }

  func placeRows(_ rows: LiftedRows, at path: TablePath) { steps.append(.placeRows(rows, path)) }

  func reloadRow(at path: TablePath) { steps.append(.reloadRow(path)) }

  func reconfigureRow(at path: TablePath) { steps.append(.reconfigureRow(path)) }

  /// Held until the source resumes, when the row is settled against its content in the
  /// resume's batch (a value the owner did not take is put back then, with the held edits).
  /// `path` is a row the table shows: the source's rows as they were when it paused.
  func userEnteredValue(at path: TablePath, shows content: RowContent) {
    inputs.append((path, content))
  }

  func insertSection(at index: Int, rowCount: Int) {
    steps.append(.insertSection(index, rowCount: rowCount))
  }

  func deleteSection(at index: Int) { steps.append(.deleteSection(index)) }

  func liftSection(at index: Int) -> LiftedSection {
    let token = LiftedSection()
    steps.append(.liftSection(index, token))
    return token
  }

  func placeSection(_ section: LiftedSection, at index: Int) {
    steps.append(.placeSection(section, index))
  }

  func reloadSection(at index: Int, rowCount: Int) {
    steps.append(.reloadSection(index, rowCount: rowCount))
  }
}
