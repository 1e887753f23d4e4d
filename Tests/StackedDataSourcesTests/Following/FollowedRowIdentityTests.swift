import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// A form field the user types into: not `Identifiable`, named by its key.
struct FormField: Hashable, Sendable {
  var key: String
  var text: String
}

/// A form field `Identifiable` by its key.
struct IdentifiedField: Identifiable, Hashable, Sendable {
  var id: String
  var text: String
}

/// An app model holding the one value a source follows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class FollowedForm<Value> {
  var value: Value

  init(_ value: Value) { self.value = value }
}

/// A row the user types into keeps its identity in every followed source (issue 35, defect 3):
/// the text field's `onTextChange` writes the followed model, the follow applies the model's
/// new value in the input's transaction, and the row — matched by its id, not its value — is
/// the same row changed. The table gets no delete and insert of it (which would replace the
/// text field, keyboard and all, on each keystroke) and no reconfigure back to what it shows.
/// Each table is a stack with a static group above the source, behind a `ValidatingSink` with
/// the full content check.
@MainActor
@Suite("Typing into a followed source's row keeps the row")
struct FollowedRowIdentityTests {
  typealias Fields = [TableSection<String, FormField>]
  typealias Identified = [TableSection<String, IdentifiedField>]

  /// The keystrokes of one word, each the field's whole text.
  static let keystrokes = ["H", "Hi", "Hi!"]

  /// The rows a batch deletes, inserts or reloads: each would give the row a new cell.
  static func replacedRows(in updates: [TableUpdate]) -> [TablePath] {
    updates.flatMap { update -> [TablePath] in
      switch update {
      case .deleteRows(let paths, _), .insertRows(let paths, _), .reloadRows(let paths, _):
        paths
      default: []
      }
    }
  }

  /// The user types ``keystrokes`` into the field at `local` of `source`, shown under a static
  /// group: each keystroke must reach the model (`text` reads it) and send the table nothing.
  func type(into source: some DataSourceProtocol, at local: TablePath, text: () -> String) throws {
    let stack = try SectionGroupStack(
      name: "Screen", groups: [ArrayDataSource(["Account"], name: "Top"), source])
    let table = ControlInputTests.Table(stack)
    let path = TablePath(section: local.section + 1, row: local.row)
    for typed in Self.keystrokes {
      try table.enter(.text(typed), at: path)
      #expect(
        Self.replacedRows(in: table.recorder.updates).isEmpty,
        "typing \(typed) replaced rows: \(table.recorder.updates)")
      #expect(table.recorder.updates.isEmpty, "no echo to the row typed into")
      #expect(text() == typed)
      table.recorder.removeAll()
    }
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  /// The field content of a row.
  static func field(_ key: String, _ text: String) -> RowContent {
    RowContent(key, accessory: .textField(.init(text: text, placeholder: key)))
  }

