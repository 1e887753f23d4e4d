// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "StackedDataSources",
  products: [
    .library(name: "StackedDataSources", targets: ["StackedDataSources"])
  ],
  targets: [
    .target(name: "StackedDataSources", swiftSettings: strict),
    .target(name: "StackFuzz", dependencies: ["StackedDataSources"], swiftSettings: strict),
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
      dependencies: ["StackedDataSources"],
      path: "Playgrounds/Settings",
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
      dependencies: ["StackedDataSources", "StackFuzz"],
      path: "Benchmarks",
      swiftSettings: strict
    ),
    .testTarget(
      name: "StackedDataSourcesTests",
      dependencies: ["StackedDataSources", "StackFuzz"],
      // Read by PlaygroundTranscriptTests through #filePath; the playgrounds' executables are
      // built by `swift test` itself, which builds every product of the package.
      exclude: ["Transcripts"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
