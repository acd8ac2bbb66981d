import Alerts

/// Requests a view model holds, filled in once they are made, and withdrawn when the object
/// holding them is released.
@MainActor
final class HeldRequests {
    var handles: [AlertHandle]
    /// Runs first when the object holding them is released.
    var onRelease: () -> Void = {}
    private(set) var wasReleased = false

    init(_ handles: [AlertHandle] = []) {
        self.handles = handles
    }

    func release() {
        wasReleased = true
        onRelease()
        for handle in handles {
            handle.cancel()
        }
    }
}

/// Captured by an action and referenced by nothing else; once released, it withdraws the
/// requests `held` lists, as a view model that withdraws its pending alerts when it goes away
/// does. Its release is a call back into the center from inside the center.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class WithdrawsOnRelease: Sendable {
    let held: HeldRequests

    init(_ held: HeldRequests) { self.held = held }

    deinit {
        // Released by the center, on the main actor.
        MainActor.assumeIsolated {
            held.release()
        }
    }
}
