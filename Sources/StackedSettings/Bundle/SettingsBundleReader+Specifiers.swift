import Foundation
import StackedDataSources

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SettingsBundleReader {
  /// The keys a specifier may have that the importer applies; any other is warned about.
  static let appliedKeys: Set<String> = [
    "Type", "Title", "Key", "DefaultValue", "FooterText", "TrueValue", "FalseValue", "IsSecure",
    "KeyboardType", "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage",
    "Titles", "Values", "DisplaySortedByTitle", "File",
    "SupportedUserInterfaceIdioms",
  ]

  /// The sections `specifiers` declare: a group or radio group starts one.
  mutating func sections(of specifiers: [Any], file: String, table: String)
    throws(SettingsBundleError) -> [SettingsSection]
  {
    var sections: [SettingsSection] = []
    var current = SettingsSection("start", rows: [])
    func close(into sections: inout [SettingsSection], next: SettingsSection) {
      if !current.rows.isEmpty || current.id != "start" { sections.append(current) }
      current = next
    }
    for (index, element) in specifiers.enumerated() {
      let location = SpecifierLocation(file: file, index: index)
      guard let specifier = element as? [String: Any] else {
        throw .invalidSpecifier(location, reason: "not a dictionary")
      }
      guard let type = specifier["Type"] as? String else {
        throw .invalidSpecifier(location, reason: "no Type")
      }
      if let idioms = specifier["SupportedUserInterfaceIdioms"] as? [String],
        !idioms.contains(idiom.rawValue)
      {
        continue
      }
      let title = (specifier["Title"] as? String).map { text($0, table: table) } ?? ""
      let footer = (specifier["FooterText"] as? String).map { text($0, table: table) }
      switch type {
      case "PSGroupSpecifier":
        warnUnapplied(specifier, at: location)
        close(
          into: &sections,
          next: SettingsSection(
            "\(index)", header: specifier["Title"] == nil ? nil : title, footer: footer, rows: []))
      case "PSRadioGroupSpecifier":
        warnUnapplied(specifier, at: location)
        let options = try self.options(specifier, at: location, table: table)
        let key = try storedKey(specifier, type: type, at: location, fallback: options[0].value)
        close(
          into: &sections,
          next: SettingsSection(
            "\(index)", header: specifier["Title"] == nil ? nil : title, footer: footer,
            rows: options.enumerated().map { SettingsRow.radio(key, option: $1, index: $0) }))
        close(into: &sections, next: SettingsSection("after \(index)", rows: []))
      case "PSChildPaneSpecifier":
        warnUnapplied(specifier, at: location)
        guard let child = specifier["File"] as? String else {
          throw .invalidSpecifier(location, reason: "PSChildPaneSpecifier has no File")
        }
        let childFile = child + ".plist"
        let page: SettingsPage
        if let known = panes[childFile] {
          page = known
        } else {
          page = try pane(file: childFile, title: title, referencedAt: location).page
          panes[childFile] = page
        }
        current.rows.append(.link(page))
      default:
        guard let row = try row(type, specifier, title: title, at: location, table: table) else {
          warnings.append(.unknownSpecifier(type: type, at: location))
          continue
        }
        warnUnapplied(specifier, at: location)
        current.rows.append(row)
      }
    }
    close(into: &sections, next: SettingsSection("end", rows: []))
    return sections.filter { !$0.rows.isEmpty || $0.header != nil || $0.footer != nil }
  }

  /// The row of a keyed specifier, or `nil` for a type the importer does not know.
  private mutating func row(
    _ type: String, _ specifier: [String: Any], title: LocalizedText,
    at location: SpecifierLocation,
    table: String
  ) throws(SettingsBundleError) -> SettingsRow? {
    switch type {
    case "PSToggleSwitchSpecifier":
      let on = try value(specifier, "TrueValue", at: location) ?? .bool(true)
      let off = try value(specifier, "FalseValue", at: location) ?? .bool(false)
      let key = try storedKey(specifier, type: type, at: location, fallback: off)
      return .toggle(key, title: title, on: on, off: off)
    case "PSTextFieldSpecifier":
      let key = try storedKey(specifier, type: type, at: location, fallback: .string(""))
      return .textField(
        key, title: title, kind: Self.kind(of: specifier["KeyboardType"] as? String),
        isSecure: specifier["IsSecure"] as? Bool ?? false)
    case "PSSliderSpecifier":
      guard let minimum = try value(specifier, "MinimumValue", at: location)?.number,
        let maximum = try value(specifier, "MaximumValue", at: location)?.number
      else {
        throw .invalidSpecifier(
          location, reason: "PSSliderSpecifier needs MinimumValue and MaximumValue numbers")
      }
      guard minimum <= maximum else {
        throw .invalidSpecifier(
          location, reason: "MinimumValue \(minimum) is above MaximumValue \(maximum)")
      }
      let key = try storedKey(specifier, type: type, at: location, fallback: .double(minimum))
      guard let number = key.defaultValue.number, (minimum...maximum).contains(number) else {
        throw .invalidSpecifier(
          location, reason: "DefaultValue \(key.defaultValue) is outside \(minimum)...\(maximum)")
      }
      return .slider(
        key, in: minimum...maximum, minimumImageName: specifier["MinimumValueImage"] as? String,
        maximumImageName: specifier["MaximumValueImage"] as? String)
    case "PSMultiValueSpecifier":
      var options = try self.options(specifier, at: location, table: table)
      if specifier["DisplaySortedByTitle"] as? Bool == true {
        options.sort { $0.title.key.localizedStandardCompare($1.title.key) == .orderedAscending }
      }
      let key = try storedKey(specifier, type: type, at: location, fallback: options[0].value)
      return .choice(key, title: title, options: options, style: .navigation)
    case "PSTitleValueSpecifier":
      let options =
        specifier["Values"] == nil && specifier["Titles"] == nil
        ? [] : try self.options(specifier, at: location, table: table)
      let key = try storedKey(specifier, type: type, at: location, fallback: .string(""))
      return .value(key, title: title, options: options)
    default:
      return nil
    }
  }

  /// The specifier's `Key` and `DefaultValue` (else `fallback`), claimed and registered.
  private mutating func storedKey(
    _ specifier: [String: Any], type: String, at location: SpecifierLocation,
    fallback: StoredValue? = nil
  ) throws(SettingsBundleError) -> StoredKey {
    guard let name = specifier["Key"] as? String, !name.isEmpty else {
      throw .invalidSpecifier(location, reason: "\(type) has no Key")
    }
    try claim(name, at: location)
    let defaultValue = try value(specifier, "DefaultValue", at: location) ?? fallback ?? .string("")
    if specifier["DefaultValue"] != nil { defaults[name] = defaultValue }
    return StoredKey(name: name, defaultValue: defaultValue)
  }

  /// The options of `Values` and `Titles`, which must be as many.
  private func options(_ specifier: [String: Any], at location: SpecifierLocation, table: String)
    throws(SettingsBundleError) -> [SettingsOption]
  {
    guard let values = specifier["Values"] as? [Any], let titles = specifier["Titles"] as? [Any]
    else {
      throw .invalidSpecifier(location, reason: "needs Values and Titles arrays")
    }
    guard values.count == titles.count, !values.isEmpty else {
      throw .invalidSpecifier(
        location,
        reason:
          "has \(values.count) Values and \(titles.count) Titles (they must be as many, and not none)"
      )
    }
    var options: [SettingsOption] = []
    for (index, raw) in values.enumerated() {
      guard let value = StoredValue(propertyList: raw) else {
        throw .invalidSpecifier(location, reason: "Values[\(index)] is not a property-list value")
      }
      // A number is shown as written (InAppSettingsKit's sample titles options 0, 1, 2, 3).
      guard let title = Self.title(titles[index]) else {
        throw .invalidSpecifier(location, reason: "Titles[\(index)] is not text or a number")
      }
      options.append(SettingsOption(value, title: text(title, table: table)))
    }
    return options
  }

  /// The stored value of `specifier[name]`, or `nil` when absent.
  private func value(_ specifier: [String: Any], _ name: String, at location: SpecifierLocation)
    throws(SettingsBundleError) -> StoredValue?
  {
    guard let raw = specifier[name] else { return nil }
    guard let value = StoredValue(propertyList: raw) else {
      throw .invalidSpecifier(location, reason: "\(name) is not a property-list value")
    }
    return value
  }

  private mutating func warnUnapplied(_ specifier: [String: Any], at location: SpecifierLocation) {
    for key in specifier.keys.sorted() where !Self.appliedKeys.contains(key) {
      warnings.append(.unsupportedKey(key, at: location))
    }
  }

  /// A title given as text, or as a number shown as written.
  static func title(_ object: Any) -> String? {
    if let text = object as? String { return text }
    switch StoredValue(propertyList: object) {
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    default: return nil
    }
  }

  /// The text field kind of a `KeyboardType`.
  static func kind(of keyboard: String?) -> RowContent.TextField.Kind {
    switch keyboard {
    case "NumberPad": .number
    case "NumbersAndPunctuation": .decimal
    case "URL": .url
    case "EmailAddress": .email
    default: .plain
    }
  }
}
