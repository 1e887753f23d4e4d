// The availability guard: fails when a declaration is less available than what it uses.
//
// Linux has no OS versions, so an `extension Following` without the `@available` of `Following`
// compiles here and fails in every app built for iOS 15 or macOS 12 (issue 27). This guard reads
// the sources as text — no SwiftSyntax, no dependency — and applies the rule the compiler applies
// on Apple platforms, in the forms that failed:
//
// - a type, function or member declared under an `@available(<platform> <version>, …)` (on
//   itself or on an enclosing type or extension) is *restricted*;
// - every use of a restricted name — an `extension T`, a signature naming `T`, a call — must sit
//   where the code is at least as available: its own declaration, an enclosing declaration or
//   extension, or an `if #available(…)` block, says a version at least as high on every platform
//   the restricted declaration names. A platform the scope does not name counts at the package's
//   deployment floor (`platforms:` in Package.swift), or at no version when the manifest has none.
//
// Types are matched wherever their name appears as a token; functions and members only when
// called as `name(` (free functions) or reached as `.name` (members), and only when every
// declaration of that name is restricted (an overload that is not would make the text ambiguous).
// Comments and string literals are skipped. What text cannot see — a restricted type reached
// through inference, say — is the real-SDK check's job (../shared/apple-sdk).
//
// usage: availability-guard [--declarations DIR]... DIR...
//   DIR                    folders whose Swift files are checked (and read for declarations)
//   --declarations DIR     folders only read for declarations (the stand-in SDK modules)
// Prints one line per violation, `file:line: 'Name' needs <platform> <version> …`, and exits 1
// when there is any.

import Foundation

// MARK: - Availability

/// The lowest OS versions a piece of code runs on, per platform (absent: any version).
struct Availability: Equatable {
  var versions: [String: [Int]] = [:]

  static let platforms: Set<String> = [
    "iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst",
  ]

  var isRestricted: Bool { !versions.isEmpty }

  /// Nesting: code inside both scopes runs where both hold, so the higher version wins.
  func merged(with other: Availability) -> Availability {
    var result = self
    for (platform, version) in other.versions {
      if let mine = result.versions[platform], !Availability.less(mine, version) { continue }
      result.versions[platform] = version
    }
    return result
  }

  /// The platforms where `self` (where the code is) falls short of `required`, as text.
  func shortfalls(of required: Availability, floors: Availability) -> [String] {
    required.versions.keys.sorted().compactMap { platform in
      let need = required.versions[platform]!
      let have = versions[platform] ?? floors.versions[platform] ?? [0]
      return Availability.less(have, need) ? "\(platform) \(Availability.text(need))" : nil
    }
  }

  static func less(_ a: [Int], _ b: [Int]) -> Bool {
    for index in 0..<max(a.count, b.count) {
      let x = index < a.count ? a[index] : 0
      let y = index < b.count ? b[index] : 0
      if x != y { return x < y }
    }
    return false
  }

  static func text(_ version: [Int]) -> String { version.map(String.init).joined(separator: ".") }

  static func version(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".").map { Int($0) }
    return parts.isEmpty || parts.contains(nil) ? nil : parts.map { $0! }
  }

  /// Parses the arguments of `@available(…)` or `#available(…)`: the short form
  /// (`iOS 17, macOS 14, *`) and the long form (`iOS, introduced: 17.0`). Deprecations, renames
  /// and `unavailable` restrict nothing here.
  init(arguments: String) {
    let items = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if let first = items.first, Availability.platforms.contains(first) {
      for item in items.dropFirst() where item.hasPrefix("introduced:") {
        let value = item.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces)
        if let version = Availability.version(value) { versions[first] = version }
      }
      return
    }
    for item in items {
      let words = item.split(separator: " ").map(String.init)
      guard words.count == 2, Availability.platforms.contains(words[0]),
        let version = Availability.version(words[1])
      else { continue }
      versions[words[0]] = version
    }
  }

  init() {}
}

