/// An item a lane admits (an alert, a toast, a sheet): named by its first request,
/// found by its coalescing key while it is live, and waiting for a host while none is attached.
@MainActor
protocol Admitted: AnyObject {
    var id: AlertRequestID { get }
    var coalescingKey: String? { get }
    /// Since when it has waited with no host attached (meaningful only while none is).
    var hostlessSince: AlertDuration { get set }
}

extension AlertRecord: Admitted {
    var coalescingKey: String? { alert.coalescingKey }
}

extension SheetRecord: Admitted {
    var coalescingKey: String? { sheet.coalescingKey }
}

extension ToastRecord: Admitted {}
