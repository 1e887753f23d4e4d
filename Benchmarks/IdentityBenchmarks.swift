import StackFuzz
import StackedDataSources

// `swift run -c release Benchmarks identities [--quick]`
//
// What keeping row identities costs. An `ArrayDataSource<Int>` of n rows, the middle group of a
// stack, sends its batches through a `RowIdentities` to a sink that counts them; the baseline is
// the same stack on the counting sink alone. Both insert at the same random positions (where
// the source's own array insert, O(n), dominates both sides), or append (O(1) for the array, so
// the growth shows the identities' own cost); each edit is undone, untimed (the undo is a batch
// of its own for the identities too).
//
// `list_render`: what a `StackedList` reads for one render after one insert into an
// `ArrayDataSource<Int>` of n rows in a stack (the content closure of issue 28): the sections,
// every row's id read by position and hashed once, as SwiftUI diffs a `ForEach`, and for the
// first 20 rows, the ones on screen, what a `StackedListRow`'s body reads: the identities'
// version, the content (with `canEditRow` and `canMoveRow`) and the swipe actions on both
// edges (`ListModel.render(of:)`; only the owner's typed row view, SwiftUI's, is left out). The
// previous render's sections stay alive, as SwiftUI keeps the rows it last diffed, so the
// insert copies the paths it changes. The baseline is the same for a `ForEach` over a plain
// array of n `Int` ids: every id read and hashed once, the content closure for 20 rows.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func runIdentityBenchmarks(_ arguments: [String]) {
  let quick = arguments.contains("--quick")
  let runs = quick ? 3 : 7
  let inserts = quick ? 200 : 1_000
  let large = identityInsert(count: 1_000_000, inserts: inserts, runs: runs, appends: false)
  report("identities.one_insert.n1000000.ratio_vs_without", large.with / large.without)
  let smallAppend = identityInsert(count: 1_000, inserts: inserts, runs: runs, appends: true)
  let largeAppend = identityInsert(count: 1_000_000, inserts: inserts, runs: runs, appends: true)
  report("identities.one_append.n1000000.ratio_vs_without", largeAppend.with / largeAppend.without)
  report("identities.one_append.growth.n1000_to_n1000000", largeAppend.with / smallAppend.with)
  let smallRender = listRender(count: 1_000, renders: quick ? 200 : 1_000, runs: runs)
  let largeRender = listRender(count: 100_000, renders: quick ? 10 : 40, runs: runs)
  report(
    "identities.list_render.n1000.ratio_vs_plain_foreach", smallRender.list / smallRender.plain)
  report(
    "identities.list_render.n100000.ratio_vs_plain_foreach", largeRender.list / largeRender.plain)
  report("identities.list_render.growth.n1000_to_n100000", largeRender.list / smallRender.list)
}

/// The rows a render builds: those on screen.
private let rowsOnScreen = 20

/// The median seconds of what a `StackedList` over n rows reads for one render after one
/// insert, and of the same for a `ForEach` over a plain array of n ids.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private func listRender(count: Int, renders: Int, runs: Int) -> (list: Double, plain: Double) {
  func content(_ item: Int) -> RowContent {
    RowContent("Row \(item)", secondaryText: "detail", accessory: .disclosureIndicator)
  }
  let rows = ArrayDataSource(Array(0..<count), name: "Rows")
  rows.content = content
  let stack = SectionGroupStack(name: "Screen") { rows }
  let model = ListModel(dataSource: stack)
  var plainIDs = Array(0..<count)
  var random = SplitMix64(seed: 28)
  let positions = (0..<renders).map { _ in random.below(count + 1) }
  var shown = model.sections
  var listTimes: [Double] = []
  var plainTimes: [Double] = []
  for _ in 0...runs {  // the first repetition warms up and is dropped
    var list = 0.0
    var plain = 0.0
    for position in positions {
      try! rows.insert(-7, at: position)
      list += seconds {
        let sections = model.sections
        var hash = 0
        for section in sections {
          if let header = section.header { consume(header) }
          if let footer = section.footer { consume(footer) }
          let rows = section.rows
          for index in rows.indices { hash &+= rows[index].id.hashValue }
        }
        var built = 0
        for section in sections {
          for row in section.rows.prefix(rowsOnScreen - built) {
            // What a `StackedListRow`'s body reads: the version, then the row's state and its
            // swipe actions on both edges, in one call.
            consume(model.identities.version)
            let render = model.render(of: row)
            consume(render.state.content)
            hash &+= render.state.canDelete ? 1 : 0
            hash &+= render.state.canMove ? 1 : 0
            consume(render.leadingActions)
            consume(render.trailingActions)
            built += 1
          }
        }
        consume(hash)
        shown = sections
      }
      _ = try! rows.remove(at: position)
      plainIDs.insert(-7, at: position)
      plain += seconds {
        let data = plainIDs
        var hash = 0
        for index in data.indices { hash &+= data[index].hashValue }
        for index in data.indices.prefix(rowsOnScreen) { consume(content(data[index])) }
        consume(hash)
      }
      plainIDs.remove(at: position)
    }
    listTimes.append(list / Double(renders))
    plainTimes.append(plain / Double(renders))
  }
  guard shown.map(\.rows.count) == [count + 1] else { fatalError("list_render: lost rows") }
  let measured = listTimes.dropFirst()
  let baseline = plainTimes.dropFirst()
  detail("identities.list_render.n\(count).us", median(measured) * 1e6)
  detail("identities.list_render.n\(count).min_us", measured.min()! * 1e6)
  detail("identities.list_render.n\(count).plain_us", median(baseline) * 1e6)
  return (median(measured), median(baseline))
}

/// The median seconds of one insert committed through a stack whose sink keeps identities, and
/// through the same stack without them.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private func identityInsert(count: Int, inserts: Int, runs: Int, appends: Bool) -> (
  with: Double, without: Double
) {
  func scenario() -> (SectionGroupStack, ArrayDataSource<Int>) {
    let rows = ArrayDataSource(Array(0..<count), name: "Rows")
    let stack = SectionGroupStack(name: "Screen") {
      ArrayDataSource([-1, -2, -3], name: "Header")
      rows
      ArrayDataSource([-4, -5, -6], name: "Footer")
    }
    return (stack, rows)
  }
  let (kept, keptRows) = scenario()
  let identities = RowIdentities(dataSource: kept, downstream: NullSink())
  kept.sink = identities
  let (plain, plainRows) = scenario()
  plain.sink = NullSink()
  var random = SplitMix64(seed: 33)
  let positions = (0..<inserts).map { _ in appends ? count : random.below(count + 1) }
  var withTimes: [Double] = []
  var withoutTimes: [Double] = []
  for _ in 0...runs {  // the first repetition warms up and is dropped
    var with = 0.0
    var without = 0.0
    for position in positions {
      with += seconds { try! keptRows.insert(-7, at: position) }
      _ = try! keptRows.remove(at: position)
      without += seconds { try! plainRows.insert(-7, at: position) }
      _ = try! plainRows.remove(at: position)
    }
    withTimes.append(with / Double(inserts))
    withoutTimes.append(without / Double(inserts))
  }
  guard identities.sections[1].rows.count == count else { fatalError("identities: lost rows") }
  let kind = appends ? "one_append" : "one_insert"
  detail("identities.\(kind).n\(count).us", median(withTimes.dropFirst()) * 1e6)
  detail("identities.\(kind).n\(count).without_us", median(withoutTimes.dropFirst()) * 1e6)
  return (median(withTimes.dropFirst()), median(withoutTimes.dropFirst()))
}
