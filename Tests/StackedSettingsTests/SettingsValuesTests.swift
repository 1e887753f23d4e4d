import Foundation
import Testing

@testable import StackedSettings

/// Typed keys over a store (issue 37, item 1): each kind round-trips, defaults are read while
/// nothing is stored, a mistyped stored value is a typed error and reads as the default.
@MainActor
@Suite("Settings values over a store")
struct SettingsValuesTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("every kind of value round-trips through memory and UserDefaults")
  func roundTrips() throws {
    let suite = "StackedSettingsTests.roundTrips.\(UUID())"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    for store in [InMemorySettingsStore(), UserDefaultsStore(defaults)] as [any SettingsStore] {
      let values = SettingsValues(store: store)
      #expect(values[.airplane] == false && values[.name] == "iPhone", "defaults before any write")
      values[.airplane] = true
      values[.name] = "Ada’s iPad"
      values[.brightness] = 0.25
      values[.copies] = 7
      values[.appearance] = .dark
      values[.since] = Date(timeIntervalSince1970: 1_000_000)
      values[.home] = Location(latitude: 52.5, longitude: 13.4)
      // A second reader over the same store reads what was stored, not a cache.
      let reader = SettingsValues(store: store)
      #expect(reader[.airplane] == true)
      #expect(reader[.name] == "Ada’s iPad")
      #expect(reader[.brightness] == 0.25)
      #expect(reader[.copies] == 7)
      #expect(reader[.appearance] == .dark)
      #expect(reader[.since] == Date(timeIntervalSince1970: 1_000_000))
      #expect(reader[.home] == Location(latitude: 52.5, longitude: 13.4))
      #expect(store.value(forKey: "appearance") == .string("dark"), "a raw value is stored")
    }
    // The kinds UserDefaults keeps are the kinds it was given: a Bool is not read back as 1.
    #expect(defaults.object(forKey: "airplane") as? Bool == true)
    #expect(UserDefaultsStore(defaults).value(forKey: "copies") == .int(7))
    #expect(UserDefaultsStore(defaults).value(forKey: "brightness") == .double(0.25))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a registered default is what the store reads, and what a reset goes back to")
  func registeredDefaultsAndReset() throws {
    let suite = "StackedSettingsTests.defaults.\(UUID())"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let values = SettingsValues(store: UserDefaultsStore(defaults))
    values.register(.autoLock)
    #expect(defaults.integer(forKey: "autoLock") == 120, "code reading UserDefaults sees it")
    values[.autoLock] = 30
    #expect(defaults.integer(forKey: "autoLock") == 30)
    values.reset(.autoLock)
    #expect(defaults.object(forKey: "autoLock") as? Int == 120, "the stored value is removed")
    #expect(values[.autoLock] == 120)
    values[.autoLock] = 60
    values[.name] = "Ada"
    values.resetAll()
    #expect(values[.autoLock] == 120 && values[.name] == "iPhone")
    #expect(defaults.persistentDomain(forName: suite)?.isEmpty ?? true, "nothing left stored")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a stored value of another kind is a typed error and reads as the default, unchanged")
  func mistypedValue() {
    let store = InMemorySettingsStore([
      "airplane": .string("maybe"), "appearance": .string("sepia"),
    ])
    let values = SettingsValues(store: store)
    #expect(
      throws: SettingsValueError.mistyped(
        key: "airplane", expected: "Bool", stored: .string("maybe"))
    ) {
      try values.value(of: .airplane)
    }
    #expect(values[.airplane] == false, "the default")
    #expect(
      throws: SettingsValueError.mistyped(
        key: "appearance", expected: "Appearance", stored: .string("sepia"))
    ) { try values.value(of: .appearance) }
    #expect(values[.appearance] == .light)
    #expect(store.writeCount == 0, "nothing written back unasked")
    #expect(store.storedValues["airplane"] == .string("maybe"))
    #expect(
      SettingsValueError.mistyped(key: "airplane", expected: "Bool", stored: .string("maybe"))
        .description
        == #"setting "airplane" stores String "maybe", not a Bool: read as its default"#)
    // Bool reads what UserDefaults.bool(forKey:) reads as one.
    let lenient = SettingsValues(store: InMemorySettingsStore(["airplane": .string("YES")]))
    #expect(lenient[.airplane] == true)
  }

  @Test("property-list objects keep their kind")
  func propertyListKinds() throws {
    #expect(StoredValue(propertyList: true) == .bool(true))
    #expect(StoredValue(propertyList: 3) == .int(3))
    #expect(StoredValue(propertyList: 2.5) == .double(2.5))
    #expect(StoredValue(propertyList: ["a", 1] as [Any]) == .array([.string("a"), .int(1)]))
    #expect(
      StoredValue(propertyList: ["k": false] as [String: Any]) == .dictionary(["k": .bool(false)]))
    #expect(StoredValue(propertyList: NSObject()) == nil)
    // A plist read from bytes, as a Settings.bundle's is.
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["b": true, "i": 4, "d": 0.5] as [String: Any], format: .xml, options: 0)
    let object = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect(
      StoredValue(propertyList: object)
        == .dictionary(["b": .bool(true), "i": .int(4), "d": .double(0.5)]))
  }
}
