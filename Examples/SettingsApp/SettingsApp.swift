// The example app on iOS: one SettingsModel, shown twice — in a SwiftUI List (StackedList) and in
// a UITableView (TableViewBridge) — each from its own SettingsScreen over the same model, so a
// switch flipped in one tab is flipped in the other; with the StackedSettings product, a third
// tab of the app's Settings.bundle stored in UserDefaults (StoredSettings.swift); and with
// StackedSettingsUI, a settings app's tree of pages with search and deep links, in SwiftUI and in
// UIKit (SettingsTreeApp.swift).

#if os(iOS)
  import StackedDataSources
  import StackedDataSourcesUI
  import SwiftUI

  @main
  struct SettingsApp: App {
    var body: some Scene {
      WindowGroup {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
          SettingsTabs()
        } else {
          Text("The Settings screen follows an @Observable model: it needs iOS 17.")
        }
      }
    }
  }

  /// The model and the two screens over it, made once.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class SettingsScreens {
    let model = SettingsModel()
    private(set) lazy var list = SettingsScreen.declared(over: model)
    private(set) lazy var table = SettingsScreen.declared(over: model)
  }

  /// The tabs: the screen in a SwiftUI List, and in a UITableView.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  struct SettingsTabs: View {
    // Made when the view first appears, not each time SwiftUI makes this value again.
    @State private var screens: SettingsScreens?

    var body: some View {
      Group {
        if let screens {
          TabView {
            ListSettings(screen: screens.list)
              .tabItem { Label("List", systemImage: "list.bullet") }
            TableSettings(screen: screens.table)
              .ignoresSafeArea()
              .tabItem { Label("UITableView", systemImage: "tablecells") }
            #if canImport(StackedSettings)
              StoredSettingsView()
                .tabItem { Label("Stored", systemImage: "externaldrive") }
            #endif
            #if canImport(StackedSettingsUI)
              TreeSettingsView()
                .tabItem { Label("Tree", systemImage: "magnifyingglass") }
              TreeSettingsController()
                .ignoresSafeArea()
                .tabItem { Label("Tree (UIKit)", systemImage: "sidebar.left") }
            #endif
          }
        }
      }
      .onAppear {
        if screens == nil { screens = SettingsScreens() }
      }
    }
  }

  /// The screen in a SwiftUI `List`: `StackedList` over the screen's stack, in a navigation
  /// stack that shows the pages its rows open.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  struct ListSettings: View {
    let screen: SettingsScreen
    @State private var path: [SettingsDestination] = []

    var body: some View {
      NavigationStack(path: $path) {
        StackedList(screen.stack) { error in print("refused: \(error)") }
          .navigationTitle("Settings")
          .navigationDestination(for: SettingsDestination.self) { destination in
            Text(destination.title).navigationTitle(destination.title)
          }
      }
      .onAppear {
        screen.onOpen = { destination in path.append(destination) }
      }
    }
  }

  /// The screen in a `UITableView`, through ``SettingsTableViewController``.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  struct TableSettings: UIViewControllerRepresentable {
    let screen: SettingsScreen

    func makeUIViewController(context: Context) -> UINavigationController {
      UINavigationController(rootViewController: SettingsTableViewController(screen: screen))
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
  }
#endif
