// The settings app's tree (SettingsTree.swift, the playground's declaration), with the
// StackedSettingsUI product: its pages, a search across them and deep links, in each view — a
// SwiftUI navigation stack or split view, a UIKit navigation controller, an AppKit window.

#if canImport(StackedSettingsUI)
  import StackedSettings
  import StackedSettingsUI

  /// The tree over `UserDefaults` (a suite of its own, so that its keys are not the Stored
  /// tab's), made once for the app.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  enum TreeSettings {
    static let navigator: SettingsNavigator = {
      let store = UserDefaultsStore(suiteName: "StackedSettings.tree") ?? UserDefaultsStore()
      // The tree's ids are unique and its choices have options: it cannot be refused.
      return try! SettingsNavigator(root: settingsTree(), values: SettingsValues(store: store))
    }()
  }
#endif

#if os(iOS) && canImport(StackedSettingsUI)
  import SwiftUI
  import UIKit

  /// The tree in SwiftUI: a navigation stack on iPhone, a split view on iPad.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  struct TreeSettingsView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
      SettingsNavigationView(
        navigator: TreeSettings.navigator, style: sizeClass == .regular ? .splitView : .stack
      ) { error in print("refused: \(error)") }
    }
  }

  /// The same tree in UIKit: a `SettingsNavigationController` (its own navigator, so that each
  /// tab keeps its own pages open; the values are shared, so a switch flipped in one tab is
  /// flipped in the other).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  struct TreeSettingsController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SettingsNavigationController {
      let shared = TreeSettings.navigator
      // Declared as the shared navigator's, which was checked.
      let navigator = try! SettingsNavigator(
        root: shared.root, values: shared.values, localizer: shared.localizer)
      return SettingsNavigationController(navigator: navigator)
    }

    func updateUIViewController(_ controller: SettingsNavigationController, context: Context) {}
  }
#endif
