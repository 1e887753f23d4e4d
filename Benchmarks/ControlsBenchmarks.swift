import StackFuzz
import StackedDataSources

// `swift run -c release Benchmarks controls [--quick]`
//
// What the user's input costs at two table sizes: each figure is the time of the same input on
// a screen of 100,000 rows ÷ on one of 1,000, both measured in this run: many short samples
// (a few dozen inputs at random rows, new ones in each sample), the two sizes interleaved, and
// the ratio of their medians, which a descheduling on a shared machine does not move (the first
// sample of each size warms up and is dropped). The user changes two rows at most, so neither
// may grow with the table. `--quick` takes fewer samples of the same sizes.
//
// `controls.input`: one text input (`setControlValue(.text(…), at:)` on the screen's stack, as a
// bridge hands it on) into a random row of a stack of `ArrayDataSource`s of 100 rows each (10
// of them, or 1,000), every row a text field whose owner takes the text by replacing its item;
// the batch goes to a sink that counts batches.
//
// `choices.tap`: one tap (`selectRow(at:)` on the screen's stack) on a random option of a
// `ChoiceList` of n options, the screen's only group, whose owner takes the choice; the
// checkmark moves: one reconfigure of two rows reaches the counting sink.

@MainActor
func runControlsBenchmarks(_ arguments: [String]) {
  let quick = arguments.contains("--quick")
  let runs = quick ? 15 : 61
  let inputs = textInput(sizes: [1_000, 100_000], inputs: 50, runs: runs)
  report("controls.input.growth.n1000_to_n100000", inputs[1] / inputs[0])
  let taps = choiceTaps(sizes: [1_000, 100_000], taps: 50, runs: runs)
  report("choices.tap.growth.n1000_to_n100000", taps[1] / taps[0])
}

/// A row's item: a field of a form, and the text it holds.
private struct Field: Hashable {
  let id: Int
  var text: String
}

/// The rows of a screen's groups.
private let rowsPerGroup = 100

/// The median seconds of one text input into a random row of a screen of each of `sizes` rows,
/// over `runs` samples of `inputs` inputs (and one dropped).
@MainActor
private func textInput(sizes: [Int], inputs: Int, runs: Int) -> [Double] {
  let screens = sizes.map { count in
    let groups = (0..<count / rowsPerGroup).map { group in
      let fields = ArrayDataSource(
        (0..<rowsPerGroup).map { Field(id: group * rowsPerGroup + $0, text: "") },
        name: "Form \(group)")
      fields.content = {
        RowContent("Field \($0.id)", accessory: .textField(.init(text: $0.text)))
      }
      fields.onTextChange = { [unowned fields] field, text in
        try! fields.replace(at: field.id % rowsPerGroup, with: Field(id: field.id, text: text))
      }
      return fields
    }
    let stack = try! SectionGroupStack(name: "Form", groups: groups)
    let sink = NullSink()
    stack.sink = sink
    var random = SplitMix64(seed: 35)
    let paths = (0..<(runs + 1) * inputs).map { _ in
      TablePath(section: random.below(groups.count), row: random.below(rowsPerGroup))
    }
    return (stack: stack, groups: groups, sink: sink, paths: paths)
  }
  var times = sizes.map { _ in [Double]() }
  for run in 0...runs {  // the first sample warms up and is dropped
    for (size, screen) in screens.enumerated() {
      let text = "typed \(run)"
      let paths = screen.paths[run * inputs..<(run + 1) * inputs]
      times[size].append(
        perCall(inputs) {
          for path in paths { try! screen.stack.setControlValue(.text(text), at: path) }
        })
    }
  }
  for (size, screen) in screens.enumerated() {
    let path = screen.paths.last!
    guard screen.groups[path.section].items[path.row].text == "typed \(runs)" else {
      fatalError("controls: the owner did not take the input")
    }
    detail("controls.input.n\(sizes[size]).us", median(times[size].dropFirst()) * 1e6)
  }
  return times.map { median($0.dropFirst()) }
}

/// The median seconds of one tap on a random option of a choice list of each of `sizes`
/// options, over `runs` samples of `taps` taps (and one dropped).
@MainActor
private func choiceTaps(sizes: [Int], taps: Int, runs: Int) -> [Double] {
  let screens = sizes.map { count in
    let list = try! ChoiceList(Array(0..<count), selection: [0], name: "Choices")
    list.onChoose = { _ in }
    let stack = SectionGroupStack(name: "Screen") { list.dataSource }
    let sink = NullSink()
    stack.sink = sink
    var random = SplitMix64(seed: 35)
    let rows = (0..<(runs + 1) * taps).map { _ in random.below(count) }
    return (list: list, stack: stack, sink: sink, rows: rows)
  }
  var times = sizes.map { _ in [Double]() }
  for run in 0...runs {  // the first sample warms up and is dropped
    for (size, screen) in screens.enumerated() {
      let rows = screen.rows[run * taps..<(run + 1) * taps]
      times[size].append(
        perCall(taps) {
          for row in rows {
            try! screen.stack.selectRow(at: TablePath(section: 0, row: row))
          }
        })
    }
  }
  for (size, screen) in screens.enumerated() {
    // Each tap on another option than the selected one is one call: a reconfigure of two
    // rows, which needs no batch around it.
    var selected = 0
    var moves = 0
    for row in screen.rows where row != selected {
      moves += 1
      selected = row
    }
    guard screen.list.selection == [selected], screen.sink.calls == moves else {
      fatalError("choices: \(screen.sink.calls) calls for \(moves) moves of the checkmark")
    }
    detail("choices.tap.n\(sizes[size]).us", median(times[size].dropFirst()) * 1e6)
  }
  return times.map { median($0.dropFirst()) }
}
