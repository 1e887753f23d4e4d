import Foundation
import Observation
import StackFuzz
import StackedDataSources

// `swift run -c release Benchmarks rules [--quick]`
//
// What rules and validation (issue 38) cost, each against a baseline this run measures: many
// short samples, the two sides interleaved, and the ratio of their medians, which a
// descheduling on a shared machine does not move (the first sample of each side warms up and is
// dropped). `--quick` takes fewer samples of the same sizes.
//
// `rules.one_change`: a settings screen of 1,000 settings, each a one-row group (a switch) with
// a group of two option rows pinned under it; each setting has its own `@Observable` model
// (`Setting.isOn`). On the screen of 1,000 rules, each pinned group is shown by a rule reading
// its own setting (`show(_:when:)`); on the screen of one rule, the same 1,000 settings, groups,
// pins and models, and only the middle setting's group has its rule (the other 999 groups stay
// hidden). On both sides, one change flips the middle setting's `isOn`, and its two option rows
// come or go in one batch, which reaches a sink that counts batches. Both sides do the same
// work but for the number of rules the screen holds, so the ratio is what the 999 rules that
// did not read the changed property cost: rules re-run by what they read, not all (target ≤ 2).
// The time covers the whole change as an app sees it: the model's `willSet`, the observation
// callback that marks the rule and enqueues its job on the main actor, that job's run (the
// rule's read and its batch, when the main-actor turn ends), until the sink has the batch —
// timed from the change to the first `await Task.yield()` that finds the batch delivered.
//
// `rules.one_change_in_transaction`: the same change made inside `performBatchUpdates` on the
// screen's stack, where the closing transaction takes the rule's change into its batch (then the
// job the change enqueued runs, finding nothing left, and is timed too).
//
// `rules.validated_keystroke`: one keystroke (`setControlValue(.text(…), at:)` on the screen's
// stack, as a bridge hands it on) in a text field row of a screen of 10,000 fields (100
// `ArrayDataSource`s of 100 rows), whose owner takes the text by replacing its item; the batch
// goes to a sink that counts batches. The user types a word into a random field, a character at
// a time (each keystroke sends the field's whole text, which grows by one character). On the
// validated screen every field has a validation checked on change (`.required()` and
// `.length(1...64)`), which every keystroke passes, so that the owner takes each on both sides;
// the unvalidated screen is the same without a validation (target ≤ 1.5).
//
// Each figure is printed with the median microseconds of one operation on each side.

/// A setting's model: one per setting, as a screen of independent switches has.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class Setting {
  var isOn = false
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func runRulesBenchmarks(_ arguments: [String]) async {
  let quick = arguments.contains("--quick")
  let runs = quick ? 7 : 41
  let changes = await oneChange(settings: 1_000, changes: 20, runs: runs, inTransaction: false)
  report("rules.one_change.n1000.ratio_vs_one_rule", changes.many / changes.one)
  report("rules.one_change.n1000.us", changes.many * 1e6, digits: 1)
  report("rules.one_change.n1000.one_rule_us", changes.one * 1e6, digits: 1)
  let batched = await oneChange(settings: 1_000, changes: 20, runs: runs, inTransaction: true)
  report("rules.one_change_in_transaction.n1000.ratio_vs_one_rule", batched.many / batched.one)
  report("rules.one_change_in_transaction.n1000.us", batched.many * 1e6, digits: 1)
  report("rules.one_change_in_transaction.n1000.one_rule_us", batched.one * 1e6, digits: 1)
  let keys = validatedKeystroke(rows: 10_000, keystrokes: 40, runs: runs)
  report(
    "rules.validated_keystroke.n10000.ratio_vs_unvalidated", keys.validated / keys.unvalidated)
  report("rules.validated_keystroke.n10000.us", keys.validated * 1e6, digits: 1)
  report("rules.validated_keystroke.n10000.unvalidated_us", keys.unvalidated * 1e6, digits: 1)
}

/// A settings screen: `settings` one-row groups, each with two option rows pinned under it,
/// shown while its setting is on by a rule, for the settings `ruled` names.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private final class RuleScreen {
  let settings: [Setting]
  let options: [ArrayDataSource<String>]
  let stack: SectionGroupStack
  let sink = NullSink()
  let rules: [Following]

  init(settings count: Int, ruled: [Int]) {
    settings = (0..<count).map { _ in Setting() }
    let groups = (0..<count).map { ArrayDataSource(["Setting \($0)"], name: "Setting \($0)") }
    options = (0..<count).map { ArrayDataSource(["On \($0)", "Off \($0)"], name: "Options \($0)") }
    stack = try! SectionGroupStack(name: "Settings", groups: groups)
    for index in 0..<count {
      try! stack.pin(options[index], under: [0, 0], of: groups[index])
    }
    stack.sink = sink
    let (stack, settings, options) = (stack, settings, options)
    rules = ruled.map { index in
      try! stack.show(options[index]) { settings[index].isOn }
    }
  }
}

