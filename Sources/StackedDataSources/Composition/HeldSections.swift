/// The sections a top-level group took out of the table when it was hidden during its root's
/// open transaction (``SectionGroupStack/setHidden(_:for:)``), to be put back if the group is
/// shown again before the transaction ends. Putting back the sections that left, rather than
/// inserting new ones, lets a hide and a show in one transaction send nothing, as the root's
/// tracker nets any lift and place.
///
/// Valid only inside the transaction of the root that lifted them, and only while the group's
/// rows did not change (``GroupSlot/noteHiddenEdit()`` drops them): a token lifted there means
/// nothing to another root, or to the next transaction of the same one.
@MainActor
struct HeldSections {
  /// The root whose transaction lifted the sections, and that transaction's serial number.
  private let root: ObjectIdentifier
  private let serial: Int
  /// The lifted sections, in order.
  let sections: [LiftedSection]

  init(root: TransactionCore, sections: [LiftedSection]) {
    self.root = ObjectIdentifier(root)
    self.serial = root.transactionSerial
    self.sections = sections
  }

  /// Whether the sections were lifted in the transaction `root` has open now.
  func isValid(in root: TransactionCore) -> Bool {
    self.root == ObjectIdentifier(root) && serial == root.transactionSerial
  }
}
