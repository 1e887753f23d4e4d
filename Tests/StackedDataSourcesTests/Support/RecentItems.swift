@testable import StackedDataSources

/// The expanding-source fixture of the unit tests: "Calls" has five items and shows `cap` when
/// collapsed; "Mail" has two, under the same cap. It reports to `recorder`.
@MainActor
func recentItems(cap: Int = 3, recorder: RecordingSink) throws -> ExpandingDataSource<
  String, String
> {
  let source = try ExpandingDataSource(
    name: "Recent",
    sections: [
      TableSection(id: "calls", items: ["Ann", "Bob", "Cy", "Dee", "Eve"], headerTitle: "Calls"),
      TableSection(id: "mail", items: ["Invoice", "Lunch?"], headerTitle: "Mail"),
    ], collapsedRowCount: cap)
  source.sink = recorder
  return source
}
