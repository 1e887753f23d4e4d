/// The active follows of the app, so that a transaction closing on a tree's root applies the
/// changes its followed models made inside it (see ``Following``).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
enum PendingFollows {
  /// Held weakly: a follow lives as long as its source keeps it.
  private static var active: [Weak] = []
  /// How many follows are pending, app-wide.
  private(set) static var pendingCount = 0

  /// Whether some follow may have a change to apply.
  static var mayHaveWork: Bool { pendingCount > 0 || ChangeSignal.anyRaised }

  static func add(_ following: Following) {
    active.removeAll { $0.following == nil }
    active.append(Weak(following: following))
  }

  static func remove(_ following: Following) { active.removeAll { $0.following === following } }

  static func pendingChanged(by delta: Int) { pendingCount += delta }

  /// Applies, in the order they started, the changes of the follows of sources whose root is
  /// `root`.
  ///
  /// - Complexity: O(*f*) for *f* active follows, plus their applies.
  static func flush(into root: TransactionCore) {
    for following in active.compactMap(\.following) where following.source?.core.root === root {
      following.takeSignal()
      following.flush()
    }
  }

  private struct Weak {
    weak var following: Following?
  }
}
