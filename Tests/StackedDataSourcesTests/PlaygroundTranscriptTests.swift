import Foundation
import Testing

/// Pins the output of every playground, so the examples never rot: each test runs a playground's
/// built executable and compares what it prints with `Transcripts/<Name>.txt`, exactly.
///
/// Playgrounds are executable targets, which a test cannot call into, so the test runs the
/// binary `swift test` has built next to the test bundle (`swift test` builds every product of
/// the package first; `swift build` does too). After changing a playground on purpose,
/// regenerate the transcripts with
///
///     UPDATE_TRANSCRIPTS=1 swift test --filter PlaygroundTranscriptTests
///
/// and review the change with `git diff Tests/StackedDataSourcesTests/Transcripts`.
@Suite("Playground transcripts")
struct PlaygroundTranscriptTests {
  @Test(
    "the playground prints its transcript and exits 0",
    arguments: ["Settings", "QuickStart", "Outline", "Composition", "Diffing", "FetchedResults"])
  func transcript(of playground: String) throws {
    let executable = Self.productsDirectory.appendingPathComponent(playground)
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "\(executable.path) is missing: build the package (`swift build`) before testing")
    let run = try Self.run(executable)
    #expect(run.status == 0, "\(playground) exited with status \(run.status):\n\(run.errors)")

    let file = Self.transcripts.appendingPathComponent("\(playground).txt")
    if ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1" {
      try run.output.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    // Compares the difference rather than the strings, so that a failure shows only the lines
    // that changed.
    let difference = Self.difference(expected: expected, actual: run.output)
    #expect(
      difference.isEmpty,
      """
      \(playground)'s output differs from Transcripts/\(playground).txt \
      (UPDATE_TRANSCRIPTS=1 regenerates it):
      \(difference)
      """)
  }

  /// The folder of the transcripts, found from this file so that no resource bundle is needed.
  static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  /// The folder holding the package's built products (`.build/<triple>/debug`), where the test
  /// runner itself lives.
  static var productsDirectory: URL {
    #if os(macOS)
      // On macOS the tests run inside `xctest`; the `.xctest` bundle sits among the products.
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs `executable` to completion and returns its exit status, standard output and error.
  static func run(_ executable: URL) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    let output = Pipe()
    process.standardOutput = output
    // A file rather than a second pipe: reading one pipe to its end while the child blocks on a
    // full other pipe would deadlock.
    let errorsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(executable.lastPathComponent)-\(UUID().uuidString).stderr")
    guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorsFile.path])
    }
    defer { try? FileManager.default.removeItem(at: errorsFile) }
    let errors = try FileHandle(forWritingTo: errorsFile)
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errors.close()
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self),
      (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    )
  }

  /// The lines that differ, numbered, with the first few shown side by side.
  static func difference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : "(no line)"
      let after = index < new.count ? String(new[index]) : "(no line)"
      guard before != after else { continue }
      lines.append("line \(index + 1):\n  - \(before)\n  + \(after)")
      if lines.count == 8 {
        lines.append("…")
        break
      }
    }
    return lines.joined(separator: "\n")
  }
}
