// `#if canImport`: the shared real-SDK checker type-checks the playgrounds without the settings
// library (.ci/apple-sdk-settings checks this one with it); `swift run` always has it.
#if canImport(StackedSettings)
  import StackedSettings

  /// The keys of the settings app's tree.
  enum TreeKeys {
    static let wifi = SettingsKey("wifi", default: true)
    static let bluetooth = SettingsKey("bluetooth", default: true)
    static let name = SettingsKey("deviceName", default: "Ada’s iPhone")
    static let airDrop = SettingsKey("airDrop", default: 1)
    static let brightness = SettingsKey("brightness", default: 0.5)
    static let autoBrightness = SettingsKey("autoBrightness", default: true)
    static let trueTone = SettingsKey("trueTone", default: true)
    static let autoLock = SettingsKey("autoLock", default: 120)
    static let location = SettingsKey("location", default: false)
    static let askToTrack = SettingsKey("askToTrack", default: true)
    static let mapsLocation = SettingsKey("mapsLocation", default: true)
    static let weatherLocation = SettingsKey("weatherLocation", default: true)
    static let cameraLocation = SettingsKey("cameraLocation", default: false)
    static let notesLocation = SettingsKey("notesLocation", default: false)
  }

  /// A settings app's tree: Settings › General › About, Display & Brightness, Privacy &
  /// Security. The example app (Examples/SettingsApp) shows the same tree: this file is linked
  /// there.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  func settingsTree() -> SettingsPage {
    let about = SettingsPage("about", title: "About") {
      SettingsSection("device") {
        SettingsRow.textField(TreeKeys.name, title: "Name")
        SettingsRow.value(
          StoredKey(name: "version", defaultValue: .string("26.1")), title: "iOS Version")
      }
    }
    let general = SettingsPage("general", title: "General", icon: SettingsIcon("gear", tile: .gray))
    {
      SettingsSection("main") {
        SettingsRow.link(about)
        SettingsRow.choice(
          TreeKeys.airDrop, title: "AirDrop",
          options: [(0, "Receiving Off"), (1, "Contacts Only"), (2, "Everyone for 10 Minutes")],
          style: .navigation)
      }
    }
    let display = SettingsPage(
      "display", title: "Display & Brightness", icon: SettingsIcon("sun.max", tile: .blue)
    ) {
      SettingsSection("brightness", header: "Brightness") {
        SettingsRow.slider(TreeKeys.brightness, title: "Brightness", in: 0...1)
        SettingsRow.toggle(TreeKeys.autoBrightness, title: "Auto-Brightness")
          .keywords("ambient light")
        SettingsRow.toggle(TreeKeys.trueTone, title: "True Tone")
      }
      SettingsSection("lock") {
        SettingsRow.choice(
          TreeKeys.autoLock, title: "Auto-Lock",
          options: [(30, "30 Seconds"), (60, "1 Minute"), (120, "2 Minutes"), (0, "Never")],
          style: .navigation)
      }
    }
    let privacy = SettingsPage(
      "privacy", title: "Privacy & Security", icon: SettingsIcon("hand.raised", tile: .blue)
    ) {
      SettingsSection("location") {
        SettingsRow.toggle(TreeKeys.location, title: "Location Services")
      }
      SettingsSection("apps", header: "Location Access") {
        SettingsRow.toggle(TreeKeys.mapsLocation, title: "Maps")
        SettingsRow.toggle(TreeKeys.weatherLocation, title: "Weather")
        SettingsRow.toggle(TreeKeys.cameraLocation, title: "Camera")
        SettingsRow.toggle(TreeKeys.notesLocation, title: "Notes")
      }
      .collapsed(showing: 2)
      SettingsSection("tracking", header: "Tracking") {
        SettingsRow.toggle(TreeKeys.askToTrack, title: "Allow Apps to Ask to Track")
      }
      .visible(when: { $0[TreeKeys.location] })
    }
    return SettingsPage("settings", title: "Settings") {
      SettingsSection("radios") {
        SettingsRow.toggle(TreeKeys.wifi, title: "Wi-Fi").keywords("wireless", "WLAN")
        SettingsRow.toggle(TreeKeys.bluetooth, title: "Bluetooth")
      }
      SettingsSection("pages") {
        SettingsRow.link(general)
        SettingsRow.link(display) { values in
          values[TreeKeys.autoBrightness] ? "Auto" : nil
        }
        SettingsRow.link(privacy)
      }
    }
  }
#endif
