/// Rows taken out by ``EditReceiver/liftRows(at:count:)``.
///
/// The receiver that lifted them keeps what it needs to put them back in ``payload``.
final class LiftedRows {
  let count: Int
  var payload: Any?

  init(count: Int, payload: Any? = nil) {
    self.count = count
    self.payload = payload
  }
}
