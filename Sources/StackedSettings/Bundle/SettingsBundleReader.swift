import Foundation

/// Reads a `Settings.bundle`'s panes into pages, collecting defaults and warnings, and checking
/// keys across panes. One import's state.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
struct SettingsBundleReader {
  let folder: URL
  let idiom: SettingsBundle.Idiom
  var defaults: [String: StoredValue] = [:]
  var warnings: [SettingsBundleWarning] = []
  /// Where each key was first stored.
  var keys: [String: SpecifierLocation] = [:]
  /// Panes read so far, by file: a pane two rows lead to is read once.
  var panes: [String: SettingsPage] = [:]
  /// The panes being read, outermost first.
  var path: [String] = []

  init(folder: URL, idiom: SettingsBundle.Idiom) {
    self.folder = folder
    self.idiom = idiom
  }

  /// A pane read: its page, and the app group `Root.plist` names.
  struct Pane {
    var page: SettingsPage
    var applicationGroup: String?
  }

  /// The pane in `file` (`Root.plist`, or a child pane's `File` plus `.plist`).
  mutating func pane(file: String, title: LocalizedText, referencedAt location: SpecifierLocation?)
    throws(SettingsBundleError) -> Pane
  {
    guard !path.contains(file) else { throw .paneCycle(path + [file]) }
    let name = (file as NSString).deletingPathExtension
    // A device's own file first, as the Settings app reads it: `Root~iphone.plist`.
    let deviceFile = name + "~" + (idiom == .pad ? "ipad" : "iphone") + ".plist"
    let url =
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(deviceFile).path)
      ? folder.appendingPathComponent(deviceFile) : folder.appendingPathComponent(file)
    guard FileManager.default.fileExists(atPath: url.path) else {
      if let location { throw .missingPane(file: file, referencedAt: location) }
      throw .malformedPlist(file: file, reason: "the file does not exist")
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    } catch {
      throw .malformedPlist(
        file: file, reason: "not a property list (\(error.localizedDescription))")
    }
    guard let root = plist as? [String: Any] else {
      throw .malformedPlist(file: file, reason: "the top level is not a dictionary")
    }
    guard let specifiers = root["PreferenceSpecifiers"] as? [Any] else {
      throw .malformedPlist(file: file, reason: "no PreferenceSpecifiers array")
    }
    let table = (root["StringsTable"] as? String) ?? name
    path.append(file)
    defer { path.removeLast() }
    let sections = try self.sections(of: specifiers, file: file, table: table)
    return Pane(
      page: SettingsPage(name, title: title, sections: sections),
      applicationGroup: root["ApplicationGroupContainerIdentifier"] as? String)
  }

  /// The text of `key` in the pane's table (the key itself where no table has it).
  func text(_ key: String, table: String) -> LocalizedText {
    LocalizedText(key, table: table, bundle: folder, default: key)
  }

  /// Notes that `location` stores under `key`.
  mutating func claim(_ key: String, at location: SpecifierLocation) throws(SettingsBundleError) {
    if let first = keys[key] { throw .duplicateKey(key, first: first, second: location) }
    keys[key] = location
  }
}
