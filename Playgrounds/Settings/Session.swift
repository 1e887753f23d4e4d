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
  private var steps = 0

  /// Becomes `screen`'s sink: a validating sink (content check on) in front of a recorder, where
  /// an app would have its `UITableView`.
  init(showing screen: any DataSourceProtocol) {
    self.screen = screen
    table = ValidatingSink(dataSource: screen, downstream: recorder, checksContent: true)
    screen.sink = table
  }

  /// Prints the table as first shown.
  func start() {
    print("The screen as first shown:\n")
    print(renderer.render(screen))
    print()
  }

  /// Runs `change`, then prints `title`, `why`, the batch it sent and the table.
  func step(_ title: String, _ why: String, _ change: () throws -> Void) rethrows {
    steps += 1
    let known = table.violations.count
    try change()
    print("── \(steps). \(title)")
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
