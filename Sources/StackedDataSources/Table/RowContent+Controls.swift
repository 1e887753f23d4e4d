import Foundation

// The controls a row can carry, as values: what each platform's control needs to show, and no
// platform type. Each is Hashable, so the validating sink's content check sees a slider that
// moved without a reconfigure, and Sendable, so it crosses into SwiftUI's bindings.
extension RowContent {
  /// A field the user types into, such as General › About › Name.
  ///
  /// Shown as a `UITextField` (a `UISearchTextField`-free plain field) in the UIKit bridges, a
  /// `TextField` or `SecureField` in `StackedList` and an `NSTextField` in `NSTableViewBridge`.
  public struct TextField: Hashable, Sendable {
    /// What the field expects, which picks the keyboard and the text content type.
    public enum Kind: Hashable, Sendable {
      /// Any text.
      case plain
      /// A whole number (a number pad).
      case number
      /// A number with a decimal separator (a decimal pad).
      case decimal
      /// An email address.
      case email
      /// A web address.
      case url
      /// A phone number.
      case phone
      /// A person's or a device's name (words capitalized).
      case name
    }

    /// The field's text.
    public var text: String
    /// The grey text shown while the field is empty.
    public var placeholder: String
    /// What the field expects.
    public var kind: Kind
    /// Whether the field hides what is typed (a password).
    public var isSecure: Bool
    /// Whether the user can type; a field that is not editable shows its text only.
    public var isEditable: Bool

    /// A field showing `text`.
    public init(
      text: String, placeholder: String = "", kind: Kind = .plain, isSecure: Bool = false,
      isEditable: Bool = true
    ) {
      self.text = text
      self.placeholder = placeholder
      self.kind = kind
      self.isSecure = isSecure
      self.isEditable = isEditable
    }
  }

  /// A slider over a range, such as Display & Brightness.
  public struct Slider: Hashable, Sendable {
    /// The slider's value, within ``range``.
    public var value: Double
    /// The values the slider spans.
    public var range: ClosedRange<Double>
    /// The distance between the values the user can pick, or `nil` for any value in the range.
    public var step: Double?
    /// An image (an SF Symbol name on Apple platforms) at the minimum end.
    public var minimumImageName: String?
    /// An image at the maximum end.
    public var maximumImageName: String?

    /// A slider at `value` over `range`.
    public init(
      value: Double, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
      minimumImageName: String? = nil, maximumImageName: String? = nil
    ) {
      self.value = value
      self.range = range
      self.step = step
      self.minimumImageName = minimumImageName
      self.maximumImageName = maximumImageName
    }

    /// The value the slider takes nearest to `value`: on its ``step`` (counted from the range's
    /// lower bound) and within its range. A view's slider slides through every value; a bridge
    /// hands on this one.
    ///
    /// - Complexity: O(1).
    public func snapped(_ value: Double) -> Double {
      let clamped = min(max(value, range.lowerBound), range.upperBound)
      guard let step, step > 0 else { return clamped }
      // The number of whole steps in the range, forgiving the rounding of the division
      // (0.3 / 0.1 is 2.9999999999999996: three steps).
      let span = (range.upperBound - range.lowerBound) / step
      let last = (span + 1e-9 * max(1, span)).rounded(.down)
      let steps = min(max(((clamped - range.lowerBound) / step).rounded(), 0), last)
      return min(range.lowerBound + steps * step, range.upperBound)
    }
  }

  /// A stepper (− and + buttons) with its value's text beside it, such as a number of copies.
  public struct Stepper: Hashable, Sendable {
    /// The stepper's value, within ``range``.
    public var value: Double
    /// The values the stepper reaches.
    public var range: ClosedRange<Double>
    /// How far one tap moves the value.
    public var step: Double
    /// The value as the row shows it beside the stepper ("2 copies").
    public var valueText: String

    /// A stepper at `value`; its text is the value, without a fraction when it has none, unless
    /// you give one.
    public init(
      value: Double, in range: ClosedRange<Double> = 0...100, step: Double = 1,
      valueText: String? = nil
    ) {
      self.value = value
      self.range = range
      self.step = step
      self.valueText = valueText ?? Self.text(of: value)
    }

    static func text(of value: Double) -> String {
      value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
  }

  /// One option among several, such as Appearance (Light, Dark) or a ringtone.
  public struct Picker: Hashable, Sendable {
    /// One of the picker's options.
    public struct Option: Hashable, Sendable {
      /// The option's title.
      public var title: String
      /// An image (an SF Symbol name on Apple platforms) beside the title.
      public var imageName: String?

      /// An option titled `title`.
      public init(_ title: String, imageName: String? = nil) {
        self.title = title
        self.imageName = imageName
      }
    }

    /// How the picker is shown.
    public enum Style: Hashable, Sendable {
      /// A button showing the selected option that opens a menu of all of them.
      case menu
      /// A segmented control, every option visible.
      case segmented
      /// The selected option's title before a chevron; selecting the row leads to a list of
      /// the options with a checkmark on the selected one (a ``ChoiceList``).
      case navigation
      /// The selected option's title; selecting the row opens the options on a wheel in a row
      /// under it (one inline picker open at a time on the screen), and selecting it again
      /// closes it.
      case inline
      /// Every option on a wheel: the row an ``inline`` picker opens under its row.
      case wheel
    }

    /// The options, in order.
    public var options: [Option]
    /// The index of the selected option in ``options``, or `nil` when none is.
    public var selectedIndex: Int?
    /// How the picker is shown.
    public var style: Style

    /// A picker of `options` with the one at `selectedIndex` selected.
    public init(options: [Option], selectedIndex: Int?, style: Style = .menu) {
      self.options = options
      self.selectedIndex = selectedIndex
      self.style = style
    }

    /// A picker of options titled `titles`.
    public init(_ titles: [String], selectedIndex: Int?, style: Style = .menu) {
      self.init(options: titles.map { Option($0) }, selectedIndex: selectedIndex, style: style)
    }

    /// The selected option's title, or `nil`.
    public var selectedTitle: String? {
      selectedIndex.flatMap { options.indices.contains($0) ? options[$0].title : nil }
    }
  }

  /// A date, a time, or both, such as Date & Time.
  public struct DatePicker: Hashable, Sendable {
    /// What the picker shows of the date.
    public enum Components: Hashable, Sendable {
      /// The day only.
      case date
      /// The time of day only.
      case time
      /// The day and the time.
      case dateAndTime
    }

    /// The picked date.
    public var date: Date
    /// What the picker shows of it.
    public var components: Components
    /// How the picker is shown.
    public enum Style: Hashable, Sendable {
      /// A compact control in the row that opens its own calendar or wheels.
      case compact
      /// The date as text; selecting the row opens the calendar or the wheels in a row under it
      /// (one inline picker open at a time on the screen), and selecting it again closes it.
      case inline
      /// The calendar (a date) or the wheels (a time): the row an ``inline`` picker opens
      /// under its row.
      case full
    }

    /// The dates the user may pick, or `nil` for any.
    public var range: ClosedRange<Date>?
    /// How the picker is shown.
    public var style: Style

    /// A picker showing `date`.
    public init(
      date: Date, components: Components = .date, in range: ClosedRange<Date>? = nil,
      style: Style = .compact
    ) {
      self.date = date
      self.components = components
      self.range = range
      self.style = style
    }
  }
}
