/// Baseline B for sheets: an array queue of sheets in plain Swift, one presented at a time, as
/// an app that queues its own `.sheet(item:)` presentations keeps one. A sheet with an id is
/// first looked for among the presented and queued ones by a linear scan (and counted into the
/// one found, as the engine coalesces); a new one is inserted before the first queued sheet of
/// lower priority, found by a linear scan; the next is taken with `removeFirst()`.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class ArraySheetQueueBaseline {
    private final class Sheet {
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

    private var presented: Sheet?
    private var queue: [Sheet] = []
    /// Requests whose sheet has been finished.
    private(set) var endedRequests = 0

    @inline(never)
    func present(_ title: String, priority: Int, key: String?) {
        if let key, let existing = presented.flatMap({ $0.key == key ? $0 : nil }) ?? queue.first(where: { $0.key == key }) {
            existing.count += 1
            return
        }
        let sheet = Sheet(title: title, priority: priority, key: key)
        let index = queue.firstIndex { $0.priority < priority } ?? queue.count
        queue.insert(sheet, at: index)
        presentNext()
    }

    /// Finishes the presented sheet and presents the next; returns the finished sheet's
    /// priority, or `nil` when none was presented.
    @inline(never)
    func finishPresented() -> Int? {
        guard let sheet = presented else { return nil }
        presented = nil
        endedRequests += sheet.count
        presentNext()
        return sheet.priority
    }

    private func presentNext() {
        guard presented == nil, !queue.isEmpty else { return }
        presented = queue.removeFirst()
    }
}
