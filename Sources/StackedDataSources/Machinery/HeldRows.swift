/// Rows a data source took out of the table during the open transaction and may put back before
/// it ends, by the source's section: the placeholder row that leaves when a section's first item
/// arrives and comes back when its last item goes. Putting back the row that left, rather than
/// inserting a new one, lets edits that cancel out send nothing.
///
/// Valid only inside the transaction of the root that lifted the rows: a token lifted there means
/// nothing to another root, or to the next transaction of the same one.
@MainActor
final class HeldRows {
  /// The root whose transaction lifted the rows, and that transaction's serial number.
  let root: ObjectIdentifier
  let serial: Int
  /// The lifted row of each section of the source, if any.
  var sections: [LiftedRows?]

  init(root: TransactionCore, sectionCount: Int) {
    self.root = ObjectIdentifier(root)
    self.serial = root.transactionSerial
    self.sections = Array(repeating: nil, count: sectionCount)
  }

  /// Whether the rows were lifted in the transaction `root` has open now.
  func isValid(in root: TransactionCore) -> Bool {
    self.root == ObjectIdentifier(root) && serial == root.transactionSerial
  }
}