// MARK: - Tokens

struct Token {
  enum Kind { case identifier, punctuation, attribute, poundKeyword }
  var kind: Kind
  var text: String
  var line: Int
}

/// Splits Swift source into identifiers, `@attributes`, `#keywords` and single punctuation
/// characters, skipping comments (nested block comments included) and string literals (with
/// their interpolations, which hold expressions but never declarations worth checking — and may
/// hold string literals of their own: `"\(flag ? "a" : "b")"`).
func tokenize(_ source: String) -> [Token] {
  let chars = Array(source.unicodeScalars)
  var tokens: [Token] = []
  var index = 0
  var line = 1
  func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < chars.count ? chars[index + offset] : nil
  }
  func isIdentifier(_ c: Unicode.Scalar) -> Bool {
    c == "_" || CharacterSet.alphanumerics.contains(c)
  }
  /// Skips the string literal that starts at `index` (`"…"`, `"""…"""`, raw `#"…"#`), its
  /// escapes, newlines and interpolations included.
  func skipString() {
    var hashes = 0
    while index < chars.count && chars[index] == "#" {
      hashes += 1
      index += 1
    }
    let multiline = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
    let quotes = multiline ? 3 : 1
    index += quotes
    while index < chars.count {
      if chars[index] == "\n" { line += 1 }
      if chars[index] == "\\" {
        var end = index + 1
        var hashCount = 0
        while end < chars.count && chars[end] == "#" && hashCount < hashes {
          hashCount += 1
          end += 1
        }
        if hashCount == hashes {
          index = end
          if peek(0) == "(" { skipInterpolation() } else { index += 1 }
          continue
        }
      }
      if chars[index] == "\"" {
        var end = index
        var quoteCount = 0
        while end < chars.count && chars[end] == "\"" && quoteCount < quotes {
          quoteCount += 1
          end += 1
        }
        var hashCount = 0
        while end < chars.count && chars[end] == "#" && hashCount < hashes {
          hashCount += 1
          end += 1
        }
        if quoteCount == quotes && hashCount == hashes {
          index = end
          return
        }
      }
      index += 1
    }
  }
  /// Skips the interpolation whose `(` is at `index`, up to its matching `)`, and the string
  /// literals inside it.
  func skipInterpolation() {
    var depth = 0
    while index < chars.count {
      let c = chars[index]
      if c == "\"" || (c == "#" && peek(1) == "\"") {
        skipString()
        continue
      }
      if c == "\n" { line += 1 }
      if c == "(" { depth += 1 }
      if c == ")" {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      index += 1
    }
  }
  while index < chars.count {
    let c = chars[index]
    if c == "\n" {
      line += 1
      index += 1
    } else if c == "/" && peek(1) == "/" {
      while index < chars.count && chars[index] != "\n" { index += 1 }
    } else if c == "/" && peek(1) == "*" {
      var depth = 0
      repeat {
        if chars[index] == "/" && peek(1) == "*" {
          depth += 1
          index += 2
        } else if chars[index] == "*" && peek(1) == "/" {
          depth -= 1
          index += 2
        } else {
          if chars[index] == "\n" { line += 1 }
          index += 1
        }
      } while depth > 0 && index < chars.count
    } else if c == "\"" || (c == "#" && peek(1) == "\"") {
      skipString()
    } else if c == "@" || c == "#" || isIdentifier(c) {
      let start = index
      index += 1
      while index < chars.count && isIdentifier(chars[index]) { index += 1 }
      let text = String(String.UnicodeScalarView(chars[start..<index]))
      let kind: Token.Kind =
        c == "@" ? .attribute : c == "#" ? .poundKeyword : .identifier
      tokens.append(Token(kind: kind, text: text, line: line))
    } else if c == " " || c == "\t" || c == "\r" {
      index += 1
    } else {
      tokens.append(Token(kind: .punctuation, text: String(c), line: line))
      index += 1
    }
  }
  return tokens
}

