#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing

  #if canImport(UIKit)
    import UIKit
  #endif
  #if canImport(AppKit)
    import AppKit
  #endif
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// A row's accessibility identifier names its item by the identity its source has, never by
  /// its value (issue 35, defect 6): a secure field's text is not in it, and it stays as the
  /// user types, in every view; a switch is labelled with its row's title.
  @MainActor
  @Suite("Accessibility identifiers: the item's identity, never its value, in every view")
  struct AccessibilityIdentifierTests {
    /// Checks the identifier of the password's row: its key, not its secret.
    private static func expectKeyed(
      _ identifier: String?, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(identifier == "Login/password", "\(step)", sourceLocation: sourceLocation)
      #expect(
        identifier?.contains("hunter2") != true, "\(step): the secret is in \(identifier ?? "")",
        sourceLocation: sourceLocation)
    }

    #if canImport(UIKit)
      @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
      @Test("UITableView: the password row's identifier is its key; the switch has its label")
      func table() throws {
        let screen = LoginScreen()
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let bridge = TableViewBridge(dataSource: screen.stack)
        table.dataSource = bridge
        table.delegate = bridge
        table.standInSetInWindow(true)
        screen.stack.sink = TableViewSink(tableView: table)
        let password = IndexPath(row: 1, section: 0)
        Self.expectKeyed(table.standInCell(at: password)?.accessibilityIdentifier, "shown")
        #expect(
          table.standInCell(at: IndexPath(row: 0, section: 0))?.accessibilityIdentifier
            == "Login/user")
        table.standInUserChangeControl(UITextField.self, at: password) {
          $0.standInUserType("!")
        }
        #expect(screen.password == "hunter2!")
        table.reloadData()
        Self.expectKeyed(table.standInCell(at: password)?.accessibilityIdentifier, "typed")
        let toggle = table.standInCell(at: IndexPath(row: 0, section: 1))?.accessoryView
        #expect((toggle as? UISwitch)?.accessibilityLabel == "Remember Me")
        #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
      }

      @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
      @Test("UICollectionView: the password row's identifier is its key; the switch its label")
      func collection() throws {
        let screen = LoginScreen()
        let collection = UICollectionView(
          frame: .zero,
          collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let bridge = CollectionViewBridge(dataSource: screen.stack)
        collection.dataSource = bridge
        collection.delegate = bridge
        collection.standInSetInWindow(true)
        screen.stack.sink = CollectionViewSink(collectionView: collection)
        let password = IndexPath(item: 1, section: 0)
        Self.expectKeyed(collection.standInCell(at: password)?.accessibilityIdentifier, "shown")
        collection.standInUserChangeControl(UITextField.self, at: password) {
          $0.standInUserType("!")
        }
        #expect(screen.password == "hunter2!")
        collection.reloadData()
        Self.expectKeyed(collection.standInCell(at: password)?.accessibilityIdentifier, "typed")
        let toggle = collection.standInControl(UISwitch.self, at: IndexPath(item: 0, section: 1))
        #expect(toggle?.accessibilityLabel == "Remember Me")
        #expect(collection.standInFailures.isEmpty, "\(collection.standInFailures)")
      }
    #endif

    #if canImport(AppKit)
      @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
      @Test("NSTableView: the password row's identifier is its key, before and after typing")
      func nsTable() throws {
        let screen = LoginScreen()
        let table = NSTableView(frame: .zero)
        let bridge = NSTableViewBridge(dataSource: screen.stack)
        table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Login")))
        table.dataSource = bridge
        table.delegate = bridge
        table.standInSetInWindow(true)
        screen.stack.sink = NSTableViewSink(
          tableView: table, dataSource: screen.stack, showsHeaders: true)
        let view = try #require(table.standInView(atRow: 1))
        Self.expectKeyed(view.accessibilityIdentifier(), "shown")
        let field = try #require(
          view.subviews.compactMap { $0 as? NSSecureTextField }.first { !$0.isHidden })
        field.standInUserType("hunter2!")
        #expect(screen.password == "hunter2!")
        table.reloadData()
        Self.expectKeyed(table.standInView(atRow: 1)?.accessibilityIdentifier(), "typed")
        #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
      }
    #endif

    #if canImport(SwiftUI)
      @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
      @Test("StackedList: the password row's identifier is its key, before and after typing")
      func list() async throws {
        let screen = LoginScreen()
        let harness = ListHarness(screen.stack)
        func identifier() -> String? {
          harness.row(0, 1).allNodes.compactMap(\.accessibilityIdentifier).first
        }
        Self.expectKeyed(identifier(), "shown")
        let field = try #require(harness.row(0, 1).all("SecureField").first)
        #expect(await field.setValue("hunter2!"))
        #expect(screen.password == "hunter2!")
        let drawn = standInRender(harness.host.rootView)
        let row = drawn.flatMap { $0.all("Section") }[0].children[0].children[1]
        Self.expectKeyed(
          row.allNodes.compactMap(\.accessibilityIdentifier).first, "drawn again after typing")
        let toggle = try #require(harness.row(1, 0).all("Toggle").first)
        #expect(toggle.texts.contains("Remember Me"))
      }
    #endif
  }
#endif
