import StackedSettings

/// A small settings app's tree for the navigator and search tests: Settings › General › About,
/// Display & Brightness (shown while Wi-Fi is on… a rule to test), Privacy with a section a rule
/// hides.
@MainActor
enum SettingsTree {
  nonisolated static let wifi = SettingsKey("wifi", default: true)
  nonisolated static let brightness = SettingsKey("brightness", default: 0.5)
  nonisolated static let autoBrightness = SettingsKey("autoBrightness", default: true)
  nonisolated static let autoLock = SettingsKey("autoLock", default: 120)
  nonisolated static let name = SettingsKey("name", default: "iPhone")
  nonisolated static let tracking = SettingsKey("tracking", default: false)
  nonisolated static let allowAsk = SettingsKey("allowAsk", default: true)
  nonisolated static let location = SettingsKey("location", default: true)

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var about: SettingsPage {
    SettingsPage("about", title: "About") {
      SettingsSection("info") {
        SettingsRow.textField(name, title: "Name")
        SettingsRow.value(
          StoredKey(name: "version", defaultValue: .string("26.1")), title: "Version")
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var display: SettingsPage {
    SettingsPage("display", title: "Display & Brightness") {
      SettingsSection("brightness", header: "Brightness") {
        SettingsRow.slider(brightness, title: "Brightness", in: 0...1)
        SettingsRow.toggle(autoBrightness, title: "Auto-Brightness")
      }
      SettingsSection("lock") {
        SettingsRow.choice(
          autoLock, title: "Auto-Lock", options: [(30, "30 Seconds"), (120, "2 Minutes")],
          style: .navigation)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var privacy: SettingsPage {
    SettingsPage("privacy", title: "Privacy") {
      SettingsSection("services") {
        SettingsRow.toggle(location, title: "Location Services")
      }
      SettingsSection("tracking", header: "Tracking") {
        SettingsRow.toggle(tracking, title: "Tracking")
        SettingsRow.toggle(allowAsk, title: "Allow Apps to Ask to Track")
          .visible(when: { $0[tracking] })
      }
      .visible(when: { $0[location] })
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var root: SettingsPage {
    SettingsPage("settings", title: "Settings") {
      SettingsSection("radios") {
        SettingsRow.toggle(wifi, title: "Wi-Fi").keywords("wireless", "WLAN")
      }
      SettingsSection("pages") {
        SettingsRow.link(
          SettingsPage("general", title: "General") {
            SettingsSection("main") { SettingsRow.link(about) }
          })
        SettingsRow.link(display) { values in
          values[autoLock] == 30 ? "30 Seconds" : "2 Minutes"
        }
        .visible(when: { $0[wifi] })
        SettingsRow.link(privacy)
      }
    }
  }
}