// MARK: - Scopes and declarations

/// Members that implement the standard library's protocols: a use of one of these names is as
/// likely the standard library's own (`array.makeIterator()`) as a restricted type's, which text
/// cannot tell apart.
let standardRequirements: Set<String> = [
  "makeIterator", "next", "startIndex", "endIndex", "index", "formIndex", "distance", "count",
  "isEmpty", "first", "last", "underestimatedCount", "description", "debugDescription",
  "hash", "hashValue", "encode", "callAsFunction", "withContiguousStorageIfAvailable",
]

let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
let declarationKeywords: Set<String> = typeKeywords.union([
  "func", "init", "var", "let", "typealias", "subscript", "deinit", "macro",
])

struct Declaration {
  var name: String
  var isType: Bool
  /// Declared directly in a file or a type (a member or a free function), not a local.
  var isMember: Bool
  var availability: Availability
  var file: String
  var line: Int
}

struct Use {
  var name: String
  var availability: Availability
  var file: String
  var line: Int
  var asMember: Bool
  var asCall: Bool
}

/// One open brace: what it belongs to and how available the code inside is.
struct Scope {
  var availability: Availability
  var isTypeBody: Bool
  /// The parenthesis depth at which the brace opened (braces inside arguments are closures).
  var parenDepth: Int
  /// A `guard #available(…) else {`: when this block closes, the rest of the enclosing scope
  /// may use what it names.
  var availableAfterClosing: Availability? = nil
}