  // MARK: Every followed source kind

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an array source following items by an id key path")
  func arrayByKeyPath() throws {
    let form = FollowedForm([FormField(key: "name", text: ""), FormField(key: "note", text: "")])
    let source = ArrayDataSource<FormField>(name: "Fields")
    source.content = { Self.field($0.key, $0.text) }
    source.onTextChange = { field, text in
      form.value[form.value.firstIndex { $0.key == field.key }!].text = text
    }
    source.follow(form, \.value, id: \.key)
    try type(into: source, at: [0, 1]) { form.value[1].text }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an array source following Identifiable items")
  func arrayOfIdentifiable() throws {
    let form = FollowedForm([IdentifiedField(id: "name", text: "")])
    let source = ArrayDataSource<IdentifiedField>(name: "Fields")
    source.content = { Self.field($0.id, $0.text) }
    source.onTextChange = { field, text in
      form.value[form.value.firstIndex { $0.id == field.id }!].text = text
    }
    source.follow(form, \.value)
    try type(into: source, at: [0, 0]) { form.value[0].text }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an array source following a sequence of Identifiable items, or of items by an id")
  func arraySequences() async throws {
    let (identified, toIdentified) = AsyncStream<[IdentifiedField]>.makeStream()
    let (keyed, toKeyed) = AsyncStream<[FormField]>.makeStream()
    let byDefault = ArrayDataSource<IdentifiedField>(name: "Identified")
    let byKeyPath = ArrayDataSource<FormField>(name: "Keyed")
    byDefault.content = { Self.field($0.id, $0.text) }
    byKeyPath.content = { Self.field($0.key, $0.text) }
    // The store the handlers write to sends its new value later, as a sequence does.
    byDefault.onTextChange = { field, text in
      toIdentified.yield([IdentifiedField(id: "name", text: text)])
    }
    byKeyPath.onTextChange = { _, text in toKeyed.yield([FormField(key: "name", text: text)]) }
    byDefault.follow(identified)
    byKeyPath.follow(keyed, id: \.key)
    toIdentified.yield([IdentifiedField(id: "name", text: "")])
    toKeyed.yield([FormField(key: "name", text: "")])
    await waitUntil { byDefault.items.count == 1 && byKeyPath.items.count == 1 }
    let stack = try SectionGroupStack(name: "Screen", groups: [byDefault, byKeyPath])
    let table = ControlInputTests.Table(stack)
    for typed in Self.keystrokes {
      try table.enter(.text(typed), at: [0, 0])
      try table.enter(.text(typed), at: [1, 0])
      await waitUntil { byDefault.items[0].text == typed && byKeyPath.items[0].text == typed }
      #expect(byDefault.items[0].text == typed && byKeyPath.items[0].text == typed)
      // The value arrives after the input's transaction: the row is refreshed in place.
      #expect(
        Self.replacedRows(in: table.recorder.updates).isEmpty,
        "typing \(typed) replaced rows: \(table.recorder.updates)")
      table.recorder.removeAll()
    }
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a sectioned source following items by an id key path")
  func sectionedByKeyPath() throws {
    let form = FollowedForm<Fields>([
      TableSection(id: "you", items: [FormField(key: "name", text: "")]),
      TableSection(id: "more", items: [FormField(key: "note", text: "")]),
    ])
    let source = try SectionedDataSource<String, FormField>(name: "Fields")
    source.content = { Self.field($0.key, $0.text) }
    source.onTextChange = { field, text in form.value[1].items[0].text = text }
    source.follow(form, \.value, id: \.key)
    try type(into: source, at: [1, 0]) { form.value[1].items[0].text }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a sectioned source following Identifiable items")
  func sectionedOfIdentifiable() throws {
    let form = FollowedForm<Identified>([
      TableSection(id: "you", items: [IdentifiedField(id: "name", text: "")])
    ])
    let source = try SectionedDataSource<String, IdentifiedField>(name: "Fields")
    source.content = { Self.field($0.id, $0.text) }
    source.onTextChange = { field, text in form.value[0].items[0].text = text }
    source.follow(form, \.value)
    try type(into: source, at: [0, 0]) { form.value[0].items[0].text }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an expanding source following items by an id key path, a collapsed section's row")
  func expandingByKeyPath() throws {
    let form = FollowedForm<Fields>([
      TableSection(
        id: "you", items: [FormField(key: "name", text: ""), FormField(key: "note", text: "")])
    ])
    let source = try ExpandingDataSource<String, FormField>(name: "Fields", collapsedRowCount: 1)
    source.content = { Self.field($0.key, $0.text) }
    source.onTextChange = { field, text in form.value[0].items[0].text = text }
    source.follow(form, \.value, id: \.key)
    try type(into: source, at: [0, 0]) { form.value[0].items[0].text }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an expanding source following Identifiable items, through a closure")
  func expandingOfIdentifiable() throws {
    let form = FollowedForm([IdentifiedField(id: "name", text: "")])
    let source = try ExpandingDataSource<String, IdentifiedField>(
      name: "Fields", collapsedRowCount: 3)
    source.content = { Self.field($0.id, $0.text) }
    source.onTextChange = { field, text in form.value[0].text = text }
    source.follow { [TableSection(id: "you", items: form.value)] }
    try type(into: source, at: [0, 0]) { form.value[0].text }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an outline following a tree: rows are matched by node id")
  func outline() throws {
    typealias Node = OutlineNode<String, String>
    let notes = Node(id: "notes", value: "", children: [Node(id: "first", value: "")])
    let form = FollowedForm([notes])
    let source = try OutlineDataSource<String, String>(name: "Notes")
    source.content = { Self.field($0.id, $0.value) }
    source.onTextChange = { row, text in
      if row.id == "first" { form.value[0].children?[0].value = text }
    }
    source.follow(form, \.value)
    try source.expand("notes")
    try type(into: source, at: [0, 1]) { form.value[0].children?[0].value ?? "" }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a snapshot source following a snapshot of Identifiable items")
  func snapshot() throws {
    let form = FollowedForm([IdentifiedField(id: "name", text: "")])
    let source = SnapshotDataSource<String, String, IdentifiedField>(name: "Fields")
    source.content = { Self.field($0.id, $0.text) }
    source.onTextChange = { field, text in form.value[0].text = text }
    source.follow { try? Snapshot(items: form.value, section: "you") }
    try type(into: source, at: [0, 0]) { form.value[0].text }
  }

  // MARK: What identity changes

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a row in another section that shows the typed text is reconfigured, and only it")
  func dependentRowAcrossSections() throws {
    let form = FollowedForm<Fields>([
      TableSection(id: "you", items: [FormField(key: "name", text: "")]),
      TableSection(id: "preview", items: [FormField(key: "greeting", text: "Hello")]),
    ])
    let source = try SectionedDataSource<String, FormField>(name: "Fields")
    source.content = { Self.field($0.key, $0.text) }
    source.onTextChange = { _, text in
      form.value[0].items[0].text = text
      form.value[1].items[0].text = "Hello \(text)"
    }
    source.follow(form, \.value, id: \.key)
    let stack = try SectionGroupStack(name: "Screen", groups: [source])
    let table = ControlInputTests.Table(stack)
    try table.enter(.text("Ada"), at: [0, 0])
    #expect(table.recorder.updates == [.reconfigureRows([[1, 0]])])
    #expect(source.sections.map(\.items) == form.value.map(\.items))
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("items matched by value: the row typed into is replaced, and the validating sink says so")
  func byValueReplacesTheRow() throws {
    let form = FollowedForm<Fields>([
      TableSection(id: "you", items: [FormField(key: "name", text: "")])
    ])
    let source = try SectionedDataSource<String, FormField>(name: "Fields")
    source.content = { Self.field($0.key, $0.text) }
    source.onTextChange = { _, text in form.value[0].items[0].text = text }
    source.follow(form, \.value)
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder, contentCheck: .full)
    source.sink = validator
    try source.setControlValue(.text("H"), at: [0, 0])
    #expect(Self.replacedRows(in: recorder.updates) == [[0, 0], [0, 0]])
    #expect(validator.violations.map(\.rule) == [.userInputRowReplaced])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("two items with one id, shown or hidden, are refused; the table keeps its state")
  func duplicateIDsAreRefused() async throws {
    let form = FollowedForm<Fields>([
      TableSection(
        id: "you", items: [FormField(key: "name", text: ""), FormField(key: "note", text: "")])
    ])
    let sectioned = try SectionedDataSource<String, FormField>(name: "Fields")
    let expanding = try ExpandingDataSource<String, FormField>(
      name: "Collapsed", collapsedRowCount: 1)
    let follows = [
      sectioned.follow(form, \.value, id: \.key), expanding.follow(form, \.value, id: \.key),
    ]
    let tables = [
      ValidatingSink(dataSource: sectioned, contentCheck: .full),
      ValidatingSink(dataSource: expanding, contentCheck: .full),
    ]
    sectioned.sink = tables[0]
    expanding.sink = tables[1]
    form.value[0].items[1].key = "name"
    await endOfTurn()
    for (following, name) in zip(follows, ["Fields", "Collapsed"]) {
      #expect(
        following.lastError == .duplicateItemIdentifiers(dataSource: name, identifiers: ["name"]))
    }
    #expect(sectioned.sections[0].items.map(\.key) == ["name", "note"])
    #expect(expanding.sections[0].items.map(\.key) == ["name", "note"])
    form.value[0].items[1].key = "email"
    await endOfTurn()
    #expect(sectioned.sections[0].items.map(\.key) == ["name", "email"], "follows again")
    #expect(expanding.sections[0].items.map(\.key) == ["name", "email"])
    for table in tables { #expect(table.isValid, "\(table.violations)") }
  }
}
