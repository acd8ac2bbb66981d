/// The loading indicator as a host must show it: one for all the work running, with the
/// newest operation's message and progress.
///
/// ```swift
/// for await loading in host.loadingUpdates {
///     render(loading)            // nil: no indicator
/// }
/// host.cancelLoading(loading.operation)   // the Cancel button
/// ```
public struct LoadingPresentation: Sendable, Hashable {
    /// The newest operation running: its message and progress show, and Cancel cancels it.
    public let operation: AlertRequestID
    /// What the newest operation is doing, such as "Saving…".
    public let message: String
    /// The newest operation's progress from 0 to 1, or `nil` when it reports none.
    public let progress: Double?
    /// How many operations are running; 0 while the indicator stays up for its minimum time
    /// after the last one ended.
    public let operationCount: Int
    /// Whether the indicator offers a Cancel button for ``operation``.
    public let isCancellable: Bool
    /// Whether the indicator blocks interaction with the content under it: true while any
    /// running operation asks for it. Alerts still appear above it.
    public let blocksInteraction: Bool
    /// When the indicator appeared, on the center's clock.
    public let shownSince: AlertDuration
}
