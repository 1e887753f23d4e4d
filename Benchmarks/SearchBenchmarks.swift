// `#if canImport`: the shared real-SDK checker type-checks the benchmarks without the settings
// library (.ci/apple-sdk-settings checks them with it); `swift build` always has it.
#if canImport(StackedSettings)
  import Foundation
  import StackedDataSources
  import StackedSettings

  // `swift run -c release Benchmarks search [--quick]`
  //
  // Search across a tree of settings pages (issue 36), against a baseline this run measures: many
  // samples, the sides interleaved, the ratio of their medians (each side's first sample warms up
  // and is dropped). The tree: 10,000 switch rows over 200 pages under a root of 200 links; the
  // titles are two of eight words ("Brightness", "Écran", …) and a number.
  //
  // The baseline, for every figure: a plain `filter` of the 10,000 titles with a case- and
  // diacritic-insensitive `range(of:options:)` of the same query — what an app's hand-made search
  // does on each keystroke, with no ranking, grouping, rows or batch.
  //
  // `search.keystroke.n10000.ratio_vs_filter`: one keystroke of "brightness" typed a letter at a
  // time into a `SettingsSearchScreen` whose table is a sink that counts batches: the query set,
  // and the results updated as the main actor's turn ends (here an empty transaction on the
  // results' stack, which the pending follow joins): match, rank, group by page, read each
  // result's row from the values, diff the results by key and send the batch. A query extending
  // the last one matches only the last one's matches, which the filter does not do; the two
  // figures below are keystrokes where that cannot help: `search.keystroke_first` the first
  // letter, "b", on an empty field (every row matched, 2,500 results shown), and
  // `search.keystroke_delete` a deletion, "brightness" → "brightnes" (every row matched again),
  // each against the filter of its own query.
  //
  // `search.keystroke.batches`: the most batches (deliveries: a batch and the reconfigures
  // following it up) any of those keystrokes sent the table (target = 1; a keystroke that changes
  // no result sends none).
  //
  // `search.match.n10000.ratio_vs_filter`: `SettingsSearchIndex.matches` alone per keystroke of
  // "brightness" (fold the query, match every row's folded title, option titles and keywords,
  // rank, group; no narrowing) ÷ the filter. The index folds the rows' texts once, when it is
  // made, which the filter does on every keystroke: `search.index_build.n10000.ratio_vs_filter`
  // is that build ÷ one keystroke's filter.

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  func runSearchBenchmarks(_ arguments: [String]) {
    let quick = arguments.contains("--quick")
    let runs = quick ? 7 : 41
    let tree = SearchTree(rows: 10_000, pages: 200)
    let keystroke = tree.keystrokes(runs: runs)
    report("search.keystroke.n10000.ratio_vs_filter", keystroke.typed / keystroke.filterTyped)
    report("search.keystroke.n10000.us", keystroke.typed * 1e6, digits: 1)
    report("search.keystroke.n10000.filter_us", keystroke.filterTyped * 1e6, digits: 1)
    report(
      "search.keystroke_first.n10000.ratio_vs_filter", keystroke.first / keystroke.filterFirst)
    report(
      "search.keystroke_delete.n10000.ratio_vs_filter", keystroke.delete / keystroke.filterDelete)
    report("search.keystroke.batches", Double(tree.mostBatchesPerKeystroke()), digits: 0)
    let match = tree.matches(runs: runs)
    report("search.match.n10000.ratio_vs_filter", match.ours / match.baseline)
    report("search.match.n10000.us", match.ours * 1e6, digits: 1)
    report("search.index_build.n10000.ratio_vs_filter", match.build / match.baseline)
  }

  /// The benchmark's tree, its titles, and the queries typed.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  private struct SearchTree {
    let root: SettingsPage
    let titles: [String]
    let rows: Int
    let pages: Int
    let localizer = SettingsLocalizer(languages: ["en"])
    /// "b", "br", … "brightness".
    let typed = (1..."brightness".count).map { String("brightness".prefix($0)) }

    init(rows: Int, pages: Int) {
      let words = ["Brightness", "Sound", "Wi-Fi", "Écran", "Zoom", "Lock", "Display", "Privacy"]
      var titles: [String] = []
      let children = (0..<pages).map { page in
        SettingsPage(
          "p\(page)", title: "Page \(page)",
          sections: [
            SettingsSection(
              "s",
              rows: (0..<rows / pages).map { row in
                let title =
                  "\(words[(page + row) % words.count]) \(words[(row * 7) % words.count]) \(row)"
                titles.append(title)
                return SettingsRow.toggle(
                  SettingsKey("p\(page).r\(row)", default: false), title: "\(title)")
              })
          ])
      }
      root = SettingsPage(
        "root", title: "Settings",
        sections: [SettingsSection("pages", rows: children.map { .link($0) })])
      self.titles = titles
      self.rows = rows
      self.pages = pages
    }

    /// The number of titles the filter finds for `query`.
    func filter(_ query: String) -> Int {
      titles.filter {
        $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }.count
    }

    /// A search screen over the tree, its table a counting sink.
    func screen() -> (SettingsSearchScreen, NullSink) {
      let search = SettingsSearchScreen(
        root: root, values: SettingsValues(store: InMemorySettingsStore()), localizer: localizer)
      let sink = NullSink()
      search.stack.sink = sink
      return (search, sink)
    }

    /// Sets the query and ends the turn: the results' batch is sent.
    func type(_ query: String, into search: SettingsSearchScreen) {
      search.query = query
      search.stack.performBatchUpdates({}, completion: nil)
    }

    /// Median seconds per keystroke: typed, first, deleted; and the filter's for each.
    func keystrokes(runs: Int) -> (
      typed: Double, filterTyped: Double, first: Double, filterFirst: Double, delete: Double,
      filterDelete: Double
    ) {
      let (search, _) = screen()
      var samples = Array(repeating: [Double](), count: 6)
      var found = (0, 0)
      for _ in 0...runs {
        type("", into: search)
        samples[0].append(perCall(typed.count) { for query in typed { type(query, into: search) } })
        samples[1].append(perCall(typed.count) { for query in typed { found.1 = filter(query) } })
        found.0 = search.matches.count
        samples[4].append(seconds { type("brightnes", into: search) })
        samples[5].append(seconds { _ = filter("brightnes") })
        type("", into: search)
        samples[2].append(seconds { type("b", into: search) })
        samples[3].append(seconds { _ = filter("b") })
      }
      // "brightness" finds the same rows both ways (no page title has it).
      guard found.0 == found.1, found.0 > 0 else {
        fatalError("search: \(found) rows found, the screen's first")
      }
      let medians = samples.map { median($0.dropFirst()) }
      return (medians[0], medians[1], medians[2], medians[3], medians[4], medians[5])
    }

    /// The most batches one keystroke sent: typing "brightness", deleting it letter by letter,
    /// clearing the field, and typing a word no row has.
    func mostBatchesPerKeystroke() -> Int {
      let (search, _) = screen()
      let recorder = RecordingSink()
      search.stack.sink = recorder
      var most = 0
      for query in typed + typed.reversed().dropFirst() + ["", "z", "zq", "z", ""] {
        recorder.removeAll()
        type(query, into: search)
        most = max(most, recorder.batches.count)
      }
      return most
    }

    /// Median seconds of one keystroke's matches (no narrowing), of its filter, and of the
    /// index's build.
    func matches(runs: Int) -> (ours: Double, baseline: Double, build: Double) {
      var index = SettingsSearchIndex(root: root, localizer: localizer)
      var ours: [Double] = []
      var baseline: [Double] = []
      var build: [Double] = []
      var found = (0, 0)
      for _ in 0...runs {
        ours.append(
          perCall(typed.count) { for query in typed { found.0 = index.matches(query).count } })
        baseline.append(perCall(typed.count) { for query in typed { found.1 = filter(query) } })
        build.append(seconds { index = SettingsSearchIndex(root: root, localizer: localizer) })
      }
      guard found.0 == found.1, found.0 > 0, index.count == rows + pages else {
        fatalError("search: \(found) rows found, \(index.count) indexed")
      }
      return (median(ours.dropFirst()), median(baseline.dropFirst()), median(build.dropFirst()))
    }
  }
#endif
