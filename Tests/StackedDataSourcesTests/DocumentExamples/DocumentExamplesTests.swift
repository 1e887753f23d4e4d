import Foundation
import Testing

/// The Swift blocks of README.md and the DocC articles are tests (issue 35): `.ci/doc-examples/
/// generate` writes each document's blocks into this folder (and, for the blocks that need the
/// UI library, into `Tests/StackedDataSourcesUITests/DocumentExamples`). This test fails when a
/// document changed after its tests were generated, so that `swift test` never runs examples the
/// documents no longer show.
@Suite("Document examples")
struct DocumentExamplesTests {
  /// The package's root, three folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every article of every DocC catalog of the package, as the generator finds
  /// them.
  static func documents() throws -> [String] {
    let files = FileManager.default
    var paths = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    for target in try files.contentsOfDirectory(atPath: sources.path) {
      let folder = sources.appendingPathComponent(target)
      for catalog in (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
      where catalog.hasSuffix(".docc") {
        let articles = try files.contentsOfDirectory(
          atPath: folder.appendingPathComponent(catalog).path)
        paths += articles.filter { $0.hasSuffix(".md") }.map {
          "Sources/\(target)/\(catalog)/\($0)"
        }
      }
    }
    return paths.sorted()
  }

  /// The generator's fingerprint of a document: FNV-1a over its bytes.
  static func fingerprint(_ data: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  @Test("every document's examples were generated from the document as it is")
  func generatedFromCurrentDocuments() throws {
    let documents = try Self.documents()
    #expect(
      documents == documentFingerprints.keys.sorted(),
      "the documents changed: run `bash .ci/doc-examples/generate`")
    for path in documents {
      let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
      #expect(
        Self.fingerprint(data) == documentFingerprints[path],
        "\(path) changed after its examples were generated: run `bash .ci/doc-examples/generate`")
    }
  }
}
