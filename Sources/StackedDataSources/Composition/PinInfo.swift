/// A group pinned under a row of another group, as ``SectionGroupStack/pins(of:)`` reports it.
@MainActor
public struct PinInfo {
  /// The pinned group.
  public let group: any DataSourceProtocol
  /// The anchor row, in the parent group's own coordinates.
  public let anchor: TablePath
  /// Whether the pinned group's rows are shown.
  public let isActive: Bool
}
