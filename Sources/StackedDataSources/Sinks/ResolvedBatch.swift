/// What a batch does once UIKit has decomposed reloads, dropped duplicates and dropped row
/// operations inside deleted and inserted sections: the input of the content replay.
///
/// Deletes and move sources are in before-batch coordinates; inserts, reload destinations and
/// move destinations in after-batch coordinates.
struct ResolvedBatch: Hashable, Sendable {
  var deletedSections: Set<Int> = []
  /// Inserted sections, including the destinations of reloaded sections.
  var insertedSections: Set<Int> = []
  /// The destinations of reloaded sections (a subset of ``insertedSections``).
  var reloadedSections: Set<Int> = []
  var movedSections: [SectionMove] = []
  var deletedRows: Set<TablePath> = []
  /// Inserted rows, including the destinations of reloaded rows.
  var insertedRows: Set<TablePath> = []
  /// The destinations of reloaded rows (a subset of ``insertedRows``).
  var reloadedRows: Set<TablePath> = []
  var movedRows: [RowMove] = []
}
