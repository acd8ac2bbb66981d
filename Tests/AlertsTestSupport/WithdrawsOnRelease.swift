/// Captured by an action and referenced by nothing else; once released, it withdraws the
/// requests `held` lists, as a view model that withdraws its pending alerts when it goes away
/// does. Its release is a call back into the center from inside the center.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class WithdrawsOnRelease: Sendable {
    public let held: HeldRequests

    public init(_ held: HeldRequests) { self.held = held }

    deinit {
        // Released by the center, on the main actor.
        MainActor.assumeIsolated {
            held.release()
        }
    }
}
