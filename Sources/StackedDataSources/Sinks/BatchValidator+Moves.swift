extension BatchValidator {
  /// E12–E21, dropping identical duplicate moves (rule 9).
  func checkMoves(
    _ moves: inout [KeyMove], before old: [Int], after new: [Int]
  ) throws(Rejection) {
    var index = 0
    while index < moves.count {
      let move = moves[index]
      try checkBounds(of: move, before: old, after: new)
      var other = index + 1
      while other < moves.count {
        let later = moves[other]
        if later.from == move.from {
          guard later.to == move.to else {
            throw Rejection(
              violation: move.isSection
                ? messages.e18(move.from.section, to: move.to.section, and: later.to.section)
                : messages.e19(move.from, to: move.to, and: later.to))
          }
          moves.remove(at: other)
          continue
        }
        if later.to == move.to {
          throw Rejection(
            violation: move.isSection
              ? messages.e20(move.from.section, and: later.from.section, to: move.to.section)
              : messages.e21(move.from, and: later.from, to: move.to))
        }
        other += 1
      }
      index += 1
    }
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
