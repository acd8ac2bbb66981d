/// Runs a closure from its `deinit`. Captured by a request's actions and by nothing else, it is
/// released when the center lets go of the actions (when the request ends, once the center's
/// state is whole); the closure then calls back into the center, as a view model that
/// withdraws its alerts when it goes away does.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class ReleaseProbe: Sendable {
    private let onRelease: @MainActor @Sendable () -> Void

    public init(onRelease: @escaping @MainActor @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        // Released by the center, or by the caller that made the request, on the main actor.
        MainActor.assumeIsolated {
            onRelease()
        }
    }
}
