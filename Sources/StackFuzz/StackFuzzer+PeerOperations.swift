import StackedDataSources

/// The peer operations of issue 18 in the fuzz test: resizing a section of a sectioned or
/// expanding source to N items, and pausing, flushing and resuming array, sectioned, expanding
/// and outline sources while the rest of the tree goes on changing.
///
/// A paused node answers the table's queries (and so ``FuzzModel/flatten(_:)``) with the rows
/// the table was last told of, and the stack keeps its pins under those rows, so the model's
/// picture and the table agree while it is paused; the resume's batch is checked like any other.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// Resizes a random section of a sectioned or expanding node to a random size, padding with
  /// fresh items; sometimes asks for the size it has (nothing may be sent) or a negative one
  /// (it must be rejected). Other kinds are left alone.
  func adjustSomeSection(_ node: FuzzNode) {
    switch node.kind {
    case .sectioned(let source):
      guard !source.sections.isEmpty else { return }
      let section = random.int(0..<source.sections.count)
      resize(count: source.sections[section].items.count, name: source.name) { count, removes in
        try source.resizeSection(at: section, to: count, removesEmptySection: removes) { _ in
          self.item()
        }
      }
    case .expanding(let source):
      guard !source.sections.isEmpty else { return }
      let section = random.int(0..<source.sections.count)
      resize(count: source.sections[section].items.count, name: source.name) { count, removes in
        try source.resizeSection(at: section, to: count, removesEmptySection: removes) { _ in
          self.item()
        }
      }
    default:
      return
    }
  }

  /// Pauses a random array, sectioned, expanding or outline node, or — when it is paused —
  /// flushes or resumes it, then takes the node's pins from its stack. Other kinds are left
  /// alone (they pause through their own operations).
  ///
  /// While a node is paused, its table — and the stack's pins — stay at the rows it showed, so
  /// the model must not rename an anchor when the node's item is replaced (the table still
  /// shows the old item); at the resume, the held edits reach the stack, which moves its pins
  /// with their rows and drops those whose row a held edit deleted (a collapse, say, even if an
  /// expand brought the item back). The model's pins are then read back from the stack.
  func pauseOrResume(_ node: FuzzNode) {
    // Callbacks during the resume's batch (a sink that meddles) prune the model against the
    // thawed items before the pins are read back: start the read-back from the pins before.
    let pinsBefore = node.pins
    switch node.kind {
    case .array(let source):
      cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
    case .sectioned(let source):
      cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
    case .expanding(let source):
      cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
    case .outline(let source):
      cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
    case .followed(let follow):
      switch follow.source {
      case .array(let source), .tracked(let source):
        cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
      case .expanding(let source):
        cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
      case .sectioned(let source):
        cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
      case .outline(let source):
        cyclePause(source.name, source.isPaused, source.pause, source.resume, source.flush)
      }
    case .stack, .fetched, .snapshot:
      return
    }
    guard let stack = node.owner else { return }
    let pins = stack.pins(of: node.dataSource)
    node.pins = pinsBefore.filter { pin in pins.contains { $0.group === pin.node.dataSource } }
    for pin in node.pins {
      guard let info = pins.first(where: { $0.group === pin.node.dataSource }),
        let anchor = node.dataSource.item(at: info.anchor) as? String
      else { continue }
      pin.anchor = anchor
    }
  }

  /// Pauses a source that is not paused; flushes or resumes one that is.
  private func cyclePause(
    _ name: String, _ isPaused: Bool, _ pause: () -> Void, _ resume: () -> Void,
    _ flush: () -> Void
  ) {
    trace?("  pause or resume \(name) (paused: \(isPaused))")
    cover { $0.pauseChanges += 1 }
    if !isPaused {
      pause()
    } else if random.chance(0.3) {
      flush()
    } else {
      resume()
    }
  }

  /// One resize of a section of `count` items: a new size, the same size, or a negative one.
  private func resize(
    count: Int, name: String,
    _ body: (_ count: Int, _ removes: Bool?) throws -> Bool
  ) {
    cover { $0.sectionResizes += 1 }
    let option: Bool? = random.chance(0.5) ? nil : random.chance(0.5)
    switch random.int(0..<10) {
    case 0:
      let before = validator.validatedBatchCount
      let changed = try! body(count, option)
      precondition(!changed, "\(name): resizing to the same size changed the section")
      precondition(validator.validatedBatchCount == before, "\(name): a same-size resize sent")
    case 1:
      expectRejected({ _ = try body(-1 - random.int(0...2), option) }, "a negative resize")
    default:
      let target = random.int(0...6)
      let changed = try! body(target, option)
      precondition(changed == (target != count), "\(name): resize to \(target) said \(changed)")
    }
  }
}
