import Observation
import Testing

@testable import StackedDataSources

/// The state the rules of these tests read.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class FormModel {
  var passcodeOn = false
  var wifiOn = false
  var hasPremium = false
  var unrelated = 0
}

/// Rules (issue 38): a group shown, rows shown or enabled while a condition on the model
/// holds, re-read only when what it read changes, and applied as one batch joining the open
/// transaction. Every table is a `ValidatingSink` with the full content check.
@MainActor
@Suite("Rules show and enable rows while a condition holds")
struct RuleTests {
  /// Passcode (a switch) with its options pinned under it, and Wi-Fi with its networks pinned
  /// under it; `reads` counts how often each rule read the model.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class Screen {
    let model = FormModel()
    let passcode = ArrayDataSource(["Passcode"], name: "Passcode")
    let options = ArrayDataSource(["Change", "Require", "Erase"], name: "Options")
    let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi")
    let networks = ArrayDataSource(["Home", "Office"], name: "Networks")
    let stack: SectionGroupStack
    let recorder = RecordingSink()
    let validator: ValidatingSink
    var reads: [String: Int] = [:]

    init() throws {
      stack = try SectionGroupStack(name: "Settings", groups: [passcode, wifi])
      try stack.pin(options, under: [0, 0], of: passcode)
      try stack.pin(networks, under: [0, 0], of: wifi)
      validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
      stack.sink = validator
      try stack.show(options) { [unowned self] in
        reads["options", default: 0] += 1
        return model.passcodeOn
      }
      try stack.show(networks) { [unowned self] in
        reads["networks", default: 0] += 1
        return !model.passcodeOn && model.wifiOn
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a model change shows a pinned group when the turn ends, as one batch")
  func showsAGroup() async throws {
    let screen = try Screen()
    #expect(screen.recorder.updates.isEmpty, "both conditions are false: nothing to show")
    screen.model.passcodeOn = true
    await endOfTurn()
    #expect(
      screen.recorder.batches == [[.insertRows([[0, 1], [0, 2], [0, 3]], .automatic)]])
    #expect(screen.stack.rowCounts == [4, 1])
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a change that shows three rows and hides two is one batch")
  func showsAndHidesInOneBatch() async throws {
    let screen = try Screen()
    screen.model.wifiOn = true
    await endOfTurn()
    #expect(screen.stack.rowCounts == [1, 3])
    screen.recorder.removeAll()
    screen.model.passcodeOn = true  // shows the options, hides the networks
    await endOfTurn()
    #expect(
      screen.recorder.batches == [
        [
          .deleteRows([[1, 1], [1, 2]], .automatic),
          .insertRows([[0, 1], [0, 2], [0, 3]], .automatic),
        ]
      ])
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a model change inside a transaction joins its batch")
  func joinsTheOpenTransaction() throws {
    let screen = try Screen()
    screen.stack.performBatchUpdates {
      screen.model.passcodeOn = true
      screen.wifi.append("Ask to Join")
    }
    #expect(
      screen.recorder.batches == [
        [.insertRows([[0, 1], [0, 2], [0, 3], [1, 1]], .automatic)]
      ])
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("only the rules that read the changed property read again")
  func readsOnlyWhatChanged() async throws {
    let screen = try Screen()
    #expect(screen.reads == ["options": 1, "networks": 1])
    screen.model.unrelated += 1
    screen.model.wifiOn = true  // only the networks' rule read wifiOn (passcodeOn is false)
    await endOfTurn()
    #expect(screen.reads == ["options": 1, "networks": 2])
    #expect(screen.recorder.batches == [[.insertRows([[1, 1], [1, 2]], .automatic)]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("rows enabled by a rule: the rows whose state flips are reconfigured, and refuse input")
  func enablesRows() async throws {
    let model = FormModel()
    struct Feature: Hashable, Sendable {
      var title: String
      var isPremium: Bool
    }
    let features = ArrayDataSource(
      [Feature(title: "Sync", isPremium: false), Feature(title: "Themes", isPremium: true)],
      name: "Features")
    features.content = { RowContent($0.title, accessory: .toggle(isOn: false)) }
    var flipped: [String] = []
    features.onToggle = { feature, _ in flipped.append(feature.title) }
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: features, downstream: recorder, contentCheck: .full)
    features.sink = validator
    features.enable(when: { !$0.isPremium || model.hasPremium })
    #expect(recorder.updates == [.reconfigureRows([[0, 1]])], "Themes is disabled now")
    #expect(features.rowContent(at: [0, 1])?.isEnabled == false)
    #expect(throws: DataSourceError.rowDisabled(dataSource: "Features", row: 1, section: 0)) {
      try features.setToggle(true, at: [0, 1])
    }
    recorder.removeAll()
    model.hasPremium = true
    await endOfTurn()
    #expect(recorder.updates == [.reconfigureRows([[0, 1]])])
    try features.setToggle(true, at: [0, 1])
    #expect(flipped == ["Themes"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("rows shown by a rule come and go as the condition changes")
  func showsRows() async throws {
    let model = FormModel()
    let passcode = ArrayDataSource(["Turn Off", "Change", "Require"], name: "Passcode")
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: passcode, downstream: recorder, contentCheck: .full)
    passcode.sink = validator
    passcode.showRows(where: { $0 != "Require" || model.passcodeOn })
    #expect(passcode.items == ["Turn Off", "Change"])
    #expect(recorder.batches == [[.deleteRows([[0, 2]], .automatic)]])
    recorder.removeAll()
    model.passcodeOn = true
    await endOfTurn()
    #expect(passcode.items == ["Turn Off", "Change", "Require"])
    #expect(recorder.batches == [[.insertRows([[0, 2]], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a rule on a group that is not pinned is refused; one whose group left ends, reported")
  func badInput() async throws {
    let screen = try Screen()
    let loose = ArrayDataSource(["x"], name: "Loose")
    #expect(throws: DataSourceError.notPinned(stack: "Settings", group: "Loose")) {
      try screen.stack.show(loose, when: { true })
    }
    let extra = ArrayDataSource(["a"], name: "Extra")
    try screen.stack.pin(extra, under: [0, 0], of: screen.wifi)
    let rule = try screen.stack.show(extra, when: { screen.model.wifiOn })
    try screen.stack.unpin(extra)
    screen.model.wifiOn = true
    await endOfTurn()
    #expect(rule.lastError == .notPinned(stack: "Settings", group: "Extra"))
    #expect(!rule.isActive)
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an inline picker open in a group a rule hides is closed, and stays closed when it shows")
  func closesTheInlinePickerItHides() async throws {
    let screen = try Screen()
    screen.options.content = {
      RowContent($0, accessory: .picker(.init(["A", "B"], selectedIndex: 0, style: .inline)))
    }
    screen.model.passcodeOn = true
    await endOfTurn()
    try screen.stack.selectRow(at: [0, 2])  // "Require" opens its options under it
    #expect(screen.stack.rowCounts == [5, 1])
    screen.recorder.removeAll()
    screen.model.passcodeOn = false
    await endOfTurn()
    #expect(screen.stack.rowCounts == [1, 1])
    #expect(screen.recorder.batches.count == 1, "\(screen.recorder.updates)")
    screen.model.passcodeOn = true
    await endOfTurn()
    #expect(screen.stack.rowCounts == [4, 1], "the options, with no picker open")
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }
}
