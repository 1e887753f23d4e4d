import Foundation
import Testing

@testable import StackedDataSources

/// The behaviours few sources set, kept out of line (issue 35): a source that sets none keeps no
/// box, a set handler reads back through the source, and copies of a behaviour stay apart.
@MainActor
@Suite("Behaviours few sources set")
struct RowBehaviorExtrasTests {
  @Test("a source that sets none of them keeps no box; unsetting the last drops it")
  func noBox() {
    let rows = ArrayDataSource(["a"], name: "Rows")
    rows.content = { RowContent($0) }
    rows.onSelect = { _ in }
    #expect(rows.rowBehavior.extras == nil)
    rows.onPick = { _, _ in }
    rows.placeholder = RowContent("None")
    #expect(rows.rowBehavior.extras != nil)
    rows.onPick = nil
    rows.placeholder = nil
    #expect(rows.rowBehavior.extras == nil)
  }

  @Test("each handler and the placeholder read back; a copy's change stays in the copy")
  func copies() {
    var seen: [String] = []
    var behavior = RowBehavior<String>()
    behavior.onTextChange = { seen.append("text \($0) \($1)") }
    behavior.onEndEditing = { seen.append("end \($0) \($1)") }
    behavior.onValueChange = { seen.append("value \($0) \($1)") }
    behavior.onPick = { seen.append("pick \($0) \($1)") }
    behavior.onDateChange = { seen.append("date \($0) \($1.timeIntervalSince1970)") }
    behavior.placeholder = RowContent("None")
    var copy = behavior
    copy.onPick = nil
    copy.placeholder = RowContent("Empty")
    behavior.onTextChange?("a", "x")
    behavior.onEndEditing?("a", "y")
    behavior.onValueChange?("a", 2)
    behavior.onPick?("a", 1)
    behavior.onDateChange?("a", Date(timeIntervalSince1970: 0))
    #expect(seen == ["text a x", "end a y", "value a 2.0", "pick a 1", "date a 0.0"])
    #expect(behavior.placeholder == RowContent("None"))
    #expect(copy.onPick == nil && copy.onTextChange != nil)
    #expect(copy.placeholder == RowContent("Empty"))
  }
}
