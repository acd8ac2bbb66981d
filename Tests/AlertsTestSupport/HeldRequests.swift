import Alerts

/// Requests a view model holds, filled in once they are made, and withdrawn when the object
/// holding them is released.
@MainActor
public final class HeldRequests {
    public var handles: [AlertHandle]
    /// Runs first when the object holding them is released.
    public var onRelease: () -> Void = {}
    public private(set) var wasReleased = false

    public init(_ handles: [AlertHandle] = []) {
        self.handles = handles
    }

    public func release() {
        wasReleased = true
        onRelease()
        for handle in handles {
            handle.cancel()
        }
    }
}
