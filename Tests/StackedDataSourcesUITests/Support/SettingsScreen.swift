#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import Foundation
  import StackedDataSources

  /// A device nearby, as the store keeps it; shown with its signal.
  struct Device: Identifiable, Hashable, CustomStringConvertible {
    let id: String
    var signal: Int

    var description: String { "\(id) (\(signal) bars)" }
  }

  /// A known Wi-Fi network; the joined one shows a checkmark.
  struct Network: Hashable, CustomStringConvertible {
    var name: String
    var isJoined = false

    var description: String { name }
  }

  /// A phone's Settings screen built from every kind of data source, for the adapters'
  /// end-to-end tests:
  ///
  /// - a Wi-Fi switch row (array) with the known networks (array, deletable) pinned under it,
  ///   shown only while the switch is on; a tap joins a network, its detail button opens it,
  ///   a leading swipe joins it;
  /// - nearby devices (fetched from an in-memory store, strongest signal first);
  /// - Bluetooth (expanding: two rows until expanded), each with its state as a value;
  /// - General (sectioned, two sections): rows that open a page, and a Shut Down button row;
  /// - a software update banner (array), added and removed at run time.
  ///
  /// Every row's look and every action is declared on its data source, typed by its item; what
  /// the actions open is recorded in ``opened``.
  @MainActor
  final class SettingsScreen {
    let wifi = ArrayDataSource(["Wi-Fi: off"], name: "Wi-Fi", headerTitle: "Wi-Fi")
    let networks = ArrayDataSource(
      [Network(name: "Home", isJoined: true), Network(name: "Office"), Network(name: "Library")],
      name: "Networks")
    let store: InMemoryStore<Device>
    let nearby: FetchedDataSource<Device>
    let bluetooth: ExpandingDataSource<String, String>
    let general: SectionedDataSource<String, String>
    let banner = ArrayDataSource(["Software Update available"], name: "Banner")
    let stack: SectionGroupStack
    /// What the user's actions opened (a page, a network's details), in order.
    private(set) var opened: [String] = []
    /// The errors the screen's own actions met.
    private(set) var errors: [any Error] = []

    init() throws {
      networks.canEdit = { _ in true }
      store = try InMemoryStore(
        [Device(id: "Printer", signal: 2), Device(id: "TV", signal: 4)], name: "Nearby store")
      nearby = FetchedDataSource(
        store: store,
        request: FetchRequest(
          sortedBy: [FetchSortComparator(\.signal, ascending: false), FetchSortComparator(\.id)]),
        name: "Nearby")
      try nearby.performFetch()
      bluetooth = try ExpandingDataSource(
        name: "Bluetooth",
        sections: [
          TableSection(
            id: "devices", items: ["AirPods", "Car stereo", "Speaker", "Watch", "Keyboard"],
            headerTitle: "Bluetooth", footerTitle: "My devices")
        ],
        collapsedRowCount: 2)
      general = try SectionedDataSource(
        name: "General",
        sections: [
          TableSection(id: "general", items: ["About", "Software Update"], headerTitle: "General"),
          TableSection(id: "reset", items: ["Transfer or Reset", "Shut Down"]),
        ])
      let wifi = wifi
      let nearby = nearby
      let bluetooth = bluetooth
      let general = general
      stack = SectionGroupStack(name: "Settings") {
        wifi
        nearby
        bluetooth
        general
      }
      try stack.pin(networks, under: TablePath(section: 0, row: 0), of: wifi)
      declareRows()
    }

    /// How each group's rows look and answer the user, from its own items.
    private func declareRows() {
      wifi.content = {
        RowContent(
          "Wi-Fi", imageName: "wifi", accessory: .toggle(isOn: $0 == "Wi-Fi: on"),
          isSelectable: false)
      }
      wifi.onToggle = { [unowned self] _, isOn in record { try setWiFi(on: isOn) } }
      networks.content = {
        RowContent($0.name, accessory: $0.isJoined ? .checkmark : .detailButton)
      }
      networks.onSelect = { [unowned self] network in record { try join(network) } }
      networks.onAccessoryTap = { [unowned self] network in opened.append("\(network.name) details")
      }
      networks.swipeActions = { [unowned self] network, edge in
        guard edge == .leading, !network.isJoined else { return [] }
        return [RowAction("Join", imageName: "wifi") { self.record { try self.join(network) } }]
      }
      nearby.content = { RowContent($0.id, secondaryText: "\($0.signal) bars") }
      bluetooth.content = {
        RowContent($0, accessory: .value($0 == "AirPods" ? "Connected" : "Not Connected"))
      }
      bluetooth.onSelect = { [unowned self] in opened.append($0) }
      general.content = {
        $0 == "Shut Down"
          ? RowContent($0, style: .button) : RowContent($0, accessory: .disclosureIndicator)
      }
      general.onSelect = { [unowned self] in opened.append($0) }
      banner.content = { RowContent($0, imageName: "exclamationmark.circle") }
    }

    /// Runs one of the screen's own actions, keeping its error.
    private func record(_ action: () throws -> Void) {
      do { try action() } catch { errors.append(error) }
    }

    /// Joins `network`: its row gets the checkmark, the joined one loses it, in one batch.
    func join(_ network: Network) throws {
      let changed = IndexSet(
        networks.items.indices.filter {
          networks.items[$0].isJoined != (networks.items[$0].name == network.name)
        })
      try networks.replace(
        at: changed,
        with: changed.map {
          Network(name: networks.items[$0].name, isJoined: !networks.items[$0].isJoined)
        })
    }

    /// Whether the Wi-Fi switch is on.
    var isWiFiOn: Bool { wifi[0] == "Wi-Fi: on" }

    /// Turns Wi-Fi on or off: the switch row changes and the networks show or hide, in one
    /// transaction.
    func setWiFi(on: Bool) throws {
      try stack.performBatchUpdates {
        try wifi.replace(at: 0, with: on ? "Wi-Fi: on" : "Wi-Fi: off")
        try stack.setPinActive(on, for: networks)
      }
    }

    /// The screen's step list, each a change an app makes; every one must reach the view as one
    /// legal batch.
    func scriptedSteps() -> [(name: String, change: () throws -> Void)] {
      [
        ("Wi-Fi switched on", { try self.setWiFi(on: true) }),
        ("a device comes into range", { try self.store.insert(Device(id: "Phone", signal: 3)) }),
        ("a device leaves", { try self.store.delete(id: "Printer") }),
        ("Bluetooth expanded", { try self.bluetooth.expand(section: 0) }),
        ("a network forgotten", { _ = try self.networks.remove(at: 1) }),
        (
          "three groups change in one transaction",
          {
            try self.stack.performBatchUpdates {
              try self.store.update(Device(id: "TV", signal: 1))
              try self.bluetooth.insert("Headphones", at: TablePath(section: 0, row: 0))
              try self.general.insert("VPN", at: TablePath(section: 0, row: 2))
              try self.networks.insert(Network(name: "Café"), at: 0)
            }
          }
        ),
        ("the banner group added on top", { try self.stack.insert(self.banner, at: 0) }),
        ("Bluetooth collapsed", { try self.bluetooth.collapse(section: 0) }),
        ("the banner group removed", { try self.stack.remove(self.banner) }),
        (
          "a General section removed and one inserted",
          {
            try self.stack.performBatchUpdates {
              _ = try self.general.removeSection(at: 1)
              try self.general.insertSection(
                TableSection(id: "legal", items: ["Legal", "Regulatory"], headerTitle: "Legal"),
                at: 0)
            }
          }
        ),
        ("a network moved to the top", { try self.networks.move(from: 2, to: 0) }),
        ("the Bluetooth group moved above Nearby", { try self.stack.move(self.bluetooth, to: 1) }),
        ("Wi-Fi switched off", { try self.setWiFi(on: false) }),
      ]
    }
  }
#endif
