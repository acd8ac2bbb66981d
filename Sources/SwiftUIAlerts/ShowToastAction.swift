import Alerts

/// Shows a toast from any view: read it from the environment and call it like a function.
///
/// ```swift
/// struct SaveButton: View {
///     @Environment(\.showToast) var showToast
///
///     var body: some View {
///         Button("Save") {
///             profile.save()
///             showToast("Saved", style: .success)
///         }
///     }
/// }
/// ```
///
/// The toast is drawn by the nearest `.showAlertView()` that is on top, so a toast requested
/// while a sheet is up appears on the sheet, not under it. It is requested on the center rather
/// than on one host: a sheet that saves and closes itself can still say “Saved”, and the toast
/// moves to the screen below. Every request ends in exactly one ``/Alerts/ToastOutcome``; the
/// `present` form waits for it.
///
/// Without a `.showAlertView()` above the caller, a call reports a runtime warning that names
/// the fix and its request ends `.rejected(.noHost)`.
public struct ShowToastAction: Sendable, Equatable {
    let connection: AlertHostConnection

    init(connection: AlertHostConnection) {
        self.connection = connection
    }

    /// Creates an action that shows toasts on the center of `host`, for tests and previews
    /// that inject one with `.environment(\.showToast, action)`.
    public init(host: AlertHost) {
        self.init(connection: AlertHostConnection(host: host))
    }

    /// Shows a toast with a title, an optional message and a style.
    ///
    /// ```swift
    /// showToast("Saved", style: .success)
    /// ```
    @MainActor
    @discardableResult
    public func callAsFunction(_ title: String, message: String? = nil, style: ToastStyle = .info, fileID: StaticString = #fileID, line: UInt = #line) -> ToastHandle {
        connection.requestToast(ToastData(title: title, message: message, style: style), from: AlertCallSite(fileID: fileID, line: line))
    }

    /// Shows the toast `toast` describes: a symbol, a button, a position, a priority, a
    /// coalescing key or a duration of its own.
    ///
    /// ```swift
    /// showToast(ToastData(title: "Message deleted", button: ToastButton("Undo") { mailbox.restore(message) }))
    /// ```
    @MainActor
    @discardableResult
    public func callAsFunction(_ toast: ToastData, fileID: StaticString = #fileID, line: UInt = #line) -> ToastHandle {
        connection.requestToast(toast, from: AlertCallSite(fileID: fileID, line: line))
    }

    /// Shows a toast and waits for its outcome. Cancelling the waiting task withdraws it.
    ///
    /// ```swift
    /// if await showToast.present(ToastData(title: "Archived", button: ToastButton("Undo"))) == .actionTapped {
    ///     mailbox.unarchive(message)
    /// }
    /// ```
    @MainActor
    public func present(_ toast: ToastData, fileID: StaticString = #fileID, line: UInt = #line) async -> ToastOutcome {
        await connection.presentToast(toast, from: AlertCallSite(fileID: fileID, line: line))
    }

    /// Whether both values come from the same `.showAlertView()` (or the same
    /// ``init(host:)``).
    public static func == (lhs: ShowToastAction, rhs: ShowToastAction) -> Bool {
        lhs.connection === rhs.connection
    }
}
