// Stand-in for SwiftUI (not Apple's code): text, images, labels and stacks. See ../README.md.

/// https://developer.apple.com/documentation/swiftui/text
nonisolated public struct Text: View {
  let standInString: String

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) {
    standInString = String(content)
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Text is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/image
nonisolated public struct Image: View {
  let standInSystemName: String

  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) {
    standInSystemName = systemName
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Image is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/spacer
nonisolated public struct Spacer: View {
  /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  public init(minLength: CGFloat? = nil) {}

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Spacer is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  let standInName: String

  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment(standInName: "leading")
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment(standInName: "center")
}

/// https://developer.apple.com/documentation/swiftui/hstack
nonisolated public struct HStack<Content: View>: View {
  let standInContent: Content

  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  ///
  /// The stand-in leaves out `VerticalAlignment`; the adapter keeps the default.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    standInContent = content()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("HStack is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/vstack
nonisolated public struct VStack<Content: View>: View {
  let standInContent: Content

  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    standInContent = content()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("VStack is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/label
nonisolated public struct Label<Title: View, Icon: View>: View {
  let standInTitle: Title
  let standInIcon: Icon

  /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    standInTitle = title()
    standInIcon = icon()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Label is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/labeledcontent
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let standInLabel: Label
  let standInContent: Content

  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    standInContent = content()
    standInLabel = label()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("LabeledContent is a primitive view") }
}
