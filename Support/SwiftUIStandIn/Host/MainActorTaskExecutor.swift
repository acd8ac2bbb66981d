// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// The executor the host prefers for the tasks it starts (`task(id:)`): work that would leave
/// the main actor for the global pool (a nonisolated `async` step, such as an `AsyncStream`'s
/// next element) is queued on the main actor instead, behind the work already there. So
/// yielding the main actor lets a task's every step run, and tests never depend on threads.
final class MainActorTaskExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Task { @MainActor in
            job.runSynchronously(on: executor)
        }
    }
}
