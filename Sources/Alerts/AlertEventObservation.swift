/// Keeps an observer registered with ``AlertCenter/observeEvents(_:)`` until cancelled.
@MainActor
public final class AlertEventObservation {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) {
        self.stop = stop
    }

    /// Stops the observer from receiving further events. Idempotent.
    public func cancel() {
        stop?()
        stop = nil
    }
}
