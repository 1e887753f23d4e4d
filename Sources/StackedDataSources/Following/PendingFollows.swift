/// The active follows of the app, so that a transaction closing on a tree's root applies the
/// changes its followed models made inside it (see ``Following``).
///
/// A closing transaction looks only at the follows that have a change to apply — those whose
/// signal is raised (`ChangeSignal.raisedSignals`) or that are marked pending — not at every
/// follow of the app: a screen of a thousand rules pays for the one a change reaches (the
/// `rules` benchmark).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
enum PendingFollows {
  /// The active follows, by their signal (`Following.signal`), held weakly: a follow lives as
  /// long as its source keeps it.
  private static var active: [ObjectIdentifier: Entry] = [:]
  /// The follows marked pending, by their signal.
  private static var pending: Set<ObjectIdentifier> = []
  /// How many follows started so far: a follow's place in the order of ``flush(into:)``.
  private static var started = 0
  /// How many times a follow was marked pending so far: a change while a flush applies tells
  /// it to look again.
  private static var marks = 0

  /// How many follows are pending, app-wide.
  static var pendingCount: Int { pending.count }

  /// Whether some follow may have a change to apply.
  static var mayHaveWork: Bool { !pending.isEmpty || ChangeSignal.anyRaised }

  /// - Complexity: O(1).
  static func add(_ following: Following) {
    started += 1
    active[ObjectIdentifier(following.signal)] = Entry(order: started, following: following)
  }

  /// Forgets the follow whose signal is `signal`, when it stops or goes.
  ///
  /// - Complexity: O(1).
  static func remove(_ signal: ChangeSignal) {
    let id = ObjectIdentifier(signal)
    active[id] = nil
    pending.remove(id)
  }

  /// Notes that the follow whose signal is `signal` is pending, or no longer is.
  ///
  /// - Complexity: O(1).
  static func pendingChanged(of signal: ChangeSignal, to isPending: Bool) {
    if isPending {
      pending.insert(ObjectIdentifier(signal))
      marks &+= 1
    } else {
      pending.remove(ObjectIdentifier(signal))
    }
  }

  /// Applies, in the order they started, the changes of the follows of sources whose root is
  /// `root`. A change one of them makes (a rule whose batch changes a model another rule
  /// reads) joins too, when that other follow comes later in the order, as when every follow
  /// was visited in turn.
  ///
  /// - Complexity: O(*k* log *k*) for the *k* follows with a change to apply, plus their
  ///   applies; each apply that raises or marks another follow looks again, O(*k* log *k*).
  static func flush(into root: TransactionCore) {
    var queue = candidates(after: 0)
    var index = 0
    while index < queue.count {
      let (order, following) = queue[index]
      index += 1
      guard following.source?.core.root === root else { continue }
      following.takeSignal()
      let raises = ChangeSignal.raises
      let marked = marks
      following.flush()
      if ChangeSignal.raises != raises || marks != marked {
        queue = candidates(after: order)
        index = 0
      }
    }
  }

  /// The follows with a change to apply (raised or pending) that started after the one at
  /// `order`, in the order they started.
  private static func candidates(after order: Int) -> [(order: Int, following: Following)] {
    pending.union(ChangeSignal.raisedSignals).compactMap { id in
      guard let entry = active[id], entry.order > order, let following = entry.following
      else { return nil }
      return (entry.order, following)
    }.sorted { $0.order < $1.order }
  }

  private struct Entry {
    let order: Int
    weak var following: Following?
  }
}
