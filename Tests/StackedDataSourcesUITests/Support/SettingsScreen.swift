#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit))
  import StackedDataSources

  /// A device nearby, as the store keeps it; shown with its signal.
  struct Device: Identifiable, Hashable, CustomStringConvertible {
    let id: String
    var signal: Int

    var description: String { "\(id) (\(signal) bars)" }
  }

  /// A phone's Settings screen built from every kind of data source, for the adapters'
  /// end-to-end tests:
  ///
  /// - a Wi-Fi switch row (array) with the known networks (array, deletable) pinned under it,
  ///   shown only while the switch is on;
  /// - nearby devices (fetched from an in-memory store, strongest signal first);
  /// - Bluetooth (expanding: two rows until expanded);
  /// - General (sectioned, two sections);
  /// - a software update banner (array), added and removed at run time.
  @MainActor
  final class SettingsScreen {
    let wifi = ArrayDataSource(["Wi-Fi: off"], name: "Wi-Fi", headerTitle: "Wi-Fi")
    let networks = ArrayDataSource(["Home", "Office", "Library"], name: "Networks")
    let store: InMemoryStore<Device>
    let nearby: FetchedDataSource<Device>
    let bluetooth: ExpandingDataSource<String, String>
    let general: SectionedDataSource<String, String>
    let banner = ArrayDataSource(["Software Update available"], name: "Banner")
    let stack: SectionGroupStack

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
              try self.networks.insert("Café", at: 0)
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
