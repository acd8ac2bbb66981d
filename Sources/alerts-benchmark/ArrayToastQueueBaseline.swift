/// Baseline B for toasts: an array queue as toast libraries keep one, in plain Swift. A toast
/// with an id is first looked for among the visible and queued ones by a linear scan (and
/// counted into the one found, as the engine coalesces); a new one is inserted before the
/// first queued toast of lower priority, found by a linear scan; the next is taken with
/// `removeFirst()`.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class ArrayToastQueueBaseline {
    private final class Toast {
        let title: String
        let priority: Int
        let key: String?
        var count = 1

        init(title: String, priority: Int, key: String?) {
            self.title = title
            self.priority = priority
            self.key = key
        }
    }

    private let maximumVisible: Int
    private var visible: [Toast] = []
    private var queue: [Toast] = []
    /// Requests whose toast has been closed.
    private(set) var endedRequests = 0

    init(maximumVisible: Int) {
        self.maximumVisible = maximumVisible
    }

    @inline(never)
    func show(_ title: String, priority: Int, key: String?) {
        if let key, let existing = visible.first(where: { $0.key == key }) ?? queue.first(where: { $0.key == key }) {
            existing.count += 1
            return
        }
        let toast = Toast(title: title, priority: priority, key: key)
        let index = queue.firstIndex { $0.priority < priority } ?? queue.count
        queue.insert(toast, at: index)
        fill()
    }

    /// Closes the first visible toast; `false` when none is visible.
    @inline(never)
    func dismissFirst() -> Bool {
        guard !visible.isEmpty else { return false }
        endedRequests += visible.removeFirst().count
        fill()
        return true
    }

    private func fill() {
        while visible.count < maximumVisible, !queue.isEmpty {
            visible.append(queue.removeFirst())
        }
    }
}
