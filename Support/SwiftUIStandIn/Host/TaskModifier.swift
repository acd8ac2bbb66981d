// The view host: it runs views of this stand-in on Linux, for tests. Nothing in this file is
// part of Apple's public interface: what tests use is `package`, the rest internal.

/// `task(id:priority:_:)`: starts the action after the update in which the view appears,
/// cancels it some time after the view disappears or leaves (at the host's next step of time:
/// rule “Task lifetime”), starts it again when the view appears again, and, when `id` changes (compared with `==`), cancels the
/// running task and starts a new one without waiting for the old one to end.
nonisolated struct TaskModifier<ID: Equatable>: HostedModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    @MainActor func host(_ node: ViewNode, content: ViewInput, context: HostContext, in host: ViewHost) {
        if !context.isOnScreen {
            if node.hasAppeared {
                node.hasAppeared = false
                host.cancelAtNextStep(node.task)
                node.task = nil
                node.taskID = nil
            }
        } else if node.taskID == nil || node.taskID as? ID != id {
            node.hasAppeared = true
            node.taskID = id
            host.afterUpdate { [priority, action, host] in
                node.task?.cancel()
                guard node.isInTree, node.hasAppeared else { return }
                node.task = Task(executorPreference: host.taskExecutor, priority: priority) { await action() }
            }
        }
        hostContent(content, of: node, context: context, in: host)
    }

    @MainActor func leave(_ node: ViewNode, in host: ViewHost) {
        host.cancelAtNextStep(node.task)
        node.task = nil
    }
}
