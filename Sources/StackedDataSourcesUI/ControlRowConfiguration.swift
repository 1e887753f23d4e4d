#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The content of the row an inline picker opens in the UIKit bridges — an option wheel
  /// (``RowContent/Picker/Style/wheel``), a calendar or the wheels of a time
  /// (``RowContent/DatePicker/Style/full``): the control across the cell, within its layout
  /// margins, and the cell as tall as the control, as Settings and Calendar show them. A cell's
  /// accessory slot is sized for a switch: a 216-point wheel there would spill out of its row.
  ///
  /// The control is ``RowControl``'s, with the same input: a reconfigure of the row updates the
  /// control in place (the content view takes the new configuration), so the wheel under the
  /// user's finger is not replaced.
  struct ControlRowConfiguration: UIContentConfiguration {
    /// The row's content, whose accessory is the control.
    var content: RowContent
    /// Hands the user's input in the control on.
    var send: RowControl.Send

    /// Whether the bridges show `accessory` across its row, with this configuration.
    ///
    /// - Complexity: O(1).
    static func fillsRow(_ accessory: RowContent.Accessory) -> Bool {
      switch accessory {
      case .picker(let picker): picker.style == .wheel
      case .datePicker(let picker): picker.style == .full
      default: false
      }
    }

    func makeContentView() -> any UIView & UIContentView {
      ControlRowView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> ControlRowConfiguration { self }
  }

  /// The content view of ``ControlRowConfiguration``: its control, pinned to its layout margins.
  final class ControlRowView: UIView, UIContentView {
    /// The control shown, a subview.
    private var control: UIView?

    var configuration: any UIContentConfiguration {
      didSet { show() }
    }

    init(configuration: ControlRowConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
      show()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("ControlRowView is made in code")
    }

    /// Shows the configuration's control: the one shown, updated in place, when it is of the
    /// same kind; else a new one, pinned to the layout margins.
    private func show() {
      guard let configuration = configuration as? ControlRowConfiguration else { return }
      let shown = RowControl.control(
        showing: configuration.content, reusing: control, send: configuration.send)
      guard shown !== control else { return }
      control?.removeFromSuperview()
      control = shown
      guard let shown else { return }
      shown.translatesAutoresizingMaskIntoConstraints = false
      addSubview(shown)
      NSLayoutConstraint.activate([
        shown.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        shown.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        shown.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        shown.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      ])
    }
  }
#endif
