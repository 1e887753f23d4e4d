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
    // Known issue (soak seed 400248): the end of editing reads the row's content, which shows
    // the typing only once the follow applies the model's change, when the transaction closes.
    // Flushing the follow first fixes this case but makes a source followed by value hand the
    // end of editing to the row's new item (soak seed 777777 at 20,000 ops): not landed yet.
    withKnownIssue("the end of editing hands on the text before the typing") {
      #expect(ended == ["n1!"], "not the text before the typing")
    }
    #expect(model.items.map(\.text) == ["n1!", "n2"] && notes.items == model.items)
    #expect(validator.isValid, "\(validator.violations) \(recorder.updates)")
  }
}
