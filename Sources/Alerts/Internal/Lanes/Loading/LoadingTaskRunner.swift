/// Runs a cancellable loading scope's work in a task of its own, so that the indicator's
/// Cancel button can cancel it; cancelling the calling task cancels it too.
@MainActor
final class LoadingTaskRunner<Value> {
    private var task: Task<Void, Never>?
    private var isCancelled = false
    private var result: Result<Value, any Error>?

    func run(_ operation: @escaping @MainActor () async throws -> Value) async -> Result<Value, any Error> {
        let task = Task { @MainActor in
            do {
                self.result = .success(try await operation())
            } catch {
                self.result = .failure(error)
            }
        }
        self.task = task
        if isCancelled { task.cancel() }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        self.task = nil
        return result ?? .failure(CancellationError())
    }

    /// Cancels the work, now or as soon as it starts.
    func cancel() {
        isCancelled = true
        task?.cancel()
    }
}
