/// What a toast reports, which sets its colour and symbol in a renderer and the priority of
/// its announcement to a screen reader.
public enum ToastStyle: String, Sendable, Hashable, CaseIterable {
    /// Something worth knowing; nothing went wrong.
    case info
    /// Something the person did worked.
    case success
    /// Something may need the person's attention.
    case warning
    /// Something failed.
    case error
}
