// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "StackedDataSources",
  // iOS 15 / tvOS 15 / Mac Catalyst 15 bring `reconfigureRows(at:)` and
  // `reconfigureItems(at:)`, which the UI adapters use for in-place content changes; macOS 12 and
  // visionOS 1 are the releases of the same generation. The core needs nothing newer than Swift
  // concurrency's back-deployment floor. See README "Platforms".
  platforms: [
    .iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v12), .visionOS(.v1),
  ],
  products: [
    .library(name: "StackedDataSources", targets: ["StackedDataSources"]),
    .library(name: "StackedDataSourcesUI", targets: ["StackedDataSourcesUI"]),
    .library(name: "StackedSettings", targets: ["StackedSettings"]),
    .library(name: "StackedSettingsUI", targets: ["StackedSettingsUI"]),
  ],
  targets: [
    .target(name: "StackedDataSources", swiftSettings: strict),
    // The UIKit, AppKit and Core Data adapters: thin edges over the core's public API. Each file
    // is wrapped in `#if canImport(...)`, so on Linux this target is empty; `.ci/apple-check`
    // compiles and drives it against stand-in SDK modules.
    .target(
      name: "StackedDataSourcesUI", dependencies: ["StackedDataSources"], swiftSettings: strict),
    // Settings that ship: typed keys over a store (UserDefaults), pages of rows bound to them,
    // Settings.bundle import and localization, on the core's public API only.
    .target(
      name: "StackedSettings", dependencies: ["StackedDataSources"], swiftSettings: strict),
    // The settings navigation, search and reveal in each view (UIKit, SwiftUI, AppKit): thin
    // edges over StackedSettings and the adapters, every file `#if canImport(...)` as the
    // adapters' (empty on Linux; `.ci/apple-check` compiles it against the stand-ins).
    .target(
      name: "StackedSettingsUI",
      dependencies: ["StackedSettings", "StackedDataSourcesUI", "StackedDataSources"],
      swiftSettings: strict),
    .target(
      name: "StackFuzz", dependencies: ["StackedDataSources", "StackedSettings"],
      swiftSettings: strict),
    .executableTarget(
      name: "QuickStart",
      dependencies: ["StackedDataSources"],
      path: "Playgrounds/QuickStart",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "Outline",
      dependencies: ["StackedDataSources"],
      path: "Playgrounds/Outline",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "Settings",
      dependencies: ["StackedDataSources", "StackedSettings"],
      path: "Playgrounds/Settings",
      // Read from its folder by the playground (#filePath), as an app reads its own.
      exclude: ["Settings.bundle"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "Composition",
      dependencies: ["StackedDataSources"],
      path: "Playgrounds/Composition",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "Diffing",
      dependencies: ["StackedDataSources"],
      path: "Playgrounds/Diffing",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "FetchedResults",
      dependencies: ["StackedDataSources"],
      path: "Playgrounds/FetchedResults",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["StackedDataSources", "StackedSettings", "StackFuzz", "HeapStatistics"],
      path: "Benchmarks",
      exclude: ["HeapStatistics"],
      swiftSettings: strict
    ),
    // glibc's `mallinfo2()` for the benchmarks' heap figures (a header, nothing to build).
    .systemLibrary(name: "HeapStatistics", path: "Benchmarks/HeapStatistics"),
    .testTarget(
      name: "StackedDataSourcesTests",
      dependencies: ["StackedDataSources", "StackedSettings", "StackFuzz"],
      // Read by PlaygroundTranscriptTests through #filePath; the playgrounds' executables are
      // built by `swift test` itself, which builds every product of the package.
      exclude: ["Transcripts"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "StackedSettingsTests",
      dependencies: ["StackedSettings", "StackedDataSources", "StackFuzz"],
      exclude: ["Fixtures"],
      swiftSettings: strict
    ),
    // The adapters driven end to end through simulated views. Every file is wrapped in
    // `#if STANDIN_SDKS && canImport(UIKit)` (AppKit, Core Data), so this target is empty in an
    // ordinary build, on Linux and on Apple platforms alike; `.ci/apple-check` builds and runs it
    // against the stand-in SDK modules in .ci/apple-standins.
    .testTarget(
      name: "StackedDataSourcesUITests",
      dependencies: ["StackedDataSourcesUI", "StackedDataSources"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
