import Foundation

/// Settings kept in `UserDefaults`: the standard defaults, or a suite shared with an app
/// group's extensions.
///
/// Changes made elsewhere reach the rows through `UserDefaults.didChangeNotification`, which
/// names no key: the reader re-reads the keys it shows (``SettingsValues/refresh()``, O(*k*)
/// for *k* keys). On Apple platforms the store also observes each key shown with key-value
/// observing (a key without `.` or `@`, which key-value observing reads as a path), which
/// reports writes by other processes to an app group's suite — an extension's — by key. The
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
  #if canImport(ObjectiveC)
    private lazy var keyObserver = DefaultsKeyObserver(defaults) { [weak self] key in
      // Called on the writer's thread: at once for a write on the main thread (where the
      // store's own writes are told apart), else on the main actor's next turn.
      if Thread.isMainThread {
        MainActor.assumeIsolated {
          guard let self, !self.isWriting else { return }
          self.handler?(.keys([key]))
        }
      } else {
        Task { @MainActor in self?.handler?(.keys([key])) }
      }
    }
  #endif

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

  public func watch(key: String) {
    #if canImport(ObjectiveC)
      if !key.contains(".") && !key.contains("@") { keyObserver.observe(key) }
    #endif
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

#if canImport(ObjectiveC)
  /// Observes keys of a `UserDefaults` with key-value observing, and stops when released.
  private final class DefaultsKeyObserver: NSObject, @unchecked Sendable {
    // `keys` changes on the main actor only (through `UserDefaultsStore.watch(key:)`);
    // `observeValue` reads nothing of it.
    private let defaults: UserDefaults
    private let changed: @Sendable (String) -> Void
    private var keys: Set<String> = []

    init(_ defaults: UserDefaults, changed: @escaping @Sendable (String) -> Void) {
      self.defaults = defaults
      self.changed = changed
    }

    func observe(_ key: String) {
      guard keys.insert(key).inserted else { return }
      defaults.addObserver(self, forKeyPath: key, options: [], context: nil)
    }

    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      if let keyPath { changed(keyPath) }
    }

    deinit {
      for key in keys { defaults.removeObserver(self, forKeyPath: key) }
    }
  }
#endif

/// A notification observer, removed when released.
private final class NotificationObservation: @unchecked Sendable {
  // `NSObjectProtocol` tokens are not `Sendable`; this one is only handed back to the
  // thread-safe `NotificationCenter.removeObserver(_:)`.
  private let token: any NSObjectProtocol

  init(_ token: any NSObjectProtocol) { self.token = token }

  deinit { NotificationCenter.default.removeObserver(token) }
}
