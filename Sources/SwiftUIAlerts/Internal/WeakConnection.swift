/// A reference to a connection that does not keep it alive.
@MainActor
final class WeakConnection: Sendable {
    private(set) weak var value: AlertHostConnection?

    init(_ connection: AlertHostConnection) {
        value = connection
    }
}
