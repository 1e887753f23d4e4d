import Observation
import StackedDataSources

/// The app state the fuzz test's rules read: four flags, each its own observed property, so
/// that a flag's change reaches only the rules that read it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class FuzzFlags {
  var flag0 = false
  var flag1 = false
  var flag2 = false
  var flag3 = false

  static let count = 4

  subscript(index: Int) -> Bool {
    get {
      switch index {
      case 0: flag0
      case 1: flag1
      case 2: flag2
      default: flag3
      }
    }
    set {
      switch index {
      case 0: flag0 = newValue
      case 1: flag1 = newValue
      case 2: flag2 = newValue
      default: flag3 = newValue
      }
    }
  }
}

/// A rule of the fuzz test (``SectionGroupStack/show(_:when:)``): `node`, a top-level group of
/// `stack` or a group pinned in it (`pin`), is shown exactly while flag `flag` (negated when
/// `negated`) holds, once the rule has applied its last change.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FuzzRule {
  let node: FuzzNode
  let pin: FuzzPin?
  unowned(unsafe) let stack: SectionGroupStack
  let flag: Int
  let negated: Bool
  /// How often the rule read its flag: it must read again only when its flag changed.
  var reads = 0
  var following: Following!

  init(node: FuzzNode, pin: FuzzPin?, stack: SectionGroupStack, flag: Int, negated: Bool) {
    self.node = node
    self.pin = pin
    self.stack = stack
    self.flag = flag
    self.negated = negated
  }

  /// Whether the rule shows its group while `flags` are as they are.
  func shows(_ flags: FuzzFlags) -> Bool { flags[flag] != negated }

  /// Makes the model show or hide the group as the rule does.
  func applyToModel(_ flags: FuzzFlags) {
    if let pin { pin.isActive = shows(flags) } else { node.isHidden = !shows(flags) }
  }
}
