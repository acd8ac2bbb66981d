/// Lets tasks started by a test run until they are suspended again.
@MainActor
public func drainTasks() async {
    for _ in 0..<20 { await Task.yield() }
}
