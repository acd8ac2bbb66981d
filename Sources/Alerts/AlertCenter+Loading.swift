/// The loading indicator: one for all the work running, shown after a grace time and for at
/// least a minimum time, always taken down when the work ends.
extension AlertCenter {
    /// The loading indicator as the topmost host shows it now, or `nil`.
    public var loading: LoadingPresentation? { state.loadingPresentation }

    /// The number of loading operations running.
    public var runningLoadingCount: Int { state.loading.runningCount }

    /// Runs `operation` with a loading indicator, and returns what it returns.
    ///
    /// The indicator appears only if the work runs longer than
    /// ``AlertCenterConfiguration/loadingGraceTime``, and stays at least
    /// ``AlertCenterConfiguration/loadingMinimumShowTime`` once it appeared. Overlapping work
    /// shares one indicator that shows the newest message. It always goes away: when
    /// `operation` returns, throws or is cancelled. Errors propagate unchanged.
    ///
    /// ```swift
    /// try await center.withLoading("Saving…") { try await store.save(draft) }
    ///
    /// let report = try await center.withLoading("Exporting…", isCancellable: true,
    ///     success: ToastData(title: "Exported", style: .success)) { loading in
    ///     try await exporter.run { loading.update(progress: $0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - message: What the work is doing, such as "Saving…".
    ///   - progress: The progress from 0 to 1 at the start, or `nil` for none.
    ///   - isCancellable: Whether the indicator offers a Cancel button, which cancels the task
    ///     that runs `operation`. That task is the operation's own, not a child of the calling
    ///     task (it inherits the caller's priority and task-local values); cancelling the caller
    ///     cancels it, and the call returns only once it has ended.
    ///   - blocksInteraction: Whether the indicator blocks interaction with the content under
    ///     it while it shows. Alerts still appear above it.
    ///   - success: A toast that takes the indicator's place when `operation` returns.
    ///   - failure: Makes a toast from the error when `operation` throws; `nil` for none.
    ///   - operation: The work; it receives the operation's handle, to report progress.
    public func withLoading<Value>(
        _ message: String,
        progress: Double? = nil,
        isCancellable: Bool = false,
        blocksInteraction: Bool = true,
        success: ToastData? = nil,
        failure: ((any Error) -> ToastData?)? = nil,
        operation: @escaping @MainActor (LoadingHandle) async throws -> Value
    ) async throws -> Value {
        let outcome: Result<Value, any Error>
        let loading: LoadingHandle
        if isCancellable {
            let runner = LoadingTaskRunner<Value>()
            loading = beginLoading(message, progress: progress, blocksInteraction: blocksInteraction) { [runner] in
                runner.cancel()
            }
            outcome = await runner.run { try await operation(loading) }
        } else {
            loading = beginLoading(message, progress: progress, blocksInteraction: blocksInteraction)
            do {
                outcome = .success(try await operation(loading))
            } catch {
                outcome = .failure(error)
            }
        }
        switch outcome {
        case .success(let value):
            if let success {
                loading.end(succeeded: true, showing: success)
            } else {
                loading.end(succeeded: true)
            }
            return value
        case .failure(let error):
            if let toast = failure?(error) {
                loading.end(succeeded: false, showing: toast)
            } else {
                loading.end(succeeded: false)
            }
            throw error
        }
    }

    /// Runs `operation` with a loading indicator; the form for work that needs no handle.
    ///
    /// ```swift
    /// try await center.withLoading("Saving…") { try await store.save(draft) }
    /// ```
    public func withLoading<Value>(
        _ message: String,
        isCancellable: Bool = false,
        blocksInteraction: Bool = true,
        success: ToastData? = nil,
        failure: ((any Error) -> ToastData?)? = nil,
        operation: @escaping @MainActor () async throws -> Value
    ) async throws -> Value {
        try await withLoading(
            message,
            progress: nil,
            isCancellable: isCancellable,
            blocksInteraction: blocksInteraction,
            success: success,
            failure: failure
        ) { _ in try await operation() }
    }

    /// Begins a loading operation for work that is not one scope; end it with
    /// ``LoadingHandle/end(succeeded:)``. A handle no one holds any more ends its operation.
    ///
    /// ```swift
    /// let loading = center.beginLoading("Syncing…")
    /// sync.onFinish = { loading.end() }
    /// ```
    ///
    /// - Parameters:
    ///   - message: What the work is doing.
    ///   - progress: The progress from 0 to 1 at the start, or `nil` for none.
    ///   - blocksInteraction: Whether the indicator blocks the content under it.
    ///   - onCancel: What the indicator's Cancel button runs; `nil` shows no Cancel.
    public func beginLoading(
        _ message: String,
        progress: Double? = nil,
        blocksInteraction: Bool = true,
        onCancel: (@MainActor () -> Void)? = nil
    ) -> LoadingHandle {
        let record = step { $0.beginLoading(message: message, progress: progress, blocksInteraction: blocksInteraction, cancel: onCancel) }
        return LoadingHandle(record: record, center: self)
    }
}
