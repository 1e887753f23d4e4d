/// The proxy sink a ``SectionGroupStack`` hands a group: it receives the group's edits and
/// names the stack they go on to.
@MainActor
protocol EditHost: EditReceiver {
  /// The stack, while the group belongs to it.
  var parent: (any TransactionNode)? { get }
}
