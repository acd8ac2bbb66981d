/// What one host shows and whether it is attached: the part of an ``AlertHost`` its center
/// keeps.
///
/// The center holds this, not the ``AlertHost`` the renderer holds, so that a host no one
/// holds any more goes away (and detaches) although its center lives on.
@MainActor
final class HostState {
    let id: AlertHostID
    let settling: AlertHost.Settling
    /// The renderer's host, for the center's public lists; `nil` once no one holds it.
    weak var host: AlertHost?
    private(set) var isAttached = true
    private(set) var presentation: AlertPresentation?

    /// The toasts it shows: the visible toasts while it is the topmost host, else none.
    let toasts = ValueBroadcast<[ToastPresentation]>([])
    /// The loading indicator it shows, while it is the topmost host.
    let loading = ValueBroadcast<LoadingPresentation?>(nil)

    private var continuations: [UInt64: AsyncStream<AlertPresentation?>.Continuation] = [:]
    private var lastContinuation: UInt64 = 0

    init(id: AlertHostID, settling: AlertHost.Settling) {
        self.id = id
        self.settling = settling
    }

    /// A stream of what the host must show: the current value first, then each change. It
    /// finishes when the host detaches.
    func makeStream() -> AsyncStream<AlertPresentation?> {
        let (stream, continuation) = AsyncStream.makeStream(of: AlertPresentation?.self, bufferingPolicy: .bufferingNewest(1))
        guard isAttached else {
            continuation.yield(nil)
            continuation.finish()
            return stream
        }
        lastContinuation += 1
        let key = lastContinuation
        continuations[key] = continuation
        continuation.yield(presentation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[key] = nil }
        }
        return stream
    }

    func setPresentation(_ newValue: AlertPresentation?) {
        presentation = newValue
        guard !continuations.isEmpty else { return }
        for continuation in continuations.values {
            continuation.yield(newValue)
        }
    }

    func markDetached() {
        guard isAttached else { return }
        isAttached = false
        setPresentation(nil)
        toasts.finish(with: [])
        loading.finish(with: nil)
        let finishing = continuations.values
        continuations = [:]
        for continuation in finishing {
            continuation.finish()
        }
    }
}