/// Walks one file's tokens, collecting its declarations and its uses of names, each with the
/// availability of the code around it.
func scan(file: String, tokens: [Token]) -> (declarations: [Declaration], uses: [Use]) {
  var declarations: [Declaration] = []
  var uses: [Use] = []
  var scopes: [Scope] = [Scope(availability: Availability(), isTypeBody: true, parenDepth: 0)]
  var parenDepth = 0
  // The attribute waiting for its declaration, and the declaration whose body comes next.
  var pendingAttribute = Availability()
  var current: (availability: Availability, isType: Bool, parenDepth: Int)?
  // `if #available(…)`: the next brace opens code that may use what it names.
  var pendingCondition: Availability?
  // `guard #available(…) else`: the next brace is the else block, which may not; the code after
  // it may.
  var inGuard = false
  var pendingGuard: Availability?

  func here() -> Availability {
    var result = scopes.last!.availability
    if let current { result = result.merged(with: current.availability) }
    // `if #available(…), condition {`: the conditions after it are in its context already.
    if let pendingCondition { result = result.merged(with: pendingCondition) }
    if let pendingGuard { result = result.merged(with: pendingGuard) }
    return result
  }

  /// The text of the parenthesised arguments starting at `tokens[start]` (`(`), and the index
  /// after the closing parenthesis.
  func arguments(from start: Int) -> (String, Int) {
    guard start < tokens.count, tokens[start].text == "(" else { return ("", start) }
    var depth = 0
    var text = ""
    var index = start
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "(" { depth += 1 }
      if token.text == ")" {
        depth -= 1
        if depth == 0 { return (text, index + 1) }
      }
      if index > start {
        let glue = token.kind == .punctuation && token.text != "*" ? "" : " "
        text += glue + token.text
      }
      index += 1
    }
    return (text, index)
  }

  /// The availability `@available(…)` or `#available(…)` says, its arguments starting at
  /// `tokens[start]`, and the index after them.
  func availabilityArguments(from start: Int) -> (Availability, Int) {
    let (text, next) = arguments(from: start)
    // `15.4` tokenizes as `15`, `.`, `4`: glue the dots back.
    let joined = text.replacingOccurrences(of: " .", with: ".").replacingOccurrences(
      of: ". ", with: ".")
    return (Availability(arguments: joined), next)
  }

  var index = 0
  while index < tokens.count {
    let token = tokens[index]
    switch token.kind {
    case .attribute where token.text == "@available":
      let (availability, next) = availabilityArguments(from: index + 1)
      pendingAttribute = pendingAttribute.merged(with: availability)
      index = next
      continue
    case .poundKeyword where token.text == "#available":
      let (availability, next) = availabilityArguments(from: index + 1)
      if inGuard { pendingGuard = availability } else { pendingCondition = availability }
      index = next
      continue
    case .identifier where token.text == "guard":
      inGuard = true
    case .attribute:
      // Another attribute, with its arguments if any (`@MainActor`, `@Suite("…")`).
      if index + 1 < tokens.count, tokens[index + 1].text == "(" {
        index = arguments(from: index + 1).1
        continue
      }
    case .identifier where declarationKeywords.contains(token.text):
      // `case`, `if let`, `guard let` in bodies are statements; `let`/`var` there declare
      // locals, which take the scope's availability plus their own attribute (rarely any).
      let isType = typeKeywords.contains(token.text)
      let availability = pendingAttribute
      pendingAttribute = Availability()
      current = (availability, isType, parenDepth)
      let nameIndex = index + 1
      if nameIndex < tokens.count, tokens[nameIndex].kind == .identifier,
        token.text != "extension", token.text != "init", token.text != "deinit",
        token.text != "subscript"
      {
        let declared = availability.merged(with: scopes.last!.availability)
        declarations.append(
          Declaration(
            name: tokens[nameIndex].text, isType: isType && token.text != "extension",
            isMember: scopes.last!.isTypeBody && parenDepth == scopes.last!.parenDepth,
            availability: declared, file: file, line: tokens[nameIndex].line))
        // The declared name is not a use of itself.
        index = nameIndex + 1
        continue
      }
    case .identifier where token.text == "case" && scopes.last!.isTypeBody:
      // Enum cases, `case a, b(Int)`: declarations, with the attribute written before `case`.
      let availability = pendingAttribute.merged(with: scopes.last!.availability)
      pendingAttribute = Availability()
      var next = index + 1
      while next < tokens.count, tokens[next].kind == .identifier,
        tokens[next].line == token.line
      {
        declarations.append(
          Declaration(
            name: tokens[next].text, isType: false, isMember: true, availability: availability,
            file: file, line: token.line))
        next += 1
        if next < tokens.count, tokens[next].text == "(" { next = arguments(from: next).1 }
        if next < tokens.count, tokens[next].text == "=" { next += 2 }
        guard next < tokens.count, tokens[next].text == "," else { break }
        next += 1
      }
      index = next
      continue
    case .identifier:
      let previous = index > 0 ? tokens[index - 1].text : ""
      let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
      uses.append(
        Use(
          name: token.text, availability: here(), file: file, line: token.line,
          asMember: previous == ".", asCall: next == "(" && previous != "."))
    case .punctuation:
      switch token.text {
      case "(": parenDepth += 1
      case ")": parenDepth -= 1
      case "{":
        var inside = scopes.last!.availability
        var isTypeBody = false
        let guarded = pendingGuard
        inGuard = false
        pendingGuard = nil
        if guarded != nil {
          // The else block of `guard #available`: no more available than around it.
        } else if let condition = pendingCondition {
          inside = inside.merged(with: condition)
          pendingCondition = nil
        } else if let declaration = current, declaration.parenDepth == parenDepth {
          inside = inside.merged(with: declaration.availability)
          isTypeBody = declaration.isType
        }
        current = nil
        scopes.append(
          Scope(
            availability: inside, isTypeBody: isTypeBody, parenDepth: parenDepth,
            availableAfterClosing: guarded))
      case "}":
        if scopes.count > 1, let closed = scopes.popLast(),
          let after = closed.availableAfterClosing
        {
          scopes[scopes.count - 1].availability = scopes.last!.availability.merged(with: after)
        }
        current = nil
        pendingCondition = nil
      default: break
      }
    case .poundKeyword: break
    }
    index += 1
  }
  return (declarations, uses)
}

