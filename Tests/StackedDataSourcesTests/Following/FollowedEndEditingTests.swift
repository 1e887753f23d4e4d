import Observation
import Testing

@testable import StackedDataSources

/// The notes a followed source shows: the owner takes the user's typing into the model.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class FollowedNotes {
  struct Note: Hashable, Sendable {
    var id: Int
    var text: String
  }

  var items = [Note(id: 1, text: "n1"), Note(id: 2, text: "n2")]
}

/// The end of editing of a field whose owner follows a model (soak seed 400248): the text
/// handed on is the one the field shows, though the model's change waits for the open
/// transaction to close.
@MainActor
@Suite("End of editing in a followed source hands on what the field shows")
struct FollowedEndEditingTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("typed, taken into the model, ended inside one transaction: the typed text is handed on")
  func endEditingInATransaction() throws {
    let model = FollowedNotes()
    let notes = ArrayDataSource<FollowedNotes.Note>([], name: "Notes")
    notes.content = { RowContent("Note", accessory: .textField(.init(text: $0.text))) }
    notes.onTextChange = { note, text in
      if let index = model.items.firstIndex(of: note) { model.items[index].text = text }
    }
    var ended: [String] = []
    notes.onEndEditing = { _, text in ended.append(text) }
    notes.follow(model, \.items, id: \.id)
    let stack = try SectionGroupStack(name: "Screen", groups: [notes])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
    stack.sink = validator
    stack.beginUpdates()
    try stack.setControlValue(.text("n1!"), at: [0, 0])
    try stack.endEditing(at: [0, 0])
    try stack.endUpdates()
    #expect(ended == ["n1!"], "not the text before the typing")
    #expect(model.items.map(\.text) == ["n1!", "n2"] && notes.items == model.items)
    #expect(validator.isValid, "\(validator.violations) \(recorder.updates)")
  }

  /// A model of plain strings, followed by value: the typing replaces the item.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Observable
  @MainActor
  final class Lines {
    var items = ["n1", "n2"]
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("followed by value: the end of editing reaches the item the row shows, with the typed text")
  func endEditingFollowedByValue() throws {
    let model = Lines()
    let lines = ArrayDataSource<String>([], name: "Lines")
    lines.content = { RowContent($0, accessory: .textField(.init(text: $0))) }
    lines.onTextChange = { line, text in
      if let index = model.items.firstIndex(of: line) { model.items[index] = text }
    }
    var ended: [String] = []
    lines.onEndEditing = { line, text in ended.append("\(line): \(text)") }
    lines.follow(model, \.items)
    let stack = try SectionGroupStack(name: "Screen", groups: [lines])
    stack.sink = RecordingSink()
    stack.beginUpdates()
    try stack.setControlValue(.text("n2!"), at: [0, 1])
    try stack.endEditing(at: [0, 1])
    try stack.endUpdates()
    #expect(ended == ["n2: n2!"], "the row's item, and what its field shows")
    #expect(lines.items == ["n1", "n2!"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a value refused inside a transaction: the field shows the typing until it closes")
  func endEditingOfARefusedValue() throws {
    let notes = ArrayDataSource(["n1", "n2"], name: "Notes")
    notes.content = { RowContent($0, accessory: .textField(.init(text: $0))) }
    notes.onTextChange = { _, _ in }  // refuses: the item keeps its text
    var ended: [String] = []
    notes.onEndEditing = { _, text in ended.append(text) }
    let stack = try SectionGroupStack(name: "Screen", groups: [notes])
    let recorder = RecordingSink()
    stack.sink = recorder
    stack.beginUpdates()
    try stack.setControlValue(.text("x"), at: [0, 0])
    try stack.endEditing(at: [0, 0])
    try stack.endUpdates()
    try stack.endEditing(at: [0, 0])
    #expect(ended == ["x", "n1"], "the typing until the close, then the text put back")
    #expect(recorder.updates.contains(.reconfigureRows([[0, 0]])), "\(recorder.updates)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a row the transaction changed before the typing: the typed text is handed on")
  func endEditingOfARowChangedBefore() throws {
    let model = FollowedNotes()
    let notes = ArrayDataSource<FollowedNotes.Note>([], name: "Notes")
    notes.content = { RowContent("Note", accessory: .textField(.init(text: $0.text))) }
    notes.onTextChange = { note, text in
      if let index = model.items.firstIndex(where: { $0.id == note.id }) {
        model.items[index].text = text
      }
    }
    var ended: [String] = []
    notes.onEndEditing = { _, text in ended.append(text) }
    let following = notes.follow(model, \.items, id: \.id)
    let stack = try SectionGroupStack(name: "Screen", groups: [notes])
    let recorder = RecordingSink()
    stack.sink = recorder
    stack.beginUpdates()
    model.items[0].text = "n1*"
    following.flush()  // the row is reconfigured in the open transaction
    try stack.setControlValue(.text("n1!"), at: [0, 0])
    try stack.endEditing(at: [0, 0])
    try stack.endUpdates()
    #expect(ended == ["n1!"], "what the field shows, not the app's change before the typing")
    #expect(model.items.map(\.text) == ["n1!", "n2"] && notes.items == model.items)
  }
}
