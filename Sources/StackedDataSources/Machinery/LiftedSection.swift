/// A section taken out by ``EditReceiver/liftSection(at:)``.
final class LiftedSection {
  var payload: Any?

  init(payload: Any? = nil) {
    self.payload = payload
  }
}
