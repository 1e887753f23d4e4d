import Foundation
import StackedDataSources

/// Plays a scripted session on a screen: runs each step, then prints what happened, the batch the
/// table received and the table as it now reads, with every batch checked as UIKit would check it.
@MainActor
final class Session {
  private let screen: any DataSourceProtocol
  private let recorder = RecordingSink()
  private let table: ValidatingSink
  private let renderer = TextRenderer(showsPaths: true, maxWidth: 100)
  /// The steps played so far, shared by the sessions of one script.
  private let steps: StepCount

  /// The steps a script has played, counted across its sessions.
  final class StepCount {
    var value = 0
  }

  /// Becomes `screen`'s sink: a validating sink (content check on) in front of a recorder, where
  /// an app would have its `UITableView`. With `other`, the steps are numbered on from its.
  init(showing screen: any DataSourceProtocol, numberedWith other: Session? = nil) {
    self.screen = screen
    steps = other?.steps ?? StepCount()
    table = ValidatingSink(dataSource: screen, downstream: recorder, contentCheck: .incremental)
    screen.sink = table
  }

  /// Prints the table as first shown.
  func start() {
    print("The screen as first shown:\n")
    print(renderer.render(screen))
    print()
  }

  /// Prints `title` and the `call` that makes the change, runs `change`, lets the main actor's
  /// turn end (when followed models' changes reach the table), then prints `why`, the batch the
  /// table received and the table.
  func step(_ title: String, _ call: String, _ why: String, _ change: () throws -> Void)
    async rethrows
  {
    let known = announce(title, call)
    try change()
    await endOfTurn()
    report(why, known: known)
  }

  /// The user drags the row at `source` to `destination`: the table moves it itself, then the
  /// bridge commits the move with `commit`; prints as ``step(_:_:_:_:)`` does.
  func drag(
    _ title: String, from source: TablePath, to destination: TablePath, _ why: String,
    commit: () throws -> Void
  ) async rethrows {
    let known = announce(title, "screen.commitMove(from: \(source), to: \(destination))")
    table.userMovedRow(from: source, to: destination)
    try commit()
    await endOfTurn()
    report(why, known: known)
  }

  /// The user changes the control of the row at `path` (types, drags a slider, flips a switch):
  /// the view shows the value at once and hands it on with `change` — the data source tells
  /// the table's sink, as it does for a bridge; prints as ``step(_:_:_:_:)`` does, and the data
  /// source's refusal when it refuses the value.
  func input(
    _ title: String, _ call: String, _ why: String,
    _ change: () throws(DataSourceError) -> Void
  ) async {
    let known = announce(title, call)
    do {
      try change()
    } catch {
      print("   The data source refuses: \(error)")
    }
    await endOfTurn()
    report(why, known: known)
  }

  /// Lets the turn end as an app's code does, with one `Task.yield()`: the main actor runs the
  /// job each follow enqueued when its model changed before it resumes here, so the follows
  /// have applied what the model changed (see "When the turn ends" on `Following`).
  private func endOfTurn() async {
    await Task.yield()
  }

  /// Prints the step's title and call; returns the number of violations found before it.
  private func announce(_ title: String, _ call: String) -> Int {
    steps.value += 1
    print("── \(steps.value). \(title)")
    print("   \(call)")
    return table.violations.count
  }

  private func report(_ why: String, known: Int) {
    for line in wrapped(why, width: 94) { print("   \(line)") }
    print("\n   The table view receives:")
    for line in renderer.render(recorder.take()).split(separator: "\n") { print("   \(line)") }
    for violation in table.violations[known...] { print("   ✗ UIKit would refuse: \(violation)") }
    print()
    print(renderer.render(screen))
    print()
  }

  /// `text` cut into lines of at most `width` characters, at spaces.
  private func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    return lines + [line]
  }

  /// Prints the tally and exits with status 1 when any batch broke a rule.
  func finish() {
    print(
      "\(table.validatedBatchCount) batches checked against UIKit's rules and the rows' contents:"
        + " \(table.violations.count) violations.")
    if !table.isValid { exit(1) }
  }
}
