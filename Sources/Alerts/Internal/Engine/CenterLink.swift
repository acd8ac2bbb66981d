/// The one weak reference from a center's requests to their center, shared by all of them:
/// a request reaches its center through it, and does not keep the center alive.
@MainActor
final class CenterLink {
    weak var center: AlertCenter?
}
