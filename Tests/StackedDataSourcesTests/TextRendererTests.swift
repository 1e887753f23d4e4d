import Testing

@testable import StackedDataSources

@MainActor
@Suite("TextRenderer")
struct TextRendererTests {
  @Test("headers, footers, empty sections, pinned rows indented, paths shown")
  func table() throws {
    let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi", headerTitle: "Network")
    let networks = ArrayDataSource(["Home"], name: "Networks")
    let empty = ArrayDataSource<String>([], name: "Empty", footerTitle: "Nothing here")
    let stack = SectionGroupStack(name: "Screen") {
      wifi
      empty
    }
    try stack.pin(networks, under: TablePath(section: 0, row: 0), of: wifi, isActive: true)
    #expect(
      TextRenderer(showsPaths: true).render(stack) == """
        ┌ Network
        │ [0, 0] Wi-Fi
        │ [0, 1]     Home
        └─
        ┌─
        │ (no rows)
        └ Nothing here
        """)
  }

  @Test("outline rows are indented by depth; long rows are cut")
  func outlineAndWidth() throws {
    let tree = try OutlineDataSource(
      name: "Tree",
      roots: [OutlineNode("Root", children: [OutlineNode(String(repeating: "x", count: 40))])])
    _ = try tree.expand("Root")
    #expect(
      TextRenderer(maxWidth: 20).render(tree) == """
        ┌─
        │ Root
        │     xxxxxxxxxxxxx…
        └─
        """)
  }

  @Test("a batch renders one update per line, indented inside the batch")
  func batch() {
    let lines = TextRenderer().render([
      .beginUpdates, .insertRows([TablePath(section: 0, row: 1)], .fade), .endUpdates,
    ])
    #expect(lines == "begin updates\n  insert rows [0, 1] (fade)\nend updates")
    #expect(TextRenderer().render([]) == "(no updates)")
    let stack = try! SectionGroupStack(name: "Empty", groups: [])
    #expect(TextRenderer().render(stack) == "(no sections)")
  }
}
