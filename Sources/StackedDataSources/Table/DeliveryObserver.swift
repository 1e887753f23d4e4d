/// A sink that wants to know where one delivery ends: the calls a root sends for one
/// transaction — its batch and the `reconfigureRows` that follows it — so that it can tell them
/// from the next delivery's (``RecordingSink/batches``).
@MainActor
protocol DeliveryObserver: AnyObject {
  /// The root has sent every call of one delivery.
  func deliveryEnded()
}
