#if STANDIN_SDKS && canImport(SwiftUI)
  import StackedDataSources
  import StackedDataSourcesUI
  import SwiftUI
  import Testing

  /// A nearby device as an app draws it in a `List`: its own view, typed by the source's item.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct DeviceRow: View {
    let device: Device

    var body: some View {
      HStack {
        Text("\(device.id) · \(device.signal) bars")
        Image(systemName: "wifi")
      }
    }
  }

  /// Counts what a closure of a data source was asked.
  @MainActor
  final class Counter {
    var count = 0
  }

  @Suite("Settings screen in a SwiftUI List (StackedList): rows, actions and updates")
  @MainActor
  struct StackedListTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("first render: sections with headers and footers, each row drawn from its content")
    func firstRender() throws {
      let harness = ListHarness(try SettingsScreen().stack)
      harness.expectConsistent("first render")
      // Wi-Fi: a switch with its symbol, off, not a button.
      let wifi = harness.row(0, 0)
      #expect(wifi.children.map(\.kind) == ["Toggle"])
      #expect(wifi.images == ["wifi"])
      #expect(wifi.all("Button").isEmpty)
      // Bluetooth: the header and footer, and a value as LabeledContent inside a button.
      #expect(harness.sections[2].header.flatMap(\.texts) == ["Bluetooth"])
      #expect(harness.sections[2].footer.flatMap(\.texts) == ["My devices"])
      #expect(harness.sections[0].header.flatMap(\.texts) == ["Wi-Fi"])
      #expect(harness.sections[1].header.isEmpty && harness.sections[1].footer.isEmpty)
      let airPods = harness.row(2, 0)
      #expect(airPods.children.map(\.kind) == ["Button"])
      #expect(airPods.all("LabeledContent").first?.texts == ["AirPods", "Connected"])
      // General: a disclosure chevron; Shut Down is a plain (not destructive) button row.
      #expect(harness.row(3, 0).images == ["chevron.forward"])
      let shutDown = harness.row(4, 1)
      #expect(shutDown.children.first?.kind == "Button" && shutDown.children.first?.role == nil)
      #expect(shutDown.texts == ["Shut Down"])
      // Nearby: the secondary text in the secondary style.
      let printer = harness.row(1, 1)
      #expect(printer.texts == ["Printer", "2 bars"])
      #expect(printer.allNodes.first { $0.text == "2 bars" }?.style == "secondary")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("every scripted change re-renders the list through Observation, rows by identity")
    func scriptedSteps() throws {
      let settings = try SettingsScreen()
      let harness = ListHarness(settings.stack)
      var renders = harness.host.renderCount
      for (name, change) in settings.scriptedSteps() {
        let before = harness.model.identities.sections
        try change()
        harness.expectUpdated(name)
        #expect(harness.host.renderCount == renders + 1)
        renders = harness.host.renderCount
        // Rows that stayed kept their identity: the list animates moves, not reloads.
        let kept = Set(before.flatMap(\.rows)).intersection(
          harness.model.identities.sections.flatMap(\.rows))
        #expect(!kept.isEmpty, "\(name)")
      }
      // Every batch was checked by both oracles.
      #expect(harness.validator.validatedBatchCount >= settings.scriptedSteps().count)
      #expect(harness.model.identities.checkedBatches == harness.validator.validatedBatchCount)
      // Nothing that the list read changed since: no render.
      #expect(!harness.host.renderIfNeeded())
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("flipping the Wi-Fi toggle reaches wifi.onToggle; the networks appear in one batch")
    func toggle() async throws {
      let settings = try SettingsScreen()
      let harness = ListHarness(settings.stack)
      let toggle = try #require(harness.row(0, 0).all("Toggle").first)
      #expect(await toggle.isOn() == false)
      #expect(await toggle.setOn(true))
      #expect(settings.isWiFiOn)
      harness.expectUpdated("Wi-Fi on")
      #expect(harness.shownTitles[0] == ["Wi-Fi", "Home", "Office", "Library"])
      #expect(await harness.row(0, 0).all("Toggle").first?.isOn() == true)
      #expect(harness.errors.isEmpty && settings.errors.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("taps, the info button and a leading swipe reach the networks' owner with its item")
    func networkActions() throws {
      let settings = try SettingsScreen()
      try settings.setWiFi(on: true)
      let harness = ListHarness(settings.stack)
      // Home is joined: a checkmark; the others have an info button beside their row button.
      #expect(harness.row(0, 1).images == ["checkmark"])
      let office = harness.row(0, 2)
      #expect(office.all("Button").count == 2)
      #expect(office.all("Button")[1].images == ["info.circle"])
      #expect(office.all("Button")[1].tap())
      #expect(settings.opened == ["Office details"])
      #expect(!harness.host.needsRender)
      #expect(office.all("Button")[0].tap())
      harness.expectUpdated("Office joined")
      #expect(settings.networks.items.map(\.isJoined) == [false, true, false])
      #expect(harness.row(0, 2).images == ["checkmark"])
      // The leading swipe of a network not joined offers Join; a joined one offers nothing.
      #expect(harness.row(0, 2).swipeButtons(.leading).isEmpty)
      let join = try #require(harness.row(0, 3).swipeButtons(.leading).first)
      #expect(join.texts == ["Join"] && join.images == ["wifi"])
      #expect(join.tap())
      harness.expectUpdated("Library joined by a swipe")
      #expect(settings.networks.items.map(\.isJoined) == [false, false, true])
      #expect(harness.errors.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("onDelete deletes a pinned network through its owner; sections without deletes have none")
    func delete() throws {
      let settings = try SettingsScreen()
      try settings.setWiFi(on: true)
      let harness = ListHarness(settings.stack)
      let section = harness.rows(inSection: 0)
      #expect(section.canDelete && !section.canMove)
      #expect(section.children.map(\.isDeleteDisabled) == [true, false, false, false])
      #expect(!harness.rows(inSection: 2).canDelete)
      #expect(section.delete(IndexSet(integer: 2)))
      harness.expectUpdated("Office deleted")
      #expect(settings.networks.items.map(\.name) == ["Home", "Library"])
      #expect(harness.errors.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("onMove: the owner takes the list's move with no batch back; a refused one is put back")
    func move() throws {
      let settings = try SettingsScreen()
      try settings.setWiFi(on: true)
      settings.networks.canMove = { $0.name != "Library" }
      let harness = ListHarness(settings.stack)
      let rows = harness.rows(inSection: 0)
      #expect(rows.canMove && !harness.rows(inSection: 2).canMove)
      #expect(rows.children.map(\.isMoveDisabled) == [true, false, false, true])
      let sent = harness.validator.validatedBatchCount
      // SwiftUI shows Office above Home before it calls onMove; the model tells the identities,
      // which tell the validator downstream.
      #expect(rows.move(IndexSet(integer: 2), to: 1))
      #expect(settings.networks.items.map(\.name) == ["Office", "Home", "Library"])
      #expect(harness.validator.validatedBatchCount == sent)
      harness.expectUpdated("Office dragged above Home")
      // Above the Wi-Fi switch is another owner's row: refused, and its batch puts it back.
      #expect(harness.rows(inSection: 0).move(IndexSet(integer: 2), to: 0))
      #expect(harness.errors.map(\.code) == [.rowNotMovable])
      #expect(settings.networks.items.map(\.name) == ["Office", "Home", "Library"])
      harness.expectUpdated("Home dragged above the switch, and put back")
      #expect(harness.shownTitles[0] == ["Wi-Fi", "Office", "Home", "Library"])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("typed rows: the nearby devices' own view; a placeholder row shows its content instead")
    func typedRows() throws {
      let settings = try SettingsScreen()
      settings.nearby.listRows { DeviceRow(device: $0) }
      settings.nearby.placeholder = RowContent("No devices nearby", isSelectable: false)
      let harness = ListHarness(settings.stack)
      #expect(harness.row(1, 0).texts == ["TV · 4 bars"])
      #expect(harness.row(1, 0).all("Button").isEmpty)
      try settings.store.update(Device(id: "TV", signal: 1))
      harness.host.renderIfNeeded()
      #expect(harness.row(1, 1).texts == ["TV · 1 bars"])
      try settings.store.delete(id: "Printer")
      try settings.store.delete(id: "TV")
      harness.expectUpdated("nobody nearby")
      #expect(harness.row(1, 0).texts == ["No devices nearby"])
      #expect(harness.row(1, 0).all("Button").isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("1,000 rows, 20 on screen: a change costs the rows on screen, every id read once")
    func contentPerRender() throws {
      let evaluations = Counter()
      let rows = ArrayDataSource(Array(0..<1_000), name: "Rows")
      rows.content = {
        evaluations.count += 1
        return RowContent("Row \($0)", secondaryText: "detail", accessory: .disclosureIndicator)
      }
      rows.canEdit = { $0 != 0 }
      let stack = try SectionGroupStack(name: "Screen", groups: [rows])
      let model = ListModel(dataSource: stack)
      let host = StandInHost(rootView: StackedList(model: model), rowsOnScreen: 20)
      func shown() -> [StandInNode] {
        host.nodes.flatMap { $0.all("Section") }[0].children[0].children
      }
      #expect(evaluations.count <= 20)
      #expect(shown().count == 1_000 && shown().filter(\.isBuilt).count == 20)
      #expect(shown()[0].isDeleteDisabled && !shown()[1].isDeleteDisabled)
      evaluations.count = 0
      try rows.insert(-1, at: 0)
      #expect(host.renderIfNeeded())
      // The 20 rows on screen, and nothing for the 981 others (the one inserted is on screen).
      #expect(evaluations.count <= 20 + 1, "\(evaluations.count) content evaluations")
      let ids = shown().map(\.id)
      #expect(ids == model.identities.sections[0].rows.map { AnyHashable($0) })
      #expect(shown().prefix(3).map { $0.texts.first } == ["Row -1", "Row 0", "Row 1"])
      #expect(shown().filter(\.isBuilt).count == 20 && !shown()[20].isBuilt)
      // A row's content changed in place (a reconfigure): the row on screen shows it.
      try rows.replace(at: 2, with: 500)
      #expect(host.renderIfNeeded())
      #expect(shown()[2].texts.first == "Row 500")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("bad input: an action on a row that is gone goes to onError and changes nothing")
    func staleRow() async throws {
      let settings = try SettingsScreen()
      try settings.setWiFi(on: true)
      let harness = ListHarness(settings.stack)
      let office = harness.row(0, 2)
      let library = harness.row(0, 3)
      _ = try settings.networks.remove(at: 1)
      _ = try settings.networks.remove(at: 1)
      // The user's finger was faster than the render: the rows' buttons act on rows now gone.
      let sent = harness.validator.validatedBatchCount
      #expect(office.all("Button")[0].tap())
      #expect(library.all("Button")[1].tap())
      #expect(harness.errors.map(\.code) == [.rowOutOfRange, .rowOutOfRange])
      #expect(settings.networks.items.map(\.name) == ["Home"])
      #expect(settings.opened.isEmpty && settings.errors.isEmpty)
      #expect(harness.validator.validatedBatchCount == sent)
      harness.expectUpdated("two networks removed under the user's finger")
    }
  }
#endif
