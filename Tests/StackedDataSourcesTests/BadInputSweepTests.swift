import Foundation
import Testing

@testable import StackedDataSources

/// The bad-input sweep of the correctness issue: every public API that takes an index, a path or
/// an `IndexSet` — of every data source and of the stack — called with each index just outside
/// its valid range and with the extremes (`-1`, `Int.min`, `count`, `count + 1`, `Int.max`), in
/// every index position, with sets holding negative or too-large members, and with item lists
/// whose length does not match the indexes.
///
/// Each case is one API with one bad argument. A mutation must throw a ``DataSourceError`` that
/// names the data source and carries the offending value, change nothing that a public query can
/// read, and send nothing; a lookup must answer nil, 0, false or the default `"Cell"` rather
/// than trap. Every case runs four ways (``Host``): on its own, inside a transaction, as a
/// group of a stack whose sink records, and paused.
///
/// The cases are generated from each fixture's shape by the `cases` of the `…Sweep` enums in
/// `BadInputSweepTests+….swift`, one file per data source; where a shape is not read from the
/// constants the fixture is built of, a shape test keeps the two in step. `+HandWritten` sends bad indexes the other way, from a hand-written group
/// to its stack's proxy sink and to a `ValidatingSink`, whose outcome is a recorded mistake
/// rather than an error.
@MainActor
@Suite("Bad-input sweep: every index-taking API rejects bad indexes without a trap")
struct BadInputSweepTests {}

// MARK: - Cases

/// Where the data source under test sits when the case runs.
enum Host: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// The source alone, with a recorder as its sink.
  case standalone
  /// The same, with the call inside `performBatchUpdates`: the transaction must end empty.
  case transaction
  /// The source as the second group of a stack whose sink is the recorder.
  case stack
  /// The source alone and paused (array, sectioned, expanding and outline sources; the others
  /// run as standalone): its queries read the rows the table was last told of.
  case paused

  var testDescription: String {
    switch self {
    case .standalone: "standalone"
    case .transaction: "inside a transaction"
    case .stack: "as a group of a stack"
    case .paused: "paused"
    }
  }
}

/// A data source (or a small tree of them) as a sweep case sees it.
@MainActor
protocol SweepSubject: AnyObject {
  /// The data source a host attaches to its recorder or puts in a stack.
  var source: any DataSourceProtocol { get }
  /// What the public queries say beyond the table: hidden items, expansion, pins.
  func state() -> [String]
}

/// Which field of a ``DataSourceError`` must carry an offending value.
enum ErrorField: String, Sendable {
  case section, row, index
}

/// The error a rejected call must throw.
struct Rejection: Sendable {
  var code: DataSourceError.Code
  /// Each listed field must hold one of its values (a set with two bad members may name either).
  var fields: [ErrorField: Set<Int>]
  /// The size the call was checked against, when the error carries one.
  var count: Int?
  /// The data source the error names, when it is not the subject's source (a nested stack).
  var dataSource: String?

  init(
    _ code: DataSourceError.Code, _ fields: [ErrorField: Set<Int>], count: Int? = nil,
    dataSource: String? = nil
  ) {
    self.code = code
    self.fields = fields
    self.count = count
    self.dataSource = dataSource
  }
}

/// What one case does to its subject.
enum SweepAction<Subject: SweepSubject>: Sendable {
  /// A mutation that must be rejected.
  case mutation(Rejection, @MainActor @Sendable (Subject) throws -> Void)
  /// A lookup that must answer "nothing": returns `true` when it did.
  case lookup(@MainActor @Sendable (Subject) -> Bool)
}

/// One public API called with one bad argument, named for the test report.
struct SweepCase<Subject: SweepSubject>: Sendable, CustomTestStringConvertible {
  /// The API and the bad argument, as the report shows them.
  let name: String
  /// Builds the subject afresh (before any sink is attached).
  let make: @MainActor @Sendable () -> Subject
  let action: SweepAction<Subject>

  var testDescription: String { name }

  /// A mutation of `api` with the bad argument `argument` that must throw `rejection`.
  static func rejects(
    _ api: String, _ argument: String, _ rejection: Rejection,
    make: @escaping @MainActor @Sendable () -> Subject,
    _ body: @escaping @MainActor @Sendable (Subject) throws -> Void
  ) -> Self {
    Self(name: "\(api) \(argument)", make: make, action: .mutation(rejection, body))
  }

  /// A lookup of `api` with the bad argument `argument` that must find nothing.
  static func findsNothing(
    _ api: String, _ argument: String, make: @escaping @MainActor @Sendable () -> Subject,
    _ body: @escaping @MainActor @Sendable (Subject) -> Bool
  ) -> Self {
    Self(name: "\(api) \(argument)", make: make, action: .lookup(body))
  }
}

// MARK: - Bad values