// MARK: - Main

func swiftFiles(under root: String) -> [String] {
  guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
  return enumerator.compactMap { $0 as? String }
    .filter { $0.hasSuffix(".swift") && !$0.contains(".build") }
    .map { root + "/" + $0 }
    .sorted()
}

/// The deployment floors of `Package.swift`'s `platforms:` (`.iOS(.v15)`, `.macOS(.v12)`).
func manifestFloors() -> Availability {
  guard let manifest = try? String(contentsOfFile: "Package.swift", encoding: .utf8) else {
    return Availability()
  }
  var floors = Availability()
  let names = [
    "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS",
    "visionOS": "visionOS", "macCatalyst": "macCatalyst",
  ]
  for (spelling, platform) in names {
    guard let range = manifest.range(of: ".\(spelling)(.v") else { continue }
    let digits = manifest[range.upperBound...].prefix { $0.isNumber || $0 == "_" }
    if let version = Availability.version(digits.replacingOccurrences(of: "_", with: ".")) {
      floors.versions[platform] = version
    }
  }
  return floors
}

var checked: [String] = []
var declarationOnly: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while let argument = arguments.first {
  arguments.removeFirst()
  if argument == "--declarations", let folder = arguments.first {
    arguments.removeFirst()
    declarationOnly.append(folder)
  } else {
    checked.append(argument)
  }
}

var declarations: [Declaration] = []
var uses: [Use] = []
for (roots, check) in [(checked, true), (declarationOnly, false)] {
  for root in roots {
    for file in swiftFiles(under: root) {
      guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      let result = scan(file: file, tokens: tokenize(source))
      declarations += result.declarations
      if check { uses += result.uses }
    }
  }
}

// A name is restricted when every declaration of it (locals included: a local of the same name
// makes the text ambiguous) is; its requirement is the lowest of them, as any one may be the one
// a use reaches. Only types, members and free functions make requirements.
var requirements: [String: (availability: Availability, isType: Bool)] = [:]
for (name, group) in Dictionary(grouping: declarations, by: \.name) {
  guard group.contains(where: \.isMember), group.allSatisfy(\.availability.isRestricted),
    group.contains(where: \.isType) || !standardRequirements.contains(name)
  else { continue }
  var lowest = group[0].availability
  for declaration in group.dropFirst() {
    var merged = Availability()
    for platform in Set(lowest.versions.keys).intersection(declaration.availability.versions.keys) {
      let a = lowest.versions[platform]!
      let b = declaration.availability.versions[platform]!
      merged.versions[platform] = Availability.less(a, b) ? a : b
    }
    lowest = merged
  }
  guard lowest.isRestricted else { continue }
  requirements[name] = (lowest, group.allSatisfy(\.isType))
}

let floors = manifestFloors()
var violations: [String] = []
for use in uses {
  guard let requirement = requirements[use.name] else { continue }
  // Functions and members are matched as calls or member accesses only; a parameter or a local
  // of the same name is not them.
  if !requirement.isType && !use.asMember && !use.asCall { continue }
  let missing = use.availability.shortfalls(of: requirement.availability, floors: floors)
  guard !missing.isEmpty else { continue }
  violations.append(
    "\(use.file):\(use.line): '\(use.name)' needs \(missing.joined(separator: ", ")); "
      + "say @available at least as restrictive on the declaration or extension that uses it")
}
for line in Array(Set(violations)).sorted() { print(line) }
let restricted = requirements.count
print(
  "availability guard: \(violations.isEmpty ? "ok" : "\(Set(violations).count) violations"), "
    + "\(uses.count) uses of names checked against \(restricted) restricted declarations")
exit(violations.isEmpty ? 0 : 1)
