// What the example app adds to the shared screen declaration (SettingsScreen.swift, linked from
// the Settings playground): making it without `try`, and the title of each page it opens.

import StackedDataSources

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SettingsScreen {
  /// The screen over `model`. Its declaration is static, so an error here is a programming
  /// error (a pin under a row that does not exist), which stops the app with its description.
  static func declared(over model: SettingsModel) -> SettingsScreen {
    do {
      return try SettingsScreen(model: model)
    } catch {
      preconditionFailure(error.description)
    }
  }
}

extension SettingsDestination {
  /// The title of the page the app shows for this destination.
  var title: String {
    switch self {
    case .networkDetails(let network): "\(network) — details"
    case .page(let page): page
    }
  }
}
