/// Runs a closure from its `deinit`: captured by an action and by nothing else, it is released
/// by the center once the request that held the action has ended.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class DeinitProbe: Sendable {
    let onDeinit: @MainActor @Sendable () -> Void

    init(_ onDeinit: @escaping @MainActor @Sendable () -> Void) { self.onDeinit = onDeinit }

    deinit {
        // Released by the center, on the main actor.
        MainActor.assumeIsolated { onDeinit() }
    }
}
