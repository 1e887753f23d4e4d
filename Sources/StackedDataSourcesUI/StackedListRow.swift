#if canImport(SwiftUI)
  import StackedDataSources
  import SwiftUI

  /// One row of a ``StackedList``: its owner's typed view (``ItemDataSource/listRows(_:)``), or
  /// the view made from its ``RowContent``, with its owner's swipe actions.
  ///
  /// The row asks for its content (whether it can be deleted or moved, and its swipe actions)
  /// when SwiftUI draws it, so a list pays for the rows on screen, not for every row; one
  /// ``ListModel`` call answers them all, finding the row and its owner once. A batch can change
  /// what a row shows while its identity and place stay (a reconfigure): the body reads the
  /// identities' version, so every row drawn is drawn again after each batch.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor struct StackedListRow: View {
    let model: ListModel
    let row: ListModel.Row
    let onError: (@MainActor (DataSourceError) -> Void)?
    /// The list's keyboard focus and scrolling, for the row's text field.
    let keyboard: Keyboard

    var body: some View {
      let _ = model.identities.version
      #if os(tvOS)
        let state = model.state(of: row)
        rowView(state.content)
          .disabled(!state.content.isEnabled)
          .deleteDisabled(!state.canDelete)
          .moveDisabled(!state.canMove)
      #else
        // The platform has swipe actions: asked with the state, in one lookup of the row.
        let render = model.render(of: row)
        rowView(render.state.content)
          .disabled(!render.state.content.isEnabled)
          .swipeActions(edge: .leading, allowsFullSwipe: false) {
            actions(render.leadingActions)
          }
          .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            actions(render.trailingActions)
          }
          .deleteDisabled(!render.state.canDelete)
          .moveDisabled(!render.state.canMove)
      #endif
    }

    /// The owner's typed view of the row, or the one made from `content`. The body disables a
    /// disabled row (``RowContent/isEnabled``) as a whole — SwiftUI dims it and its control and
    /// refuses its taps — and enables it again when it is enabled.
    @ViewBuilder private func rowView(_ content: RowContent) -> some View {
      if let typed = typedView {
        typed
      } else {
        // A row with a control is read as its control, labelled with the row's title, its value
        // the control's own (it shows the user's value before any batch redraws the row); any
        // other row as its label and the value its content gives.
        if content.accessory.isControl, content.validationMessage != nil {
          // A value that fails its validation is read with its message: the row was redrawn
          // with the value the user entered when it began to fail.
          contentView(content)
            .accessibilityLabel(content.title)
            .accessibilityValue(content.accessibilityValue ?? "")
            .accessibilityIdentifier(accessibilityIdentifier)
        } else if content.accessory.isControl {
          contentView(content)
            .accessibilityLabel(content.title)
            .accessibilityIdentifier(accessibilityIdentifier)
        } else if content.style == .error {
          // A validation message is read as text, not as a button or a row to act on.
          contentView(content)
            .accessibilityLabel(content.accessibilityLabel)
            .accessibilityAddTraits(.isStaticText)
            .accessibilityIdentifier(accessibilityIdentifier)
        } else {
          contentView(content)
            .accessibilityLabel(content.accessibilityLabel)
            .accessibilityValue(content.accessibilityValue ?? "")
            .accessibilityIdentifier(accessibilityIdentifier)
        }
      }
    }

    /// The row's identifier for UI tests: its owner's name and its item's identity, never its
    /// value.
    private var accessibilityIdentifier: String {
      RowOwner(of: row.path, in: model.dataSource)?.accessibilityIdentifier ?? ""
    }

    /// The typed view of the row's owner, if it declared one and the row has an item.
    private var typedView: AnyView? {
      guard let owner = RowOwner(of: row.path, in: model.dataSource) else { return nil }
      return (owner.dataSource as? any ItemDataSource)?.typedListRow(at: owner.path)
    }

    /// The row made from `content`.
    @ViewBuilder private func contentView(_ content: RowContent) -> some View {
      switch content.accessory {
      case .toggle(let isOn):
        Toggle(isOn: toggleBinding(isOn)) { label(content) }
      case .value(let value):
        tappable(content) {
          LabeledContent {
            Text(value)
          } label: {
            label(content)
          }
        }
      case .detail(let detail):
        tappable(content) {
          LabeledContent {
            Text(detail).foregroundStyle(.secondary)
          } label: {
            label(content)
          }
        }
      case .detailButton:
        HStack {
          tappable(content) { label(content) }
          Spacer()
          Button(action: tapAccessory) { Image(systemName: "info.circle") }
        }
      case .checkmark:
        tappable(content) { trailing(content, image: "checkmark") }
      case .disclosureIndicator:
        tappable(content) { trailing(content, image: "chevron.forward") }
      case .textField(let field):
        LabeledContent {
          textField(field, title: content.title)
        } label: {
          label(content)
        }
      case .slider(let slider):
        sliderView(slider, content)
      case .stepper(let stepper):
        stepperView(stepper, content)
      case .picker(let picker):
        pickerView(picker, content)
      case .datePicker(let picker):
        datePickerView(picker, content)
      case .none:
        tappable(content) { label(content) }
      }
    }

    /// The title, the secondary text below it, and the image before both (on its tile, when
    /// it has one); a validation message's title in red. A badge goes at the label's trailing
    /// end, so it sits before whatever the row shows after its label: a chevron, a value, a
    /// switch.
    @ViewBuilder func label(_ content: RowContent) -> some View {
      if let badge = content.badge {
        HStack {
          titleAndImage(content)
          Spacer()
          badgeView(badge)
        }
      } else {
        titleAndImage(content)
      }
    }

    /// The title, the secondary text below it, and the image before both.
    @ViewBuilder private func titleAndImage(_ content: RowContent) -> some View {
      let text = VStack(alignment: .leading) {
        if content.style == .error {
          Text(content.title).foregroundStyle(.red)
        } else {
          Text(content.title)
        }
        if let secondary = content.secondaryText { Text(secondary).foregroundStyle(.secondary) }
      }
      if let tile = content.imageTile {
        Label {
          text
        } icon: {
          tileView(tile, symbolName: content.imageName)
        }
      } else if let imageName = content.imageName {
        Label {
          text
        } icon: {
          Image(systemName: imageName)
        }
      } else {
        text
      }
    }

    /// A row's image on its tile, as Settings draws its icons: the symbol white on a 29-point
    /// rounded square of the tile's colour; the square alone without a symbol.
    @ViewBuilder private func tileView(_ tile: RowContent.TileColor, symbolName: String?)
      -> some View
    {
      let side = CGFloat(RowContent.TileColor.side)
      let shape = RoundedRectangle(
        cornerRadius: CGFloat(RowContent.TileColor.cornerRadius), style: .continuous)
      if let symbolName {
        Image(systemName: symbolName)
          .foregroundStyle(Color.white)
          .frame(width: side, height: side)
          .background(Color.tile(tile), in: shape)
      } else {
        shape.fill(Color.tile(tile)).frame(width: side, height: side)
      }
    }

    /// A badge: its text, white, in a red capsule.
    private func badgeView(_ badge: String) -> some View {
      Text(badge)
        .foregroundStyle(Color.white)
        .padding(.horizontal, 7)
        .padding(.vertical, 2)
        .background(Color.red, in: Capsule())
    }

    /// The label with an image at the trailing edge.
    private func trailing(_ content: RowContent, image: String) -> some View {
      HStack {
        label(content)
        Spacer()
        Image(systemName: image)
      }
    }

    /// `view` as a button that selects the row, destructive for a destructive row; the view
    /// alone when the row cannot be selected.
    @ViewBuilder func tappable<Content: View>(
      _ content: RowContent, @ViewBuilder _ view: () -> Content
    ) -> some View {
      if content.isSelectable {
        Button(role: content.style == .destructive ? .destructive : nil, action: select) {
          view()
        }
      } else {
        view()
      }
    }

    /// The owner's swipe actions on an edge, as buttons.
    @ViewBuilder private func actions(_ actions: [RowAction]) -> some View {
      ForEach(actions.indices, id: \.self) { index in
        let action = actions[index]
        Button(
          role: action.style == .destructive ? .destructive : nil, action: { action.perform() }
        ) {
          if let imageName = action.imageName {
            Label {
              Text(action.title)
            } icon: {
              Image(systemName: imageName)
            }
          } else {
            Text(action.title)
          }
        }
      }
    }

    /// The switch's binding: it reads the row's content and flips the row's switch, found by
    /// its token wherever the row is by then.
    private func toggleBinding(_ isOn: Bool) -> Binding<Bool> {
      let token = model.identities.token(for: row.id)
      return Binding(
        get: { isOn },
        set: { @MainActor [model, onError] newValue in
          guard let token else { return }
          do throws(DataSourceError) {
            try model.setToggle(newValue, for: token)
          } catch {
            error.report(to: onError)
            // Nothing changed, so no batch redraws the row: the switch would stay flipped.
            model.identities.drawRowsAgain()
          }
        })
    }

    /// A control's binding: it reads `value`, the row's content, and hands what the user
    /// entered to `ListModel.setControlValue(_:for:)` as `input` makes it, for
    /// the row found by its token wherever it is by then. A refused value changes nothing: the
    /// rows are drawn again, so the control reads the content's value again.
    func controlBinding<Value: Sendable>(
      _ value: Value, _ input: @escaping @Sendable (Value) -> ControlValue
    ) -> Binding<Value> {
      let token = model.identities.token(for: row.id)
      return Binding(
        get: { value },
        set: { @MainActor [model, onError] newValue in
          guard let token else { return }
          do throws(DataSourceError) {
            try model.setControlValue(input(newValue), for: token)
          } catch {
            error.report(to: onError)
            // Nothing changed, so no batch redraws the row: the control would keep showing the
            // refused value, its own state until its view is drawn again.
            model.identities.drawRowsAgain()
          }
        })
    }

    /// The user finished editing the row's text field: ``ListModel/endEditing(for:)``.
    func endEditing() {
      guard let token = model.identities.token(for: row.id) else { return }
      do { try model.endEditing(for: token) } catch { error.report(to: onError) }
    }

    private func select() {
      do { try model.select(row) } catch { error.report(to: onError) }
    }

    private func tapAccessory() {
      do { try model.tapAccessory(of: row) } catch { error.report(to: onError) }
    }
  }
#endif
