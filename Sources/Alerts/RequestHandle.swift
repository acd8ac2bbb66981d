/// What every request's handle offers: its outcome once it has one, a way to withdraw it, and
/// a way to wait for it. ``AlertHandle``, ``ToastHandle`` and ``SheetHandle`` are handles.
///
/// ```swift
/// var handles: [any RequestHandle] = [alertHandle, toastHandle]
/// for handle in handles where handle.isPending { handle.cancel() }
/// ```
@MainActor
public protocol RequestHandle: AnyObject, Sendable {
    /// How a request of this kind ends.
    associatedtype Outcome: Sendable

    /// How the request ended, or `nil` while it is pending.
    var outcome: Outcome? { get }

    /// Withdraws the request: it ends `cancelled`, and its item leaves the queue or the screen
    /// unless other requests joined it by key and are still pending. Does nothing once the
    /// request has ended.
    func cancel()

    /// Waits for the request to end and returns its outcome. Cancelling the waiting task
    /// withdraws the request, which then ends `cancelled` (unless it ended otherwise first).
    var value: Outcome { get async }
}

extension RequestHandle {
    /// Whether the request has not ended yet.
    public var isPending: Bool { outcome == nil }
}
