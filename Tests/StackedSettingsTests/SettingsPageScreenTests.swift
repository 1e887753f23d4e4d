import Foundation
import Testing

@testable import StackedDataSources
@testable import StackedSettings

/// A page of rows bound to a store (issue 37, item 1): the user's input is stored with no
/// batch and no echo; changes made elsewhere, resets and rules reach the table as one batch;
/// stored values a row cannot show read as the default, nothing written back.
@MainActor
@Suite("A settings page bound to a store")
struct SettingsPageScreenTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var page: SettingsPage {
    SettingsPage("general", title: "General") {
      SettingsSection("main", header: "Device", footer: "Shown to other devices.") {
        SettingsRow.toggle(.airplane, title: "Airplane Mode")
        SettingsRow.textField(.name, title: "Name", placeholder: "iPhone")
        SettingsRow.slider(.brightness, title: "Brightness", in: 0...1)
        SettingsRow.stepper(.copies, title: "Copies", in: 1...10) { "\($0) copies" }
        SettingsRow.choice(
          .appearance, title: "Appearance",
          options: [(.light, "Light"), (.dark, "Dark"), (.automatic, "Automatic")],
          style: .segmented)
        SettingsRow.date(.since, title: "Since")
      }
      SettingsSection("lock") {
        SettingsRow.choice(
          .autoLock, title: "Auto-Lock", options: [(30, "30 Seconds"), (120, "2 Minutes")],
          style: .navigation)
        SettingsRow.button("reset", title: "Reset", role: .destructive) {}
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("each control's input is stored with no batch and no echo")
  func inputIsStoredWithoutEcho() async throws {
    let store = InMemorySettingsStore()
    let values = SettingsValues(store: store)
    let screen = try SettingsPageScreen(page: Self.page, values: values)
    let table = CheckedTable(screen.stack)
    #expect(
      table.text == """
        ┌ Device
        │ [0, 0] Airplane Mode [off]
        │ [0, 1] Name [iPhone|]
        │ [0, 2] Brightness [———●———] 0.5
        │ [0, 3] Copies [− 2 copies +]
        │ [0, 4] Appearance [•Light|Dark|Automatic]
        │ [0, 5] Since [1970-01-01]
        └ Shown to other devices.
        ┌─
        │ [1, 0] Auto-Lock 2 Minutes ›
        │ [1, 1] Reset (destructive)
        └─
        """)
    try screen.stack.setToggle(true, at: [0, 0])
    try screen.stack.setControlValue(.text("Ada"), at: [0, 1])
    try screen.stack.setControlValue(.number(0.8), at: [0, 2])
    try screen.stack.setControlValue(.option(1), at: [0, 4])
    try screen.stack.setControlValue(.date(Date(timeIntervalSince1970: 86_400)), at: [0, 5])
    #expect(table.recorder.updates.isEmpty, "no batch: every row shows what the user entered")
    #expect(store.storedValues["airplane"] == .bool(true))
    #expect(store.storedValues["name"] == .string("Ada"))
    #expect(store.storedValues["brightness"] == .double(0.8))
    #expect(store.storedValues["appearance"] == .string("dark"))
    #expect(store.storedValues["since"] == .date(Date(timeIntervalSince1970: 86_400)))
    // A stepper moves its value, not the text beside it: the row is reconfigured for the text.
    try screen.stack.setControlValue(.number(3), at: [0, 3])
    #expect(table.recorder.updates == [.reconfigureRows([[0, 3]])])
    #expect(store.storedValues["copies"] == .int(3), "an Int key stores an Int")
    await endOfTurn()
    #expect(table.recorder.updates.count == 1, "nothing more at the end of the turn")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("three changes made elsewhere in one turn are one batch of three reconfigures")
  func outsideChangesAreOneBatch() async throws {
    let store = InMemorySettingsStore()
    let values = SettingsValues(store: store)
    let screen = try SettingsPageScreen(page: Self.page, values: values)
    let table = CheckedTable(screen.stack)
    store.writeFromOutside(["airplane": .bool(true), "copies": .int(5)])
    store.writeFromOutside(["autoLock": .int(30)], namingKeys: false)
    #expect(table.recorder.updates.isEmpty, "the table follows when the turn ends")
    await endOfTurn()
    #expect(
      table.recorder.batches == [
        [.reconfigureRows([[0, 0], [0, 3], [1, 0]])]
      ])
    #expect(table.text.contains("[0, 0] Airplane Mode [on]"))
    #expect(table.text.contains("[1, 0] Auto-Lock 30 Seconds ›"))
    #expect(store.writeCount == 0, "the reader wrote nothing back")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("resetting the page is one batch, back to the defaults")
  func resetPage() async throws {
    let store = InMemorySettingsStore(["airplane": .bool(true), "name": .string("Ada")])
    let values = SettingsValues(store: store)
    let screen = try SettingsPageScreen(page: Self.page, values: values)
    let table = CheckedTable(screen.stack)
    #expect(table.text.contains("[0, 1] Name [Ada|]"))
    screen.reset()
    await endOfTurn()
    #expect(table.recorder.batches == [[.reconfigureRows([[0, 0], [0, 1]])]])
    #expect(store.storedValues.isEmpty)
    #expect(values[.name] == "iPhone")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a change inside an open transaction joins its batch")
  func changeJoinsTransaction() throws {
    let values = SettingsValues(store: InMemorySettingsStore())
    let screen = try SettingsPageScreen(page: Self.page, values: values)
    let table = CheckedTable(screen.stack)
    screen.stack.performBatchUpdates {
      values[.airplane] = true
      values[.autoLock] = 30
    }
    #expect(
      table.recorder.batches == [[.reconfigureRows([[0, 0], [1, 0]])]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a stored value a row cannot show reads as the default, noted, nothing written back")
  func invalidStoredValues() throws {
    let store = InMemorySettingsStore([
      "airplane": .string("maybe"), "brightness": .double(1.5), "autoLock": .int(45),
      "name": .int(3),
    ])
    let values = SettingsValues(store: store)
    let screen = try SettingsPageScreen(page: Self.page, values: values)
    let table = CheckedTable(screen.stack)
    #expect(table.text.contains("[0, 0] Airplane Mode [off]"))
    #expect(table.text.contains("[0, 2] Brightness [———●———] 0.5"))
    #expect(table.text.contains("[1, 0] Auto-Lock 2 Minutes ›"))
    #expect(table.text.contains("[0, 1] Name [iPhone|]"))
    #expect(
      values.invalidValues == [
        "airplane": .notAnOption(
          key: "airplane", stored: .string("maybe"), options: [.bool(true), .bool(false)]),
        "brightness": .outOfRange(key: "brightness", stored: .double(1.5), range: 0...1),
        "autoLock": .notAnOption(
          key: "autoLock", stored: .int(45), options: [.int(30), .int(120)]),
        "name": .mistyped(key: "name", expected: "String", stored: .int(3)),
      ])
    #expect(store.writeCount == 0 && store.storedValues["brightness"] == .double(1.5))
    // The user's input replaces the invalid value; the note goes.
    try screen.stack.setControlValue(.number(0.75), at: [0, 2])
    screen.stack.performBatchUpdates {}
    #expect(values.invalidValues["brightness"] == nil)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("rows and sections shown by rules follow the values in the same batch")
  func visibilityRules() async throws {
    let page = SettingsPage("lock", title: "Lock") {
      SettingsSection("main") {
        SettingsRow.toggle(.airplane, title: "Airplane Mode")
        SettingsRow.stepper(.copies, title: "Copies", in: 1...10)
          .visible(when: { $0[.airplane] })
        SettingsRow.textField(.name, title: "Name")
          .enabled(when: { !$0[.airplane] })
      }
      SettingsSection("more", header: "More") {
        SettingsRow.slider(.brightness, in: 0...1)
      }.visible(when: { $0[.airplane] })
    }
    let values = SettingsValues(store: InMemorySettingsStore())
    let screen = try SettingsPageScreen(page: page, values: values)
    let table = CheckedTable(screen.stack)
    #expect(screen.stack.numberOfSections == 1)
    try screen.stack.setToggle(true, at: [0, 0])
    // One batch: the section and the row the rules show, and Name disabled; the switch the
    // user flipped is not reconfigured.
    #expect(
      table.recorder.batches == [
        [
          .insertSections([1], .automatic), .insertRows([[0, 1]], .automatic),
          .reconfigureRows([[0, 2]]),
        ]
      ])
    #expect(screen.stack.rowContent(at: [0, 2])?.isEnabled == false)
    #expect(throws: DataSourceError.self) {
      try screen.stack.setControlValue(.text("x"), at: [0, 2])
    }
    #expect(values[.name] == "iPhone", "a disabled row's input is refused, nothing stored")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a page declared with two rows of one key, or a choice without options, is refused")
  func declarationErrors() {
    let values = SettingsValues(store: InMemorySettingsStore())
    let twice = SettingsPage("p", title: "P") {
      SettingsSection("a") { SettingsRow.toggle(.airplane, title: "One") }
      SettingsSection("b") { SettingsRow.toggle(.airplane, title: "Two") }
    }
    #expect(throws: SettingsDeclarationError.duplicateRowID(page: "p", id: "airplane")) {
      try SettingsPageScreen(page: twice, values: values)
    }
    let sections = SettingsPage("p", title: "P") {
      SettingsSection("a") {}
      SettingsSection("a") {}
    }
    #expect(throws: SettingsDeclarationError.duplicateSectionID(page: "p", id: "a")) {
      try SettingsPageScreen(page: sections, values: values)
    }
    let empty = SettingsPage("p", title: "P") {
      SettingsSection("a") { SettingsRow.choice(.copies, title: "Copies", options: []) }
    }
    #expect(throws: SettingsDeclarationError.noOptions(page: "p", key: "copies")) {
      try SettingsPageScreen(page: empty, values: values)
    }
    #expect(values.registeredDefaults.isEmpty, "nothing registered for a refused page")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("icon tiles, badges that follow the values, and read-only values")
  func iconsAndBadges() async throws {
    let about = SettingsPage("about", title: "About") {
      SettingsSection("info") {
        SettingsRow.value(StoredKey(.name), title: "Name")
      }
    }
    let page = SettingsPage("settings", title: "Settings") {
      SettingsSection("main") {
        SettingsRow.link(about)
          .icon(SettingsIcon("gear", tile: .gray))
          .badge { $0[.copies] > 2 ? "\($0[.copies] - 2)" : nil }
        SettingsRow.toggle(.airplane, title: "Airplane Mode").icon(
          SettingsIcon("airplane", tile: .orange))
      }
    }
    let values = SettingsValues(store: InMemorySettingsStore())
    let screen = try SettingsPageScreen(page: page, values: values)
    let table = CheckedTable(screen.stack)
    #expect(
      table.text == """
        ┌─
        │ [0, 0] [gear on gray] About ›
        │ [0, 1] [airplane on orange] Airplane Mode [off]
        └─
        """)
    values[.copies] = 5
    await endOfTurn()
    #expect(table.recorder.batches == [[.reconfigureRows([[0, 0]])]])
    #expect(table.text.contains("│ [0, 0] [gear on gray] About  (3) ›"))
    let aboutScreen = try SettingsPageScreen(page: about, values: values)
    #expect(
      TextRenderer(showsPaths: true).render(aboutScreen.stack).contains("│ [0, 0] Name · iPhone"))
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(
    "UserDefaults changed elsewhere: its notification, or a refresh, is one batch; its own writes are not echoed"
  )
  func userDefaultsChangedElsewhere() async throws {
    let suite = "StackedSettingsTests.elsewhere.\(UUID())"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsStore(defaults)
    let values = SettingsValues(store: store)
    let screen = try SettingsPageScreen(page: Self.page, values: values)
    let table = CheckedTable(screen.stack)
    // Another object writes to the suite: on Linux, Foundation posts nothing for it.
    let other = try #require(UserDefaults(suiteName: suite))
    other.set(true, forKey: "airplane")
    other.set(30, forKey: "autoLock")
    await endOfTurn()
    #if !canImport(Darwin)
      #expect(table.recorder.updates.isEmpty, "no notification on Linux")
      values.refresh()
      await endOfTurn()
    #endif
    #expect(table.recorder.batches == [[.reconfigureRows([[0, 0], [1, 0]])]])
    // A whole domain replaced posts UserDefaults.didChangeNotification on every platform: the
    // keys shown are read again, in one batch.
    table.recorder.removeAll()
    defaults.setPersistentDomain(["name": "Ada", "copies": 4], forName: suite)
    await endOfTurn()
    #expect(table.recorder.batches == [[.reconfigureRows([[0, 0], [0, 1], [0, 3], [1, 0]])]])
    #expect(table.text.contains("[0, 1] Name [Ada|]"))
    // The store's own writes are not reported back: the user's input sends nothing.
    table.recorder.removeAll()
    try screen.stack.setControlValue(.text("Bo"), at: [0, 1])
    await endOfTurn()
    #expect(table.recorder.updates.isEmpty)
    #expect(defaults.string(forKey: "name") == "Bo")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a radio row stores its option, a button runs its action, a link opens its page")
  func selections() async throws {
    let units = StoredKey(name: "units", defaultValue: .string("metric"))
    let options = [
      SettingsOption(.string("metric"), title: "Metric"),
      SettingsOption(.string("imperial"), title: "Imperial"),
    ]
    let legal = SettingsPage("legal", title: "Legal") {}
    var pressed = 0
    let page = SettingsPage("units", title: "Units") {
      SettingsSection(
        "units", rows: options.enumerated().map { SettingsRow.radio(units, option: $1, index: $0) })
      SettingsSection("more") {
        SettingsRow.button("press", title: "Press") { pressed += 1 }
        SettingsRow.link(legal)
      }
    }
    let store = InMemorySettingsStore()
    let screen = try SettingsPageScreen(page: page, values: SettingsValues(store: store))
    var opened: [String] = []
    screen.onOpenPage = { opened.append($0.id) }
    let table = CheckedTable(screen.stack)
    try screen.stack.selectRow(at: [0, 1])
    #expect(store.storedValues["units"] == .string("imperial"))
    // A selection runs no transaction of its own: the rows follow when the turn ends.
    await endOfTurn()
    #expect(
      table.recorder.batches == [[.reconfigureRows([[0, 0], [0, 1]])]], "the checkmark moves")
    #expect(table.text.contains("[0, 1] Imperial ✓"))
    try screen.stack.selectRow(at: [1, 0])
    try screen.stack.selectRow(at: [1, 1])
    #expect(pressed == 1 && opened == ["legal"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }
}
