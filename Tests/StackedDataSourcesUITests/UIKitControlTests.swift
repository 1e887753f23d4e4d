#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// Each row control of ``ControlsScreen`` as a native UIKit control, in a table
  /// (`TableViewBridge`) and in a list collection view (`CollectionViewBridge`): the user's input
  /// reaches the owner's handler and the followed model without echo, a value the owner does not
  /// take or refuses goes back, reused cells act for their new rows, and every row carries its
  /// accessibility. Both oracles check every batch (`expectConsistent`). (The UI tests build on
  /// Linux only, where the screen's iOS 17 availability does not apply.)
  @MainActor
  @Suite("UIKit row controls")
  struct UIKitControlTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("each control shows its row's content natively", arguments: UIKitView.allCases)
    func controlsShowContent(_ view: UIKitView) throws {
      let harness = ControlsHarness(view)
      harness.expectConsistent("shown")
      let name = try #require(harness.control(UITextField.self, "name"))
      #expect(name.placeholder == "iPhone" && !name.isSecureTextEntry && name.isEnabled)
      #expect(name.textContentType == .name && name.autocapitalizationType == .words)
      let passcode = try #require(harness.control(UITextField.self, "passcode"))
      #expect(passcode.isSecureTextEntry && passcode.keyboardType == .numberPad)
      #expect(passcode.textContentType == .password)
      let slider = try #require(harness.control(UISlider.self, "brightness"))
      #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
      #expect(slider.minimumValueImage?.standInSymbolName == "sun.min")
      #expect(slider.maximumValueImage?.standInSymbolName == "sun.max")
      let stepper = try #require(harness.control(UIStepper.self, "copies"))
      #expect(stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 1)
      #expect(harness.valueText("copies") == "2 copies")
      let segments = try #require(harness.control(UISegmentedControl.self, "appearance"))
      #expect(
        (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) }
          == ["Light", "Dark", "Automatic"])
      let menu = try #require(harness.control(UIButton.self, "ringtone"))
      #expect(menu.showsMenuAsPrimaryAction && menu.changesSelectionAsPrimaryAction)
      #expect(menu.menu?.children.map(\.title) == ["Radar", "Beacon", "Chimes"])
      #expect(menu.standInSelectedMenuTitle == "Beacon")
      #expect(harness.valueText("autoLock") == "30 Seconds")
      let date = try #require(harness.control(UIDatePicker.self, "date"))
      #expect(date.preferredDatePickerStyle == .compact && date.datePickerMode == .date)
      #expect(date.minimumDate == ControlsScreen.dateRange.lowerBound)
      #expect(date.maximumDate == ControlsScreen.dateRange.upperBound)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "typing with marked text: no echo, the field keeps its composition, Device follows",
      arguments: UIKitView.allCases)
    func typingWithoutEcho(_ view: UIKitView) throws {
      let harness = ControlsHarness(view)
      let field = try #require(harness.control(UITextField.self, "name"))
      harness.clear()
      harness.user(UITextField.self, "name") { $0.standInUserType("!") }
      harness.expectConsistent("typed")
      harness.user(UITextField.self, "name") { $0.standInSetMarkedText("か") }
      harness.expectConsistent("marked")
      #expect(harness.screen.received == ["name text iPhone!", "name text iPhone!か"])
      #expect(harness.screen.setting("name").text == "iPhone!か")
      #expect(harness.screen.setting("device").text == "iPhone!か")
      let name = ControlsScreen.path(of: "name")
      let device = ControlsScreen.path(of: "device")
      #expect(!harness.refreshedRows.contains(name), "\(harness.received)")
      #expect(harness.refreshedRows == [device, device], "\(harness.received)")
      #expect(harness.control(UITextField.self, "name") === field)
      #expect(field.text == "iPhone!か" && field.standInMarkedText == "か")
      #expect(field.standInCursorOffset == 8)
      harness.user(UITextField.self, "name") { $0.standInUserReturn() }
      #expect(harness.screen.received.last == "name end iPhone!か")
      #expect(harness.screen.received.count == 3, "Return ends editing once")
      harness.expectConsistent("returned")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a slider's drag, a stepper's taps, a segment, a menu item and a date reach their handlers",
      arguments: UIKitView.allCases)
    func valueControlsReachHandlers(_ view: UIKitView) throws {
      let harness = ControlsHarness(view)
      let screen = harness.screen
      harness.clear()
      harness.user(UISlider.self, "brightness") { $0.standInUserDrag(to: 0.63) }
      harness.expectConsistent("slider dragged")
      // The slider's step is 0.1: the value is snapped before it is handed on, and the slider
      // shows the step.
      #expect(abs(screen.setting("brightness").number - 0.6) < 1e-9)
      #expect(harness.control(UISlider.self, "brightness")?.value == Float(0.6))
      #expect(!harness.refreshedRows.contains(ControlsScreen.path(of: "brightness")))
      harness.user(UIStepper.self, "copies") { $0.standInUserTap(increments: true) }
      harness.expectConsistent("stepper tapped +")
      #expect(screen.setting("copies").number == 3 && harness.valueText("copies") == "3 copies")
      harness.user(UIStepper.self, "copies") { $0.standInUserTap(increments: false) }
      harness.user(UIStepper.self, "copies") { $0.standInUserTap(increments: false) }
      harness.expectConsistent("stepper tapped − twice")
      #expect(screen.setting("copies").number == 1 && harness.valueText("copies") == "1 copies")
      harness.user(UISegmentedControl.self, "appearance") { $0.standInUserPick(1) }
      harness.expectConsistent("segment picked")
      let noon = Date(timeIntervalSince1970: 1_790_000_000)
      let picked = harness.user(UIButton.self, "ringtone") { $0.standInUserPickMenuItem(at: 2) }
      #expect(picked)
      harness.expectConsistent("menu item picked")
      harness.user(UIDatePicker.self, "date") { $0.standInUserPick(noon) }
      harness.expectConsistent("date picked")
      #expect(
        screen.received.filter { !$0.hasPrefix("brightness") } == [
          "copies value 3.0", "copies value 2.0", "copies value 1.0", "appearance option 1",
          "ringtone option 2", "date date 1790000000",
        ])
      #expect(screen.setting("appearance").option == 1 && screen.setting("ringtone").option == 2)
      #expect(screen.setting("date").date == noon)
      let unchanged = ["brightness", "appearance", "ringtone", "date"].map {
        ControlsScreen.path(of: $0)
      }
      #expect(
        harness.refreshedRows.allSatisfy { !unchanged.contains($0) }, "\(harness.received)")
      #expect(harness.errors.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a value the owner does not take puts the control back by a reconfigure",
      arguments: UIKitView.allCases)
    func untakenValueGoesBack(_ view: UIKitView) throws {
      let harness = ControlsHarness(view)
      harness.screen.takesInput = false
      harness.clear()
      harness.user(UITextField.self, "name") { $0.standInUserType("?") }
      harness.user(UISlider.self, "brightness") { $0.standInUserDrag(to: 0.9) }
      harness.user(UIStepper.self, "copies") { $0.standInUserTap(increments: true) }
      harness.user(UISegmentedControl.self, "appearance") { $0.standInUserPick(2) }
      harness.user(UIButton.self, "ringtone") { $0.standInUserPickMenuItem(at: 0) }
      harness.user(UIDatePicker.self, "date") {
        $0.standInUserPick(Date(timeIntervalSince1970: 1_000_000_000))
      }
      #expect(harness.screen.received.count == 6, "\(harness.screen.received)")
      // Each control shows the model again (expectConsistent checks them all), put back by the
      // reconfigure of its row.
      harness.expectConsistent("refused")
      #expect(harness.control(UITextField.self, "name")?.text == "iPhone")
      #expect(
        Set(harness.refreshedRows)
          == Set(
            ["name", "brightness", "copies", "appearance", "ringtone", "date"].map {
              ControlsScreen.path(of: $0)
            }))
      #expect(harness.errors.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "an invalid value reports the typed error and the bridge puts the control back",
      arguments: UIKitView.allCases)
    func invalidValueGoesBack(_ view: UIKitView) throws {
      let harness = ControlsHarness(view)
      harness.clear()
      // Events no real control sends for this row: a stepper beyond the row's range, a segment
      // the picker does not have.
      harness.user(UIStepper.self, "copies") {
        $0.maximumValue = 20
        $0.value = 11
        $0.sendActions(for: .valueChanged)
      }
      harness.user(UISegmentedControl.self, "appearance") {
        $0.insertSegment(withTitle: "Sepia", at: 3, animated: false)
        $0.standInUserPick(3)
      }
      #expect(harness.errors.map(\.code) == [.invalidControlValue, .invalidControlValue])
      #expect(harness.screen.received.isEmpty)
      #expect(harness.received.isEmpty, "nothing changed: no batch")
      let stepper = try #require(harness.control(UIStepper.self, "copies"))
      #expect(stepper.value == 2 && stepper.maximumValue == 10)
      let segments = try #require(harness.control(UISegmentedControl.self, "appearance"))
      #expect(segments.selectedSegmentIndex == 0 && segments.numberOfSegments == 3)
      harness.expectConsistent("invalid values")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a navigation picker shows its choice; selecting it hands the app the row and picker",
      arguments: UIKitView.allCases)
    func navigationPicker(_ view: UIKitView) throws {
      let harness = ControlsHarness(view)
      #expect(harness.valueText("autoLock") == "30 Seconds")
      harness.userTap("autoLock")
      #expect(harness.shownChoices.map(\.0) == [ControlsScreen.path(of: "autoLock")])
      #expect(harness.shownChoices.first?.1.selectedTitle == "30 Seconds")
      harness.userTap("name")
      #expect(harness.shownChoices.count == 1, "other rows are selected as before")
      harness.expectConsistent("tapped")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a reused cell's control acts on its new row; accessibility stays with the row",
      arguments: UIKitView.allCases)
    func reuseAndAccessibility(_ view: UIKitView) throws {
      let harness = ControlsHarness(view)
      let screen = harness.screen
      harness.expectConsistent("shown")
      let before = try #require(harness.cell("name"))
      #expect(before.accessibilityIdentifier == "Controls/name")
      #expect(before.accessibilityLabel == "Name" && before.accessibilityValue == "iPhone")
      #expect(harness.control(UITextField.self, "name")?.accessibilityLabel == "Name")
      #expect(harness.cell("passcode")?.accessibilityValue == nil, "a secure field is not read")
      #expect(harness.cell("device")?.accessibilityLabel == "Device, iPhone")
      // The passcode moves above the name: the batch keeps each cell on screen, moved with its
      // row, as UIKit does. A reload then deals the cells out again, each to a row it may not
      // have shown (in no set order), its control reused when it is of the row's kind; every
      // control then shows its own row (expectConsistent).
      screen.controls.performBatchUpdates { screen.model.settings.swapAt(0, 2) }
      harness.expectConsistent("moved")
      #expect(harness.cell("name") === before && harness.reusedCells == 0)
      harness.reloadView()
      harness.expectConsistent("reloaded")
      #expect(harness.reusedCells == screen.model.settings.count)
      let passcode = try #require(harness.control(UITextField.self, "passcode"))
      let name = try #require(harness.control(UITextField.self, "name"))
      #expect(passcode.isSecureTextEntry && passcode.text == "")
      #expect(!name.isSecureTextEntry && name.text == "iPhone")
      harness.clear()
      harness.user(UITextField.self, "passcode") { $0.standInUserType("1") }
      harness.user(UITextField.self, "name") { $0.standInUserType("s") }
      #expect(screen.received == ["passcode text 1", "name text iPhones"])
      #expect(screen.setting("passcode").text == "1" && screen.setting("name").text == "iPhones")
      harness.expectConsistent("typed after reuse")
      let after = try #require(harness.cell("name"))
      #expect(after.accessibilityIdentifier == "Controls/name")
      #expect(after.accessibilityValue == "iPhones")
      #expect(harness.cell("passcode")?.accessibilityIdentifier == "Controls/passcode")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a flipped switch's row reads On at once, with no reconfigure", arguments: UIKitView.allCases)
    func switchAccessibilityValue(_ view: UIKitView) throws {
      let airplane = ArrayDataSource([false], name: "Airplane Mode")
      airplane.content = { RowContent("Airplane Mode", accessory: .toggle(isOn: $0)) }
      airplane.onToggle = { [unowned airplane] _, isOn in try? airplane.replace(at: 0, with: isOn) }
      let path = IndexPath(row: 0, section: 0)
      var calls = 0
      let cell: UIView?
      switch view {
      case .table:
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let bridge = TableViewBridge(dataSource: airplane)
        table.dataSource = bridge
        airplane.sink = TableViewSink(tableView: table)
        table.standInOnCall = { if $0.tableUpdate != nil { calls += 1 } }
        #expect(table.standInCell(at: path)?.accessibilityValue == "Off")
        #expect(table.standInUserToggleSwitch(at: path))
        cell = table.standInCell(at: path)
      case .collection:
        let collection = UICollectionView(
          frame: .zero,
          collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let bridge = CollectionViewBridge(dataSource: airplane)
        collection.dataSource = bridge
        airplane.sink = CollectionViewSink(collectionView: collection)
        collection.standInOnCall = { if $0.tableUpdate != nil { calls += 1 } }
        #expect(collection.standInCell(at: path)?.accessibilityValue == "Off")
        #expect(collection.standInUserToggleSwitch(at: path))
        cell = collection.standInCell(at: path)
      }
      #expect(airplane.items == [true])
      #expect(calls == 0, "no echo: the switch shows the value already")
      #expect(cell?.accessibilityValue == "On")
    }
  }
#endif
