/// What one host shows and whether it is attached: the part of an ``AlertHost`` its center
/// keeps.
///
/// The center holds this, not the ``AlertHost`` the renderer holds, so that a host no one
/// holds any more goes away (and detaches) although its center lives on.
@MainActor
final class HostState {
    let id: AlertHostID
    let settling: AlertHost.Settling
    /// The window whose stack it belongs to.
    let window: AlertWindowID
    /// Whether its scene is active, as its renderer last reported; active until told otherwise.
    var isSceneActive = true
    /// Whether a screen reader runs for it, as its renderer last reported.
    var isScreenReaderRunning = false
    /// When it last became active, counted by the center: on attaching, and each time its
    /// scene became active again. The highest among active hosts marks the window in use.
    var activation: UInt64 = 0
    /// The renderer's host, for the center's public lists; `nil` once no one holds it.
    weak var host: AlertHost?
    private(set) var isAttached = true
    /// Whether the renderer can show what the host is given now; a host that is not is passed
    /// over when the center chooses where to show alerts, toasts and the loading indicator.
    var isVisible = true

    /// What it shows: the visible alert's presentation, or `nil`.
    let presentations = ValueBroadcast<AlertPresentation?>(nil)
    /// The toasts it shows: the visible toasts while it is the topmost host, else none.
    let toasts = ValueBroadcast<[ToastPresentation]>([])
    /// The loading indicator it shows, while it is the topmost host.
    let loading = ValueBroadcast<LoadingPresentation?>(nil)
    /// The sheet presented from the host.
    let sheets = ValueBroadcast<SheetPresentation?>(nil)

    init(id: AlertHostID, settling: AlertHost.Settling, window: AlertWindowID) {
        self.id = id
        self.settling = settling
        self.window = window
    }

    var presentation: AlertPresentation? { presentations.value }

    func setPresentation(_ newValue: AlertPresentation?) {
        presentations.set(newValue)
    }

    func markDetached() {
        guard isAttached else { return }
        isAttached = false
        presentations.finish(with: nil)
        toasts.finish(with: [])
        loading.finish(with: nil)
        sheets.finish(with: nil)
    }
}
