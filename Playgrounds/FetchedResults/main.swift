// FetchedResults: rows that come from a query over a store and follow it, the
// NSFetchedResultsController idea: inserts, a sort-key change that moves a row, a section that
// appears, changes held while paused and released as one batch, and a request replaced at run time.
//
//     swift run FetchedResults

import StackedDataSources

/// A reminder in a store; the fetched data source groups them by list and sorts by priority.
struct Reminder: Identifiable, Hashable, CustomStringConvertible {
  let id: Int
  var title: String
  var list: String
  var priority: Int  // 1 is the most urgent

  var description: String { "!\(priority) \(title)" }
}

@MainActor
func playFetchedResults() throws {
  let store = try InMemoryStore(
    [
      Reminder(id: 1, title: "Pay rent", list: "Home", priority: 1),
      Reminder(id: 2, title: "Water plants", list: "Home", priority: 3),
      Reminder(id: 3, title: "Send report", list: "Work", priority: 2),
      Reminder(id: 4, title: "Book flights", list: "Work", priority: 3),
    ], name: "Reminders")
  let byPriority = FetchRequest<Reminder>(
    sortedBy: [FetchSortComparator(\.priority), FetchSortComparator(\.title)],
    sectionedBy: FetchSectionKey(\.list))
  let reminders = FetchedDataSource(store: store, request: byPriority, name: "Reminders")
  try reminders.performFetch()

  let recorder = RecordingSink()
  var validators: [ValidatingSink] = []
  // A new validating sink reads the table as it is now. (Turning the content check back on in an
  // existing sink would re-read the counts at the next batch, after the change, and misreport it.)
  func validate(checkingContent: Bool) {
    validators.append(
      ValidatingSink(
        dataSource: reminders, downstream: recorder,
        contentCheck: checkingContent ? .incremental : .off))
    reminders.sink = validators.last
  }
  validate(checkingContent: true)
  let renderer = TextRenderer(showsPaths: true)

  func step(_ title: String, _ change: () throws -> Void) rethrows {
    try change()
    print("── \(title)")
    print(renderer.render(recorder.take()) + "\n")
    print(renderer.render(reminders))
    print()
  }

  print("Reminders from an InMemoryStore, one section per list, sorted by priority then title:\n")
  print(renderer.render(reminders))
  print()

  try step("Insert into the store: the row lands at its sorted place") {
    try store.insert(Reminder(id: 5, title: "Call mum", list: "Home", priority: 2))
  }
  try step(
    "Book flights becomes urgent: its sort key changed and so did its text; the row moves,"
      + "\n   and its cell is reconfigured where it lands, right after the batch"
  ) {
    try store.update(Reminder(id: 4, title: "Book flights", list: "Work", priority: 1))
  }
  // With updatesInPlace the app patches a visible cell itself, which a validating sink cannot
  // see: the content check is off for this one step; UIKit's rules are still checked.
  reminders.updatesInPlace = { _, _ in true }
  validate(checkingContent: false)
  try step("The same with updatesInPlace (the app patches the visible cell): a plain move") {
    try store.update(Reminder(id: 2, title: "Water plants", list: "Home", priority: 1))
  }
  reminders.updatesInPlace = nil
  validate(checkingContent: true)
  try step("A reminder in a new list: its section appears, in key order") {
    try store.insert(Reminder(id: 6, title: "Buy milk", list: "Groceries", priority: 2))
  }
  reminders.pause()
  try store.insert(Reminder(id: 7, title: "Eggs", list: "Groceries", priority: 3))
  try store.delete(id: 6)
  try store.update(Reminder(id: 3, title: "Send report v2", list: "Work", priority: 2))
  print("── Paused: three store changes arrive and are held; the table receives nothing")
  print(renderer.render(recorder.take()) + "\n")
  step("Resumed: the held changes are merged and sent as one batch from the paused state") {
    reminders.resume()
  }
  try step(
    "Replace the request: only urgent reminders, by title, in one section; sections are"
      + "\n   matched by key, so the three list sections go and one unnamed section comes"
  ) {
    try reminders.replaceRequest(
      FetchRequest(filter: { $0.priority == 1 }, sortedBy: [FetchSortComparator(\.title)]))
  }
  try step("Store changes follow the new request: a non-urgent reminder changes nothing") {
    try store.insert(Reminder(id: 8, title: "Read a book", list: "Home", priority: 3))
  }

  let violations = validators.flatMap(\.violations)
  let batches = validators.reduce(0) { $0 + $1.validatedBatchCount }
  print("Batches checked: \(batches), violations: \(violations.count)")
  if !violations.isEmpty { fatalError("\(violations)") }
}

try MainActor.assumeIsolated { try playFetchedResults() }