/// A bad argument, the label the report shows for it, and the values an error may name.
struct BadValue<Value: Sendable>: Sendable {
  let value: Value
  let label: String
  /// The members of the argument that are out of range; the error names one of them.
  let offending: Set<Int>
}

enum BadIndex {
  /// Every index outside `0..<count`: just before and after it, and the extremes.
  static func outside(_ count: Int) -> [BadValue<Int>] {
    [
      BadValue(value: -1, label: "-1", offending: [-1]),
      BadValue(value: .min, label: "Int.min", offending: [.min]),
      BadValue(value: count, label: "\(count) (count)", offending: [count]),
      BadValue(value: count + 1, label: "\(count + 1) (count + 1)", offending: [count + 1]),
      BadValue(value: .max, label: "Int.max", offending: [.max]),
    ]
  }

  /// Every insertion position outside `0...count`.
  static func outsideInsertion(_ count: Int) -> [BadValue<Int>] {
    [
      BadValue(value: -1, label: "-1", offending: [-1]),
      BadValue(value: .min, label: "Int.min", offending: [.min]),
      BadValue(value: count + 1, label: "\(count + 1) (count + 1)", offending: [count + 1]),
      BadValue(value: count + 2, label: "\(count + 2) (count + 2)", offending: [count + 2]),
      BadValue(value: .max, label: "Int.max", offending: [.max]),
    ]
  }

  /// Sets with members outside `0..<end(k)`, where `k` is the set's size: `end` is the count for
  /// removals and reloads, and the count plus `k` for insertions (positions after them).
  ///
  /// No set holds `Int.max`: `IndexSet(integer: .max)` itself traps (its range would end past
  /// `Int.max`), so a caller can never pass one.
  static func sets(end: (Int) -> Int) -> [BadValue<IndexSet>] {
    func bad(_ members: [Int], _ label: String) -> BadValue<IndexSet> {
      let valid = 0..<end(members.count)
      return BadValue(
        value: IndexSet(members), label: label,
        offending: Set(members.filter { !valid.contains($0) }))
    }
    let two = end(2)
    let one = end(1)
    return [
      bad([-1, 0], "[-1, 0]"),
      bad([.min + 1], "[Int.min + 1]"),
      bad([-3, -2, -1], "[-3, -2, -1]"),
      bad([0, two], "[0, \(two)] (end)"),
      bad([one + 1], "[\(one + 1)] (end + 1)"),
      bad([-1, two], "[-1, \(two)] (both ends)"),
      bad([0, .max - 1], "[0, Int.max - 1]"),
      bad([.min + 1, .max - 1], "[Int.min + 1, Int.max - 1]"),
    ]
  }

  /// Sets for removals and reloads of a collection of `count` elements.
  static func sets(outside count: Int) -> [BadValue<IndexSet>] {
    sets { _ in count }
  }

  /// Sets for insertions of `k` elements into a collection of `count` (positions after).
  static func sets(outsideInsertionInto count: Int) -> [BadValue<IndexSet>] {
    sets { count + $0 }
  }

  /// Valid sets paired with a number of items that differs from their size.
  static func mismatches(validBelow count: Int) -> [(indexes: IndexSet, items: Int, label: String)]
  {
    precondition(count >= 2, "a mismatch needs two valid indexes")
    return [
      (IndexSet([0, 1]), 1, "[0, 1] with 1 item"),
      (IndexSet([0]), 2, "[0] with 2 items"),
      (IndexSet(), 1, "[] with 1 item"),
    ]
  }

  /// The name of `value` for a report: `Int.min` and `Int.max` by name.
  static func label(_ value: Int) -> String {
    value == .min ? "Int.min" : value == .max ? "Int.max" : "\(value)"
  }
}

// MARK: - Runner

extension BadInputSweepTests {
  /// Runs `sweepCase` in `host`: builds the subject, reads everything public, makes the call,
  /// and checks the error (for a mutation) or the empty answer (for a lookup), then that every
  /// query answers as before and that the recorder received nothing.
  func run<Subject: SweepSubject>(_ sweepCase: SweepCase<Subject>, in host: Host) {
    let subject = sweepCase.make()
    let recorder = RecordingSink()
    var hostStack: SectionGroupStack?
    switch host {
    case .standalone, .transaction:
      subject.source.sink = recorder
    case .paused:
      subject.source.sink = recorder
      (subject.source as? any PausableDataSource)?.pause()
    case .stack:
      do {
        let stack = try SectionGroupStack(
          name: "Host", groups: [ArrayDataSource(["above"], name: "Above"), subject.source])
        stack.sink = recorder
        hostStack = stack
      } catch {
        Issue.record("the host stack: \(error)")
        return
      }
    }
    func picture() -> [String] {
      subject.state() + tablePicture(subject.source) + (hostStack.map(tablePicture) ?? [])
    }
    let before = picture()

    switch sweepCase.action {
    case .mutation(let rejection, let body):
      do {
        if host == .transaction {
          try subject.source.performBatchUpdates { try body(subject) }
        } else {
          try body(subject)
        }
        Issue.record("\(sweepCase.name) was accepted; it must throw \(rejection.code)")
      } catch let error as DataSourceError {
        check(error, against: rejection, source: rejection.dataSource ?? subject.source.name)
      } catch {
        Issue.record("\(sweepCase.name) threw \(error), not a DataSourceError")
      }
    case .lookup(let body):
      var foundNothing = false
      if host == .transaction {
        subject.source.performBatchUpdates { foundNothing = body(subject) }
      } else {
        foundNothing = body(subject)
      }
      #expect(foundNothing, "\(sweepCase.name) found something")
    }

    #expect(picture() == before, "\(sweepCase.name) changed what the queries read")
    #expect(recorder.updates.isEmpty, "\(sweepCase.name) sent:\n\(recorder)")
  }

