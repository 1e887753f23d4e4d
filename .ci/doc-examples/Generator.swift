import Foundation

// Turns every ```swift block of README.md and the DocC articles into Swift Testing tests, one
// file per document and test target. See README.md beside this file for the comments that say
// what a block needs; `generate` builds and runs this file.

/// A Markdown document of the package whose Swift blocks are examples.
struct Document {
  /// The path from the package root, with `/`.
  let path: String
  let text: String
  var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

  /// The name of the document's suites: its file name without the extension.
  var name: String {
    String(path.split(separator: "/").last!.split(separator: ".").first!)
  }
}

/// Lines of code taken from a document, each with its line number there (1-based).
struct Code {
  var lines: [(number: Int, text: String)] = []
  var isEmpty: Bool { lines.isEmpty }
}

/// What the comment before a Swift block says about it.
struct Directive {
  /// The test the block belongs to: blocks naming the same test run as one, in order.
  var test: String
  /// The block needs the UI library (UIKit, AppKit, SwiftUI): it runs in `.ci/apple-check`
  /// against the stand-in SDKs.
  var ui = false
  /// The test whose code runs first (its preludes, blocks and checks).
  var after: String?
  /// Why the test is expected to fail for now: its body runs inside `withKnownIssue`.
  var knownIssue: String?
  /// Why the test is compiled but not run.
  var compileOnly: String?
}

/// One ```swift block of a document and the comments around it.
struct Block {
  let fenceLine: Int
  /// `nil` for a fragment, which is not compiled.
  let directive: Directive?
  /// Why a fragment is not compiled.
  let fragmentReason: String?
  let prelude: Code
  let code: Code
  let checks: Code
}

struct GeneratorError: Error, CustomStringConvertible {
  let description: String
}

/// The tests of one document, in the order their first block appears.
struct ExampleTest {
  var name: String
  var directive: Directive
  var firstLine: Int
  var parts: [Code] = []
}

enum Generator {
  static let availability =
    "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)"

