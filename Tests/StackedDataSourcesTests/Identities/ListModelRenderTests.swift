import Foundation
import StackFuzz
import Testing

@testable import StackedDataSources

/// `ListModel.render(of:)` and `state(of:)` answer a pausable source's rows with one read of the
/// item and behaviour (a fast path, for the cost of a SwiftUI render); what they answer must be
/// what the table's own questions, asked through the stack, answer for every row — content,
/// whether it can be deleted or moved, both edges' swipe actions — paused or not, with
/// placeholders, and for rows of sources without a fast path.
@MainActor
@Suite("A List row's render answers what the table's questions answer")
struct ListModelRenderTests {
  /// Behaviour that depends on the item, so that a row answered from the wrong item shows.
  func configure<Source: ItemDataSource>(
    _ source: Source, describe: @escaping (Source.Item) -> String
  ) {
    source.content = { RowContent(describe($0), secondaryText: "of \(source.name)") }
    source.canEdit = { describe($0).count % 2 == 0 }
    source.canMove = { describe($0).count % 3 != 0 }
    source.swipeActions = { item, edge in
      edge == .leading ? [RowAction("Pin \(describe(item))") {}] : [RowAction("Delete") {}]
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("every row of every kind of source, paused and not, with placeholders", arguments: 0..<40)
  func everyRowAgrees(seed: Int) throws {
    var generator = SplitMix64(seed: UInt64(seed))
    func words(_ count: Int) -> [String] {
      (0..<count).map { index in
        String(repeating: "w", count: Int.random(in: 1...6, using: &generator)) + "\(index)"
      }
    }
    let array = ArrayDataSource(words(Int.random(in: 0...4, using: &generator)), name: "Array")
    configure(array) { $0 }
    array.placeholder = RowContent("No words")
    let sectioned = SectionedDataSource<String, String>(name: "Sectioned") {
      TableSection(id: "a", items: words(Int.random(in: 0...3, using: &generator)))
      TableSection(id: "b", items: words(2))
    }
    configure(sectioned) { $0 }
    sectioned.placeholder = RowContent("Empty section")
    let expanding = try ExpandingDataSource<String, String>(
      name: "Expanding", sections: [TableSection(id: "x", items: words(5))],
      collapsedRowCount: Int.random(in: 0...5, using: &generator))
    configure(expanding) { $0 }
    let outline = try OutlineDataSource<String, String>(
      name: "Outline",
      roots: [OutlineNode(id: "r", value: "root", children: [OutlineNode("leaf")])])
    configure(outline) { $0.value }
    try outline.expand("r")
    let plain = ArrayDataSource([1, 22, 333], name: "Plain")  // no content: the general path
    let stack = SectionGroupStack(name: "Screen") {
      array
      sectioned
      expanding
      outline
      plain
    }
    let model = ListModel(dataSource: stack)
    let pausable: [any PausableDataSource] = [array, sectioned, expanding, outline]
    for source in pausable where Bool.random(using: &generator) { source.pause() }
    if array.isPaused { array.append("added while paused") }

    for section in model.sections {
      for row in section.rows {
        let render = model.render(of: row)
        let path = row.path
        let content =
          stack.rowContent(at: path)
          ?? RowContent(stack.item(at: path).map { String(describing: $0.base) } ?? "")
        #expect(render.state.content == content, "seed \(seed), row \(path)")
        #expect(render.state.canDelete == stack.canEditRow(at: path), "seed \(seed), row \(path)")
        #expect(render.state.canMove == stack.canMoveRow(at: path), "seed \(seed), row \(path)")
        #expect(model.state(of: row) == render.state, "seed \(seed), row \(path)")
        for (edge, actions) in [
          (RowAction.Edge.leading, render.leadingActions),
          (.trailing, render.trailingActions),
        ] {
          #expect(
            actions.map(\.title) == stack.swipeActions(at: path, edge: edge).map(\.title),
            "seed \(seed), row \(path), \(edge)")
        }
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a row its rule disables, and a value failing its validation, read as the table's")
  func derivedContentAgrees() throws {
    func configure<Source: PausableDataSource>(_ source: Source) where Source.Item == String {
      source.content = { RowContent($0, accessory: .textField(.init(text: ""))) }
      source.validation = { $0.hasPrefix("email") ? Validation(.email()) : nil }
      source.enable(when: { !$0.hasPrefix("name") })
    }
    let array = ArrayDataSource(["name", "email"], name: "Array")
    configure(array)
    let sectioned = SectionedDataSource<String, String>(name: "Sectioned") {
      TableSection(id: "s", items: ["name 2", "email 2"])
    }
    configure(sectioned)
    let stack = SectionGroupStack(name: "Form") {
      array
      sectioned
    }
    let model = ListModel(dataSource: stack)
    try stack.setControlValue(.text("ada@"), at: [0, 1])
    try stack.setControlValue(.text("bob@"), at: [1, 1])
    #expect(stack.rowCounts == [3, 3], "each message under its field")
    for (index, section) in model.sections.enumerated() {
      let rows = section.rows.map { model.render(of: $0).state.content }
      #expect(rows == section.rows.map { stack.rowContent(at: $0.path) })
      let fields = rows.prefix(2)
      #expect(fields.map(\.isEnabled) == [false, true], "the rule disables the name")
      #expect(fields.map(\.validationMessage) == [nil, "Not an email address"])
      #expect(fields.last?.accessory.shownValue == .text(index == 0 ? "ada@" : "bob@"))
    }
  }
}
