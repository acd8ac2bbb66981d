/// The waiting alerts, as a binary heap ordered by ``AlertEntry/precedes(_:)``.
///
/// Withdrawn entries are removed lazily: they stay in the heap, marked ended, until they reach
/// the top or a compaction drops them (once they outnumber the waiting ones), so withdrawing
/// costs amortized O(1), the heap stays O(log n), and a withdrawn alert's actions are released
/// soon.
@MainActor
struct AlertQueue {
    private var heap: [AlertEntry] = []
    /// Entries in the heap whose phase is still `.queued`.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func push(_ entry: AlertEntry) {
        entry.phase = .queued
        count += 1
        heap.append(entry)
        siftUp(heap.count - 1)
    }

    /// Removes and returns the first waiting entry, discarding withdrawn ones on the way.
    mutating func popFirst() -> AlertEntry? {
        while let top = heap.first {
            removeTop()
            if top.phase == .queued {
                count -= 1
                return top
            }
        }
        return nil
    }

    /// Notes that a queued entry was withdrawn (its phase already set to `.ended`).
    mutating func didWithdraw() {
        count -= 1
        if heap.count > 2 * count {
            heap.removeAll { $0.phase != .queued }
            for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
                siftDown(index)
            }
        }
    }

    /// The waiting entries in the order they will be shown.
    var ordered: [AlertEntry] {
        heap.filter { $0.phase == .queued }.sorted { $0.precedes($1) }
    }

    /// The waiting entries in no particular order.
    var unordered: [AlertEntry] {
        heap.filter { $0.phase == .queued }
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        let entry = heap[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard entry.precedes(heap[parent]) else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = entry
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let entry = heap[parent]
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let first = right < count && heap[right].precedes(heap[left]) ? right : left
            guard heap[first].precedes(entry) else { break }
            heap[parent] = heap[first]
            parent = first
        }
        heap[parent] = entry
    }
}
