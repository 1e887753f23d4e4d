import Foundation
import Testing

@testable import StackedDataSources

/// Validation tied to its row (issue 38): a failing value shows its message in a row pinned
/// under it — appearing and going in the batch of the change — and in the row's accessibility
/// value, and a value checked on change that fails stays in the field and does not reach the
/// owner. Every table is a `ValidatingSink` with the full content check.
@MainActor
@Suite("Validation shows its message under the failing row")
struct ValidationTests {
  struct Field: Hashable {
    var key: String
    var text: String
  }

  /// An account form: email (checked on change), password (on end of editing), and a name
  /// (on submit), in a stack under a header group; `model` is what the owner took.
  @MainActor
  final class Form {
    var model = ["email": "", "password": "", "name": ""]
    let header = ArrayDataSource(["Account"], name: "Header")
    let fields: ArrayDataSource<Field>
    let stack: SectionGroupStack
    let recorder = RecordingSink()
    let validator: ValidatingSink

    init() throws {
      fields = ArrayDataSource(
        ["email", "password", "name"].map { Field(key: $0, text: "") }, name: "Fields")
      fields.content = { RowContent($0.key, accessory: .textField(.init(text: $0.text))) }
      fields.validation = { field in
        switch field.key {
        case "email": Validation(.required(), .email())
        case "password": Validation(.length(8...64, "At least 8 characters"), on: .endEditing)
        default: Validation(.required("A name, please"), on: .submit)
        }
      }
      stack = try SectionGroupStack(name: "Form", groups: [header, fields])
      validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
      stack.sink = validator
      fields.onTextChange = { [unowned self] field, text in
        model[field.key] = text
        if let index = fields.items.firstIndex(of: field) {
          try? fields.replace(at: index, with: Field(key: field.key, text: text))
        }
      }
    }

    var rendered: String { TextRenderer().render(stack) }
  }

  @Test("a value that fails on change stays in the field, is not taken, and shows its message")
  func failsOnChange() throws {
    let form = try Form()
    try form.stack.setControlValue(.text("ada@"), at: [1, 0])
    #expect(form.model["email"] == "", "the owner does not get a value that fails")
    let row = try #require(form.stack.rowContent(at: [1, 0]))
    #expect(TextRenderer.text(row) == "email [ada@|]", "the field keeps what the user typed")
    #expect(row.validationMessage == "Not an email address")
    #expect(row.accessibilityValue == "ada@, Not an email address")
    #expect(
      TextRenderer.text(try #require(form.stack.rowContent(at: [1, 1]))) == "⚠ Not an email address"
    )
    #expect(
      form.recorder.batches == [
        [.insertRows([[1, 1]], .automatic)], [.reconfigureRows([[1, 0]])],
      ]
        || form.recorder.updates == [
          .beginUpdates, .insertRows([[1, 1]], .automatic), .endUpdates,
          .reconfigureRows([[1, 0]]),
        ],
      "one batch: the message row; the field's row reconfigured for its accessibility value")
    #expect(form.validator.isValid, "\(form.validator.violations)")
    form.recorder.removeAll()
    // Still failing, same message: nothing to send.
    try form.stack.setControlValue(.text("ada@x"), at: [1, 0])
    #expect(form.recorder.updates.isEmpty)
    // Fixed: the owner takes it, and the message row goes.
    try form.stack.setControlValue(.text("ada@x.com"), at: [1, 0])
    #expect(form.model["email"] == "ada@x.com")
    #expect(form.stack.rowContent(at: [1, 0])?.validationMessage == nil)
    #expect(form.stack.rowCounts == [1, 3])
    #expect(form.validator.isValid, "\(form.validator.violations)")
  }

  @Test("a validation on end of editing lets every value through, then checks on each change")
  func failsOnEndEditing() throws {
    let form = try Form()
    try form.stack.setControlValue(.text("short"), at: [1, 1])
    #expect(form.model["password"] == "short" && form.stack.rowCounts == [1, 3])
    try form.stack.endEditing(at: [1, 1])
    #expect(form.stack.rowCounts == [1, 4])
    #expect(
      TextRenderer.text(try #require(form.stack.rowContent(at: [1, 2])))
        == "⚠ At least 8 characters")
    try form.stack.setControlValue(.text("long enough"), at: [1, 1])
    #expect(form.model["password"] == "long enough")
    #expect(form.stack.rowCounts == [1, 3], "fixed: the message goes at once")
    #expect(form.validator.isValid, "\(form.validator.violations)")
  }

  @Test("validate() checks every row, shows every message in one batch, and names the failures")
  func validateTheForm() throws {
    let form = try Form()
    try form.stack.setControlValue(.text("ada@"), at: [1, 0])
    form.recorder.removeAll()
    let failures = try form.stack.validate()
    #expect(
      failures.map(\.description) == [
        "Fields: row 0 of section 1 fails email: Not an email address",
        "Fields: row 3 of section 1 fails required: A name, please",
      ])
    #expect(
      failures.map(\.item) == [
        AnyHashable(Field(key: "email", text: "")), AnyHashable(Field(key: "name", text: "")),
      ])
    #expect(form.recorder.batches.count == 1, "\(form.recorder.updates)")
    #expect(
      form.rendered.contains("⚠ A name, please") && form.rendered.contains("⚠ Not an email address")
    )
    #expect(form.validator.isValid, "\(form.validator.violations)")
  }

  @Test("a message row follows its row, and goes with it")
  func messageFollowsItsRow() throws {
    let form = try Form()
    try form.stack.setControlValue(.text("x"), at: [1, 0])
    try form.fields.insert(Field(key: "phone", text: ""), at: 0)
    #expect(
      TextRenderer.text(try #require(form.stack.rowContent(at: [1, 2]))) == "⚠ Not an email address"
    )
    try form.fields.remove(at: 1)
    #expect(form.stack.rowCounts == [1, 3])
    #expect(form.validator.isValid, "\(form.validator.violations)")
  }

  @Test("validating a form with a paused group is refused, and nothing changes")
  func pausedGroup() throws {
    let form = try Form()
    form.fields.pause()
    #expect(throws: DataSourceError.sourcePaused(dataSource: "Fields")) {
      try form.stack.validate()
    }
    #expect(form.recorder.updates.isEmpty)
  }

  @Test(
    "each rule accepts what it says",
    arguments: [
      ("required", Validation.Rule.required(), ["a", " x "], ["", "  "]),
      ("length", .length(2...4), ["ab", "abcd", ""], ["a", "abcde"]),
      ("range", .range(1...10), ["5", "10", ""], ["0", "x", "11"]),
      ("pattern", .pattern("[0-9]{3}", "Three digits"), ["123", ""], ["12", "1234", "abc"]),
      ("email", .email(), ["a@b.co", ""], ["a@b", "a b@c.d", "@b.co"]),
      ("url", .url(), ["https://example.com", ""], ["example.com", "ftp://x.y", "https://"]),
    ])
  func rules(name: String, rule: Validation.Rule, accepted: [String], refused: [String]) {
    #expect(rule.name == name)
    for text in accepted { #expect(rule.accepts(.text(text)), "\(name) accepts \(text)") }
    for text in refused { #expect(!rule.accepts(.text(text)), "\(name) refuses \(text)") }
    #expect(Validation.Rule.range(0...1).accepts(.number(0.5)))
    #expect(!Validation.Rule.range(0...1).accepts(.number(2)))
  }
}
