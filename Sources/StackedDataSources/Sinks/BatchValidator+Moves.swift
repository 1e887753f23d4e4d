extension BatchValidator {
  /// The batch's moves, sorted by source as UIKit scans them, indexed for the delete and
  /// insert checks: which keys rows and sections leave from, and where each lands first.
  struct MoveScan {
    /// Every move's source.
    var sources: Set<UpdateKey> = []
    /// The sections that rows (not sections) move out of.
    var rowSourceSections: Set<Int> = []
    /// For each destination, the position of the first move (by source) that lands there.
    var firstArrival: [UpdateKey: Int] = [:]
    /// For each section, the position of the first row move (by source) that lands in it.
    var firstRowArrival: [Int: Int] = [:]

    /// - Complexity: O(*k*) for *k* moves, sorted by source.
    init(_ moves: [KeyMove]) {
      for (position, move) in moves.enumerated() {
        sources.insert(move.from)
        if firstArrival[move.to] == nil { firstArrival[move.to] = position }
        guard !move.isSection else { continue }
        rowSourceSections.insert(move.from.section)
        if firstRowArrival[move.to.section] == nil { firstRowArrival[move.to.section] = position }
      }
    }
  }

  /// E12–E21, dropping identical duplicate moves (rule 9).
  ///
  /// `moves` is sorted by source, so the moves from one key are adjacent: UIKit's first
  /// conflict for a move is a different destination among them (E18, E19), else the first
  /// later move from elsewhere to the same destination (E20, E21).
  ///
  /// - Complexity: O(*k*) expected for *k* moves.
  func checkMoves(
    _ moves: inout [KeyMove], before old: [Int], after new: [Int]
  ) throws(Rejection) {
    var arrivals: [UpdateKey: [Int]] = [:]
    for (position, move) in moves.enumerated() { arrivals[move.to, default: []].append(position) }
    var kept: [KeyMove] = []
    kept.reserveCapacity(moves.count)
    var index = 0
    while index < moves.count {
      let move = moves[index]
      try checkBounds(of: move, before: old, after: new)
      var next = index + 1
      while next < moves.count, moves[next].from == move.from {
        let later = moves[next]
        guard later.to == move.to else {
          throw Rejection(
            violation: move.isSection
              ? messages.e18(move.from.section, to: move.to.section, and: later.to.section)
              : messages.e19(move.from, to: move.to, and: later.to))
        }
        next += 1
      }
      // An earlier move to the same destination would have failed already, so any other
      // arrival there comes after this move's duplicates.
      if let other = arrivals[move.to]?.first(where: { $0 >= next }) {
        let later = moves[other]
        throw Rejection(
          violation: move.isSection
            ? messages.e20(move.from.section, and: later.from.section, to: move.to.section)
            : messages.e21(move.from, and: later.from, to: move.to))
      }
      kept.append(move)
      index = next
    }
    moves = kept
  }

  private func checkBounds(of move: KeyMove, before old: [Int], after new: [Int])
    throws(Rejection)
  {
    if move.isSection {
      guard old.indices.contains(move.from.section) else {
        throw Rejection(violation: messages.e12(move.from.section, before: old.count))
      }
      guard new.indices.contains(move.to.section) else {
        throw Rejection(
          violation: messages.e13(move.from.section, to: move.to.section, after: new.count))
      }
      return
    }
    guard old.indices.contains(move.from.section) else {
      throw Rejection(violation: messages.e14(move.from, before: old.count))
    }
    guard (0..<max(old[move.from.section], 0)).contains(move.from.row) else {
      throw Rejection(violation: messages.e15(move.from, rowCount: old[move.from.section]))
    }
    guard new.indices.contains(move.to.section) else {
      throw Rejection(violation: messages.e16(move, after: new.count))
    }
    guard (0..<max(new[move.to.section], 0)).contains(move.to.row) else {
      throw Rejection(violation: messages.e17(move, rowCount: new[move.to.section]))
    }
  }
}
