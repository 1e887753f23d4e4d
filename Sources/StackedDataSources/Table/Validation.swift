import Foundation

/// What the value of a row's control must be, and when it is checked: the rules a field, a
/// slider or a picker declares (issue 38), with the message a failing row shows.
///
/// A source gives each row's validation from its item (``RowBehavior/validation``). A value that
/// fails shows its message as a row pinned under the failing row — it appears and goes as part of
/// one batch, and the row being typed into is never reloaded — and in the row's accessibility
/// value (``RowContent/validationMessage``). When the validation is checked on change, a value
/// that fails stays in the field, as the user typed it, and does not reach the owner's handler:
/// the model keeps its last valid value until the user fixes it. ``SectionGroupStack/validate()``
/// checks every row of a form at once.
///
/// ```swift
/// account.validation = { field in
///   switch field.key {
///   case "email": Validation(.required(), .email())
///   case "password": Validation(.length(8...64, "At least 8 characters"), on: .endEditing)
///   default: nil
///   }
/// }
/// ```
public struct Validation: Sendable {
  /// When a row's value is checked.
  public enum Timing: Hashable, Sendable {
    /// On every change: a value that fails does not reach the owner's handler.
    case change
    /// When the user finishes editing the field (and on every change after a failure, so the
    /// message goes as soon as the value is fixed); every value reaches the handler.
    case endEditing
    /// Only when the form is validated (``SectionGroupStack/validate()``, typically on submit);
    /// then on every change after a failure.
    case submit
  }

  /// One condition on a control's value, with the message a row shows while it fails.
  public struct Rule: Sendable, CustomStringConvertible {
    /// The rule's name, such as `"required"` or `"email"`, for ``ValidationFailure``.
    public let name: String
    /// What the failing row shows.
    public let message: String
    private let accepts: @Sendable (ControlValue) -> Bool

    /// A rule named `name` that accepts the values `accepts` says, else shows `message`.
    public init(
      _ name: String, message: String, accepts: @escaping @Sendable (ControlValue) -> Bool
    ) {
      self.name = name
      self.message = message
      self.accepts = accepts
    }

    /// Whether `value` satisfies the rule.
    ///
    /// - Complexity: That of the rule; O(*n*) in the text's length for the text rules.
    public func accepts(_ value: ControlValue) -> Bool { accepts(value) }

    public var description: String { name }

    /// Text that is not empty once spaces are trimmed; any other value.
    public static func required(_ message: String = "Required") -> Rule {
      Rule("required", message: message) { value in
        guard case .text(let text) = value else { return true }
        return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      }
    }

    /// Text whose length, in characters, is within `range`; empty text passes (combine with
    /// ``required(_:)``).
    public static func length(_ range: ClosedRange<Int>, _ message: String? = nil) -> Rule {
      Rule(
        "length",
        message: message ?? "Between \(range.lowerBound) and \(range.upperBound) characters"
      ) { value in
        guard case .text(let text) = value, !text.isEmpty else { return true }
        return range.contains(text.count)
      }
    }

    /// A number within `range`, typed (text that reads as a number) or set (a slider, a
    /// stepper); empty text passes.
    public static func range(_ range: ClosedRange<Double>, _ message: String? = nil) -> Rule {
      Rule("range", message: message ?? "Between \(range.lowerBound) and \(range.upperBound)") {
        value in
        switch value {
        case .number(let number): return range.contains(number)
        case .text(let text):
          let trimmed = text.trimmingCharacters(in: .whitespaces)
          guard !trimmed.isEmpty else { return true }
          return Double(trimmed).map(range.contains) ?? false
        case .option, .date: return true
        }
      }
    }

    /// Text that matches the regular expression `pattern` whole; empty text passes.
    public static func pattern(_ pattern: String, _ message: String) -> Rule {
      Rule("pattern", message: message) { value in
        guard case .text(let text) = value, !text.isEmpty else { return true }
        return Self.matches(text, pattern)
      }
    }

    /// Text that reads as an email address (`name@domain.tld`); empty text passes.
    public static func email(_ message: String = "Not an email address") -> Rule {
      Rule("email", message: message) { value in
        guard case .text(let text) = value, !text.isEmpty else { return true }
        return Self.matches(text, #"[^@\s]+@[^@\s]+\.[^@\s]+"#)
      }
    }

    /// Text that reads as a web address with a scheme and a host (`https://example.com`);
    /// empty text passes.
    public static func url(_ message: String = "Not a web address") -> Rule {
      Rule("url", message: message) { value in
        guard case .text(let text) = value, !text.isEmpty else { return true }
        guard let url = URL(string: text), let scheme = url.scheme, let host = url.host else {
          return false
        }
        return ["http", "https"].contains(scheme.lowercased()) && !host.isEmpty
      }
    }

    /// Whether `pattern` matches the whole of `text`.
    private static func matches(_ text: String, _ pattern: String) -> Bool {
      text.range(of: "^(?:" + pattern + ")$", options: .regularExpression) != nil
    }
  }

  /// The rules, checked in order: a value fails at the first it does not satisfy.
  public var rules: [Rule]
  /// When the value is checked.
  public var timing: Timing

  /// A validation of `rules`, checked at `timing` (on every change by default).
  public init(_ rules: Rule..., on timing: Timing = .change) {
    self.init(rules, on: timing)
  }

  /// A validation of `rules`, checked at `timing`.
  public init(_ rules: [Rule], on timing: Timing = .change) {
    self.rules = rules
    self.timing = timing
  }

  /// The first rule `value` does not satisfy, or `nil` when it satisfies them all.
  ///
  /// - Complexity: That of the rules.
  public func failure(for value: ControlValue) -> Rule? {
    rules.first { !$0.accepts(value) }
  }
}

/// A row whose value fails its validation, as ``SectionGroupStack/validate()`` reports it.
public struct ValidationFailure: Hashable, CustomStringConvertible {
  /// The data source that owns the row (its ``DataSourceProtocol/name``).
  public var dataSource: String
  /// The row, in the table's coordinates.
  public var path: TablePath
  /// The row's item.
  public var item: AnyHashable
  /// The name of the rule the value fails (``Validation/Rule/name``).
  public var rule: String
  /// What the row shows.
  public var message: String

  public var description: String {
    "\(dataSource): row \(path.row) of section \(path.section) fails \(rule): \(message)"
  }
}
