#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// The views: the owner's typed view when it has one and the row an item, else the view made
  /// from the row's content; a header row's title.
  extension NSTableViewBridge {
    /// The view of flat row `row` (the table's current rows): made, or reused from `tableView`,
    /// and configured.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus ``SectionGroupStack/resolve(_:)`` and the
    ///   configuration.
    public func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int)
      -> NSView?
    {
      shownTable = tableView
      switch rows.entry(forRow: row) {
      case .header(let section)?:
        let view = contentView(Self.headerIdentifier, in: tableView)
        showHeader(ofSection: section, in: view)
        return view
      case .row(let path)?:
        let owner = RowOwner(of: path, in: dataSource)
        if let owner, let typed = typedView(of: owner) {
          let view =
            tableView.makeView(withIdentifier: typed.identifier, owner: self) ?? typed.make()
          view.identifier = typed.identifier
          show(owner, typed: typed, in: view)
          return view
        }
        let view = contentView(Self.rowIdentifier, in: tableView)
        show(owner, in: view)
        return view
      case nil:
        return nil
      }
    }

    /// Shows flat row `row` (the table's current rows) again in `view`, a view the table shows
    /// for it, as `tableView(_:viewFor:row:)` configures a view: ``NSTableViewSink`` updates a
    /// reconfigured row in place this way, as `reconfigureRows(at:)` keeps a UIKit cell, so a
    /// field being typed into keeps its editing. `false`, changing nothing, when the row needs
    /// another kind of view (a header row, a typed view, a view from its content) or is gone:
    /// only a reload gives it one.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus ``SectionGroupStack/resolve(_:)`` and the
    ///   configuration.
    func showAgain(_ view: NSView, inRow row: Int) -> Bool {
      switch rows.entry(forRow: row) {
      case .header(let section)?:
        guard view.identifier == Self.headerIdentifier, let view = view as? RowContentCellView
        else { return false }
        showHeader(ofSection: section, in: view)
      case .row(let path)?:
        let owner = RowOwner(of: path, in: dataSource)
        if let owner, let typed = typedView(of: owner) {
          guard view.identifier == typed.identifier else { return false }
          show(owner, typed: typed, in: view)
        } else {
          guard view.identifier == Self.rowIdentifier, let view = view as? RowContentCellView
          else { return false }
          show(owner, in: view)
        }
      case nil:
        return false
      }
      return true
    }

    /// The typed view of the row `owner` names, when its data source gives one.
    private func typedView(of owner: RowOwner) -> TypedTableCellView? {
      (owner.dataSource as? any ItemDataSource)?.typedTableCellView(at: owner.path)
    }

    /// Makes `view` show the header of `section`.
    private func showHeader(ofSection section: Int, in view: RowContentCellView) {
      let header = dataSource.headerContent(inSection: section)
      view.show(title: header?.title ?? "", secondary: header?.detail)
    }

    /// Makes `view`, one of `typed`'s, show the row `owner` names; its identifier for UI tests
    /// comes first, so the configuration may replace it.
    private func show(_ owner: RowOwner, typed: TypedTableCellView, in view: NSView) {
      view.setAccessibilityIdentifier(owner.accessibilityIdentifier)
      typed.configure(view)
    }

    /// Makes `view` show the row `owner` names from its content, with its identifier for UI
    /// tests.
    private func show(_ owner: RowOwner?, in view: RowContentCellView) {
      // AppKit never asks for a row it does not show; should the data source have lost it, the
      // view is blank until the batch that removes it.
      configure(view, showing: owner?.content ?? RowContent(""))
      view.setAccessibilityIdentifier(owner?.accessibilityIdentifier)
    }

    /// The identifier of the views of rows shown from their content.
    static let rowIdentifier = NSUserInterfaceItemIdentifier("StackedDataSources.RowContent")
    /// The identifier of the views of header rows.
    static let headerIdentifier = NSUserInterfaceItemIdentifier("StackedDataSources.Header")

    /// A reused view with `identifier`, or a new one.
    private func contentView(_ identifier: NSUserInterfaceItemIdentifier, in tableView: NSTableView)
      -> RowContentCellView
    {
      if let view = tableView.makeView(withIdentifier: identifier, owner: self)
        as? RowContentCellView
      {
        return view
      }
      let view = RowContentCellView(frame: .zero)
      view.identifier = identifier
      return view
    }

    /// Makes `view` show `content`: its symbol (on its tile, when it has one:
    /// `NSImage.tile(symbolName:color:isDimmed:)`), its texts in its style, its badge, its
    /// accessory, its control (``configureControl(of:showing:)``) and what VoiceOver reads of it.
    /// A disabled row's texts are `disabledControlTextColor` and its control disabled; a
    /// validation message (``RowContent/Style/error``) is red static text; an inline picker's
    /// row shows its value as its secondary text, as a value and a detail do (a detail with no
    /// chevron).
    func configure(_ view: RowContentCellView, showing content: RowContent) {
      var secondary = content.secondaryText
      switch content.accessory {
      case .value(let value), .detail(let value): secondary = value
      default: break
      }
      if let value = content.accessory.inlineValueText { secondary = value }
      view.show(title: content.title, secondary: secondary)
      if let tile = content.imageTile {
        view.icon.image = NSImage.tile(
          symbolName: content.imageName, color: .tile(tile), isDimmed: !content.isEnabled)
      } else {
        view.icon.image = content.imageName.flatMap {
          NSImage(systemSymbolName: $0, accessibilityDescription: content.title)
        }
      }
      view.icon.isHidden = view.icon.image == nil
      view.badgeLabel.stringValue = content.badge ?? ""
      view.badgeLabel.isHidden = content.badge == nil
      switch content.style {
      case .default: view.titleLabel.textColor = .labelColor
      case .destructive: view.titleLabel.textColor = .systemRed
      case .button: view.titleLabel.textColor = .controlAccentColor
      case .error: view.titleLabel.textColor = .systemRed
      }
      if !content.isEnabled {
        view.titleLabel.textColor = .disabledControlTextColor
        view.secondaryLabel.textColor = .disabledControlTextColor
      }
      switch content.accessory {
      case .none, .detail, .toggle, .textField, .slider, .picker, .datePicker:
        view.accessoryLabel.stringValue = ""
      case .stepper(let stepper): view.accessoryLabel.stringValue = stepper.valueText
      case .checkmark: view.accessoryLabel.stringValue = "✓"
      case .disclosureIndicator, .value: view.accessoryLabel.stringValue = "›"
      case .detailButton: view.accessoryLabel.stringValue = "ⓘ"
      }
      view.accessoryLabel.isHidden = view.accessoryLabel.stringValue.isEmpty
      configureControl(of: view, showing: content)
      view.setAccessibilityLabel(content.accessibilityLabel)
      view.setAccessibilityValue(content.accessibilityValue)
      if content.style == .error { view.setAccessibilityRole(.staticText) }
    }
  }

  /// The view of a row shown from its ``RowContent``, or of a header row: the SF Symbol in the
  /// image view (or its tile), the title in the text field (red for a destructive row, the
  /// accent color for a button), a secondary label, a badge, a trailing accessory label (a
  /// stepper's text), a checkbox for a switch, and the row's other control.
  final class RowContentCellView: NSTableCellView {
    /// The row's SF Symbol.
    let icon = NSImageView(frame: .zero)
    /// The title.
    let titleLabel = NSTextField(labelWithString: "")
    /// The secondary text, a value, or a header's detail.
    let secondaryLabel = NSTextField(labelWithString: "")
    /// The row's badge (``RowContent/badge``): white text on a red, layer-backed capsule,
    /// before the accessory.
    let badgeLabel: NSTextField = {
      let badge = NSTextField(labelWithString: "")
      badge.textColor = .white
      badge.backgroundColor = .systemRed
      badge.drawsBackground = true
      badge.wantsLayer = true
      badge.layer?.cornerRadius = 8
      badge.layer?.masksToBounds = true
      return badge
    }()
    /// ✓, › or ⓘ, for the accessory.
    let accessoryLabel = NSTextField(labelWithString: "")
    /// The switch of a toggle row.
    let checkbox = NSButton(checkboxWithTitle: "", target: nil, action: nil)
    /// The control of a row with a text field, a slider, a stepper, a picker or a date picker:
    /// made for the first row that shows one of its kind, kept while the view shows rows with
    /// the same kind, and hidden and disconnected while it shows other rows.
    private(set) var control: NSControl?

    override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      for view in [icon, titleLabel, secondaryLabel, badgeLabel, accessoryLabel, checkbox]
        as [NSView]
      {
        addSubview(view)
      }
      textField = titleLabel
      imageView = icon
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// The control of the kind `Control` (exactly, not a subclass), made by `make` when the
    /// view has none of that kind; shown.
    func control<Control: NSControl>(_ make: () -> Control) -> Control {
      if let control, type(of: control) == Control.self, let kept = control as? Control {
        kept.isHidden = false
        return kept
      }
      control?.removeFromSuperview()
      let made = make()
      addSubview(made)
      control = made
      return made
    }

    /// Shows `title` in the label color, and `secondary` when there is one; no symbol, badge,
    /// accessory, checkbox or control, none of them wired to the bridge, and nothing for
    /// VoiceOver but the title.
    func show(title: String, secondary: String?) {
      icon.image = nil
      icon.isHidden = true
      titleLabel.textColor = .labelColor
      titleLabel.stringValue = title
      secondaryLabel.textColor = .secondaryLabelColor
      secondaryLabel.stringValue = secondary ?? ""
      secondaryLabel.isHidden = secondary == nil
      badgeLabel.stringValue = ""
      badgeLabel.isHidden = true
      accessoryLabel.stringValue = ""
      accessoryLabel.isHidden = true
      checkbox.isHidden = true
      checkbox.target = nil
      checkbox.action = nil
      control?.isHidden = true
      control?.target = nil
      control?.action = nil
      (control as? NSTextField)?.delegate = nil
      setAccessibilityLabel(title)
      setAccessibilityValue(nil)
      // The view's own role (a cell's), which a validation message's view replaced.
      setAccessibilityRole(nil)
    }
  }
#endif
