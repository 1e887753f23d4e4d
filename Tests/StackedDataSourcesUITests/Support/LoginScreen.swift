#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import Observation
  import StackedDataSources

  /// A credential as an app keeps it: its key identifies it, its secret is what the user types.
  /// Not `Identifiable`, and its description holds the secret, as a value type's does.
  struct Credential: Hashable, Sendable {
    var key: String
    var secret: String
  }

  /// The values of ``LoginScreen``.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Observable
  @MainActor
  final class LoginModel {
    var credentials = [
      Credential(key: "user", secret: "ada"), Credential(key: "password", secret: "hunter2"),
    ]
  }

  /// A login screen (issue 35, defect 6): "Login" follows ``LoginModel``'s credentials matched
  /// by their key (`follow(_:_:id:)`), each a text field (the password's secure), and typing
  /// writes the model; "Remember" is one switch, "Remember Me". A row's accessibility identifier
  /// must name the credential by its key, never by its value.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class LoginScreen {
    let model = LoginModel()
    let login = ArrayDataSource<Credential>(name: "Login")
    let remember = ArrayDataSource([false], name: "Remember")
    let stack: SectionGroupStack
    private var following: Following?

    init() {
      let login = login
      let remember = remember
      stack = SectionGroupStack(name: "Login screen") {
        login
        remember
      }
      login.content = {
        RowContent(
          $0.key == "password" ? "Password" : "User",
          accessory: .textField(.init(text: $0.secret, isSecure: $0.key == "password")))
      }
      login.onTextChange = { [unowned self] item, text in
        guard let index = model.credentials.firstIndex(where: { $0.key == item.key }) else {
          return
        }
        model.credentials[index].secret = text
      }
      remember.content = { RowContent("Remember Me", accessory: .toggle(isOn: $0)) }
      following = login.follow(model, \.credentials, id: \.key)
    }

    /// The password's secret, as the model has it.
    var password: String { model.credentials[1].secret }
  }
#endif
