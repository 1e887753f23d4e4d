import Foundation

extension StoredValue {
  /// The value a property list (or `UserDefaults`) holds, or `nil` for an object no property
  /// list can hold.
  ///
  /// A number keeps its kind: a Boolean stays `bool`, an integer `int`, a floating-point
  /// number `double` (on Apple platforms, read from the `NSNumber`'s own type).
  ///
  /// - Complexity: O(*n*) for the *n* values nested in it.
  public init?(propertyList object: Any) {
    if let number = object as? NSNumber {
      #if canImport(Darwin)
        let isBool = CFGetTypeID(number) == CFBooleanGetTypeID()
        let isFloat = CFNumberIsFloatType(number)
      #else
        // swift-corelibs-foundation: a Boolean's number has the type of a C `char`.
        let type = String(cString: number.objCType)
        let isBool = type == "c"
        let isFloat = type == "d" || type == "f"
      #endif
      self =
        isBool
        ? .bool(number.boolValue) : isFloat ? .double(number.doubleValue) : .int(number.intValue)
      return
    }
    switch object {
    case let value as Bool: self = .bool(value)
    case let value as Int: self = .int(value)
    case let value as Double: self = .double(value)
    case let value as String: self = .string(value)
    case let value as Date: self = .date(value)
    case let value as Data: self = .data(value)
    case let values as [Any]:
      var stored: [StoredValue] = []
      stored.reserveCapacity(values.count)
      for value in values {
        guard let element = StoredValue(propertyList: value) else { return nil }
        stored.append(element)
      }
      self = .array(stored)
    case let values as [String: Any]:
      var stored: [String: StoredValue] = [:]
      for (key, value) in values {
        guard let element = StoredValue(propertyList: value) else { return nil }
        stored[key] = element
      }
      self = .dictionary(stored)
    default:
      guard let number = object as? any BinaryInteger else { return nil }
      guard let value = Int(exactly: number) else { return nil }
      self = .int(value)
    }
  }

  /// The value as a property-list object, for `UserDefaults` or `PropertyListSerialization`.
  ///
  /// - Complexity: O(*n*) for the *n* values nested in it.
  public var propertyList: Any {
    switch self {
    case .bool(let value): value
    case .int(let value): value
    case .double(let value): value
    case .string(let value): value
    case .date(let value): value
    case .data(let value): value
    case .array(let values): values.map(\.propertyList)
    case .dictionary(let values): values.mapValues(\.propertyList)
    }
  }
}
