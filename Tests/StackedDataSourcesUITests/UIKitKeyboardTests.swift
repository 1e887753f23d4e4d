#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The keyboard in a table (`TableViewBridge`) and a list collection view
  /// (`CollectionViewBridge`), issue 38 part 3: each field's Return key comes from the core,
  /// Return makes the next field the first responder — laying out a row that was off screen —
  /// or submits the form and resigns, and a field that begins editing scrolls its row into
  /// view. The view's calls reach a `ValidatingSink` with the full content check.
  @MainActor
  @Suite("UIKit: Return moves through the form's fields")
  struct UIKitKeyboardTests {
    /// ``KeyboardForm`` in a stand-in table or list collection view, wired as an app wires it;
    /// no cell is on screen until a test asks for it.
    @MainActor
    final class Harness {
      let form = KeyboardForm()
      let view: UIKitView
      let validator: ValidatingSink
      private(set) var errors: [DataSourceError] = []
      let tableView = UITableView(frame: .zero, style: .insetGrouped)
      let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
      private let tableBridge: TableViewBridge
      private let collectionBridge: CollectionViewBridge

      init(_ view: UIKitView) {
        self.view = view
        let stack = form.stack
        tableBridge = TableViewBridge(dataSource: stack)
        collectionBridge = CollectionViewBridge(dataSource: stack)
        validator = ValidatingSink(
          dataSource: stack, flavor: view == .table ? .tableView : .collectionView,
          contentCheck: .full)
        switch view {
        case .table:
          tableBridge.onError = { [unowned self] in errors.append($0) }
          tableView.dataSource = tableBridge
          tableView.delegate = tableBridge
          tableView.standInSetInWindow(true)
          tableView.standInOnCall = { [unowned self] call in
            if let update = call.tableUpdate { validator.apply(update) }
          }
          stack.sink = TableViewSink(tableView: tableView)
        case .collection:
          collectionBridge.onError = { [unowned self] in errors.append($0) }
          collectionView.dataSource = collectionBridge
          collectionView.delegate = collectionBridge
          collectionView.standInSetInWindow(true)
          collectionView.standInOnCall = { [unowned self] call in
            if let update = call.tableUpdate { validator.apply(update) }
          }
          stack.sink = CollectionViewSink(collectionView: collectionView)
        }
      }

      /// The text field of the row at `path`, whose cell the view lays out (on screen).
      func field(_ path: TablePath) -> UITextField? {
        switch view {
        case .table: tableView.standInCell(at: IndexPath(path))?.accessoryView as? UITextField
        case .collection: collectionView.standInControl(UITextField.self, at: IndexPath(path))
        }
      }

      /// The rows the view was scrolled to, and whether each scroll animated.
      var scrolls: [String] {
        let scrolls =
          switch view {
          case .table: tableView.standInScrolls
          case .collection: collectionView.standInScrolls
          }
        return scrolls.map { "\(TablePath($0.indexPath)!)\($0.animated ? " animated" : "")" }
      }

      /// UIKit's rules and the content check held, and the view took every batch.
      func expectConsistent(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let failures =
          switch view {
          case .table: tableView.standInFailures
          case .collection: collectionView.standInFailures
          }
        #expect(
          validator.violations.isEmpty && failures.isEmpty && errors.isEmpty,
          "\(view) \(step): \(validator.violations) \(failures) \(errors)",
          sourceLocation: sourceLocation)
      }
    }

    @Test(
      "each field's Return key says next until the last field, which says done",
      arguments: UIKitView.allCases)
    func returnKeys(_ view: UIKitView) throws {
      let harness = Harness(view)
      #expect(harness.field(KeyboardForm.firstName)?.returnKeyType == .next)
      #expect(harness.field(KeyboardForm.lastName)?.returnKeyType == .next)
      #expect(harness.field(KeyboardForm.emailField)?.returnKeyType == .done)
      harness.expectConsistent("shown")
    }

    @Test(
      "Return focuses the next field, laying out a row that was off screen, then submits",
      arguments: UIKitView.allCases)
    func returnMovesOn(_ view: UIKitView) throws {
      let harness = Harness(view)
      defer { UIResponder.standInFirstResponder?.resignFirstResponder() }
      let first = try #require(harness.field(KeyboardForm.firstName))
      let last = try #require(harness.field(KeyboardForm.lastName))
      // The user taps into First name: its row is scrolled into view.
      #expect(first.becomeFirstResponder())
      #expect(harness.scrolls == ["[0, 0] animated"])
      first.standInUserReturn()
      #expect(UIResponder.standInFirstResponder === last)
      #expect(harness.form.ended == ["First name"], "First name's editing ended once")
      // Email's row was never laid out: Return scrolls to it without animation and lays the
      // table out, which makes its cell, whose field becomes the first responder.
      last.standInUserReturn()
      let email = try #require(harness.field(KeyboardForm.emailField))
      #expect(UIResponder.standInFirstResponder === email)
      #expect(
        harness.scrolls == [
          "[0, 0] animated", "[0, 1]", "[0, 1] animated", "[2, 0]", "[2, 0] animated",
        ])
      #expect(harness.form.ended == ["First name", "Last name"] && harness.form.submitted == 0)
      email.standInUserReturn()
      #expect(harness.form.submitted == 1)
      #expect(UIResponder.standInFirstResponder == nil, "submitting resigns the field")
      #expect(harness.form.ended == ["First name", "Last name", "Email"])
      harness.expectConsistent("submitted")
    }

    @Test(
      "a field that begins editing shows the Return key of now, when a later field was disabled",
      arguments: UIKitView.allCases)
    func returnKeyWhenEditingBegins(_ view: UIKitView) throws {
      let harness = Harness(view)
      defer { UIResponder.standInFirstResponder?.resignFirstResponder() }
      let last = try #require(harness.field(KeyboardForm.lastName))
      #expect(last.returnKeyType == .next)
      // Email is disabled: its row is reconfigured, Last name's is not.
      try harness.form.email.replace(at: 0, with: .init(title: "Email", isEnabled: false))
      #expect(last.returnKeyType == .next)
      #expect(last.becomeFirstResponder())
      #expect(last.returnKeyType == .done && last.standInInputViewReloadCount == 1)
      last.standInUserReturn()
      #expect(harness.form.submitted == 1 && UIResponder.standInFirstResponder == nil)
      harness.expectConsistent("disabled email")
    }
  }

  /// What the stand-in UIKit adds for the keyboard behaves as UIKit documents it: one first
  /// responder, whose field begins and ends editing as it comes and goes; Return resigns unless
  /// its action moved the focus; a scroll without animation brings the row's cell on screen at
  /// the next layout; a scroll to a row the view does not have is a failure.
  @MainActor
  @Suite("Stand-in UIKit: the first responder and scrolling")
  struct StandInKeyboardTests {
    @Test("one first responder: a field begins editing when it becomes it and ends when it goes")
    func firstResponder() {
      defer { UIResponder.standInFirstResponder?.resignFirstResponder() }
      let first = UITextField(frame: .zero)
      let second = UITextField(frame: .zero)
      var events: [String] = []
      for (name, field) in [("first", first), ("second", second)] {
        field.addAction(UIAction { _ in events.append("\(name) began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("\(name) ended") }, for: .editingDidEnd)
      }
      #expect(first.becomeFirstResponder() && first.isFirstResponder)
      #expect(first.becomeFirstResponder(), "again: nothing more happens")
      #expect(second.becomeFirstResponder() && !first.isFirstResponder)
      #expect(events == ["first began", "first ended", "second began"])
      second.isEnabled = false
      #expect(second.resignFirstResponder() && UIResponder.standInFirstResponder == nil)
      #expect(!second.becomeFirstResponder(), "a disabled field cannot")
      #expect(!UIView(frame: .zero).becomeFirstResponder(), "nor can a plain view")
      second.reloadInputViews()
      #expect(second.standInInputViewReloadCount == 1 && second.returnKeyType == .default)
    }

    @Test("Return resigns the field, unless its action made another field the first responder")
    func returnResigns() {
      defer { UIResponder.standInFirstResponder?.resignFirstResponder() }
      let first = UITextField(frame: .zero)
      let second = UITextField(frame: .zero)
      var ended = 0
      first.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
      first.becomeFirstResponder()
      first.standInUserReturn()
      #expect(ended == 1 && UIResponder.standInFirstResponder == nil)
      first.becomeFirstResponder()
      first.addAction(
        UIAction { _ in second.becomeFirstResponder() }, for: .editingDidEndOnExit)
      first.standInUserReturn()
      #expect(ended == 2 && second.isFirstResponder, "ended once, as the focus moved")
    }

    @Test(
      "an unanimated scroll brings the row's cell on screen at the next layout",
      arguments: UIKitView.allCases)
    func scrolling(_ view: UIKitView) {
      let harness = UIKitKeyboardTests.Harness(view)
      let cell: (IndexPath) -> UIView? = { indexPath in
        switch view {
        case .table: harness.tableView.cellForRow(at: indexPath)
        case .collection: harness.collectionView.cellForItem(at: indexPath)
        }
      }
      let scroll: (IndexPath, Bool) -> Void = { indexPath, animated in
        switch view {
        case .table: harness.tableView.scrollToRow(at: indexPath, at: .none, animated: animated)
        case .collection:
          harness.collectionView.scrollToItem(at: indexPath, at: [], animated: animated)
        }
      }
      let layout = {
        switch view {
        case .table: harness.tableView.layoutIfNeeded()
        case .collection: harness.collectionView.layoutIfNeeded()
        }
      }
      let email = IndexPath(KeyboardForm.emailField)
      #expect(cell(email) == nil, "off screen")
      scroll(email, true)
      layout()
      #expect(cell(email) == nil, "an animated scroll gets there over frames")
      scroll(email, false)
      #expect(cell(email) == nil, "not before the layout")
      layout()
      #expect(cell(email) != nil)
      #expect(harness.scrolls == ["[2, 0] animated", "[2, 0]"])
      scroll(IndexPath(row: 1, section: 2), false)
      let failures =
        switch view {
        case .table: harness.tableView.standInFailures
        case .collection: harness.collectionView.standInFailures
        }
      let call = view == .table ? "scrollToRow" : "scrollToItem"
      #expect(failures == ["\(call)(at: [2, 1]): no such \(view == .table ? "row" : "item")"])
    }
  }
#endif
