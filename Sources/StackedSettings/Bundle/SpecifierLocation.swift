/// Where a specifier is in a `Settings.bundle`: its file and its place in the file's
/// `PreferenceSpecifiers`, as messages name it (`Display.plist: PreferenceSpecifiers[4]`).
public struct SpecifierLocation: Hashable, Sendable, CustomStringConvertible {
  /// The plist's file name, such as `Root.plist`.
  public var file: String
  /// The specifier's index in the file's `PreferenceSpecifiers`.
  public var index: Int

  /// The specifier at `index` of `file`.
  public init(file: String, index: Int) {
    self.file = file
    self.index = index
  }

  public var description: String { "\(file): PreferenceSpecifiers[\(index)]" }
}
