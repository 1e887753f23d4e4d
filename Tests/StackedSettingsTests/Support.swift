import Foundation
import Observation
import StackedSettings

@testable import StackedDataSources

/// Lets the main actor's turn end, so that the follows changed in it send their batch.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func endOfTurn() async {
  for _ in 0..<5 { await Task.yield() }
  for _ in 0..<10_000 where PendingFollows.mayHaveWork { await Task.yield() }
}

/// A screen's table: every batch checked against UIKit's rules and the rows' contents, and
/// recorded.
@MainActor
final class CheckedTable {
  let recorder = RecordingSink()
  let validator: ValidatingSink
  let stack: SectionGroupStack

  init(_ stack: SectionGroupStack) {
    self.stack = stack
    validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
    stack.sink = validator
  }

  /// The table as a user reads it.
  var text: String { TextRenderer(showsPaths: true).render(stack) }
}

enum Appearance: String, SettingsValue {
  case light, dark, automatic
}

struct Location: SettingsCodable, Hashable {
  var latitude: Double
  var longitude: Double
}

extension SettingsKeys {
  static let airplane = SettingsKey("airplane", default: false)
  static let name = SettingsKey("name", default: "iPhone")
  static let brightness = SettingsKey("brightness", default: 0.5)
  static let copies = SettingsKey("copies", default: 2)
  static let appearance = SettingsKey("appearance", default: Appearance.light)
  static let since = SettingsKey("since", default: Date(timeIntervalSince1970: 0))
  static let home = SettingsKey("home", default: Location(latitude: 0, longitude: 0))
  static let autoLock = SettingsKey("autoLock", default: 120)
}
