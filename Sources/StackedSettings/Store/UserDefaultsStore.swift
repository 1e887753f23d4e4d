import Foundation

/// Settings kept in `UserDefaults`: the standard defaults, or a suite shared with an app
/// group's extensions.
///
/// Changes made elsewhere reach the rows through `UserDefaults.didChangeNotification`, which
/// names no key: the reader re-reads the keys it shows (``SettingsValues/refresh()``). The
/// store's own writes are not reported back (no echo). On Linux, Foundation posts the
/// notification only when a whole domain changes, so a write made by another `UserDefaults`
/// object is seen after ``SettingsValues/refresh()``. A writer that knows what it changed (an
/// app extension that signals the app, a sync engine) reports it with
/// ``reportChange(forKeys:)``: only the rows of those keys are read again.
@MainActor
public final class UserDefaultsStore: SettingsStore {
  /// The defaults read and written.
  public let defaults: UserDefaults
  private var isWriting = false
  private var observation: NotificationObservation?
  private var handler: (@MainActor (SettingsStoreChange) -> Void)?

  /// A store over `defaults`.
  public init(_ defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  /// A store over the suite named `suiteName` (an app group's identifier to share it with
  /// extensions), or `nil` where `UserDefaults(suiteName:)` gives none.
  public convenience init?(suiteName: String) {
    guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.init(defaults)
  }

  public func value(forKey key: String) -> StoredValue? {
    defaults.object(forKey: key).flatMap { StoredValue(propertyList: $0) }
  }

  public func setValue(_ value: StoredValue?, forKey key: String) {
    isWriting = true
    defer { isWriting = false }
    if let value {
      defaults.set(value.propertyList, forKey: key)
    } else {
      defaults.removeObject(forKey: key)
    }
  }

  public func register(defaults values: [String: StoredValue]) {
    defaults.register(defaults: values.mapValues(\.propertyList))
  }

  /// Tells the reader that `keys` were changed elsewhere: the rows showing them read them
  /// again, in one batch per table.
  ///
  /// - Complexity: O(*k*) reads for *k* keys, plus the rows showing them.
  public func reportChange(forKeys keys: Set<String>) {
    handler?(.keys(keys))
  }

  public func observeChanges(_ handler: @escaping @MainActor (SettingsStoreChange) -> Void) {
    self.handler = handler
    observation = NotificationObservation(
      NotificationCenter.default.addObserver(
        forName: UserDefaults.didChangeNotification, object: defaults, queue: nil
      ) { [weak self] _ in
        // Posted on the writer's thread: at once for a write on the main thread (where the
        // store's own writes are told apart), else on the main actor's next turn.
        if Thread.isMainThread {
          MainActor.assumeIsolated {
            guard let self, !self.isWriting else { return }
            handler(.unknown)
          }
        } else {
          Task { @MainActor in handler(.unknown) }
        }
      })
  }
}

/// A notification observer, removed when released.
private final class NotificationObservation: @unchecked Sendable {
  // `NSObjectProtocol` tokens are not `Sendable`; this one is only handed back to the
  // thread-safe `NotificationCenter.removeObserver(_:)`.
  private let token: any NSObjectProtocol

  init(_ token: any NSObjectProtocol) { self.token = token }

  deinit { NotificationCenter.default.removeObserver(token) }
}
