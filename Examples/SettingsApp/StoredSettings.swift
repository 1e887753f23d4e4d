// iOS: the app's Settings.bundle — the settings the system's Settings app shows for it — imported
// into pages of rows stored in UserDefaults (the app group's suite when the bundle names one), in
// a StackedList, child panes pushed on its navigation stack. A setting changed here is what the
// Settings app shows, and one changed there reaches these rows when the app is active again
// (UserDefaults.didChangeNotification), as one batch.

#if os(iOS) && canImport(StackedSettings)
  import StackedDataSources
  import StackedDataSourcesUI
  import StackedSettings
  import SwiftUI
  import UIKit

  /// The imported bundle, the values and the screens of the pages opened so far.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class StoredSettings {
    let values: SettingsValues
    let root: SettingsPageScreen
    /// The screens of the child panes, by page id, made when first opened.
    private var screens: [String: SettingsPageScreen] = [:]
    private var pages: [String: SettingsPage] = [:]
    /// Called with the id of a page the user opens.
    var onOpen: ((String) -> Void)?

    /// The app's `Settings.bundle` imported, or why it could not be.
    static func load() -> Result<StoredSettings, any Error> {
      guard let url = Bundle.main.url(forResource: "Settings", withExtension: "bundle") else {
        return .failure(CocoaError(.fileNoSuchFile))
      }
      do {
        let idiom: SettingsBundle.Idiom =
          UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
        let bundle = try SettingsBundle(contentsOf: url, idiom: idiom)
        for warning in bundle.warnings { print(warning) }
        return .success(try StoredSettings(bundle))
      } catch {
        return .failure(error)
      }
    }

    private init(_ bundle: SettingsBundle) throws {
      values = SettingsValues(store: bundle.store() ?? UserDefaultsStore())
      root = try SettingsPageScreen(page: bundle.root, values: values)
      root.onOpenPage = { [unowned self] page in open(page) }
    }

    /// The screen of the page `id`, opened before.
    func screen(_ id: String) -> SettingsPageScreen? {
      if let screen = screens[id] { return screen }
      guard let page = pages[id], let screen = try? SettingsPageScreen(page: page, values: values)
      else { return nil }
      screen.onOpenPage = { [unowned self] page in open(page) }
      screens[id] = screen
      return screen
    }

    private func open(_ page: SettingsPage) {
      pages[page.id] = page
      onOpen?(page.id)
    }
  }

  /// The tab: the root page in a `StackedList`, child panes pushed.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  struct StoredSettingsView: View {
    @State private var settings: Result<StoredSettings, any Error>?
    @State private var path: [String] = []

    var body: some View {
      NavigationStack(path: $path) {
        switch settings {
        case .success(let settings):
          StackedList(settings.root.stack) { error in print("refused: \(error)") }
            .navigationTitle("Stored")
            .navigationDestination(for: String.self) { id in
              if let screen = settings.screen(id) {
                StackedList(screen.stack) { error in print("refused: \(error)") }
                  .navigationTitle(id)
              }
            }
            .onAppear { settings.onOpen = { id in path.append(id) } }
        case .failure(let error):
          Text("The Settings.bundle could not be imported: \(String(describing: error))")
        case nil:
          ProgressView()
        }
      }
      .onAppear {
        if settings == nil { settings = StoredSettings.load() }
      }
    }
  }
#endif
