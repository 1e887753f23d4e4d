#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import Testing

  @testable import StackedDataSourcesUI

  /// A row's controls in an `NSTableView` (issue 30): each the native control, wired to the
  /// bridge, its input handed to the row's owner without echo; both oracles on every batch.
  @MainActor
  @Suite("NSTableViewBridge: a row's controls")
  struct NSTableViewControlsTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("each row shows its native control, configured from its content")
    func controls() throws {
      let harness = NSTableControlsHarness()
      let name = try #require(harness.control("name", NSTextField.self))
      #expect(!(name is NSSecureTextField) && name.isEditable && name.stringValue == "iPhone")
      #expect(name.placeholderString == "iPhone")
      #expect(harness.control("passcode", NSTextField.self) is NSSecureTextField)
      let slider = try #require(harness.control("brightness", NSSlider.self))
      #expect(slider.minValue == 0 && slider.maxValue == 1 && slider.doubleValue == 0.5)
      #expect(slider.numberOfTickMarks == 11 && slider.allowsTickMarkValuesOnly)
      let stepper = try #require(harness.control("copies", NSStepper.self))
      #expect(stepper.minValue == 1 && stepper.maxValue == 10 && stepper.increment == 1)
      #expect(
        stepper.doubleValue == 2 && harness.view("copies")?.accessoryLabel.stringValue == "2 copies"
      )
      let segmented = try #require(harness.control("appearance", NSSegmentedControl.self))
      #expect(segmented.segmentCount == 3 && segmented.label(forSegment: 1) == "Dark")
      #expect(segmented.selectedSegment == 0)
      for id in ["ringtone", "autoLock"] {
        let popUp = try #require(harness.control(id, NSPopUpButton.self))
        #expect(
          popUp.itemTitles.count == 3
            && popUp.indexOfSelectedItem == harness.screen.setting(id).option)
      }
      let date = try #require(harness.control("date", NSDatePicker.self))
      #expect(
        date.datePickerElements == .yearMonthDay && date.dateValue == ControlsScreen.firstDate)
      #expect(date.minDate == ControlsScreen.dateRange.lowerBound)
      #expect(date.maxDate == ControlsScreen.dateRange.upperBound)
      #expect(harness.view("device")?.control == nil)
      #expect(harness.view("brightness")?.accessibilityValue() as? String == "0.5")
      #expect(harness.view("passcode")?.accessibilityValue() == nil)
      harness.expectConsistent("first load")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("typing reaches onTextChange and the model; the field's row is not reloaded, Device is")
    func typing() throws {
      let harness = NSTableControlsHarness()
      let field = try #require(harness.control("name", NSTextField.self))
      let device = try #require(harness.view("device"))
      let before = harness.table.standInReceivedCalls.count
      field.standInUserType("Ada")
      #expect(harness.screen.received == ["name text Ada"])
      #expect(harness.screen.setting("name").text == "Ada")
      #expect(harness.screen.setting("device").text == "Ada")
      // Device's view shows the name again in place (the sink's reconfigure): no reload.
      #expect(harness.calls(since: before) == ["userChangedControl(\(harness.row("name")))"])
      // The field the user types in is still the one shown, with the user's text.
      #expect(harness.view("name")?.control === field && field.stringValue == "Ada")
      #expect(field.standInIsEditing)
      #expect(harness.view("device") === device && device.secondaryLabel.stringValue == "Ada")
      harness.expectConsistent("Ada typed")
      field.standInUserEndEditing()
      #expect(harness.screen.received.last == "name end Ada")
      #expect(harness.errors.isEmpty)
      harness.expectConsistent("editing ended")
    }

    @Test("typing into a row whose other content changes: its view is updated in place")
    func typingKeepsEditing() throws {
      // A bio field counting what is left: each keystroke changes the row's secondary text,
      // which the row's reconfigure shows (issue 35, defect 7).
      let bio = ArrayDataSource(["Hi"], name: "Bio")
      bio.content = {
        RowContent(
          "Bio", secondaryText: "\(140 - $0.count) left", accessory: .textField(.init(text: $0)))
      }
      bio.onTextChange = { [unowned bio] _, text in try? bio.replace(at: 0, with: text) }
      let table = NSTableView(frame: .zero)
      let bridge = NSTableViewBridge(dataSource: bio)
      let validator = ValidatingSink(
        dataSource: bio,
        downstream: NSTableViewSink(tableView: table, dataSource: bio, showsHeaders: true),
        flavor: .tableView)
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Bio")))
      table.dataSource = bridge
      table.delegate = bridge
      table.standInRowValueProvider = { bio.rowContent(at: TablePath(section: 0, row: $0)) }
      table.standInShowViews()
      table.standInSetInWindow(true)
      bio.sink = validator
      let view = try #require(table.standInView(atRow: 0) as? RowContentCellView)
      let field = try #require(view.control as? NSTextField)
      let before = table.standInReceivedCalls.count
      field.standInUserType("Hi!")
      #expect(bio.items == ["Hi!"])
      // AppKit would drop a reloaded row's views, and the field's editing with them.
      #expect(field.standInIsEditing, "\(table.standInReceivedCalls.dropFirst(before))")
      #expect(Array(table.standInReceivedCalls.dropFirst(before)) == ["userChangedControl(0)"])
      #expect(table.standInView(atRow: 0) === view && view.control === field)
      #expect(view.secondaryLabel.stringValue == "137 left" && field.stringValue == "Hi!")
      #expect(table.standInShownRows == [bio.rowContent(at: TablePath(section: 0, row: 0))])
      #expect(validator.violations.isEmpty, "\(validator.violations)")
      #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("slider, stepper, pickers and date picker reach their handlers through the action")
    func values() throws {
      let harness = NSTableControlsHarness()
      let screen = harness.screen
      let slider = try #require(harness.control("brightness", NSSlider.self))
      let (target, action) = slider.standInUserDrag(to: 0.63)
      #expect(target === harness.bridge && action == NSTableViewBridge.controlAction)
      harness.bridge.userChangedControl(slider)
      #expect(abs(screen.setting("brightness").number - 0.6) < 1e-9)
      harness.expectConsistent("brightness")

      let stepper = try #require(harness.control("copies", NSStepper.self))
      _ = stepper.standInUserClick(up: true)
      harness.bridge.userChangedControl(stepper)
      #expect(screen.setting("copies").number == 3)
      // The stepper's text is the owner's: its row is reloaded to show it.
      #expect(harness.view("copies")?.accessoryLabel.stringValue == "3 copies")
      harness.expectConsistent("copies")

      let segmented = try #require(harness.control("appearance", NSSegmentedControl.self))
      _ = segmented.standInUserSelect(segment: 2)
      harness.bridge.userChangedControl(segmented)
      let ringtone = try #require(harness.control("ringtone", NSPopUpButton.self))
      _ = ringtone.standInUserSelectItem(at: 0)
      harness.bridge.userChangedControl(ringtone)
      let autoLock = try #require(harness.control("autoLock", NSPopUpButton.self))
      _ = autoLock.standInUserSelectItem(at: 2)
      harness.bridge.userChangedControl(autoLock)
      #expect(
        [screen.setting("appearance"), screen.setting("ringtone"), screen.setting("autoLock")]
          .map(\.option) == [2, 0, 2])
      harness.expectConsistent("options picked")

      let noon = ControlsScreen.firstDate.addingTimeInterval(86_400)
      let date = try #require(harness.control("date", NSDatePicker.self))
      _ = date.standInUserPick(noon)
      harness.bridge.userChangedControl(date)
      #expect(screen.setting("date").date == noon)
      #expect(
        screen.received.dropFirst() == [
          "copies value 3.0", "appearance option 2", "ringtone option 0", "autoLock option 2",
          "date date \(Int(noon.timeIntervalSince1970))",
        ])
      #expect(harness.errors.isEmpty)
      harness.expectConsistent("date picked")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a value the owner does not take is put back by the row's reconfigure, in place")
    func notTaken() throws {
      let harness = NSTableControlsHarness()
      harness.screen.takesInput = false
      let slider = try #require(harness.control("brightness", NSSlider.self))
      _ = slider.standInUserDrag(to: 0.9)
      harness.bridge.userChangedControl(slider)
      #expect(harness.screen.received == ["brightness value 0.9"])
      #expect(
        harness.table.standInReceivedCalls.last
          == "userChangedControl(\(harness.row("brightness")))")
      #expect(harness.control("brightness", NSSlider.self) === slider && slider.doubleValue == 0.5)
      let field = try #require(harness.control("name", NSTextField.self))
      field.standInUserType("Ada")
      #expect(harness.control("name", NSTextField.self)?.stringValue == "iPhone")
      #expect(harness.screen.setting("device").text == "iPhone")
      harness.expectConsistent("nothing taken")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a refused value reports a typed error, and the bridge puts the control back")
    func refused() throws {
      let harness = NSTableControlsHarness()
      let date = try #require(harness.control("date", NSDatePicker.self))
      let before = harness.table.standInReceivedCalls.count
      _ = date.standInUserPick(Date(timeIntervalSince1970: 0))  // before the range
      harness.bridge.userChangedControl(date)
      #expect(harness.errors.map(\.code) == [.invalidControlValue])
      #expect(harness.screen.received.isEmpty)
      // No batch: the bridge itself shows the row's date again.
      #expect(harness.calls(since: before) == ["userChangedControl(\(harness.row("date")))"])
      #expect(date.dateValue == ControlsScreen.firstDate)
      harness.expectConsistent("date refused")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a reused view's controls reach the row it shows now, never the one it showed")
    func reuse() throws {
      let harness = NSTableControlsHarness()
      let nameView = try #require(harness.view("name"))
      let field = try #require(nameView.control as? NSTextField)
      harness.table.reloadData()
      // The only view to reuse shows Device now: its field is hidden and not wired.
      #expect(harness.view("device") === nameView)
      #expect(field.isHidden && field.delegate == nil)
      field.standInUserType("Ada")
      #expect(harness.screen.received.isEmpty)
      harness.table.reloadData()
      // It shows Brightness next: a slider, wired, whose input reaches Brightness.
      #expect(harness.view("brightness") === nameView)
      let slider = try #require(nameView.control as? NSSlider)
      #expect(field.superview == nil && slider.target === harness.bridge)
      _ = slider.standInUserDrag(to: 0.2)
      harness.bridge.userChangedControl(slider)
      #expect(harness.screen.received == ["brightness value 0.2"])
      harness.expectConsistent("reused")
    }
  }
#endif
