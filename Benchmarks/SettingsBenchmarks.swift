// `#if canImport`: the shared real-SDK checker type-checks the benchmarks without the settings
// library (.ci/apple-sdk-settings checks them with it); `swift build` always has it.
#if canImport(StackedSettings)
  import Foundation
  import StackedDataSources
  import StackedSettings

  // `swift run -c release Benchmarks settings [--quick]`
  //
  // What the settings layer (issue 37) costs, each against a baseline this run measures: many
  // samples, the two sides interleaved, the ratio of their medians (the first sample of each side
  // warms up and is dropped).
  //
  // `settings.import.n1000.ratio_vs_plist_parse`: importing a generated `Settings.bundle` of
  // 1,000 specifiers over 50 panes (`Root.plist` leading to 49 child panes of switches, text
  // fields, sliders, multi-values, title values and groups) with `SettingsBundle(contentsOf:)` ÷
  // reading the same 50 files and parsing them with `PropertyListSerialization` alone. Both sides
  // read the files (from the page cache); the import also checks every specifier, collects the
  // defaults and builds the pages' declarations (target ≤ 3).
  //
  // `settings.outside_change.n10000.ratio_vs_defaults_write`: a screen of 10,000 switch rows
  // (100 sections of 100), each bound to its own key in a `UserDefaults` suite through a
  // `UserDefaultsStore`, its batches going to a sink that counts them. One outside change: another
  // `UserDefaults` object on the same suite sets one key, the writer reports the key to the store
  // (`reportChange(forKeys:)`, as an app extension's signal would), and the time runs until the
  // sink has the batch reconfiguring that row. The baseline is the same `UserDefaults.set` alone
  // (to keys no row shows), so the ratio includes the write it divides by (target ≤ 5).
  //
  // `settings.outside_change.n10000.ratio_vs_defaults_write_and_read`: the same change ÷ the
  // same write followed by the store reading the key back, which any reader of the change pays:
  // with swift-corelibs-foundation a read after a write waits for the domain's save to disk (a
  // millisecond on this screen's suite, where a write alone returns at once), so on Linux the
  // first ratio is mostly that wait and this one is what the library adds to it.

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  func runSettingsBenchmarks(_ arguments: [String]) async {
    let quick = arguments.contains("--quick")
    let runs = quick ? 7 : 41
    let imported = importBundle(panes: 50, specifiers: 1_000, runs: runs)
    report("settings.import.n1000.ratio_vs_plist_parse", imported.ours / imported.baseline)
    report("settings.import.n1000.us", imported.ours * 1e6, digits: 1)
    report("settings.import.n1000.plist_parse_us", imported.baseline * 1e6, digits: 1)
    let changed = await outsideChange(rows: 10_000, changes: 20, runs: runs)
    report(
      "settings.outside_change.n10000.ratio_vs_defaults_write", changed.ours / changed.baseline)
    report("settings.outside_change.n10000.us", changed.ours * 1e6, digits: 1)
    report("settings.outside_change.n10000.defaults_write_us", changed.baseline * 1e6, digits: 1)
    report(
      "settings.outside_change.n10000.ratio_vs_defaults_write_and_read",
      changed.ours / changed.writeAndRead)
    report(
      "settings.outside_change.n10000.defaults_write_and_read_us", changed.writeAndRead * 1e6,
      digits: 1)
  }

  /// Writes a bundle of `panes` panes holding `total` specifiers (`Root.plist` a group and a link
  /// to each other pane; the rest spread evenly) and returns its folder and files.
  private func writeBundle(panes: Int, total: Int) -> (URL, [URL]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "SettingsBenchmark-\(ProcessInfo.processInfo.processIdentifier)/Settings.bundle")
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var files: [URL] = []
    func write(_ name: String, _ specifiers: [[String: Any]]) {
      let url = folder.appendingPathComponent(name + ".plist")
      let data = try! PropertyListSerialization.data(
        fromPropertyList: ["PreferenceSpecifiers": specifiers, "StringsTable": name], format: .xml,
        options: 0)
      try! data.write(to: url)
      files.append(url)
    }
    var root: [[String: Any]] = [["Type": "PSGroupSpecifier", "Title": "Panes"]]
    for pane in 1..<panes {
      root.append(["Type": "PSChildPaneSpecifier", "Title": "Pane \(pane)", "File": "Pane\(pane)"])
    }
    write("Root", root)
    let rest = total - root.count
    for pane in 1..<panes {
      var specifiers: [[String: Any]] = []
      let count = rest / (panes - 1) + (pane <= rest % (panes - 1) ? 1 : 0)
      for index in 0..<count {
        let key = "p\(pane).s\(index)"
        switch index % 6 {
        case 0:
          specifiers.append([
            "Type": "PSGroupSpecifier", "Title": "Group \(index)",
            "FooterText": "About group \(index)",
          ])
        case 1:
          specifiers.append([
            "Type": "PSToggleSwitchSpecifier", "Title": "Switch \(index)", "Key": key,
            "DefaultValue": false,
          ])
        case 2:
          specifiers.append([
            "Type": "PSTextFieldSpecifier", "Title": "Field \(index)", "Key": key,
            "DefaultValue": "text", "KeyboardType": "EmailAddress",
          ])
        case 3:
          specifiers.append([
            "Type": "PSSliderSpecifier", "Key": key, "DefaultValue": 0.5, "MinimumValue": 0,
            "MaximumValue": 1,
          ])
        case 4:
          specifiers.append([
            "Type": "PSMultiValueSpecifier", "Title": "Choice \(index)", "Key": key,
            "DefaultValue": 2,
            "Titles": ["One", "Two", "Three", "Four", "Five"], "Values": [1, 2, 3, 4, 5],
          ])
        default:
          specifiers.append([
            "Type": "PSTitleValueSpecifier", "Title": "Value \(index)", "Key": key,
            "DefaultValue": "1.0",
          ])
        }
      }
      write("Pane\(pane)", specifiers)
    }
    return (folder, files)
  }

  /// The median seconds of one import of the bundle, and of parsing its plists alone.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  private func importBundle(panes: Int, specifiers total: Int, runs: Int) -> (
    ours: Double, baseline: Double
  ) {
    let (folder, files) = writeBundle(panes: panes, total: total)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    var ours: [Double] = []
    var baseline: [Double] = []
    var specifiers = 0
    for _ in 0...runs {
      ours.append(
        seconds {
          let bundle = try! SettingsBundle(contentsOf: folder)
          consume(bundle.root.sections.count)
        })
      baseline.append(
        seconds {
          var count = 0
          for file in files {
            let plist = try! PropertyListSerialization.propertyList(
              from: Data(contentsOf: file), format: nil)
            count += ((plist as! [String: Any])["PreferenceSpecifiers"] as! [Any]).count
          }
          specifiers = count
        })
    }
    guard specifiers == total, files.count == panes else {
      fatalError("settings: the bundle has \(specifiers) specifiers")
    }
    return (median(ours.dropFirst()), median(baseline.dropFirst()))
  }

  /// The median seconds of one outside change delivered to a screen of `rows` rows; of the
  /// `UserDefaults` write alone; and of the write and a read of the key back.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  private func outsideChange(rows: Int, changes: Int, runs: Int) async -> (
    ours: Double, baseline: Double, writeAndRead: Double
  ) {
    let suite = "StackedSettingsBenchmark.\(ProcessInfo.processInfo.processIdentifier)"
    let store = UserDefaultsStore(suiteName: suite)!
    let writer = UserDefaults(suiteName: suite)!
    defer { writer.removePersistentDomain(forName: suite) }
    let values = SettingsValues(store: store)
    let sections = stride(from: 0, to: rows, by: 100).map { first in
      SettingsSection(
        "s\(first)",
        rows: (first..<min(first + 100, rows)).map { index in
          SettingsRow.toggle(SettingsKey("k\(index)", default: false), title: "Setting \(index)")
        })
    }
    let screen = try! SettingsPageScreen(
      page: SettingsPage("bench", title: "Bench", sections: sections), values: values)
    let sink = NullSink()
    screen.stack.sink = sink
    var ours: [Double] = []
    var baseline: [Double] = []
    var writeAndRead: [Double] = []
    var row = 0
    for _ in 0...runs {
      var total = 0.0
      for _ in 0..<changes {
        row = (row + 7_919) % rows
        let key = "k\(row)"
        let isOn = !writer.bool(forKey: key)
        let before = sink.calls
        let start = DispatchTime.now().uptimeNanoseconds
        writer.set(isOn, forKey: key)
        store.reportChange(forKeys: [key])
        var turns = 0
        while sink.calls == before {
          await Task.yield()
          turns += 1
          if turns > 1_000 { fatalError("settings: the outside change never reached the sink") }
        }
        total += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      }
      ours.append(total / Double(changes))
      // Writes to keys no row shows: alone, and each read back by the store.
      baseline.append(
        perCall(changes) {
          for _ in 0..<changes {
            row = (row + 7_919) % rows
            writer.set(Bool.random(), forKey: "other\(row)")
          }
        })
      writeAndRead.append(
        perCall(changes) {
          for _ in 0..<changes {
            row = (row + 7_919) % rows
            let key = "other\(row)"
            writer.set(Bool.random(), forKey: key)
            consume(store.value(forKey: key))
          }
        })
    }
    // Each change is one reconfigure, sent on its own (a batch of one reconfigure needs no
    // begin and end).
    guard sink.calls == (runs + 1) * changes, sink.batches == 0,
      screen.stack.numberOfSections == rows / 100
    else {
      fatalError("settings: \(sink.calls) calls for \((runs + 1) * changes) changes")
    }
    return (
      median(ours.dropFirst()), median(baseline.dropFirst()), median(writeAndRead.dropFirst())
    )
  }
#endif
