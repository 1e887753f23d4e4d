import StackedDataSources

/// A validated group of the fuzz test (``StackFuzzer/formStep()``): an array source of text-field
/// rows with one validation rule checked at one timing, and now and then an enable rule
/// (``ItemDataSource/enable(when:)``) reading a flag of ``FuzzFlags``.
///
/// It keeps its own reference model of the validation, written from the timing rules and not
/// from the library's state: the value the owner took for each item, the draft a row holds
/// (a value checked on change that failed, which the owner never got), and the rows that fail,
/// by item, moved to the new item when the owner replaces it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FuzzForm {
  /// The rules a form may check, each with the fuzz's own predicate.
  enum Check: Int, CaseIterable {
    case length, required, letters, noX

    var rule: Validation.Rule {
      switch self {
      case .length: .length(2...5, "2 to 5 characters")
      case .required: .required("Required")
      case .letters: .pattern("[a-z]+", "Letters only")
      case .noX:
        Validation.Rule("noX", message: "No x, please") { value in
          if case .text(let text) = value { !text.contains("x") } else { true }
        }
      }
    }

    /// Whether `text` passes, computed here rather than by the rule.
    func accepts(_ text: String) -> Bool {
      switch self {
      case .length: text.isEmpty || (2...5).contains(text.count)
      case .required: text.contains { !$0.isWhitespace }
      case .letters: text.isEmpty || text.allSatisfy { ("a"..."z").contains($0) }
      case .noX: !text.contains("x")
      }
    }
  }

  let node: FuzzNode
  let source: ArrayDataSource<String>
  let check: Check
  let timing: Validation.Timing
  /// The value the owner took, by item ("" when none).
  var values: [String: String] = [:]
  /// The value a row holds that its owner did not take, by item.
  var drafts: [String: String] = [:]
  /// The failing rows' messages, by item.
  var failures: [String: String] = [:]
  /// The enable rule: rows whose item number is odd are enabled while `flags[flag] != negated`;
  /// even ones always.
  var enableFlag: (flag: Int, negated: Bool)?
  var enabling: Following?
  /// Rows seen disabled, to note one enabled again.
  var disabledSeen: Set<String> = []
  /// The item the owner gave each row it replaced.
  var renamed: [String: String] = [:]

  init(node: FuzzNode, source: ArrayDataSource<String>, check: Check, timing: Validation.Timing) {
    self.node = node
    self.source = source
    self.check = check
    self.timing = timing
  }

  /// What the field of `item` shows.
  func shown(_ item: String) -> String { drafts[item] ?? values[item] ?? "" }

  /// Whether the row of `item` is enabled while `flags` are as they are.
  func isEnabled(_ item: String, _ flags: FuzzFlags) -> Bool {
    guard let enableFlag else { return true }
    // The flag is read for every row: a rule whose rows read nothing is not run again when a
    // row that reads the flag comes later (EnabledRowRegressionTests, a known issue).
    let holds = flags[enableFlag.flag] != enableFlag.negated
    return holds || Int(item.dropFirst())! % 2 == 0
  }

  /// The model's answer to `text` entered at `point` into the row of `item`: whether the owner
  /// gets the value. Updates drafts and failures as the timing rules say.
  func enter(_ text: String, for item: String, at point: Point) -> Bool {
    let checked: Bool =
      switch (timing, point) {
      case (.change, _), (.endEditing, .endEditing), (_, .submit): true
      default: failures[item] != nil
      }
    guard checked else { return point == .change }
    if check.accepts(text) {
      drafts[item] = nil
      failures[item] = nil
      return point == .change
    }
    failures[item] = check.rule.message
    if timing == .change {
      drafts[item] = text
      return false
    }
    drafts[item] = nil
    return point == .change
  }

  /// Where a value is checked.
  enum Point { case change, endEditing, submit }

  /// The owner took `text` for `old` and replaced it by `new`: the failure moves with it.
  func replaced(_ old: String, with new: String, text: String) {
    values[new] = text
    renamed[old] = new
    failures[new] = failures.removeValue(forKey: old)
    drafts[new] = drafts.removeValue(forKey: old)
  }
}
