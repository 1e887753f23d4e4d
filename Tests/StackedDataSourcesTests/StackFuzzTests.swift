import StackFuzz
import Testing

@MainActor
@Suite("Model-based fuzz test of stacks, pins and transactions")
struct StackFuzzTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(
    "random trees and operations keep the table legal and equal to the model", arguments: 1...20)
  func fuzz(seed: UInt64) {
    let fuzzer = StackFuzzer(seed: seed)
    do {
      try fuzzer.run(steps: 1_000)
    } catch {
      Issue.record("\(error)")
    }
    #expect(fuzzer.batches > 100, "seed \(seed) checked too few batches")
    // Most batches come from the root's transactions, so the incremental content check (proved
    // against the full one every few batches) is what checks them.
    #expect(
      fuzzer.incrementalChecks > fuzzer.batches / 2,
      "seed \(seed): \(fuzzer.incrementalChecks) incremental checks of \(fuzzer.batches) batches")
  }

  /// A green run only covers what it reaches: these seeds must reach every dimension the fuzzer
  /// was given — stacks past 16 and 256 groups, edits from inside a batch, snapshots and pins
  /// inside transactions, transactions closed after their node left, every kind of group, drags
  /// the owner followed and drags it refused, drags dropped where `targetPath` sent them, placeholder rows set and cleared, transactions
  /// opened from sink calls and callbacks at every depth, every callback and user action editing
  /// the model, edits that cancel out under a placeholder, snapshot reports checked.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the fuzzer reaches every dimension it is meant to")
  func coverage() throws {
    var total = StackFuzzer.Coverage()
    // Seeds 1 and 2 grow stacks past 256 groups; the others reach the rest together (the
    // rarest: input into followed expanding sections, 34 since the rules took their draws; a
    // followed source's rows dragged, 49; text typed into paused sources, 18, 34 and 38; since
    // the forms took theirs: a snapshot's report editing, 20; a hidden nested stack and a value
    // failing on end of editing, 44; editing ended in a paused source, values failing on submit
    // and again, 52).
    for seed: UInt64 in [1, 2, 10, 16, 18, 20, 34, 38, 44, 49, 52] {
      // Two of the runs may grow stacks past 256 groups; each step is slower from then on.
      let fuzzer = StackFuzzer(
        seed: seed, growthChance: 0.3, growsLarge: seed <= 2, meddleChance: 0.2)
      try fuzzer.run(steps: seed <= 2 ? 150 : 400)
      let found = fuzzer.coverage
      total.meddles += found.meddles
      total.stacksOf16 += found.stacksOf16
      total.stacksOf256 += found.stacksOf256
      total.snapshotsInTransactions += found.snapshotsInTransactions
      total.pinsInTransactions += found.pinsInTransactions
      total.endsAfterRemoval += found.endsAfterRemoval
      total.kinds.merge(found.kinds, uniquingKeysWith: +)
      total.userMovesAccepted += found.userMovesAccepted
      total.userMovesRefused += found.userMovesRefused
      total.userMovesFromTargetPath += found.userMovesFromTargetPath
      total.placeholderChanges += found.placeholderChanges
      total.transactionsFromSinkCalls += found.transactionsFromSinkCalls
      total.callbackTransactionDepths.formUnion(found.callbackTransactionDepths)
      total.callbackEdits.merge(found.callbackEdits, uniquingKeysWith: +)
      total.userActions.merge(found.userActions, uniquingKeysWith: +)
      total.placeholderCancellations += found.placeholderCancellations
      total.snapshotReports += found.snapshotReports
      total.sectionResizes += found.sectionResizes
      total.pauseChanges += found.pauseChanges
      total.add(followed: found)
      total.add(input: found)
      total.hiding.merge(found.hiding, uniquingKeysWith: +)
      total.rules.merge(found.rules, uniquingKeysWith: +)
      total.forms.merge(found.forms, uniquingKeysWith: +)
    }
    #expect(total.meddles > 0)
    #expect(total.stacksOf16 > 0)
    #expect(total.stacksOf256 > 0)
    #expect(total.snapshotsInTransactions > 0)
    #expect(total.pinsInTransactions > 0)
    #expect(total.endsAfterRemoval > 0)
    #expect(total.userMovesAccepted > 0 && total.userMovesRefused > 0)
    #expect(total.userMovesFromTargetPath > 0)
    #expect(total.placeholderChanges > 0)
    #expect(total.transactionsFromSinkCalls > 0)
    // Transactions from sink calls and callbacks opened on the root, a group and a nested one.
    #expect(
      total.callbackTransactionDepths.isSuperset(of: [1, 2, 3]),
      "\(total.callbackTransactionDepths)")
    #expect(
      Set(total.callbackEdits.keys)
        == [
          "didChange", "didUpdate", "completion", "select", "toggle", "swipe", "control",
          "endEditing",
        ],
      "\(total.callbackEdits)")
    #expect(
      Set(total.userActions.keys) == ["select", "toggle", "swipe", "delete", "insert", "refused"],
      "\(total.userActions)")
    #expect(total.placeholderCancellations > 0)
    #expect(total.snapshotReports > 0)
    #expect(total.sectionResizes > 0 && total.pauseChanges > 0)
    #expect(
      Set(total.kinds.keys)
        == Set([
          "array", "sectioned", "stack", "expanding", "outline", "fetched", "snapshot", "followed",
        ]),
      "\(total.kinds)")
    // Followed models edited in bursts, in transactions, from sink calls and callbacks; flushes
    // checked; direct edits reported; tracked histories broken; drags taken by the model.
    #expect(total.followedBursts > 0 && total.followedEditsInTransactions > 0)
    #expect(total.followedEditsFromSinkCalls > 0 && total.followedEditsFromCallbacks > 0)
    #expect(total.followedFlushes > 0 && total.followedDirectEdits > 0)
    #expect(total.followedHistoryBreaks > 0 && total.followedUserMoves > 0)
    // Flushes from inside the follow's own apply; pending follows said so.
    #expect(total.followedNestedFlushes > 0 && total.followedPendingChecks > 0)
    // Input into controls: every answer of an owner, input refused by the row (no such control,
    // a field not editable, a number off the control's step) and from inside a batch; editing
    // ended of a field typed into in the open transaction; reconfigures of rows the user
    // changed, each checked for an echo.
    #expect(
      Set(total.controlAnswers.keys).isSuperset(of: [
        "take", "refuse", "change", "reconfigureOwnRow", "dependentRow", "editTree", "editModel",
        "entered", "no such control", "not editable", "off step", "during batch",
        "ended typed in transaction",
      ]), "\(total.controlAnswers)")
    #expect(total.echoChecks > 0, "\(total.echoChecks)")
    // Top-level groups hidden and shown, at the root and nested, in transactions, a hidden
    // nested stack, the current state asked again, hide and show netted to nothing, and groups
    // that cannot be hidden refused.
    #expect(
      Set(total.hiding.keys)
        == [
          "hide", "show", "current state", "in transaction", "nested", "hidden stack",
          "cancelled", "rejected",
        ], "\(total.hiding)")
    // Rules showing top-level and pinned groups, nested, on followed groups, started in a
    // transaction, their flags flipped while one is open and in a root transaction of their own.
    #expect(
      Set(total.rules.keys)
        == [
          "top-level", "pinned", "nested", "followed", "started in transaction",
          "flipped in transaction", "flipped while open",
        ], "\(total.rules)")
    // Validated groups inserted nested and pinned; values failing on change, on end of editing
    // and on submit, failing again and fixed, typed in transactions; validate() on the root and
    // nested stacks, refused while a group is paused; enable rules, disabled rows refusing input
    // and enabled again; message rows under groups a rule hid; input into a row the open
    // transaction took out, refused as deleted.
    #expect(
      Set(total.forms.keys)
        == [
          "pinned", "nested", "failed on change", "failed on end of editing", "failed on submit",
          "failed again", "fixed", "typed in transaction", "validate", "validate nested",
          "validate refused paused", "enable rule", "disabled refused", "enabled again",
          "refused as deleted",
          "message under hidden group",
        ], "\(total.forms)")
    // Text typed, numbers into sliders and steppers, switches flipped, editing ended.
    #expect(
      Set(total.controlKinds.keys) == ["text", "number", "switch", "endEditing"],
      "\(total.controlKinds)")
    // Every action on the rows the view shows while a transaction is open: some reached rows
    // the transaction had moved, some were refused because it had deleted theirs.
    #expect(
      Set(total.shownRowInputs.keys) == [
        "select", "toggle", "swipe", "delete", "insert", "text", "number", "switch", "endEditing",
        "translated", "refused as deleted",
      ], "\(total.shownRowInputs)")
    // Text typed into paused sources, and their editing ended.
    #expect(
      Set(total.pausedInputs.keys).isSuperset(of: ["text", "endEditing"]),
      "\(total.pausedInputs)")
    // Every action from inside a batch, some on rows the batch was deleting.
    #expect(
      Set(total.deliveryInputs.keys) == [
        "type", "number", "switch", "endEditing", "select", "delete", "insert", "swipe",
        "deleted row",
      ], "\(total.deliveryInputs)")
    // Input into followed sections, expanding sections and outlines whose items carry it.
    #expect(
      Set(total.followedControlInputs.keys) == ["sectioned", "expanding", "outline"],
      "\(total.followedControlInputs)")
    // Row identities checked against UIKit's replay on every batch.
    #expect(total.identityBatches > 1_000, "\(total.identityBatches)")
  }
}