  /// The blocks of `document`, with their comments.
  static func blocks(of document: Document) throws -> [Block] {
    let lines = document.lines.map(String.init)
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      let indent = line.prefix { $0 == " " }.count
      let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
      var end = index + 1
      while end < lines.count,
        lines[end].trimmingCharacters(in: .whitespaces) != "```"
      {
        end += 1
      }
      guard end < lines.count else {
        throw GeneratorError(description: "\(document.path):\(index + 1): unclosed code block")
      }
      defer { index = end + 1 }
      guard info == "swift" else { continue }
      var code = Code()
      for number in (index + 1)..<end {
        code.lines.append((number + 1, String(lines[number].dropFirst(indent))))
      }
      let before = comment(endingAbove: index, in: lines)
      let after = comment(startingBelow: end, in: lines)
      let location = "\(document.path):\(index + 1)"
      guard let before else {
        throw GeneratorError(
          description: """
            \(location): a Swift block without a comment before it saying what it is: \
            <!-- example: test name --> (see .ci/doc-examples/README.md)
            """)
      }
      if let reason = before.body.stripping("fragment:") {
        guard before.code.isEmpty, after == nil else {
          throw GeneratorError(description: "\(location): a fragment has no prelude or checks")
        }
        blocks.append(
          Block(
            fenceLine: index + 1, directive: nil, fragmentReason: reason, prelude: Code(),
            code: code, checks: Code()))
        continue
      }
      guard let spec = before.body.stripping("example:") else {
        throw GeneratorError(
          description: "\(location): the comment before the block is not <!-- example: … -->")
      }
      // DocC reads such a line as a directive, even in a comment, and fails the catalog.
      if document.path.contains(".docc/"),
        let line = (before.code.lines + (after?.code.lines ?? [])).first(where: {
          $0.text.trimmingCharacters(in: .whitespaces).hasPrefix("@")
        })
      {
        throw GeneratorError(
          description: """
            \(document.path):\(line.number): DocC takes a line starting with @ for a directive, \
            even in a comment: declare the type in \
            Tests/StackedDataSourcesTests/DocumentExamples/DocumentExampleModels.swift
            """)
      }
      var checks = Code()
      if let after {
        guard after.body.isEmpty || after.body == ":" else {
          throw GeneratorError(
            description: "\(location): the comment after the block must be <!-- checks … -->")
        }
        checks = after.code
      }
      blocks.append(
        Block(
          fenceLine: index + 1, directive: try directive(spec, at: location),
          fragmentReason: nil, prelude: before.code, code: code, checks: checks))
    }
    return blocks
  }

  /// A comment `<!-- keyword …` whose first line's rest is `body` and whose other lines are
  /// code.
  struct Comment {
    var body: String
    var code: Code
  }

  /// The `<!-- … -->` comment that ends right above line `fence` (0-based), blank lines apart.
  static func comment(endingAbove fence: Int, in lines: [String]) -> Comment? {
    var end = fence - 1
    while end >= 0, lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
    guard end >= 0, lines[end].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else {
      return nil
    }
    var start = end
    while start >= 0, !lines[start].trimmingCharacters(in: .whitespaces).hasPrefix("<!--") {
      start -= 1
    }
    guard start >= 0 else { return nil }
    return comment(lines, from: start, to: end)
  }

  /// The `<!-- checks … -->` comment that starts right below line `fence` (0-based), blank
  /// lines apart; `nil` when the next text is something else.
  static func comment(startingBelow fence: Int, in lines: [String]) -> Comment? {
    var start = fence + 1
    while start < lines.count, lines[start].trimmingCharacters(in: .whitespaces).isEmpty {
      start += 1
    }
    guard start < lines.count,
      lines[start].trimmingCharacters(in: .whitespaces).hasPrefix("<!-- checks")
    else { return nil }
    var end = start
    while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasSuffix("-->") {
      end += 1
    }
    guard end < lines.count else { return nil }
    var comment = comment(lines, from: start, to: end)
    comment.body = String(comment.body.dropFirst("checks".count))
    if !comment.body.isEmpty, comment.body != ":" {
      // `<!-- checks: #expect(…) -->`: the code is on the comment's one line.
      guard start == end, let code = comment.body.stripping(":") else { return comment }
      comment.code = Code(lines: [(start + 1, code)])
      comment.body = ""
    }
    return comment
  }

  static func comment(_ lines: [String], from start: Int, to end: Int) -> Comment {
    var first = lines[start].trimmingCharacters(in: .whitespaces).dropFirst("<!--".count)
    if start == end { first = first.dropLast("-->".count) }
    var code = Code()
    if start < end {
      for number in (start + 1)..<end { code.lines.append((number + 1, lines[number])) }
      let last = lines[end].trimmingCharacters(in: .whitespaces).dropLast("-->".count)
      if !last.trimmingCharacters(in: .whitespaces).isEmpty {
        code.lines.append((end + 1, String(last)))
      }
    }
    return Comment(body: first.trimmingCharacters(in: .whitespaces), code: code)
  }

  /// Reads `test name; ui; after: other; known issue: why; compile only: why`.
  static func directive(_ spec: String, at location: String) throws -> Directive {
    var parts: [String] = []
    for part in spec.components(separatedBy: "; ") {
      let isOption = ["ui", "after:", "known issue:", "compile only:"].contains {
        part == $0 || ($0.hasSuffix(":") && part.hasPrefix($0))
      }
      // A reason may hold "; ": a part that is no option continues the one before it.
      if isOption || parts.isEmpty {
        parts.append(part)
      } else {
        parts[parts.count - 1] += "; " + part
      }
    }
    guard let name = parts.first, !name.isEmpty else {
      throw GeneratorError(description: "\(location): the example has no test name")
    }
    var directive = Directive(test: name)
    for part in parts.dropFirst() {
      if part == "ui" {
        directive.ui = true
      } else if let other = part.stripping("after:") {
        directive.after = other
      } else if let reason = part.stripping("known issue:") {
        directive.knownIssue = reason
      } else if let reason = part.stripping("compile only:") {
        directive.compileOnly = reason
      } else {
        throw GeneratorError(description: "\(location): unknown option '\(part)'")
      }
    }
    return directive
  }

  /// The names a block may not use without `ui`: the UI library's and the SDKs' types.
  static let uiNames = [
    "StackedDataSourcesUI", "TableViewBridge", "CollectionViewBridge", "NSTableViewBridge",
    "TableViewSink", "CollectionViewSink", "NSTableViewSink", "StackedList", "UITableView",
    "UICollectionView", "NSTableView", ": View", "tableCells(", "listRows", "tableCellViews",
    "collectionCells(",
  ]

  /// The document's tests: blocks that name the same test, joined in order.
  static func tests(of document: Document, _ blocks: [Block]) throws -> [ExampleTest] {
    var tests: [ExampleTest] = []
    for block in blocks {
      guard let directive = block.directive else { continue }
      let location = "\(document.path):\(block.fenceLine)"
      if !directive.ui,
        let name = uiNames.first(where: { name in
          // Code only: a comment may name the UI library.
          (block.prelude.lines + block.code.lines + block.checks.lines).contains {
            $0.text.components(separatedBy: "//")[0].contains(name)
          }
        })
      {
        throw GeneratorError(
          description:
            "\(location): the block uses \(name.trimmingCharacters(in: [":", "(", " "])) without the option `ui`"
        )
      }
      let parts = [block.prelude, block.code, block.checks].filter { !$0.isEmpty }
      if let index = tests.firstIndex(where: { $0.name == directive.test }) {
        guard block.directive?.ui == tests[index].directive.ui else {
          throw GeneratorError(
            description: "\(location): a test's blocks are all `ui` or none")
        }
        if let reason = directive.knownIssue { tests[index].directive.knownIssue = reason }
        if let reason = directive.compileOnly { tests[index].directive.compileOnly = reason }
        if directive.after != nil {
          throw GeneratorError(description: "\(location): `after:` goes on a test's first block")
        }
        tests[index].parts += parts
      } else {
        var test = ExampleTest(
          name: directive.test, directive: directive, firstLine: block.fenceLine)
        if let other = directive.after {
          guard let base = tests.first(where: { $0.name == other }) else {
            throw GeneratorError(
              description: "\(location): `after: \(other)`: no earlier test of that name")
          }
          test.parts = base.parts
          if test.directive.knownIssue == nil {
            test.directive.knownIssue = base.directive.knownIssue
          }
        }
        test.parts += parts
        tests.append(test)
      }
    }
    return tests
  }

  /// The Swift file of `tests`, or `nil` when there are none.
  static func file(
    for document: Document, _ tests: [ExampleTest], ui: Bool
  ) -> String? {
    guard !tests.isEmpty else { return nil }
    var imports: Set<String> = ["StackedDataSources", "Testing"]
    var members: [String] = []
    var functionNames: Set<String> = []
    // A test that runs after another has its declarations too: the suite holds them once.
    var declared: Set<Int> = []
    for test in tests {
      var body = Code()
      var hoisted: [Code] = []
      for part in test.parts {
        let split = split(part)
        imports.formUnion(split.imports)
        body.lines += split.body.lines
        hoisted += split.declarations
      }
      for var declaration in hoisted where declared.insert(declaration.lines[0].number).inserted {
        // The attribute takes the line above the declaration's: a #sourceLocation line may
        // not come between an attribute and its declaration.
        declaration.lines.insert((declaration.lines[0].number - 1, availability), at: 0)
        members.append(emit(declaration, file: document.path, indent: ""))
      }
      guard !body.isEmpty else { continue }
      var name = identifier(test.name)
      while functionNames.contains(name) { name += "_" }
      functionNames.insert(name)
      var traits = ""
      if let reason = test.directive.compileOnly {
        traits = ", .disabled(\(literal("compiled, not run: " + reason)))"
      }
      let isAsync = body.lines.contains { $0.text.contains("await ") }
      var function = """
          \(availability)
          @Test(\(literal("\(test.name) (\(document.path):\(test.firstLine))"))\(traits))
          func \(name)() async throws {

        """
      if let reason = test.directive.knownIssue {
        function += "    \(isAsync ? "await " : "")withKnownIssue(\(literal(reason))) {\n"
        function += emit(body, file: document.path, indent: "")
        function += "    }\n"
      } else {
        function += emit(body, file: document.path, indent: "")
      }
      function += "  }\n"
      members.append(function)
    }
    let importLines = imports.sorted().map { "import \($0)" }.joined(separator: "\n")
    let suite = identifier(document.name, upper: true) + "Examples"
    var file = """
      // swift-format-ignore-file
      // Generated by .ci/doc-examples/generate from \(document.path); edit the document, then run
      // `bash .ci/doc-examples/generate`. Each block's code is copied as the document has it,
      // after a #sourceLocation line, so a compiler error or a failed expectation names the
      // document's line; that layout is the document's, hence no format lint here.

      """
    if ui {
      file += """
        // The blocks that need the UI library: built and run by .ci/apple-check against the
        // stand-in SDKs, which STANDIN_SDKS announces.
        #if STANDIN_SDKS

        """
    }
    file += """
      \(importLines)

      @MainActor
      @Suite(\(literal("The Swift blocks of \(document.path)\(ui ? " that use the UI library" : "")")))
      struct \(suite) {

      """
    file += members.joined(separator: "\n")
    file += "}\n"
    if ui { file += "#endif\n" }
    return file
  }

  /// Splits `code` into its imports, the declarations that go into the suite (types,
  /// extensions and attributed functions, which a function body cannot hold or run) and the
  /// statements of the test's body.
  static func split(_ code: Code) -> (imports: [String], declarations: [Code], body: Code) {
    var imports: [String] = []
    var declarations: [Code] = []
    var body = Code()
    var index = 0
    let lines = code.lines
    while index < lines.count {
      let text = lines[index].text
      if let module = text.stripping("import ") {
        imports.append(module)
        index += 1
        continue
      }
      guard startsDeclaration(lines, at: index) else {
        body.lines.append(lines[index])
        index += 1
        continue
      }
      // The declaration ends where its first brace closes.
      var declaration = Code()
      var depth = 0
      var opened = false
      while index < lines.count {
        let line = lines[index]
        declaration.lines.append(line)
        index += 1
        depth += line.text.count { $0 == "{" } - line.text.count { $0 == "}" }
        opened = opened || line.text.contains("{")
        if opened, depth <= 0 { break }
      }
      declarations.append(declaration)
    }
    return (imports, declarations, body)
  }

  static let declarationKeywords = [
    "struct ", "enum ", "class ", "final class ", "actor ", "extension ", "protocol ",
  ]

  /// `text` without its leading attributes (`@MainActor`, `@Test("…")`), and whether it had any.
  static func droppingAttributes(_ text: String) -> (hadAttributes: Bool, rest: Substring) {
    var rest = Substring(text)
    var hadAttributes = false
    while rest.hasPrefix("@") {
      hadAttributes = true
      var depth = 0
      var end = rest.startIndex
      while end < rest.endIndex {
        let character = rest[end]
        if character == " ", depth == 0 { break }
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        end = rest.index(after: end)
      }
      rest = rest[end...].drop { $0 == " " }
    }
    return (hadAttributes, rest)
  }

  /// Whether line `index` starts, at column 0, a declaration that goes into the suite: a type,
  /// an extension, or a function with attributes (a `@Test`).
  static func startsDeclaration(_ lines: [(number: Int, text: String)], at index: Int) -> Bool {
    guard let first = lines[index].text.first, first != " " else { return false }
    var hadAttributes = false
    for line in lines[index...] {
      let (attributes, rest) = droppingAttributes(line.text)
      hadAttributes = hadAttributes || attributes
      // Attributes alone on their lines: the declaration they mark decides.
      if attributes, rest.isEmpty { continue }
      return declarationKeywords.contains { rest.hasPrefix($0) }
        || (hadAttributes && rest.hasPrefix("func "))
    }
    return false
  }

  /// `code` after a `#sourceLocation` line that names its document's line, again wherever the
  /// lines skip, then a `#sourceLocation()` that ends the mapping.
  static func emit(_ code: Code, file: String, indent: String) -> String {
    var text = ""
    var expected: Int?
    for line in code.lines {
      if line.number != expected {
        text += "#sourceLocation(file: \(literal(file)), line: \(line.number))\n"
      }
      text += line.text.isEmpty ? "\n" : indent + line.text + "\n"
      expected = line.number + 1
    }
    return text + "#sourceLocation()\n"
  }

  /// `name` as a Swift identifier in lower (or upper) camel case: `quick start` → `quickStart`.
  static func identifier(_ name: String, upper: Bool = false) -> String {
    let words = name.split { !$0.isLetter && !$0.isNumber }
    var result = ""
    for (index, word) in words.enumerated() {
      if index == 0 && !upper {
        result += word.prefix(1).lowercased() + word.dropFirst()
      } else {
        result += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if let first = result.first, first.isNumber { result = "_" + result }
    return result.isEmpty ? "example" : result
  }

  /// A Swift string literal of `text`.
  static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// FNV-1a over the document's bytes: what the freshness test compares, so that `swift test`
  /// notices a document edited since its tests were generated.
  static func fingerprint(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}

extension String {
  /// The rest of the string after `prefix`, trimmed; `nil` when it does not start so.
  func stripping(_ prefix: String) -> String? {
    guard hasPrefix(prefix) else { return nil }
    return dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
  }
}
