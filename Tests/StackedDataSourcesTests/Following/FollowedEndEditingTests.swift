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

/// A screen of followed notes whose owner takes the user's typing into the model, and notes
/// the text each end of editing hands on; the notes are a group of the root stack, or of a
/// stack nested in it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FollowedNotesScreen {
  let model = FollowedNotes()
  let notes = ArrayDataSource<FollowedNotes.Note>([], name: "Notes")
  let following: Following
  let stack: SectionGroupStack
  let recorder = RecordingSink()
  let validator: ValidatingSink
  var ended: [String] = []

  init(nested: Bool) throws {
    notes.content = { RowContent("Note", accessory: .textField(.init(text: $0.text))) }
    notes.onTextChange = { [model] note, text in
      if let index = model.items.firstIndex(where: { $0.id == note.id }) {
        model.items[index].text = text
      }
    }
    following = notes.follow(model, \.items, id: \.id)
    let group: any DataSourceProtocol =
      nested ? try SectionGroupStack(name: "Inner", groups: [notes]) : notes
    stack = try SectionGroupStack(name: "Screen", groups: [group])
    validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
    stack.sink = validator
    notes.onEndEditing = { [unowned self] _, text in ended.append(text) }
  }
}

/// The end of editing of a field whose owner follows a model (soak seed 400248): the text
/// handed on is the one the field shows, though the model's change waits for the open
/// transaction to close.
@MainActor
@Suite("End of editing in a followed source hands on what the field shows")
struct FollowedEndEditingTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(
    "typed, taken into the model, ended inside one transaction: the typed text is handed on",
    arguments: [false, true])
  func endEditingInATransaction(nested: Bool) throws {
    let screen = try FollowedNotesScreen(nested: nested)
    screen.stack.beginUpdates()
    try screen.stack.setControlValue(.text("n1!"), at: [0, 0])
    try screen.stack.endEditing(at: [0, 0])
    try screen.stack.endUpdates()
    #expect(screen.ended == ["n1!"], "not the text before the typing")
    #expect(screen.model.items.map(\.text) == ["n1!", "n2"])
    #expect(screen.notes.items == screen.model.items)
    #expect(
      screen.validator.isValid, "\(screen.validator.violations) \(screen.recorder.updates)")
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
  @Test(
    "a row the transaction changed before the typing: the typed text is handed on",
    arguments: [false, true])
  func endEditingOfARowChangedBefore(nested: Bool) throws {
    let screen = try FollowedNotesScreen(nested: nested)
    screen.stack.beginUpdates()
    screen.model.items[0].text = "n1*"
    screen.following.flush()  // the row is reconfigured in the open transaction
    try screen.stack.setControlValue(.text("n1!"), at: [0, 0])
    try screen.stack.endEditing(at: [0, 0])
    try screen.stack.endUpdates()
    #expect(screen.ended == ["n1!"], "what the field shows, not the app's change before the typing")
    #expect(screen.model.items.map(\.text) == ["n1!", "n2"])
    #expect(screen.notes.items == screen.model.items)
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }
}