  /// Checks that `error` is `rejection`, names `source`, and reads as a sentence naming it.
  func check(_ error: DataSourceError, against rejection: Rejection, source: String) {
    #expect(error.code == rejection.code, "\(error)")
    #expect(error.dataSource == source, "\(error)")
    #expect(error.description.hasPrefix("\(source): "), "\(error)")
    for (field, allowed) in rejection.fields {
      let carried =
        switch field {
        case .section: error.section
        case .row: error.row
        case .index: error.index
        }
      let expected = allowed.sorted().map(BadIndex.label)
      #expect(
        carried.map(allowed.contains) == true,
        "\(error): \(field) is \(carried.map(BadIndex.label) ?? "nil"), not one of \(expected)")
    }
    if let count = rejection.count {
      #expect(error.count == count, "\(error)")
    }
  }
}

/// Everything a table reads of `source`: headers, footers, and per row the item, its reuse
/// identifier and whether it may be edited or moved.
@MainActor
func tablePicture(_ source: any DataSourceProtocol) -> [String] {
  var lines = ["\(source.name): \(source.numberOfSections) sections"]
  for section in 0..<source.numberOfSections {
    lines.append(
      "section \(section): header \(source.titleForHeader(inSection: section) ?? "-"), footer "
        + "\(source.titleForFooter(inSection: section) ?? "-")")
    for row in 0..<source.numberOfRows(inSection: section) {
      let path = TablePath(section: section, row: row)
      lines.append(
        "  \(path) \(source.item(at: path).map { "\($0)" } ?? "nil") "
          + "\(source.reuseIdentifier(at: path)) edit \(source.canEditRow(at: path)) "
          + "move \(source.canMoveRow(at: path))")
    }
  }
  return lines
}

// MARK: - Lookups every data source has

extension SweepCase {
  /// The ``DataSourceProtocol`` lookups of a source named `type` whose sections have
  /// `rowCounts` rows: with a bad section, and with a bad row in each section.
  ///
  /// A bad path must give no item, the default reuse identifier `"Cell"`, and no edit or move;
  /// a bad section no rows and no titles.
  static func protocolLookups(
    _ type: String, rowCounts: [Int], make: @escaping @MainActor @Sendable () -> Subject
  ) -> [Self] {
    var cases: [Self] = []
    func paths(_ path: TablePath, _ label: String) {
      cases += [
        findsNothing("\(type).item(at:)", label, make: make) { $0.source.item(at: path) == nil },
        findsNothing("\(type).reuseIdentifier(at:)", label, make: make) {
          $0.source.reuseIdentifier(at: path) == "Cell"
        },
        findsNothing("\(type).canEditRow(at:)", label, make: make) {
          !$0.source.canEditRow(at: path)
        },
        findsNothing("\(type).canMoveRow(at:)", label, make: make) {
          !$0.source.canMoveRow(at: path)
        },
      ]
    }
    for bad in BadIndex.outside(rowCounts.count) {
      let section = bad.value
      cases += [
        findsNothing("\(type).numberOfRows(inSection:)", bad.label, make: make) {
          $0.source.numberOfRows(inSection: section) == 0
        },
        findsNothing("\(type).titleForHeader(inSection:)", bad.label, make: make) {
          $0.source.titleForHeader(inSection: section) == nil
        },
        findsNothing("\(type).titleForFooter(inSection:)", bad.label, make: make) {
          $0.source.titleForFooter(inSection: section) == nil
        },
      ]
      paths(TablePath(section: section, row: 0), "section \(bad.label)")
    }
    for (section, count) in rowCounts.enumerated() {
      for bad in BadIndex.outside(count) {
        paths(TablePath(section: section, row: bad.value), "row \(bad.label) of section \(section)")
      }
    }
    return cases
  }
}
