// `#if canImport`: the shared real-SDK checker type-checks this target without the settings
// library (.ci/apple-sdk-settings checks it with it); `swift build` always has it.
#if canImport(StackedSettings)
  import Foundation
  import StackedDataSources
  import StackedSettings

  /// The settings store's fuzz (issue 37): changes made elsewhere (naming their keys or not,
  /// valid or not), the app's own writes, the user's input into two screens of one page and into
  /// the results of a search of it (inside and outside open transactions, mixed with outside
  /// writes in the same transaction), resets of a key, the page and everything, and turns ending
  /// at random; and (issue 36) queries typed, deleted, replaced and cleared between and among
  /// all of those, so that the rules deciding which rows are results change while a query is
  /// shown; taps of the collapsed section's Show More and Show Less; and rows (or a key no row
  /// has) revealed through a `SettingsNavigator` while changes are pending.
  ///
  /// Oracle, at each turn's end: the store holds what a reference dictionary says; every row of
  /// both screens shows its key's value as computed here from that dictionary (the default where
  /// the stored value is missing or cannot be shown), rows and sections shown by rules are exactly
  /// those whose rule holds on the reference, and each screen's `ValidatingSink` (UIKit's rules
  /// and the full content check) found every batch legal; after each input outside a
  /// transaction, the screen the user typed into received no reconfigure of the row the user
  /// changed (no echo). The search's results are exactly the rows shown by the rules whose
  /// title or option titles contain every word of the query (matched here by plain containment
  /// of lowercased ASCII, not by the library's folding), in page order (one page: the ranking
  /// cannot reorder them), each showing what the page shows, or one "No Results" row; and a turn
  /// in which the user changed no result's control sent the results at most one delivery (a
  /// batch and the reconfigures following it up) — the user's input is a transaction of its
  /// own, and a stepper's owner gives its text back after it.
  ///
  /// The caller ends the turns: the tests with the main actor's real turns, the soak with
  /// ``flushTurn()`` (an empty transaction on each screen, which the pending follows join).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  package final class SettingsFuzzer {
    /// What the oracle found wrong, with the steps that led to it.
    package struct Failure: Error, CustomStringConvertible {
      package let description: String
    }

    nonisolated static let power = SettingsKey("power", default: true)
    nonisolated static let label = SettingsKey("label", default: "Ada")
    nonisolated static let level = SettingsKey("level", default: 0.5)
    nonisolated static let count = SettingsKey("count", default: 3)
    nonisolated static let mode = SettingsKey("mode", default: 2)
    nonisolated static let extra = SettingsKey("extra", default: false)

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    static var page: SettingsPage {
      SettingsPage("fuzz", title: "Fuzz") {
        SettingsSection("main", header: "Main") {
          SettingsRow.toggle(power, title: "Power")
          SettingsRow.textField(label, title: "Label")
            .visible(when: { $0[power] })
          SettingsRow.slider(level, title: "Level", in: 0...1)
          SettingsRow.stepper(count, title: "Count", in: 0...10)
            .enabled(when: { $0[power] })
          SettingsRow.choice(mode, title: "Mode", options: [(1, "One"), (2, "Two"), (3, "Three")])
        }
        SettingsSection("extra", header: "Extra") {
          SettingsRow.toggle(extra, title: "Extra")
          SettingsRow.value(StoredKey(label), title: "Shown").identified(as: "label summary")
        }
        .visible(when: { $0[count] > 5 })
        .collapsed(showing: 1)
      }
    }

    var random: SplitMix64
    let seed: UInt64
    let store = InMemorySettingsStore()
    let values: SettingsValues
    /// Two screens of the page, then the search's results.
    let screens: [Screen]
    /// A navigator of a root page leading to the page, and the page's screen it opened, once a
    /// reveal opened it.
    let navigator: SettingsNavigator
    private var revealed: Screen?
    var model = Model()
    /// Whether the query changed in this turn, or the user changed a result's control: a user
    /// does not type into the search field and into a result in one turn (the field's end of
    /// editing ends a turn), so the fuzz does only one of them in a turn.
    private var queryChanged = false
    private var resultChanged = false
    /// What each step did, in order.
    package private(set) var trace: [String] = []
    /// The steps run so far.
    package private(set) var steps = 0

    /// A fuzzer of `seed`'s run.
    package init(seed: UInt64) {
      self.seed = seed
      random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 37_001)
      values = SettingsValues(store: store)
      // The page declares unique ids and options: its screens cannot be refused.
      screens = [
        try! Screen(values: values), try! Screen(values: values),
        Screen(search: SettingsSearchScreen(root: Self.page, values: values)),
      ]
      let root = SettingsPage("root", title: "Root") {
        SettingsSection("main") { SettingsRow.link(Self.page) }
      }
      navigator = try! SettingsNavigator(root: root, values: values)
    }

    /// The search's results.
    var search: Screen { screens[2] }

    /// The batches the two screens' tables received.
    package var batches: Int { screens.reduce(0) { $0 + $1.table.validator.validatedBatchCount } }

    /// Ends the turn as a transaction does: an empty one on each screen, which the follows
    /// pending on it join as it closes.
    package func flushTurn() {
      for screen in screens + (revealed.map { [$0] } ?? []) { screen.stack.performBatchUpdates {} }
    }

    /// Checks the oracle.
    ///
    /// - Throws: ``Failure`` naming the seed, the step and the last steps.
    package func check() throws(Failure) {
      let context = "seed \(seed) step \(steps): \(trace.suffix(8).joined(separator: "; "))"
      guard store.storedValues == model.stored else {
        throw Failure(
          description: "store \(store.storedValues) ≠ model \(model.stored); \(context)")
      }
      for (index, screen) in (screens + (revealed.map { [$0] } ?? [])).enumerated() {
        let expected =
          screen.page == nil
          ? model.expectedResults
          : model.expectedRows(
            expanded: index < 2 ? model.expanded[index] : model.revealedExpanded)
        guard screen.rows == expected else {
          throw Failure(
            description:
              "screen \(index) shows \(screen.rows), expected \(expected); \(context)")
        }
        guard screen.table.validator.isValid else {
          throw Failure(description: "\(screen.table.validator.violations); \(context)")
        }
      }
      // A delivery is a batch and the reconfigures following it up (RecordingSink.batches).
      let deliveries = search.recorder.batches.count
      if !resultChanged, deliveries > 1 {
        throw Failure(
          description:
            "the results got \(deliveries) batches in a turn: \(search.recorder.updates); \(context)"
        )
      }
      search.recorder.removeAll()
      queryChanged = false
      resultChanged = false
    }

    /// Runs one random step; returns whether the turn ends after it (the caller ends it, then
    /// calls ``check()``).
    ///
    /// - Throws: ``Failure`` when an input is refused or echoed.
    package func step() throws(Failure) -> Bool {
      steps += 1
      switch random.int(0...12) {
      case 12:
        try reveal()
      case 10, 11:
        typeQuery()
      case 0, 1:
        var changes: [String: StoredValue?] = [:]
        for _ in 0...random.int(0...2) {
          let key = Self.keys[random.int(0...5)]
          changes[key] = Self.randomValue(for: key, &random)
        }
        let namingKeys = random.int(0...1) == 1
        trace.append("outside \(changes) naming keys: \(namingKeys)")
        store.writeFromOutside(changes, namingKeys: namingKeys)
        for (key, value) in changes { model.stored[key] = value }
      case 2:
        let key = Self.keys[random.int(0...5)]
        let value = Self.randomValue(for: key, &random)
        trace.append("app sets \(key) = \(String(describing: value))")
        values.setStoredValue(value, forKey: key)
        model.stored[key] = value
      case 3, 4, 5:
        try userActs()
      case 6:
        let key = Self.keys[random.int(0...5)]
        trace.append("reset \(key)")
        values.reset(keys: [key])
        model.stored[key] = nil
      case 7 where random.int(0...2) == 0:
        // The user expands or collapses the collapsed section, when a screen shows it.
        let index = random.int(0...1)
        let title = model.expanded[index] ? "Show Less" : "Show More"
        guard let path = screens[index].path(of: title) else { return false }
        trace.append("user taps \(title) on screen \(index)")
        do throws(DataSourceError) {
          try screens[index].stack.selectRow(at: path)
        } catch {
          throw Failure(description: "seed \(seed) step \(steps): refused: \(error)")
        }
        model.expanded[index].toggle()
      case 7:
        trace.append(random.int(0...1) == 0 ? "reset the page" : "reset all")
        if trace.last == "reset the page" { screens[0].page?.reset() } else { values.resetAll() }
        model.stored = [:]
      default:
        trace.append("the turn ends")
        return true
      }
      return false
    }

    /// The user edits the query: types a letter or a space, deletes one, types a row's title
    /// or a word of it, or clears the field.
    private func typeQuery() {
      guard !resultChanged else { return }
      queryChanged = true
      let query = search.search!.query
      let edited: String
      switch random.int(0...5) {
      case 0, 1:
        edited = query + String(Self.letters.randomElement(using: &random)!)
      case 2:
        edited = String(query.dropLast())
      case 3:
        let titles = ["Power", "Label", "Level", "Count", "Mode", "Extra", "Shown", "Two", "Thr"]
        edited = titles[random.int(0...titles.count - 1)]
      case 4:
        edited = ["po", "l", "e", "o", " ", "x", "count e", "le ve"][random.int(0...7)]
      default:
        edited = ""
      }
      trace.append("query \"\(edited)\"")
      search.search!.query = edited
      model.query = edited
    }

    /// Reveals a random row of the page (or a key no row has) through the navigator, and checks
    /// what it returns against the reference: the row at the path it gives has the row's title,
    /// or the error names the rule that hides it.
    private func reveal() throws(Failure) {
      let ids = ["power", "label", "level", "count", "mode", "extra", "label summary", "nope"]
      let id = ids[random.int(0...ids.count - 1)]
      let key = "fuzz/" + id
      trace.append("reveal \(key)")
      let ruled = model.stored[Self.count.name].flatMap { Int(stored: $0) } ?? 3
      let expected: SettingsRevealError?
      switch id {
      case "nope": expected = .unknownKey(key, found: "fuzz")
      case "label" where !model.bool(Self.power): expected = .hiddenByRow(key: key, row: key)
      case "extra" where ruled <= 5, "label summary" where ruled <= 5:
        expected = .hiddenBySection(key: key, page: "fuzz", section: "extra")
      default: expected = nil
      }
      let context = "seed \(seed) step \(steps): \(trace.suffix(6).joined(separator: "; "))"
      do {
        let row = try navigator.reveal(key)
        if revealed == nil { revealed = Screen(page: navigator.screens[1]) }
        if id == "label summary" { model.revealedExpanded = true }
        let title = [
          "power": "Power", "label": "Label", "level": "Level", "count": "Count", "mode": "Mode",
          "extra": "Extra", "label summary": "Shown",
        ][id]
        let shown = navigator.screens[1].stack.rowContent(at: row.tablePath)?.title
        guard expected == nil, shown == title, navigator.highlighted == row else {
          throw Failure(
            description:
              "reveal \(key) gave \(row.tablePath) showing \(shown ?? "nothing"), expected "
              + "\(expected.map { "\($0)" } ?? title ?? ""); \(context)")
        }
      } catch let error as SettingsRevealError {
        guard error == expected else {
          throw Failure(
            description:
              "reveal \(key) threw \(error), expected \(expected.map { "\($0)" } ?? "a row"); \(context)"
          )
        }
      } catch let failure as Failure {
        throw failure
      } catch {
        throw Failure(description: "reveal \(key): \(error); \(context)")
      }
    }

    /// Letters of the rows' and options' titles, and a space and a letter of none.
    static let letters = Array("poweralbcuntmdxshi qz")

    /// The user acts on a random row of a random screen (the results too), in a transaction now
    /// and then (with an outside write in it).
    private func userActs() throws(Failure) {
      let index = random.int(0...(queryChanged ? 1 : 2))
      resultChanged = resultChanged || index == 2
      let inTransaction = random.int(0...2) == 0
      guard let input = userInput(on: screens[index], &random) else { return }
      trace.append(
        "user on screen \(index)\(inTransaction ? " in a transaction" : ""): \(input.description)")
      let recorder = screens[index].table.recorder
      let reported = screens[index].validator.violations.map(\.message)
      defer { screens[index].acceptReplacement(of: input.title, reportedBefore: reported) }
      recorder.removeAll()
      var outside: (String, StoredValue?)?
      if inTransaction {
        if random.int(0...1) == 0 {
          let key = Self.keys[random.int(0...5)]
          outside = (key, Self.randomValue(for: key, &random))
        }
        var failure: DataSourceError?
        screens[index].stack.performBatchUpdates {
          do throws(DataSourceError) { try input.apply() } catch { failure = error }
          if let (key, value) = outside { store.writeFromOutside([key: value]) }
        }
        if let failure {
          throw Failure(description: "seed \(seed) step \(steps): refused: \(failure)")
        }
      } else {
        // The rows as the view shows them: the coordinates of the input's batch.
        let before = screens[index].titles
        do throws(DataSourceError) {
          try input.apply()
        } catch {
          throw Failure(description: "seed \(seed) step \(steps): refused: \(error)")
        }
        // No echo: the row the user changed shows what the user entered; nothing is sent back
        // to it (a stepper's text beside its value is the one thing the owner gives). Other
        // rows may change with it (a rule, a summary, changes made before the turn ended), so
        // the input's batch is read by title: inside a batch a path is the rows' before it; a
        // reconfigure sent after the batch names the rows as they are after it.
        let after = screens[index].titles
        var depth = 0
        var reconfigured: [String] = []
        for update in recorder.updates {
          switch update {
          case .beginUpdates: depth += 1
          case .endUpdates: depth -= 1
          case .reconfigureRows(let paths), .reloadRows(let paths, _):
            reconfigured += paths.compactMap { depth > 0 ? before[$0] : after[$0] }
          default: break
          }
        }
        guard input.isStepper || !reconfigured.contains(input.title) else {
          throw Failure(
            description: "seed \(seed) step \(steps): echo \(recorder.updates); \(trace.suffix(3))")
        }
      }
      model.stored[input.key] = input.stored
      if let (key, value) = outside {
        trace.append("outside in the transaction: \(key) = \(String(describing: value))")
        model.stored[key] = value
      }
    }

    /// The reference: the store's contents, and what each row must show.
    @MainActor
    struct Model {
      var stored: [String: StoredValue] = [:]
      var query = ""
      /// Whether each page's screen shows its collapsed section expanded.
      var expanded = [false, false]
      /// Whether the navigator's screen of the page shows it expanded (a reveal expands it).
      var revealedExpanded = false

      /// The rows the search shows for ``query``: the rows shown whose title, or one of whose
      /// options' titles, contains every word of the query, in page order; one "No Results" row
      /// when there is none, and nothing for a query of no words.
      var expectedResults: [[String]] {
        let words = query.lowercased().split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return [] }
        // Every row the rules show, the rows the collapsed section hides saying so.
        let rows = expectedRows(expanded: true).joined().filter { $0 != "Show Less" }.map {
          $0.hasPrefix("Shown ") ? "Shown (› Show More) " + $0.dropFirst(6) : $0
        }
        let found = rows.filter { row in
          let title = row.split(separator: " ")[0].lowercased()
          let texts = [title] + (title == "mode" ? ["one", "two", "three"] : [])
          return words.allSatisfy { word in texts.contains { $0.contains(word) } }
        }
        return found.isEmpty ? [["No Results (\(query))"]] : [Array(found)]
      }

      func bool(_ key: SettingsKey<Bool>) -> Bool {
        guard case .bool(let value)? = stored[key.name] else { return key.defaultValue }
        return value
      }
      func text(_ key: SettingsKey<String>) -> String {
        guard case .string(let value)? = stored[key.name] else { return key.defaultValue }
        return value
      }
      func number(_ key: SettingsKey<Double>, in range: ClosedRange<Double>) -> Double {
        guard let value = stored[key.name]?.number, range.contains(value) else {
          return key.defaultValue
        }
        return value
      }
      func integer(_ key: SettingsKey<Int>, in range: ClosedRange<Int>) -> Int {
        guard let value = stored[key.name]?.number, range.contains(Int(value)),
          value == value.rounded()
        else { return key.defaultValue }
        return Int(value)
      }

      /// Every row shown, by title, with the text its control must show, on a screen showing
      /// the collapsed section `expanded` or not.
      func expectedRows(expanded: Bool) -> [[String]] {
        let count = integer(SettingsFuzzer.count, in: 0...10)
        var main = ["Power " + (bool(power) ? "[on]" : "[off]")]
        if bool(power) { main.append("Label [\(text(label))|]") }
        main.append("Level " + String(number(level, in: 0...1)))
        main.append("Count \(count)" + (bool(power) ? "" : " disabled"))
        let modeIndex = [1, 2, 3].firstIndex(of: integer(mode, in: 1...3)) ?? 1
        main.append("Mode " + ["One", "Two", "Three"][modeIndex])
        var sections = [main]
        // The rule reads the key's value, which has no range: an Int out of the stepper's range
        // shows the section while the stepper shows its default.
        let ruled = stored[SettingsFuzzer.count.name].flatMap { Int(stored: $0) } ?? 3
        if ruled > 5 {
          // A read-only row shows any stored value, as text.
          let shown: String
          switch stored[label.name] {
          case .string(let text)?: shown = text
          case let value?: shown = value.description
          case nil: shown = label.defaultValue
          }
          // Collapsed to one row.
          let extraRow = "Extra " + (bool(extra) ? "[on]" : "[off]")
          sections.append(
            expanded ? [extraRow, "Shown " + shown, "Show Less"] : [extraRow, "Show More"])
        }
        return sections
      }
    }

    /// What a row shows, in the form `expectedRows` uses, read from its content.
    static func shown(_ content: RowContent) -> String {
      var content = content
      if let secondary = content.secondaryText { content.title += " (\(secondary))" }
      switch content.accessory {
      case .toggle(let isOn): return content.title + (isOn ? " [on]" : " [off]")
      case .textField(let field): return content.title + " [\(field.text)|]"
      case .slider(let slider): return content.title + " " + String(slider.value)
      case .stepper(let stepper):
        return content.title + " \(Int(stepper.value))" + (content.isEnabled ? "" : " disabled")
      case .picker(let picker): return content.title + " " + (picker.selectedTitle ?? "none")
      case .detail(let text): return content.title + " " + text
      default: return content.title
      }
    }

    /// One screen of the page, or the search's results, over the values, and its checked table.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    final class Screen {
      /// The page's screen, or `nil` for the search's.
      let page: SettingsPageScreen?
      /// The search's screen, or `nil` for a page's.
      let search: SettingsSearchScreen?
      let stack: SectionGroupStack
      let recorder = RecordingSink()
      let validator: ValidatingSink
      /// The table: every batch checked and recorded.
      var table: (recorder: RecordingSink, validator: ValidatingSink) { (recorder, validator) }

      convenience init(values: SettingsValues) throws {
        let page = try SettingsPageScreen(page: SettingsFuzzer.page, values: values)
        self.init(page.stack, page: page, search: nil)
      }

      convenience init(page: SettingsPageScreen) {
        self.init(page.stack, page: page, search: nil)
      }

      convenience init(search: SettingsSearchScreen) {
        self.init(search.stack, page: nil, search: search)
      }

      private init(
        _ stack: SectionGroupStack, page: SettingsPageScreen?, search: SettingsSearchScreen?
      ) {
        self.stack = stack
        self.page = page
        self.search = search
        validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
        stack.sink = validator
      }

      var rows: [[String]] {
        return (0..<stack.numberOfSections).map { section in
          (0..<stack.numberOfRows(inSection: section)).map {
            SettingsFuzzer.shown(stack.rowContent(at: TablePath(section: section, row: $0))!)
          }
        }
      }

      /// Forgets the reports, made since `reported`, that a batch replaced the row titled
      /// `title` while the user changed it, when that row is no longer shown: its input's
      /// transaction sent the batch that deleted it (a rule hid it, or it left the results, as
      /// a change pending before the input made it do) and another row took its place, which a
      /// sink cannot tell from a replacement. A row still shown was replaced: that stays.
      func acceptReplacement(of title: String, reportedBefore reported: [String]) {
        guard !titles.values.contains(title) else { return }
        validator.removeViolations {
          $0.rule == .userInputRowReplaced && !reported.contains($0.message)
        }
      }

      /// The title of each row shown, by path.
      var titles: [TablePath: String] {
        var titles: [TablePath: String] = [:]
        for section in 0..<stack.numberOfSections {
          for row in 0..<stack.numberOfRows(inSection: section) {
            let path = TablePath(section: section, row: row)
            titles[path] = stack.rowContent(at: path)?.title
          }
        }
        return titles
      }

      /// The path of the row titled `title`, or `nil` when it is not shown.
      func path(of title: String) -> TablePath? {
        for section in 0..<stack.numberOfSections {
          for row in 0..<stack.numberOfRows(inSection: section)
          where stack.rowContent(at: TablePath(section: section, row: row))?.title == title {
            return TablePath(section: section, row: row)
          }
        }
        return nil
      }
    }

    /// A random value for `key`: mostly one the row can show, sometimes one it cannot.
    static func randomValue(for key: String, _ random: inout SplitMix64) -> StoredValue? {
      if random.int(0...9) == 0 { return nil }  // removed: the default
      if random.int(0...7) == 0 {  // one the row cannot show
        return [.string("junk"), .int(99), .double(-4), .array([])][random.int(0...3)]
      }
      switch key {
      case "power", "extra": return .bool(random.int(0...1) == 1)
      case "label": return .string(["Ada", "Bo", "", "Cy"][random.int(0...3)])
      case "level": return .double(Double(random.int(0...4)) / 4)
      case "count": return .int(random.int(0...10))
      default: return .int(random.int(1...3))
      }
    }

    static let keys = ["power", "label", "level", "count", "mode", "extra"]

    /// A user's input into a shown, enabled row of `screen`, and the value it stores.
    @MainActor
    struct Input: CustomStringConvertible {
      let key: String
      let stored: StoredValue
      let isStepper: Bool
      /// The title of the row the user changes.
      var title: String { description.components(separatedBy: " ")[0] }
      let description: String
      let apply: () throws(DataSourceError) -> Void
    }

    private func userInput(on screen: Screen, _ random: inout SplitMix64) -> Input? {
      let stack = screen.stack
      switch random.int(0...4) {
      case 0:
        guard let path = screen.path(of: "Power") else { return nil }
        let isOn = random.int(0...1) == 1
        return Input(
          key: "power", stored: .bool(isOn), isStepper: false, description: "Power \(isOn)"
        ) { () throws(DataSourceError) in try stack.setToggle(isOn, at: path) }
      case 1:
        guard let path = screen.path(of: "Label") else { return nil }
        let text = ["A", "Ad", "Ada", "Bo", ""][random.int(0...4)]
        return Input(
          key: "label", stored: .string(text), isStepper: false, description: "Label \"\(text)\""
        ) { () throws(DataSourceError) in try stack.setControlValue(.text(text), at: path) }
      case 2:
        guard let path = screen.path(of: "Level") else { return nil }
        let level = Double(random.int(0...4)) / 4
        return Input(
          key: "level", stored: .double(level), isStepper: false, description: "Level \(level)"
        ) { () throws(DataSourceError) in try stack.setControlValue(.number(level), at: path) }
      case 3:
        // The user can act on the row only while the view shows it enabled.
        guard let path = screen.path(of: "Count"), stack.rowContent(at: path)?.isEnabled == true
        else { return nil }
        let count = random.int(0...10)
        return Input(
          key: "count", stored: .int(count), isStepper: true, description: "Count \(count)"
        ) { () throws(DataSourceError) in
          try stack.setControlValue(.number(Double(count)), at: path)
        }
      default:
        guard let path = screen.path(of: "Mode") else { return nil }
        let index = random.int(0...2)
        return Input(
          key: "mode", stored: .int(index + 1), isStepper: false, description: "Mode \(index + 1)"
        ) { () throws(DataSourceError) in try stack.setControlValue(.option(index), at: path) }
      }
    }
  }
#endif
