import Foundation
import StackedDataSources

/// The model-based fuzz test of the package: random trees of array and sectioned sources,
/// nested stacks and pins; random mutations, group inserts, removals and moves, pin toggles,
/// inside and outside (nested) transactions opened on any node.
///
/// After every step that leaves no transaction open it checks that the validating sink (UIKit's
/// rules plus the content check) found nothing, and that the table equals the independent
/// flattening of ``FuzzModel``. Each run is reproducible from its seed.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
package final class StackFuzzer {
  /// Why a run stopped: the seed and step to replay, and what went wrong.
  package struct Failure: Error, CustomStringConvertible {
    package let seed: UInt64
    package let step: Int
    package let message: String

    package var description: String { "seed \(seed), step \(step): \(message)" }
  }

  /// How often each dimension the fuzzer is meant to reach was reached, so that a test can check
  /// that a green run covered it.
  package struct Coverage: Sendable {
    /// Edits made from inside a batch (refused or applied after it).
    package var meddles = 0
    /// Stacks grown to 16 or more groups, and to 256 or more.
    package var stacksOf16 = 0
    package var stacksOf256 = 0
    /// Snapshots set while a transaction was open.
    package var snapshotsInTransactions = 0
    /// Pins made, toggled or removed while a transaction was open.
    package var pinsInTransactions = 0
    /// Transactions closed on a node that had left the tree meanwhile.
    package var endsAfterRemoval = 0
    /// Groups of each kind created, by name.
    package var kinds: [String: Int] = [:]
    /// Rows the user dragged whose owner followed, and drags refused and put back.
    package var userMovesAccepted = 0
    package var userMovesRefused = 0
    /// Drags dropped where the root's `targetPath` sent them (away from the row), accepted.
    package var userMovesFromTargetPath = 0
    /// Placeholders set, changed or cleared.
    package var placeholderChanges = 0
    /// Transactions opened from inside a sink call (edits inside refused or deferred).
    package var transactionsFromSinkCalls = 0
    /// The depths (1 for the root) of the nodes on which sink calls and callbacks opened
    /// transactions.
    package var callbackTransactionDepths: Set<Int> = []
    /// Edits made from app callbacks after a batch, by callback: `didChange`, `didUpdate`,
    /// `completion`, and the user-action handlers `select`, `toggle`, `swipe`.
    package var callbackEdits: [String: Int] = [:]
    /// The user's actions entered at the root, by kind (`select`, `toggle`, `swipe`, `delete`,
    /// `insert`), and those refused (`refused`).
    package var userActions: [String: Int] = [:]
    /// Transactions whose edits cancel out, made while the section showed its placeholder.
    package var placeholderCancellations = 0
    /// A snapshot source's `didUpdate` reports, each checked against the snapshots.
    package var snapshotReports = 0
    /// Sections resized to N items (a new size, the same size, a negative one).
    package var sectionResizes = 0
    /// Sources paused, flushed or resumed.
    package var pauseChanges = 0
    /// Bursts of edits of a followed model, and those made while a transaction was open, from
    /// inside a sink call or from a callback.
    package var followedBursts = 0
    package var followedEditsInTransactions = 0
    package var followedEditsFromSinkCalls = 0
    package var followedEditsFromCallbacks = 0
    /// Explicit flushes of a follow, each checked against the model.
    package var followedFlushes = 0
    /// Direct edits of a followed source, each of which must be reported.
    package var followedDirectEdits = 0
    /// A tracked array assigned anew or edited through a copy (the follow diffs it whole).
    package var followedHistoryBreaks = 0
    /// Drags of a followed source's rows accepted (its `onMove` moved the model's item).
    package var followedUserMoves = 0
    /// Flushes made from inside the follow's own apply (its source's `didChange` hook, run
    /// after the follow's batch, changed the model again and flushed).
    package var followedNestedFlushes = 0
    /// Bursts after which the follow said it was pending while its source did not show them.
    package var followedPendingChecks = 0
    /// Batches whose row identities were checked against UIKit's replay of the batch.
    package var identityBatches = 0
    /// The user's input into text fields: entered, refused by the row, made from inside a batch,
    /// and each answer of the owner (`take`, `refuse`, `change`, `reconfigureOwnRow`,
    /// `dependentRow`, `editTree`, `editModel`); editing ended of a field typed into in the open
    /// transaction (`ended typed in transaction`).
    package var controlAnswers: [String: Int] = [:]
    /// Reconfigures of rows whose control the user had changed, each checked for an echo.
    package var echoChecks = 0
    /// Top-level groups hidden and shown (``StackFuzzer/hideOrShow(in:)``): `hide`, `show`,
    /// `current state`, `in transaction`, `nested`, `hidden stack`, `cancelled`, `rejected`.
    package var hiding: [String: Int] = [:]
    /// Rules (``StackFuzzer/ruleStep()``): `top-level`, `pinned`, `nested`, `followed`,
    /// `started in transaction`, `flipped in transaction`, `flipped while open`.
    package var rules: [String: Int] = [:]
    /// The user's inputs accepted, by kind: `text`, `number`, `switch`, `endEditing`.
    package var controlKinds: [String: Int] = [:]
    /// The user's actions on rows as the view shows them while a transaction was open, by kind
    /// (`select`, `toggle`, `swipe`, `delete`, `insert`, `text`, `number`, `switch`,
    /// `endEditing`); those that reached a row the transaction had moved (`translated`), and
    /// those refused because it had deleted the row (`refused as deleted`).
    package var shownRowInputs: [String: Int] = [:]
    /// Inputs accepted into the rows of paused sources, by kind.
    package var pausedInputs: [String: Int] = [:]
    /// The user's actions from inside a batch, by kind, and those on a row the batch was
    /// deleting (`deleted row`); each must be refused.
    package var deliveryInputs: [String: Int] = [:]
    /// Inputs into followed sources whose items carry their control's value, by the kind of
    /// source (`sectioned`, `expanding`, `outline`).
    package var followedControlInputs: [String: Int] = [:]
    /// Validated groups and enable rules (``StackFuzzer/formHook()``): `pinned`, `nested`,
    /// `failed on change`, `failed on end of editing`, `failed on submit`, `failed again`,
    /// `fixed`, `typed in transaction`, `validate`, `validate nested`,
    /// `validate refused paused`, `enable rule`, `disabled refused`, `enabled again`,
    /// `message under hidden group`.
    package var forms: [String: Int] = [:]

    package init() {}
  }

  package private(set) var coverage = Coverage()
  package let seed: UInt64
  /// Receives one line per step, for replaying a failing seed.
  package var trace: ((String) -> Void)?
  package private(set) var steps = 0
  package private(set) var operations = 0
  /// Batches the validating sink checked.
  package var batches: Int { validator.validatedBatchCount }
  /// Batches the validating sinks' incremental content check checked from the root's journal.
  package var incrementalChecks: Int { validator.incrementalCheckCount }
  /// Every how many incremental content checks each validating sink also runs the full one;
  /// a row only the full one finds fails the run.
  package static let fullCheckInterval = 5

  var random: SplitMix64
  let maxDepth: Int
  /// How often a stack operation grows the stack to 15–17 (or 255–257) groups.
  let growthChance: Double
  /// Whether growth may go to 255–257 groups, not only 15–17.
  let growsLarge: Bool
  let root: FuzzNode
  /// UIKit's table-view rules and the content check, on every batch.
  var validator: ValidatingSink
  /// The collection-view flavour of the same rules, on the same batches.
  var collectionValidator: ValidatingSink
  /// The rows' identities, kept from the same batches and checked on each against UIKit's
  /// replay of the batch.
  var identities: RowIdentities
  /// The root's sink: edits the data from inside some of its calls, as a careless table
  /// delegate would; in front of the validators.
  var meddler: FuzzMeddler?
  /// How often the meddler edits from inside a batch.
  let meddleChance: Double
  /// A refused edit that was not refused properly, found by the meddler.
  var meddleFailure: String?
  /// A user's move that failed otherwise than by its owner's refusal.
  var userMoveFailure: String?
  /// What went wrong in a callback, a user action or a transaction that cancels out.
  var callbackFailure: String?
  /// Completions of transactions opened by the fuzzer that have not run yet.
  var pendingCompletions = 0
  /// Whether callbacks (a snapshot's `didUpdate`) may edit now.
  var hooksArmed = false
  /// How deep callbacks are nested in callbacks.
  var hookDepth = 0
  /// Edits from inside a batch that were accepted: their nodes must have left the tree.
  var acceptedMeddles: [(node: FuzzNode, what: String)] = []
  var open: [FuzzNode] = []
  var batchesWhenOpened = 0
  var nextItem = 0
  var nextSection = 0
  /// The value each item's control shows in the model (``StackFuzzer/giveControls(_:)``), as
  /// ``FuzzControl`` keeps it.
  var controlValues: [String: String] = [:]
  /// The identities (``StackFuzzer/key(of:)``) of the items the user entered values into since
  /// the last check, with the source that owns each and whether that source was paused: a
  /// batch that replaces such a row is expected only when the app took the item away, or while
  /// a paused source holds the input (other sources' batches may then move the row where UIKit
  /// cannot move it, which replaces it).
  var typedItems: [(key: AnyHashable, owner: any DataSourceProtocol, isHeld: Bool)] = []
  /// The text the user typed into each row (by its identity in the view) while the fuzzer's
  /// transaction is open: the field shows it until the transaction closes, whatever the row's
  /// content says meanwhile. Forgotten when no transaction is open.
  var typedInTransaction: [RowIdentity: String] = [:]
  /// The identities of typed items (``typedItems``) that left the model at a step since: the
  /// app took them away, even when it put them back before the batch (a row deleted and
  /// inserted again, whose cell is new).
  var typedItemsLeft: Set<AnyHashable> = []
  /// The rows the view showed when the fuzzer opened its outermost transaction
  /// (``StackFuzzer/shownTable()``).
  var shownAtOpen: ShownTable?
  /// The identities of rows the fuzzer replaced in place since then, old to new.
  var renames: [AnyHashable: AnyHashable] = [:]
  /// The items the handlers of the user's actions heard since the action began.
  var heardItems: [AnyHashable] = []
  /// The text the last end of editing handed on.
  var endedText: String?
  /// Whether the user acts from inside a batch, where no handler may run.
  var actingFromBatch = false
  /// The rows (as the view showed them) whose actions were refused as deleted by the open
  /// transaction, with the identity (``StackFuzzer/key(of:)``) of their item when it had left
  /// the model then: its batch must delete them, unless it gave them back.
  var refusedShownRows: [(identity: RowIdentity, gone: AnyHashable?, what: String)] = []
  /// What the view's controls show, behind the validators: the no-echo oracle.
  var controlView: FuzzControlView
  /// The state the rules read, and the rules started (``StackFuzzer/ruleStep()``).
  let flags = FuzzFlags()
  var rules: [FuzzRule] = []
  /// The rules' own random numbers, so that adding rules left the other dimensions' draws (and
  /// the seeds chosen for their coverage) as they were.
  var ruleRandom: SplitMix64
  /// The validated groups (``StackFuzzer/formHook()``), drawn from their own random numbers.
  var forms: [FuzzForm] = []
  var formRandom: SplitMix64
  var nextFormItem = 0
  /// The item whose value a form's owner is to get next (the model's answer to the input).
  var formOwnerExpects: String?

  /// Creates a fuzzer whose run is determined by `seed`.
  ///
  /// - Parameters:
  ///   - maxDepth: The deepest nesting of stacks.
  ///   - growthChance: How often a stack operation grows the stack past 16 groups.
  ///   - growsLarge: Whether growth may also go past 256 groups (slower steps from then on).
  ///   - meddleChance: How often the root's sink edits the data from inside a batch.
  package init(
    seed: UInt64, maxDepth: Int = 4, growthChance: Double = 0.03, growsLarge: Bool = false,
    meddleChance: Double = 0.04
  ) {
    self.seed = seed
    self.maxDepth = maxDepth
    self.growthChance = growthChance
    self.growsLarge = growsLarge
    self.meddleChance = meddleChance
    let stack = try! SectionGroupStack(name: "root", groups: [])
    let root = FuzzNode(kind: .stack(stack), owner: nil, depth: 1)
    self.root = root
    var random = SplitMix64(seed: seed)
    ruleRandom = SplitMix64(seed: seed ^ 0x5255_4C45)
    formRandom = SplitMix64(seed: seed ^ 0x464F_524D)
    let groups = random.int(1...4)
    self.random = random
    collectionValidator = ValidatingSink(dataSource: stack, flavor: .collectionView)
    validator = ValidatingSink(dataSource: stack)
    identities = RowIdentities(dataSource: stack)
    controlView = FuzzControlView(identities: identities, dataSource: stack)
    for _ in 0..<groups { addGroup(to: root) }
    collectionValidator = ValidatingSink(dataSource: stack, flavor: .collectionView)
    identities = RowIdentities(dataSource: stack, downstream: collectionValidator)
    controlView = FuzzControlView(identities: identities, dataSource: stack)
    collectionValidator.downstream = controlView
    identities.checksBatches = true
    validator = ValidatingSink(dataSource: stack, downstream: identities)
    validator.fullCheckInterval = Self.fullCheckInterval
    collectionValidator.fullCheckInterval = Self.fullCheckInterval
    let meddler = FuzzMeddler(downstream: validator)
    meddler.fuzzer = self
    self.meddler = meddler
    stack.sink = meddler
  }

  /// Runs `count` more steps.
  ///
  /// - Throws: The first ``Failure``.
  package func run(steps count: Int) throws(Failure) {
    for _ in 0..<count {
      steps += 1
      step()
      try check()
    }
    while let node = open.popLast() { try? node.dataSource.endUpdates() }
    flushFollows()
    try check()
  }

  // MARK: Steps

  private func step() {
    if ruleRandom.chance(0.04) { ruleStep() }
    formHook()
    // Growth is capped, so that a long run does not spend itself checking thousands of tiny
    // groups after every step.
    if random.chance(growthChance / 10), FuzzModel.nodes(under: root).count < 400 {
      let stacks = FuzzModel.nodes(under: root).filter { $0.stack != nil }
      grow(stacks[random.int(0..<stacks.count)])
      return
    }
    let roll = random.int(0..<100)
    switch roll {
    case 0..<5 where open.count < 3:
      let node = pickNode()
      if open.isEmpty {
        batchesWhenOpened = validator.validatedBatchCount
        noteShownRows()
      }
      trace?("begin on \(node.dataSource.name)")
      node.dataSource.beginUpdates()
      open.append(node)
    case 5..<20 where !open.isEmpty:
      trace?("end on \(open.last!.dataSource.name)")
      let node = open.removeLast()
      if !FuzzModel.nodes(under: root).contains(where: { $0 === node }) {
        coverage.endsAfterRemoval += 1
      }
      try? node.dataSource.endUpdates()
      trace?("  root depth \(root.stack!.transactionDepth)")
    case 24..<29:
      userMove()
    case 29..<32 where open.isEmpty:
      hookedStep()
    case 32..<35 where open.isEmpty:
      userAction()
    case 35..<37 where open.isEmpty:
      cancellingTransaction()
    case 37..<42 where open.isEmpty:
      typeIntoField()
    case 32..<42:
      // The user acts on the rows the view shows while the app's transaction is open.
      if random.chance(0.5) { typeIntoField() } else { userAction() }
    case 20..<24 where open.isEmpty:
      let node = pickNode()
      batchesWhenOpened = validator.validatedBatchCount
      open.append(node)
      trace?("performBatchUpdates on \(node.dataSource.name)")
      node.dataSource.performBatchUpdates {
        for _ in 0..<random.int(1...4) { mutate() }
      }
      open.removeLast()
    default:
      mutate()
    }
  }

  func pickNode() -> FuzzNode {
    // A validated group's rows are edited by its owner alone (``StackFuzzer/formHook()``).
    let all = FuzzModel.nodes(under: root).filter { !isForm($0) }
    return all[random.int(0..<all.count)]
  }

  /// A node to open a transaction on: half the time one of the deepest, which a uniform pick
  /// seldom reaches.
  func pickHost() -> FuzzNode {
    let all = FuzzModel.nodes(under: root)
    guard random.chance(0.5), let deepest = all.map(\.depth).max() else { return pickNode() }
    let deep = all.filter { $0.depth == deepest }
    return deep[random.int(0..<deep.count)]
  }

  /// One random operation on a random live node.
  func mutate() {
    operations += 1
    // An edit from a callback may have taken rows away, and the groups pinned under them.
    FuzzModel.prune(root)
    let node = pickNode()
    trace?("  mutate \(node.dataSource.name): \(FuzzModel.table(of: node.dataSource))")
    if random.chance(0.04), changePlaceholder(of: node) { return }
    if random.chance(0.08) {
      if random.chance(0.5) { adjustSomeSection(node) } else { pauseOrResume(node) }
      FuzzModel.prune(root)
      return
    }
    switch node.kind {
    case .stack:
      mutateStack(node)
    case .array(let source):
      if random.chance(0.15) { pinOrToggle(under: node) } else { mutateArray(source, node: node) }
    case .sectioned(let source):
      if random.chance(0.15) {
        pinOrToggle(under: node)
      } else {
        mutateSectioned(source, node: node)
      }
    case .expanding(let source):
      if random.chance(0.15) {
        pinOrToggle(under: node)
      } else {
        mutateExpanding(source, node: node)
      }
    case .outline(let source):
      mutateOutline(source)
    case .fetched(let source, let store):
      mutateFetched(source, store: store)
    case .snapshot(let source):
      mutateSnapshot(source)
    case .followed(let follow):
      mutateFollowed(follow)
    }
    FuzzModel.prune(root)
    trace?(
      "    → \(FuzzModel.table(of: node.dataSource)); root \(root.stack!.rowCounts) depth \(root.stack!.transactionDepth) open \(open.map(\.dataSource.name))"
    )
  }

  // MARK: Checks

  private func check() throws(Failure) {
    // A callback of the step (an end of editing's handler) may have deleted an anchor row: the
    // stack released the groups pinned there, and so does the model.
    FuzzModel.prune(root)
    if open.isEmpty { typedInTransaction = [:] }
    noteTypedItemsLeft()
    if !open.isEmpty {
      guard validator.validatedBatchCount == batchesWhenOpened else {
        throw fail("a batch reached the table while a transaction was open")
      }
      return
    }
    if let meddleFailure { throw fail(meddleFailure) }
    if let userMoveFailure { throw fail(userMoveFailure) }
    if let callbackFailure { throw fail(callbackFailure) }
    guard pendingCompletions == 0 else {
      throw fail("\(pendingCompletions) transaction completions did not run")
    }
    let nodes = FuzzModel.nodes(under: root)
    for (node, what) in acceptedMeddles where nodes.contains(where: { $0 === node }) {
      throw fail("\(what) from inside a batch was not refused by \(node.dataSource.name)")
    }
    acceptedMeddles.removeAll()
    try checkRefusedShownRows()
    // Rules the check applies send their batches now: a group hidden under the user's input
    // is among the rows replaced under it.
    // Enable rules first: the transaction of one applies every pending rule of the root with it,
    // which the group rules' check then finds applied.
    if let failure = applyEnableRules() ?? checkRules() { throw fail(failure) }
    try checkReplacedInputRows()
    for sink in [validator, collectionValidator] {
      if let violation = sink.violations.first { throw fail(violation.description) }
      if let miss = sink.incrementalMisses.first {
        throw fail("the full content check found what the incremental one missed: \(miss)")
      }
    }
    if let failure = identities.checkFailures.first { throw fail("identities: \(failure)") }
    coverage.identityBatches = identities.checkedBatches
    if let echo = controlView.echo { throw fail("echo: \(echo)") }
    if let stale = controlView.staleControl() { throw fail(stale) }
    coverage.echoChecks = controlView.reconfiguresOfChangedRows
    for node in FuzzModel.nodes(under: root) {
      if let mismatch = node.stack?.layoutMismatch() { throw fail(mismatch) }
    }
    let stack = root.stack!
    let expected = FuzzModel.flatten(root)
    let actual = FuzzModel.table(of: stack)
    // A validated row's message row is checked by the forms' oracle.
    let rows = forms.isEmpty ? actual : FuzzModel.table(of: stack, skippingMessages: true)
    guard expected == rows else {
      throw fail("table \(rows) differs from the model \(expected)")
    }
    if !forms.isEmpty, let failure = checkForms(table: actual, expected: expected) {
      throw fail(failure)
    }
    let sections = actual.count
    guard sections > 0 else { return }
    for _ in 0..<3 {
      let section = random.int(0..<sections)
      guard !actual[section].isEmpty else { continue }
      let path = TablePath(section: section, row: random.int(0..<actual[section].count))
      guard let owner = stack.resolve(path) else { throw fail("\(path) does not resolve") }
      guard stack.topLevelPath(of: owner.path, in: owner.dataSource) == path else {
        throw fail(
          "\(path) resolves to \(owner.dataSource.name) \(owner.path), which maps back "
            + "to \(String(describing: stack.topLevelPath(of: owner.path, in: owner.dataSource)))")
      }
    }
  }

  /// Notes a dimension reached; see ``Coverage``.
  func cover(_ update: (inout Coverage) -> Void) { update(&coverage) }

  func fail(_ message: String) -> Failure {
    Failure(seed: seed, step: steps, message: message)
  }

  func expectRejected(_ body: () throws -> Void, _ what: String) {
    let before = validator.validatedBatchCount
    do {
      try body()
      fatalError("seed \(seed), step \(steps): \(what) was accepted")
    } catch {
      precondition(validator.validatedBatchCount == before, "\(what) sent a batch")
    }
  }

  func item() -> String {
    nextItem += 1
    return "i\(nextItem)"
  }
}
