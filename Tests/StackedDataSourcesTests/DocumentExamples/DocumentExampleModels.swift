import Foundation
import Observation
import StackedDataSources

// The app models that the DocC articles' examples use without showing them (see
// .ci/doc-examples/README.md). They are declared here rather than in a prelude because DocC
// reads a line starting with `@` as a directive, even inside an HTML comment, and fails on an
// `@Observable` class.

/// General › About › Name, Display & Brightness and Date & Time: the state behind the controls
/// of section 9 of BuildingASettingsScreen.md.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor final class DeviceSettings {
  var deviceName = "iPhone"
  var brightness = 0.5
  var appearance = 0
  var textSize = 4
  var date = Date()
}

/// The delays of Display & Brightness › Auto-Lock.
enum AutoLock: String, CaseIterable {
  case thirtySeconds = "30 Seconds"
  case oneMinute = "1 Minute"
  case fiveMinutes = "5 Minutes"
  case never = "Never"

  var title: String { rawValue }
}

/// The Auto-Lock setting the choice list of BuildingASettingsScreen.md follows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor final class DisplaySettings {
  var autoLock = AutoLock.oneMinute
}

/// A library of folders whose children are loaded when a folder opens
/// (FollowingYourAppsState.md, lazy children).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor final class FileLibrary {
  var tree = [OutlineNode("Photos", children: []), OutlineNode("Notes", children: [])]

  /// Gives the folder `id` its children, as a download would.
  func loadChildren(of id: String) {
    guard let index = tree.firstIndex(where: { $0.id == id }) else { return }
    tree[index].children = [OutlineNode("\(id) 1"), OutlineNode("\(id) 2")]
  }
}

/// The contacts the identity example follows (FollowingYourAppsState.md, give rows an
/// identity), each a `Contact` identified by its email.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor final class AddressBook {
  var contacts = [Contact(email: "ada@example.com", name: "Ada")]
}

/// Sections of form fields (`FormField`, identified by its key), as the identity example
/// follows them.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor final class FormSettings {
  var groups = [TableSection(id: "you", items: [FormField(key: "name", text: "")])]
}

/// Face ID & Passcode: the state the rules of RulesValidationAndKeyboard.md read.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable @MainActor final class PasscodeSettings {
  var passcodeOn = false
  var hasPremium = false
  var wallpaper = "Sunrise"
}