/// The median seconds of one change of a setting, until the sink has its batch, on a screen of
/// `settings` settings with a rule each, and on the same screen with one rule.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private func oneChange(settings: Int, changes: Int, runs: Int, inTransaction: Bool) async -> (
  many: Double, one: Double
) {
  let changed = settings / 2
  let screens = [
    RuleScreen(settings: settings, ruled: Array(0..<settings)),
    RuleScreen(settings: settings, ruled: [changed]),
  ]
  var times = screens.map { _ in [Double]() }
  for _ in 0...runs {  // the first sample warms up and is dropped
    for (side, screen) in screens.enumerated() {
      var total = 0.0
      for _ in 0..<changes {
        let before = screen.sink.batches
        let start = DispatchTime.now().uptimeNanoseconds
        if inTransaction {
          screen.stack.performBatchUpdates { screen.settings[changed].isOn.toggle() }
          await Task.yield()  // the job the change enqueued runs, finding nothing left
        } else {
          screen.settings[changed].isOn.toggle()
        }
        var turns = 0
        while screen.sink.batches == before {
          await Task.yield()
          turns += 1
          if turns > 1_000 { fatalError("rules: the change never reached the sink") }
        }
        total += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      }
      times[side].append(total / Double(changes))
    }
  }
  for screen in screens {
    let shown = screen.settings[changed].isOn
    let rows = screen.stack.numberOfRows(inSection: changed)
    guard rows == (shown ? 3 : 1), screen.sink.batches == (runs + 1) * changes,
      screen.rules.allSatisfy({ $0.isActive && $0.lastError == nil })
    else {
      fatalError("rules: \(rows) rows, \(screen.sink.batches) batches")
    }
  }
  return (median(times[0].dropFirst()), median(times[1].dropFirst()))
}

/// A row's item: a field of a form, and the text it holds.
private struct Field: Hashable {
  let id: Int
  var text: String
}

/// The rows of a screen's groups.
private let fieldsPerGroup = 100

/// The median seconds of one keystroke in a random text field of a screen of `rows` fields
/// whose every field is validated, and of the same keystroke on the same screen without
/// validation, over `runs` samples of `keystrokes` keystrokes (and one dropped).
@MainActor
private func validatedKeystroke(rows: Int, keystrokes: Int, runs: Int) -> (
  validated: Double, unvalidated: Double
) {
  let screens = [true, false].map { validated in
    let groups = (0..<rows / fieldsPerGroup).map { group in
      let fields = ArrayDataSource(
        (0..<fieldsPerGroup).map { Field(id: group * fieldsPerGroup + $0, text: "") },
        name: "Form \(group)")
      fields.content = {
        RowContent("Field \($0.id)", accessory: .textField(.init(text: $0.text)))
      }
      fields.onTextChange = { [unowned fields] field, text in
        try! fields.replace(at: field.id % fieldsPerGroup, with: Field(id: field.id, text: text))
      }
      if validated {
        fields.validation = { _ in Validation(.required(), .length(1...64)) }
      }
      return fields
    }
    let stack = try! SectionGroupStack(name: "Form", groups: groups)
    let sink = NullSink()
    stack.sink = sink
    var random = SplitMix64(seed: 38)
    let paths = (0...runs).map { _ in
      TablePath(section: random.below(groups.count), row: random.below(fieldsPerGroup))
    }
    return (stack: stack, groups: groups, sink: sink, paths: paths)
  }
  // The word typed, a character at a time: each keystroke sends the field's whole text.
  let typed = (1...keystrokes).map { String(repeating: "a", count: $0) }
  var times = screens.map { _ in [Double]() }
  for run in 0...runs {  // the first sample warms up and is dropped
    for (side, screen) in screens.enumerated() {
      let path = screen.paths[run]
      times[side].append(
        perCall(keystrokes) {
          for text in typed { try! screen.stack.setControlValue(.text(text), at: path) }
        })
    }
  }
  for screen in screens {
    let path = screen.paths.last!
    guard screen.groups[path.section].items[path.row].text == typed.last! else {
      fatalError("rules: the owner did not take the keystrokes")
    }
  }
  return (median(times[0].dropFirst()), median(times[1].dropFirst()))
}
